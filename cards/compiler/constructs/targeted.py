"""A die chosen as a target (issue 16; DM-13.1, abilities/targeted.py): "When <self> is
targeted by an action die (or Global Ability)," (its die's own, DM-18.2), "When one of your
character dice is targeted by an action die," "When your opponent targets one of your
(grv) character dice with a Global Ability," "When an opposing Global Ability or action
die targets one of your character dice," (a die of its player's, while this card is
active, DM-18.1; "them" / "that opponent" is the opponent who targeted it). "Opposing" or
"your opponent" narrows it to an opponent's ability. A character ability's targeting, and
a die of either player's, are not read."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import words
from cards.compiler.parts import NotRead, Trigger

_W = '("when" | "whenever" | "each" "time")'
_WHILE = '("while" ("self" "is")? "active" ",")'
_SRC = '(("an" | "a") src_opposing? target_src)'

GRAMMAR = rf"""
%extend trigger: own_targeted
%extend deed: deed_targeted | deed_targets | source_targets
own_targeted: {_W} "self" "is" "targeted" "by" {_SRC}
deed_targeted: deed_die_phrase "is" "targeted" "by" {_SRC}
deed_targets: deed_player "targets" deed_die_phrase "with" {_SRC}
// (its article is the die phrase's, constructs/deeds.py: "an opposing <die> ..." reads on)
source_targets: deed_det src_opposing? target_src "targets" deed_die_phrase
src_opposing: "opposing"
!target_src: "action" "die" | "global" "ability"
           | "action" "die" "or" "global" "ability" | "global" "ability" "or" "action" "die"
"""


def _source(children: list[Any]) -> tuple[str, bool]:
    """(action | global | action_or_global, opposing?) of "an (opposing) action die"."""
    said = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "src")
    kinds = sorted({k for k in ("action", "global") if k in said})
    opposing = ("opposing", True) in children
    return "_or_".join(kinds), opposing


def _source_targets(children: list[Any]) -> Trigger:
    """ "an (opposing) action die targets ...": its article is the die phrase's rule's."""
    det = children[0]
    if det[1] not in ("a", "an"):
        raise NotRead("trigger:other")  # "another action die", "your Global Ability"
    return _yours(children[1:])


def _name(prefix: str, source: str, opposing: bool) -> str:
    return f"{prefix}{'opposing_' if opposing else ''}{source}"


def _own(children: list[Any]) -> Trigger:
    source, opposing = _source(children)
    return Trigger(_name("when_targeted_by_", source, opposing))


def _yours(children: list[Any], opposing: bool = False) -> Trigger:
    """One of this player's dice targeted; `opposing`: by an opponent's ability."""
    (side, filters) = next(c for c in children if isinstance(c, tuple) and len(c) == 2
                           and isinstance(c[1], dict))  # fmt: skip
    source, said_opposing = _source(children)
    if side != "yours" or filters.pop("$each", False):
        raise NotRead("trigger:other")  # an opposing die, either player's: not read
    opposing = opposing or said_opposing
    extra = (("trigger_filters", filters),) if filters else ()
    name = _name("when_your_die_targeted_by_", source, opposing)
    return Trigger(name, selves="deed", extra=extra, theirs=opposing)


def _targets(children: list[Any]) -> Trigger:
    """ "your opponent targets ... with ...": an opponent's; "you target": not read."""
    if children[0] != "opponent":
        raise NotRead("trigger:other")
    return _yours(children[1:], opposing=True)


RULES: dict[str, Any] = {
    "own_targeted": _own,
    "deed_targeted": _yours,
    "deed_targets": _targets,
    "source_targets": _source_targets,
    "target_src": lambda c: ("src", words(c)),
    "src_opposing": lambda c: ("opposing", True),
}
