"""Extra dice drawn in the Clear and Draw Step (engine abilities/extra_draws.py; DM-6.3):
"While <self> is active" and "an extra die" drawn in your Clear and Draw Step, the same with
a condition on life totals (the opponent ahead of you) before "draw one extra die", "draw an
additional die at the beginning of your Clear and Draw Step": `extra_draw` on this card's
controller (`you`), a static while the card is active (DM-18.1), with its condition if
one is said; "players draw an extra die during their Clear and Draw Step": on every player
(`all_players`). A static only (cards/compiler/lines.py STATIC_ONLY): said as a trigger's
effect, or with "you may", it stays text only.

Rush (a set keyword, cards/compiler/set_keywords.py, docs/rulings.md "Rush"): "draw an extra
die for each (bolt) die drawn with <self> in your Clear and Draw Step": `rush_draw`, a
static of this card whether it is active or not, counting the dice of that energy type
(engine abilities/rush.py)."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.parts import SELF, Effect, NotRead

OP = "extra_draw"
RUSH = "rush_draw"
GRAMMAR = r"""
%extend effect: extra_draw | rush_draw
rush_draw: "draw" "an" "extra" "die" "for" "each" ICON "die" "drawn" "with" "self" "in" "your" \
           "clear" "and" "draw" "step"
extra_draw: extra_players? "draw" ("an" | "one") ("extra" | "additional") "die" extra_step
!extra_players: "players"
extra_step: "during" ("your" | "the") "clear" "and" "draw" "step"
          | "at" "the" "beginning" "of" "your" "clear" "and" "draw" "step"
          | "each" "clear" "and" "draw" "step"
          | "during" "their" "clear" "and" "draw" "step" -> their_step
"""


def _made(children: list[Any]) -> list[Effect]:
    players = "players" in children
    theirs = "their" in children
    if players != theirs:  # "players ... your step", "draw ... their step": not one reading
        raise NotRead("unparsed")
    return [{"op": OP, "amount": 1, "target": "all_players" if players else "you"}]


def _rush(children: list[Any]) -> list[Effect]:
    icon = str(next(c for c in children if isinstance(c, Token)))
    return [{"op": RUSH, "target": SELF, "filters": {"energy_type": icon[1:]}}]


RULES = {
    "rush_draw": _rush,
    "extra_draw": _made,
    "extra_players": lambda c: "players",
    "extra_step": lambda c: None,
    "their_step": lambda c: "their",
}
