"""Dice bound to block the attacker (cards/compiler/constructs/obligations.py; the engine's
`must_block_die`, effects/bound_blocks.py, DM-14.2): "when <self> attacks, all opposing
(aff) character dice must block him (if able)". Only a "when <self> attacks" trigger names
the die to block; other triggers stay text only. Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, said, why


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (f"When {NAME} attacks, all opposing #grv character dice must block him (if able).",
         {"op": "must_block_die", "target": "all_opposing_characters",
          "filters": {"affiliation": "grv"}}),
        (f"When {NAME} attacks, target opposing character die must block {NAME} (if able).",
         {"op": "must_block_die", "target": "target_opposing_die"}),
        (f"When {NAME} attacks, all Sidekick dice must block her if able.",
         {"op": "must_block_die", "target": "all_characters", "filters": {"sidekick": True}}),
    ],
)  # fmt: skip
def test_read(line: str, expected: dict) -> None:
    assert effects("character", line) == [expected]


def test_the_reading_names_this_die() -> None:
    line = f"When {NAME} attacks, target opposing character die must block {NAME} (if able)."
    assert said(line) == (
        "When this die attacks: target opposing character die must block this die if able."
    )


@pytest.mark.parametrize(
    "line",
    [
        # no attack of its own: which die?
        f"When fielded, target opposing character die must block {NAME} (if able).",
        f"Global: Pay (fist). Target character die must block {NAME}.",
        # another die to block
        f"When {NAME} attacks, target opposing character die must block target die.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) != ""
