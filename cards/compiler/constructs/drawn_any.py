"""Several dice drawn, each going where the text sends its kind (the engine's `rolled.drawn`
of a draw, games/engine/abilities/outcomes.py `after_draw`): two dice drawn, the (aff) ones
to the Prep Area and every other one to the Used Pile; two drawn, each non-sidekick one
prepped and the remainder to the Used Pile; drawn (aff) dice added to the Prep Area and the
remainder returned to the bag.

"any <kind> dice" (plural) is the dice phrase of constructs/moves.py with the determiner
"any": each die of that kind among those drawn, no choice (DM-13.1: nothing is chosen or
targeted). It is read only as a draw's outcome (moves.py `sorted_move`'s placeholder, which
roll_outcomes.attach puts into the draw just before), and only with where the other dice go
said ("the rest", "all other dice": the outcome's "otherwise"); anything else stays text
only."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.moves import _moved, sorted_move
from cards.compiler.constructs.roll_outcomes import BAGGED, OTHERWISE, YOURS
from cards.compiler.parts import ROLLED, Effect, NotRead

GRAMMAR = r"""
%extend moved: moved_det drawn_word moved_mod* moved_noun
             | moved_det moved_mod* moved_noun drawn_said
%extend effect: drawn_rest | drawn_prep | drawn_both
!drawn_word: "drawn"
drawn_said: "you" ("draw" | "drew") | "drawn" ("this" "way")?
// the dice of the draw not sent elsewhere ("the rest", "all other dice drawn"). The verbs
// before "the" are said here, not as moves.py's `_move_verb` (a rule the parser would have to
// reduce to first, where drawn_cost.py's "place the die" and roll_outcomes.py's "return the
// rest to the Field Zone" shift on)
drawn_rest: _move_verb ("all" | "any") "other" "dice" drawn_said? move_to
          | ("move" | "put" | "place" | "send" | "return" | "add") "the" \
            ("rest" | "other" "dice") drawn_said? move_to
// "place any (aff) dice into your Prep Area" and every other die drawn into the Used Pile
drawn_both: _move_verb moved move_to "and" ("all" | "any" | "the") "other" "dice" drawn_said? \
            move_to
// "prep any non-sidekick dice you draw": each such die drawn to the Prep Area
drawn_prep: "prep" "any" moved_mod* moved_noun drawn_said?
"""


def _rest(children: list[Any]) -> list[Effect]:
    """ "place the rest in your Used Pile": each die drawn the outcome is not about ("your"
    zone or the bag: a draw's dice only, roll_outcomes.attach)."""
    _, side, zone, level = children[-1]
    if side not in ("your", "") or level or zone == "field":
        raise NotRead("zone_move")
    made: Effect = {"op": "move_die", "target": ROLLED, "zone": zone, OTHERWISE: True}
    return [{**made, YOURS: side == "your", BAGGED: zone == "bag"}]


def _prep(children: list[Any]) -> list[Effect]:
    """ "prep any non-sidekick dice you draw": the dice phrase of moves.py, "any" said."""
    return sorted_move(_moved([("any", 0), *children]), None, ("to", "your", "prep", 0))


def _both(children: list[Any]) -> list[Effect]:
    """ "place any (aff) dice into X and all other dice into Y": the outcome and the rest."""
    moved, dest, rest = children[0], children[1], children[-1]
    if moved.get("self") or moved["det"] != "any":
        raise NotRead("zone_move")
    return [*sorted_move(moved, None, dest), *_rest([rest])]


RULES = {
    "drawn_both": _both,
    "drawn_word": lambda c: ("drawn", True),
    "drawn_said": lambda c: ("drawn", True),
    "drawn_rest": _rest,
    "drawn_prep": _prep,
}
