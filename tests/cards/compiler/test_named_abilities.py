"""Named abilities (cards/compiler/named_abilities.py): a label and the card's whole ability in
parentheses ("Turtle Power (while ... )") read as that ability; a keyword's name, a set
keyword's, a name with a value, or words that are no whole ability stay text only."""

from __future__ import annotations

import pytest

from games.reading import read_data
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why


@pytest.mark.parametrize(
    ("line", "made"),
    [
        (f"Shell Ward (while {NAME} is active, other (grv) character dice cost 1 less to"
         " purchase, to a minimum of 1)",
         [{"op": "reduce_cost", "amount": 1, "target": "all_your_characters",  # (rulings:
           "filters": {"other_card": CODE, "affiliation": "grovekin"}}]),  # its controller's)
        (f"Hush (when you use an action die, {NAME} is unblockable until end of turn)",
         [{"op": "cant_be_blocked", "target": "all_your_characters", "filters": {"card": CODE}}]),
        (f"Crescendo (When you use an Action die, spin {NAME} up 1 level.)",
         [{"op": "spin_up", "amount": 1, "target": "all_your_characters",
           "filters": {"card": CODE}}]),
    ],
)  # fmt: skip
def test_a_named_ability_is_the_ability_in_its_parentheses(line: str, made: list) -> None:
    """DM-14.3 (a static while the card is active), DM-18.1 (a trigger of an active card)."""
    assert effects("character", line) == made


def test_the_reading_says_the_ability() -> None:
    line = f"Hush (when you use an action die, {NAME} is unblockable until end of turn)"
    card = {"id": CODE, "kind": "character", "name": NAME, "text": [line],
            **compiled("character", [line])}  # fmt: skip
    (read,) = read_data(card)
    assert "When you use an action die" in read.reading
    assert "can't be blocked" in read.reading


@pytest.mark.parametrize(
    ("line", "category"),
    [
        # a keyword of the rulebooks: its parentheses are a reminder, never its rules
        (f"Overcrush (when you use an action die, spin {NAME} up 1 level)", "unparsed"),
        # a set keyword with rules of its own
        (f"Iron Will ({NAME} can't be KO'd unless it was previously damaged this turn)",
         "set_keyword:iron_will"),
        # a name with a value ("X"): not a label alone
        (f"Hush X (when you use an action die, spin {NAME} up 1 level)", "unparsed"),
        # no trigger: not a whole ability
        (f"Hush ({NAME} is quiet)", "unparsed"),
        # a whole ability the grammar does not read stays text only
        (f"Hush (when you use an action die, {NAME} sings)", "effect"),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(line: str, category: str) -> None:
    assert why("character", line) == category


def test_obscure_printed_bare_is_read_as_its_sets_print_it() -> None:
    """docs/rulings.md "Obscure printed bare": the words other cards print in parentheses."""
    made = [{"op": "cant_be_blocked", "target": "all_your_characters", "filters": {"card": CODE}}]
    assert effects("character", "Obscure") == made
    assert why("character", "Obscure 2") != ""
    assert why("character", "Obscurity") != ""
