"""Damage changed by which dice deal and take it, a static of its line (DM-14.3, DM-15.4,
DM-19.1; the engine's abilities/damage_between.py): the taker's side, "<self> takes 2 less
damage from action dice", "... from non-combat damage", "... from <kind> characters that it
is engaged with", "adventurers deal 2 less damage to <self>", "<self> takes half
damage (rounded down) from @fist characters", "prevent half (rounded up) of the combat
damage dealt to <self> by <kind> dice" (the same half is left), "<self> takes no more than
1 damage from action dice"; the dealer's, "<self> deals double damage to @mask character
dice", "... to characters that block him". The sources are said as constructs/immunity.py's
(`dmg_from`, a blocker's words); half rounded the other way, a player taker, or several
sources of different kinds stay text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.engaged_kinds import SIDES
from cards.compiler.core import first
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: less_damage | rivals_less | half_damage | most_damage | double_dealt
less_damage: targets ("takes" | "take") number "less" dmg_kind? "damage" taker_from
rivals_less: "adventurers" ("deal" | "deals") number "less" dmg_kind? "damage" "to" targets
half_damage: targets ("takes" | "take") "half" dmg_kind? "damage" half_down taker_from?
           | "prevent" "half" half_up "of" "the"? dmg_kind? "damage" ("dealt" | "done") "to" \
             targets dmg_from?
most_damage: targets ("takes" | "take") "no" "more" "than" number dmg_kind? "damage" taker_from?
double_dealt: self_ref ("deals" | "deal") "double" dmg_kind? "damage" "to" dealt_to
!half_down: "(" "rounded" "down" ")"
!half_up: "(" "rounded" "up" ")"
taker_from: dmg_from engaged_with? | "from" named_side engaged_with? | "from" kind_damage
named_side: "characters" "with" "the" side_word "affiliation"
!kind_damage: dmg_kind "damage"
engaged_with: "that" ("it" | "he" | "she") "is" "engaged" "with"
dealt_to: blocker | "characters" "that" "block" ("him" | "her" | "it" | "them")
"""


def _sources(children: list[Any]) -> list[dict[str, Any]]:
    """The `by_filters` of each source named (dmg_from's, constructs/immunity.py)."""
    found = next((c for c in children if isinstance(c, tuple) and c[0] == "from"), None)
    return found[1] if found else [{}]


def _by(children: list[Any]) -> dict[str, Any]:
    """One source's filters and the damage's kind (a line of two sources: text only)."""
    sources = _sources(children)
    if len(sources) != 1 or "only" in sources[0]:
        raise NotRead("target")  # "from non-@mask or (grv) characters"
    by = dict(sources[0].get("by", {}))
    kinds = [c[1] for c in children if isinstance(c, tuple) and c[0] == "kind"]
    if len(kinds) > 1:
        raise NotRead("unparsed")
    if kinds:
        by["combat"] = kinds[0] == "combat"
    return by


def _static(op: str, found: list[Effect], by: dict[str, Any], amount: int = 0) -> list[Effect]:
    if any(not str(t.get("target", "")).startswith(("$self", "all_", "this_")) for t in found):
        raise NotRead("target")  # a chosen die or a player: not these (a static's dice only)
    more: dict[str, Any] = {"by_filters": by} if by else {}
    return [{"op": op, **({"amount": amount} if amount else {}), **more, **t} for t in found]


def _targets(children: list[Any]) -> list[Effect]:
    return next(c for c in children if isinstance(c, list))


def _less(children: list[Any]) -> list[Effect]:
    return _static("reduce_damage_taken", _targets(children), _by(children), first(children, int))


def _rivals(children: list[Any]) -> list[Effect]:
    """ "Adventurers deal 2 less damage to <self>": from character dice with Experience
    (docs/rulings.md "Adventurers"; other dice said first stay text only: the grammar's
    subject there is the damaged die's)."""
    by = {"keyword": "experience", **_by(children)}
    return _static("reduce_damage_taken", _targets(children), by, first(children, int))


def _half(children: list[Any]) -> list[Effect]:
    return _static("halve_damage_taken", _targets(children), _by(children))


def _most(children: list[Any]) -> list[Effect]:
    return _static("cap_damage_taken", _targets(children), _by(children), first(children, int))


def _double(children: list[Any]) -> list[Effect]:
    """ "<self> deals double damage to <dice>": the dealer is this card's die (self_ref)."""
    to = next(c for c in children if isinstance(c, tuple) and c[0] == "to")[1]
    self_ref = next(c for c in children if isinstance(c, dict))
    return _static("double_damage_dealt", [self_ref], {**to, **_by(children)})


def _taker_from(children: list[Any]) -> tuple[str, list[dict[str, Any]]]:
    """ "from <source>" with "that it is engaged with" (`engaged`), or "from non-combat
    damage" (a kind only)."""
    engaged = "engaged" in children
    for child in children:
        if isinstance(child, tuple) and child[0] == "from":
            sources = child[1]
            if engaged:
                if len(sources) != 1 or "only" in sources[0]:
                    raise NotRead("target")
                sources = [{"by": {**sources[0].get("by", {}), "engaged": True}}]
            return ("from", sources)
        if isinstance(child, tuple) and child[0] == "side":
            by: dict[str, Any] = {"affiliation": child[1]}
            return ("from", [{"by": {**by, "engaged": True} if engaged else by}])
        if isinstance(child, tuple) and child[0] == "kind_damage":
            return ("from", [{"by": {"combat": child[1] == "combat"}}])
    raise NotRead("unparsed")


def _side(children: list[Any]) -> tuple[str, str]:
    said = str(children[-1]) if not isinstance(children[-1], tuple) else children[-1][1]
    side = SIDES.get(said, said)
    return ("side", side)


def _dealt_to(children: list[Any]) -> tuple[str, dict[str, Any]]:
    """The damaged dice: a blocker's words ("@mask character dice"), or the dice that block
    this one (a blocker engaged with it)."""
    blocker = next((c for c in children if isinstance(c, dict)), None)
    if blocker is None:
        return ("to", {"blocker": True, "engaged": True})
    if "only" in blocker or not blocker["by"]:
        raise NotRead("target")
    return ("to", dict(blocker["by"]))


RULES = {
    "less_damage": _less,
    "rivals_less": _rivals,
    "half_damage": _half,
    "most_damage": _most,
    "double_dealt": _double,
    "taker_from": _taker_from,
    "named_side": _side,
    "kind_damage": lambda c: ("kind_damage", str(c[0][1] if isinstance(c[0], tuple) else c[0])),
    "engaged_with": lambda c: "engaged",
    "dealt_to": _dealt_to,
    "half_down": lambda c: "half",
    "half_up": lambda c: "half",
}
