"""Underdog as the Amazing Spider-Man sets print it (constructs/underdog.py, docs/rulings.md
"Underdog"): "Underdog - (You may use this effect when your opponent has more character dice
in their Field Zone than you do.) <ability>" is the card's own ability under that condition,
a trigger's or a static's (DM-14.3), never the glossary keyword (cards/vocabulary.py), and
no keyword-only line (games/engine/loading/). Near misses stay text only."""

from __future__ import annotations

import pytest

from cards.vocabulary import keywords_in
from games.engine.abilities.stats import stats
from games.engine.loading import card_execution
from tests.cards.compiler.helpers import NAME, ability, compiled, why
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, m
from tests.engine.keywords.common import FOE, character

REMINDER = (
    "(You may use this effect when your opponent has more character dice in their Field Zone "
    "than you do.)"
)
OUTNUMBERED = {"kind": "versus", "count": "your_character_dice", "than_opponent": "less"}


@pytest.mark.parametrize(
    ("line", "trigger", "effects"),
    [
        (f"Underdog - {REMINDER} {NAME} gets +2D.", "static",
         [{"op": "modify_defense", "amount": 2, "target": "this_card"}]),
        (f"Underdog - {REMINDER} {NAME} is unblockable.", "static",
         [{"op": "cant_be_blocked", "target": "this_card"}]),
        (f"Underdog - {REMINDER} You may field {NAME} for free.", "static",
         [{"op": "free_field", "target": "this_card"}]),
        (f"Underdog - {REMINDER} When fielded, deal 3 damage to target opposing character die.",
         "when_fielded", [{"op": "deal_damage", "amount": 3, "target": "target_opposing_die"}]),
        # the reminder left out, as the later cards print it
        ("Underdog - When fielded, deal 2 damage to target opponent.", "when_fielded",
         [{"op": "deal_damage", "amount": 2, "target": "opponent"}]),
        (f"Underdog {REMINDER} When {NAME} attacks, {NAME} gets +2A.", "when_attacks",
         [{"op": "modify_attack", "amount": 2, "target": "this_die"}]),
    ],
)  # fmt: skip
def test_the_ability_holds_only_for_the_outnumbered(
    line: str, trigger: str, effects: list[dict]
) -> None:
    record = ability(line)
    assert (record["trigger"], record["effects"]) == (trigger, effects)
    assert record["condition"] == OUTNUMBERED


@pytest.mark.parametrize(
    ("line", "category"),
    [
        # another condition under the name
        (f"Underdog (You may use this effect when you have more life than your opponent.) "
         f"{NAME} gets +2D.", "condition"),
        # a trigger with a condition of its own already
        (f"Underdog - When {NAME} is KO'd during your turn, gain 2 life.", "trigger:other"),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(line: str, category: str) -> None:
    assert why("character", line) == category


def test_the_cards_do_not_list_the_glossary_keyword() -> None:
    assert keywords_in([f"Underdog - {REMINDER} {NAME} gets +2D."]) == []
    assert keywords_in(["Underdog - When fielded, deal 2 damage to target opponent."]) == []
    wwe = "Underdog - When fielded, spin all your Superstar dice to level 3. " + REMINDER
    assert keywords_in([wwe]) == ["underdog"]
    assert keywords_in(["Underdog"]) == ["underdog"]


def test_a_keyword_then_its_reminder_then_more_text_is_no_keyword_only_line() -> None:
    """Only parentheses may follow a keyword's name on a line its rules cover."""
    line = f"Underdog {REMINDER} When {NAME} attacks, spin {NAME} up to level 3."
    card = {"id": "x", "kind": "character", "name": NAME, "text": [line],
            "keywords": ["underdog"]}  # fmt: skip
    assert not card_execution(card).executed
    named = {**card, "text": ["Underdog (When fielded, spin this die to level 3.) (bolt)"]}
    assert card_execution(named).executed


def test_the_static_counts_both_fields_as_the_engine_plays_it() -> None:
    """DM-14.3: +2D while the opponent has more character dice in the Field Zone (1 against
    2), not when the numbers are equal (2 against 2)."""
    made = compiled("character", [f"Underdog - {REMINDER} {NAME} gets +2D."])
    hollow = character("hollow", 1, 1, **made)
    die = "p1:hollow:1"
    g = Game(teams=((("hollow", 2),), ((FOE, 2),)), cards=cards_with(hollow))
    g.start()
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, die, to="field", face=0)
    g.arrange(1, "field", [c(5), c(6)], face=CHAR)
    assert stats(g.state, g.state.dice[die]) == (1, 3)
    g.arrange(0, "field", [m(5)], face=CHAR)
    assert stats(g.state, g.state.dice[die]) == (1, 1)
