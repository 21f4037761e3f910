"""Paper games (issue 9, item 2): what the dice did is reported by the players, and a report
about a seat's dice counts only when that seat's player makes or confirms it (or a judge).
Until then the report waits outside the log and so does the game; the log holds only
outcomes that count (docs/rulings.md, "Chance reported at the table")."""

from typing import Any

import pytest
from rest_framework.test import APIClient

from games import services
from games.engine import waiting_for
from games.models import ChanceReport, Game, GameEvent

pytestmark = pytest.mark.django_db


def client_for(user: Any) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


def log_of(game: Game) -> list[tuple[int, str]]:
    return list(GameEvent.objects.filter(game=game).order_by("seq").values_list("seq", "type"))


def head(game: Game) -> int:
    game.refresh_from_db()
    return game.head_seq


def act(user: Any, game: Game, action: dict[str, Any]) -> Any:
    return client_for(user).post(
        f"/api/games/{game.pk}/actions/",
        {"action": action, "expected_seq": head(game)},
        format="json",
    )


def confirm(user: Any, game: Game, report: int) -> Any:
    return client_for(user).post(f"/api/games/{game.pk}/chance-reports/{report}/confirm/")


def pending(game: Game) -> Any:
    return waiting_for(services.load_state(Game.objects.get(pk=game.pk)))


@pytest.fixture
def paper(users: dict[str, Any]) -> Game:
    return services.start_game(users["alice"], users["bob"], mode="paper")


def to_first_draw(paper: Game, users: dict[str, Any]) -> int:
    """Toss (alice reports, bob confirms), alice goes first: the game waits for her draw."""
    proposed = act(users["alice"], paper, {"type": "report_toss", "player": 0})
    assert proposed.status_code == 202, proposed.content
    assert confirm(users["bob"], paper, proposed.json()["report"]["id"]).status_code == 201
    chosen = act(users["alice"], paper, {"type": "choose_first_player", "go_first": True})
    assert chosen.status_code == 201, chosen.content
    draw = pending(paper)
    assert (draw.kind, draw.player) == ("draw", 0)
    return draw.count


def bag_of(game: Game, seat: int, count: int) -> list[str]:
    state = services.load_state(Game.objects.get(pk=game.pk))
    return sorted(d for d in state.dice if d.startswith(f"p{seat + 1}:sidekick"))[:count]


def test_the_opponent_cannot_report_a_seats_draw_alone(paper: Game, users: dict[str, Any]) -> None:
    """Bob reports Alice's draw: it waits for her (202), the log and the game do not move."""
    count = to_first_draw(paper, users)
    before = log_of(paper)
    dice = bag_of(paper, 0, count)
    proposed = act(users["bob"], paper, {"type": "report_draw", "player": 0, "dice": dice})
    assert proposed.status_code == 202, proposed.content
    report = proposed.json()["report"]
    assert (report["status"], report["confirm_by"], report["reported_by"]) == (
        "pending",
        [0],
        "bob",
    )
    assert log_of(paper) == before
    assert pending(paper).kind == "draw"
    # Bob cannot confirm his own report; a stranger cannot either.
    for who, code in (
        ("bob", "report/not_yours_to_confirm"),
        ("carol", "report/not_yours_to_confirm"),
    ):
        refused = confirm(users[who], paper, report["id"])
        assert (refused.status_code, refused.json()["code"]) == (403, code)
    assert log_of(paper) == before
    confirmed = confirm(users["alice"], paper, report["id"])
    assert confirmed.status_code == 201, confirmed.content
    assert confirmed.json()["events"][0]["type"] == "DiceDrawn"
    assert confirmed.json()["events"][0]["dice"] == dice
    assert ChanceReport.objects.get(pk=report["id"]).status == ChanceReport.Status.CONFIRMED
    assert services.audit(Game.objects.get(pk=paper.pk))["ok"] is True


