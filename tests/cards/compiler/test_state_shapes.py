"""State conditions on a character's own lines (constructs/conditions.py, lasting.py):
"<self> can't attack or block unless <condition>" is both permissions under one static
condition (DM-14.3). Wording and names are our own; `#grv` is our own affiliation icon."""

from __future__ import annotations

import pytest

from games.reading import read_data
from tests.cards.compiler.helpers import NAME, ability, compiled, why

ACTIVE_GRV = {"kind": "count", "count": "your_active_characters", "at_least": 1,
              "filters": {"affiliation": "grovekin"}, "unless": True}  # fmt: skip


@pytest.mark.parametrize(
    "line",
    [
        f"{NAME} can't attack or block unless you have an active (grv) character.",
        f"{NAME} cannot block or attack unless you have an active (grv).",
    ],
)
def test_can_t_attack_or_block_unless(line: str) -> None:
    record = ability(line)
    assert record["trigger"] == "static" and record["condition"] == ACTIVE_GRV
    assert [e["op"] for e in record["effects"]] == ["cant_attack", "cant_block"]
    assert {e["target"] for e in record["effects"]} == {"this_card"}
    made = compiled("character", [line])
    (read,) = read_data({"kind": "character", "name": NAME, **made})
    assert "can't attack" in str(read) and "can't block" in str(read)


def test_can_t_attack_or_block_alone() -> None:
    record = ability(f"{NAME} can't attack or block.")
    assert "condition" not in record
    assert [e["op"] for e in record["effects"]] == ["cant_attack", "cant_block"]


@pytest.mark.parametrize(
    "line",
    [
        f"{NAME} can't attack or be blocked unless you have an active (grv) character.",
        f"{NAME} can't attack and block unless you have an active (grv) character.",
        f"{NAME} can't attack or block unless Some Other Hero is active.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


@pytest.mark.parametrize(
    ("line", "condition"),
    [
        (f"{NAME} gets +2A if you have an active (grv) character die other than {NAME}.",
         {"kind": "dice", "whose": "yours", "at_least": 1,
          "filters": {"affiliation": "grovekin", "other_card": "5tst"}}),
        (f"If you have an active non-{NAME} (grv) character, {NAME} gets +1D.",
         {"kind": "count", "count": "your_active_characters", "at_least": 1,
          "filters": {"affiliation": "grovekin", "other_card": "5tst"}}),
    ],
)  # fmt: skip
def test_another_card_than_this_one(line: str, condition: dict) -> None:
    """ "other than <self>" / "non-<self>": a die of another card (filter `other_card`)."""
    record = ability(line)
    assert record["condition"] == condition
    made = compiled("character", [line])
    (read,) = read_data({"kind": "character", "name": NAME, **made})
    assert "of another card" in str(read)


@pytest.mark.parametrize(
    "line",
    [
        f"{NAME} gets +2A if you have an active (grv) character die other than Some Hero.",
        f"{NAME} gets +2A if you have an active (grv) character die other than.",
    ],
)
def test_other_than_near_misses(line: str) -> None:
    assert why("character", line)


def test_character_dice_outside_the_field_are_a_character_card_s() -> None:
    """DM-1.2, DM-1.7: "character dice in your Used Pile" are dice of character cards (an
    action die or an unrolled Sidekick die there is none); "dice" are any."""
    record = ability(f"If you have 2 or more character dice in your Used Pile, {NAME} gets +1A.")
    assert record["condition"]["filters"] == {"die_kind": "character"}
    record = ability(f"If you have 2 or more dice in your Used Pile, {NAME} gets +1A.")
    assert "filters" not in record["condition"]


@pytest.mark.parametrize(
    ("line", "condition"),
    [
        (f"If you control 3 or more Sidekick character dice, you may field {NAME} for free.",
         {"kind": "dice", "whose": "yours", "at_least": 3, "filters": {"sidekick": True}}),
        (f"Field {NAME} for free if you have energy in your Reserve Pool.",
         {"kind": "energy", "whose": "yours", "at_least": 1}),
    ],
)  # fmt: skip
def test_field_self_for_free_if(line: str, condition: dict) -> None:
    """ "[you may] field <self> for free": a static permission, free to field (DM-8.10)
    while the condition holds (DM-14.3); "you may" is no choice the engine asks."""
    record = ability(line)
    assert record["trigger"] == "static" and record["condition"] == condition
    assert record["effects"] == [{"op": "free_field", "target": "this_card"}]
    assert "optional" not in record
    made = compiled("character", [line])
    (read,) = read_data({"kind": "character", "name": NAME, **made})
    assert "free to field" in str(read) and "optionally" not in str(read)


@pytest.mark.parametrize(
    "line",
    [
        # a trigger's, or another card's dice, or a choice that is not a permission
        "When fielded, you may field Some Hero for free.",
        f"When {NAME} attacks, field {NAME} for free.",
        f"If you have energy in your Reserve Pool, you may field {NAME} for free and gain 1 life.",
    ],
)
def test_field_for_free_near_misses(line: str) -> None:
    assert why("character", line)


@pytest.mark.parametrize(
    ("line", "op"),
    [
        (
            f"{NAME} can only attack if your opponent has a character die in the field.",
            "cant_attack",
        ),
        (f"{NAME} may only block if you have 2 or more Sidekick dice.", "cant_block"),
    ],
)
def test_can_only_attack_if(line: str, op: str) -> None:
    """ "<self> can only attack if <condition>": it can't attack unless it holds (DM-14.3)."""
    record = ability(line)
    assert record["effects"] == [{"op": op, "target": "this_card"}]
    assert record["condition"]["unless"] is True
    (read,) = read_data({"kind": "character", "name": NAME, **compiled("character", [line])})
    assert str(read.reading).startswith("Unless ")


@pytest.mark.parametrize(
    "line",
    [
        f"{NAME} can only attack.",
        f"{NAME} can only attack unless you have 2 or more Sidekick dice.",
        f"{NAME} can only attack if able.",
    ],
)
def test_can_only_near_misses(line: str) -> None:
    assert why("character", line)


@pytest.mark.parametrize(
    ("line", "condition"),
    [
        (f"When fielded, if you fielded another character die this turn, {NAME} gets +2A.",
         {"kind": "fielded", "whose": "yours", "at_least": 1, "other": True}),
        (f"As long as you have fielded no character dice this turn, {NAME} has +3A.",
         {"kind": "fielded", "whose": "yours", "at_most": 0}),
        ("When fielded, if your opponent fielded 2 or more (grv) characters this turn, gain 1 "
         "life.", {"kind": "fielded", "whose": "opposing", "at_least": 2,
                   "filters": {"affiliation": "grovekin"}}),
    ],
)  # fmt: skip
def test_fielded_this_turn(line: str, condition: dict) -> None:
    """Kind `fielded`: the character dice a player fielded this turn; "as long as" is "if"."""
    record = ability(line)
    assert (record.get("condition") or record["effects"][0]["condition"]) == condition
    (read,) = read_data({"kind": "character", "name": NAME, **compiled("character", [line])})
    assert "fielded" in str(read.reading) and "this turn" in str(read.reading)


@pytest.mark.parametrize(
    "line",
    [
        f"When fielded, if you fielded any dice this turn, {NAME} gets +2A.",
        f"When fielded, if you fielded an active character die this turn, {NAME} gets +2A.",
        f"{NAME} has +3A as long as you have 2 or more Sidekick dice.",
        f"As long as, {NAME} has +3A.",
    ],
)
def test_fielded_near_misses(line: str) -> None:
    assert why("character", line)
