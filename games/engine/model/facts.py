"""Consequences: the facts the engine derives from a decision (steps, moves, damage,
triggers, the end of the game)."""

from __future__ import annotations

from games.engine.model.event_base import Event, event_type

# --- consequences ---------------------------------------------------------------------------


@event_type()
class TurnBegan(Event):
    turn: int
    player: int


@event_type()
class StepBegan(Event):
    step: str


@event_type()
class BagRefilled(Event):
    """The bag was empty when a die had to be drawn: the Used Pile went in (DM-6.2)."""

    player: int
    dice: tuple[str, ...]


@event_type()
class DiceMoved(Event, omit_defaults=True):
    player: int
    dice: tuple[str, ...]
    to: str
    reason: str
    declared: bool = False  # an effect its controller declared (issue 7)
    # an effect fielded them (DM-8.12): they count as fielded this turn (GameState.fielded);
    # left out when False, so logs from before rules edition 11 read as they were recorded
    fielding: bool = False


@event_type()
class PriorityGiven(Event):
    player: int


@event_type()
class LifeLost(Event, omit_defaults=True):
    player: int
    amount: int
    reason: str
    declared: bool = False  # an effect its controller declared (issue 7)


@event_type()
class LifeGained(Event, omit_defaults=True):
    player: int
    amount: int  # after the life cap (DM-11.3)
    declared: bool = False  # an effect its controller declared (issue 7)


@event_type()
class VirtualEnergyGained(Event, omit_defaults=True):
    player: int
    amount: int
    declared: bool = False  # an effect its controller declared (issue 7)


@event_type()
class VirtualEnergyLost(Event):
    player: int
    amount: int


@event_type()
class PlayerDamaged(Event, omit_defaults=True):
    player: int
    amount: int
    source: str
    combat: bool
    declared: bool = False  # an effect its controller declared (issue 7)


@event_type()
class DieDamaged(Event, omit_defaults=True):
    die: str
    amount: int
    source: str
    combat: bool
    declared: bool = False  # an effect its controller declared (issue 7)


@event_type()
class DieRecovered(Event, omit_defaults=True):
    """The die's damage and applied effects end where it is (Regenerate returns a die that
    would be KO'd to the Field Zone as if anew; docs/rulings.md)."""

    die: str
    source: str
    declared: bool = False  # an effect its controller declared (issue 7)
    # "clear all damage from <it>": its damage only ends; applied effects stay (left out
    # when False, so older logs read and write as they did)
    damage_only: bool = False


@event_type()
class EffectStarted(Event, omit_defaults=True):
    """A persistent effect starts (DM-14.2): "can't attack", "can't block", "can't be
    blocked", "must attack" on a die, until Cleanup or the start of its controller's next
    turn (`until` "next_turn"); one on a die also ends if the die is KO'd or rerolled to
    energy. `amount`: its size where it has one (effects/lasting.py)."""

    effect: str
    target: str
    source: str
    controller: int
    until: str = "end_of_turn"
    amount: int = 0
    declared: bool = False  # an effect its controller declared (issue 7)
    to: str = ""  # where it sends something: a redirection's new target (DM-19.2)


@event_type()
class DiceKnockedOut(Event, omit_defaults=True):
    """KO'd dice go to their owner's Prep Area (DM-9.11)."""

    dice: tuple[str, ...]
    declared: bool = False  # an effect its controller declared (issue 7)
    # (die, A, D) as it was KO'd, for a die whose own "when KO'd" text reads them
    # (abilities/last_stats.py; none otherwise, so older logs read the same)
    stats: tuple[tuple[str, int, int], ...] = ()


@event_type()
class DieSpun(Event, omit_defaults=True):
    die: str
    face: int
    reason: str
    declared: bool = False  # an effect its controller declared (issue 7)


@event_type()
class StatsModified(Event, omit_defaults=True):
    die: str
    attack: int
    defense: int
    source: str
    declared: bool = False  # an effect its controller declared (issue 7)


@event_type()
class CombatEnded(Event):
    pass


@event_type()
class TurnCleanedUp(Event):
    """Cleanup: all damage and applied effects end (DM-10.1)."""

    turn: int


@event_type()
class AbilityTriggered(Event):
    """A card ability (kind "ability"), a Global (kind "global") or an action die's effect
    (kind "action") waits in the queue (DM-15.2/15.3)."""

    controller: int
    card: str
    ability: int
    kind: str = "ability"
    source_die: str = ""


@event_type()
class AbilityResolved(Event):
    controller: int
    card: str
    ability: int
    kind: str = "ability"
    source_die: str = ""


@event_type()
class ChanceRequested(Event, omit_defaults=True):
    """An effect needs chance (a die drawn from the bag, dice rerolled): the next decision
    is that outcome, from the seed online or reported at the table (DM-20.3, DM-22.1)."""

    kind: str  # "draw" | "roll"
    player: int
    count: int = 0
    dice: tuple[str, ...] = ()
    to: str = ""
    declared: bool = False  # an effect its controller declared (issue 7)
    # a draw: dice still to draw once the bag has run out and been refilled from the Used
    # Pile (000:L170-172, "continue drawing"); `dice` then holds those drawn already
    rest: int = 0


@event_type()
class GameEnded(Event):
    winner: int | None
    termination: str


__all__ = [
    "AbilityResolved",
    "AbilityTriggered",
    "BagRefilled",
    "ChanceRequested",
    "CombatEnded",
    "DiceKnockedOut",
    "DiceMoved",
    "DieDamaged",
    "DieRecovered",
    "DieSpun",
    "EffectStarted",
    "GameEnded",
    "LifeGained",
    "LifeLost",
    "PlayerDamaged",
    "PriorityGiven",
    "StatsModified",
    "StepBegan",
    "TurnBegan",
    "TurnCleanedUp",
    "VirtualEnergyGained",
    "VirtualEnergyLost",
]
