"""Heroic's pairing-up benefit beyond stat changes (001:L696-711: "Each die gets the
pairing-up benefit both of itself and of its partner"; DM-14.2): a benefit "can't be
targeted by action dice" and "prevent the first 2 damage dealt to <self> and his partner"
are persistent effects started on both partners by their own primitives
(effects/untargetable.py, effects/shields.py: a shield of 2 on each), until the start of
the player's next turn, and ended with the pair (abilities/effects/pairing.py)."""

from __future__ import annotations

from games.engine.abilities.targets import DECLINE
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, m, skip_turn
from tests.engine.keywords.common import character
from tests.engine.keywords.test_heroic import ANGEL, PLAIN

UNTARGETED = {"op": "cant_be_targeted", "target": "this_die", "by_filters": {"sources": "action"}}
SHIELD = {"op": "prevent_next", "amount": 2, "target": "this_die"}
GUARD = character(
    "guard", 2, 2, keywords=["heroic"],
    abilities=[{"trigger": "heroic", "text": "Heroic: warded", "effects": [SHIELD, UNTARGETED]}],
)  # fmt: skip
A1, W1 = "p1:angel:1", "p1:guard:1"


def at_main() -> Game:
    """Michele's first Main Step: Guard 1 in her Field Zone, Angel 1 in her Reserve Pool."""
    g = Game(
        teams=((("angel", 3), ("guard", 3)), (("plain", 2),)),
        bacs=(("way-out-west", "counterstrike"), ("way-out-west", "counterstrike")),
        cards=cards_with(ANGEL, GUARD, PLAIN),
        team_format="standard",
    )
    g.start()
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, W1, to="field", face=0)
    g.give(0, A1, to="reserve", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    return g


def _benefits(g, die: str) -> set[tuple[str, str, int]]:
    return {
        (x.effect, x.until, x.amount)
        for x in g.state.lasting
        if x.target == die and x.effect != "paired"
    }


def test_both_partners_get_the_shield_and_the_ward_until_the_next_turn() -> None:
    g = at_main()
    g.field(A1)
    g.target(W1)
    for die in (A1, W1):
        found = _benefits(g, die)
        assert ("prevent_next", "next_turn", 2) in found
        assert any(name == "cant_be_targeted" and until == "next_turn" for name, until, _ in found)
    g.pass_all()
    assert g.state.turn == 2 and _benefits(g, A1)  # through Chris's turn (Cleanup keeps them)
    skip_turn(g, {c(1): FIST, c(2): FIST, c(3): FIST, c(4): FIST})
    assert g.state.turn == 3 and not _benefits(g, A1) and not _benefits(g, W1)


def test_declined_no_benefit() -> None:
    g = at_main()
    g.field(A1)
    g.target(DECLINE)
    assert not _benefits(g, A1) and not _benefits(g, W1)
