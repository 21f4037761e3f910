"""A choice of a die as its own sentence: "Choose a character die. That die can't block this
turn.", "choose one opposing character" (the engine's `choose`; what follows names it as
"that die"/"that character", the same one choice). Only one die chosen (or targeted) is read:
"choose all ..." chooses nothing."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: choose_die
choose_die: "choose" targets
"""
CHOSEN = frozenset({"target_die", "target_opposing_die", "target_your_die", "choose_die",
                    "choose_opposing_die", "choose_your_die"})  # fmt: skip


def _choose(children: list[Any]) -> list[Effect]:
    found = children[0]
    if len(found) != 1 or found[0]["target"] not in CHOSEN or "up_to" in found[0]:
        raise NotRead("choice")
    return [{"op": "choose", **found[0]}]


RULES = {"choose_die": _choose}
