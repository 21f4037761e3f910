"""Issue 16, "Done when", in Chromium: a team players published for a real event (the DFW
store event of 1 June 2014, JJ's team), rebuilt from own-worded cards of the same shapes
(tests/games/data/published_shapes.json), plays a whole online game against a team of our
own set. Both seats tap every move on their own page (one at 1280 px, one a 390 px phone),
as in test_table_browser.py: field everything, buy when possible, attack with everything.
The log then shows the team's triggered abilities resolved by the engine, and a fold of it
shows its static ability (all non-Villain characters -1A/-1D while it is active) held at
every event; no declaration was ever asked for (every card is executed)."""

from __future__ import annotations

import hashlib
from typing import Any

import pytest

from cards import services as card_services
from games import services
from games.engine.flow.setup import initial_state
from games.engine.log.codec import parse_columns
from games.models import Game
from tests.games.browser import check_page
from tests.games.published_team import (
    BASIC_ACTIONS,
    CARDS,
    RIVAL_BASIC_ACTIONS,
    RIVALS,
    TEAM,
    static_checks,
    triggered,
)
from tests.games.test_table_browser import (
    ALSO,
    PASSWORD,
    REQUIRED,
    SEEN_WITHIN_MS,
    Table,
    open_table,
    play,
    seats,
    two_seat_chromium,
)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SEED = hashlib.sha256(b"published-team:1").hexdigest()


@pytest.fixture
def game(django_user_model: Any, fast_hashing: None) -> Game:
    card_services.import_records(
        [card_services.Incoming(dict(c), c["set_code"], c["number"]) for c in CARDS], "test"
    )
    make = django_user_model.objects.create_user
    ann, ben = make("ann-p", password=PASSWORD), make("ben-p", password=PASSWORD)
    return services.start_game(
        ann, ben, (TEAM, RIVALS), (BASIC_ACTIONS, RIVAL_BASIC_ACTIONS),
        {"team_format": "standard"}, seed=SEED,
    )  # fmt: skip


def test_a_published_team_plays_a_whole_game_by_taps_with_its_abilities_enforced(
    live_server: Any, game: Game
) -> None:
    url = live_server.url
    with two_seat_chromium() as (sync_api, browser):
        pages = seats(browser, url, ("ann-p", "ben-p"))
        open_table(sync_api, list(pages.values()), url, str(game.pk))
        # Everything test_table_browser.py must show is shown there: here the plain plan.
        done = dict.fromkeys((*REQUIRED, *ALSO), True)
        table = Table(sync_api, pages, str(game.pk), SEEN_WITHIN_MS, done=done)
        assert play(table) == "ended"
        pages[0].evaluate("window.scrollTo(0, 0)")
        check_page(pages[0], "published-team-game-over")
    game.refresh_from_db()
    assert game.status == Game.Status.ENDED
    records = services.log_records(game)
    _, events = parse_columns(records)
    assert not [e for e in events if e.type == "EffectDeclared"], "a declaration was needed"
    fired = triggered(events)
    assert len(fired) >= 2, fired
    # The engine resolved each triggered ability of the team (DM-10), none was left hanging.
    resolved = [e for e in events if e.type == "AbilityResolved"]
    assert len(resolved) >= len([e for e in events if e.type == "AbilityTriggered"]) - 1
    definitions = card_services.definitions_for_log(records)
    genesis = initial_state(events[0], definitions, game.seed)  # type: ignore[arg-type]
    active, idle = static_checks(genesis, events[1:])
    assert idle > 0, (active, idle)
    print(f"published team: {len(events)} events, triggered {sorted(fired)}, static on {active}")
