"""A Reactive Global that redirects damage (DM-8.19: "Reactive" Globals are used as their
occasion happens; DM-19.2: the redirected damage goes to a new target, chosen by the
redirection's user) on the game table: our Bent Path (84ocr, "when one of your character
dice is dealt damage, pay 2 (one mask): up to 2 of that damage goes to target character die
instead"). The game is played server-side until the reacting seat's page offers one button
per target, each saying whose die it is; that seat taps the one for a target other than the
first offered (the opponent's die when there is one) and pays with the energy dice it taps,
and both seats' logs (two browser contexts) say which die was named.
Screenshots at 390 and 1280 px (tests/games/browser.py)."""

from __future__ import annotations

import random
from itertools import product
from typing import Any

import pytest

from games import services
from games.engine import actions as A
from games.engine.api import legal_actions, waiting_for
from games.engine.flow.choices import model as C
from games.engine.flow.choices.payment import fits
from games.engine.flow.turn import possible_attackers
from games.engine.model.state import GameState
from games.engine.sim.bots import greedy_bot
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
DEMO = {"team_format": "demo"}
NAMES = ("ann-r", "ben-r")
TEAMS = (
    (("jubilee-wondra", 4), ("hope-summers-messiah-complex", 4)),
    (("mastermind-fracturing-the-phoenix", 4), ("madelyne-pryor-anodyne", 4)),
)
BENT_PATH = "84ocr"
BASIC_ACTIONS = (("way-out-west",), (BENT_PATH,))  # only Ben brings Bent Path


@pytest.fixture
def seats(django_user_model: Any, fast_hashing: None) -> tuple:
    make = django_user_model.objects.create_user
    return tuple(make(name, password=PASSWORD) for name in NAMES)


def _plan(state: GameState, player: int, rng: random.Random) -> A.Action:
    """Ben (seat 1) fields what is free, keeps his energy for Bent Path, never attacks and
    blocks with all he can; Ann (seat 0) plays the greedy bot and attacks with everything."""
    pending = waiting_for(state)
    assert pending is not None
    options = legal_actions(state, player)
    if pending.kind == "priority" and player == 1:
        free = [a for a in options if isinstance(a, A.Field) and not a.paid and not a.virtual]
        return free[0] if free and state.active == 1 else A.PassPriority(player=1)
    if pending.kind == "declare_attackers":
        dice = tuple(possible_attackers(state)) if player == 0 else ()
        return A.DeclareAttackers(player=player, dice=dice)
    if pending.kind == "declare_blockers" and player == 1:
        blocks = [a for a in options if isinstance(a, A.DeclareBlockers) and a.blocks]
        return max(
            blocks, key=lambda a: (len(a.blocks), a.blocks), default=A.DeclareBlockers(player=1)
        )
    return greedy_bot(state, player, rng)


def _to_reaction(game: Game, seats: tuple, rng: random.Random) -> C.ReactChoice | None:
    """Play `_plan` until Bent Path waits for Ben with two targets or more (None: the game
    ended, or too long); Bent Path offered otherwise is declined."""

    def bent_path(choice: Any) -> bool:
        return isinstance(choice, C.ReactChoice) and choice.card == BENT_PATH

    def found(state: GameState, seat: int, choice: Any) -> C.ReactChoice | None:
        return choice if bent_path(choice) and seat == 1 and len(choice.targets) >= 2 else None

    def plan(state: GameState, seat: int, choice: Any) -> A.Action:
        return A.DeclineReaction(player=seat) if bent_path(choice) else _plan(state, seat, rng)

    return play_until(game, seats, found, plan)


