"""Teamwatch lines (cards/compiler/constructs/teamwatch.py; docs/rulings.md "Teamwatch"):
"Teamwatch - <effects>" and "Teamwatch - When you field a character who shares an
affiliation with <self>, <effects>" are the trigger `when_you_field` narrowed to dice of
another card sharing an affiliation with this one. Our own wording."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled, why
from tests.engine.helpers import make_card

FILTERS = {"shares_affiliation": "self", "other_card": "self"}


def ability(line: str) -> dict:
    made = compiled("character", [line])
    assert "unread" not in made, made
    (record,) = made["abilities"]
    assert record["trigger"] == "when_you_field"
    assert record["trigger_filters"] == FILTERS
    return record


def test_the_short_form_is_the_trigger_and_its_effect() -> None:
    record = ability("Teamwatch - Gain 1 life.")
    assert record["effects"] == [{"op": "gain_life", "amount": 1, "target": "you"}]


def test_the_spelled_out_form_is_the_same_trigger() -> None:
    record = ability(f"Teamwatch - When you field a character who shares an affiliation with "
                     f"{NAME}, {NAME} gets +1A until end of turn.")  # fmt: skip
    mine = {"target": "all_your_characters", "filters": {"card": CODE}}
    assert record["effects"] == [{"op": "modify_attack", "amount": 1, **mine}]


def test_it_is_the_fielded_die() -> None:
    record = ability("Teamwatch - Deal 1 damage to it.")
    assert record["effects"] == [{"op": "deal_damage", "amount": 1, "target": "that_die"}]


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("Teamwatch - Frobnicate the bag.", "unparsed"),
        ("Teamwatch - When you field a character who shares a name with "
         f"{NAME}, gain 1 life.", "set_keyword:teamwatch"),
        ("Teamwatch gain 1 life.", "set_keyword:teamwatch"),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(line: str, reason: str) -> None:
    assert why("character", line) in (reason, "effect", "trigger:other", "unparsed")


def test_the_reading_says_whose_fielding_triggers_it() -> None:
    made = compile_card("character", ["Teamwatch - Gain 1 life."], NAME, code=CODE)
    card = card_from_dict(make_card(CODE, name=NAME, abilities=made["abilities"]))
    reading = read_card(card)[0].reading
    assert "shares an affiliation with this card" in reading, reading


def test_sacrificing_self_is_one_of_the_card_s_dice_chosen() -> None:
    """ "You may sacrifice <self> to ...": the trigger is the card's, so `self` is every die
    of it in the Field Zone; the sacrifice takes one of them, its player's choice, as the
    cost (DM-12.2) of what follows (docs/rulings.md "Teamwatch")."""
    record = ability(f"Teamwatch - You may sacrifice {NAME} to gain 2 life. (Sacrificed "
                     f"character dice are moved to the Used Pile.)")  # fmt: skip
    assert record["optional"] is True
    assert record["effects"] == [
        {"op": "move_die", "target": "choose_your_die", "zone": "used", "filters": {"card": CODE}},
        {"op": "gain_life", "amount": 2, "target": "you", "condition": {"kind": "done"}},
    ]


def test_sacrificing_self_in_a_global_stays_text_only() -> None:
    """A Global is no die's trigger nor its card's: which die is sacrificed is not said."""
    assert why("character", f"Global: Pay (1). Sacrifice {NAME} to gain 2 life.") == "self"
