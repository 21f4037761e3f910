"""The words of combat statics that change where combat damage goes (engine
abilities/full_damage.py)."""

from __future__ import annotations

from typing import Any

COMBAT_WORDS: dict[str, Any] = {
    "full_damage_to_each_blocker": lambda spec, t: (
        f"when {t.or_('this die')} is blocked by two or more dice, it deals its full A to each"
        " of them instead of splitting it"
    ),
}
