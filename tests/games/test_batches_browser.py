"""The 2014 rules' batches on the game table (001:L309-311: "you can purchase multiple dice
simultaneously to spend a generic die completely"; L341-342: "you can pay several costs at
once to fully spend a generic-energy die"; L824-827: "Global abilities that are paid for in a
batch resolve as a single effect"). In a dm-2014 game the priority bar offers each batch the
choice description lists; the player composes it (dice, counts, uses), pays with one payment
(pre-filled with the engine's example, changed die by die: one test pays with other dice than
the example's, tapped on a phone) and the server records the one batch event. A 2018 game
offers none. Screenshots, overflow and axe at 390 and 1280 px."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from games import services
from games.engine.api import choices, waiting_for
from games.engine.flow.choices import model as C
from games.engine.sim.bots import greedy_bot
from games.engine.sim.simulate import game_seed
from games.models import Game, GameEvent
from tests.games.browser import (
    CHROMIUM_ARGS,
    browser_or_skip,
    check_page,
    first_game_reaching,
    play_until,
)
from tests.games.test_table_browser import PASSWORD, login

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
NAMES = ("ann-b", "ben-b")
OLD = {"rules": "dm-2014", "team_format": "demo", "starting_life": 20}
Wanted = Callable[[C.Batches], bool]


@pytest.fixture
def seats(django_user_model: Any, fast_hashing: None) -> tuple:
    make = django_user_model.objects.create_user
    return tuple(make(name, password=PASSWORD) for name in NAMES)


def _advance(game: Game, seats: tuple, wanted: Wanted, rng: random.Random) -> int | None:
    """Play the greedy bot (batches left out) until the deciding seat's priority choice has
    the batch `wanted`; that seat, or None when the game ends first."""
    from games.engine import actions as A

    def found(state: Any, seat: int, choice: Any) -> int | None:
        several = isinstance(choice, C.PriorityChoice) and choice.several
        return seat if several and wanted(choice.several) else None

    def plan(state: Any, seat: int, choice: Any) -> Any:
        action = greedy_bot(state, seat, rng)
        if isinstance(action, A.PurchaseSeveral | A.FieldSeveral | A.UseGlobalSeveral):
            return A.PassPriority(player=seat)  # the page makes the batches
        return action

    return play_until(game, seats, found, plan)


def _batch(game: Game, page: Any, sync_api: Any, offer: str, name: str) -> None:
    """Open the batch `offer` from the priority bar, then pay it as pre-filled."""
    page.goto(f"{page.url.split('/games/')[0]}/games/{game.pk}/play/")
    sync_api.expect(page.locator("#rules-note")).to_contain_text("2014")
    page.get_by_role("button", name=offer).click()
    sync_api.expect(page.locator("#prompt")).to_contain_text("2014 rules")
    check_page(page, f"table-batch-{name}", screen=True)
    page.get_by_role("button", name="Pay for").click()
    pay = page.locator("#choices button", has_text="Pay ")
    sync_api.expect(pay).to_be_enabled()
    check_page(page, f"table-batch-{name}-pay", screen=True)
    pay.click()
    sync_api.expect(page.locator("#prompt")).not_to_contain_text("Tap energy dice", timeout=10_000)
    rule = {"purchase": "001:L309-311", "field": "001:L341-342", "global": "001:L824-827"}[name]
    sync_api.expect(page.locator("#log")).to_contain_text(f"Why: {rule}: 2014 rules")


def _browser(
    sync_api: Any,
    executable: str,
    live_server: Any,
    seat: int,
    run: Callable,
    width: int | None = None,
) -> None:
    """`run` on `seat`'s page, at `width` (default: seat 0 on a phone, seat 1 on a desktop)."""
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            width = width or (390 if seat == 0 else 1280)
            context = browser.new_context(viewport={"width": width, "height": 844})
            run(login(context, live_server.url, NAMES[seat]))
        finally:
            browser.close()


def test_batches_are_composed_and_paid_on_the_2014_table(live_server: Any, seats: tuple) -> None:
    executable, sync_api = browser_or_skip()
    rng = random.Random(3)
    game = services.start_game(*seats, options=OLD, seed=game_seed("batch-page", 2))
    kinds = [
        ("DicePurchased", "Buy several at once", "purchase", lambda s: s.purchase_example),
        ("CharactersFielded", "Field several at once", "field", lambda s: s.field_example),
        (
            "GlobalsUsed",
            "several times",
            "global",
            lambda s: any(g.example_times for g in s.globals),
        ),
    ]
    done = []
    for event, offer, name, wanted in kinds:
        seat = _advance(game, seats, wanted, rng)
        if seat is None:
            continue
        before = game.head_seq

        def run(page: Any, offer: str = offer, name: str = name) -> None:
            page.goto(f"{live_server.url}/games/{game.pk}/play/")
            _batch(game, page, sync_api, offer, name)

        _browser(sync_api, executable, live_server, seat, run)
        recorded = GameEvent.objects.filter(game=game, seq__gt=before).order_by("seq").first()
        assert recorded is not None and recorded.type == event, recorded and recorded.type
        assert recorded.payload["player"] == seat
        done.append(name)
    assert "purchase" in done, done  # the others when the game reaches them

    # A 2018 game at a Main Step with dice to buy: the bar offers no batch, no 2014 line.
    modern = services.start_game(*seats, options={**OLD, "rules": "dm-2018"})
    seat = _main_step(modern, seats, rng)

    def look(page: Any) -> None:
        page.goto(f"{live_server.url}/games/{modern.pk}/play/")
        sync_api.expect(page.locator("#choices")).to_contain_text("Pass priority")
        sync_api.expect(page.locator("#choices")).not_to_contain_text("at once")
        sync_api.expect(page.locator("#choices")).not_to_contain_text("several")
        assert page.locator("#rules-note").count() == 0

    _browser(sync_api, executable, live_server, seat, look)


