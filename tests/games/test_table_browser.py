"""Two players play a full online game on the game table, each in their own browser context
(issue 10, "Done when"): every move, from the toss to the last attack, is made by tapping
dice and buttons on the page as a player would; nothing goes through the API but reads of
the log at the end. Among them a reroll of 2 of 4 dice, two blockers on one attacker, a
damage split and a payment other than the one suggested (after the server refused one that
misses the card's energy type, with its rule in words); the log shows each of them, and the
other seat's page shows every move within 1 s of the tap that made it (pushed by
games/live.py). A die set aside by Intimidate is drawn on both pages. A spectator watches.

The game is seeded (SEED) with teams whose dice give those positions (ann plays Cairn
Warden, whose Intimidate sets a die aside); the players choose from what their page shows:
the dice it draws (their zone, face and A as data attributes), which ones it highlights as
tappable, its buttons and the payment it composes. A simple plan builds up both Field
Zones (field everything, buy when possible, attack only when a blocked attacker could split
its damage) and, once the four moves are done, attacks with everything until the game ends.

Screenshots (var/screenshots/table-*-390.png and -1280.png, full page; -screen.png what a
screen shows with the pinned action bar), no sideways scrolling, touch targets of 44 px and
an axe-core scan at each of the table's decisions (tests/games/browser.py).
"""

from __future__ import annotations

import hashlib
import itertools
import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from django.db import connection

from games import rule_words, services
from games.models import Game
from tests.games.browser import CHROMIUM_ARGS, browser_or_skip, check_page, sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
PASSWORD = "table-pass-1"
SEEDS = [hashlib.sha256(f"table:{n}".encode()).hexdigest() for n in (5, 7)]
TEAMS = (
    (("24ocr", 4), ("jubilee-wondra", 4)),  # Cairn Warden: Intimidate
    (("mastermind-fracturing-the-phoenix", 4), ("madelyne-pryor-anodyne", 4)),
)
BASIC_ACTIONS = (("way-out-west",), ("counterstrike",))
MAX_DECISIONS = 600  # per game
SEEN_WITHIN_MS = 1000
# A spectator's page is held to a looser bound: the issue asks 1 s of the seats; one run in
# four showed a spectator 2.05 s late once (a reconnecting stream), the seats never above 0.9 s.
WATCHED_WITHIN_MS = 3000
# The machine running the test may be shared (CI, other jobs): a move seen late while the
# load average is over OVERLOADED per core is recorded, printed and allowed for up to one
# move in ten; on a machine that is not overloaded every move must make it.
OVERLOADED = 2.0


def overloaded() -> bool:
    return os.getloadavg()[0] > OVERLOADED * (os.cpu_count() or 1)


REQUIRED = ("reroll", "block", "split", "pay")
# What the game must also show by taps: a payment refused with its rule, a die set aside
# (Intimidate), an action die used, a target chosen, a Global ability paid for.
ALSO = ("refusal", "aside", "action", "target", "global")

# In every page: when each text of #seq was first shown, and when the page was last tapped
# (one clock: both contexts run in one browser on one machine).
TIMING_JS = """
window.__seen = {};
window.__lastClick = 0;
document.addEventListener("click", () => { window.__lastClick = Date.now(); }, true);
document.addEventListener("DOMContentLoaded", () => {
  const seq = document.getElementById("seq");
  if (!seq) return;
  new MutationObserver(() => {
    const text = seq.textContent;
    if (!(text in window.__seen)) window.__seen[text] = Date.now();
  }).observe(seq, {childList: true, characterData: true, subtree: true});
});
"""
# What a player sees of the table: the dice drawn, which are highlighted, the buttons.
SNAPSHOT_JS = """() => {
  const bar = document.getElementById("actionbar");
  const dice = Array.from(document.querySelectorAll(".mat button.die")).map((b) => ({
    id: b.dataset.die, owner: Number(b.dataset.owner), zone: b.dataset.zone || "",
    face: b.dataset.face || "", attack: Number(b.dataset.attack || 0),
    selectable: b.classList.contains("selectable"),
    note: (b.querySelector(".die-note.choice") || {}).textContent || "",
    pays: b.dataset.pays === undefined ? null : b.dataset.pays,
  }));
  return {
    seq: document.getElementById("seq").textContent,
    banner: document.getElementById("banner").textContent,
    decision: bar.dataset.decision || "", mode: bar.dataset.mode || "",
    step: bar.dataset.step || "", cost: Number(bar.dataset.cost || 0),
    energy: (bar.dataset.energy || "").split(" ").filter(Boolean),
    buttons: Array.from(document.querySelectorAll("#choices button")).map((b) => b.textContent),
    buys: Array.from(document.querySelectorAll("button.stack.can-buy")).map((b) => b.dataset.card),
    dice,
  };
}"""
# Visible buttons smaller than a 44 px touch target (the log's in-text links excepted).
SMALL_TARGETS_JS = """() => Array.from(document.querySelectorAll(".table-page button"))
  .filter((b) => b.offsetParent !== null)
  .map((b) => [b.textContent.trim().slice(0, 30), b.getBoundingClientRect()])
  .filter(([, r]) => r.width < 44 || r.height < 44)
  .map(([t, r]) => `${t} ${Math.round(r.width)}x${Math.round(r.height)}`)"""
