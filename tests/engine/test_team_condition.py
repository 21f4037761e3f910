"""The condition `team` (abilities/team_condition.py): "if your opponent has a Villain
character on their team", "if you have no Hero character dice on your team": the character
cards a player brought (DM-3), not their dice in play. Our own wording."""

from __future__ import annotations

from games.engine.abilities.conditions import Context, condition_from_dict, holds
from tests.engine.keywords.common import character, face_off


def _holds(g, data: dict) -> bool:  # type: ignore[no-untyped-def]
    return holds(Context(g.state, 0, "climber"), condition_from_dict(data, "test"))


def game():  # type: ignore[no-untyped-def]
    return face_off(
        [character("climber", 1, 1, affiliations=["hero"])],
        [character("peak", 1, 1, affiliations=["villain"])],
    )


def test_a_card_of_the_opponents_team_with_the_affiliation_holds() -> None:
    g = game()
    assert _holds(g, {"kind": "team", "whose": "opposing", "affiliation": "villain"})
    assert not _holds(g, {"kind": "team", "whose": "opposing", "affiliation": "hero"})


def test_your_own_team_is_asked_about_by_default() -> None:
    g = game()
    assert _holds(g, {"kind": "team", "affiliation": "hero"})
    assert _holds(g, {"kind": "team", "affiliation": "villain", "at_most": 0})
    assert not _holds(g, {"kind": "team", "affiliation": "hero", "at_most": 0})


def test_cards_count_whether_or_not_their_dice_are_in_play() -> None:
    """The peak's die is moved out of the Field Zone: the card is still on Chris's team."""
    g = game()
    g.give(1, "p2:peak:1", to="used")
    assert _holds(g, {"kind": "team", "whose": "opposing", "affiliation": "villain"})
