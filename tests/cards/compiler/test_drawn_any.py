"""Several dice drawn, sorted by kind (constructs/drawn_any.py, moves.py `sorted_move`,
roll_outcomes.attach): "draw two dice. Place any (aff) dice into your Prep Area and all
other dice into your Used Pile", "prep any non-sidekick dice you draw. Place the rest in
your Used Pile". Our own wording; near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, said, why

TO = {"op": "move_die", "target": "rolled_die"}


def test_any_kind_into_one_zone_and_all_other_dice_into_another() -> None:
    (draw,) = effects("character", "When fielded, draw two dice. Place any (grv) dice into "
                      "your Prep Area and all other dice into your Used Pile.")  # fmt: skip
    assert draw == {"op": "draw", "amount": 2, "rolled": {
        "drawn": {"affiliation": "grovekin"}, "effects": [{**TO, "zone": "prep"}],
        "otherwise": [{**TO, "zone": "used"}]}}  # fmt: skip


def test_prep_any_you_draw_and_the_rest() -> None:
    (draw,) = effects("character", f"When {NAME} blocks, draw two dice from your bag and Prep "
                      "any non-Sidekick dice you draw. Place the rest in your Used "
                      "Pile.")  # fmt: skip
    assert draw["rolled"]["drawn"] == {"sidekick": False}
    assert draw["rolled"]["effects"] == [{**TO, "zone": "prep"}]
    assert draw["rolled"]["otherwise"] == [{**TO, "zone": "used"}]


def test_drawn_said_before_or_after_and_back_to_the_bag() -> None:
    (before,) = effects("character", f"When {NAME} attacks, draw 2 dice. Add any drawn (grv) "
                        "dice to your Prep Area. Return the rest to your bag.")  # fmt: skip
    assert before["rolled"]["otherwise"] == [{**TO, "zone": "bag"}]
    (after,) = effects("character", "When fielded, draw 3 dice from your bag. Put any Sidekick "
                       "dice drawn in the Used Pile. Return any other dice drawn to your "
                       "bag.")  # fmt: skip
    assert after["amount"] == 3 and after["rolled"]["drawn"] == {"sidekick": True}


def test_the_reading_says_each_die_drawn() -> None:
    text = said("When fielded, draw two dice. Place any (grv) dice into your Prep Area and all "
                "other dice into your Used Pile.")  # fmt: skip
    assert "draw 2 dice from your bag; each die drawn that is a Grovekin die: move that die" in text
    assert "each other die drawn: move that die to the Used Pile" in text


def test_one_die_moved_by_any_is_still_one() -> None:
    """ "any" of one die is one die chosen (moves.py), as before."""
    (move,) = effects("character", "When fielded, move any Sidekick die from your Used Pile to "
                      "your Prep Area.")  # fmt: skip
    assert move["target"] == "choose_your_die"


@pytest.mark.parametrize(
    "line",
    [
        # where the other dice go is not said
        "When fielded, draw two dice. Place any (grv) dice into your Prep Area.",
        # no draw before: "any ... dice" are a draw's
        "When fielded, place any (grv) dice into your Prep Area and all other dice into your "
        "Used Pile.",
        # any dice of no kind
        "When fielded, draw two dice. Place any dice into your Prep Area and the rest in your "
        "Used Pile.",
        # dice from a zone: not the draw's
        "When fielded, draw two dice. Move any Sidekick dice from your Used Pile to your Prep "
        "Area. Place the rest in your Used Pile.",
        # the rest of a reroll (anyone's dice): not "your" zone
        "When fielded, reroll all opposing character dice. Move any that show energy faces to "
        "their owner's Prep Area. Place the rest in your Used Pile.",
    ],
)
def test_near_misses_stay_text(line: str) -> None:
    assert why("character", line) in ("condition", "zone_move", "target", "unparsed")
