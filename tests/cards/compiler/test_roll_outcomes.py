"""What a reroll's roll does, said in the sentences after it (DM-22.1; the engine's
`rolled`, games/engine/abilities/outcomes.py; cards/compiler/constructs/roll_outcomes.py).
Our own wording; near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, why

TO_USED = {"op": "move_die", "target": "rolled_die", "zone": "used"}


def test_if_it_rolls_an_energy_face() -> None:
    (reroll,) = effects("character", "When fielded, reroll target opposing character die. "
                        "If that die lands on an energy face, KO it.")  # fmt: skip
    assert reroll["rolled"] == {"face": "energy", "effects": [{"op": "ko", "target": "rolled_die"}]}


def test_if_the_result_is_not_a_character() -> None:
    (reroll,) = effects("character", "When fielded, reroll target opposing character die. If "
                        "it is not a character side, put that die in your opponent's "
                        "Used Pile.")  # fmt: skip
    assert reroll["rolled"] == {"face": "character", "unless": True, "effects": [TO_USED]}


def test_each_die_that_does_not_roll_a_character_and_a_count_of_them() -> None:
    (reroll,) = effects("character", f"When {NAME} attacks, reroll up to 3 opposing characters. "
                        "Any die that doesn't roll a character goes to your opponent's Used "
                        f"Pile. {NAME} deals 1 damage to your opponent for each die "
                        "moved.")  # fmt: skip
    assert reroll["up_to"] == 3
    assert reroll["rolled"] == {
        "face": "character", "unless": True, "effects": [TO_USED],
        "then": [{"op": "deal_damage", "amount": 1, "target": "opponent"}],
    }  # fmt: skip


@pytest.mark.parametrize("verb", ["does not roll", "doesn't roll"])
def test_a_die_that_does_not_roll_a_character(verb: str) -> None:
    line = "When fielded, reroll target opposing character die. Each die that {} {} goes to " \
        "your opponent's Used Pile."  # fmt: skip
    (reroll,) = effects("character", line.format(verb, "a character"))
    assert reroll["rolled"] == {"face": "character", "unless": True, "effects": [TO_USED]}
    (rolls,) = effects("character", line.format("rolls", "an energy face"))
    assert rolls["rolled"] == {"face": "energy", "effects": [TO_USED]}


def test_up_to_two_dice_rerolled_are_one_roll() -> None:
    """(games/engine/abilities/resolution.py: the chosen dice rerolled at once)"""
    (reroll,) = effects("action", "Reroll up to two target character dice.")
    assert reroll == {"op": "reroll", "target": "target_die", "up_to": 2}


def test_place_any_die_and_otherwise_it_stays() -> None:
    (reroll,) = effects("character", "When fielded, reroll each of your opponent's characters. "
                        "Place any die that doesn't roll a character in your opponent's "
                        "Prep Area.")  # fmt: skip
    assert reroll["target"] == "all_opposing_characters"
    assert reroll["rolled"]["effects"] == [{**TO_USED, "zone": "prep"}]
    (again,) = effects("character", "When fielded, reroll target opposing character die. KO it "
                       "if that die lands on an energy face. Otherwise, return that die to the "
                       "Field Zone (on the rolled face).")  # fmt: skip
    assert again["rolled"] == {"face": "energy", "effects": [{"op": "ko", "target": "rolled_die"}],
                               "otherwise": [BACK]}  # fmt: skip


@pytest.mark.parametrize(
    "line",
    [
        # no reroll before the outcome
        "When fielded, KO target opposing character die. If it rolls an energy face, gain 1 life.",
        "When fielded, place that die in your opponent's Used Pile.",
        # two different outcomes of one reroll
        "When fielded, reroll target opposing character die. If that die lands on an energy face, "
        "KO it. If it lands on a character face, gain 2 life.",
        # "your Used Pile" for dice that may be anyone's
        "When fielded, reroll each opposing character. Each die that does not roll a character "
        "goes to your Used Pile.",
        # "otherwise" after an outcome about the other kind of face
        "When fielded, reroll target opposing character die. If it is not a character side, "
        "KO it. Otherwise, return it to the Field Zone on its rolled face.",
        # a count of dice moved with no dice moved before it
        f"When fielded, reroll target opposing character die. {NAME} deals 1 damage to your "
        "opponent for each die moved.",
        # a new target chosen in the outcome (chosen before the roll is known)
        "When fielded, reroll target opposing character die. If that die shows an energy face, "
        "deal 2 damage to target character die.",
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


FIELD = {"op": "field_die", "target": "rolled_die"}
PREP = {"op": "move_die", "target": "rolled_die", "zone": "prep"}
BACK = {"op": "move_die", "target": "rolled_die", "zone": "field", "filters": {"zone": "attack"}}


@pytest.mark.parametrize(
    ("kind", "line", "zone"),
    [
        ("action", "Reroll all active character dice. Move any showing energy faces to their"
         " owner's Used Pile. Return the rest to the Field Zone (on their rolled"
         " faces).", "used"),
        ("character", f"When {NAME} attacks, reroll all opposing character dice. Move those"
         " showing energy faces to the Prep Area.", "prep"),
        ("character", "When fielded, reroll all opposing level 1 characters. Move any die"
         " that shows an energy face to your opponent's Used Pile.", "used"),
        ("character", "When fielded, reroll all opposing characters. Move any dice showing"
         " energy faces to the Used Pile.", "used"),
    ],
)  # fmt: skip
def test_the_dice_that_show_energy_move_and_the_rest_stay(kind: str, line: str, zone: str) -> None:
    """DM-22.1: the rerolled dice showing energy move to their owner's zone; "return the
    rest to the Field Zone on their rolled levels" keeps the others there, and brings a
    rerolled attacker back to the Field Zone, out of combat (DM-9.5)."""
    (reroll,) = effects(kind, line)
    rest = {"otherwise": [BACK]} if "the rest" in line else {}
    assert reroll["rolled"] == {"face": "energy", "effects": [{**TO_USED, "zone": zone}], **rest}


@pytest.mark.parametrize(
    "line",
    [
        # the rerolled dice may be the opponent's: never "your" Used Pile
        "When fielded, reroll all opposing characters. Move any dice showing energy faces to"
        " your Used Pile.",
        # "the rest" after a move of the dice showing a character face: not the dice staying
        "Reroll all active character dice. Move any showing character faces to their owner's"
        " Used Pile. Return the rest to the Field Zone (on their rolled faces).",
    ],
)
def test_near_misses_of_those_showing_stay_text_only(line: str) -> None:
    kind = "action" if line.startswith("Reroll") else "character"
    assert why(kind, line) in ("zone_move", "condition")


@pytest.mark.parametrize(
    "line",
    [
        "Roll one character die from your Used Pile. If that die lands on a character face, "
        "field it for free. Otherwise, Prep it.",
        "Roll one character die from your Used Pile. If that character die shows a character "
        "face, field it for free, otherwise Prep it.",
        "Roll a character die from your Used Pile. If you rolled a character side, field it for "
        "free. Otherwise, place it in your Prep Area.",
    ],
)
def test_a_roll_from_the_used_pile_and_otherwise(line: str) -> None:
    """DM-20.3: the die rolled lands in the Reserve Pool; the text says where it goes next,
    for the face it names and otherwise (abilities/outcomes.py `otherwise`)."""
    (roll,) = effects("action", line)
    assert roll["op"] == "roll_from"
    assert roll["rolled"] == {"face": "character", "effects": [FIELD], "otherwise": [PREP]}


def test_otherwise_after_a_reroll() -> None:
    (reroll,) = effects("character", "When fielded, reroll target opposing character die. If that "
                        "die rolls an energy face, KO it. Otherwise, Prep it.")  # fmt: skip
    assert reroll["rolled"] == {"face": "energy", "effects": [{"op": "ko", "target": "rolled_die"}],
                                "otherwise": [PREP]}  # fmt: skip


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, gain 1 life. Otherwise, Prep it.",  # otherwise of no roll
        "When fielded, reroll target character die. Otherwise, Prep it.",  # of no outcome
        "When fielded, reroll target opposing character die. If that die shows an energy face, "
        "put it in your Used Pile.",  # a die rerolled may be the opponent's: not "your" Used Pile
        "When fielded, Prep it.",  # the rolled die of no roll
    ],
)
def test_otherwise_near_misses(line: str) -> None:
    assert why("character", line) in ("condition", "zone_move", "unparsed", "reference")
