"""One stat made equal to the other, and two dice fighting (cards/compiler/constructs/
stat_equal.py; DM-14.1, DM-16.1; the engine's d_equals_a / a_equals_d and fight). Our own
wording."""

from __future__ import annotations

from tests.cards.compiler.helpers import effects, said, why


def test_d_equal_to_its_a_from_a_global() -> None:
    line = "Global: Pay (mask). Target character die has D equal to its A until end of turn."
    assert effects("basic_action", line) == [{"op": "d_equals_a", "target": "target_die"}]


def test_a_equal_to_their_d_for_each_die() -> None:
    line = "When fielded, your (fist) character dice have A equal to their D this turn."
    assert effects("character", line) == [
        {"op": "a_equals_d", "target": "all_your_characters", "filters": {"energy_type": "fist"}}
    ]
    assert "becomes equal to its D" in said(line)


def test_two_dice_deal_damage_to_each_other() -> None:
    line = (
        "Target opposing character die and target character die you control deal damage to"
        " each other equal to their A."
    )
    assert effects("basic_action", line) == [
        {"op": "choose", "target": "target_opposing_die"},
        {"op": "fight", "target": "target_your_die", "filters": {"of_choice": 0}, "choice": 1},
    ]


def test_near_misses_stay_text_only() -> None:
    # a stat equal to itself, a player, three dice, two choices of one kind, a static
    assert why("basic_action", "Target character die has A equal to its A.") == "count"
    line = (
        "Target opposing player and target character die deal damage to each other equal to"
        " their A."
    )
    assert why("basic_action", line) != ""
    line = (
        "Target character die, target opposing character die and target character die you"
        " control deal damage to each other equal to their A."
    )
    assert why("basic_action", line) == "choice"
    line = (
        "Target character die and target character die deal damage to each other equal to"
        " their A."
    )
    assert why("basic_action", line) == "choice"
    assert why("character", "Wren Hollow has D equal to her A.") != ""


def test_the_files_it_s_a_is_the_possessive_after_equal_to_only() -> None:
    line = (
        "Global: Pay (mask). Target opposing character die has D equal to it's A (sic) until the"
        " end of the turn."
    )
    assert effects("basic_action", line) == [{"op": "d_equals_a", "target": "target_opposing_die"}]
