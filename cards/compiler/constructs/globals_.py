"""Globals (DM-8.16 to DM-8.19): "Global: Pay (fist). <effects>", "Global: Pay 2 to <effects>"
("you may pay": a Global is always the player's choice), with their limits ("once per turn",
"only on / during your turn") before or after the cost; "Pay (fist) when you attack": only
in its player's own Attack Step, once attackers are declared (the Global's condition
`attack_step`, checked as it is used). The cost is the symbols it names, each paid with one
of its type (or a Wild), two of one type with two (DM-8.17), and a number of any energy.
"Pay (bolt) and take 2 damage to ...", "Pay (mask) and 1 life.", "Pay (bolt) and knock out
one of your Sidekick characters to ...", "Pay (bolt) and KO one of your character dice.": an
effect cost paid with the energy (`costs`, DM-12.2)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from cards.compiler.core import words
from cards.compiler.parts import NotRead, Opening

GRAMMAR = r"""
%extend opening: global_opening
global_opening: "global" ":" global_once? ("you" "may")? "pay" global_cost "energy"? \
                global_paid? global_limit* \
                (_stop | ":" | "to") global_prefix?
!global_once: "once" "per" "turn" ","? | "once" ("during" | "on") "your" "turn" ","
global_paid: "and" "take" INT "damage" -> paid_damage
           | "and" INT "life" -> paid_life
           | "and" ("knock" "out" | "ko") "one" "of" "your" _paid_sidekicks -> paid_ko
           | "and" ("knock" "out" | "ko") "one" "of" "your" "character" "dice" -> paid_ko_any
_paid_sidekicks: "sidekick" ("characters" | "character" "dice" | "dice") | "sidekicks"
global_cost: (ICON | COSTNUM | INT)+
!global_limit: ","? ("once" "per" "turn" | "only" ("on" | "during") "your" "turn")
             | "when" "you" "attack" -> global_attacking
!global_prefix: "once" "per" "turn" "," ("only"? ("on" | "during") "your" "turn" ",")?
              | "once" ("during" | "on") "your" "turn" ","
              | "only"? ("on" | "during") "your" "turn" ","
"""


def _cost(children: list[Any]) -> dict[str, Any]:
    types = [str(t)[1:] for t in children if isinstance(t, Token) and t.type == "ICON"]
    if "wild" in types:
        raise NotRead("cost")
    numbers = [int(str(t).lstrip("@")) for t in children if t.type in ("COSTNUM", "INT")]
    return {"cost": len(types) + sum(numbers), **({"energy_types": types} if types else {})}


def _paid(effect: dict[str, Any]) -> Any:
    """An effect cost paid with the energy (DM-12.2: all of it before the effects): "take 2
    damage", "1 life", "knock out one of your Sidekick characters" (a die of the player's
    choice as it is paid, `cost_target`; not targeting, DM-13.3)."""
    return lambda children: ("costs", [{**effect, **_amount(children)}])


def _amount(children: list[Any]) -> dict[str, int]:
    numbers = [int(str(t)) for t in children if isinstance(t, Token) and t.type == "INT"]
    if numbers and not 1 <= numbers[0] <= 5:
        raise NotRead("cost")
    return {"amount": numbers[0]} if numbers else {}


def _global(children: list[Any]) -> Opening:
    cost = next(c for c in children if isinstance(c, dict))
    paid = next((c[1] for c in children if isinstance(c, tuple) and c[0] == "costs"), None)
    limits = " ".join(c[1] for c in children if isinstance(c, tuple) and c and c[0] == "limit")
    extra = {
        **cost,
        **({"once_per_turn": True} if "once" in limits else {}),
        **({"only_your_turn": True} if "your turn" in limits else {}),
    }
    if not extra["cost"]:
        raise NotRead("cost")
    if paid is not None:
        extra["costs"] = paid
    if any(c == ATTACKING for c in children):
        extra.update(only_your_turn=True, condition={"kind": "attack_step"})
    return Opening("global", extra=extra)


ATTACKING = ("limit", "when you attack")

# A Global's head as the grammar reads it: its cost ends at a stop. The file prints a comma
# ("Pay (mask), target ...") or nothing ("Pay (shield) Reduce ...") before the effect; and
# its limit as a last sentence ("... Use this ability only once per turn."), said here
# before the cost ("once per turn, pay ..."), once.
_LINKS = "and|energy|to|when|once|only|on|during|or"
_COST = r"(?:@\w+|\d+)(?: (?:@\w+|\d+))*"
_HEAD = re.compile(
    rf"^(global: (?:once per turn,? )?pay {_COST})(?:,| (?=[a-z]))(?! ?(?:{_LINKS})\b)"
)
_LAST_LIMIT = re.compile(
    r" (?:use this (?:global )?ability only once per turn|you may only use this once per"
    r" turn|limit once per turn)\.?$"
)


def phrased(words: str) -> str:
    """A Global's normalised line with its cost ended by a stop and its last-sentence limit
    said at its head (other lines unchanged)."""
    if not words.startswith("global: "):
        return words
    limit = _LAST_LIMIT.search(words)
    if limit is not None and words[: limit.start()].endswith("."):
        words = words[: limit.start()]
        if not words.startswith("global: once per turn"):
            words = "global: once per turn, " + words.removeprefix("global: ")
    return _HEAD.sub(r"\1.", words, count=1)


RULES = {
    "global_attacking": lambda c: ATTACKING,
    "global_opening": _global,
    "global_once": lambda c: ("limit", words(c)),
    "global_cost": _cost,
    "global_limit": lambda c: ("limit", words(c)),
    "global_prefix": lambda c: ("limit", words(c)),
    "paid_damage": _paid({"op": "deal_damage", "target": "you"}),
    "paid_life": _paid({"op": "lose_life", "target": "you"}),
    "paid_ko": _paid({"op": "ko", "target": "choose_your_die", "filters": {"sidekick": True}}),
    "paid_ko_any": _paid({"op": "ko", "target": "choose_your_die"}),
}
