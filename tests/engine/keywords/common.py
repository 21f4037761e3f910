"""Cards and positions for the keyword tests: paper games (every roll given by the test)
whose dice are put where a rule applies with the engine's own events (helpers.Game)."""

from __future__ import annotations

from typing import Any

from games.engine import events as ev
from games.engine.model.evolve import evolve
from tests.engine.helpers import CHAR, FIST, MADELYNE, Game, cards_with, m

FOE = MADELYNE  # Chris's card; Madelyne Pryor: Anodyne


def character(card_id: str, attack: int, defense: int, **fields: Any) -> dict[str, Any]:
    """A test character whose three levels are A/D, A+1/D+1, A+2/D+2 (fielding cost 0)."""
    faces = [
        {
            "kind": "character",
            "level": n + 1,
            "cost": 0,
            "attack": attack + n,
            "defense": defense + n,
        }
        for n in range(3)
    ]
    faces += [
        {"kind": "energy", "symbols": ["fist"]},
        {"kind": "energy", "symbols": ["fist"]},
        {"kind": "energy", "symbols": ["fist", "fist"]},
    ]
    return {
        "id": card_id,
        "name": card_id,
        "kind": "character",
        "cost": 1,
        "faces": faces,
        **fields,
    }


def at_attack(*cards: dict[str, Any], chris_field: int = 1) -> Game:
    """Michele's first turn (she may attack), in Declare Attackers: one die of each of her
    cards in the Field Zone at level 1, and `chris_field` of Chris's Sidekicks in his."""
    g = Game(
        teams=(tuple((c["id"], 2) for c in cards), ((FOE, 2),)),
        cards=cards_with(*cards),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    for card in cards:
        g.give(0, f"p1:{card['id']}:1", to="field", face=0)
    g.arrange(1, "field", [f"p2:sidekick:{n}" for n in range(5, 5 + chris_field)], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.pass_all()
    assert g.pending.kind == "declare_attackers"
    return g


def boost(g: Game, die_id: str, attack: int = 0, defense: int = 0) -> None:
    """An applied +A/+D on a die (as a Global or an action would give it, DM-14.1)."""
    g.state = evolve(g.state, ev.StatsModified(die_id, attack, defense, "test"))


def face_off(
    mine: list[dict[str, Any]],
    theirs: list[dict[str, Any]],
    chris_field: int = 0,
    foe: bool = True,
) -> Game:
    """Like `at_attack`, with Chris's own cards too: one die of each of `mine` in Michele's
    Field Zone and of each of `theirs` in Chris's, at level 1 (face 0), then `chris_field`
    of his Sidekicks as character dice; Michele's first turn, in Declare Attackers. `foe`:
    his team holds the usual foe's card too (not when his team must be these cards only)."""
    more = ((FOE, 2),) if foe else ()
    g = Game(
        teams=(tuple((c["id"], 2) for c in mine), (*((c["id"], 2) for c in theirs), *more)),
        cards=cards_with(*mine, *theirs),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    for card in mine:
        g.give(0, f"p1:{card['id']}:1", to="field", face=0)
    for card in theirs:
        g.give(1, f"p2:{card['id']}:1", to="field", face=0)
    if chris_field:
        g.arrange(1, "field", [f"p2:sidekick:{n}" for n in range(5, 5 + chris_field)], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.pass_all()
    assert g.pending.kind == "declare_attackers"
    return g
