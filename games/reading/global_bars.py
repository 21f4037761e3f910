"""The words of bars on using Globals (engine abilities/global_bars.py): who may not use a
Global Ability, at most one each turn, only an active character's, not their own team's
characters'; and those of Breath Weapons' text (engine abilities/breath.py). The target's
words say who ("each player", "your opponent")."""

from __future__ import annotations

from typing import Any


def _cant(spec: Any, t: Any) -> str:
    if not t.words or t.words == "each player":
        return "no player may use Global Abilities"
    return f"{t.words} may not use Global Abilities"


CANCEL = "cancel_breath_weapon"
BREATH_PRICE = "pay as much as the Breath Weapon's cost"  # an Anti-Breath Weapon's


def _price(spec: Any, t: Any) -> str:
    return f"this card's Anti-Breath Weapon costs at most {spec.amount}"


GLOBAL_BAR_WORDS: dict[str, Any] = {
    CANCEL: lambda spec, t: "prevent all of that opposing Breath Weapon (it does nothing)",
    "anti_breath_only": _price,
    "no_other_breath_weapons": lambda spec, t: (
        "no player may use a Breath Weapon other than this card's own, which only this card's"
        " controller may use"
    ),
    "cant_use_globals": _cant,
    "cant_declare_blockers": lambda spec, t: f"{t.words or 'each player'} may not declare blockers",
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
