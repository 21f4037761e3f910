"""Penalties: the usual escalation, losses through the audited correction path, a
disqualification drops the player; who may give them and who sees them."""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from django.test import Client
from rest_framework.test import APIClient

from tournaments import events
from tournaments.errors import NotAllowed
from tournaments.models import Penalty, ResultEntry, Role, Tournament
from tournaments.registration import entries
from tournaments.results import counting, penalties, reporting
from tournaments.rounds import generation

pytestmark = pytest.mark.django_db
K, I = Penalty.Kind, Penalty.Infraction  # noqa: E741


@pytest.fixture
def people(django_user_model: Any) -> dict[str, Any]:
    make = django_user_model.objects.create_user
    return {name: make(name) for name in ("olga", "jude", "p1", "p2", "p3", "p4", "other")}


@pytest.fixture
def event(people: dict[str, Any]) -> Tournament:
    event = events.create_tournament(
        people["olga"], name="Cup", date=datetime.date(2026, 6, 1), match_structure="bo3"
    )
    events.add_role(event, people["olga"], people["jude"], Role.Kind.JUDGE)
    for name in ("p1", "p2", "p3", "p4"):
        entries.register(event, people[name])
    generation.generate_round(event.pk, 1)
    return event


def reg(event: Tournament, user: Any):
    return event.registrations.select_related("tournament").get(user=user)


def test_a_repeat_of_the_same_infraction_steps_up_the_ladder(event, people) -> None:
    p1 = reg(event, people["p1"])
    assert penalties.suggested(p1, I.SLOW_PLAY) == K.WARNING
    penalties.issue(p1, people["jude"], K.WARNING, I.SLOW_PLAY, "took ages")
    assert penalties.suggested(p1, I.SLOW_PLAY) == K.GAME_LOSS
    assert penalties.suggested(p1, I.TARDINESS) == K.GAME_LOSS  # another infraction
    assert penalties.suggested(p1, I.CHEATING) == K.DISQUALIFICATION


def test_a_game_loss_gives_the_opponent_a_game_through_a_correction(event, people) -> None:
    p1 = reg(event, people["p1"])
    match = penalties.current_match(p1)
    reporting.report_result(match, match.player_a.user, 1, 1)
    penalty = penalties.issue(p1, people["jude"], K.GAME_LOSS, I.TARDINESS, "10 minutes late")
    entry = penalty.result
    assert entry.kind == ResultEntry.Kind.CORRECTED and entry.by == people["jude"]
    wins = (entry.a_wins, entry.b_wins)
    assert wins == ((1, 2) if match.player_a_id == p1.pk else (2, 1))
    assert "game loss to p1 (tardiness): 10 minutes late" in entry.reason
    assert counting.counting_result(match) == entry


def test_a_disqualification_gives_a_match_loss_and_drops_the_player(event, people) -> None:
    p2 = reg(event, people["p2"])
    match = penalties.current_match(p2)
    penalty = penalties.issue(p2, people["olga"], K.DISQUALIFICATION, I.CHEATING, "marked dice")
    p2.refresh_from_db()
    assert p2.dropped_after_round == 1
    result = penalty.result
    assert (result.a_wins, result.b_wins) == ((0, 2) if match.player_a_id == p2.pk else (2, 0))


def test_a_warning_changes_no_result(event, people) -> None:
    p3 = reg(event, people["p3"])
    penalties.issue(p3, people["jude"], K.WARNING, I.PROCEDURAL, "shuffled badly")
    assert ResultEntry.objects.filter(kind=ResultEntry.Kind.CORRECTED).count() == 0


def test_players_and_outsiders_may_not_give_penalties(event, people) -> None:
    p1 = reg(event, people["p1"])
    for who in (people["p2"], people["other"]):
        with pytest.raises(NotAllowed):
            penalties.issue(p1, who, K.WARNING, I.SLOW_PLAY, "no")
    assert Penalty.objects.count() == 0


def test_a_judge_never_penalises_in_a_match_they_play(event, people) -> None:
    """A player of the event who also judges may not penalise their own opponent."""
    events.add_role(event, people["olga"], people["p1"], Role.Kind.JUDGE)
    p1 = reg(event, people["p1"])
    opponent_match = penalties.current_match(p1)
    opponent = (
        opponent_match.player_b
        if opponent_match.player_a_id == p1.pk
        else (opponent_match.player_a)
    )
    with pytest.raises(NotAllowed):
        penalties.issue(opponent, people["p1"], K.GAME_LOSS, I.SLOW_PLAY, "mine")
    assert Penalty.objects.count() == 0


def test_the_api_shows_penalties_to_judges_and_to_the_penalised_player_only(event, people):
    p1 = reg(event, people["p1"])
    client = APIClient()
    client.force_authenticate(people["jude"])
    body = {
        "registration_id": p1.pk,
        "kind": "warning",
        "infraction": "slow_play",
        "reason": "slow",
    }
    response = client.post(f"/api/tournaments/{event.pk}/penalties/", body, format="json")
    assert response.status_code == 201
    assert response.json()["registration_id"] == p1.pk
    assert response.json()["user_id"] == people["p1"].pk
    for who, count in (("olga", 1), ("p1", 1), ("p2", 0), ("other", 0)):
        client.force_authenticate(people[who])
        assert len(client.get(f"/api/tournaments/{event.pk}/penalties/").json()) == count, who
    client.force_authenticate(people["p2"])
    response = client.post(f"/api/tournaments/{event.pk}/penalties/", body, format="json")
    assert response.status_code == 403
    assert response.json()["code"] == "permission/not_judge"
    assert APIClient().post(f"/api/tournaments/{event.pk}/penalties/", body).status_code in (
        401,
        403,
    )


def test_the_penalty_page_records_and_lists_and_refuses_players(event, people) -> None:
    p1 = reg(event, people["p1"])
    client = Client()
    client.force_login(people["jude"])
    url = f"/tournaments/{event.pk}/penalties/"
    html = client.get(
        url, {"registration": p1.pk, "infraction": "slow_play"}, HTTP_HX_REQUEST="true"
    ).content.decode()
    assert "Suggested" in html and "warning" in html
    response = client.post(
        f"{url}new/",
        {
            "registration": p1.pk,
            "kind": "match_loss",
            "infraction": "unsporting_major",
            "reason": "shouted",
        },
        follow=True,
    )
    assert "Match loss to p1" in response.content.decode()
    player = Client()
    player.force_login(people["p1"])
    assert player.get(url).status_code == 403
    assert player.post(f"{url}new/", {"registration": p1.pk}).status_code == 403
    home = player.get("/").content.decode()
    assert "My penalties" in home and "shouted" in home
