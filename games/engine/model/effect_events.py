"""Events of the effect primitives (abilities/effects/) and of Reactive Globals (DM-8.19):
what an effect records beyond moves, damage and stats. events.py gathers them with the rest;
their evolve handlers are in evolve_effects.py."""

from __future__ import annotations

from games.engine.model.event_base import Event, Paid, event_type

# --- Reactive Globals (DM-8.19, DM-15.4): a decision when their occasion happens ------------


@event_type(decision=True)
class ReactiveUsed(Event):
    """The player pays a Reactive Global offered to them (the head of the trigger queue):
    energy (`paid`, `virtual`) and then its effect costs; its effects happen at once."""

    player: int
    card: str
    ability: int
    paid: Paid
    virtual: int = 0


@event_type(decision=True)
class ReactionDeclined(Event):
    """The player lets a Reactive Global offered to them pass (this occasion only)."""

    player: int


# --- consequences ------------------------------------------------------------------------------


@event_type()
class DamagePrevented(Event):
    """Damage already dealt to a die (its damage goes down) or a player (life comes back) is
    prevented (DM-19.1); prevented to nothing, it triggers nothing: the die's queued "when
    damaged" abilities leave the queue (DM-8.19, DM-15.4)."""

    target: str
    amount: int
    source: str


@event_type()
class DiceSwapped(Event):
    """Two dice exchange positions exactly (DM-23.4): zone and owner's area, and an attacking
    or blocking position in combat. A die leaving play loses its face, damage and effects."""

    first: str
    second: str
    source: str


@event_type()
class TokensMade(Event, omit_defaults=True):
    """Character tokens enter `player`'s Field Zone (DM-24.1): dice `dice` of the token card
    `card` ("token:A:D[:affiliation]", model/cards.py), on their one level-1 face, made by
    an effect of `source`. They cease to exist as soon as they leave the Field Zone."""

    player: int
    dice: tuple[str, ...]
    card: str
    source: str
    declared: bool = False  # an effect its controller declared (issue 7)


@event_type()
class EffectEnded(Event):
    """A persistent effect is used up before its time (a prevention shield that has
    prevented all it could): the first in force that matches leaves `GameState.lasting`."""

    effect: str
    target: str
    source: str


__all__ = [
    "DamagePrevented",
    "DiceSwapped",
    "EffectEnded",
    "ReactionDeclined",
    "ReactiveUsed",
    "TokensMade",
]
