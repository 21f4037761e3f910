"""An attacker that deals its full A to each of its blockers (issue 16): "when <this> is
blocked by more than one character, it deals its full attack to each character blocking it
(instead of splitting it)" (`full_damage_to_each_blocker`, a static ability of the card
while it is active, DM-14.3, DM-18.1). DM-9.9 has a blocked attacker split its A among its
blockers, the active player choosing; the card's text beats the rule: no split is asked
(flow/combat.py `needs_split`), and each of its blockers still in combat is dealt its whole
A as combat damage, at the usual time. With one blocker nothing changes. A keyword that
decides where the damage goes (Overcrush, hooks.combat_damage) is asked first."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.abilities.targetability import reaching
from games.engine.model.state import GameState

OP = "full_damage_to_each_blocker"
OPS = frozenset({OP})


def plan(
    state: GameState, attacker: str, blockers: Sequence[str], damage: int
) -> list[tuple[str, int]] | None:
    """Each blocker dealt the whole `damage` when a static reaches the attacker, else None."""
    if len(blockers) < 2 or not reaching(state, OPS, attacker):
        return None
    return [(blocker, damage) for blocker in blockers]
