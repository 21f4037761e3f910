"""`used_pile_to`: a die goes to `zone` (prep, bag, field) instead of the Used Pile
(abilities/used_instead.py reads it). Resolved (a triggered ability, a Global, an action), it
marks its target dice for their next move to the Used Pile; `by_filters` holding
`damaged_a_player` make the mark hold only if the die dealt damage to a player this turn
("if target die deals combat damage to your opponent"). A die already in the Used Pile as it
resolves (a die just purchased: "when you purchase ..., put it into your bag instead") moves
there at once: the replacement comes after the move it replaces (docs/rulings.md "A die sent
elsewhere than the Used Pile"). As a static it is read where dice move, never applied."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.used_instead import IF_DAMAGED, NAME
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger, Zone

DAMAGED = "damaged_a_player"  # the filter that makes the mark conditional


def _apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    source = trigger.source_die or trigger.card
    condition = IF_DAMAGED if dict(effect.by_filters).get(DAMAGED) else 0
    for target in targets:
        die = b.state.dice.get(target)
        if die is None:
            continue
        if die.zone is Zone.USED and die.owner is not None:
            b.emit(ev.DiceMoved(die.owner, (target,), effect.zone, trigger.card))
            continue
        b.emit(
            ev.EffectStarted(
                NAME, target, source, trigger.controller, "after_cleanup", condition,
                to=effect.zone,
            )
        )  # fmt: skip


EFFECTS = {NAME: Effect(_apply)}
