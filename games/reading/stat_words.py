"""The words of an applied effect that reshapes a character die's stats or sets two dice on
each other (engine effects/swap_stats.py, effects/swap_attack.py, effects/fight.py;
docs/rulings.md "A becomes N", "A stat equal to the other"): what is replaced and what still
adds."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.engine.model.cards import EffectSpec

STAT_WORDS: dict[str, Callable[[EffectSpec, Any], str]] = {
    "swap_stats": lambda spec, t: f"swap the A and D of {t.or_('it')}",
    "d_equals_a": lambda spec, t: (
        f"the D of {t.or_('it')} becomes equal to its A (later and static bonuses still add)"
    ),
    "a_equals_d": lambda spec, t: (
        f"the A of {t.or_('it')} becomes equal to its D (later and static bonuses still add)"
    ),
    "fight": lambda spec, t: (
        # (its filter `of_choice` names the die chosen first: said as "that die")
        f"that die and {t.or_('another die').replace(' of the die chosen first', '')} deal"
        " damage to each other equal to their A, at once"
    ),
    "a_equals_other_d": lambda spec, t: (
        f"the A of {t.or_('it').replace(' of the die chosen second', '')} becomes equal to the D"
        " of the die chosen second (later and static bonuses still add)"
    ),
    "set_attack": lambda spec, t: (
        f"the A of {t.or_('it')} becomes {spec.amount} (later and static bonuses still add)"
    ),
    "swap_attack": lambda spec, t: (
        f"this die and {t.or_('another die')} swap their A (printed plus applied bonuses;"
        " static bonuses stay with each die)"
    ),
}
