"""Damage split by rank among different dice (the engine's abilities/ranked.py, DM-13.1): a
first amount to a target character die, a second to "a different target character die" and a
third to "another different" one (or the same amounts to "one character", "second character" and
"a third character": chosen, not targeted, as "one character" is elsewhere): one `deal_damage`
of 6 with `split` and `up_to` 3, the controller naming three different character dice with 1, 2
and 3. Its action's use limit (no fewer than three character dice in the Field Zone;
`use_limit`, taken off the line before it is read and checked after) says no more than the
effect's own need of three different dice (DM-13.4: docs/rulings.md "Damage split by rank"); any
other use limit stays text only."""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from cards.compiler.parts import Effect, Line, NotRead

GRAMMAR = r"""
%extend effect: ranked_damage
ranked_damage: "deal" number "damage" "to" target "," _ranked_part ","? "and" _ranked_part
_ranked_part: "deal"? INT "damage" "to" ranked_other
!ranked_other: "a" "different" "target" "character" "die"
             | "another" "different" "target" "character" "die"
             | "a" ("second" | "third") "different" "target" "character" "die"
             | "a"? "second" "character" | "a"? "third" "character"
"""
# the chosen kind of the first die: whether the others say "target" too (one kind of choice)
_KINDS = {"target_die": True, "choose_die": False}


def _ranked(children: list[Any]) -> list[Effect]:
    first, target = children[0], children[1]
    amounts = [first] + [int(str(c)) for c in children[2:] if isinstance(c, Token)]
    others = [c for c in children[2:] if isinstance(c, str) and not isinstance(c, Token)]
    kind = target.get("target") if isinstance(target, dict) else None
    if amounts != [1, 2, 3] or kind not in _KINDS or set(target) != {"target"}:
        raise NotRead("choice")
    if any(("target" in other.split()) != _KINDS[kind] for other in others):
        raise NotRead("choice")  # "target" said of some dice only: one kind of choice
    return [{"op": "deal_damage", "amount": 6, "split": True, "up_to": 3, "target": kind}]


RULES = {"ranked_damage": _ranked, "ranked_other": lambda c: " ".join(str(t) for t in c)}

_USE_LIMIT = re.compile(
    r"\s*you may only use this action if there are at least (3|three) (?:character dice in the"
    r" field zone|characters in the field)\.$"
)


def use_limit(words: str) -> tuple[str, int]:
    """The line without its trailing use limit, and the number of dice it names (0: none)."""
    found = _USE_LIMIT.search(words)
    if found is None or not words[: found.start()].endswith("."):
        return words, 0
    return words[: found.start()], 3


def ranked(line: Line, action: bool) -> bool:
    """The line's one choice is a split by rank (its several "target" words are one choice):
    an action die's text only (with fewer dice than it names it cannot be used; what a
    triggered ability would do then is not ruled, docs/rulings.md)."""
    effects = [e for s in line.body for e in s.effects]
    one = len(effects) == 1 and bool(effects[0].get("split") and effects[0].get("up_to"))
    return one and action and line.kind == "body"


def limit_checked(made: list[tuple[str, dict[str, Any]]], kind: str, needs: int) -> None:
    """A split by rank on an action die's text only; a use limit only where it says the
    action's own need: its one ability, one effect split by rank among that many dice."""
    records = [r for _, r in made]
    effects = [e for r in records for e in r.get("effects", ())]
    rank = [e for e in effects if e.get("split") and e.get("up_to")]
    if not needs and not rank:
        return
    if (
        kind not in ("action", "basic_action")
        or len(records) != 1
        or records[0].get("trigger") != "action"
        or len(effects) != 1
        or len(rank) != 1
        or (needs and effects[0].get("up_to") != needs)
    ):
        raise NotRead("condition" if needs else "choice")
