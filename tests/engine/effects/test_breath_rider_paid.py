"""A Breath Weapon's rider the opponent may prevent by paying life (docs/rulings.md "Breath
Weapon", "Unless your opponent pays N life"; abilities/opponent_prevents.py, DM-12.2,
DM-12.4): the dice it damaged can't block this turn, unless Chris pays 1 life as the Global
resolves. The damage happens either way. Cards are our own."""

from __future__ import annotations

from games.engine.abilities.permissions import under
from games.engine.abilities.targets import DECLINE
from tests.engine.helpers import FIST, Game, cards_with, die, m, make_card

DRAKE = make_card(
    "drake",
    globals=[{"cost": 1, "condition": {"kind": "active"},
              "text": "Breath Weapon 1", "riders": ["(our rider line)"],
              "effects": [{"op": "deal_damage", "amount": 1, "target": "opponent"},
                          {"op": "deal_damage", "amount": 1,
                           "target": "all_opposing_characters"},
                          {"op": "lose_life", "amount": 1, "target": "opponent_may_pay"},
                          {"op": "cant_block", "target": "all_just_damaged_dice",
                           "condition": {"kind": "prevented", "unless": True}}]}],
)  # fmt: skip
_TOUGH = {"kind": "character", "cost": 0, "attack": 1, "defense": 3}
OX = make_card("ox", faces=[{**_TOUGH, "level": 1}, *make_card("x")["faces"][1:]])
HIT = die(1, "ox", 1)


def _breathed() -> Game:
    g = Game(teams=((("drake", 2),), (("ox", 2),)), cards=cards_with(DRAKE, OX))
    g.start()
    g.arrange(0, "field", [die(0, "drake", 1)], face=0)
    g.arrange(1, "field", [HIT], face=0)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.use_global("drake", (m(1), "fist"))
    return g


def test_the_opponent_is_asked_to_pay() -> None:
    g = _breathed()
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    assert set(g.pending.options) == {"player:1", DECLINE}


def test_paid_the_damage_happens_and_the_dice_may_block() -> None:
    g = _breathed()
    g.target("player:1")
    assert g.life(1) == 8  # 1 damage (DM-19.1) and 1 life paid (DM-12.4)
    assert g.state.dice[HIT].damage == 1
    assert not under(g.state, "cant_block", HIT)


def test_declined_the_dice_it_damaged_cannot_block() -> None:
    g = _breathed()
    g.target(DECLINE)
    assert g.life(1) == 9
    assert under(g.state, "cant_block", HIT)
