"""Which dice may attack together, statics of a card while it is active (DM-14.3; engine
abilities/attack_groups.py): "<self> can only attack alone" (`attacks_alone`), "<dice>
cannot attack alone" (`cant_attack_alone`), "your opponent cannot attack with more than two
character dice" (`max_attackers` on the opponent's dice) and "at least one opposing
character die must attack each turn" (`min_attackers`). Another player's limit ("you
cannot attack with more than ..."), a limit of one turn ("this turn") and a count of dice
of each kind stay text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: attacks_alone | not_alone | at_most_attackers | at_least_attackers
attacks_alone: targets ("can" | "may") "only" "attack" "alone"
not_alone: targets _cant "attack" "alone"
at_most_attackers: targets _cant "attack" "with" "more" "than" number targets
at_least_attackers: "at" "least" number least_dice "must" "attack" "each" "turn" _if_able?
!least_dice: "opposing"? ("character" ("die" | "dice") | "characters" | "character")
"""
_OPPOSING = "all_opposing_characters"
_THEIRS = {"all_characters": _OPPOSING, _OPPOSING: _OPPOSING}


def _dice(found: Any) -> Effect:
    """The dice one target phrase names, every one of them (no choice, DM-13.3)."""
    if not isinstance(found, list) or len(found) != 1:
        raise NotRead("target")
    (target,) = found
    kind = str(target.get("target", ""))
    if not (kind.startswith("all_") or kind.startswith("$self") or kind == "this_card"):
        raise NotRead("target")
    return dict(target)


def _alone(op: str) -> Any:
    return lambda children: [{"op": op, **_dice(children[0])}]


def _at_most(children: list[Any]) -> list[Effect]:
    """The opponent's dice ("character dice": theirs), at most N of them at once."""
    if children[0] != [{"target": "opponent"}]:
        raise NotRead("target")  # "you cannot attack with ...", "each player ..."
    amount, target = children[1], _dice(children[2])
    kind = _THEIRS.get(str(target["target"]))
    if kind is None or not isinstance(amount, int) or amount < 1:
        raise NotRead("target")
    return [{"op": "max_attackers", "amount": amount, **target, "target": kind}]


def _at_least(children: list[Any]) -> list[Effect]:
    """ "at least one (opposing) character die": of the player attacking, whoever (the
    dice of one player attack at a time, DM-9.1), or of the opponent only."""
    amount, opposing = children[0], "opposing" in children[1]
    if not isinstance(amount, int) or amount < 1:
        raise NotRead("target")
    return [
        {
            "op": "min_attackers",
            "amount": amount,
            "target": _OPPOSING if opposing else "all_characters",
        }
    ]


RULES: dict[str, Any] = {
    "attacks_alone": _alone("attacks_alone"),
    "not_alone": _alone("cant_attack_alone"),
    "at_most_attackers": _at_most,
    "at_least_attackers": _at_least,
    "least_dice": lambda c: [str(x) for x in c],
}
