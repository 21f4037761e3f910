"""Spinning a character die to an energy face (cards/compiler/constructs/energy_face.py;
the engine's `spin_to_energy_face`): the die, then one of its energy faces, chosen in turn
(by the opponent where the text says so). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, said, why

FACE = {"op": "spin_to_energy_face", "filters": {"of_choice": 0}, "choice": 1}


@pytest.mark.parametrize(
    ("line", "die", "chooser"),
    [
        ("When fielded, spin target opposing character die to an energy face (of your choice).",
         {"target": "target_opposing_die"}, "energy_face_of_choice"),
        ("When Wren Hollow attacks, spin target opposing level 1 character die to an energy "
         "face.", {"target": "target_opposing_die", "filters": {"level": 1}},
         "energy_face_of_choice"),
        ("When fielded, spin target character die to an energy face of your opponent's choice.",
         {"target": "target_die"}, "energy_face_opponent_chooses"),
    ],
)  # fmt: skip
def test_the_die_then_its_face(line: str, die: dict, chooser: str) -> None:
    assert ability(line)["effects"] == [{"op": "choose", **die}, {**FACE, "target": chooser}]


def test_its_reading_says_who_chooses_the_face() -> None:
    words = said("When fielded, spin target opposing character die to an energy face of your "
                 "opponent's choice.")  # fmt: skip
    assert "choose target opposing character die, then spin it to an energy face of your " \
           "opponent's choice" in words  # fmt: skip


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, spin each opposing character die to an energy face.",  # not chosen
        "When fielded, spin an opposing die to its single energy face.",  # a face named
        "When fielded, spin target character die and target opposing character die to an "
        "energy face.",
        "When fielded, spin target opposing character die to a bolt energy face.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("effect", "unparsed", "choice")
