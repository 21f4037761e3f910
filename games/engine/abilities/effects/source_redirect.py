"""`redirect_each_source_to_self` as its offer resolves (abilities/redirect_offers.py `EACH`):
its player said yes, so of the latest moment of damage to them, up to N of each source's
damage is taken back (DM-19.1; never above the starting life) and dealt to the card's die
the offer named, by that same source and as the same kind of damage (DM-19.2: the source is
unchanged). N is the effect's amount, a count's when the card says "X ..., where X is"
(counted as it resolves, abilities/resolution.py). Each source's part is its own
`DamagePrevented` (`dealer`: that source), so what stays of the moment is what each source
has left. A die no longer in the Field Zone takes nothing."""

from __future__ import annotations

from games.engine.abilities.damage import deal_damage, may_redirect, occasions_of
from games.engine.abilities.effects.base import Effect
from games.engine.abilities.occasions import announce
from games.engine.abilities.redirect_offers import EACH, each_source
from games.engine.model import events as ev
from games.engine.model import hits
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _redirect(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    player = trigger.controller
    where, die = f"player:{player}", trigger.source_die
    if not may_redirect(b.state, where, die, controller=player):
        return
    room = b.state.options.starting_life - b.state.players[player].life
    moment = hits.moment_of(b.state, where)
    for source, amount in each_source(b.state, where, effect.amount).items():
        amount = min(amount, room)
        if amount <= 0:
            break
        room -= amount
        moved = hits.parts([h for h in moment if h.source == source], amount)
        b.emit(ev.DamagePrevented(where, amount, trigger.card, source))
        for hit, part in moved:
            if deal_damage(b, hit.source, die, part, hit.combat, moved=True):
                announce(b, *occasions_of(hit.source, die, hit.combat))


EFFECTS = {EACH: Effect(_redirect)}
