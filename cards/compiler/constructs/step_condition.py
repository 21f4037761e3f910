"""A condition on the step of the turn (DM-8.25, DM-9.1 to DM-9.13): "if it is the attack
step" (the engine's condition kind `attack_step`: from the declaration of one or more
attackers to the end of combat). Said so by regenerate_said.py for a die that regenerates
only "in an attack step"; other steps are not read."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend condition: cond_attack_step
cond_attack_step: "it" "is" "the" "attack" "step"
"""

RULES: dict[str, Any] = {"cond_attack_step": lambda c: {"kind": "attack_step"}}
