"""Events: the facts a Battle Dice log is made of, one frozen record each.

A log line is `{"seq": N, "type": "...", ...fields}`; sequences are lists in JSON, tuples
here. A decision event starts a batch (a player's choice, an outcome of chance, a figure
revealed, a judge's ruling); the rest follow from it (replay.py). Events that carry a
player's statement the engine did not check (`EffectDeclared`) say so: `declared: true`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any, ClassVar, Union

import msgspec

from battledice.engine.records import (
    BattleDie,
    Figure,
    die_dict,
    die_from,
    figure_dict,
    figure_from,
)

LOG_FORMAT_VERSION = 1
_JSON = msgspec.json.Encoder()
GENESIS = "BattleDiceGameCreated"


class Event(
    msgspec.Struct, frozen=True, gc=False, tag_field="type", tag=True, forbid_unknown_fields=True
):
    """Base of every event: a frozen msgspec Struct tagged with its class name (`type`, the
    record's tag, a class attribute as `decision` is), so that a log's records decode into
    their events in one call (replay.parse), as Dice Masters' do."""

    decision: ClassVar[bool] = False

    def to_dict(self) -> dict[str, Any]:
        """The record without its seq: `type` first, then the fields, tuples as lists."""
        return msgspec.json.decode(_JSON.encode(self))  # type: ignore[no-any-return]


Event.type = ""  # type: ignore[attr-defined]  (not an annotation: msgspec's tag field)


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value


REGISTRY: dict[str, type[Event]] = {}


def _event(decision: bool = False):
    def register(cls: type[Event]) -> type[Event]:
        cls.type = cls.__name__  # type: ignore[attr-defined]
        cls.decision = decision
        REGISTRY[cls.type] = cls  # type: ignore[attr-defined]
        return cls

    return register


@_event()
class BattleDiceGameCreated(Event):
    """Seq 0: the players, their teams (figure and die ids, MB-18), every record they use,
    the options (`rules` among them) and the seed's commitment."""

    version: int
    rules: str
    options: tuple[tuple[str, Any], ...]
    players: tuple[str, str]
    teams: tuple[tuple[tuple[str, ...], tuple[str, ...]], tuple[tuple[str, ...], tuple[str, ...]]]
    figures: tuple[Figure, ...]
    dice: tuple[BattleDie, ...]
    seed_hash: str = ""

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.type}  # type: ignore[attr-defined]
        for name in self.__struct_fields__:
            data[name] = _jsonable(getattr(self, name))
        data["figures"] = [figure_dict(f) for f in self.figures]
        data["dice"] = [die_dict(d) for d in self.dice]
        return data


@_event(decision=True)
class RollOffRolled(Event):
    """Each player rolled an empty die (MB-7, MB-22): the lower roll chooses."""

    faces: tuple[int, int]


@_event(decision=True)
class SideChosen(Event):
    """The basic game's lower roller kept the team listed for them or swapped (MB-7)."""

    player: int
    swap: bool


@_event(decision=True)
class DiceLoaded(Event):
    """Figures put into these dice, which go to the Ready Zone (MB-8, MB-16, MB-26). Which
    figure is in which die is secret: online it is `sealed` with the game's seed (readable
    once the seed is revealed); on paper it is not recorded at all."""

    player: int
    dice: tuple[str, ...]
    sealed: str = ""


@_event(decision=True)
class DicePicked(Event):
    """Loaded dice taken from the Ready Zone to roll (MB-9, MB-20 step 2)."""

    player: int
    dice: tuple[str, ...]


@_event()
class DiceTaken(Event):
    """The only loaded dice a player could take were taken."""

    player: int
    dice: tuple[str, ...]


@_event(decision=True)
class DiceRolled(Event):
    """Chance: the number each rolled die shows, lined up in its Battle Zone (MB-20)."""

    faces: tuple[tuple[str, int], ...]


@_event()
class RoundStarted(Event):
    round: int


@_event()
class DiceRulesOffered(Event):
    """Players with dice in their Dice Zone may play their rules, one at a time, starting
    with who chose the last match-up (MB-25; the last battle stat in the basic game, MB-14)."""

    first: int


@_event(decision=True)
class MatchupChosen(Event):
    """One of the chooser's rolled dice against one of the opponent's (MB-20 step 3)."""

    player: int
    mine: str
    theirs: str


@_event()
class MatchupSet(Event):
    """One die each: the match-up is set (the last battle of a round, 004:L430; every
    battle of the basic game, whose `player` rolled lower and names the stat)."""

    player: int
    mine: str
    theirs: str


@_event(decision=True)
class StatChosen(Event):
    """The battle stat (MB-10, MB-23); on equal rolls each player names their own."""

    player: int
    stat: str


@_event(decision=True)
class FiguresRevealed(Event):
    """The battle's dice opened: the figure in each (MB-11)."""

    reveals: tuple[tuple[str, str], ...]