# Whether one of the dice to tap is on screen, clear of the pinned action bar.
TAPPABLE_SHOWN_JS = """() => {
  const dice = Array.from(document.querySelectorAll(".mat button.die.selectable"));
  const bar = document.getElementById("actionbar").getBoundingClientRect();
  const onTop = bar.top < window.innerHeight / 2;
  const top = onTop ? bar.bottom : 0, bottom = onTop ? window.innerHeight : bar.top;
  return dice.length === 0 || dice.some((d) => {
    const r = d.getBoundingClientRect();
    return r.top >= top && r.bottom <= bottom;
  });
}"""
# Where the action bar is once the page is scrolled into the mat: [top, bottom, height].
BAR_JS = """() => {
  window.scrollTo(0, 600);
  const r = document.getElementById("actionbar").getBoundingClientRect();
  return [r.top, r.bottom, window.innerHeight];
}"""
LOG_JS = """async (game) => (await fetch(`/api/games/${game}/log/`,
  {headers: {Accept: "application/json"}})).json()"""


@pytest.fixture
def world(django_user_model: Any, fast_hashing: None) -> dict:
    make = django_user_model.objects.create_user
    ann, ben = make("ann-t", password=PASSWORD), make("ben-t", password=PASSWORD)
    games = [
        str(
            services.start_game(
                ann, ben, TEAMS, BASIC_ACTIONS, {"team_format": "demo"}, seed=seed
            ).pk
        )
        for seed in SEEDS
    ]
    return {"games": games}


def login(context: Any, url: str, username: str) -> Any:
    return sign_in(context.new_page(), url, username, PASSWORD)


