"""Untargetable by kinds of ability, a static (DM-13.1, DM-14.3; engine abilities/targets.py
`untargetable` with `by_filters` "sources"): "<self> can't be targeted by Global Abilities
or action dice", "... by opposing global or character abilities", "your character dice can't
be the target of action dice", "your opponent can't target your Sidekick dice with Global
Abilities"; from a Global or a trigger, until end of turn ("Your character dice can't be the
target of action dice or Global Abilities (until end of turn)": each die the effect names
then, effects/untargetable.py). Kinds: `global` (Global Abilities), `action` (action dice),
`character` (the abilities on character cards)."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.reroll import dice_only
from cards.compiler.core import duration_of, words
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: untargetable_kinds | opponent_cant_target
untargetable_kinds: targets _cant "be" ("targeted" "by" | "the" "target" "of") src_kinds \
                    duration?
opponent_cant_target: targets (_cant | "may" "not") "target" (targets | kinds_dice)
kinds_dice: dice "with" src_kinds  // ("with a purchase cost ...": constructs/cost_filters.py)
!src_kinds: ("opposing" | "your" "opponent's")? _src_kind ("or" _src_kind)*
!_src_kind: "global" "abilities"? | "global" "ability" | "action" "dice" | "action" "die"
         | "character" "abilities" | "character" "ability"
"""
KINDS = {"global": "global", "action": "action", "character": "character"}


def _kinds(children: list[Any]) -> tuple[str, bool, str]:
    text = words(children)
    opposing = text.startswith(("opposing", "your opponent's"))
    found = sorted({KINDS[w] for w in text.split() if w in KINDS})
    if len(found) != text.count(" or ") + 1:
        raise NotRead("unparsed")  # "global abilities or global abilities"
    return ("kinds", opposing, " ".join(found))


def _untargetable(children: list[Any]) -> list[Effect]:
    found = children[0]
    _, opposing, kinds = next(c for c in children if isinstance(c, tuple) and c[0] == "kinds")
    op = "cant_be_targeted_by_opponents" if opposing else "cant_be_targeted"
    more = {"by_filters": {"sources": kinds}, **duration_of(children)}
    return dice_only([{"op": op, **more, **t} for t in found])


def _opponent(children: list[Any]) -> list[Effect]:
    """ "Your opponent(s) can't target ... (with ...)": the opponent's abilities only."""
    who, found = [c for c in children if isinstance(c, list)]
    if who != [{"target": "opponent"}]:
        raise NotRead("unparsed")  # "you can't target", "each player may not target"
    kinds = next((c for c in found if isinstance(c, tuple) and c[0] == "kinds"), None)
    found = [c for c in found if isinstance(c, dict)]
    if kinds is not None and kinds[1]:
        raise NotRead("unparsed")  # "your opponent can't target ... with opposing ..."
    more: dict[str, Any] = {"by_filters": {"sources": kinds[2]}} if kinds else {}
    return dice_only([{"op": "cant_be_targeted_by_opponents", **more, **t} for t in found])


RULES = {
    "untargetable_kinds": _untargetable,
    "opponent_cant_target": _opponent,
    "src_kinds": _kinds,
    "kinds_dice": lambda c: [c[0], c[-1]],
}