@_event(decision=True)
class PowerUsed(Event):
    """A power the engine executes, announced (MB-12): Ranged Weapon, Magic copying
    `copy`, Telepathy."""

    player: int
    piece: str
    power: str
    copy: str = ""


@_event(decision=True)
class EffectDeclared(Event):
    """A power or die rule the engine does not execute: its controller states the effect
    in the engine's terms; the opponent accepts or disputes it (then a judge rules)."""

    player: int
    source: str
    text: str
    effect: str
    amount: int = 0
    whom: str = "self"
    target: str = ""
    declared: bool = True


@_event(decision=True)
class DeclarationAccepted(Event):
    player: int


@_event(decision=True)
class DeclarationDisputed(Event):
    player: int
    reason: str = ""


@_event(decision=True)
class Passed(Event):
    player: int


@_event()
class NothingToUse(Event):
    """A player with no power or die rule to use passes by necessity (004:L304)."""

    player: int


@_event()
class BattleWon(Event):
    """The higher battle total wins: it captures the loser's figure (MB-13)."""

    winner: int
    captured: str
    totals: tuple[int, int]


@_event()
class BattleTied(Event):
    totals: tuple[int, int]


@_event()
class RoundEnded(Event):
    """Dice still loaded in a Battle Zone are unloaded to Staging (MB-20 step 8)."""

    round: int
    unloaded: tuple[tuple[str, str], ...]


@_event()
class GameWon(Event):
    winner: int | None
    termination: str


@_event(decision=True)
class Conceded(Event):
    player: int


@_event(decision=True)
class TimeCalled(Event):
    """Tournament time (docs/rulings.md): the round in progress is finished, then the game
    ends on captures."""


@_event(decision=True)
class RulingAnnotated(Event):
    judge: str
    about_seq: int
    text: str


@_event(decision=True)
class RulingUpheld(Event):
    """A judge upholds a disputed declaration: its effect applies."""

    judge: str
    reason: str = ""


@_event(decision=True)
class RulingOverturned(Event):
    """A judge overturns a disputed declaration: nothing of it applies."""

    judge: str
    reason: str = ""


@_event(decision=True)
class RulingRewound(Event):
    judge: str
    to_seq: int
    reason: str = ""


# Every event type but the first: a record decodes into the class its "type" names (a
# msgspec tagged union). The first event's figures and dice are read by records.py's checks.
AnyEvent: Any = Union[tuple(c for c in REGISTRY.values() if c is not BattleDiceGameCreated)]  # noqa: UP007


def event_from_dict(data: dict[str, Any]) -> Event:
    """An event from a log line's dict (its seq left out); KeyError, TypeError or
    ValueError (msgspec.ValidationError) on an unknown type or bad fields."""
    if data["type"] == GENESIS:
        kwargs = {k: v for k, v in data.items() if k not in ("type", "seq")}
        figures = _records(figure_from, kwargs.pop("figures"))
        dice = _records(die_from, kwargs.pop("dice"))
        kwargs = {k: _tupled(v) for k, v in kwargs.items()}
        return BattleDiceGameCreated(figures=figures, dice=dice, **kwargs)
    fields = {k: v for k, v in data.items() if k != "seq"}
    return msgspec.convert(fields, AnyEvent)  # type: ignore[no-any-return]


def _records(read: Callable[[Any], Any], data: Any) -> tuple[Any, ...]:
    """`read` (figure_from or die_from) of each record of a list, remembered by the list's
    JSON text: a game's first event is read at every replay of the game, its records checked
    field by field; the same text always reads as the same frozen records (or the same
    RecordError, which is not remembered). One text for the whole list, not one a record."""
    try:
        text = _JSON.encode(data)
    except (TypeError, ValueError, msgspec.EncodeError):
        return tuple(read(item) for item in data)
    return _read_text(read, text)


@lru_cache(maxsize=256)
def _read_text(read: Callable[[Any], Any], text: bytes) -> tuple[Any, ...]:
    """`read` of each record the JSON text of a list holds: a pure function of its
    arguments, so a bounded cache of its results (the function's own, not the module's: no
    state of ours to mutate) can answer a text seen before. Records are frozen: safe to share."""
    return tuple(read(item) for item in msgspec.json.decode(text))


class _Events(msgspec.Struct, frozen=True, gc=False):
    """A log's events after the first, for one `msgspec.convert` (msgspec works out how to
    decode a Struct type once, a bare list of the union at every call)."""

    events: list[AnyEvent]  # type: ignore[valid-type]


def events_from_dicts(fields: list[dict[str, Any]]) -> list[Event]:
    """Records without their seq (none of them the first event) to events, in one call;
    msgspec.ValidationError if any is unreadable."""
    return msgspec.convert({"events": fields}, _Events).events  # type: ignore[no-any-return]
