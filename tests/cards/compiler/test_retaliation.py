"""Retaliation (a set keyword the rulebooks do not define; docs/rulings.md "Retaliation"):
while its card is active (DM-18.1), whenever one of its player's character dice that shares
an affiliation with the card is KO'd, 1 damage to the opponent. The bare keyword and the
keyword with its reminder read alike (cards/compiler/set_keywords.py); the engine runs it as
`when_your_die_is_kod` narrowed by `shares_affiliation`. Cards and wording are our own."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from games.engine import actions as A
from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import compiled, why
from tests.engine.effects.common import action_card, effect
from tests.engine.helpers import (
    ACTION0,
    CHAR,
    FIST,
    TEAMS,
    Game,
    bac,
    c,
    cards_with,
    die,
    m,
    make_card,
)

REMINDED = "Retaliation - If an affiliated character is KO'd, deal 1 damage to your opponent."


@pytest.mark.parametrize("line", ["Retaliation", REMINDED, f"Retaliation ({REMINDED[14:]})"])
def test_the_keyword_is_a_ko_trigger_on_dice_that_share_an_affiliation(line: str) -> None:
    made = compiled("character", [line])
    assert "unread" not in made, made
    (record,) = made["abilities"]
    assert record["trigger"] == "when_your_die_is_kod"
    assert record["trigger_filters"] == {"shares_affiliation": "self"}  # its own card
    assert record["effects"] == [{"op": "deal_damage", "amount": 1, "target": "opponent"}]


def test_the_reading_says_whose_dice_and_which() -> None:
    card = card_from_dict(
        make_card("5tst", name="Avenger", **compiled("character", ["Retaliation"]))
    )
    assert read_card(card)[0].reading == (
        "Whenever a die of yours that shares an affiliation with this card is KO'd, while this "
        "card is active: deal 1 damage to your opponent."
    )


@pytest.mark.parametrize(
    "line",
    [
        "Retaliation - If an affiliated character is KO'd, deal 2 damage to your opponent.",
        "Retaliation - If an affiliated character is KO'd, gain 1 life.",
        "Retaliation 2",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


KO_ONE = action_card("knock", {"effects": [effect("ko", "target_die")]})
AVENGER = make_card(
    "avenger",
    affiliations=["grovekin"],
    abilities=compile_card("character", ["Retaliation"], "Avenger", code="avenger")["abilities"],
)
KIN = make_card("kin", affiliations=["grovekin", "villain"])
LONER = make_card("loner", affiliations=["villain"])


def game(other: dict) -> Game:
    """Michele's first turn, Main Step: Chris has his Retaliation die and a die of `other`
    in his Field Zone; Michele's action die KOs a target character die."""
    g = Game(
        teams=(((other["id"], 1), TEAMS[0][1]), (("avenger", 2), (other["id"], 1))),
        bacs=(("knock",), ("counterstrike",)),
        cards=cards_with(AVENGER, KIN, LONER, KO_ONE),
    )
    g.start()
    g.arrange(1, "field", [die(1, "avenger", 1), die(1, other["id"], 1), c(5)], face=CHAR)
    g.give(0, bac("knock", 1))
    g.begin({bac("knock", 1): ACTION0, m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def knock(g: Game, target: str) -> None:
    g.do(A.UseActionDie(player=0, die=bac("knock", 1)))
    g.target(target)


def test_a_kod_die_that_shares_an_affiliation_deals_1_damage_to_the_opponent() -> None:
    """Chris's Grovekin die is KO'd by Michele's action die: his Retaliation deals her 1."""
    g = game(KIN)
    knock(g, die(1, "kin", 1))
    assert g.life(0) == 9
    assert g.life(1) == 10


def test_near_misses_deal_nothing() -> None:
    """A KO'd die of no shared affiliation, and a Sidekick (no affiliation), set off nothing."""
    g = game(LONER)
    knock(g, die(1, "loner", 1))
    assert g.life(0) == 10
    g = game(LONER)
    knock(g, c(5))
    assert g.life(0) == 10


def test_the_cards_own_die_counts_its_last_one_too() -> None:
    """Its own die shares its affiliations. The KO is seen as it happens, while the die is
    still in the Field Zone (as every "whenever ... is KO'd" trigger of the engine), so the
    card's last die KO'd retaliates too (docs/rulings.md "Retaliation")."""
    g = game(KIN)
    g.arrange(1, "field", [die(1, "avenger", 2)], face=CHAR)
    knock(g, die(1, "avenger", 1))
    assert g.life(0) == 9
    g = game(KIN)
    knock(g, die(1, "avenger", 1))
    assert g.life(0) == 9
