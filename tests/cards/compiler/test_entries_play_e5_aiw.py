"""Entries of lane e5's later sets played by the engine (the op `experience_token` from an
entry, on an occasion other than the keyword's own). Cards of our own naming; no printed
text."""

from __future__ import annotations

from typing import Any

from cards.compiler.entries import shipped
from games.engine.keywords.experience_tokens import tokens
from tests.engine.keywords.common import character, face_off


def records(code: str) -> list[dict[str, Any]]:
    return [{k: v for k, v in r.items() if k != "line"} for r in shipped()[code]["abilities"]]


def _fight(foe_face: int) -> int:
    """Michele's veteran attacks; Chris blocks with his die on `foe_face`, which the
    veteran's 5A KOs (DM-9.11); the veteran's card's tokens after combat."""
    veteran = character("veteran", 5, 5, keywords=["experience_tokens"], abilities=records("6aiw"))
    foe = character("foe", 1, 1)
    g = face_off([veteran], [foe])
    g.give(1, "p2:foe:1", to="field", face=foe_face)
    g.attack("p1:veteran:1")
    g.block(("p2:foe:1", "p1:veteran:1"))
    g.pass_all()
    assert "p2:foe:1" in g.zone(1, "prep")
    return tokens(g.state, "veteran", 0)


def test_a_level_2_opposing_die_ko_d_gives_the_card_a_token() -> None:
    """6aiw: an opposing character die on its level 2 face KO'd: one Experience token."""
    assert _fight(1) == 1


def test_a_level_1_opposing_die_ko_d_gives_nothing() -> None:
    """Near miss: the KO'd die was on its level 1 face."""
    assert _fight(0) == 0


def test_a_die_showing_an_energy_face_is_said_a_die_not_a_character_die() -> None:
    """13zhn's target: any opposing die in a Reserve Pool on an energy face (no face filter
    but a character face says the dice are character dice, DM-13.2 is of the Field Zone)."""
    from games.engine.model.cards import EffectSpec
    from games.reading import subject

    energy = EffectSpec(
        "move_die", target="target_opposing_die", filters=(("zone", "reserve"), ("face", "energy"))
    )
    words = subject(energy).words
    assert words == "target opposing die in a Reserve Pool showing an energy face"
    rolled = EffectSpec(
        "move_die",
        target="target_opposing_die",
        filters=(("zone", "reserve"), ("face", "character")),
    )
    assert "character die" in subject(rolled).words  # near miss: a character face
