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
%extend effect: untargetable_kinds | opponent_cant_target | kinds_cant_target
untargetable_kinds: targets _cant "be" ("targeted" "by" | "the" "target" "of") src_kinds \
                    either_players? duration?
opponent_cant_target: (targets | "your" "opponents" | "opponents") _cant \
                      "target" (targets | kinds_dice)
// "opposing Global Abilities and action dice cannot target your (aff) character dice",
// your character dice out of reach of the Global Abilities your opponent activates
kinds_cant_target: (src_and | globals_by_opponent) _cant "target" targets
kinds_dice: dice "with" src_kinds  // ("with a purchase cost ...": constructs/cost_filters.py)
!src_kinds: ("opposing" | "your" "opponent's")? _src_kind ("or" _src_kind)*
// (Globals first: "opposing action ..." / "opposing character ..." would be a dice phrase's)
!src_and: "opposing" "global" "abilities" "and" ("action" "dice" | "character" "abilities")
!globals_by_opponent: "global" "abilities" "activated" "by" "your" "opponent"
!_src_kind: "global" "abilities"? | "global" "ability" | "action" "dice" | "action" "die"
         | "character" "abilities" | "character" "ability" | "actions" | "abilities"
either_players: "(" "either" "player's" ")"  // "(either player's)": anyone's, as said
"""
KINDS = {"global": "global", "action": "action", "actions": "action", "character": "character"}
EVERY = "action character global"  # every kind: no kind said ("action dice or abilities")


def _kinds(children: list[Any]) -> tuple[str, bool, str]:
    text = words(children)
    opposing = text.startswith(("opposing", "your opponent's", "global abilities activated"))
    said = text.split()
    found = sorted({KINDS[w] for w in said if w in KINDS})
    bare = [i for i, w in enumerate(said) if w == "abilities" and said[i - 1 : i] != ["global"]
            and said[i - 1 : i] != ["character"]]  # fmt: skip
    if bare and found == ["action"] and len(said) - said.count("opposing") <= 4:
        found = EVERY.split()  # "action dice or abilities": every kind (both said)
    elif bare or len(found) != text.count(" or ") + text.count(" and ") + 1:
        raise NotRead("unparsed")  # "global abilities or global abilities"
    return ("kinds", opposing, " ".join(found))


def _by(kinds: str) -> dict[str, Any]:
    """The sources an untargetable effect names (none named: every kind)."""
    return {} if kinds == EVERY else {"by_filters": {"sources": kinds}}


def _untargetable(children: list[Any]) -> list[Effect]:
    found = children[0]
    _, opposing, kinds = next(c for c in children if isinstance(c, tuple) and c[0] == "kinds")
    op = "cant_be_targeted_by_opponents" if opposing else "cant_be_targeted"
    more = {**_by(kinds), **duration_of(children)}
    return dice_only([{"op": op, **more, **t} for t in found])


def _opponent(children: list[Any]) -> list[Effect]:
    """ "Your opponent(s) can't target ... (with ...)": the opponent's abilities only."""
    lists = [c for c in children if isinstance(c, list)]
    who, found = lists if len(lists) == 2 else ([{"target": "opponent"}], lists[0])
    if who != [{"target": "opponent"}]:
        raise NotRead("unparsed")  # "you can't target", "each player may not target"
    kinds = next((c for c in found if isinstance(c, tuple) and c[0] == "kinds"), None)
    found = [c for c in found if isinstance(c, dict)]
    if kinds is not None and kinds[1]:
        raise NotRead("unparsed")  # "your opponent can't target ... with opposing ..."
    more: dict[str, Any] = _by(kinds[2]) if kinds else {}
    return dice_only([{"op": "cant_be_targeted_by_opponents", **more, **t} for t in found])


def _kinds_cant(children: list[Any]) -> list[Effect]:
    """ "opposing Global Abilities and action dice cannot target <dice>": the opponent's
    abilities of those kinds (with no "opposing", anyone's)."""
    _, opposing, kinds = children[0]
    found = next(c for c in children if isinstance(c, list))
    op = "cant_be_targeted_by_opponents" if opposing else "cant_be_targeted"
    return dice_only([{"op": op, **_by(kinds), **t} for t in found])


RULES = {
    "untargetable_kinds": _untargetable,
    "opponent_cant_target": _opponent,
    "kinds_cant_target": _kinds_cant,
    "src_kinds": _kinds,
    "src_and": _kinds,
    "globals_by_opponent": _kinds,
    "kinds_dice": lambda c: [c[0], c[-1]],
}
