"""A character's burst text that is a static of its own dice (cards/compiler/burst_statics.py;
DM-17.1 to DM-17.3, DM-14.3): "(burst) <self> can't be blocked." holds for this card's dice
showing a face with exactly one burst (filter `bursts`, DM-17.2), not on a face with none or
two. Played through the engine; our own wording; near misses stay text only."""

from __future__ import annotations

from typing import Any

import pytest

from cards.compiler import compile_card
from games.engine.abilities.permissions import may_block
from games.engine.abilities.stats import attack_of
from tests.cards.compiler.helpers import NAME, compiled
from tests.engine.helpers import Game, cards_with
from tests.engine.keywords.common import character


def _abilities(*lines: str) -> list[dict[str, Any]]:
    made = compiled("character", list(lines))
    assert "unread" not in made, made
    return made["abilities"]


def test_burst_statics_carry_their_bursts() -> None:
    first, second = _abilities(
        f"(burst) {NAME} gets +2A", f"(burst)(burst) {NAME} can't be blocked by Sidekicks."
    )
    assert first["trigger"] == "static" and first["effects"] == [
        {"op": "modify_attack", "amount": 2, "target": "this_card", "filters": {"bursts": 1}}
    ]
    assert second["effects"] == [
        {"op": "cant_be_blocked_by", "by_filters": {"sidekick": True}, "target": "this_card",
         "filters": {"bursts": 2}}
    ]  # fmt: skip


@pytest.mark.parametrize(
    "lines",
    [
        [f"(burst) {NAME} gets +2A this turn."],  # a duration: no static's
        ["(burst) Target character die gets +2A."],  # another die, chosen
        # a trigger for the burst to add to: burst_lines.burst's (that one's own die)
        [f"When {NAME} attacks, deal 1 damage to target opponent.", f"(burst) {NAME} can't be"
         " blocked."],
        [f"(burst)/(burst)(burst) {NAME} can't be blocked."],  # both faces: not read here
    ],
)  # fmt: skip
def test_near_misses_stay_text(lines: list[str]) -> None:
    assert "unread" in compiled("character", lines)


def test_only_the_face_with_its_bursts_has_it() -> None:
    """DM-17.2: Michele's Glint (level 2 face: one burst; level 3: two) can't be blocked and
    gets +2A on its one-burst face only."""
    made = compile_card(
        "character",
        ["(burst) Glint can't be blocked.", "(burst) Glint gets +2A."],
        "Glint",
        code="glint",
    )
    glint = character("glint", 1, 1, abilities=made["abilities"])
    glint["faces"][1]["bursts"] = 1
    glint["faces"][2]["bursts"] = 2
    g = Game(
        teams=((("glint", 2),), (("foe", 2),)), cards=cards_with(glint, character("foe", 1, 1))
    )
    g.start()
    g.give(1, "p2:foe:1", to="field", face=0)
    for face, blocked, attack in ((0, True, 1), (1, False, 4), (2, True, 3)):
        g.give(0, "p1:glint:1", to="field", face=face)
        assert may_block(g.state, "p2:foe:1", "p1:glint:1") is blocked
        assert attack_of(g.state, g.state.dice["p1:glint:1"]) == attack
