"""Bars on using Globals (cards/compiler/constructs/global_bars.py; the engine's
abilities/global_bars.py, DM-12.1): "players may not activate Global Abilities (until end of
turn)" after a trigger or in an action's text, and the statics while the card is active
(DM-14.3, DM-18.1): one Global each turn, only active characters' Globals, none of your own
team's characters'. Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, effects, said, why

CANT_ALL = [{"op": "cant_use_globals", "target": "all_players"}]


@pytest.mark.parametrize(
    "line",
    [
        "When Wren Hollow attacks, players may not activate Global Abilities (until end of turn).",
        "When fielded, neither player may use Global Abilities until end of turn.",
        "When fielded, Global Abilities cannot be used (until end of turn).",
    ],
)
def test_a_trigger_bars_every_player_this_turn(line: str) -> None:
    assert effects("character", line) == CANT_ALL


def test_an_action_bars_every_player() -> None:
    line = "Neither player may use Global Abilities until end of turn."
    assert effects("action", line) == CANT_ALL


def test_they_are_the_opponent_whose_global_triggered_it() -> None:
    line = (
        "While Wren Hollow is active, when an opponent uses a Global Ability, they may not use"
        " Global Abilities (until end of turn)."
    )
    record = ability(line)
    assert record["effects"] == [{"op": "cant_use_globals", "target": "opponent"}]
    assert "your opponent may not use Global Abilities" in said(line)


@pytest.mark.parametrize(
    ("line", "op", "words"),
    [
        ("While active, each player may only use 1 Global Ability each turn.",
         "one_global_each_turn", "each player may use only 1 Global Ability each turn"),
        ("While Wren Hollow is active, players can only use the Global Abilities of active"
         " characters.", "only_active_character_globals", "only the Global Abilities of active"),
        ("While Wren Hollow is active, players cannot use the Global Abilities on character"
         " cards on their team.", "no_own_character_globals", "character cards on their own team"),
        ("While Wren Hollow is active, players may not use Global Abilities.",
         "cant_use_globals", "no player may use Global Abilities"),
    ],
)  # fmt: skip
def test_statics_while_active(line: str, op: str, words: str) -> None:
    record = ability(line)
    assert (record["trigger"], record["while_active"]) == ("static", "self")
    assert record["effects"] == [{"op": op, "target": "all_players"}]
    assert words in said(line), said(line)


def test_the_trigger_reading_says_every_player() -> None:
    line = (
        "When Wren Hollow attacks, players may not activate Global Abilities (until end of turn)."
    )
    assert "no player may use Global Abilities until the end of the turn" in said(line), said(line)


@pytest.mark.parametrize(
    "line",
    [
        # statics' only: after a trigger they would do nothing
        "When fielded, each player may only use 1 Global Ability each turn.",
        "When fielded, players can only use the Global Abilities of active characters.",
        # a count the engine keeps no record of
        "While active, each player may only use 2 Global Abilities each turn.",
        # the opponent alone, or "they" with no opponent's deed before
        "While Wren Hollow is active, your opponents can only use the Global Abilities of active"
        " characters.",
        "When fielded, they may not use Global Abilities (until end of turn).",
        # one Global named, or a way out
        "When fielded, target Global Ability cannot be used until end of turn.",
        "When fielded, players may not use Global Abilities unless they pay 2 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
