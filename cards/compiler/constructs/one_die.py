"""One of your dice, chosen by the ability's controller, not targeted (DM-13.1; the engine's
`choose_your_die`): "reroll one of your character dice", "KO one of your Sidekick dice".
("A"/"an"/"one" before a dice phrase is constructs/targets.py's.)"""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.targets import _dice
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: ko_one | reroll_one
ko_one: ("ko" | "knock" "out") one_of_yours
reroll_one: "reroll" one_of_yours
one_of_yours: "one" "of" "your" (dice_mod | dice_combat | dice_level | dice_icon)* dice_noun
"""


def _of_yours(children: list[Any]) -> Effect:
    """ "one of your (other) character dice": yours, chosen, not targeted."""
    found = _dice([("det", "your"), *[c for c in children if isinstance(c, tuple)]])
    if found["target"] != "all_your_characters":
        raise NotRead("target")
    return {**found, "target": "choose_your_die"}


RULES = {
    "one_of_yours": _of_yours,
    "ko_one": lambda c: [{"op": "ko", **c[0]}],
    "reroll_one": lambda c: [{"op": "reroll", **c[0]}],
}
