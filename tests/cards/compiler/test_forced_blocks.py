"""A die the attacker's controller makes block it (constructs/forced_blocks.py; engine
effects/bound_blocks.py `must_block_die`; DM-9.3, DM-14.2): "when <self> attacks, you may
assign / force <dice> to block him" binds the die named to block this attacker if it can.
Near misses (another trigger names no attacker, a blocker named twice) stay text only. Our
own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, said, why


@pytest.mark.parametrize(
    ("line", "effect", "optional"),
    [
        (f"When {NAME} attacks, you may assign an opposing character to block him.",
         {"op": "must_block_die", "target": "choose_opposing_die"}, True),
        (f"When {NAME} attacks, force target opposing character die to block it (if able).",
         {"op": "must_block_die", "target": "target_opposing_die"}, False),
        (f"When {NAME} attacks, you may force an opposing (grv) character to block her.",
         {"op": "must_block_die", "target": "choose_opposing_die",
          "filters": {"affiliation": "grovekin"}}, True),
    ],
)  # fmt: skip
def test_read(line: str, effect: dict, optional: bool) -> None:
    record = ability(line)
    assert record["trigger"] == "when_attacks"
    assert record["effects"] == [effect]
    assert record.get("optional", False) is optional


def test_said() -> None:
    line = f"When {NAME} attacks, you may assign an opposing character to block him."
    assert said(line) == (
        "When this die attacks: optionally, an opposing character die of your choice must"
        " block this die if able."
    )


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, you may assign an opposing character to block him.",  # no attacker
        f"When {NAME} blocks, you may assign an opposing character to block him.",
        f"When {NAME} attacks, you may assign an opposing character to block.",  # block whom?
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    why("character", line)
