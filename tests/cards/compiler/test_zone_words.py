"""More words of dice moved between zones (constructs/moves.py): "any <die>" (one, chosen),
"to play" (the Field Zone, DM-23.4: not fielding), "a Basic Action die" (filter `basic`),
"a different <kind>" (of another card than this one, as "another"), and "from the Used
Pile to your Prep Area" (yours: a die goes only to its owner's zones). Our own wording; near
misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import CODE, NAME, effects, why


def test_any_character_is_one_chosen() -> None:
    (field,) = effects("basic_action", "Field any character from your Used Pile at level 3.")
    assert field == {"op": "field_die", "target": "choose_your_die", "amount": 3,
                     "filters": {"die_kind": "character", "zone": "used"}}  # fmt: skip


def test_to_play_is_the_field_zone() -> None:
    (move,) = effects(
        "character",
        f"When {NAME} blocks, you may move a (grv) character from your Used Pile or Prep Area "
        "to play at level 1.",
    )
    assert move["zone"] == "field" and move["amount"] == 1
    assert move["filters"]["zone"] == "used prep"


def test_a_basic_action_die() -> None:
    (move,) = effects(
        "character",
        f"When {NAME} attacks, you may move a Basic Action Die from your Used Pile into your Prep "
        "Area.",
    )
    assert move["filters"] == {"die_kind": "action", "basic": True, "zone": "used"}


def test_a_different_character_from_the_used_pile_to_your_prep_area() -> None:
    (move,) = effects(
        "character",
        f"When {NAME} blocks, you may move a different (grv) character from the Used Pile to "
        "your Prep Area.",
    )
    assert move["target"] == "choose_your_die" and move["zone"] == "prep"
    assert move["filters"]["other_card"] == CODE and move["filters"]["zone"] == "used"


@pytest.mark.parametrize(
    "line",
    [
        "Move any dice from your Used Pile to your Prep Area.",  # how many?
        "Move a character die from the Used Pile to the Prep Area.",  # whose?
        "Move target opposing character die from the Prep Area to their Used Pile.",
        "Field a Sidekick die from the Used Pile.",
    ],
)
def test_near_misses_stay_text(line: str) -> None:
    assert why("basic_action", line)
