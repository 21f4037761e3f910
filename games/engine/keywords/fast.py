"""Fast (000:L785, 003:L643): Fast dice deal their combat damage before the others, all at
the same time. Hook: damage_phase."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.model.state import GameState

FAST = 0  # before the regular time (abilities/hooks.py REGULAR_DAMAGE)


def damage_phase(state: GameState, die: str) -> int:
    return FAST


KEYWORD = Keyword(
    name="fast",
    label="Fast",
    glossary=(
        "Character dice with Fast deal combat damage before other character dice, all at the"
        " same time, instead of at the regular time for combat damage."
    ),
    source="000:L785, 003:L643",
    rules=("DM-9.7", "DM-9.11"),
    hooks={"damage_phase": damage_phase},
)
