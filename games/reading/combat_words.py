"""The words of combat statics that change where combat damage goes (engine
abilities/full_damage.py, damage_first.py) and which dice may attack together
(abilities/attack_groups.py)."""

from __future__ import annotations

from typing import Any


def _dice(t: Any) -> str:
    """ "each opposing Villain character die" -> "opposing Villain character dice"."""
    words = t.words or "this card's dice"
    if words.startswith("each ") and " die" in words:
        return words.removeprefix("each ").replace(" die", " dice", 1)
    return words


def _many(amount: int, t: Any) -> str:
    """ "1 opposing character die", "2 opposing character dice"."""
    dice = _dice(t)
    return f"{amount} {dice.replace(' dice', ' die', 1) if amount == 1 else dice}"


def _at_least(spec: Any, t: Any) -> str:
    whose = " of the attacking player" if t.words == "each character die" else ""
    return f"at least {spec.amount} of the {_dice(t)}{whose} must attack each turn, if able"


COMBAT_WORDS: dict[str, Any] = {
    "attacks_alone": lambda spec, t: f"{_dice(t)} can attack only when no other die attacks",
    "cant_attack_alone": lambda spec, t: f"{_dice(t)} can't attack unless another die attacks",
    "max_attackers": lambda spec, t: f"no more than {_many(spec.amount, t)} may attack at once",
    "max_attackers_each_affiliation": lambda spec, t: (
        f"no more than {_many(spec.amount or 1, t)} of any one affiliation may attack at once"
    ),
    "min_attackers": _at_least,
    "full_damage_to_each_blocker": lambda spec, t: (
        f"when {'one of ' + t.words if t.plural else t.or_('this die')} is blocked by two or"
        " more dice, it deals its full A to each of them instead of splitting it"
    ),
    "damage_first": lambda spec, t: (
        f"{t.or_('this die')} deals its combat damage before the opposing dice deal theirs"
        " (before Fast dice too); dice it knocks out deal none"
    ),
}
