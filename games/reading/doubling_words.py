"""The words of doubling a character die's stats (engine effects/printed_double.py and
effects/swap_stats.py; docs/rulings.md "Doubling the printed A"): which A is doubled, the
printed one or the one the die has now, and what other bonuses do to it; and of damage
dealt to a die made double (engine abilities/damage_doubled.py)."""

from __future__ import annotations

from typing import Any

from games.engine.model.cards import EffectSpec


def _double_printed(spec: EffectSpec, t: Any) -> str:
    return (
        f"double the printed A of {t.or_('it')} (on whichever face it shows; every other"
        " bonus adds to it undoubled)"
    )


def _set_double_printed(spec: EffectSpec, t: Any) -> str:
    return (
        f"the A of {t.or_('it')} becomes double its printed A (bonuses it had are replaced;"
        " later and static bonuses still add)"
    )


def _double_stats(spec: EffectSpec, t: Any) -> str:
    return (
        f"double the A and the D of {t.or_('it')} (later and static bonuses add to them undoubled)"
    )


def _double_damage(spec: EffectSpec, t: Any) -> str:
    return f"double all damage dealt to {t.or_('it')} (before any of it is prevented or reduced)"


DOUBLING_WORDS = {
    "double_damage_taken": _double_damage,
    "double_printed_attack": _double_printed,
    "set_double_printed_attack": _set_double_printed,
    "double_stats": _double_stats,
}
