"""The rules edition a log records (games/engine/model/edition.py, docs/event-log.md "Rules
edition"): a log that today's rules refuse is reported as corrupt only when it was recorded
under today's edition; under another it could not be re-validated (log/rules_edition_changed)."""

from __future__ import annotations

import copy
from functools import cache
from typing import Any

import pytest

from cards.catalog import catalog
from games.engine import RULES_EDITION, create_game
from games.engine import errors as E
from games.engine import events as ev
from games.engine.log.codec import parse, to_records
from games.engine.log.replay import replay, rewind_points
from games.engine.model.edition import FIRST_RULES_EDITION, HISTORY
from games.engine.model.errors import CorruptLog, RulesEditionChanged
from games.engine.model.state import GameOptions
from games.engine.sim.simulate import DEMO_BASIC_ACTIONS, DEMO_TEAMS, game_seed, play

Record = dict[str, Any]


@cache
def _game() -> tuple[str, tuple[Record, ...]]:
    seed = game_seed("rules-edition", 0)
    events, state = play(catalog(), seed, options=GameOptions(starting_life=10, team_format="demo"))
    assert state.over
    return seed, tuple(to_records(events))


def game() -> tuple[str, list[Record]]:
    """A whole game the bots played under today's rules, as stored records (a fresh copy)."""
    seed, records = _game()
    return seed, copy.deepcopy(list(records))


def with_edition(records: list[Record], edition: int | None) -> list[Record]:
    """The log with its genesis saying `edition` (None: no field, as logs were stored
    before the edition was recorded)."""
    genesis = {k: v for k, v in records[0].items() if k != "rules_edition"}
    if edition is not None:
        genesis["rules_edition"] = edition
    return [genesis, *records[1:]]


def as_if_the_rules_changed(records: list[Record]) -> tuple[list[Record], int]:
    """The log as an older engine could have written it: the first damage to a player one
    more than today's rules deal (what a fix of the damage rules makes of an honest log).
    Returns it and the seq today's rules stop at."""
    seq = next(r["seq"] for r in records if r["type"] == "PlayerDamaged")
    changed = copy.deepcopy(records)
    changed[seq]["amount"] += 1
    return changed, seq


def test_the_edition_is_a_positive_int_with_its_history() -> None:
    assert isinstance(RULES_EDITION, int) and RULES_EDITION > FIRST_RULES_EDITION
    assert [n for n, _ in HISTORY] == list(range(FIRST_RULES_EDITION, RULES_EDITION + 1))


def test_a_new_game_records_todays_edition_in_its_genesis() -> None:
    _, events = create_game(
        ("A", "B"),
        DEMO_TEAMS,
        DEMO_BASIC_ACTIONS,
        catalog(),
        GameOptions(team_format="demo"),
    )
    genesis = events[0]
    assert isinstance(genesis, ev.GameCreated) and genesis.rules_edition == RULES_EDITION
    assert to_records(events)[0]["rules_edition"] == RULES_EDITION


def test_a_genesis_without_the_field_reads_as_the_first_edition_and_still_replays() -> None:
    """The format stored today (no rules_edition) loads, and a valid one replays as before."""
    seed, records = game()
    old = with_edition(records, None)
    assert "rules_edition" not in old[0]
    (_, genesis), *_ = parse(old[:1])
    assert isinstance(genesis, ev.GameCreated) and genesis.rules_edition == FIRST_RULES_EDITION
    assert replay(old, catalog(), seed=seed).outcome == replay(records, catalog()).outcome


@pytest.mark.parametrize("edition", [None, FIRST_RULES_EDITION, RULES_EDITION + 1])
def test_a_log_of_another_edition_that_fails_today_could_not_be_revalidated(
    edition: int | None,
) -> None:
    seed, records = game()
    changed, seq = as_if_the_rules_changed(records)
    log = with_edition(changed, edition)
    recorded = FIRST_RULES_EDITION if edition is None else edition
    for run_seed in (None, seed):
        with pytest.raises(RulesEditionChanged) as info:
            replay(log, catalog(), seed=run_seed)
        error = info.value
        assert (error.code, error.seq) == (E.LOG_RULES_EDITION, seq)
        assert (error.recorded, error.current) == (recorded, RULES_EDITION)
        assert (error.cause.code, error.cause.seq) == (E.LOG_MISMATCH, seq)
        assert error.message.startswith(
            f"could not be re-validated under current rules (recorded under edition"
            f" {recorded}, engine is edition {RULES_EDITION})"
        )
        assert E.LOG_MISMATCH in error.message
    with pytest.raises(RulesEditionChanged):  # the judge's rewind points replay the same way
        rewind_points(log, catalog())


def test_the_same_failure_under_todays_edition_is_reported_as_today() -> None:
    seed, records = game()
    changed, seq = as_if_the_rules_changed(records)
    with pytest.raises(CorruptLog) as info:
        replay(changed, catalog(), seed=seed)
    assert not isinstance(info.value, RulesEditionChanged)
    assert (info.value.code, info.value.seq) == (E.LOG_MISMATCH, seq)


def test_an_illegal_decision_under_todays_edition_keeps_its_rule_code() -> None:
    """A decision today's rules refuse, in a log of today's edition: the rule's own code."""
    _, records = game()
    toss = next(r for r in records if r["type"] == "OrderChosen")
    toss["player"] = 1 - toss["player"]
    with pytest.raises(CorruptLog) as info:
        replay(records, catalog())
    assert not isinstance(info.value, RulesEditionChanged)
    assert (info.value.code, info.value.seq) == (E.TURN_NOT_YOURS, toss["seq"])
    with pytest.raises(RulesEditionChanged) as old:
        replay(with_edition(records, None), catalog())
    assert (old.value.cause.code, old.value.seq) == (E.TURN_NOT_YOURS, toss["seq"])


def test_a_seq_gap_is_no_matter_of_rules() -> None:
    _, records = game()
    gapped = with_edition([*records[:5], *records[6:]], None)
    with pytest.raises(CorruptLog) as info:
        replay(gapped, catalog())
    assert not isinstance(info.value, RulesEditionChanged)
    assert (info.value.code, info.value.seq) == (E.LOG_SEQ_GAP, 5)


@pytest.mark.parametrize("edition", [0, -1])
def test_an_edition_below_the_first_is_an_illegal_genesis(edition: int) -> None:
    _, records = game()
    with pytest.raises(CorruptLog) as info:
        replay(with_edition(records, edition), catalog())
    assert (info.value.code, info.value.seq) == (E.LOG_ILLEGAL, 0)
