"""The words of a spin whose way its controller chooses (engine abilities/either_way.py,
effects/spin_either.py): the die an earlier choice named goes one level up or one down."""

from __future__ import annotations

from typing import Any

SPIN_WORDS: dict[str, Any] = {
    "spin_to_level": lambda spec, t: "spin it one level up or one level down (your choice)",
}