def test_the_user_of_a_redirecting_reactive_global_chooses_its_target(
    live_server: Any, seats: tuple
) -> None:
    executable, sync_api = browser_or_skip()
    expect = sync_api.expect
    game, choice = first_game_reaching(  # Bent Path with 2 targets (the first seed does today)
        lambda seed: services.start_game(*seats, TEAMS, BASIC_ACTIONS, DEMO, seed=seed),
        lambda game, rng: _to_reaction(game, seats, rng),
        "react",
        6,
    )
    # Not the first offered (the player's own choice), and Ann's die if one is offered.
    later = choice.targets[1:]
    target = next((t for t in later if t.startswith("p1:")), later[-1])
    before = game.head_seq
    url = f"{live_server.url}/games/{game.pk}/play/"

    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            pages = []
            for seat, width in ((1, 390), (0, 1280)):
                context = browser.new_context(viewport={"width": width, "height": 844})
                page = login(context, live_server.url, NAMES[seat])
                page.goto(url)
                pages.append(page)
            ben, ann = pages
            prompt = ben.locator("#prompt")
            expect(prompt).to_contain_text("Reactive Global")
            expect(prompt).to_contain_text("choose where it goes")
            offers = ben.locator("#choices button", has_text="Reactive Global (redirect damage to")
            expect(offers).to_have_count(len(choice.targets))
            check_page(ben, "table-react-targets", screen=True)
            # The buttons follow the targets, each naming whose die it is (both players'
            # Sidekicks have the same names and numbers).
            chosen = offers.nth(choice.targets.index(target))
            words = chosen.inner_text().split("redirect damage to ", 1)[1].split(")")[0]
            whose = "your " if target.startswith("p2:") else f"{NAMES[0]}'s "
            assert words.startswith(whose), words
            name = words.removeprefix(whose)  # the die's name, without whose it is
            # The log names the die with its owner too, as each seat reads it.
            owner = 1 if target.startswith("p2:") else 0
            in_log = (words, ("your " if owner == 0 else f"{NAMES[1]}'s ") + name)
            chosen.click()
            expect(prompt).to_contain_text("Tap energy dice")
            expect(prompt).to_contain_text(f"(redirect damage to {words})")  # what is paid for
            # Ben's payment: the energy dice he taps (the pre-filled one cleared first).
            tapped = ben.locator(".mat button.die.selected")
            for die_id in [tapped.nth(i).get_attribute("data-die") for i in range(tapped.count())]:
                for _ in range(4):  # a die gives at most a few sets of symbols
                    die = ben.locator(f'.mat button.die[data-die="{die_id}"]')
                    if "selected" not in (die.get_attribute("class") or "").split():
                        break
                    die.click()
            expect(ben.locator(".mat button.die.selected")).to_have_count(0)
            payment = _taps(choice)
            for die_id, taps in payment:
                for _ in range(taps):
                    ben.locator(f'.mat button.die[data-die="{die_id}"]').click()
            pay = ben.locator("#choices button", has_text="Pay ")
            expect(pay).to_be_enabled()
            check_page(ben, "table-react-pay", screen=True)
            pay.click()
            expect(prompt).not_to_contain_text("Tap energy dice", timeout=10_000)
            for page, naming in zip((ben, ann), in_log, strict=True):
                expect(page.locator("#log")).to_contain_text(
                    "uses Bent Path's Reactive Global paying", timeout=10_000
                )
                expect(page.locator("#log")).to_contain_text(f", naming {naming}.")
                expect(page.locator("#log")).to_contain_text("is prevented by Bent Path.")
            ann.locator("#log li", has_text=", naming").scroll_into_view_if_needed()
            check_page(ann, "table-react-logged", screen=True)
            ben.locator("#log li", has_text=", naming").scroll_into_view_if_needed()
            check_page(ben, "table-react-logged-phone", screen=True)
        finally:
            browser.close()

    used = GameEvent.objects.filter(game=game, seq__gt=before).order_by("seq").first()
    assert used is not None and used.type == "ReactiveUsed", used and used.type
    assert used.payload["player"] == 1 and used.payload["target"] == target
    assert sorted(d for d, _ in used.payload["paid"]) == sorted(d for d, _ in payment)
    dealt = GameEvent.objects.filter(game=game, seq__gt=used.seq, type="DieDamaged")
    assert any(e.payload["die"] == target for e in dealt), [e.payload for e in dealt]


def _taps(choice: C.ReactChoice) -> list[tuple[str, int]]:
    """A payment of the description as taps on dice: a tap cycles a die through nothing and
    then each set of symbols it may give (table.js payCycle); the last fitting one found."""
    assert choice.payment is not None
    sources = choice.payment.sources
    found: list[tuple[str, int]] = []
    for picks in product(*[range(len(s.spendable) + 1) for s in sources]):
        paid = tuple((s.die, s.spendable[n - 1]) for s, n in zip(sources, picks, strict=True) if n)
        if fits(choice.payment, paid, 0):
            found = [(s.die, n) for s, n in zip(sources, picks, strict=True) if n]
    assert found, choice.payment
    return found
