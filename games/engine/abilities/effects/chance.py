"""draw and reroll: effects whose outcome is chance. The outcome is the next decision (from
the seed online, reported at the table), asked for with ChanceRequested (docs/rulings.md)."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.spin_ward import shielded
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec, is_token
from games.engine.model.state import Trigger, Zone

_REROLLABLE = (Zone.FIELD, Zone.ATTACK, Zone.RESERVE)  # rolled dice (DM-4.1)
# a reroll whose text says what its roll does (EffectSpec.rolled): ChanceRequested.to
OUTCOME = "outcome"


def from_bag(
    b: Batch,
    player: int,
    amount: int,
    to: Zone,
    midway: bool = False,
    drawn: tuple[str, ...] = (),
) -> bool:
    """Draw `amount` dice at random (refilling an empty bag from the Used Pile, DM-6.2): the
    outcome is the next decision, like every draw (ChanceRequested). `midway`: when the bag
    holds fewer, draw them, then refill the bag and "continue drawing" (000:L170-172): the
    request's `rest`, with `drawn` the dice this draw took already. False if nothing to draw."""
    if not b.state.in_zone(player, Zone.BAG) and b.state.in_zone(player, Zone.USED):
        b.emit(ev.BagRefilled(player, b.state.in_zone(player, Zone.USED)))
    count = min(amount, len(b.state.in_zone(player, Zone.BAG)))
    rest = amount - count if midway and b.state.in_zone(player, Zone.USED) else 0
    if count:  # do as much as you can (DM-12.3)
        b.emit(ev.ChanceRequested("draw", player, count=count, dice=drawn, to=to.value, rest=rest))
    return bool(count)


def _draw(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """ "Draw a die" with no destination: roll it once into the Reserve Pool (DM-20.3). A
    draw whose text says what follows ("if it is a Sidekick, ...", "if you roll energy, ...")
    draws to `OUTCOME`: the dice stay in the bag, looked at, until abilities/outcomes.py
    says where they go (no refill midway: one die, or as many as there are, DM-12.3)."""
    if effect.rolled is None:
        from_bag(b, trigger.controller, effect.amount, Zone.RESERVE, midway=True)
        return
    player = trigger.controller
    if not b.state.in_zone(player, Zone.BAG) and b.state.in_zone(player, Zone.USED):
        b.emit(ev.BagRefilled(player, b.state.in_zone(player, Zone.USED)))  # DM-6.2
    count = min(effect.amount, len(b.state.in_zone(player, Zone.BAG)))
    if count:
        b.emit(ev.ChanceRequested("draw", player, count=count, to=OUTCOME))


def _reroll(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """Reroll rolled dice where they are (DM-22.1); partially spent dice (DM-8.3) and tokens
    (DM-24.1) cannot be."""
    state = b.state
    dice = tuple(
        sorted(
            t
            for t in targets
            if t in state.dice
            and state.dice[t].zone in _REROLLABLE
            and not state.dice[t].partially_spent
            and not is_token(state.dice[t].card)  # DM-24.1: tokens may not be rerolled
            and not shielded(state, t, trigger)  # an opponent's effect may not (spin_ward.py)
        )
    )
    if dice:  # what the text says follows the roll: abilities/outcomes.py
        to = OUTCOME if effect.rolled is not None else ""
        b.emit(ev.ChanceRequested("roll", trigger.controller, dice=dice, to=to))


# DM-4.1; a die still on its card too ("take another unpurchased <self> die and roll it":
# its owner's, rolled into their Reserve Pool, docs/rulings.md "Gate")
_UNROLLED = (Zone.USED, Zone.PREP, Zone.BAG, Zone.SUPPLY)


def _roll_from(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """ "Roll a Sidekick die from your Used Pile (place it in your Reserve Pool)": the chosen
    unrolled dice go to their owner's Reserve Pool and are rolled there once (DM-20.3: a die
    rolled by an effect lands in the Reserve Pool; DM-4.1: its face is what it rolls). Up to
    N dice chosen ("roll up to 2 ...": resolution applies the effect once per die) are one
    roll: a roll this effect asked for earlier in the same resolution, still unreported,
    takes the new die too, so the next decision is one outcome for all of them."""
    state = b.state
    dice = tuple(sorted(t for t in targets if t in state.dice and state.dice[t].zone in _UNROLLED))
    if not dice:
        return
    owner = state.dice[dice[0]].owner
    if owner is None or any(state.dice[d].owner != owner for d in dice):
        return  # (the kinds that name unrolled dice name one player's: yours)
    b.emit(ev.DiceMoved(owner, dice, Zone.RESERVE.value, trigger.card))
    if effect.rolled is not None:  # what the text says follows the roll: abilities/outcomes.py
        b.emit(ev.ChanceRequested("roll", owner, dice=dice, to=OUTCOME))
        return
    pending = b.state.chance
    if pending is not None and pending.kind == "roll" and pending.player == owner:
        dice = tuple(sorted({*pending.dice, *dice}))
    b.emit(ev.ChanceRequested("roll", owner, dice=dice))


def _always(spec: EffectSpec) -> bool:
    return True


def _static_only(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """An extra reroll is a static's (abilities/extra_rerolls.py): resolving it does nothing."""


EFFECTS = {
    "extra_reroll": Effect(_static_only),  # read by the Roll and Reroll Step
    "reroll_cap": Effect(_static_only),  # (abilities/extra_rerolls.py)
    "reroll_price": Effect(_static_only),
    "extra_draw": Effect(_static_only),  # read by the Clear and Draw Step (extra_draws.py)
    "rush_draw": Effect(_static_only),  # read by the step's draws (abilities/rush.py)
    "draw": Effect(_draw, chance=_always),
    "reroll": Effect(
        _reroll,
        chance=_always,
        accepts=lambda state, spec, trigger, t: not shielded(state, t, trigger),
    ),
    "roll_from": Effect(_roll_from, chance=_always),
}
