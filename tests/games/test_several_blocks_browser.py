"""A blocker of two attackers composed by tapping on the game table (docs/rulings.md "A
blocker of several attackers"; DM-9.3 gives each blocker one attacker, card text beats it).
Our Tarn Holloway (166ocr: it may block one more character die) is Ben's; Ann attacks with
two dice. On Ben's table a tap on Tarn then an attacker pairs them; a tap on Tarn again and
the other attacker adds the second block (the prompt says how), and "Declare 2 blocks"
sends both pairs: the BlockersDeclared event holds Tarn against both attackers. A near miss:
his other die, with no such text, takes its block back when tapped again. Screenshots at
390 px."""

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
NAMES = ("ann-b", "ben-b")
TARN, CADET = "166ocr", "49ocr"
TEAMS = (((CADET, 4), ("26ocr", 4)), ((TARN, 3), (CADET, 4)))
BASIC_ACTIONS = (("way-out-west",), ("counterstrike",))


@pytest.fixture
def seats(django_user_model: Any, fast_hashing: None) -> tuple:
    make = django_user_model.objects.create_user
    return tuple(make(name, password=PASSWORD) for name in NAMES)


def _tarns(state: GameState) -> list[str]:
    return [d for d in state.in_zone(1, Zone.FIELD) if state.dice[d].card == TARN]


def _plan(state: GameState, player: int, rng: random.Random) -> A.Action:
    """Ben buys and fields Tarn first and never attacks; Ann attacks with every die once
    she has two and Tarn waits in Ben's Field Zone. The rest: the greedy bot."""
    pending = waiting_for(state)
    assert pending is not None
    if pending.kind == "declare_attackers":
        mine = sorted(state.in_zone(player, Zone.FIELD))
        ready = player == 0 and len(mine) >= 2 and _tarns(state)
        return A.DeclareAttackers(player=player, dice=tuple(mine) if ready else ())
    if pending.kind == "priority" and player == 1 and state.active == 1:
        tarn = [
            a
            for a in legal_actions(state, 1)
            if (isinstance(a, A.Field) and state.dice[a.die].card == TARN)
            or (isinstance(a, A.Purchase) and a.card == TARN)
        ]
        if tarn:
            return tarn[0]
    return greedy_bot(state, player, rng)


def _to_blocks(game: Game, seats: tuple, rng: random.Random) -> tuple[str, ...] | None:
    """Play until Ben may block two of Ann's attackers with Tarn: (Tarn, attacker, attacker,
    another blocker of Ben's and an attacker it may block, or "", "")."""

    def found(state: GameState, seat: int, choice: Any) -> tuple[str, ...] | None:
        if seat != 1 or not isinstance(choice, C.BlockChoice):
            return None
        tarn = next((o for o in choice.blockers if o.grants and len(o.attackers) >= 2), None)
        if tarn is None:
            return None
        other = next((o for o in choice.blockers if not o.grants and o.attackers), None)
        return (
            tarn.blocker,
            *tarn.attackers[:2],
            *((other.blocker, other.attackers[0]) if other else ("", "")),
        )

    return play_until(game, seats, found, lambda state, seat, _: _plan(state, seat, rng), 800)


def test_a_blocker_of_two_attackers_is_tapped_on_the_table(live_server: Any, seats: tuple) -> None:
    executable, sync_api = browser_or_skip()
    expect = sync_api.expect
    game, (tarn, first, second, other, its) = first_game_reaching(
        lambda seed: services.start_game(*seats, TEAMS, BASIC_ACTIONS, DEMO, seed=seed),
        lambda game, rng: _to_blocks(game, seats, rng),
        "several-blocks",
        4,
    )
    before = game.head_seq

    play = f"/games/{game.pk}/play/"
    with page_as(sync_api, executable, live_server.url, NAMES[1], PASSWORD, play) as page:
        prompt, bar = page.locator("#prompt"), page.locator("#choices")
        expect(prompt).to_contain_text("tap it again, then another attacker")

        def tap(die: str) -> None:
            page.locator(f'button.die[data-die="{die}"]').click()

        if other:  # near miss: a die with no such text takes its block back when tapped
            tap(other)
            tap(its)
            expect(bar.locator("button", has_text="Declare 1 block")).to_have_count(1)
            tap(other)
            expect(bar.locator("button", has_text="Declare 0 blocks")).to_be_disabled()
        tap(tarn)
        tap(first)
        tap(tarn)
        tap(second)
        declare = bar.locator("button", has_text="Declare 2 blocks")
        expect(declare).to_be_enabled()
        expect(prompt).to_contain_text("blocks")
        check_page(page, "table-several-blocks", screen=True)
        declare.click()
        expect(page.locator("#status")).not_to_contain_text("Sending", timeout=10_000)

    declared = GameEvent.objects.filter(game=game, seq__gt=before, type="BlockersDeclared").first()
    assert declared is not None, "no BlockersDeclared recorded"
    pairs = {tuple(p) for p in declared.payload["blocks"]}
    assert pairs == {(tarn, first), (tarn, second)}
