"""Leaving combat ("When blocked, you may pay (1) to remove this die from the Attack Zone":
`move_die` to the Field Zone of this die while it is in the Attack Zone, the move Infiltrate
makes, keywords/infiltrate.py). Out of the Attack Zone it deals and takes no combat damage;
it stays blocked, so it deals none to the player either (DM-9.5); it stays in the Field Zone
(not Out of Play, DM-9.8). Paid as the ability resolves (flow/paid.py, DM-8.1). Our own
cards."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.targets import ACCEPT
from tests.engine.effects.common import effect
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, m
from tests.engine.keywords.common import character

DODGER = character(
    "dodger", 5, 6,
    abilities=[{"trigger": "when_blocked", "pay": 1,
                "text": "When blocked, you may pay 1 to remove this die from the Attack Zone.",
                "effects": [effect("move_die", "this_die", zone="field",
                                   filters={"zone": "attack"})]}],
)  # fmt: skip
WALL = character("wall", 1, 1)
HER = "p1:dodger:1"


def _blocked() -> Game:
    g = Game(
        teams=((("dodger", 2),), (("wall", 2),)),
        cards=cards_with(DODGER, WALL),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, HER, to="reserve", face=0)
    g.field(HER)
    g.pass_all()
    g.attack(HER)
    g.pass_all()
    g.block((c(5), HER))
    assert g.pending.kind == "choose_target"
    return g


def test_paid_it_leaves_combat_and_stays_in_the_field() -> None:
    g = _blocked()
    g.do(A.ChooseTarget(player=0, target=ACCEPT, paid=((m(2), ("fist",)),)))
    assert HER in g.zone(0, "field")
    g.pass_all()
    assert g.life(1) == 10  # still blocked: nothing to the player (DM-9.5)
    assert c(5) not in g.zone(1, "prep")  # its blocker took nothing
    assert not any(isinstance(e, ev.DieDamaged) for e in g.events)
    assert HER in g.zone(0, "field")  # not Out of Play (DM-9.8 is for unblocked attackers)


def test_declined_it_fights() -> None:
    g = _blocked()
    g.target("decline")
    g.pass_all()
    assert c(5) in g.zone(1, "prep")  # KO'd by the 5 A (DM-9.7)
