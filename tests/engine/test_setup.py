"""Creating a game (DM-3): `create_game` and the replay of `GameCreated` refuse every bad
option and every team its format forbids, with a reason code (issue 9, item 11)."""

from __future__ import annotations

from typing import Any

import pytest

from cards.catalog import catalog
from games.engine.api import create_game
from games.engine.log.codec import to_records
from games.engine.log.replay import replay
from games.engine.model import errors as E
from games.engine.model.errors import CorruptLog, IllegalAction
from games.engine.model.state import GameOptions, Zone
from tests.engine.helpers import BACS, COUNTERSTRIKE, HOPE, JUBILEE, TEAMS, WAY_OUT_WEST

PLAYERS = ("Michele", "Chris")
STANDARD_BACS = ((WAY_OUT_WEST, COUNTERSTRIKE), (COUNTERSTRIKE, WAY_OUT_WEST))


def create(teams=TEAMS, bacs=BACS, **options: Any):
    options.setdefault("team_format", "demo")
    return create_game(PLAYERS, teams, bacs, catalog(), GameOptions(**options))


def refused(code: str, **kwargs: Any) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        create(**kwargs)
    assert info.value.code == code, info.value
    return info.value


@pytest.mark.parametrize(
    "option",
    [
        {"starting_life": 0},
        {"starting_life": -5},
        {"starting_life": 10**9},
        {"starting_life": "20"},
        {"starting_life": True},
        {"turns_after_time": -1},
        {"turns_after_time": 1000},
        {"rules": "dm-1999"},
        {"randomness": "dice-tower"},
        {"first_player_may_attack_first_turn": "yes"},
        {"chooser": 2},
        {"chooser": True},
        {"team_format": "sealed-deck"},
    ],
)
def test_every_bad_option_is_refused_with_its_name(option: dict[str, Any]) -> None:
    """A game that cannot start (0 life, issue 9 item 11) or an unknown value is refused."""
    error = refused(E.GAME_BAD_OPTION, **option)
    assert next(iter(option)) in error.message


def test_the_same_card_twice_is_refused_not_two_dice_with_one_id() -> None:
    """DM-3.2: unique cards (it used to put the same die id in the supply twice)."""
    teams = (((JUBILEE, 2), (JUBILEE, 2)), TEAMS[1])
    refused(E.TEAM_DUPLICATE_CARD, teams=teams)


def test_zero_dice_or_more_than_max_are_refused() -> None:
    """DM-3.2: at least 1 die per card, at most its Max."""
    refused(E.TEAM_NO_DICE, teams=(((JUBILEE, 0), (HOPE, 2)), TEAMS[1]))
    refused(E.TEAM_OVER_MAX, teams=(((JUBILEE, 5), (HOPE, 2)), TEAMS[1]))


def test_a_standard_team_brings_exactly_two_different_basic_action_cards() -> None:
    """DM-3.2: two different BACs: one, three or the same one twice are refused."""
    state, _ = create(bacs=STANDARD_BACS, team_format="standard")
    assert len(state.in_zone(None, Zone.SUPPLY)) == 12  # two sets of each (001:L910-913)
    refused(E.TEAM_BASIC_ACTION_COUNT, team_format="standard")
    three = ((WAY_OUT_WEST, COUNTERSTRIKE, "xavier-school-tk"), STANDARD_BACS[1])
    refused(E.TEAM_UNKNOWN_CARD, bacs=three, team_format="standard")
    twice = ((WAY_OUT_WEST, WAY_OUT_WEST), STANDARD_BACS[1])
    refused(E.TEAM_SAME_BASIC_ACTION, bacs=twice, team_format="standard")


def test_the_default_format_is_the_standard_team() -> None:
    assert GameOptions().team_format == "standard"
    with pytest.raises(IllegalAction) as info:
        create_game(PLAYERS, TEAMS, BACS, catalog(), GameOptions())
    assert info.value.code == E.TEAM_BASIC_ACTION_COUNT


def test_a_log_whose_genesis_breaks_the_rules_is_refused_at_seq_0() -> None:
    """A stored GameCreated is checked like a new game: the log is illegal from seq 0."""
    _, events = create()
    record = to_records(events)[0]
    record["teams"] = [[[JUBILEE, 2], [JUBILEE, 2]], record["teams"][1]]
    with pytest.raises(CorruptLog) as info:
        replay([record], catalog())
    assert (info.value.code, info.value.seq) == (E.LOG_ILLEGAL, 0)


def test_a_log_from_before_team_formats_still_replays() -> None:
    """Logs written before `team_format` existed name none: they replay as they did."""
    _, events = create()
    record = to_records(events)[0]
    record["options"] = [pair for pair in record["options"] if pair[0] != "team_format"]
    assert replay([record], catalog()).seq == 1
