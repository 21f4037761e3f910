"""Events: the facts a game log is made of. Each is a frozen msgspec Struct of a few fields.

A log line is `{"seq": N, "type": "...", ...fields}`. Sequences are tuples in Python and lists
in JSON; there are no mappings, so that the order of everything in a log is fixed.
Events that start a batch are decisions (a player's choice, or a random outcome); the rest
follow from them (see log/replay.py).

`type` is the Struct's tag: `msgspec` decodes a record straight into the right class
(`AnyEvent`, a tagged union) and `log/schema` derives the published JSON Schema from them.
"""

from __future__ import annotations

from typing import Any, ClassVar, Union

import msgspec

LOG_FORMAT_VERSION = 1

Paid = tuple[tuple[str, tuple[str, ...]], ...]  # (die id, symbols spent from it)

_JSON = msgspec.json.Encoder()


class Event(
    msgspec.Struct, frozen=True, gc=False, tag_field="type", tag=True, forbid_unknown_fields=True
):
    """Base of every event. `type` (its class name, the record's tag) and `decision` (it
    starts a batch in the log) are class attributes set by `_event`."""

    decision: ClassVar[bool] = False

    def to_dict(self) -> dict[str, Any]:
        """The record without its seq: `type` first, then the fields, tuples as lists."""
        return msgspec.json.decode(_JSON.encode(self))  # type: ignore[no-any-return]


REGISTRY: dict[str, type[Event]] = {}


Event.type = ""  # type: ignore[attr-defined]  (not an annotation: msgspec's tag field)


def _event(decision: bool = False):
    def register(cls: type[Event]) -> type[Event]:
        cls.type = cls.__name__  # type: ignore[attr-defined]
        cls.decision = decision
        REGISTRY[cls.type] = cls
        return cls

    return register


# --- genesis -------------------------------------------------------------------------------


@_event(decision=True)
class GameCreated(Event):
    """Seq 0: who plays which team under which options (the teams name cards by id)."""

    version: int
    options: tuple[tuple[str, Any], ...]
    players: tuple[str, str]
    teams: tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]
    basic_actions: tuple[tuple[str, ...], tuple[str, ...]]
    cards_digest: str
    seed_hash: str = ""


# --- random outcomes (decisions of chance) --------------------------------------------------


@_event(decision=True)
class TossWon(Event):
    """The random method chose this player, who now chooses to go first or second (DM-3.7)."""

    player: int


# Where drawn dice go: the Prep Area (the turn's draw, DM-6.2; prep from the bag, 000:L799),
# Out of Play (the first player's fourth die, DM-6.5) or the Reserve Pool (an effect's "draw
# a die", rolled once, DM-20.3). The schema publishes exactly these (issue 9, item 17).
DRAW_DESTINATIONS = ("prep", "oop", "reserve")


@_event(decision=True)
class DiceDrawn(Event):
    player: int
    dice: tuple[str, ...]
    to: str  # one of DRAW_DESTINATIONS


@_event(decision=True)
class DiceRolled(Event):
    player: int
    faces: tuple[tuple[str, int], ...]  # (die id, face index)


# --- player decisions -----------------------------------------------------------------------


@_event(decision=True)
class OrderChosen(Event):
    player: int
    go_first: bool


@_event(decision=True)
class RerollChosen(Event):
    player: int
    dice: tuple[str, ...]


@_event(decision=True)
class DiePurchased(Event):
    player: int
    card: str
    die: str
    paid: Paid
    virtual: int = 0


@_event(decision=True)
class CharacterFielded(Event):
    player: int
    die: str
    paid: Paid
    virtual: int = 0


@_event(decision=True)
class ActionDieUsed(Event):
    """Used, the die goes Out of Play (DM-8.14), or stays in the Field Zone (Continuous)."""

    player: int
    die: str
    to: str = "oop"


@_event(decision=True)
class GlobalUsed(Event):
    player: int
    card: str
    ability: int
    paid: Paid
    virtual: int = 0


@_event(decision=True)
class PriorityPassed(Event):
    player: int


@_event(decision=True)
class AttackersDeclared(Event):
    player: int
    dice: tuple[str, ...]


@_event(decision=True)
class BlockersDeclared(Event):
    player: int
    blocks: tuple[tuple[str, str], ...]  # (blocker, attacker)


@_event(decision=True)
class DamageAssigned(Event):
    """The active player's split of each multiply-blocked attacker's damage (DM-9.9)."""

    player: int
    splits: tuple[tuple[str, str, int], ...]  # (attacker, blocker, amount)


