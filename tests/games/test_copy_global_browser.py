"""A copied card's Global used on the game table through the copying die (DM-23.3: a copy
carries the copied card's Globals, used with `via`, the copying die; DM-8.16: the card's own
Global is everyone's too). Our Ansel Quill / Mara Lisle (77ocr, 78ocr) copy Ben's Bastion Oak
(88ocr: "Pay 1 (one bolt), once per turn: target character die you control gets +1D"); the
priority bar offers the Global twice, once as the card's and once through the copy, and the
button through the copy sends `via` (without it the engine would take it for the card's own
use). Screenshots at 390 and 1280 px."""

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
NAMES = ("ann-c", "ben-c")
COPIERS = ("77ocr", "78ocr")
OAK = "88ocr"
TEAMS = (((COPIERS[0], 3), (COPIERS[1], 3)), ((OAK, 3), ("jubilee-wondra", 4)))
BASIC_ACTIONS = (("way-out-west",), ("counterstrike",))


@pytest.fixture
def seats(django_user_model: Any, fast_hashing: None) -> tuple:
    make = django_user_model.objects.create_user
    return tuple(make(name, password=PASSWORD) for name in NAMES)


def _oaks(state: GameState) -> list[str]:
    return [d for d in state.in_zone(1, Zone.FIELD) if state.dice[d].card == OAK]


def _plan(state: GameState, player: int, rng: random.Random) -> A.Action:
    """Ben buys and fields Bastion Oak first and keeps it home; Ann fields a copier only
    while an Oak is in Ben's Field Zone, and copies it. The rest: the greedy bot."""
    pending = waiting_for(state)
    assert pending is not None
    options = legal_actions(state, player)
    copier = [
        a for a in options if isinstance(a, A.Field) and state.dice[a.die].card in COPIERS
    ]  # fmt: skip
    if pending.kind == "priority" and state.active == player == 1:
        oak = [
            a
            for a in options
            if (isinstance(a, A.Field) and state.dice[a.die].card == OAK)
            or (isinstance(a, A.Purchase) and a.card == OAK)
        ]
        if oak:
            return oak[0]
    if pending.kind == "priority" and state.active == player == 0:
        if copier and _oaks(state):
            return copier[0]
        action = greedy_bot(state, player, rng)
        return A.PassPriority(player=0) if action in copier else action
    if pending.kind == "choose_target" and player == 0:
        oak = [a for a in options if isinstance(a, A.ChooseTarget) and a.target in _oaks(state)]
        if oak:
            return oak[0]
    if pending.kind == "declare_attackers" and player == 1:
        return A.DeclareAttackers(player=1, dice=())
    if pending.kind == "declare_blockers" and player == 1:
        return A.DeclareBlockers(player=1)
    return greedy_bot(state, player, rng)


def _to_copied_global(game: Game, seats: tuple, rng: random.Random) -> str | None:
    """Play `_plan` until Ann may use Bastion Oak's Global through a copy: the copying die
    (None: the game ended first)."""

    def found(state: GameState, seat: int, choice: Any) -> str | None:
        if seat == 0 and isinstance(choice, C.PriorityChoice):
            return next((g.via for g in choice.globals if g.card == OAK and g.via), None)
        return None

    return play_until(game, seats, found, lambda state, seat, _: _plan(state, seat, rng), 600)


def test_a_copied_global_is_used_through_the_copy_on_the_table(
    live_server: Any, seats: tuple
) -> None:
    executable, sync_api = browser_or_skip()
    expect = sync_api.expect
    game, via = first_game_reaching(  # a copy of Bastion Oak (the first seed does today)
        lambda seed: services.start_game(*seats, TEAMS, BASIC_ACTIONS, DEMO, seed=seed),
        lambda game, rng: _to_copied_global(game, seats, rng),
        "via",
        4,
    )
    before = game.head_seq

    play = f"/games/{game.pk}/play/"
    with page_as(sync_api, executable, live_server.url, NAMES[0], PASSWORD, play) as page:
        bar = page.locator("#choices")
        expect(bar).to_contain_text("Pass priority")
        through = bar.locator("button", has_text="Global: Bastion Oak (through ")
        expect(through).to_have_count(1)
        assert "copy)" in through.inner_text()
        check_page(page, "table-copied-global", screen=True)
        through.click()
        prompt = page.locator("#prompt")
        expect(prompt).to_contain_text("'s copy")  # what is paid for
        pay = bar.locator("button", has_text="Pay ")
        expect(pay).to_be_enabled()
        pay.click()
        expect(page.locator("#log")).to_contain_text(
            "Global ability through the copy on", timeout=10_000
        )

    used = GameEvent.objects.filter(game=game, seq__gt=before, type="GlobalUsed").first()
    assert used is not None, "no GlobalUsed recorded"
    assert (used.payload["card"], used.payload["via"]) == (OAK, via)