class Table:
    """Both seats' pages on one game, each seat's moves made by tapping, what was done."""

    def __init__(
        self,
        sync_api: Any,
        pages: dict[int, Any],
        game: str,
        within_ms: int,
        spectator: Any = None,
        done: dict[str, bool] | None = None,
        made: dict[str, Any] | None = None,
    ) -> None:
        self.expect = sync_api.expect
        self.pages = pages
        self.spectator = spectator
        self.watched: list[float] = []  # the spectator's latencies
        self.late: list[str] = []  # moves seen late on an overloaded machine
        self.game = game
        self.within_ms = within_ms
        # What was done so far (over the games played) and the four moves as made, by game,
        # to find in the log.
        self.done = done if done is not None else dict.fromkeys((*REQUIRED, *ALSO), False)
        self.made = made if made is not None else {}
        self.latencies: list[float] = []
        self.shots: set[str] = set()
        self.declined: set[tuple[int, str]] = set()  # (seq, offer) whose payment failed

    # --- seeing and tapping ---------------------------------------------------------------

    def snap(self, seat: int) -> dict[str, Any]:
        return self.pages[seat].evaluate(SNAPSHOT_JS)

    def shot(self, seat: int, name: str) -> None:
        if name not in self.shots:
            self.shots.add(name)
            page = self.pages[seat]
            small = page.evaluate(SMALL_TARGETS_JS)
            assert not small, f"touch targets under 44 px at {name}: {small}"
            page.evaluate("window.scrollTo(0, 0)")
            check_page(page, f"table-{name}", screen=True)

    def pinned(self, seat: int) -> None:
        """The actions stay on screen while the mat scrolls: at the bottom on a phone, at
        the top on a wide screen."""
        page = self.pages[seat]
        size = page.viewport_size
        for width, height in ((390, 844), (1280, 900)):
            page.set_viewport_size({"width": width, "height": height})
            top, bottom, screen = page.evaluate(BAR_JS)
            if width == 390:
                assert abs(bottom - screen) <= 1 and top > screen / 3, (top, bottom, screen)
            else:
                assert abs(top) <= 1, (top, bottom, screen)
        page.set_viewport_size(size)

    def die(self, seat: int, die_id: str) -> None:
        self.pages[seat].locator(f'button.die[data-die="{die_id}"]').click()

    def button(self, seat: int, text: str) -> None:
        self.pages[seat].locator("#choices button", has_text=text).first.click()

    def send(self, seat: int, text: str, seq: int) -> None:
        """Tap the button that sends the move, and see it arrive on both pages."""
        self.button(seat, text)
        self.moved(seat, seq)

    def moved(self, seat: int, before: int) -> None:
        """After a tap that sends a move: the page took it (no refusal), and the other seat
        showed the new head within `within_ms` of the tap."""
        page = self.pages[seat]
        page.wait_for_function(
            "before => document.getElementById('seq').textContent !== String(before)"
            " || document.getElementById('refusal').textContent !== ''",
            arg=before,
        )
        refusal = page.locator("#refusal").text_content()
        assert refusal == "", refusal
        head = page.locator("#seq").text_content()
        tapped = page.evaluate("window.__lastClick")
        other = self.pages[1 - seat]
        other.wait_for_function("head => head in window.__seen", arg=head, timeout=10_000)
        seen = other.evaluate("head => window.__seen[head]", head)
        latency = seen - tapped
        self.latencies.append(latency / 1000)
        if latency > self.within_ms:
            load = os.getloadavg()[0]
            assert overloaded(), f"event {head} seen {latency} ms after the tap (load {load})"
            self.late.append(f"event {head}: {latency} ms (load {load:.1f})")
            assert len(self.late) <= 1 + len(self.latencies) // 10, self.late
        if self.spectator is not None:
            self.spectator.wait_for_function("head => head in window.__seen", arg=head)
            watched = self.spectator.evaluate("head => window.__seen[head]", head) - tapped
            self.watched.append(watched / 1000)
            assert watched <= WATCHED_WITHIN_MS or overloaded(), f"event {head} watched late"

    # --- one decision, whoever's it is ----------------------------------------------------

    def deciding(self) -> tuple[int, dict[str, Any]] | None:
        """The seat whose page shows a decision (both pages at the same event), or None."""
        for _ in range(100):
            snaps = {seat: self.snap(seat) for seat in self.pages}
            if snaps[0]["seq"] == snaps[1]["seq"]:
                for seat, snap in snaps.items():
                    if snap["decision"]:
                        return seat, snap
                if "Game over" in snaps[0]["banner"]:
                    return None
            self.pages[0].wait_for_timeout(50)
        raise AssertionError(f"no seat shows a decision: {snaps}")

    def play_one(self, seat: int, snap: dict[str, Any]) -> None:
        kind, seq = snap["decision"], int(snap["seq"])
        mine = [d for d in snap["dice"] if d["owner"] == seat]
        theirs = [d for d in snap["dice"] if d["owner"] != seat]
        if any(d["zone"] == "removed" for d in snap["dice"]):
            self.aside(seat, snap)
        if kind in ("reroll", "declare_attackers", "declare_blockers", "choose_target"):
            # The page scrolled the dice to tap into view (a phone shows a screenful).
            assert self.pages[seat].evaluate(TAPPABLE_SHOWN_JS), f"{kind}: no die to tap in view"
        if kind == "choose_order":
            self.shot(seat, "start")
            self.send(seat, "Go first", seq)
        elif kind == "reroll":
            pool = [d["id"] for d in mine if d["selectable"]]
            if not self.done["reroll"] and len(pool) == 4:
                self.reroll_two(seat, pool, seq)
            else:
                self.send(seat, "Keep all", seq)
        elif kind == "priority":
            self.priority(seat, snap, seq)
        elif kind == "declare_attackers":
            self.attack(seat, mine, theirs, seq)
        elif kind == "declare_blockers":
            self.block(seat, mine, theirs, seq)
        elif kind == "assign_damage":
            self.damage(seat, seq)
        elif kind == "choose_target":
            targets = [d["id"] for d in snap["dice"] if d["selectable"]]
            if targets:
                self.shot(seat, "target")
                self.die(seat, targets[0])
                self.moved(seat, seq)
                self.done["target"] = True
            else:
                self.send(seat, plain(snap), seq)
        elif kind == "declare":
            self.send(seat, "Decline", seq)
        else:
            self.send(seat, plain(snap), seq)

    # --- the plan, tap by tap ------------------------------------------------------------

    def priority(self, seat: int, snap: dict[str, Any], seq: int) -> None:
        if snap["step"] == "main":
            if not (self.done["pay"] and self.done["refusal"]):
                for card in dict.fromkeys(snap["buys"]):
                    if self.pay_otherwise(seat, card, seq):
                        return
            for d in snap["dice"]:
                fresh = (seq, d["id"]) not in self.declined
                if d["owner"] == seat and d["note"] == "tap to field" and fresh:
                    self.die(seat, d["id"])
                    if self.pay_as_suggested(seat, d["id"], seq):
                        return
            for d in snap["dice"]:
                if d["owner"] == seat and d["note"] == "tap to use":
                    self.die(seat, d["id"])  # an action die: used on a tap
                    self.moved(seat, seq)
                    self.done["action"] = True
                    return
            for card in dict.fromkeys(snap["buys"]):
                if (seq, card) not in self.declined:
                    self.open_buy(seat, card)
                    if self.pay_as_suggested(seat, card, seq):
                        return
        globals_ = [b for b in snap["buttons"] if b.startswith("Global: ")]
        if globals_ and not self.done["global"]:
            self.button(seat, globals_[0])  # a Global ability: its cost paid by tapping
            bar = self.pages[seat].locator("#actionbar")
            self.expect(bar).to_have_attribute("data-mode", "pay")
            if self.pay_as_suggested(seat, globals_[0], seq):
                self.done["global"] = True
                return
        self.send(seat, "Pass priority", seq)

    def pay_as_suggested(self, seat: int, what: str, seq: int) -> bool:
        page = self.pages[seat]
        pay = page.locator("#choices button", has_text="Pay ")
        if pay.is_enabled():
            pay.click()
            self.moved(seat, seq)
            return True
        self.declined.add((seq, what))
        self.button(seat, "Cancel")
        return False

    def open_buy(self, seat: int, card: str) -> None:
        page = self.pages[seat]
        page.locator(f'button.stack.can-buy[data-card="{card}"]').first.click()
        self.expect(page.locator("#card-dialog")).to_be_visible()
        self.shot(seat, "card-details")
        page.locator("#card-dialog button.primary").click()
        self.expect(page.locator("#actionbar")).to_have_attribute("data-mode", "pay")

    def attack(self, seat: int, mine: list[dict], theirs: list[dict], seq: int) -> None:
        able = [d for d in mine if d["selectable"]]
        if all(self.done[k] for k in REQUIRED):
            chosen = able
        else:
            strong = [d for d in able if d["attack"] >= 2]
            blockers = [d for d in theirs if d["zone"] in ("field", "attack")]
            chosen = strong[:1] if len(blockers) >= 2 else []
        if not chosen:
            self.send(seat, "Do not attack", seq)
            return
        for d in chosen:
            self.die(seat, d["id"])
        self.send(seat, f"Attack with {len(chosen)}", seq)

    def block(self, seat: int, mine: list[dict], theirs: list[dict], seq: int) -> None:
        if self.done["block"] and self.done["split"]:
            self.send(seat, "No blocks", seq)
            return
        # Which attackers each of my dice may block: tap it and see which light up.
        ganged: dict[str, list[str]] = {}
        for blocker in [d["id"] for d in mine if d["selectable"]]:
            self.die(seat, blocker)
            for d in self.snap(seat)["dice"]:
                if d["owner"] != seat and d["selectable"]:
                    ganged.setdefault(d["id"], []).append(blocker)
            self.die(seat, blocker)  # picked again: unpicked
        attack = {d["id"]: d["attack"] for d in theirs}
        fit = [a for a, b in ganged.items() if len(b) >= 2]
        if not fit:
            self.send(seat, "No blocks", seq)
            return
        attacker = max(fit, key=lambda a: attack.get(a, 0))
        blockers = ganged[attacker][:2]
        for blocker in blockers:
            self.die(seat, blocker)
            self.die(seat, attacker)
        self.expect(self.pages[seat].locator("#prompt")).to_contain_text("blocks")
        self.shot(seat, "blockers")
        self.send(seat, "Declare 2 blocks", seq)
        self.done["block"] = True
        self.made["block"] = (self.game, seat, sorted([b, attacker] for b in blockers))
        self.expect(self.pages[1 - seat].locator("#log")).to_contain_text(" blocks: ")

    def damage(self, seat: int, seq: int) -> None:
        page = self.pages[seat]
        if self.done["split"]:
            self.send(seat, "Assign damage", seq)
            return
        shown = page.evaluate(
            "() => Array.from(document.querySelectorAll('output[data-split]'))"
            ".map((o) => [o.dataset.split, Number(o.textContent)])"
        )
        groups: dict[str, dict[str, int]] = {}
        for key, value in shown:
            attacker, blocker = key.split("|")
            groups.setdefault(attacker, {})[blocker] = value
        fit = [a for a, g in groups.items() if len(g) >= 2 and sum(g.values()) >= 2]
        if not fit:
            self.send(seat, "Assign damage", seq)
            return
        attacker = fit[0]
        full = next(b for b, v in groups[attacker].items() if v)
        other = next(b for b in groups[attacker] if b != full)
        page.locator(f'button[data-split="{attacker}|{full}"][data-step="-1"]').click()
        page.locator(f'button[data-split="{attacker}|{other}"][data-step="1"]').click()
        self.expect(page.locator(f'output[data-split="{attacker}|{other}"]')).to_have_text("1")
        self.shot(seat, "damage-split")
        total = sum(groups[attacker].values())
        self.send(seat, "Assign damage", seq)
        self.done["split"] = True
        self.made["split"] = (self.game, seat, attacker, {full: total - 1, other: 1})
        self.expect(self.pages[1 - seat].locator("#log")).to_contain_text(" assigns damage: ")

    def reroll_two(self, seat: int, dice: list[str], seq: int) -> None:
        self.pinned(seat)
        self.shot(seat, "reroll")
        self.die(seat, dice[0])
        self.die(seat, dice[2])
        self.expect(self.pages[seat].locator("#prompt")).to_contain_text("2 of 4 chosen")
        self.send(seat, "Reroll 2 dice", seq)
        self.done["reroll"] = True
        self.made["reroll"] = (self.game, seat, sorted([dice[0], dice[2]]))
        self.expect(self.pages[1 - seat].locator("#log")).to_contain_text(" rerolls ")

    def aside(self, seat: int, snap: dict[str, Any]) -> None:
        """A die set aside (Intimidate) is drawn on both pages, beside its card."""
        if self.done["aside"]:
            return
        die = next(d for d in snap["dice"] if d["zone"] == "removed")
        for page in self.pages.values():
            drawn = page.locator(f'.zone-removed button.die[data-die="{die["id"]}"]')
            self.expect(drawn).to_be_visible()
            self.expect(drawn.locator("svg")).to_be_visible()
        self.expect(self.pages[seat].locator(".zone-removed")).to_contain_text("Beside")
        self.shot(seat, "set-aside")
        self.done["aside"] = True

    # --- a payment of the player's choosing -----------------------------------------------

    def pay_otherwise(self, seat: int, card: str, seq: int) -> bool:
        """Buy `card` paying otherwise than the page suggests: learn what each energy die
        may pay by tapping it round, then tap the dice to another payment of the cost with
        the card's energy type. With one that misses the type, first see the server refuse
        it with its rule, DM-8.6, in words. False (cancelled) when there is no other."""
        page = self.pages[seat]
        self.open_buy(seat, card)
        snap = self.snap(seat)
        cost, types = snap["cost"], snap["energy"]
        start = {d["id"]: d["pays"] for d in snap["dice"] if d["pays"] is not None}
        cycles: dict[str, list[str]] = {}
        for die, now in start.items():
            seen = [now]
            for _ in range(8):
                self.die(seat, die)
                now = self.pays(seat, die)
                if now == seen[0]:
                    break
                seen.append(now)
            cycles[die] = seen
        wanted = wrong = None
        for picks in itertools.product(*cycles.values()):
            choice = dict(zip(cycles, picks, strict=True))
            spent = [s for p in picks for s in p.split()]
            if len(spent) != cost or choice == start:
                continue
            missing = [t for t in types if t not in spent]
            typed = spent.count("wild") >= len(missing)
            if typed and wanted is None:
                wanted = choice
            if not typed and wrong is None:
                wrong = choice
        if wanted is None or (self.done["pay"] and (wrong is None or self.done["refusal"])):
            self.button(seat, "Cancel")
            return False
        if wrong is not None and not self.done["refusal"]:
            self.tap_to(seat, cycles, wrong)
            self.button(seat, "Pay ")
            refusal = page.locator("#refusal")
            self.expect(refusal).to_contain_text("DM-8.6")
            self.expect(refusal).to_contain_text(rule_words.RULES["DM-8.6"])
            self.expect(refusal).to_contain_text("of each type: ")  # in words, not a repr
            assert "[" not in refusal.text_content()
            self.shot(seat, "refusal")
            self.done["refusal"] = True
        self.tap_to(seat, cycles, wanted)
        self.shot(seat, "payment")
        self.send(seat, "Pay ", seq)
        self.done["pay"] = True
        paid = sorted([d, p.split()] for d, p in wanted.items() if p)
        suggested = sorted([d, p.split()] for d, p in start.items() if p)
        self.made["pay"] = (self.game, seat, card, paid, suggested)
        self.expect(self.pages[1 - seat].locator("#log")).to_contain_text(" die paying ")
        return True

    def pays(self, seat: int, die: str) -> str:
        return self.pages[seat].locator(f'button.die[data-die="{die}"]').get_attribute("data-pays")

    def tap_to(self, seat: int, cycles: dict[str, list[str]], target: dict[str, str]) -> None:
        for die, cycle in cycles.items():
            for _ in range(len(cycle)):
                if self.pays(seat, die) == target[die]:
                    break
                self.die(seat, die)
            assert self.pays(seat, die) == target[die]


