"""Conditions on who attacks with this die (DM-9.1, DM-9.2: a player's attackers are
declared together, so from their declaration on it is known who else attacks):
"if another character die is attacking", "if at least 1 other character die also attacks"
(a count of the player's other attacking dice, abilities/counts.py
`your_other_attacking_dice`, "other" than the die the ability is of), and "if <self> is
attacking alone", "if he is the only attacking character die" (kind `attacking_alone`: the
die asked about is the one attacker). A trailing "(until end of turn)" after such a
condition is the duration a triggered stat change has anyway (DM-14.2) and is only read.
"""

from __future__ import annotations

from typing import Any

from cards.compiler.core import first

GRAMMAR = r"""
%extend condition: cond_other_attacker | cond_attacking_alone | cond_sidekicks_attack
!cond_other_attacker: ("another" | "at" "least" number "other") "character" "die" \
                      ("is" "attacking" | "also"? "attacks") until_turn?
!cond_attacking_alone: attacker_self "is" ("attacking" "alone" \
                       | "the" "only" "attacking" "character" "die") until_turn?
!attacker_self: "self" | "he" | "she"
!cond_sidekicks_attack: "one" "or" "more" ("sidekicks" | "sidekick" "dice") "attack" \
                        ("(" "either" "players'" ")")?
!until_turn: "(" "until" "end" "of" "turn" ")"
"""


def _other(children: list[Any]) -> dict[str, Any]:
    amount = first(children, int)
    return {"kind": "count", "count": "your_other_attacking_dice", "at_least": amount or 1}


def _alone(children: list[Any]) -> dict[str, Any]:
    return {"kind": "attacking_alone"}


def _sidekicks(children: list[Any]) -> dict[str, Any]:
    """Any player's Sidekick dice in the Attack Zone (DM-9.1; only the active player's
    attack, so "either player's" says no more)."""
    return {"kind": "dice", "whose": "any", "at_least": 1,
            "filters": {"sidekick": True, "zone": "attack"}}  # fmt: skip


RULES = {
    "cond_sidekicks_attack": _sidekicks,
    "cond_other_attacker": _other,
    "cond_attacking_alone": _alone,
}  # fmt: skip
