"""pair_up: the Uncanny X-Men book's pairing up (001:L696-711, Heroic). This die pairs with
the target die; both get, until the start of their controller's next turn, the pairing-up
benefit of each partner's card (its "heroic" ability: stat changes, the persistent effects
of effects/lasting.py, "can't be targeted (by ...)" of effects/untargetable.py and "prevent
the next N damage" of effects/shields.py, started with the duration "next_turn", DM-14.2).
A die already paired leaves its old partner first, and the old pair's benefits end on both.
The pairing itself is a persistent effect "paired" on each die, `source` the partner."""

from __future__ import annotations

from dataclasses import replace

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import NAMES, start
from games.engine.abilities.effects.modify import STAT_CHANGES
from games.engine.abilities.effects.shields import EFFECTS as SHIELDS
from games.engine.abilities.effects.untargetable import EFFECTS as UNTARGETABLE
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import Ability, EffectSpec
from games.engine.model.state import FIELD_ZONES, GameState, Trigger

PAIRED = "paired"
BENEFIT = "heroic"  # the trigger name of a card's pairing-up benefit (keywords/heroic.py)
NEXT_TURN = "next_turn"
# the benefits started by their own primitive, on both partners (each its own shield of N)
OWN_START = {**UNTARGETABLE, **SHIELDS}


def _benefits(state: GameState, die: str) -> list[tuple[int, Ability]]:
    card = state.cards[state.dice[die].card]
    return [(i, a) for i, a in enumerate(card.abilities) if a.trigger == BENEFIT]


def _partners(state: GameState, die: str) -> list[str]:
    return [x.source for x in state.lasting if x.effect == PAIRED and x.target == die]


def _unpair(b: Batch, die: str, partner: str) -> None:
    """The pair ends: its marks and the benefits it gave both dice."""
    state = b.state
    cards = {state.dice[d].card for d in (die, partner)}
    ops = {e.op for d in (die, partner) for _, a in _benefits(state, d) for e in a.effects}
    for x in state.lasting:
        mine = x.target in (die, partner) and x.until == NEXT_TURN and x.source in cards
        if mine and x.effect in ops:
            b.emit(ev.EffectEnded(x.effect, x.target, x.source))
    for x in state.lasting:
        if x.effect == PAIRED and {x.target, x.source} == {die, partner}:
            b.emit(ev.EffectEnded(PAIRED, x.target, x.source))


def _pair_up(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    state = b.state
    die = trigger.source_die
    partners = [t for t in targets if t in state.dice and t != die]
    if not partners or state.dice[die].zone not in FIELD_ZONES:
        return  # the hero left the Field Zone before it could pair (DM-13.4)
    partner = partners[0]
    for one in (die, partner):  # 001:L705: a paired die leaves its old partner
        for old in _partners(b.state, one):
            _unpair(b, one, old)
    controller = trigger.controller
    for one, other in ((die, partner), (partner, die)):
        b.emit(ev.EffectStarted(PAIRED, one, other, controller, NEXT_TURN))
    for source in (die, partner):  # each gets its own benefit and its partner's (001:L709)
        card = b.state.dice[source].card
        for index, ability in _benefits(b.state, source):
            giver = Trigger(controller, card, index, "ability", source)
            for spec in ability.effects:
                lasting = replace(spec, duration=NEXT_TURN)
                if spec.op in STAT_CHANGES or spec.op in NAMES:
                    start(b, spec.op, lasting, giver, [die, partner], spec.amount)
                elif spec.op in OWN_START:
                    OWN_START[spec.op].apply(b, lasting, giver, [die, partner])


EFFECTS = {"pair_up": Effect(_pair_up)}
