"""An affiliation given to dice (cards/compiler/constructs/affiliation_grant.py; DM-14.1,
the engine's grant_affiliation): until Cleanup or the duration said; a static's stays text
only. Our own wording, with near misses."""

from __future__ import annotations

from tests.cards.compiler.helpers import effects, why


def test_target_die_gains_an_affiliation_this_turn() -> None:
    line = "Global: Pay (bolt). Target character die gains the (grv) affiliation this turn."
    assert effects("character", line) == [
        {"op": "grant_affiliation", "affiliation": "grovekin", "target": "target_die"}
    ]
    line = "When fielded, target character gains the Villain affiliation until the end of the turn."
    assert effects("character", line) == [
        {"op": "grant_affiliation", "affiliation": "villain", "target": "target_die"}
    ]


def test_near_misses_a_player_stays_text_only() -> None:
    """A static's grant is read now (tests/cards/compiler/test_static_affiliation.py)."""
    assert why("character", "Global: Pay (bolt). You gain the Villain affiliation.") == "effect"
