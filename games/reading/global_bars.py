"""The words of bars on using Globals (engine abilities/global_bars.py): who may not use a
Global Ability, at most one each turn, only an active character's, not their own team's
characters'. The target's words say who ("each player", "your opponent")."""

from __future__ import annotations

from typing import Any


def _cant(spec: Any, t: Any) -> str:
    if not t.words or t.words == "each player":
        return "no player may use Global Abilities"
    return f"{t.words} may not use Global Abilities"


GLOBAL_BAR_WORDS: dict[str, Any] = {
    "cant_use_globals": _cant,
    "one_global_each_turn": lambda spec, t: "each player may use only 1 Global Ability each turn",
    "only_active_character_globals": lambda spec, t: (
        "players may use only the Global Abilities of active character cards (a card with a"
        " die in a Field Zone; no Basic Action Card's)"
    ),
    "no_own_character_globals": lambda spec, t: (
        "no player may use the Global Abilities of the character cards on their own team"
        " (an opponent's cards and Basic Action Cards stay usable)"
    ),
}
