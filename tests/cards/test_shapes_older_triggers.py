"""The older sets' words for the usual triggers (cards/compiler/
OWN_TRIGGERS): "When assigned to attack" / "When <this card> is assigned to attack" is
"when it attacks" (DM-9.1: declared as an attacker), "When KO'd" is "when this die is KO'd"
(DM-16.4); near misses stay text only; a game plays one.

Every line is our own wording in the shapes real card text takes."""

from __future__ import annotations

from typing import Any

import pytest

from tests.cards.shapes import NAME, executed, stays_text
from tests.engine.helpers import CHAR, FIST, MADELYNE, Game, c, cards_with, die, m, make_card


@pytest.mark.parametrize(
    ("line", "trigger", "expected"),
    [
        ("When assigned to attack, deal 1 damage to target opponent.", "when_attacks",
         [{"op": "deal_damage", "amount": 1, "target": "opponent"}]),
        (f"When {NAME} is assigned to attack, it gets +2A.", "when_attacks",
         [{"op": "modify_attack", "amount": 2, "target": "this_die"}]),
        (f"When {NAME} assigns to attack, gain 1 life.", "when_attacks",
         [{"op": "gain_life", "amount": 1, "target": "you"}]),
        ("When KO'd, prep a die from your bag.", "when_kod",
         [{"op": "prep", "amount": 1, "zone": "bag"}]),
        (f"When KO'd, {NAME} deals 2 damage to target opponent.", "when_kod",
         [{"op": "deal_damage", "amount": 2, "target": "opponent"}]),
    ],
)  # fmt: skip
def test_older_trigger_words_are_the_usual_triggers(
    line: str, trigger: str, expected: list[dict[str, Any]]
) -> None:
    (record,) = executed("character", [line])["abilities"]
    assert (record["trigger"], record["effects"]) == (trigger, expected)


@pytest.mark.parametrize(
    "line",
    [
        "When Other Fellow is assigned to attack, gain 1 life.",
        # ("when assigned to block" is read since issue 16: tests/cards/compiler/
        # test_occasion_words.py)
        "When KO'd by combat damage, gain 1 life.",
        # (another player's die's KO is read since issue 16: tests/cards/compiler/test_deeds.py)
        "When an opposing character die is KO'd by combat damage, gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    stays_text("character", line)


def test_assigned_to_attack_triggers_when_it_attacks_in_a_game() -> None:
    """DM-9.1, DM-15: declared as an attacker, the die deals 1 damage to the defending
    player at once, before any block or combat damage."""
    line = "When assigned to attack, deal 1 damage to target opponent."
    data = make_card("qh-charge", name=NAME, text=[line], **executed("character", [line]))
    g = Game(teams=(((MADELYNE, 1),), (("qh-charge", 1),)), cards=cards_with(data))
    g.start()
    theirs = die(1, "qh-charge", 1)
    g.give(1, theirs, to="field", face=CHAR)
    g.begin({m(1): FIST, m(2): CHAR, m(3): CHAR}, oop=m(4))
    g.pass_all()  # the first player may not attack on their first turn (OP)
    g.begin({c(n): CHAR for n in range(1, 5)})
    g.pass_all()
    g.attack(theirs)
    assert g.life(0) == 10 - 1
