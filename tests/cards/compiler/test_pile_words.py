"""Moving dice between zones, read in more printed shapes (issue 16, lane zones2): a capture
of "an opposing die of equal or lower level" with its return said in full (DM-23.1), dice
rolled out of a pile by number (exactly N, DM-13.1, DM-20.3), and a search of "you bag"
(a misprint of "your bag"), a Trap die moved from the Field Zone. Our own wording; near
misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, said, why


def test_an_opposing_die_of_equal_or_lower_level_is_captured_until_the_end_of_the_turn() -> None:
    """DM-23.1: a die with a level is a character die in the Field Zone; returned to its
    owner's field at the end of the turn (where it was captured from, the default)."""
    line = (
        "When fielded, capture an opposing character die of equal or lower level (return it to"
        " its owner's field at the end of the turn)."
    )
    assert effects("character", line) == [
        {"op": "capture", "target": "choose_opposing_die", "filters": {"level_at_most_own": True}}
    ]
    assert said(line) == (
        "When fielded: capture an opposing character die of this die's level or lower of your"
        " choice until the end of the turn."
    )


def test_dice_rolled_from_the_used_pile_by_number_are_exactly_that_many() -> None:
    """DM-13.1: the player chooses which two (exactly two, or all there are if fewer);
    DM-20.3: rolled into the Reserve Pool."""
    line = "When fielded, roll 2 dice from your Used Pile."
    assert effects("character", line) == [
        {"op": "roll_from", "target": "choose_your_die", "filters": {"zone": "used"},
         "up_to": 2, "exact": True}
    ]  # fmt: skip
    assert said(line) == (
        "When fielded: roll one of your dice in a Used Pile into your Reserve Pool"
        " (repeated for 2 different dice, or all there are if fewer)"
        " (not the dice that paid to field this die)"
    )


def test_a_search_of_you_bag_is_a_search_of_your_bag() -> None:
    assert effects("character", "When fielded, search you bag for a die and prep it.") == [
        {"op": "move_die", "target": "choose_your_die", "filters": {"zone": "bag"},
         "zone": "prep"}
    ]  # fmt: skip


def test_a_trap_die_moved_from_the_field_zone() -> None:
    """A Trap die is an action die of a card whose subtitle says Trap
    (abilities/creature_types.py); "from the Field Zone" is the Field Zone, as "from the
    field" is (DM-13.2)."""
    line = (
        f"When {NAME} attacks, move target opposing Trap die from the Field Zone to their Used"
        " Pile."
    )
    assert effects("character", line) == [
        {"op": "move_die", "target": "target_opposing_die", "zone": "used",
         "filters": {"die_kind": "action", "creature_type": "trap", "zone": "field"}}
    ]  # fmt: skip
    assert said(line) == (
        "When this die attacks: move target opposing Trap action die in the Field Zone to the"
        " Used Pile."
    )


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        # a higher level: no filter says it
        ("When fielded, capture an opposing die of equal or higher level.", "zone_move"),
        # "target ... die" with a level: not the words read
        ("When fielded, capture target opposing die of equal or lower level.", "target"),
        # returned at another time than the one said
        ("When fielded, capture an opposing character die of equal or lower level (return it"
         " to its owner's field at the start of your next turn).", "zone_move"),
        # returned to the capturing player's field: not where it came from
        ("When fielded, capture an opposing character (return it to your field at the end of"
         " the turn).", "zone_move"),
        # no level compared: any opposing die (an action die too)
        ("When fielded, capture an opposing die.", "zone_move"),
        # this die KO'd has no level to compare
        (f"When {NAME} is KO'd, capture an opposing die of equal or lower level.", "self"),
        # "in the Field Zone" after the die: not a move's words (its "in" says where to)
        ("When fielded, move target Trap die in the Field Zone to their Used Pile.",
         "zone_move"),
        # nothing to roll; another player's pile; two piles
        ("When fielded, roll 0 dice from your Used Pile.", "choice"),
        ("When fielded, roll two dice from your opponent's Used Pile.", "effect"),
        ("When fielded, roll two dice from your Used Pile or Prep Area.", "effect"),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(line: str, reason: str) -> None:
    assert why("character", line) == reason
