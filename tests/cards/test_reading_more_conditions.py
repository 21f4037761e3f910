"""The conditions the compiler reads in more shapes, in words (games/reading/conditions.py):
comparisons of both players (`versus`), counts of active characters said as such. Cards
here are our own wording."""

from __future__ import annotations

from games.engine.loading import card_from_dict
from games.engine.model.cards import Condition
from games.reading import read_card
from games.reading.conditions import condition_words
from tests.engine.helpers import make_card


def test_versus_says_both_players() -> None:
    fewer = Condition("versus", (("count", "your_character_dice"), ("than_opponent", "less")))
    assert condition_words(fewer) == "if you have fewer character dice than your opponent"
    more = Condition(
        "versus",
        (("count", "your_active_characters"), ("filters", (("sidekick", True),)),
         ("than_opponent", "more")),
    )  # fmt: skip
    assert "more active" in condition_words(more) and "than your opponent" in condition_words(more)


def test_active_characters_are_said_as_such() -> None:
    any_villain = Condition(
        "count",
        (("at_least", 1), ("count", "all_active_characters"),
         ("filters", (("affiliation", "villain"),))),
    )  # fmt: skip
    assert condition_words(any_villain).startswith("if there are 1 or more active ")
    theirs = Condition("count", (("at_most", 0), ("count", "opposing_active_characters")))
    assert condition_words(theirs) == "if your opponent has no active characters"


def test_a_static_can_t_be_blocked_with_its_condition_reads_whole() -> None:
    card = card_from_dict(make_card("x", abilities=[{
        "trigger": "static", "text": "X can't be blocked if your opponent has no dice.",
        "condition": {"kind": "dice", "whose": "opposing", "at_most": 0},
        "effects": [{"op": "cant_be_blocked", "target": "this_card"}]}]))  # fmt: skip
    reading = read_card(card)[0].reading
    assert reading.startswith("If your opponent has no character dice")
    assert "can't be blocked" in reading


def test_energy_and_damage_in_words() -> None:
    energy = Condition("energy", (("at_least", 3), ("energy_type", "fist"), ("whose", "yours")))
    assert condition_words(energy) == "if you have 3 or more Fist energy in your Reserve Pool"
    hurt = Condition("damaged", (("at_least", 1), ("whose", "opposing")))
    assert condition_words(hurt) == "if your opponent has been dealt damage this turn"
    combat = Condition("damaged", (("at_least", 4), ("combat", True), ("whose", "yours")))
    assert condition_words(combat) == "if you have been dealt 4 or more combat damage this turn"


def test_must_block_in_words() -> None:
    card = card_from_dict(make_card("x", abilities=[{
        "trigger": "when_attacks", "text": "When X attacks, all opposing character dice "
        "must block (if able).",
        "effects": [{"op": "must_block", "target": "all_opposing_characters"}]}]))  # fmt: skip
    assert "must block" in read_card(card)[0].reading
