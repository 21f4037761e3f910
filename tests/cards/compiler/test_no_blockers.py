"""A player barred from declaring blockers (cards/compiler/constructs/no_blockers.py; engine
games/engine/abilities/effects/no_blockers.py; DM-9.4, DM-14.2; docs/rulings.md "No
blockers"), alone, as a static, and under "unless they KO one of their character dice"
(constructs/opponent_prevents.py). Our own wording; near misses stay text only."""

from __future__ import annotations

from tests.cards.compiler.helpers import NAME, ability, effects, said, why

OP = "cant_declare_blockers"
UNLESS = {"kind": "prevented", "unless": True}


def test_the_opponent_may_not_declare_blockers_this_turn() -> None:
    for line in (
        f"When {NAME} attacks, your opponent may not declare blockers this turn.",
        "When fielded, target opponent can't declare any blockers this turn.",
    ):
        assert effects("character", line) == [{"op": OP, "target": "opponent"}], line


def test_until_your_next_turn() -> None:
    line = (
        f"When {NAME} attacks, your opponent cannot declare blockers until the start of your "
        "next turn."
    )
    assert effects("character", line) == [{"op": OP, "target": "opponent", "duration": "next_turn"}]


def test_a_static_while_active() -> None:
    record = ability(f"While {NAME} is active, your opponent may not declare blockers.")
    assert record["trigger"] == "static"
    assert record["effects"] == [{"op": OP, "target": "opponent"}]


def test_unless_they_ko_one_of_their_own_dice() -> None:
    """The opponent's choice to KO one of their own character dice, then the bar unless they
    did (the ability is optional: the decline is theirs)."""
    record = ability(
        f"When {NAME} attacks, your opponent cannot declare any blockers this turn unless "
        "they KO one of their character dice."
    )
    assert record["optional"] is True
    assert record["effects"] == [
        {"op": "ko", "target": "opponent_may_choose_their_die"},
        {"op": OP, "target": "opponent", "condition": UNLESS},
    ]


def test_reading() -> None:
    words = said(f"When {NAME} attacks, your opponent may not declare blockers this turn.")
    assert "may not declare blockers" in words, words


def test_near_misses_stay_text() -> None:
    for line in (
        # dice named, not the player
        f"When {NAME} attacks, your opponent may not declare Sidekicks as blockers this turn.",
        # a static with a duration
        f"While {NAME} is active, your opponent may not declare blockers this turn.",
        # "you" barring yourself: no card says so, nothing reads it
        f"When {NAME} attacks, you may not declare blockers this turn.",
    ):
        assert why("character", line) in ("effect", "static", "unparsed", "choice"), line
