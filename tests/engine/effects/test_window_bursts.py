"""Burst text of a Continuous die's window ability (abilities/window_bursts.py): the die is
sent from the Field Zone to the Used Pile for an effect whenever its player could use a
Global (000:L773, DM-8.18), its cost paid first (DM-12.2); the face it shows there says which
text applies (DM-17.2): burst text that replaces the text is offered in its place on such a
face (DM-17.3), burst text that adds to it rides along with it, never used alone."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine.flow.choices import choices
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, m
from tests.engine.keywords.common import FOE

SENT = {"op": "move_die", "target": "this_die", "zone": "used"}
HIT = {"op": "deal_damage", "amount": 1, "target": "opponent"}
HARD = {"op": "deal_damage", "amount": 3, "target": "opponent"}
MEND = {"op": "gain_life", "amount": 2, "target": "you"}
FLARE = {
    "id": "flare", "name": "Flare", "kind": "action", "cost": 1, "keywords": ["continuous"],
    "faces": [
        {"kind": "action"},
        {"kind": "action", "bursts": 1},
        {"kind": "action", "bursts": 2},
        {"kind": "energy", "symbols": ["fist"]},
        {"kind": "energy", "symbols": ["fist"]},
        {"kind": "energy", "symbols": ["fist", "fist"]},
    ],
    "abilities": [
        {"trigger": "global_window", "text": "Send it to the Used Pile: 1 damage to them.",
         "costs": [SENT], "effects": [HIT]},
        {"trigger": "global_window", "text": "Two bursts: 3 damage instead.", "costs": [SENT],
         "effects": [HARD], "bursts": [2], "burst_mode": "replace"},
        {"trigger": "global_window", "text": "One burst: also gain 2 life.", "costs": [SENT],
         "effects": [MEND], "bursts": [1]},
    ],
}  # fmt: skip
DIE = "p1:flare:1"


def fielded(face: int) -> Game:
    """Michele's Main Step, her Flare die in her Field Zone on `face`."""
    g = Game(teams=((("flare", 2),), ((FOE, 2),)), cards=cards_with(FLARE))
    g.start()
    g.give(0, DIE, to="field", face=face)
    g.hurt(0, 4)  # (room for a gain: gains stop at the starting life, DM-11.3)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def sent(g: Game) -> bool:
    """The die left the Field Zone for the Used Pile: Out of Play on its owner's own turn
    (000:L184), the Used Pile at Cleanup."""
    return DIE in g.zone(0, "oop") and DIE not in g.zone(0, "field")


def used(g: Game, ability: int) -> None:
    g.do(A.UseAbility(player=0, die=DIE, ability=ability))
    while g.pending.kind != "priority":
        g.do(A.ChooseTrigger(player=0, index=0))


def test_on_a_plain_face_the_text_is_used_and_the_die_sent() -> None:
    g = fielded(0)
    assert [a.ability for a in choices(g.state, 0).abilities] == [0]
    life = g.life(1), g.life(0)
    used(g, 0)
    assert sent(g)
    assert (g.life(1), g.life(0)) == (life[0] - 1, life[1])  # no burst text rode along


def test_burst_text_is_not_usable_on_a_plain_face() -> None:
    g = fielded(0)
    g.refuse(A.UseAbility(player=0, die=DIE, ability=1), E.ABILITY_UNKNOWN)
    g.refuse(A.UseAbility(player=0, die=DIE, ability=2), E.ABILITY_UNKNOWN)


def test_on_a_two_burst_face_the_replacing_text_is_used_instead() -> None:
    g = fielded(2)
    assert [a.ability for a in choices(g.state, 0).abilities] == [1]
    g.refuse(A.UseAbility(player=0, die=DIE, ability=0), E.ABILITY_UNKNOWN)
    life = g.life(1)
    used(g, 1)
    assert g.life(1) == life - 3 and sent(g)


def test_on_a_one_burst_face_the_adding_text_rides_along() -> None:
    g = fielded(1)
    assert [a.ability for a in choices(g.state, 0).abilities] == [0]  # never alone
    g.refuse(A.UseAbility(player=0, die=DIE, ability=2), E.ABILITY_UNKNOWN)
    life = g.life(1), g.life(0)
    used(g, 0)
    assert (g.life(1), g.life(0)) == (life[0] - 1, life[1] + 2)
    assert sent(g)
