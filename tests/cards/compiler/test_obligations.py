"""What a die must do (cards/compiler/constructs/obligations.py): "<dice> must block [this
turn] [(if able)]" (the engine's `must_block`, DM-14.2) and a static's "<self> must attack
each turn (if able)" (DM-14.3). Cards here are our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import compiled, effects, why


@pytest.mark.parametrize(
    ("kind", "line", "effect"),
    [
        ("character", "When Wren Hollow attacks, target opposing character die must block "
         "this turn (if able).", {"op": "must_block", "target": "target_opposing_die"}),
        ("character", "When Wren Hollow attacks, all opposing character dice must block (if "
         "able).", {"op": "must_block", "target": "all_opposing_characters"}),
        ("action", "Target Sidekick character die must block this turn, if able.",
         {"op": "must_block", "target": "target_die", "filters": {"sidekick": True}}),
    ],
)  # fmt: skip
def test_must_block(kind: str, line: str, effect: dict) -> None:
    assert effects(kind, line) == [effect]


def test_a_static_must_attack_each_turn() -> None:
    (ability,) = compiled("character", ["Wren Hollow must attack each turn (if able)."])[
        "abilities"
    ]
    assert ability["trigger"] == "static"
    assert ability["effects"] == [{"op": "must_attack", "target": "this_card"}]


def test_a_static_must_block() -> None:
    assert effects("character", "Wren Hollow must block if able.") == [
        {"op": "must_block", "target": "this_card"}
    ]


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        # "each turn" in a triggered ability: it would last this turn only
        ("When fielded, Wren Hollow must attack each turn.", "static"),
        # must block whom? (the die to block is only read from its own attack's trigger:
        # tests/cards/compiler/test_bound_blocks.py)
        ("When fielded, target opposing character die must block Wren Hollow.", "effect"),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(line: str, reason: str) -> None:
    assert why("character", line) in (reason, "effect")
