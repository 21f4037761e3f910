"""More damage phrasings (DM-16): "deal 1 damage to all characters and players" (every
character die and every player, DM-13.3: not chosen), and the verb said once for a second
amount after ", and": "deal 1 damage to each player, and 2 damage to each (fist) character
die" (cards/compiler/reader.py joins the clauses: "2 damage to ..." is the second). The
second amount's targets are never chosen ones: one ability has one chosen target
(abilities/resolution.py), and "target die, and 2 damage to target player" would name two."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Context, Effect, NotRead

GRAMMAR = r"""
%extend effect: damage_again
%extend target: its_blockers
// "each character die blocking it" (after "when <self> is blocked"): its blockers
its_blockers: dice "blocking" ("it" | "him" | "her" | "self")
%extend targets: and_players
// "all characters and players": every player too, after "all" dice (the list's own "and"
// and this one's are both shifts: no overlap)
and_players: target "and" "players"
damage_again: INT "damage" "to" targets
"""

# every target kind the second amount may name: all of some dice, or players, not chosen
UNCHOSEN = frozenset(
    {"all_characters", "all_opposing_characters", "all_your_characters", "all_players",
     "opponent", "you"}
)  # fmt: skip


def _and_players(children: list[Any]) -> list[Effect]:
    dice = children[0]
    if dice.get("target") != "all_characters":
        raise NotRead("target")  # "target die and players": no such kind
    return [dice, {"target": "all_players"}]


BLOCKERS = "$blockers"  # the dice blocking this die: a die's own trigger only


def _blockers(children: list[Any]) -> Effect:
    if children[0] != {"target": "all_characters"}:
        raise NotRead("target")  # "each opposing (aff) die blocking it": no such kind
    return {"target": "blocking_this_die", BLOCKERS: True}


def _own_die(effect: Effect, _: Any, context: Context) -> None:
    if context.selves != "die":
        raise NotRead("self")


def _again(children: list[Any]) -> list[Effect]:
    amount = int(str(children[0]))
    found = children[1]
    if any(t.get("target") not in UNCHOSEN for t in found):
        raise NotRead("target")
    return [{"op": "deal_damage", "amount": amount, **t} for t in found]


RULES: dict[str, Any] = {
    "damage_again": _again,
    "and_players": _and_players,
    "its_blockers": _blockers,
}
MARKS = {BLOCKERS: _own_die}
