"""Issue 16, "Done when": a team players published for a real event (DFW store event, 1 June
2014, JJ's team: tests/games/data/real_teams.txt), rebuilt from own-worded cards of the same
shapes, is a legal Standard team whose every card the engine executes and whose every die
rolls; bots play whole games with it in which its triggers fire and its static ability
(40avx's shape: all non-Villain characters get -1A/-1D while it is active, DM-8.1) holds at
every event. The browser test (test_published_team_browser.py) plays one such game by taps.
No database: the engine and the fixture."""

from __future__ import annotations

import json

from cards.catalog import DATA
from cards.compiler import compile_card
from cards.execution import status
from games.engine import GameOptions, card_from_dict, game_seed, play
from games.engine.flow.setup import initial_state
from games.engine.model.teams import STANDARD
from tests.games.published_team import (
    BASIC_ACTIONS,
    CARDS,
    RIVAL_BASIC_ACTIONS,
    RIVALS,
    TEAM,
    static_checks,
    triggered,
)

OCR = json.loads((DATA / "ocr.json").read_text())["cards"]
RAW = [*CARDS, *OCR]
DEFS = {c["id"]: card_from_dict(c) for c in RAW}
# At most: the games stop once everything below was seen. The static is seldom checked on a
# die: with it active every 1-D character (sidekicks) is KO'd at once (DM-16.1), and a
# greedy bot's games are short; about one game in forty shows it beside a surviving die.
GAMES = 150


def test_the_team_is_a_standard_team_of_executed_cards_with_dice_that_roll() -> None:
    """DM-3.2: eight character cards, two Basic Action Cards, 20 dice; each card executed
    (cards/execution.py) and each character and action die has six faces."""
    assert len(TEAM) == STANDARD.max_cards and len(BASIC_ACTIONS) == STANDARD.basic_actions
    assert sum(dice for _, dice in TEAM) == STANDARD.max_dice
    for card in CARDS:
        assert status(card).executed, card["id"]
        if card["kind"] == "character":
            assert len(card["faces"]) == 6, card["id"]


def test_the_cards_marked_compiled_are_read_from_their_own_words() -> None:
    """Where the fixture says its data was compiled, the compiler reads the card's own words
    into exactly that data; the others carry their data as a per-card entry would."""
    compiled = [c for c in CARDS if c["compiled"]]
    assert len(compiled) >= 6
    for card in compiled:
        out = compile_card(
            card["kind"], card["text"], card["name"], card["keywords"],
            code=card["id"], subtitle=card["subtitle"],
        )  # fmt: skip
        assert "unread" not in out, out
        assert out["abilities"] == card["abilities"], card["id"]
        assert out.get("globals", []) == card.get("globals", []), card["id"]


def test_bots_play_whole_games_with_its_triggers_and_its_static_enforced() -> None:
    options = GameOptions(team_format="standard")
    fired: set[str] = set()
    active = idle = 0
    for index in range(GAMES):
        seed = game_seed("published-team", index)
        events, final = play(
            DEFS, seed, ("greedy", "greedy"), options,
            (TEAM, RIVALS), (BASIC_ACTIONS, RIVAL_BASIC_ACTIONS), raw_cards=RAW,
        )  # fmt: skip
        assert final.outcome is not None, f"game {index} did not end"
        genesis = initial_state(events[0], DEFS, seed)  # type: ignore[arg-type]
        more_active, more_idle = static_checks(genesis, events[1:])
        active, idle = active + more_active, idle + more_idle
        fired |= triggered(events)
        if active and len(fired) >= 5 and {"3psh", "7psh", "9psh"} <= fired:
            break
    # Its when-fielded, when-you-field, when-damaged, start-of-attack-step and action
    # abilities and a Global were all seen; the static was checked both ways.
    assert {"3psh", "7psh", "9psh"} <= fired, fired
    assert len(fired) >= 5, fired
    assert active > 0 and idle > 0, (active, idle)
