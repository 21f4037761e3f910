"""A purchase paid by KOing dice instead of energy on the game table (Fabricate N-M,
docs/rulings.md "Fabricate"; DM-8.5, DM-16.1). Our Cinder Golem (165ocr, Fabricate 2-3)
against Ann's Patrol Cadets (49ocr, purchase cost 2): the priority bar offers "Fabricate
Cinder Golem…", the engine's example (the two Cadets) is pre-chosen, tapping a die takes it
out (the buy button waits for two dice again), and "KO 2 and buy" sends the purchase with
`fabricated`: the Cadets are KO'd and the Golem is bought with no energy spent. Screenshots
at 390 px."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games import services
from games.engine import actions as A
from games.engine.api import legal_actions, waiting_for
from games.engine.flow.choices import model as C
from games.engine.model.state import GameState
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
NAMES = ("ann-f", "ben-f")
GOLEM, CADET = "165ocr", "49ocr"
TEAMS = (((GOLEM, 2), (CADET, 4)), (("26ocr", 4), ("jubilee-wondra", 4)))
BASIC_ACTIONS = (("way-out-west",), ("counterstrike",))


@pytest.fixture
def seats(django_user_model: Any, fast_hashing: None) -> tuple:
    make = django_user_model.objects.create_user
    return tuple(make(name, password=PASSWORD) for name in NAMES)


def _plan(state: GameState, player: int, rng: random.Random) -> A.Action:
    """Ann buys and fields Cadets, never buys the Golem herself; nobody attacks (her
    Cadets stay in her Field Zone). The rest: the greedy bot."""
    pending = waiting_for(state)
    assert pending is not None
    if pending.kind == "declare_attackers":
        return A.DeclareAttackers(player=player, dice=())
    if pending.kind == "priority" and player == 0:
        options = legal_actions(state, player)
        cadet = [a for a in options if isinstance(a, A.Purchase) and a.card == CADET]
        if cadet and not a_golem_offer(state):
            return cadet[0]
        action = greedy_bot(state, player, rng)
        if isinstance(action, A.Purchase) and action.card == GOLEM:
            return A.PassPriority(player=0)
        return action
    return greedy_bot(state, player, rng)


def a_golem_offer(state: GameState) -> bool:
    options = legal_actions(state, 0)
    return any(isinstance(a, A.Purchase) and a.card == GOLEM and a.fabricated for a in options)


def _to_fabricate(game: Game, seats: tuple, rng: random.Random) -> tuple[str, ...] | None:
    def found(state: GameState, seat: int, choice: Any) -> tuple[str, ...] | None:
        if seat == 0 and isinstance(choice, C.PriorityChoice):
            offer = next((f for f in choice.fabricate if f.card == GOLEM), None)
            return offer.example if offer else None
        return None

    return play_until(game, seats, found, lambda state, seat, _: _plan(state, seat, rng), 600)


def test_a_die_is_bought_by_koing_dice_on_the_table(live_server: Any, seats: tuple) -> None:
    executable, sync_api = browser_or_skip()
    expect = sync_api.expect
    game, example = first_game_reaching(
        lambda seed: services.start_game(*seats, TEAMS, BASIC_ACTIONS, DEMO, seed=seed),
        lambda game, rng: _to_fabricate(game, seats, rng),
        "fabricate",
        4,
    )
    before = game.head_seq

    play = f"/games/{game.pk}/play/"
    with page_as(sync_api, executable, live_server.url, NAMES[0], PASSWORD, play) as page:
        bar = page.locator("#choices")
        offer = bar.locator("button", has_text="Fabricate Cinder Golem")
        expect(offer).to_have_count(1)
        offer.click()
        prompt = page.locator("#prompt")
        expect(prompt).to_contain_text("tap 2 of your character dice")
        buy = bar.locator("button", has_text="and buy Cinder Golem")
        expect(buy).to_be_enabled()  # the engine's example, pre-chosen
        first = page.locator(f'button.die[data-die="{example[0]}"]')
        expect(first).to_have_attribute("aria-pressed", "true")
        first.click()  # taken out: one die is not enough
        expect(buy).to_be_disabled()
        first.click()
        expect(buy).to_be_enabled()
        check_page(page, "table-fabricate", screen=True)
        buy.click()
        expect(page.locator("#status")).not_to_contain_text("Sending", timeout=10_000)

    events = list(GameEvent.objects.filter(game=game, seq__gt=before).order_by("seq"))
    bought = [e for e in events if e.type == "DieFabricated"]  # the decision, then the KO
    assert bought and bought[0].payload["card"] == GOLEM, [e.type for e in events]
    assert set(bought[0].payload["fabricated"]) == set(example)
    knocked = [e.payload for e in events if e.type == "DiceKnockedOut"]
    assert knocked and set(example) <= set(knocked[0]["dice"]), [
        (e.type, e.payload) for e in events
    ]
    assert services.audit(game)["replay"]["ok"]  # the log replays, validated, with it