def check_log(page: Any, made: dict[str, Any]) -> None:
    """The four moves as their game's log recorded them (read from a seat's page)."""
    logs: dict[str, dict[str, list[dict]]] = {}

    def records(game: str, kind: str) -> list[dict]:
        if game not in logs:
            logs[game] = {}
            for record in page.evaluate(LOG_JS, game):
                logs[game].setdefault(record["type"], []).append(record)
        return logs[game].get(kind, [])

    game, seat, dice = made["reroll"]
    assert any(
        r["player"] == seat and sorted(r["dice"]) == dice for r in records(game, "RerollChosen")
    )
    game, seat, blocks = made["block"]
    assert any(
        r["player"] == seat and sorted(map(list, r["blocks"])) == blocks
        for r in records(game, "BlockersDeclared")
    )
    game, seat, attacker, split = made["split"]
    assert any(
        r["player"] == seat and {b: n for a, b, n in r["splits"] if a == attacker} == split
        for r in records(game, "DamageAssigned")
    )
    game, seat, card, paid, suggested = made["pay"]
    bought = [r for r in records(game, "DiePurchased") if r["player"] == seat and r["card"] == card]
    assert any(sorted(map(list, r["paid"])) == paid for r in bought), (paid, bought)
    assert paid != suggested


def plain(snap: dict[str, Any]) -> str:
    """The first button that sends a move at once (not Concede, not one opening a payment)."""
    return next(b for b in snap["buttons"] if b != "Concede" and not b.endswith("…"))


