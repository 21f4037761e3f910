"""One target of either kind (DM-13.1, issue 16): "target opposing level 1 character die or
target opposing (aff) character die" (the second may leave out "target": "target level 1
character die or (aff) character die"), and two icons before one noun: "target (aff) or
(bolt) character die", "target (aff) or (aff) character die"; before a plural (all, each,
your) "and" joins them: "all (aff) and (aff) character dice" are the dice of either kind.

The two phrases must name the same side ("opposing", "you control") and differ in one filter
each: the target is one die, chosen once, that passes either (the engine's `any_of` filter,
abilities/either_filters.py; `energy_type_any` / `affiliation_any` for two icons,
constructs/targets.py `icons_filter`). Two kinds
of different sides ("target opposing level 1 die or target (aff) die"), two effects ("KO
target X or KO target Y"), "another target ..." and a player among them stay text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.targets import RULES as TARGET_RULES
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend target: either_dice
either_dice: dice "or" dice_det? _dice_mods? dice_noun dice_whose?
dice_icons: (ICON | AFF) _icons_join (ICON | AFF)  // one of _dice_mods (constructs/targets.py)
!_icons_join: "or" | "and"
"""
_CHOSEN = ("target_die", "target_opposing_die", "target_your_die")


def _said(value: Any) -> str:
    """A filter's value as `any_of` writes it (a number, a truth, a word)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    text = str(value)
    if not text or any(c in text for c in " :"):
        raise NotRead("target")
    return text


def _either(children: list[Any]) -> Effect:
    first, rest = children[0], list(children[1:])
    if not isinstance(first, dict) or first.get("target") not in _CHOSEN or len(first) > 2:
        raise NotRead("target")
    dets = [c for c in rest if isinstance(c, tuple) and c[0] == "det"]
    if dets and dets[0][1] != "target":
        raise NotRead("target")
    second = TARGET_RULES["dice"]([*([] if dets else [("det", "target")]), *rest])
    if second.get("target") != first["target"] or len(second) > 2:
        raise NotRead("target")  # another side, or more than a kind of die
    one, other = first.get("filters", {}), second.get("filters", {})
    common = {k: v for k, v in one.items() if other.get(k) == v}
    mine = [(k, v) for k, v in one.items() if k not in common]
    theirs = [(k, v) for k, v in other.items() if k not in common]
    if len(mine) != 1 or len(theirs) != 1:
        raise NotRead("target")  # each must differ in one thing (else it says no choice)
    either = " ".join(f"{k}:{_said(v)}" for k, v in (*mine, *theirs))
    return {"target": first["target"], "filters": {**common, "any_of": either}}


RULES = {"either_dice": _either, "dice_icons": lambda c: ("icons", tuple(str(x) for x in c))}
