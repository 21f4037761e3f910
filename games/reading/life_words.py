"""The words of effects on a player's life and the damage they take, and of an action die
its own card bars: the first point of damage prevented (engine abilities/first_point.py),
shields of one kind of damage (effects/kind_shields.py),
life totals switched (effects/life.py `swap_life`), a die barred from use
(abilities/action_windows.py `cant_use_die`)."""

from __future__ import annotations

from typing import Any

from games.reading.ko_offer_words import KO_OFFER_WORDS
from games.reading.tax_words import TAX_WORDS


def _first(spec: Any, t: Any, each: bool) -> str:
    """The first N points of damage to you, or to each die it names, each turn (from each
    source): abilities/first_point.py."""
    points = spec.amount if spec.amount > 1 else 0
    what = f"the first {points} damage" if points else "the first point of damage"
    source = " from each source" if each else ""
    if t.words in ("", "you"):
        return f"{what}{source} that would be dealt to you each turn is prevented"
    dice = t.words if t.words.startswith("each") else f"each of {t.words}"
    return f"{what}{source} that would be dealt to {dice} each turn is prevented"


LIFE_WORDS: dict[str, Any] = {
    "prevent_first_point": lambda spec, t: _first(spec, t, False),
    "prevent_first_point_each_source": lambda spec, t: _first(spec, t, True),
    # effects/kind_shields.py: ability damage is all damage but combat damage (DM-9.7)
    "prevent_next_ability": lambda spec, t: (
        f"prevent the next {spec.amount} damage dealt to {t.or_('it')} by an ability or an"
        " action die (not combat damage)"
    ),
    "shield_combat": lambda spec, t: f"prevent all combat damage to {t.or_('it')}",
    "cap_combat_damage_this_turn": lambda spec, t: (
        f"{t.or_('it')} {'take' if t.plural else 'takes'} at most {spec.amount} combat damage"
        " in all this turn"
    ),
    "swap_life": lambda spec, t: f"you and {t.words} switch life totals",
    "cant_use_die": lambda spec, t: "this card's dice may not be used",
    **KO_OFFER_WORDS,  # damage cleared (reading/ko_offer_words.py)
    **TAX_WORDS,  # energy paid to attack, block or use (reading/tax_words.py)
}
