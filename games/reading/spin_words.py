"""The words of a spin whose way its controller chooses (engine abilities/either_way.py,
effects/spin_either.py): the die an earlier choice named goes one level up or one down; and
of a choice named for later ("name an energy type", abilities/named_energy.py)."""

from __future__ import annotations

from typing import Any

SPIN_WORDS: dict[str, Any] = {
    "spin_to_level": lambda spec, t: "spin it one level up or one level down (your choice)",
    # (engine abilities/named_energy.py; what the name does, the cost changes say)
    "name_energy": lambda spec, t: f"name {t.or_('an energy type')}",
}
