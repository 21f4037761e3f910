"""The words of effects on a player's life and the damage they take, and of an action die
its own card bars: the first point of damage prevented (engine abilities/first_point.py),
life totals switched (effects/life.py `swap_life`), a die barred from use
(abilities/action_windows.py `cant_use_die`)."""

from __future__ import annotations

from typing import Any

LIFE_WORDS: dict[str, Any] = {
    "prevent_first_point": lambda spec, t: (
        "the first point of damage that would be dealt to you each turn is prevented"
    ),
    "prevent_first_point_each_source": lambda spec, t: (
        "the first point of damage from each source that would be dealt to you each turn is"
        " prevented"
    ),
    "swap_life": lambda spec, t: f"you and {t.words} switch life totals",
    "cant_use_die": lambda spec, t: "this card's dice may not be used",
}
