"""Untargetable by kinds of ability (constructs/untargetable_kinds.py): "<self> can't be
targeted by Global Abilities or action dice", "... by opposing global or character
abilities", "your opponent can't target your Sidekick dice with Global Abilities": statics
the engine runs (abilities/targets.py); near misses stay text only."""

from __future__ import annotations

import pytest

from games.reading import read_data
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why


@pytest.mark.parametrize(
    ("line", "made"),
    [
        (f"{NAME} can't be targeted by Global Abilities or action dice.",
         [{"op": "cant_be_targeted", "by_filters": {"sources": "action global"},
           "target": "this_card"}]),
        (f"{NAME} cannot be targeted by opposing global or character abilities.",
         [{"op": "cant_be_targeted_by_opponents", "by_filters": {"sources": "character global"},
           "target": "this_card"}]),
        (f"While {NAME} is active, your character dice cannot be targeted by global abilities.",
         [{"op": "cant_be_targeted", "by_filters": {"sources": "global"},
           "target": "all_your_characters"}]),
        (f"While {NAME} is active, your opponent can't target your Sidekick dice with global "
         "abilities.",
         [{"op": "cant_be_targeted_by_opponents", "by_filters": {"sources": "global"},
           "target": "all_your_characters", "filters": {"sidekick": True}}]),
        (f"While {NAME} is active, your opponent can't target your other character dice.",
         [{"op": "cant_be_targeted_by_opponents", "target": "all_your_characters",
           "filters": {"other_card": CODE}}]),
        # either order of the kinds; "action dice or abilities": every kind (no filter)
        (f"{NAME} cannot be targeted by opposing action dice or global abilities.",
         [{"op": "cant_be_targeted_by_opponents", "by_filters": {"sources": "action global"},
           "target": "this_card"}]),
        (f"{NAME} can't be targeted by opposing abilities or action dice.",
         [{"op": "cant_be_targeted_by_opponents", "target": "this_card"}]),
        (f"While {NAME} is active, (grv) character dice you control cannot be targeted by "
         "your opponents.",
         [{"op": "cant_be_targeted_by_opponents", "target": "all_your_characters",
           "filters": {"affiliation": "grovekin"}}]),
        (f"While {NAME} is active, your opponents may not target your (grv) character dice "
         "with Global Abilities.",
         [{"op": "cant_be_targeted_by_opponents", "by_filters": {"sources": "global"},
           "target": "all_your_characters", "filters": {"affiliation": "grovekin"}}]),
        (f"While {NAME} is active, opposing Global Abilities and action dice cannot target "
         "your character dice.",
         [{"op": "cant_be_targeted_by_opponents", "by_filters": {"sources": "action global"},
           "target": "all_your_characters"}]),
        (f"While {NAME} is active, Global Abilities activated by your opponent cannot target "
         "character dice you control.",
         [{"op": "cant_be_targeted_by_opponents", "by_filters": {"sources": "global"},
           "target": "all_your_characters"}]),
        (f"While {NAME} is active, your Sidekick dice cannot be targeted by Global Abilities "
         "(either player's).",
         [{"op": "cant_be_targeted", "by_filters": {"sources": "global"},
           "target": "all_your_characters", "filters": {"sidekick": True}}]),
        (f"While {NAME}, is active, (grv) character dice cannot be targeted by opposing "
         "actions.",  # (a stray comma after the name)
         [{"op": "cant_be_targeted_by_opponents", "by_filters": {"sources": "action"},
           "target": "all_characters", "filters": {"affiliation": "grovekin"}}]),
    ],
)  # fmt: skip
def test_untargetable_by_kinds_is_a_static(line: str, made: list) -> None:
    assert effects("character", line) == made


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        # a static lasts while its card is active, not for a turn
        (f"{NAME} can't be targeted by global abilities this turn.", "static"),
        # a kind twice; a kind the engine has no name for
        (f"{NAME} cannot be targeted by global abilities or global abilities.", "unparsed"),
        (f"{NAME} cannot be targeted by spells.", "unparsed"),
        (f"{NAME} can't be targeted by abilities.", "unparsed"),  # which: not said with action
        (f"{NAME} can't be targeted by global abilities or abilities.", "unparsed"),
        (f"While {NAME} is active, opposing action dice and global abilities cannot target "
         "your character dice.", "effect"),  # (only Globals first: a dice phrase's overlap)
        # a player is no die ("you can't" opens a Wild bar's words there since
        # constructs/wild_bars.py: read no further, the line is no effect the grammar knows)
        ("While Wren Hollow is active, you can't be targeted by global abilities.", "effect"),
    ],
)  # fmt: skip
def test_near_misses_stay_text(line: str, reason: str) -> None:
    assert why("character", line) == reason


def test_a_persistent_effect_keeps_its_kinds() -> None:
    """From a trigger, until the end of the turn (DM-14.2), on the die it names then."""
    line = "When fielded, target character die can't be targeted by global abilities this turn."
    assert effects("character", line) == [
        {"op": "cant_be_targeted", "by_filters": {"sources": "global"}, "target": "target_die"}
    ]


def test_the_reading_says_the_kinds() -> None:
    lines = [f"{NAME} cannot be targeted by opposing global abilities or action dice."]
    made = compiled("character", lines)
    card = {"id": CODE, "kind": "character", "name": NAME, "text": lines, **made}
    words = " ".join(line.reading for line in read_data(card) or ()).lower()
    assert "can't be targeted by opposing action dice or global abilities" in words
