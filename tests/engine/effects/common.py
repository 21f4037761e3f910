"""Positions for the effect tests: a Basic Action Card of test effects used on Michele's
first turn (paper mode, every roll given by the test), as tests/engine/keywords/common.py
does for keywords."""

from __future__ import annotations

from typing import Any

from games.engine import actions as A
from tests.engine.helpers import ACTION0, CHAR, FIST, TEAMS, Game, bac, c, cards_with, m


def action_card(card_id: str, *abilities: dict[str, Any], **fields: Any) -> dict[str, Any]:
    """A Basic Action Card whose action face does `abilities` (trigger "action")."""
    return {
        "id": card_id,
        "name": card_id,
        "kind": "basic_action",
        "cost": 1,
        "abilities": [{"trigger": "action", **a} for a in abilities],
        **fields,
    }


def effect(op: str, target: str = "none", **fields: Any) -> dict[str, Any]:
    return {"op": op, "target": target, **fields}


def with_action(*cards: dict[str, Any], chris_field: int = 1, **options: Any) -> Game:
    """Michele's first turn, Main Step: the first card's action die rolled to its action face
    in her Reserve Pool, her Sidekick m1 fielded (m2, m3 energy; m4 too under the 2014
    rules, else Out of Play), and `chris_field` of Chris's
    Sidekicks (c5, c6, ...) in his Field Zone. `cards[1:]` are extra cards of the game."""
    first = cards[0]["id"]
    mine = [(x["id"], 2) for x in cards[1:] if x["kind"] == "character"]
    teams = ((*mine, *TEAMS[0])[:2], TEAMS[1])  # her characters first (two a team: demo)
    g = Game(teams=teams, bacs=((first,), ("counterstrike",)), cards=cards_with(*cards), **options)
    g.start()
    g.give(0, bac(first, 1))
    g.arrange(1, "field", [c(n) for n in range(5, 5 + chris_field)], face=CHAR)
    faces = {bac(first, 1): ACTION0, m(1): CHAR, m(2): FIST, m(3): FIST}
    if options.get("rules") == "dm-2014":  # 001:L434: the first turn "draws four dice"
        g.begin({**faces, m(4): FIST})
    else:
        g.begin(faces, oop=m(4))
    g.field(m(1))
    return g


def use(g: Game, card_id: str, *targets: str) -> list[Any]:
    """Use the action die of `card_id` and choose `targets` in order."""
    events = g.do(A.UseActionDie(player=0, die=bac(card_id, 1)))
    for target in targets:
        events += g.target(target)
    return events


# Two action cards that deal damage (a die, a player): what Reactive Globals answer.
ZAP = action_card(
    "zap",
    {"text": "Deal 1 damage to target opposing character die.",
     "effects": [effect("deal_damage", "target_opposing_die", amount=1)]},
)  # fmt: skip
BLAST = action_card(
    "blast",
    {"text": "Deal 2 damage to your opponent.",
     "effects": [effect("deal_damage", "opponent", amount=2)]},
)  # fmt: skip
