"""A character's own static while it blocks, or is blocked by, dice of a kind (DM-9.3, DM-9.4;
glossary "Engaged"): "<self> gets +4A and +4D while blocking, and when blocked by, Thor
character dice", "<self> gets +2A while blocking, or while blocked by, (dcv) character dice",
"<self> gains +3A and +1D while blocking non-(dcv) ..." with a duration, "...
when blocked by Villain characters". The condition is the engine's `engaged` (asked of each
die of the card, as constructs/own_combat.py's "when engaged with"), with `as` where only one
way is said: `blocking` (the die asked about is the blocker) or `blocked` (it is the attacker
they block). "(until end of turn)" after it says no more than the static does: the die is
engaged only in the Attack Step of a turn. The dice are a dice phrase of constructs/targets.py
with no determiner or "a"/"an"; a phrase about combat itself ("blocking character dice"),
one naming its side "yours" or "target" dice, or "up to N", stays text only. "When engaged with
an X-Men character" names the affiliation in words (`SIDES`), which constructs/deeds.py's die
phrase of own_combat.py's "when engaged with" does not read."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import words
from cards.compiler.parts import NotRead

GRAMMAR = r"""
%extend own_engaged: engaged_kind | engaged_side
engaged_kind: engaged_role dice until_turn?
engaged_side: ("when" | "while") "engaged" "with" ("a" | "an") side_word "character" "die"?
            | ("when" | "while") "engaged" "with" "at" "least" "one" (side_word | AFF) \
              ("character" ("die" | "dice")? | "characters")?
!side_word: "x-men" | "villain" | "hero"
!engaged_role: own_combat_when
             | own_combat_when ","? ("or" | "and") ("while" | "when") "blocked" "by" ","?
             | "when" "blocking" ","? ("or" | "and") ("while" | "when") "blocked" "by" ","?
             | ("while" | "when") "blocked" "by" ","?
"""
# the dice kinds a phrase may be (constructs/targets.py): each die of a kind, or "a" die
_KINDS = frozenset({"all_characters", "all_opposing_characters", "choose_die",
                    "choose_opposing_die"})  # fmt: skip
# filters about combat or this card's own dice: the engaged die's kind says none of them
_REFUSED = frozenset({"zone", "blocker", "blocked", "unblocked", "other_card"})
SIDES = {"x-men": "xmen"}  # an affiliation's name in words -> the card file's
_BLOCKING = {"kind": "this_die", "filters": {"zone": "attack", "blocker": True}}


def _role(children: list[Any]) -> str:
    """ "blocking", "blocked" or "" (either way) from the words before the dice."""
    said = words(children)
    head = next((c for c in children if isinstance(c, dict)), None)
    if head is not None and head != _BLOCKING:
        raise NotRead("condition")  # "while attacking <dice>", "when attacking alone ..."
    blocking = head is not None or said.startswith("when blocking")
    blocked = "blocked by" in said
    return "" if blocking and blocked else ("blocking" if blocking else "blocked")


def _engaged_kind(children: list[Any]) -> dict[str, Any]:
    role, dice = children[0], children[1]
    if set(dice) - {"target", "filters"} or dice["target"] not in _KINDS:
        raise NotRead("condition")  # "up to 2", "your character dice", "target ..."
    filters = dict(dice.get("filters", {}))
    if not filters or set(filters) & _REFUSED:
        raise NotRead("condition")
    return {"kind": "engaged", **({"as": role} if role else {}), "filters": filters}


def _engaged_side(children: list[Any]) -> dict[str, Any]:
    """ "when engaged with an X-Men character": an affiliation named in words (a word the
    die phrase of constructs/deeds.py does not read; constructs/targets.py's SIDE_WORDS);
    "when engaged with at least one (aff)": with one or more, as "a" says (DM-9.4)."""
    side = str(children[-1]).removeprefix("#")
    return {"kind": "engaged", "filters": {"affiliation": SIDES.get(side, side)}}


RULES: dict[str, Any] = {
    "engaged_role": _role,
    "engaged_kind": _engaged_kind,
    "engaged_side": _engaged_side,
    "side_word": words,
}
