"""`redirect_to_self_each_turn` as its offer resolves (abilities/redirect_offers.py): its
player said yes, so as much of the latest moment of damage to them as is left of the card's
N this turn is taken back (DM-19.1; never above the starting life) and dealt to the card's
die the offer named, by the same sources and as the same kind of damage (DM-19.2). For
damage to one of its player's other character dice (target `all_your_characters`), the same
from that die (the offer's source die) to the card's first die by id; for "from target
character die" (target `all_characters`), the same from any player's die. A die no longer in
the Field Zone gives or takes nothing, and nothing of N is used."""

from __future__ import annotations

from games.engine.abilities.damage import deal_damage, may_redirect, occasions_of
from games.engine.abilities.effects.base import Effect
from games.engine.abilities.occasions import announce
from games.engine.abilities.redirect_offers import ANY, DICE, MARK, OP, left
from games.engine.abilities.static_redirect import own_die
from games.engine.model import events as ev
from games.engine.model import hits
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import FIELD_ZONES, Trigger


def _redirect(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    state = b.state
    player = trigger.controller
    if effect.target in (DICE, ANY):  # the offer names the die damaged; the card's die now
        where = trigger.source_die
        damaged = state.dice.get(where)
        if damaged is None or damaged.zone not in FIELD_ZONES:
            return  # KO'd already: no damage left to take back
        room = damaged.damage
        die = own_die(state, state.cards[trigger.card], player, where)
    else:
        where, die = f"player:{player}", trigger.source_die
        room = state.options.starting_life - state.players[player].life
    if not may_redirect(state, where, die, controller=player):
        return
    amount = min(left(state, trigger.card, player, effect.amount), hits.left(state, where), room)
    if amount <= 0:
        return
    moved = hits.parts(hits.moment_of(state, where), amount)
    b.emit(ev.DamagePrevented(where, amount, trigger.card))
    b.emit(ev.EffectStarted(MARK, where, trigger.card, player, amount=amount))
    for hit, part in moved:
        if deal_damage(b, hit.source, die, part, hit.combat, moved=True):
            announce(b, *occasions_of(hit.source, die, hit.combat))


EFFECTS = {OP: Effect(_redirect)}