def _main_step(game: Game, seats: tuple, rng: random.Random) -> int:
    """Play the greedy bot until a seat may buy in its Main Step; that seat."""
    for _ in range(200):
        game.refresh_from_db()
        state = services.load_state(game)
        pending = waiting_for(state)
        assert pending is not None and pending.player is not None
        choice = choices(state, pending.player)
        if isinstance(choice, C.PriorityChoice) and choice.purchases:
            assert choice.several is None  # 2018: never a batch
            return pending.player
        action = greedy_bot(state, pending.player, rng)
        services.submit_action(game.pk, seats[pending.player], action.to_dict(), game.head_seq)
    raise AssertionError("no Main Step with a purchase")


def _energy(sources: tuple[C.EnergySource, ...]) -> int:
    return sum(len(s.shows) for s in sources)


def _other_payment(s: C.Batches) -> list[tuple[str, int]]:
    """A payment of the purchase example's dice other than the example's (other dice, or
    other symbols of one), as taps: a tap cycles a die through nothing, then each set of
    symbols it may give (table.js payCycle)."""
    from itertools import product

    from games.engine.flow.choices.batches import batch_fits

    example = s.purchase_example
    assert example is not None
    cards = {c.card: c for c in s.purchases}
    counted: dict[str, int] = {}
    total, needs = 0, []
    for card in example.names:
        total += cards[card].costs[counted.get(card, 0)]
        counted[card] = counted.get(card, 0) + 1
        needs.append(cards[card].energy_types)
    mine = sorted((d, tuple(symbols)) for d, symbols in example.paid)
    for picks in product(*[range(len(x.spendable) + 1) for x in s.sources]):
        paid = tuple(
            (x.die, x.spendable[n - 1]) for x, n in zip(s.sources, picks, strict=True) if n
        )
        if sorted(paid) != mine and batch_fits(s.sources, paid, total, needs):
            return [(x.die, n) for x, n in zip(s.sources, picks, strict=True) if n]
    raise AssertionError("no other payment")


def test_a_batch_is_paid_with_the_energy_dice_the_player_taps(
    live_server: Any, seats: tuple
) -> None:
    """001:L309-311 with DM-8.2: a batch's payment is the player's to choose, as a single
    purchase's is: the bar pre-fills the engine's example, the player taps it away and taps
    other energy dice (or other symbols of one) of the Reserve Pool, and the batch is bought
    with exactly what was tapped."""
    executable, sync_api = browser_or_skip()
    expect = sync_api.expect

    def wanted(s: C.Batches) -> bool:  # energy to spare: more than one way to pay
        return s.purchase_example is not None and _energy(s.sources) > sum(
            len(symbols) for _, symbols in s.purchase_example.paid
        )

    game, seat = first_game_reaching(  # a batch with energy to spare
        lambda seed: services.start_game(*seats, options=OLD, seed=seed),
        lambda game, rng: _advance(game, seats, wanted, rng),
        "batch-pay",
        6,
    )
    state = services.load_state(game)
    several = choices(state, seat).several
    assert several is not None and several.purchase_example is not None
    taps = _other_payment(several)
    before = game.head_seq

    def run(page: Any) -> None:
        page.goto(f"{live_server.url}/games/{game.pk}/play/")
        page.get_by_role("button", name="Buy several at once").click()
        page.get_by_role("button", name="Pay for").click()
        prompt = page.locator("#prompt")
        expect(prompt).to_contain_text("Tap energy dice")
        tapped = page.locator(".mat button.die.selected")
        expect(tapped).not_to_have_count(0)  # the example, pre-filled
        for die_id in [tapped.nth(i).get_attribute("data-die") for i in range(tapped.count())]:
            for _ in range(4):
                die = page.locator(f'.mat button.die[data-die="{die_id}"]')
                if "selected" not in (die.get_attribute("class") or "").split():
                    break
                die.click()
        expect(tapped).to_have_count(0)
        pay = page.locator("#choices button", has_text="Pay ")
        expect(pay).to_be_disabled()  # nothing paid yet
        for die_id, times in taps:
            for _ in range(times):
                page.locator(f'.mat button.die[data-die="{die_id}"]').click()
        expect(pay).to_be_enabled()
        check_page(page, "table-batch-chosen-pay", screen=True)
        pay.click()
        expect(prompt).not_to_contain_text("Tap energy dice", timeout=10_000)
        expect(page.locator("#log")).to_contain_text("Why: 001:L309-311: 2014 rules")

    _browser(sync_api, executable, live_server, seat, run, width=390)  # taps on a phone
    bought = GameEvent.objects.filter(game=game, seq__gt=before).order_by("seq").first()
    assert bought is not None and bought.type == "DicePurchased", bought and bought.type
    chosen = {x.die: x.spendable[n - 1] for x in several.sources for d, n in taps if d == x.die}
    assert {d: tuple(s) for d, s in bought.payload["paid"]} == chosen
    assert tuple(bought.payload["cards"]) == several.purchase_example.names
