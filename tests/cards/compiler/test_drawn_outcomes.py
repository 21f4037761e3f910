"""A draw's outcome said after it (constructs/drawn_outcomes.py, roll_outcomes.attach; the
engine's `rolled.drawn`, games/engine/abilities/outcomes.py): what the die drawn is decides
where it goes; "draw and roll a die. If it shows an energy face, ..." is a roll's outcome.
Our own wording; near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import CODE, NAME, effects, said, why

TO = {"op": "move_die", "target": "rolled_die"}


def test_a_sidekick_drawn_and_otherwise() -> None:
    (draw,) = effects("character", "When fielded, draw a die. If it is a Sidekick, place it in "
                      "your Used Pile. Otherwise, Prep it.")  # fmt: skip
    assert draw == {"op": "draw", "amount": 1, "rolled": {
        "drawn": {"sidekick": True}, "effects": [{**TO, "zone": "used"}],
        "otherwise": [{**TO, "zone": "prep"}]}}  # fmt: skip


def test_that_die_an_affiliation_and_back_to_the_bag() -> None:
    (draw,) = effects("character", "When fielded, draw a die. If that die is a (grv) "
                      "character die, put it into your Prep Area. Otherwise, return it to your "
                      "bag.")  # fmt: skip
    assert draw["rolled"]["drawn"] == {"affiliation": "grovekin"}
    assert draw["rolled"]["otherwise"] == [{**TO, "zone": "bag"}]


def test_a_die_of_this_card_and_a_keyword() -> None:
    (own,) = effects("character", f"When {NAME} attacks, draw a die. If it is a {NAME} die, put "
                     "it in your Prep Area, otherwise send it to your Used Pile.")  # fmt: skip
    assert own["rolled"]["drawn"] == {"card": CODE}
    (kept,) = effects("character", f"When {NAME} attacks, draw a die. If it is a character die "
                      "with Swarm, field it for free at level 2. Otherwise, Prep it.")  # fmt: skip
    assert kept["rolled"]["drawn"] == {"die_kind": "character", "keyword": "swarm"}
    assert kept["rolled"]["effects"] == [{"op": "field_die", "target": "rolled_die", "amount": 2}]


def test_draw_and_roll_then_the_face() -> None:
    (draw,) = effects("character", f"When {NAME} attacks, draw and roll a die. If you rolled "
                      "energy, put it into your Used Pile. Otherwise send it to your Prep "
                      "Area.")  # fmt: skip
    assert draw["rolled"] == {"face": "energy", "effects": [{**TO, "zone": "used"}],
                              "otherwise": [{**TO, "zone": "prep"}]}  # fmt: skip
    (back,) = effects("character", "When fielded, draw and roll a die. If it lands on an "
                      "energy face, put it in your Prep Area. Otherwise, return it to the "
                      "bag.")  # fmt: skip
    assert back["rolled"]["otherwise"] == [{**TO, "zone": "bag"}]


def test_the_reading_says_the_die_drawn_is_not_rolled() -> None:
    text = said("When fielded, draw a die. If it is a Sidekick, place it in your Used Pile. "
                "Otherwise, Prep it.")  # fmt: skip
    assert "draw 1 die from your bag; if the die drawn is a Sidekick die:" in text
    assert "roll" not in text and "otherwise: move that die to the Prep Area" in text


@pytest.mark.parametrize(
    "line",
    [
        # where the other dice go is not said
        "When fielded, draw a die. If it is a Sidekick, place it in your Used Pile.",
        # two dice drawn: "it" is no one die
        "When fielded, draw two dice. If it is a Sidekick, place it in your Used Pile. "
        "Otherwise, Prep it.",
        # a rerolled die has no bag the text names
        "When fielded, reroll target opposing character die. If that die lands on an energy "
        "face, place it in your opponent's Used Pile. Otherwise, return it to the bag.",
        # the drawn die is not what the effect is about
        "When fielded, draw a die. If it is a Sidekick, deal 1 damage to target opponent. "
        "Otherwise, Prep it.",
    ],
)
def test_near_misses_stay_text(line: str) -> None:
    assert why("character", line) in ("condition", "zone_move")


def test_an_outcome_after_a_cost_depends_on_it() -> None:
    """(constructs/paid.py: what a draw bought with a cost does is part of that draw)"""
    paid = effects("character", "When fielded, you may pay 1 life to draw a die. If that die "
                   "is a Sidekick, put it in your Used Pile. Otherwise, send it to your Prep "
                   "Area.")  # fmt: skip
    assert paid[1]["condition"] == {"kind": "done"}
    assert paid[1]["rolled"]["drawn"] == {"sidekick": True}
    assert why("character", "When fielded, you may pay 2 life to deal 1 damage to target "
               "character die. If it is a Sidekick, KO it.") == "condition"  # fmt: skip


ROLL = {"op": "roll_from", "target": "rolled_die"}


def test_a_drawn_die_rolled_by_what_it_is() -> None:
    (draw,) = effects("character", "When fielded, draw a die. If it is a (grv) die, roll it "
                      "and put it into your Reserve Pool. Otherwise, return it to your "
                      "bag.")  # fmt: skip
    assert draw["rolled"] == {"drawn": {"affiliation": "grovekin"}, "effects": [ROLL],
                              "otherwise": [{**TO, "zone": "bag"}]}  # fmt: skip
    (miss,) = effects("character", "When fielded, draw a die. If it is a Sidekick, put it in "
                      "your Used Pile. If not, roll it.")  # fmt: skip
    assert miss["rolled"]["otherwise"] == [ROLL]


def test_either_of_two_energy_types() -> None:
    (draw,) = effects("character", f"When {NAME} attacks, draw a die. If it is a (fist) or a "
                      "(bolt) die, roll it. Otherwise, place it in your Used Pile.")  # fmt: skip
    assert draw["rolled"]["drawn"] == {"any_of": "energy_type:fist energy_type:bolt"}
    assert "roll that die into your Reserve Pool" in said(
        "When fielded, draw a die. If it is a Sidekick, roll it. Otherwise, Prep it."
    )


@pytest.mark.parametrize(
    "line",
    [
        # a rerolled die is rolled already: "roll it" is no outcome of a reroll
        "When fielded, reroll target character die. If it rolls an energy face, roll it.",
        # nor of a draw that rolled its die
        "When fielded, draw and roll a die. If it shows an energy face, roll it. Otherwise, "
        "Prep it.",
        # a roll said once for all the dice drawn
        "When fielded, draw a die. If it is a Sidekick, roll it. Then deal 1 damage to target "
        "opponent.",
    ],
)
def test_roll_near_misses_stay_text(line: str) -> None:
    assert why("character", line) == "condition"