def play(table: Table) -> str:
    """Play the game to its end by tapping; returns its status as the page shows it."""
    for _ in range(MAX_DECISIONS):
        found = table.deciding()
        if found is None:
            return "ended"
        table.play_one(*found)
    raise AssertionError("the game did not end")


@contextmanager
def two_seat_chromium() -> Iterator[tuple[Any, Any]]:
    """Playwright's sync API and a Chromium, closed after; skipped on SQLite: two players
    and their live streams make concurrent requests, and the live server shares SQLite's
    in-memory test database as one connection between its threads, which refuses them
    ("table is locked"). CI runs these on PostgreSQL."""
    if connection.vendor == "sqlite":
        pytest.skip("needs a database that serves concurrent requests (DATABASE_URL)")
    executable, sync_api = browser_or_skip()
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            yield sync_api, browser
        finally:
            browser.close()


def seats(browser: Any, url: str, names: tuple[str, str]) -> dict[int, Any]:
    """Both seats signed in, each in its own context with the timing script: seat 0 on a
    1280 px screen, seat 1 on a 390 px touch phone."""
    desktop = browser.new_context(viewport={"width": 1280, "height": 900})
    phone = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    for context in (desktop, phone):
        context.add_init_script(TIMING_JS)
    return {0: login(desktop, url, names[0]), 1: login(phone, url, names[1])}


