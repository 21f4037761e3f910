"""`unaffected_by_action_dice` (abilities/action_ward.py reads it where an action die's
targets are chosen and its effects apply): a persistent effect on each die named (DM-14.2),
until Cleanup or the duration said, ended as the die leaves play."""

from __future__ import annotations

from games.engine.abilities.action_ward import ACTION_WARD
from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import start
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _ward(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    start(b, ACTION_WARD, effect, trigger, [t for t in targets if t in b.state.dice])


EFFECTS = {ACTION_WARD: Effect(_ward)}
