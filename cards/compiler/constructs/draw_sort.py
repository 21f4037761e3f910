"""Dice drawn and sorted: two dice drawn, one of them placed in the Prep Area and the
second one in the Used Pile ("prep one", then the other to the Used Pile: the same) (the engine's
`draw_sort`, games/engine/abilities/effects/draw_sort.py: the player chooses which drawn die
goes to the Prep Area, DM-13.1); "draw 2 dice, roll one and put the other back in your bag"
(`draw_roll_bag`), "roll one of those dice and prep the other" (`draw_roll_prep`): the die
chosen rolled into the Reserve Pool (DM-20.3); "prep up to K of them, roll the remainder"
(and rolled first, the rest prepped): `draw_pick`, 0 to K of the dice drawn picked. The
second sentence says where the dice the draw before it took go (`joined`, called for each
effect as a body is read): a draw of 2 dice (of 2 or more for `draw_pick`) and nothing else;
said after anything else it is not read."""

from __future__ import annotations

from cards.compiler.constructs import drawn_cost
from cards.compiler.parts import Effect, NotRead

SORTED = "$draw_sorted"  # "place one in ... and the other in ...": the draw before's dice

# (the verb is constructs/moves.py's `_move_verb`: its own words would overlap theirs)

GRAMMAR = r"""
%extend effect: draw_sorted | draw_rolled | draw_picked
draw_sorted: _move_verb "one" ("in" | "into") "your" "prep" "area" \
             "and" "the" "other" ("in" | "into") "your" "used" "pile"
           | _move_verb "one" ("in" | "into") "your" "used" "pile" \
             "and" "the" "other" ("in" | "into") "your" "prep" "area"
           | "prep" "one" "and" _move_verb "the" "other" ("in" | "into") "your" "used" "pile"
// "roll one (of them) and return the other to your bag", "... and prep the other"
draw_rolled: "roll" "one" ("of" ("them" | "those" "dice"))? "and" draw_rest
draw_rest: "return" "the" "other" "to" "your" "bag" -> rest_bag
         | "prep" "the" "other" -> rest_prep
// "prep up to 2 of them, roll the remainder", "roll up to 3 of them, prep the rest"
draw_picked: "prep" _draw_up_to ","? "and"? "roll" "the" _draw_remainder -> pick_prep
           | "roll" _draw_up_to ","? "and"? "prep" "the" _draw_remainder -> pick_roll
_draw_up_to: "up" "to" number "of" "them"
_draw_remainder: "remainder" | "rest"
"""

RULES = {
    "draw_sorted": lambda c: [{"op": SORTED}],
    "draw_rolled": lambda c: [{"op": SORTED, "sort": c[-1]}],
    "rest_bag": lambda c: "draw_roll_bag",
    "rest_prep": lambda c: "draw_roll_prep",
    "pick_prep": lambda c: [{"op": SORTED, "pick": ("prep", c[0])}],
    "pick_roll": lambda c: [{"op": SORTED, "pick": ("reserve", c[0])}],
}


def joined(effects: list[Effect], effect: Effect) -> bool:
    """Whether `effect` sorts the dice of the draw just before it, which then becomes that
    draw and sort (in place in `effects`); NotRead if it follows anything but a plain draw
    of two dice (one die or three: "one ... and the other" does not fit them)."""
    if effect["op"] != SORTED:  # or what the draw before does with its one die
        return drawn_cost.joined(effects, effect)
    draw = effects[-1] if effects else {}
    if "pick" in effect:
        return _picked(effects, effect["pick"])
    if {k: v for k, v in draw.items() if k != "condition"} != {"op": "draw", "amount": 2}:
        raise NotRead("unparsed")  # (a draw "if you do" keeps its condition)
    effects[-1] = {**draw, "op": effect.get("sort", "draw_sort")}
    return True


def _picked(effects: list[Effect], pick: tuple[str, int]) -> bool:
    """ "Draw N dice. Prep up to K of them, roll the remainder" (or rolled first, the rest
    prepped): the engine's `draw_pick` (effects/draw_pick.py), K at most N; NotRead after
    anything but a plain draw of two dice or more."""
    zone, most = pick
    draw = effects[-1] if effects else {}
    plain = {k: v for k, v in draw.items() if k != "condition"}
    if plain.get("op") != "draw" or set(plain) != {"op", "amount"}:
        raise NotRead("unparsed")  # "them" of no draw said before
    if plain["amount"] < 2 or not 1 <= most <= plain["amount"]:
        raise NotRead("choice")  # up to more dice than were drawn
    effects[-1] = {**draw, "op": "draw_pick", "zone": zone, "filters": {"keep_up_to": most}}
    return True
