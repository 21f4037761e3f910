"""A character attacking with others (issue 16): "When <self> attacks with at least one
other character (die)," / "... with another character (die)," is the engine's
`when_attacks_with_others` (each die its own, DM-18.2: declared with at least one other
attacker, DM-9.1; abilities/attack_company.py). "... with a (grv) character die," / "... with
at least one (grv) character die," is `when_attacks_with_die`: another die declared with it
passes the filters (constructs/deeds.py reads the die phrase). "When <self> blocks and you
declare at least one other blocker," is `when_blocks_with_others` (DM-9.3). "... with 2 or
more ..." (a count) stays text only. Every "when" and "self" is written out in each rule:
constructs/combat_triggers.py reads the same first words."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import NotRead, Trigger

_W = '("when" | "whenever" | "each" "time")'
_OTHER = '("at" "least" "one" "other" | "another")'

GRAMMAR = rf"""
%extend trigger: attacks_with_others | attacks_with_die | blocks_with_others
attacks_with_others: {_W} "self" "attacks" "with" {_OTHER} ("character" ("die")? | "attacker")
attacks_with_die: {_W} "self" "attacks" "with" deed_die_phrase
                | {_W} "self" "attacks" "with" "at" "least" "one" dice_icon "character" \
                  ("die" | "dice") -> attacks_with_one
blocks_with_others: {_W} "self" "blocks" "and" "you" "declare" "at" "least" "one" "other" \
                    "blocker"
"""


def _with_die(children: list[Any]) -> Trigger:
    """Another attacker of the kind named: its filters; a die of the other side never
    attacks with it (DM-9.1), and a phrase naming no kind is `when_attacks_with_others`."""
    side, filters = next(c for c in children if isinstance(c, tuple))
    if side == "opposing" or not filters or filters.get("$each"):
        raise NotRead("trigger:other")
    return Trigger("when_attacks_with_die", extra=(("trigger_filters", filters),))


def _with_one(children: list[Any]) -> Trigger:
    """ "... with at least one (grv) character die": another attacker of that icon."""
    _, icon = next(c for c in children if isinstance(c, tuple))
    if icon.startswith("@"):
        raise NotRead("trigger:other")  # (an energy type: no test of it here yet)
    filters = {"affiliation": icon[1:]}
    return Trigger("when_attacks_with_die", extra=(("trigger_filters", filters),))


RULES: dict[str, Any] = {
    "attacks_with_one": _with_one,
    "attacks_with_others": lambda c: Trigger("when_attacks_with_others"),
    "attacks_with_die": _with_die,
    "blocks_with_others": lambda c: Trigger("when_blocks_with_others"),
}
