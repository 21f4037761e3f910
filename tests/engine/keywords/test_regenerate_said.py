"""Regenerate given by a card's own words (cards/compiler/regenerate_said.py): "When <self>
is KO'd during the attack step, roll that die. If it rolls a character face, return it to the
field zone." is a static grant of Regenerate (000:L801) held only while it is the Attack Step
(condition `attack_step`, DM-8.25, DM-9.1 to DM-9.13): a KO then is rolled instead, a KO
in the Main Step is not."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from tests.engine.helpers import ACTION0, FIST, JUBILEE, Game, bac, c, cards_with, m, of_type
from tests.engine.keywords.common import at_attack, character

GRANT = {"op": "grant_keyword", "keyword": "regenerate", "target": "this_card"}
GRUB = character(
    "grub",
    1,
    1,
    abilities=[
        {
            "trigger": "static",
            "text": "When a Grub is KO'd during the attack step, roll that die. ...",
            "effects": [GRANT],
            "condition": {"kind": "attack_step"},
        }
    ],
)
ASSASSIN = {
    "id": "assassin",
    "name": "Assassin",
    "kind": "basic_action",
    "cost": 1,
    "abilities": [
        {"trigger": "action", "effects": [{"op": "ko", "target": "target_opposing_die"}]}
    ],
}
DIE = "p1:grub:1"


def test_a_ko_in_the_attack_step_is_rolled_instead() -> None:
    g = at_attack(GRUB)
    g.attack(DIE)
    g.block((c(5), DIE))
    events = g.pass_all()
    assert ev.DiceKnockedOut((c(5),)) in events
    assert (g.pending.kind, g.pending.dice, g.pending.to) == ("roll", (DIE,), "regenerate")
    g.roll({DIE: 1})
    assert DIE in g.zone(0, "field") and g.face(DIE) == 1


def test_a_ko_in_the_main_step_is_a_ko() -> None:
    """No attackers declared yet: not the Attack Step, so the grant does not hold."""
    g = Game(
        teams=(((JUBILEE, 2),), (("grub", 2),)),
        bacs=(("assassin",), ("counterstrike",)),
        cards=cards_with(GRUB, ASSASSIN),
    )
    g.start()
    g.give(1, "p2:grub:1", to="field", face=0)
    g.give(0, bac("assassin", 1))
    g.begin({bac("assassin", 1): ACTION0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.do(A.UseActionDie(player=0, die=bac("assassin", 1)))
    events = g.target("p2:grub:1")
    assert ev.DiceKnockedOut(("p2:grub:1",)) in events
    assert not of_type(events, ev.ChanceRequested)
    assert "p2:grub:1" in g.zone(1, "prep")
