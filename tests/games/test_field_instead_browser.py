"""A character die fielded by its card's other price on the game table (docs/rulings.md
"Fielding paid another way"; DM-8.9, DM-12.2). Our Marrow Duelist (930ocr: "you may lose 2
life to field it for free") in Ann's Reserve Pool on a character face: the priority bar
offers "Field … by paying life instead of energy…", its bar says the life it costs and owes
no energy, and "Field it" sends the `field` action with `instead` "life": the die is fielded
and Ann loses 2 life, with no energy spent. Screenshots at 390 px."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games import services
from games.engine import actions as A
from games.engine.api import legal_actions, waiting_for
from games.engine.flow.choices import model as C
from games.engine.model.state import GameState, Zone
from games.engine.sim.bots import greedy_bot
from games.models import Game, GameEvent
from tests.games.browser import (
    browser_or_skip,
    check_page,
    first_game_reaching,
    page_as,
    play_until,
)
from tests.games.test_table_browser import PASSWORD

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
DEMO = {"team_format": "demo"}
NAMES = ("ann-l", "ben-l")
DUELIST, CADET = "930ocr", "49ocr"
TEAMS = (((DUELIST, 2), (CADET, 4)), (("26ocr", 4), ("jubilee-wondra", 4)))
BASIC_ACTIONS = (("way-out-west",), ("counterstrike",))


@pytest.fixture
def seats(django_user_model: Any, fast_hashing: None) -> tuple:
    make = django_user_model.objects.create_user
    return tuple(make(name, password=PASSWORD) for name in NAMES)


def _plan(state: GameState, player: int, rng: random.Random) -> A.Action:
    """Ann buys the Duelist when she can; nobody attacks. The rest: the greedy bot."""
    pending = waiting_for(state)
    assert pending is not None
    if pending.kind == "declare_attackers":
        return A.DeclareAttackers(player=player, dice=())
    if pending.kind == "priority" and player == 0:
        options = legal_actions(state, 0)
        buy = [a for a in options if isinstance(a, A.Purchase) and a.card == DUELIST]
        if buy:
            return buy[0]
    return greedy_bot(state, player, rng)


def _to_life_price(game: Game, seats: tuple, rng: random.Random) -> str | None:
    def found(state: GameState, seat: int, choice: Any) -> str | None:
        if seat == 0 and isinstance(choice, C.PriorityChoice):
            offer = next((o for o in choice.fields_instead if o.instead == "life"), None)
            if offer is not None and not offer.payment.cost and state.players[0].life > 4:
                return offer.die
        return None

    return play_until(game, seats, found, lambda state, seat, _: _plan(state, seat, rng), 600)


def test_a_die_is_fielded_by_paying_life_on_the_table(live_server: Any, seats: tuple) -> None:
    executable, sync_api = browser_or_skip()
    expect = sync_api.expect
    game, duelist = first_game_reaching(
        lambda seed: services.start_game(*seats, TEAMS, BASIC_ACTIONS, DEMO, seed=seed),
        lambda game, rng: _to_life_price(game, seats, rng),
        "field-for-life",
        4,
    )
    before = game.head_seq
    life = services.load_state(game).players[0].life

    play = f"/games/{game.pk}/play/"
    with page_as(sync_api, executable, live_server.url, NAMES[0], PASSWORD, play) as page:
        bar = page.locator("#choices")
        offer = bar.locator("button", has_text="by paying life instead of energy")
        expect(offer).to_have_count(1)
        offer.click()
        expect(page.locator("#prompt")).to_contain_text("you lose 2 life")
        field = bar.locator("button", has_text="Field it")
        expect(field).to_be_enabled()
        check_page(page, "table-field-for-life", screen=True)
        field.click()
        expect(page.locator("#status")).not_to_contain_text("Sending", timeout=10_000)

    events = list(GameEvent.objects.filter(game=game, seq__gt=before).order_by("seq"))
    fielded = [e.payload for e in events if e.type == "CharacterFieldedInstead"]
    assert fielded and fielded[0]["die"] == duelist, [e.type for e in events]
    game.refresh_from_db()
    state = services.load_state(game)
    assert duelist in state.in_zone(0, Zone.FIELD)
    assert state.players[0].life == life - 2
    assert services.audit(game)["replay"]["ok"]
