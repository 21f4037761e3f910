"""A Breath Weapon's riders (docs/rulings.md "Breath Weapon"): a card's line that says more
of its Breath Weapon ("<filter> dice damaged by this Breath Weapon ...") is read into its
Global, acting on `all_just_damaged_dice`: the character dice the latest moment of ability
damage hit (model/hits.py), filtered, and no other die. Cards are our own."""

from __future__ import annotations

from games.engine.abilities.permissions import under
from games.engine.abilities.targets import targets_for
from tests.engine.helpers import FIST, Game, cards_with, die, m, make_card

DRAKE = make_card(
    "drake",
    globals=[{"cost": 1, "condition": {"kind": "active"},
              "text": "Breath Weapon 1", "riders": ["(our rider line)"],
              "effects": [{"op": "deal_damage", "amount": 1, "target": "opponent"},
                          {"op": "deal_damage", "amount": 1,
                           "target": "all_opposing_characters"},
                          {"op": "cant_block", "target": "all_just_damaged_dice",
                           "filters": {"level": 1}}]}],
)  # fmt: skip
_TOUGH = {"kind": "character", "cost": 0, "attack": 1, "defense": 3}
OX = make_card(
    "ox",
    faces=[{**_TOUGH, "level": 1}, {**_TOUGH, "level": 2},
           *make_card("x")["faces"][2:]],
)  # fmt: skip


def game() -> Game:
    g = Game(teams=((("drake", 2),), (("ox", 2),)), cards=cards_with(DRAKE, OX))
    g.start()
    g.arrange(0, "field", [die(0, "drake", 1)], face=0)  # her own level 1 die: not hit
    g.arrange(1, "field", [die(1, "ox", 1)], face=0)  # his level 1 Ox (D3): hit, survives
    g.arrange(1, "field", [die(1, "ox", 2)], face=1)  # his level 2 Ox: hit, not level 1
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def test_the_rider_acts_on_the_level_1_dice_it_damaged() -> None:
    g = game()
    g.use_global("drake", (m(1), "fist"))
    assert g.life(1) == 9
    assert under(g.state, "cant_block", die(1, "ox", 1))
    assert not under(g.state, "cant_block", die(1, "ox", 2))  # near miss: level 2


def test_near_miss_a_die_it_did_not_damage_is_not_one() -> None:
    """Michele's own level 1 Drake took no damage: the kind never names it."""
    g = game()
    g.use_global("drake", (m(1), "fist"))
    assert not under(g.state, "cant_block", die(0, "drake", 1))
    found = targets_for(g.state, "all_just_damaged_dice", 0)
    assert found == tuple(sorted((die(1, "ox", 1), die(1, "ox", 2))))


def test_before_any_damage_it_names_no_die() -> None:
    assert targets_for(game().state, "all_just_damaged_dice", 0) == ()


def test_the_rider_line_is_part_of_the_card_read() -> None:
    from games.engine import card_execution

    card = {**DRAKE, "text": ["Breath Weapon 1", "(our rider line)"]}
    assert card_execution(card).executed
    assert not card_execution({**card, "text": [*card["text"], "(another line)"]}).executed
