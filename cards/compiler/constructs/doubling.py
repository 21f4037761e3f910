"""Doubling a character die's printed A, or its A and D (DM-14.1; engine
effects/printed_double.py and effects/swap_stats.py; docs/rulings.md "Doubling the printed
A"): "double the printed A of <dice>", "double <its> printed A", "replace <its> printed A
with double its printed A (on all faces)" (double_printed_attack); "replace <its> A with
double its printed A" (set_double_printed_attack: the A the die has is replaced); "double
<its> A and D", "double the A and D of <dice>", "... attack and defense"
(double_stats). Applied effects: until Cleanup, whatever the text adds. A static doubling
("while ..., your dice have their printed A doubled") and doubled damage stay text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.reroll import dice_only
from cards.compiler.constructs.swap_stats import WHOSE  # (double_whose: the same words)
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: double_printed | replace_printed | double_stats
double_printed: "double" "the" "printed" "a" "of" targets duration?
              | "double" double_whose "printed" "a" duration?
replace_printed: "replace" double_whose printed_a "with" "double" _its "printed" "a" all_faces? \
                 duration?
!printed_a: "printed" "a" | "a"
all_faces: "(" "on" "all" ("faces" | "levels") ")"
_its: "its" | "his" | "her"
double_stats: "double" double_whose _a_and_d duration?
            | "double" "the" _a_and_d "of" targets duration?
_a_and_d: "a" "and" "d" | "attack" "and" "defense"
"""


def _targets(children: list[Any]) -> list[Effect]:
    """The dice a doubling names: `double_whose`'s words, or a `targets` list."""
    found = next(c for c in children if isinstance(c, (str, list)))
    return [{"target": WHOSE[found]}] if isinstance(found, str) else found


def _op(op: str) -> Any:
    def rule(children: list[Any]) -> list[Effect]:
        return dice_only([{"op": op, **t} for t in _targets(children)])

    return rule


def _replace(children: list[Any]) -> list[Effect]:
    """Its printed A replaced: the printed A doubled; its A replaced: the A it has is set."""
    printed = "printed a" in [c for c in children if isinstance(c, str)][1:]
    return _op("double_printed_attack" if printed else "set_double_printed_attack")(children)


RULES = {
    "double_printed": _op("double_printed_attack"),
    "replace_printed": _replace,
    "double_stats": _op("double_stats"),
    "printed_a": lambda c: " ".join(map(str, c)),
}
