"""A judge's rewind (issue 9, item 15): the server resolves chance after it as in play (no
deadlock on a pending draw), the judge is told which events are rewind points, and a rewind
says what it discards (and asks before undoing a life correction)."""

from typing import Any

import pytest
from rest_framework.test import APIClient

from games import services
from games.engine import RANDOM_KINDS, legal_actions, waiting_for
from games.models import Game, GameEvent
from tests.games.browser import CHROMIUM_ARGS, browser_or_skip

pytestmark = pytest.mark.django_db


def client_for(user: Any) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


def played(users: dict[str, Any], actions: int = 40) -> Game:
    """An online game some way in (bots), still active."""
    game = services.autoplay(
        services.start_game(users["alice"], users["bob"]).pk, max_actions=actions
    )
    assert game.status == Game.Status.ACTIVE
    return game


def rule(users: dict[str, Any], game: Game, **body: Any) -> Any:
    return client_for(users["staff"]).post(f"/api/games/{game.pk}/rulings/", body, format="json")


def log_of(game: Game) -> list[tuple[int, str]]:
    return list(GameEvent.objects.filter(game=game).order_by("seq").values_list("seq", "hash"))


def test_a_rewind_to_a_pending_draw_draws_from_the_seed_at_once(users: dict[str, Any]) -> None:
    """Rewinding to just before a Clear and Draw Step's draw: the server draws (the same dice
    as the first time, the seed's counter went back) and the game waits for a player again."""
    game = played(users)
    records = services.log_records(game)
    before_draw = max(
        r["seq"] for r in records[:-2] if records[r["seq"] + 1]["type"] == "DiceDrawn"
    )
    first_draw = records[before_draw + 1]
    answer = rule(users, game, kind="rewind", to_seq=before_draw, reason="replay the draw")
    assert answer.status_code == 201, answer.content
    appended = answer.json()["events"]
    assert appended[0]["type"] == "RulingRewound"
    assert {k: v for k, v in appended[1].items() if k != "seq"} == {
        k: v for k, v in first_draw.items() if k != "seq"
    }
    game.refresh_from_db()
    state = services.load_state(game)
    pending = waiting_for(state)
    assert pending is not None and pending.kind not in RANDOM_KINDS
    assert [a for a in legal_actions(state, pending.player) if a.name != "concede"]
    assert services.audit(game)["ok"] is True


def test_rewind_points_are_the_events_that_end_a_batch(users: dict[str, Any]) -> None:
    game = played(users)
    answer = client_for(users["staff"]).get(f"/api/games/{game.pk}/rewind-points/")
    assert answer.status_code == 200, answer.content
    body = answer.json()
    points = body["points"]
    assert body["head_seq"] == game.head_seq and body["refused"] is None
    assert points[0] == 0 and points[-1] < game.head_seq
    inside = next(s for s in range(1, game.head_seq) if s not in points)
    refused = rule(users, game, kind="rewind", to_seq=inside, reason="mid-batch")
    assert refused.status_code == 422
    assert refused.json()["code"] == "ruling/not_a_decision_point"
    accepted = rule(users, game, kind="rewind", to_seq=points[len(points) // 2], reason="ok")
    assert accepted.status_code == 201, accepted.content


def test_only_judges_who_do_not_play_see_the_rewind_points(users: dict[str, Any]) -> None:
    game = played(users, actions=5)
    for who in ("alice", "carol"):
        answer = client_for(users[who]).get(f"/api/games/{game.pk}/rewind-points/")
        assert answer.status_code == 403


def test_an_ended_online_game_has_no_rewind_points(users: dict[str, Any]) -> None:
    game = services.autoplay(services.start_game(users["alice"], users["bob"]).pk)
    answer = client_for(users["staff"]).get(f"/api/games/{game.pk}/rewind-points/")
    assert answer.json() == {
        "head_seq": game.head_seq,
        "points": [],
        "refused": "ruling/seed_revealed",
    }


def test_a_rewind_says_what_it_discards_and_asks_before_undoing_a_life_correction(
    users: dict[str, Any],
) -> None:
    game = played(users)
    points = client_for(users["staff"]).get(f"/api/games/{game.pk}/rewind-points/").json()
    to_seq = points["points"][-3]
    corrected = rule(users, game, kind="set_life", target=1, life=7, reason="miscounted")
    assert corrected.status_code == 201
    life_seq = corrected.json()["seq"]
    before = log_of(game)

    refused = rule(users, game, kind="rewind", to_seq=to_seq, reason="back")
    assert refused.status_code == 409, refused.content
    body = refused.json()
    assert body["code"] == "ruling/rewind_discards_rulings"
    assert [r["seq"] for r in body["discarded"]["rulings"]] == [life_seq]
    assert body["discarded"]["rulings"][0]["type"] == "RulingLifeSet"
    assert log_of(game) == before

    rewound = rule(users, game, kind="rewind", to_seq=to_seq, reason="back", discard_rulings=True)
    assert rewound.status_code == 201, rewound.content
    discarded = rewound.json()["discarded"]
    assert (discarded["from_seq"], discarded["to_seq"]) == (to_seq + 1, life_seq)
    assert discarded["events"] == life_seq - to_seq
    assert [r["seq"] for r in discarded["rulings"]] == [life_seq]
    assert discarded["decisions"] and all(d["seq"] > to_seq for d in discarded["decisions"])
    game.refresh_from_db()
    assert services.load_state(game).players[1].life != 7 or to_seq >= life_seq


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_judge_page_marks_the_rewind_points(
    live_server: Any,
    seats: tuple[Any, Any],
    django_user_model: Any,
) -> None:
    executable, sync_api = browser_or_skip()
    expect = sync_api.expect
    judge = django_user_model.objects.create_user("jules", password="judge-pass-1", is_staff=True)
    game = services.autoplay(services.start_game(*seats).pk, max_actions=30)
    points = client_for(judge).get(f"/api/games/{game.pk}/rewind-points/").json()["points"]
    inside = next(s for s in range(1, game.head_seq) if s not in points)
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page()
            page.set_default_timeout(15_000)
            page.goto(f"{live_server.url}/games/{game.pk}/judge/")
            page.fill("#id_username", "jules")
            page.fill("#id_password", "judge-pass-1")
            page.click("button[type=submit]")
            page.wait_for_url(f"**/games/{game.pk}/judge/")
            expect(page.locator("#events li")).to_have_count(game.head_seq + 1)
            expect(page.locator("#events li.rewind-point")).to_have_count(len(points))
            page.select_option("#ruling-kind", "rewind")
            page.locator(f'#events li[data-seq="{inside}"]').click()
            expect(page.locator("#ruling-submit")).to_be_disabled()
            expect(page.locator("#ruling-status")).to_contain_text("not a rewind point")
            page.locator(f'#events li[data-seq="{points[-1]}"]').click()
            expect(page.locator("#ruling-submit")).to_be_enabled()
            page.fill("#ruling-text", "back to the last decision")
            page.click("#ruling-submit")
            expect(page.locator("#ruling-status")).to_contain_text("no longer count")
        finally:
            browser.close()
    assert services.log_records(Game.objects.get(pk=game.pk))[game.head_seq + 1]["type"] == (
        "RulingRewound"
    )
