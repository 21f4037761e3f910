"""Leaving combat (cards/compiler/constructs/leave_combat.py): "remove <self> from the
attack zone", "remove him from combat", "remove one attacker from the attack zone to the
field" (`move_die` to the Field Zone of a die in the Attack Zone, Infiltrate's move), and
"prevent target character from blocking this turn" (`cant_block`). A player, or another
zone, stays text only. Our own wording."""

from __future__ import annotations

import pytest

from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why
from tests.engine.helpers import make_card

LEAVE = {"op": "move_die", "zone": "field", "target": "this_die", "filters": {"zone": "attack"}}


@pytest.mark.parametrize(
    "line",
    [
        "When Wren Hollow is blocked, remove him from combat.",
        "When Wren Hollow blocks, remove Wren Hollow from the attack zone.",
    ],
)
def test_remove_this_die_from_combat(line: str) -> None:
    assert effects("character", line) == [LEAVE]


def test_one_attacker_to_the_field_and_its_reading() -> None:
    line = "Global: Pay (bolt) to remove one attacker from the attack zone to the field."
    assert effects("basic_action", line) == [
        {"op": "move_die", "zone": "field", "target": "choose_die",
         "filters": {"zone": "attack", "blocker": False}}
    ]  # fmt: skip
    made = compiled("basic_action", [line])
    card = card_from_dict(make_card(CODE, kind="basic_action", name=NAME, text=[line], **made))
    (reading,) = [x.reading for x in read_card(card) if x.kind == "global"]
    assert "from combat (from the Attack Zone to the Field Zone)" in reading


def test_prevent_from_blocking() -> None:
    line = "When Wren Hollow attacks, prevent target character from blocking this turn."
    assert effects("character", line) == [{"op": "cant_block", "target": "target_die"}]


@pytest.mark.parametrize(
    "line",
    [
        "When Wren Hollow is blocked, remove your opponent from combat.",  # a player
        "When Wren Hollow is blocked, remove him from the prep area.",  # another zone
        "When Wren Hollow attacks, prevent your opponent from blocking this turn.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


@pytest.mark.parametrize("tail", ["(it stays in the Field Zone)", "(it remains in the field)"])
def test_an_attacker_removed_that_stays_in_the_field_zone(tail: str) -> None:
    """The bracket only says where the die stays (DM-9.5): the same move to the Field Zone."""
    line = f"Global: Pay (mask). Remove target attacking character die from the Attack Zone {tail}."
    assert effects("basic_action", line) == [
        {"op": "move_die", "zone": "field", "target": "target_die",
         "filters": {"zone": "attack", "blocker": False}}
    ]  # fmt: skip


def test_near_miss_a_bracket_naming_another_zone_stays_text() -> None:
    line = "Global: Pay (mask). Remove target attacking character die from the Attack Zone"
    assert why("basic_action", f"{line} (it stays in the Used Pile).") == "effect"
