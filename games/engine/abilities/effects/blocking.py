"""Block limits (abilities/blocking.py reads them where the rules apply). A static ability's
hold while it does (DM-14.3), so resolving one there does nothing; one a triggered ability
starts ("when <this> attacks, it can't be blocked by Sidekicks") is a persistent effect
(DM-14.2) on each die named until Cleanup, kept in `GameState.lasting` with its blockers'
filters (`to`, abilities/blocking.py `encoded`) and amount; `cant_block_dice` ("target
opposing character die can't block your (bolt) character dice") is put on the blocker, its
filters the attackers'."""

from __future__ import annotations

from games.engine.abilities.blocking import BLOCKER_OPS, CANT_BE_BLOCKED_BY, OPS, encoded
from games.engine.abilities.effects.base import Apply, Effect
from games.engine.abilities.effects.lasting import until
from games.engine.abilities.several_blocks import BLOCK_MORE
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _limit(name: str) -> Apply:
    def apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        if effect.duration == "static":
            return  # a static's: read where it applies
        for target in targets:
            if target in b.state.dice:
                b.emit(
                    ev.EffectStarted(
                        name, target, trigger.card, trigger.controller,
                        until(effect, trigger), effect.amount, to=encoded(effect.by_filters),
                    )
                )  # fmt: skip

    return apply


# (a blocker's leave to block several attackers, abilities/several_blocks.py, is kept alike)
EFFECTS = {name: Effect(_limit(name)) for name in sorted(OPS | BLOCKER_OPS | {BLOCK_MORE})}
__all__ = ["CANT_BE_BLOCKED_BY", "EFFECTS"]
