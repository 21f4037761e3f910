"""A spin whose way the controller chooses (cards/compiler/constructs/spin_either.py; the
engine's `spin_to_level`, DM-21): the die, then the way (one level up or one down), chosen in
turn. Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, effects, said, why

WAY = {"op": "spin_to_level", "target": "level_of_choice", "filters": {"of_choice": 0},
       "choice": 1}  # fmt: skip


@pytest.mark.parametrize(
    ("line", "die"),
    [
        ("When fielded, you may spin target character die up or down 1 level.",
         {"target": "target_die"}),
        ("When fielded, spin target opposing character die up or down one level.",
         {"target": "target_opposing_die"}),
    ],
)  # fmt: skip
def test_the_die_then_its_way(line: str, die: dict) -> None:
    assert ability(line)["effects"] == [{"op": "choose", **die}, WAY]


def test_an_action_die_reads_it_too() -> None:
    assert effects("action", "Spin target character die up or down one level.") == [
        {"op": "choose", "target": "target_die"}, WAY]  # fmt: skip


def test_its_reading_names_both_ways() -> None:
    words = said("When fielded, spin target character die up or down 1 level.")
    assert "choose target character die, then spin it one level up or one level down " \
           "(your choice)" in words  # fmt: skip


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, spin each character die up or down one level.",  # not one chosen die
        "When fielded, spin target character die up or down 2 levels.",  # more than a level
        "When fielded, spin two target character dice up or down one level.",  # a way each?
        "When fielded, spin target character die up and down one level.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("effect", "unparsed", "choice")
