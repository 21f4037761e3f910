"""A die that must block one die ("when <this> attacks, all opposing Sidekicks must block
him (if able)", "... target opposing character die must block <this> (if able)"): the
persistent effect `must_block_die` (DM-14.2) on each blocker named, kept in
`GameState.lasting` with the die it must block (`to`: the die whose trigger it is, the
attacker), until Cleanup. abilities/permissions.py reads it: such a blocker may block only
the attackers it is bound to (of those it may block at all) and must block one of them; a
blocker that may block none of them is free (DM-12.1: "if able"). Several bindings on one
blocker ("... must block an Owlbear", two Owlbears attacking) leave it the choice among
them (docs/rulings.md)."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import until
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger

MUST_BLOCK_DIE = "must_block_die"


def _bind(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    attacker = trigger.source_die
    if not attacker or attacker not in b.state.dice:
        return  # no die of its own to be blocked (DM-13.4)
    for target in targets:
        if target in b.state.dice and target != attacker:
            b.emit(
                ev.EffectStarted(
                    MUST_BLOCK_DIE, target, trigger.card, trigger.controller,
                    until(effect, trigger), to=attacker,
                )
            )  # fmt: skip


EFFECTS = {MUST_BLOCK_DIE: Effect(_bind)}