def test_a_seat_reports_its_own_draw_and_roll_at_once(paper: Game, users: dict[str, Any]) -> None:
    to_first_draw(paper, users)
    drawn_so_far = 0
    while (draw := pending(paper)).kind == "draw":  # 3 to Prep, 1 Out of Play (DM-6.5)
        dice = bag_of(paper, 0, drawn_so_far + draw.count)[drawn_so_far:]
        action = {"type": "report_draw", "player": 0, "dice": dice, "to": draw.to}
        drawn = act(users["alice"], paper, action)
        assert drawn.status_code == 201, drawn.content
        drawn_so_far += draw.count
    roll = pending(paper)
    assert (roll.kind, roll.player) == ("roll", 0)
    faces = [[die, 0] for die in roll.dice]
    rolled = act(users["alice"], paper, {"type": "report_roll", "player": 0, "faces": faces})
    assert rolled.status_code == 201, rolled.content
    assert not ChanceReport.objects.filter(game=paper).exclude(kind="toss").exists()


def test_a_toss_needs_the_other_player_or_a_judge(paper: Game, users: dict[str, Any]) -> None:
    """Nobody owns the toss: whoever reports it, the other player confirms (or a judge)."""
    proposed = act(users["bob"], paper, {"type": "report_toss", "player": 1})
    assert proposed.status_code == 202
    report = proposed.json()["report"]
    assert report["confirm_by"] == [0]
    assert confirm(users["bob"], paper, report["id"]).status_code == 403
    assert len(log_of(paper)) == 1
    judged = confirm(users["staff"], paper, report["id"])
    assert judged.status_code == 201, judged.content
    assert [t for _, t in log_of(paper)] == ["GameCreated", "TossWon"]
    assert pending(paper).kind == "choose_order"


def test_the_seat_rejects_a_report_and_reports_its_own(paper: Game, users: dict[str, Any]) -> None:
    count = to_first_draw(paper, users)
    bag = bag_of(paper, 0, count + 1)
    wrong = act(users["bob"], paper, {"type": "report_draw", "player": 0, "dice": bag[:count]})
    report = wrong.json()["report"]["id"]
    rejected = client_for(users["alice"]).post(
        f"/api/games/{paper.pk}/chance-reports/{report}/reject/"
    )
    assert rejected.status_code == 200, rejected.content
    assert rejected.json()["status"] == "rejected"
    assert confirm(users["alice"], paper, report).status_code == 409
    own = act(users["alice"], paper, {"type": "report_draw", "player": 0, "dice": bag[1:]})
    assert own.status_code == 201
    assert own.json()["events"][0]["dice"] == bag[1:]


def test_a_seats_own_report_replaces_a_waiting_one(paper: Game, users: dict[str, Any]) -> None:
    count = to_first_draw(paper, users)
    bag = bag_of(paper, 0, count + 1)
    first = act(users["bob"], paper, {"type": "report_draw", "player": 0, "dice": bag[:count]})
    own = act(users["alice"], paper, {"type": "report_draw", "player": 0, "dice": bag[1:]})
    assert own.status_code == 201
    old = first.json()["report"]["id"]
    assert ChanceReport.objects.get(pk=old).status == ChanceReport.Status.SUPERSEDED
    stale = confirm(users["alice"], paper, old)
    assert (stale.status_code, stale.json()["code"]) == (409, "report/not_pending")


def test_an_illegal_report_is_refused_at_once_and_nothing_waits(
    paper: Game, users: dict[str, Any]
) -> None:
    to_first_draw(paper, users)
    refused = act(
        users["bob"], paper, {"type": "report_draw", "player": 0, "dice": ["p2:sidekick:1"]}
    )
    assert refused.status_code == 422, refused.content
    assert not ChanceReport.objects.filter(game=paper, status="pending").exists()


def test_players_and_judges_see_the_waiting_report(paper: Game, users: dict[str, Any]) -> None:
    proposed = act(users["alice"], paper, {"type": "report_toss", "player": 0})
    for who in ("alice", "bob", "staff"):
        listed = client_for(users[who]).get(f"/api/games/{paper.pk}/chance-reports/")
        assert listed.status_code == 200
        assert [r["id"] for r in listed.json()] == [proposed.json()["report"]["id"]]
        view = client_for(users[who]).get(f"/api/games/{paper.pk}/")
        assert view.json()["chance_report"]["id"] == proposed.json()["report"]["id"]
    assert (
        client_for(users["carol"]).get(f"/api/games/{paper.pk}/chance-reports/").status_code == 403
    )