@_event(decision=True)
class TargetChosen(Event):
    player: int
    target: str  # a die id, or "player:0" / "player:1"


@_event(decision=True)
class TriggerChosen(Event):
    """The controller picks which of their waiting triggers resolves next (DM-15.2)."""

    player: int
    index: int


@_event(decision=True)
class Conceded(Event):
    player: int


@_event(decision=True)
class TimeCalled(Event):
    """Tournament time: this turn is turn 0, then `turns_after_time` more turns."""

    turn: int


# --- consequences ---------------------------------------------------------------------------


@_event()
class TurnBegan(Event):
    turn: int
    player: int


@_event()
class StepBegan(Event):
    step: str


@_event()
class BagRefilled(Event):
    """The bag was empty when a die had to be drawn: the Used Pile went in (DM-6.2)."""

    player: int
    dice: tuple[str, ...]


@_event()
class DiceMoved(Event):
    player: int
    dice: tuple[str, ...]
    to: str
    reason: str


@_event()
class PriorityGiven(Event):
    player: int


@_event()
class LifeLost(Event):
    player: int
    amount: int
    reason: str


@_event()
class LifeGained(Event):
    player: int
    amount: int  # after the life cap (DM-11.3)


@_event()
class VirtualEnergyGained(Event):
    player: int
    amount: int


@_event()
class VirtualEnergyLost(Event):
    player: int
    amount: int


@_event()
class PlayerDamaged(Event):
    player: int
    amount: int
    source: str
    combat: bool


@_event()
class DieDamaged(Event):
    die: str
    amount: int
    source: str
    combat: bool


@_event()
class DieRecovered(Event):
    """The die's damage and applied effects end where it is (Regenerate returns a die that
    would be KO'd to the Field Zone as if anew; docs/rulings.md)."""

    die: str
    source: str


@_event()
class DiceKnockedOut(Event):
    """KO'd dice go to their owner's Prep Area (DM-9.11)."""

    dice: tuple[str, ...]


@_event()
class DieSpun(Event):
    die: str
    face: int
    reason: str


@_event()
class StatsModified(Event):
    die: str
    attack: int
    defense: int
    source: str


@_event()
class CombatEnded(Event):
    pass


@_event()
class TurnCleanedUp(Event):
    """Cleanup: all damage and applied effects end (DM-10.1)."""

    turn: int


@_event()
class AbilityTriggered(Event):
    """A card ability (kind "ability"), a Global (kind "global") or an action die's effect
    (kind "action") waits in the queue (DM-15.2/15.3)."""

    controller: int
    card: str
    ability: int
    kind: str = "ability"
    source_die: str = ""


@_event()
class AbilityResolved(Event):
    controller: int
    card: str
    ability: int
    kind: str = "ability"
    source_die: str = ""


@_event()
class ChanceRequested(Event):
    """An effect needs chance (a die drawn from the bag, dice rerolled): the next decision
    is that outcome, from the seed online or reported at the table (DM-20.3, DM-22.1)."""

    kind: str  # "draw" | "roll"
    player: int
    count: int = 0
    dice: tuple[str, ...] = ()
    to: str = ""


@_event()
class GameEnded(Event):
    winner: int | None
    termination: str


# --- judges' rulings (games/engine/rulings.py) ------------------------------------------


@_event(decision=True)
class RulingAnnotated(Event):
    """A judge's note on event `about_seq`; it changes nothing in the game."""

    judge: str
    about_seq: int
    text: str


@_event(decision=True)
class RulingLifeSet(Event):
    """A judge corrects a player's life total (within the starting life, DM-11.3)."""

    judge: str
    target: int
    life: int
    reason: str


@_event(decision=True)
class RulingRewound(Event):
    """The game continues from the state right after event `to_seq`."""

    judge: str
    to_seq: int
    reason: str


# Every event type: a record decodes into the class its "type" names (msgspec tagged union).
AnyEvent: Any = Union[tuple(REGISTRY.values())]  # noqa: UP007 (a union built from a tuple)


def event_from_dict(data: dict[str, Any]) -> Event:
    """Build an event from a log line's dict (its seq, if any, is not part of the event).
    Raises ValueError (a msgspec.ValidationError) on an unknown type or wrong fields."""
    fields = {name: value for name, value in data.items() if name != "seq"}
    return msgspec.convert(fields, AnyEvent)  # type: ignore[no-any-return]
