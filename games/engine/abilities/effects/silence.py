"""A die that deals no damage (DM-14.2, persistent on the die until Cleanup or its duration):
"target blocked character deals no damage" (`deals_no_damage`: no damage from it at all,
combat or ability) and "... deals no combat damage" (`deals_no_combat_damage`: only its
combat damage, DM-9.7). The damage door (abilities/damage.py `deal_damage`, asking
abilities/immunity.py `silenced`) deals nothing from such a source: nothing is dealt, so
nothing "deals damage" or "is dealt damage" triggers (DM-19.1). Not read in statics."""

from __future__ import annotations

from games.engine.abilities.effects.base import Apply, Effect
from games.engine.abilities.effects.lasting import start
from games.engine.abilities.immunity import SILENT, SILENT_IN_COMBAT
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _silence(name: str) -> Apply:
    def apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        start(b, name, effect, trigger, [t for t in targets if t in b.state.dice])

    return apply


EFFECTS = {name: Effect(_silence(name)) for name in (SILENT, SILENT_IN_COMBAT)}
