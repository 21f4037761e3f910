"""Conditions read in words (games/reading/conditions.py): every condition kind the engine
knows has words, and an ability's and an effect's conditions ("if", "unless", "instead")
show in its reading. Cards here are our own wording."""

from __future__ import annotations

from games.engine.abilities.conditions import CONDITIONS
from games.engine.loading import card_from_dict
from games.reading import conditions as words
from games.reading import read_card
from tests.engine.helpers import make_card


def test_every_condition_kind_has_words() -> None:
    assert sorted(set(CONDITIONS) - set(words.CONDITIONS)) == []


def test_conditions_show_in_the_reading() -> None:
    card = card_from_dict(
        make_card(
            "x",
            abilities=[
                {
                    "trigger": "when_fielded",
                    "condition": {"kind": "life", "at_most": 5},
                    "effects": [
                        {"op": "gain_life", "target": "you", "amount": 1, "instead": {
                            "if": {"kind": "dice", "zone": "used", "at_least": 3,
                                   "unless": True},
                            "effects": [{"op": "gain_life", "target": "you", "amount": 2}]}}
                    ],
                }
            ],
        )
    )  # fmt: skip
    reading = read_card(card)[0].reading
    assert "if your life is 5 or fewer" in reading
    assert "unless you have 3 or more dice in a Used Pile" in reading
    assert reading.endswith("instead.")


def test_a_static_about_this_die_reads_die_by_die() -> None:
    """ "<self> gets +2A while blocking": the engine asks the condition of each of the card's
    dice for that die alone, and the reading says so (not "this card's dice get +2A")."""
    card = card_from_dict(
        make_card(
            "x",
            abilities=[{"trigger": "static", "condition": {"kind": "engaged", "filters": {}},
                        "effects": [{"op": "modify_attack", "target": "this_card", "amount": 2}]}],
        )
    )  # fmt: skip
    reading = read_card(card)[0].reading
    assert reading.startswith("For each of this card's dice, if that die is engaged with a")
    assert reading.endswith("that die gets +2A.")
    assert "this card's dice get" not in reading


def test_an_attacker_no_blocker_was_declared_for_reads_as_one_clause() -> None:
    """ "if <self> is unblocked" (DM-9.5) about the attacking die: one plain clause."""
    unblocked = {
        "kind": "this_die",
        "filters": {"zone": "attack", "blocker": False, "blocked": False},
    }
    assert words.condition_words(_condition(unblocked)) == (
        "if this die is attacking and was not blocked"
    )
    attacking = {"kind": "this_die", "filters": {"zone": "attack", "blocker": False}}
    assert words.condition_words(_condition(attacking)) == "if this die is attacking"


def _condition(data: dict) -> object:
    card = card_from_dict(
        make_card("x", abilities=[{"trigger": "when_fielded", "condition": data,
                                   "effects": [{"op": "gain_life", "target": "you", "amount": 1}]}])
    )  # fmt: skip
    return card.abilities[0].condition


def test_other_attackers_with_the_zone_on_the_condition_read_as_attacking_dice() -> None:
    """A static "can't be blocked while it attacks beside another <affiliation> die" counts
    the other dice in the Attack Zone that are not blockers (DM-9.1): said "attacking", not
    "not blocking" beside a zone word."""
    condition = {
        "kind": "dice", "whose": "yours", "other": True, "at_least": 1, "zone": "attack",
        "filters": {"affiliation": "villain", "blocker": False},
    }  # fmt: skip
    card = card_from_dict(
        make_card(
            "x",
            abilities=[{"trigger": "static", "condition": condition,
                        "effects": [{"op": "cant_be_blocked", "target": "this_card"}]}],
        )
    )  # fmt: skip
    said = read_card(card)[0].reading
    assert said.startswith("If you have 1 or more other attacking Villain character dice:")
    assert "not blocking" not in said
