"""Bots play every executed ability of issue 16's vocabulary (tests/engine/sim_cards/v16.json,
our own cards: conditions, "instead", triggers on your and opposing dice and deeds, cost
changes, counts over other and different dice, locks while a die is in the Field Zone,
suppressions, grants): bot games over the set's covering teams, every bot pair, end with no
engine error and replay validated (survey), and the new constructs happen in them. The
larger run (300 games) is `manage.py simulate --set v16 --cards tests/engine/sim_cards`."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from cards.catalog import catalog
from games.engine import GameOptions, game_seed, play, set_teams, survey
from games.engine.model import events as ev
from games.engine.sim.survey import PAIRS

CARDS = str(Path(__file__).parent / "sim_cards")
GAMES = 24


def test_bot_games_over_the_vocabulary_end_without_engine_errors() -> None:
    cards = catalog(CARDS)
    teams = set_teams(cards, "v16")
    result = survey(cards, teams, GAMES, seed="v16")
    assert result.games == GAMES and result.errors == []


def test_the_new_constructs_happen_in_bot_games() -> None:
    cards = catalog(CARDS)
    teams = set_teams(cards, "v16")
    triggered: Counter[str] = Counter()
    started: Counter[str] = Counter()
    for index in range(GAMES):
        one, two = teams[index % len(teams)], teams[(index + 1) % len(teams)]
        events, state = play(
            cards, game_seed("v16", index), PAIRS[index % len(PAIRS)], GameOptions(),
            teams=(one[0], two[0]), basic_actions=(one[1], two[1]),
        )  # fmt: skip
        assert state.over
        triggered.update(cards[e.card].name for e in events if isinstance(e, ev.AbilityTriggered))
        started.update(e.effect for e in events if isinstance(e, ev.EffectStarted))
    # cost changes, grants; triggers on opposing deeds and KOs; conditions on Globals
    assert {"increase_cost", "grant_keyword", "grant_affiliation"} <= set(started)
    assert {"Heckler", "Miser", "Jailer", "Anointer", "Jab", "Comeback"} <= set(triggered)
