"""The judge page: step through a game's log, see the board at any event, rule on disputes."""

import uuid
from typing import Any

import pytest
from django.contrib.auth.models import Group
from django.test import Client

from games import access, services
from games.models import Dispute, Game
from tests.games.browser import CHROMIUM_ARGS, NASTY_NAME, browser_or_skip, check_page


@pytest.fixture
def staff_judge(django_user_model: Any, fast_hashing: None) -> Any:
    return django_user_model.objects.create_user("jules", password="judge-pass-1", is_staff=True)


def client_for(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def judge_url(game: Game) -> str:
    return f"/games/{game.pk}/judge/"


def concede(game: Game, user: Any) -> Game:
    services.submit_action(game.pk, user, {"type": "concede"}, game.head_seq)
    return Game.objects.get(pk=game.pk)


@pytest.mark.django_db
def test_anonymous_visitors_are_sent_to_log_in(game: Game) -> None:
    response = Client().get(judge_url(game))
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/?next=")


@pytest.mark.django_db
def test_a_staff_judge_gets_the_page_with_its_config(game: Game, staff_judge: Any) -> None:
    response = client_for(staff_judge).get(judge_url(game))
    assert response.status_code == 200
    html = response.content.decode()
    assert 'id="judge-config"' in html
    for api in ("log", "state", "disputes", "rulings"):
        assert f"/api/games/{game.pk}/{api}/" in html
    assert '"canRule": true' in html
    assert 'id="ruling-form"' in html
    assert "/static/games/board.js" in html
    assert "csrftoken" in response.cookies


@pytest.mark.django_db
def test_a_member_of_the_judges_group_gets_the_page(
    game: Game, django_user_model: Any, fast_hashing: None
) -> None:
    judge = django_user_model.objects.create_user("gina", password="x-pass-1")
    judge.groups.add(Group.objects.get_or_create(name=access.JUDGE_GROUP)[0])
    assert client_for(judge).get(judge_url(game)).status_code == 200


@pytest.mark.django_db
def test_a_stranger_is_refused(game: Game, django_user_model: Any, fast_hashing: None) -> None:
    stranger = django_user_model.objects.create_user("sam", password="sam-pass-1")
    assert client_for(stranger).get(judge_url(game)).status_code == 403


@pytest.mark.django_db
def test_players_see_it_only_once_the_game_has_ended(game: Game, seats: tuple[Any, Any]) -> None:
    alice = client_for(seats[0])
    assert alice.get(judge_url(game)).status_code == 403
    assert 'href="/games/' not in alice.get(f"/games/{game.pk}/play/").content.decode()
    concede(game, seats[1])
    response = alice.get(judge_url(game))
    assert response.status_code == 200
    html = response.content.decode()
    assert '"canRule": false' in html
    assert 'id="ruling-form"' not in html  # players look; judges rule
    assert judge_url(game) in alice.get(f"/games/{game.pk}/play/").content.decode()


@pytest.mark.django_db
def test_a_staff_player_waits_for_the_end_like_the_state_api(
    django_user_model: Any, seats: tuple[Any, Any], fast_hashing: None
) -> None:
    boss = django_user_model.objects.create_user("boss", password="boss-pass-1", is_staff=True)
    game = services.start_game(boss, seats[0])
    assert client_for(boss).get(judge_url(game)).status_code == 403


@pytest.mark.django_db
def test_the_play_page_links_judges_to_the_judge_page(game: Game, staff_judge: Any) -> None:
    html = client_for(staff_judge).get(f"/games/{game.pk}/play/").content.decode()
    assert f'href="{judge_url(game)}"' in html


@pytest.mark.django_db
def test_an_unknown_game_has_no_judge_page(staff_judge: Any) -> None:
    assert client_for(staff_judge).get(f"/games/{uuid.uuid4()}/judge/").status_code == 404


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_judge_steps_back_through_the_log_and_rules_on_a_dispute(
    live_server: Any,
    game: Game,
    seats: tuple[Any, Any],
    staff_judge: Any,
) -> None:
    executable, sync_api = browser_or_skip()
    expect = sync_api.expect
    game = services.autoplay(game.pk, max_actions=40)
    head = game.head_seq
    records = services.log_records(game)
    # An early event whose board differs from the head's: the first roll of the game.
    early = next(r["seq"] for r in records if r["type"] == "DiceRolled")
    assert 0 < early < head - 1
    reason = "<b>that roll</b> looked wrong"
    answer = client_for(seats[0]).post(
        f"/api/games/{game.pk}/disputes/",
        {"seq": early, "reason": reason},
        content_type="application/json",
    )
    assert answer.status_code == 201, answer.content
    dispute_id = answer.json()["id"]

    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page()
            page.set_default_timeout(15_000)
            page.goto(f"{live_server.url}{judge_url(game)}")
            page.fill("#id_username", "jules")
            page.fill("#id_password", "judge-pass-1")
            page.click("button[type=submit]")
            page.wait_for_url(f"**{judge_url(game)}")

            # The log is listed and the board shows the head.
            events = page.locator("#events li")
            expect(events).to_have_count(head + 1)
            expect(page.locator("#seq")).to_have_text(str(head))
            expect(page.locator("#players")).to_contain_text(NASTY_NAME)
            board_at_head = page.locator("#players").text_content()

            # The dispute is listed as text, with a jump to the disputed event.
            row = page.locator(f"#dispute-{dispute_id}")
            expect(row).to_contain_text(reason)
            expect(row).to_contain_text("open")
            row.locator("button.jump").click()
            expect(page.locator("#seq")).to_have_text(str(early))
            expect(page.locator("#selected")).to_have_text(str(early))
            expect(page.locator("#events li.selected .ev-type").first).to_have_text("DiceRolled")
            assert page.locator("#players").text_content() != board_at_head

            # Keyboard and buttons step one event at a time.
            page.keyboard.press("ArrowLeft")
            expect(page.locator("#seq")).to_have_text(str(early - 1))
            page.click("#next")
            expect(page.locator("#seq")).to_have_text(str(early))
            page.click("#first")
            expect(page.locator("#seq")).to_have_text("0")
            expect(page.locator("#step")).to_have_text("Setup Step")
            row.locator("button.jump").click()
            expect(page.locator("#seq")).to_have_text(str(early))

            # Nothing users wrote ran as HTML.
            assert page.locator("#players img, #disputes b, #events b").count() == 0
            assert page.evaluate("window.pwned") is None

            # Annotate the disputed event, ruling on the dispute.
            page.select_option("#ruling-kind", "annotate")
            expect(page.locator("#ruling-dispute")).to_have_value(str(dispute_id))
            page.fill("#ruling-text", "Checked: the roll follows from the seed.")
            page.click("#ruling-submit")
            expect(page.locator("#ruling-status")).to_contain_text("Ruling appended")
            expect(events).to_have_count(head + 2)
            last = events.nth(head + 1)
            expect(last.locator(".ev-type").first).to_have_text("RulingAnnotated")
            expect(last).to_contain_text(f"notes on event {early}")  # events in words
            expect(row.locator(".dispute-status")).to_have_text(f"ruled (event {head + 1})")
            expect(page.locator("#seq")).to_have_text(str(head + 1))
            expect(page.locator("#ruling-dispute option")).to_have_count(1)
        finally:
            browser.close()

    dispute = Dispute.objects.get(pk=dispute_id)
    assert (dispute.status, dispute.ruling_seq) == (Dispute.Status.RULED, head + 1)
    assert dispute.ruled_by_id == staff_judge.pk
    last_record = services.log_records(Game.objects.get(pk=game.pk))[-1]
    assert last_record["type"] == "RulingAnnotated"
    assert (last_record["about_seq"], last_record["judge"]) == (early, "jules")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_judge_jumps_filters_and_sees_what_an_event_changed_on_the_drawn_board(
    live_server: Any,
    game: Game,
    staff_judge: Any,
) -> None:
    """The stepper's board is the play page's mat (SVG dice by zone); jump-to-turn, the
    player and event-type filters, and the changes of each event outlined and in words."""
    executable, sync_api = browser_or_skip()
    expect = sync_api.expect
    game = services.autoplay(game.pk, max_actions=120)
    records = services.log_records(game)
    turn_two = next(r["seq"] for r in records if r["type"] == "TurnBegan" and r["turn"] == 2)
    # A draw into the Prep Area after the first turn: its dice leave the Bag.
    drawn = next(r for r in records if r["type"] == "DiceDrawn" and r["seq"] > turn_two)
    bought = next((r for r in records if r["type"] == "DiePurchased"), None)
    combat = [r for r in records if r["type"] in ("AttackersDeclared", "BlockersDeclared",
                                                  "DamageAssigned", "CombatEnded", "DieDamaged",
                                                  "DiceKnockedOut", "StatsModified")]  # fmt: skip
    nasty = [r for r in records if words_seat(r) == 1]
    seatless = [r for r in records if words_seat(r) is None]
    assert len(combat) > 1 and nasty

    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.set_default_timeout(15_000)
            page.goto(f"{live_server.url}{judge_url(game)}")
            page.fill("#id_username", "jules")
            page.fill("#id_password", "judge-pass-1")
            page.click("button[type=submit]")
            page.wait_for_url(f"**{judge_url(game)}")
            expect(page.locator("#seq")).to_have_text(str(game.head_seq))

            # The board is drawn with the table's dice: SVG faces in the rulebook's zones.
            expect(page.locator("#seat-bottom h3", has_text="Reserve Pool")).to_have_count(1)
            expect(page.locator("#seat-top h3", has_text="Used Pile")).to_have_count(1)
            assert page.locator("#players li.die svg.die-svg").count() >= 16
            assert page.locator("#seat-top button.stack").count() > 0
            # Each card one tap away, as on the table: cost, energy, text, faces.
            stack = page.locator("#seat-bottom button.stack").first
            name = (stack.locator("strong").text_content() or "").split(" \u00d7")[0]
            stack.click()
            expect(page.locator("#card-dialog")).to_be_visible()
            expect(page.locator("#card-title")).to_contain_text(name)
            expect(page.locator("#card-body")).to_contain_text("Cost")
            assert page.locator("#card-body .faces svg").count() == 6
            page.click("#card-close")
            expect(page.locator("#card-dialog")).to_be_hidden()
            expect(page.locator("#seat-top h2")).to_contain_text(NASTY_NAME)

            # Jump to turn 2: its first event, the board at that point.
            page.fill("#jump-turn", "2")
            page.click("#jump-go")
            expect(page.locator("#seq")).to_have_text(str(turn_two))
            expect(page.locator("#turn")).to_have_text("2")
            expect(page.locator("#current")).to_contain_text("Turn 2 begins")
            expect(page.locator("#turn.changed")).to_have_count(1)

            # Step to the draw: the drawn dice are outlined in the Prep Area, said in words.
            page.locator(f'#events li[data-seq="{drawn["seq"]}"]').click()
            expect(page.locator("#seq")).to_have_text(str(drawn["seq"]))
            owner = drawn["player"]
            changed = page.locator("#players li.die.changed")
            expect(changed).to_have_count(len(drawn["dice"]))
            for die in drawn["dice"]:
                figure = page.locator(f'#zone-{owner}-prep li.die[data-die="{die}"]')
                expect(figure).to_have_class("die changed")
            expect(page.locator("#changes li").first).to_contain_text("Bag → Prep Area")
            expect(page.locator("#changes-seq")).to_have_text(str(drawn["seq"]))
            expect(page.locator("#turn.changed")).to_have_count(0)  # that was turn 2's start
            # One step back, another event, other outlines (never the draw's).
            page.keyboard.press("ArrowLeft")
            expect(page.locator("#seq")).to_have_text(str(drawn["seq"] - 1))
            expect(
                page.locator(f'#players li.die.changed[data-die="{drawn["dice"][0]}"]')
            ).to_have_count(0)

            if bought is not None:  # the bought die leaves its stack: the stack is outlined
                page.locator(f'#events li[data-seq="{bought["seq"]}"]').click()
                expect(page.locator("#seq")).to_have_text(str(bought["seq"]))
                # (a team's stack, or a Basic Action's)
                outlined = f'#players button.stack.changed[data-card="{bought["card"]}"]'
                expect(page.locator(outlined)).to_have_count(1)

            # Filters: combat only, then only the second player's events.
            events = page.locator("#events li:visible")
            page.select_option("#filter-group", "combat")
            expect(events).to_have_count(len(combat))
            expect(page.locator("#filter-count")).to_contain_text(
                f"{len(combat)} of {len(records)} events shown"
            )
            page.click("#first")
            page.click("#next")  # Next skips what the filter hides
            expect(page.locator("#seq")).to_have_text(str(combat[0]["seq"]))
            page.click("#next")
            expect(page.locator("#seq")).to_have_text(str(combat[1]["seq"]))
            expect(page.locator("#events li.selected .ev-type").first).to_have_text(
                combat[1]["type"]
            )
            page.select_option("#filter-group", "")
            page.select_option("#filter-player", "1")
            expect(events).to_have_count(len(nasty) + len(seatless))
            page.select_option("#filter-player", "")
            expect(events).to_have_count(len(records))

            # A drawn board with its outlines at a phone's and a desktop's width.
            page.locator(f'#events li[data-seq="{drawn["seq"]}"]').click()
            expect(changed).to_have_count(len(drawn["dice"]))
            check_page(page, "judge-board")

            # The game goes on: its new events come in live; the judge stays on their event
            # until they go to the last one, then follows the head.
            game = services.autoplay(game.pk, max_actions=1)
            expect(page.locator("#events li")).to_have_count(game.head_seq + 1)
            expect(page.locator("#seq")).to_have_text(str(drawn["seq"]))
            page.click("#last")
            expect(page.locator("#seq")).to_have_text(str(game.head_seq))
            game = services.autoplay(game.pk, max_actions=1)
            expect(page.locator("#seq")).to_have_text(str(game.head_seq))
            expect(page.locator("#head")).to_have_text(str(game.head_seq))
        finally:
            browser.close()


def words_seat(record: dict[str, Any]) -> int | None:
    """The seat words.js files an event under for the player filter (null: both)."""
    for key in ("player", "controller", "target"):
        if isinstance(record.get(key), int) and not isinstance(record.get(key), bool):
            return record[key]
    return None
