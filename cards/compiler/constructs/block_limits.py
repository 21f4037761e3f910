"""Who may block a card's own dice, a static of its line (DM-14.3, engine
abilities/blocking.py): "<self> can't be blocked by Sidekicks or (grv) character dice", "...
by higher level character dice", "... by character dice with Flip" (a flip card's dice: its
keyword, which each side prints), "... by non-@mask characters", "<self> can only be
blocked by @bolt character dice" (or "by Adventurers": dice with Experience), "... by two or
more character dice", "<self> is unblockable". Only a static reads these (cards/compiler/lines.py
`STATIC_ONLY`): "this turn" is a persistent effect's, which carries no blockers."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.lasting import lasting
from cards.compiler.core import words
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: blocked_by | only_blocked_by | min_blockers | unblockable
blocked_by: targets _cant "be" "blocked" "by" (blocker ("or" blocker)* | blocker_pair)
blocker_pair: blk_mod "or" blk_mod blk_noun  // "@fist or @shield characters": two kinds
only_blocked_by: targets ("can" | "may") "only" "be" "blocked" "by" blocker
min_blockers: targets ("can" | "may") "only" "be" "blocked" "by" ("at" "least")? two \
              "or" "more" _blk_noun
            | targets _cant "be" "blocked" "by" "fewer" "than" two _blk_noun
            | targets _cant "be" "blocked" "by" "only" "one" _blk_noun
unblockable: cost_subject ("is" | "are") "unblockable" duration?  // (cost_changes.py's subject)
!two: "two" | INT
blocker: ("a" | "an")? blk_mod* blk_noun (blk_vs | blk_with)?
blk_with: "with" "flip"  // a die of a flip card (docs/rulings.md "Flip triggers")
?blk_mod: dice_level | dice_icon | blk_non | blk_level
blk_non: "non-" (ICON | AFF) | "non-sidekick"
!blk_level: ("higher" | "lower") "level"
!blk_vs: ("of" | "with") "a" ("higher" | "lower") "level"
!blk_noun: _blk_noun
!_blk_noun: "character" ("dice" | "die") | "characters" | "character"
          | "sidekick" ("character" ("dice" | "die"))? | "sidekicks" | "adventurers"
"""


def _blocker(children: list[Any]) -> dict[str, Any]:
    """The filters a would-be blocker must pass ("level 1 Sidekick character dice")."""
    by: dict[str, Any] = {}
    only: dict[str, Any] = {}  # "non-@mask": only @mask dice may block (an inverse)
    for child in children:
        if not isinstance(child, tuple):
            continue
        name, value = child
        if name == "icon":
            if value.startswith("@"):
                if value == "@wild":
                    raise NotRead("target")
                by["energy_type"] = value[1:]
            else:
                by["affiliation"] = value[1:]
        elif name == "non":
            if value == "sidekick":
                by["sidekick"] = False
            else:
                only.update(value)
        elif name in ("level", "level_vs", "sidekick", "keyword"):
            if name in by:
                raise NotRead("target")
            by[name] = value
        else:
            continue
    if only and by:
        raise NotRead("target")  # "non-@mask Sidekicks": a negation with more filters
    return {"only": only} if only else {"by": by}


def _pair(children: list[Any]) -> list[dict[str, Any]]:
    """ "@fist or @shield characters": two blockers of one noun."""
    first, second, noun = children[0], children[1], children[2]
    return [_blocker([first, noun]), _blocker([second, noun])]


def _non(children: list[Any]) -> tuple[str, Any]:
    text = words(children)
    if text == "non-sidekick":
        return ("non", "sidekick")
    icon = str(children[-1])
    if icon.startswith("@"):
        if icon == "@wild":
            raise NotRead("target")
        return ("non", {"energy_type": icon[1:]})
    return ("non", {"affiliation": icon[1:]})


def _noun(children: list[Any]) -> tuple[str, Any]:
    """ "Adventurers": character dice with Experience (docs/rulings.md "Adventurers")."""
    said = words(children)
    if said == "adventurers":
        return ("keyword", "experience")
    return ("sidekick", True) if "sidekick" in said else ("noun", "")


def _vs(children: list[Any]) -> tuple[str, str]:
    text = words(children)
    return ("level_vs", "higher" if "higher" in text else "lower")


def _limit(op: str, found: list[Effect], by: dict[str, Any], amount: int = 0) -> list[Effect]:
    if any(not str(t.get("target", "")).startswith(("$self", "all_", "this_")) for t in found):
        raise NotRead("target")  # a chosen die: a persistent effect's (not read here)
    more: dict[str, Any] = {"by_filters": by} if by else {}
    if amount:
        more["amount"] = amount
    return [{"op": op, **more, **t} for t in found]


def _blocked_by(children: list[Any]) -> list[Effect]:
    found, blockers = children[0], [c for c in children[1:] if isinstance(c, dict)]
    blockers += [b for c in children[1:] if isinstance(c, list) for b in c]
    made: list[Effect] = []
    for blocker in blockers:
        if "non" in blocker:
            raise NotRead("cost_change")  # "non-X dice with cost 5 or more" (block_costs.py)
        if "only" in blocker:  # "can't be blocked by non-X": only by X
            if len(blockers) > 1:
                raise NotRead("target")
            return _limit("only_blocked_by", found, blocker["only"])
        if not blocker["by"]:
            raise NotRead("target")  # "by character dice": any, which is "can't be blocked"
        made += _limit("cant_be_blocked_by", found, blocker["by"])
    return made


def _only_by(children: list[Any]) -> list[Effect]:
    found, blocker = children[0], children[-1]
    if "only" in blocker or not blocker["by"]:
        raise NotRead("target")  # "only by non-X", "only by character dice"
    return _limit("only_blocked_by", found, blocker["by"])


def _min(children: list[Any]) -> list[Effect]:
    """Two or more blockers (an amount the grammar reads as a number only if it is 2)."""
    if any(c[1] not in ("two", "2") for c in children if isinstance(c, tuple)):
        raise NotRead("unparsed")
    return _limit("min_blockers", children[0], {}, 2)


RULES = {
    "blocked_by": _blocked_by,
    "only_blocked_by": _only_by,
    "min_blockers": _min,
    "two": lambda c: ("two", str(c[0])),
    # cost_subject (constructs/cost_changes.py) is ("subject", one target): a list again
    "unblockable": lambda c: lasting("cant_be_blocked")([[c[0][1]], *c[1:]]),
    "blocker": _blocker,
    "blocker_pair": _pair,
    "blk_non": _non,
    "blk_level": _vs,
    "blk_vs": _vs,
    "blk_noun": _noun,
    "blk_with": lambda c: ("keyword", "flip"),
}
