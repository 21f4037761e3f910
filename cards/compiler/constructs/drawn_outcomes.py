"""What a draw does with the die drawn, by what die it is (the engine's `rolled.drawn`,
games/engine/abilities/outcomes.py `after_draw`): "Draw a die. If it is a Sidekick, place it
in your Used Pile. Otherwise, Prep it.", "... If that die is a (grovekin) character die, add
it to your Prep Area. Otherwise, return it to your bag.", "If it is a character die with
Immortal, field it for free at level 3." The condition is a placeholder (kind `$rolled`,
`drawn` its filters) that roll_outcomes.attach puts into the draw just before (one die
drawn, an "otherwise" said: a die drawn and not placed stays in the bag); anything else
stays text only.

Its words: "it is a ... die" names a die, "it is a ... face" a rolled face (roll_outcomes)."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.constructs.roll_outcomes import ROLLED
from cards.compiler.parts import CODE, IT, Effect, NotRead

GRAMMAR = r"""
%extend condition: drawn_is
%extend effect: drawn_roll
// "roll it (and place it in your Reserve Pool)": the die drawn rolled into the Reserve Pool
// (DM-20.3; the engine's `roll_from` on it, after_draw in abilities/outcomes.py)
drawn_roll: "roll" "it" drawn_reserve?
drawn_reserve: "and" ("place" | "put" | "add") "it" ("in" | "into" | "to") "your" "reserve" "pool"
// (the words "it is a (aff) character die", "that die is (aff)" say too: conditions.py's
// `cond_it_is`, instead.py's `instead_that_is`, a target's kind that `as_drawn` takes)
!drawn_is: "it" "is" rolled_is_not? ("a" | "an") drawn_noun
        | "it" "is" ("a" | "an") AFF? ICON? "character" "die" drawn_with
        | "that" "die" "is" rolled_is_not? ("a" | "an") (drawn_noun | drawn_sidekick)
        | "it" "is" ("a" | "an") ICON "or" ("a" | "an") ICON "die"
!drawn_sidekick: "sidekick"  // ("it is a Sidekick": conditions.py's)
!drawn_noun: "sidekick" "character"? "die" | "self" "die" | NAME "character"? "die" | "action" "die"
drawn_with: "with" keyed_word
"""

_NOUNS: dict[str, dict[str, Any]] = {
    "sidekick die": {"sidekick": True},
    "sidekick character die": {"sidekick": True},
    "self die": {"card": CODE},
    "action die": {"die_kind": "action"},
}


def _noun(children: list[Any]) -> dict[str, Any]:
    said = " ".join(str(c) for c in children)
    if said in _NOUNS:
        return dict(_NOUNS[said])
    return {"named": str(children[0])}  # another character's dice by name (normalise.named)


def _drawn(children: list[Any]) -> dict[str, Any]:
    said = [str(c) for c in children if isinstance(c, str)]
    filters: dict[str, Any] = next((dict(c) for c in children if isinstance(c, dict)), {})
    for word in said:
        if word.startswith("#"):
            filters["affiliation"] = word[1:]
        elif word.startswith("@"):
            filters["energy_type"] = word[1:]
    if "or" in said:  # "a (mask) or a (shield) die": either energy type (either_filters.py)
        icons = [f"energy_type:{w[1:]}" for w in said if w.startswith("@")]
        filters = {"any_of": " ".join(icons)}
    if "character" in said:
        filters["die_kind"] = "character"
    keyword = next((c[1] for c in children if isinstance(c, tuple)), "")
    if keyword:
        filters["keyword"] = keyword
    return {"kind": ROLLED, "drawn": filters, "unless": "not" in said}


def as_drawn(effects: list[Effect], effect: Effect, code: str) -> None:
    """ "If it is a Sidekick, ..." after "draw a die": the target kind conditions.py reads
    in these words is the die drawn (a draw's outcome, roll_outcomes.attach): its filters
    ("a (aff) character die": of that affiliation). "a <self> die": this card's (`code`)."""
    condition = effect.get("condition") or {}
    draw = effects[-1] if effects else {}
    if condition.get("kind") == "target" and draw.get("op") == "draw":
        if effect.get("target") not in (IT, ROLLED) or set(condition) != {"kind", "filters"}:
            raise NotRead("condition")
        if not condition["filters"]:
            raise NotRead("condition")  # "it is a character die": not said as a filter there
        condition = {"kind": ROLLED, "drawn": dict(condition["filters"]), "unless": False}
        effect["condition"] = condition
    drawn = condition.get("drawn") if condition.get("kind") == ROLLED else None
    if drawn and CODE in drawn.values():
        if not code:
            raise NotRead("self")
        condition["drawn"] = {k: code if v == CODE else v for k, v in drawn.items()}


RULES = {
    "drawn_is": _drawn,
    "drawn_noun": _noun,
    "drawn_sidekick": lambda c: {"sidekick": True},
    "drawn_with": lambda c: ("keyword", next(str(x) for x in c if isinstance(x, Token))),
    "drawn_roll": lambda c: [{"op": "roll_from", "target": ROLLED}],
    "drawn_reserve": lambda c: None,
}