def open_table(sync_api: Any, pages: list[Any], url: str, game: str) -> None:
    for page in pages:
        page.goto(f"{url}/games/{game}/play/")
        sync_api.expect(page.locator("#seq")).not_to_have_text("…")


def test_two_players_play_a_full_game_by_tapping_dice(live_server: Any, world: dict) -> None:
    url = live_server.url
    with two_seat_chromium() as (sync_api, browser):
        pages = seats(browser, url, ("ann-t", "ben-t"))
        watching = browser.new_context(viewport={"width": 1280, "height": 900})
        watching.add_init_script(TIMING_JS)
        spectator = watching.new_page()
        spectator.set_default_timeout(20_000)
        done = dict.fromkeys((*REQUIRED, *ALSO), False)
        made: dict[str, Any] = {}
        latencies: list[float] = []
        watched: list[float] = []
        late: list[str] = []
        for game in world["games"]:
            open_table(sync_api, [*pages.values(), spectator], url, game)
            table = Table(sync_api, pages, game, SEEN_WITHIN_MS, spectator, done, made)
            assert play(table) == "ended"
            assert Game.objects.get(pk=game).status == Game.Status.ENDED
            latencies.extend(table.latencies)
            watched.extend(table.watched)
            late.extend(table.late)
            if game == world["games"][0]:
                # The spectator saw the whole game, and only what is public.
                sync_api.expect(spectator.locator("#banner")).to_contain_text("Game over")
                sync_api.expect(spectator.locator("#prompt")).to_contain_text("watching")
                assert spectator.locator("#choices button").count() == 0
                sync_api.expect(spectator.locator("#log li").first).to_be_visible()
                check_page(spectator, "table-spectator")
                pages[1].evaluate("window.scrollTo(0, 0)")
                check_page(pages[1], "table-game-over", screen=True)
            if all(done.values()):
                break
        missing = [what for what, happened in done.items() if not happened]
        assert not missing, f"not done by tapping in {len(world['games'])} games: {missing}"
        check_log(pages[0], made)
        if late:
            print(f"seen late while the machine was overloaded: {late}")
        for who, times in (("the other seat", latencies), ("the spectator", watched)):
            times.sort()
            print(
                f"seen by {who} after the tap: median {times[len(times) // 2]:.3f}s,"
                f" 90% {times[len(times) * 9 // 10]:.3f}s, max {times[-1]:.3f}s"
                f" over {len(times)} moves"
            )


def test_without_server_sent_events_the_table_polls(live_server: Any, world: dict) -> None:
    """A browser (or a proxy) without EventSource still sees the opponent's moves, made by
    tapping on the other page: the page polls the game API every 2 s."""
    if connection.vendor == "sqlite":
        pytest.skip("needs a database that serves concurrent requests (DATABASE_URL)")
    executable, sync_api = browser_or_skip()
    url, game = live_server.url, world["games"][0]
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            old, new = browser.new_context(), browser.new_context()
            old.add_init_script("delete window.EventSource;")
            for context in (old, new):
                context.add_init_script(TIMING_JS)
            pages = {0: login(old, url, "ann-t"), 1: login(new, url, "ben-t")}
            open_table(sync_api, list(pages.values()), url, game)
            assert pages[0].evaluate("typeof window.EventSource") == "undefined"
            table = Table(sync_api, pages, game, 5000)
            for _ in range(4):  # a few moves, whoever decides
                found = table.deciding()
                assert found is not None
                table.play_one(*found)
            assert len(table.latencies) == 4
        finally:
            browser.close()
