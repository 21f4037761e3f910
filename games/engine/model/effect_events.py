"""Events of the effect primitives (abilities/effects/) and of Reactive Globals (DM-8.19):
what an effect records beyond moves, damage and stats. events.py gathers them with the rest;
their evolve handlers are in evolve_effects.py."""

from __future__ import annotations

from games.engine.model.event_base import Event, Paid, event_type

# --- Reactive Globals (DM-8.19, DM-15.4): a decision when their occasion happens ------------


@event_type(decision=True)
class ReactiveUsed(Event, omit_defaults=True):
    """The player pays a Reactive Global offered to them (the head of the trigger queue):
    energy (`paid`, `virtual`) and then its effect costs; its effects happen at once, on
    `target` if they say "target ..." (the new target of a redirection, DM-19.2). `virtual`
    is always written (records had it before `target`, which is left out when empty, so
    older logs read and write as they did)."""

    player: int
    card: str
    ability: int
    paid: Paid
    virtual: int
    target: str = ""


@event_type(decision=True)
class ReactionDeclined(Event):
    """The player lets a Reactive Global offered to them pass (this occasion only)."""

    player: int


# --- consequences ------------------------------------------------------------------------------


@event_type()
class DamagePrevented(Event, omit_defaults=True):
    """Damage already dealt to a die (its damage goes down) or a player (life comes back) is
    prevented (DM-19.1); prevented to nothing, it triggers nothing: the die's queued "when
    damaged" abilities leave the queue (DM-8.19, DM-15.4). `dealer`: only the damage of
    that source is taken back ("from each source"; left out when empty: the latest first)."""

    target: str
    amount: int
    source: str
    dealer: str = ""


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
class CardFlipped(Event, omit_defaults=True):
    """`player`'s flip card `card` turns to its other side (docs/rulings.md "Flip"): its
    text is now that side's. `ability`: the index of the ability of the side turned away
    that flipped it (its other triggers waiting in the queue are gone with that side's
    text); -1 for none."""

    player: int
    card: str
    ability: int = -1


@event_type()
class DiceCaptured(Event, omit_defaults=True):
    """`player` captures `dice` (DM-23.1) with their die `by` ("" for an action die or a
    Global: then only the end of the turn ends it), by an effect of `source`: each goes under
    the capturing die (zone `captured`, its owner's), keeps its level, and no longer exists
    for game purposes (its damage and effects end)."""

    player: int
    dice: tuple[str, ...]
    by: str
    source: str
    declared: bool = False  # an effect its controller declared (issue 7)
    # how long it lasts (left out when ""): "" the end of the turn (or the capturing die
    # leaving the Field Zone), "next_turn" the start of `player`'s next turn (or the same),
    # "while_in_field" only the capturing die leaving the Field Zone (DM-23.1)
    until: str = ""


@event_type()
class CaptureEnded(Event):
    """A capture ends (`reason`: "end_of_turn", "next_turn": its player's next turn began, or
    "capturer_left": the capturing die left the Field Zone, DM-23.1): the die returns to
    `to`, where it was captured from (the Field Zone for the Attack Zone), on its original
    level."""

    die: str
    to: str
    reason: str


@event_type()
class ControlTaken(Event, omit_defaults=True):
    """`player` takes control of the opposing `dice` (DM-23.2) with their die `by` ("" for an
    action die or a Global), by an effect of `source`: each becomes theirs for game purposes
    and moves into their Field Zone; it still is a die of its owner's card."""

    player: int
    dice: tuple[str, ...]
    by: str
    source: str
    declared: bool = False  # an effect its controller declared (issue 7)
    until: str = ""  # how long it lasts, as for DiceCaptured (DM-23.2); left out when ""


@event_type()
class ControlEnded(Event):
    """Control of `die` ends (`reason`: "end_of_turn", "next_turn", "controller_left": the
    controlling die left the Field Zone, or "unrolled": the die went to an unrolled place,
    DM-23.2); it goes back to its owner `player`, in `to`: where it was taken from (the Field
    Zone for the Attack Zone), or the Prep Area when it became unrolled."""

    die: str
    player: int
    to: str
    reason: str


@event_type()
class DamageShielded(Event, omit_defaults=True):
    """Damage about to be dealt is prevented by a "prevent the next N damage" shield on its
    target (`prevent_next`, DM-19.1): `amount` of the damage `dealer` would deal to `target`
    (a die or "player:N"; `combat`: combat damage) is never dealt, so nothing triggers on it.
    `source` is the shield's card; `left`: what the shield can still prevent (0: used up, it
    leaves `GameState.lasting`)."""

    target: str
    amount: int
    source: str
    dealer: str
    left: int
    combat: bool = False
    declared: bool = False  # damage of an effect its controller declared (issue 7)


@event_type()
class DieBought(Event):
    """An effect purchases a die for `player` ("you may purchase a <die> for (1)",
    abilities/effects/buying.py): `die` leaves its card (the supply) for the player's Used
    Pile (DM-8.8) and counts as purchased this turn (`GameState.purchased`); whatever was
    paid for it was paid with the ability's answer (flow/paid.py), so no energy moves here.
    `source`: the card whose ability bought it."""

    player: int
    card: str
    die: str
    source: str


@event_type()
class EffectEnded(Event):
    """A persistent effect is used up before its time (a prevention shield that has
    prevented all it could): the first in force that matches leaves `GameState.lasting`."""

    effect: str
    target: str
    source: str


__all__ = [
    "CaptureEnded",
    "CardFlipped",
    "ControlEnded",
    "ControlTaken",
    "DamagePrevented",
    "DamageShielded",
    "DiceCaptured",
    "DiceSwapped",
    "DieBought",
    "EffectEnded",
    "ReactionDeclined",
    "ReactiveUsed",
    "TokensMade",
]
