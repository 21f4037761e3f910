"""A judge (or organizer) who plays in the event is a player first (issue 15, item 8): before
the reveal they see no other player's team list (list API, lists page, history API, CSV),
and they give no penalty, not even a warning, to a player they are paired against."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from rest_framework.test import APIClient

from tests.tournaments.test_team_lists import (
    DAY,
    LINK,
    OTHER_LINK,
    assert_error,
    client_for,
    reg_url,
    submit,
    url,
)
from tournaments import events
from tournaments.errors import NotAllowed
from tournaments.models import Penalty, Role
from tournaments.registration import entries
from tournaments.results import penalties
from tournaments.rounds import generation

pytestmark = pytest.mark.django_db


@pytest.fixture
def event(django_user_model: Any) -> dict[str, Any]:
    """Four players, one of them (jude) also a judge; a judge who does not play (jane); an
    organizer who plays (olga)."""
    make = django_user_model.objects.create_user
    people = {name: make(name) for name in ("host", "jude", "jane", "olga", "alice", "bob")}
    tournament = events.create_tournament(people["host"], name="Store Cup", date=DAY)
    events.add_role(tournament, people["host"], people["jude"], Role.Kind.JUDGE)
    events.add_role(tournament, people["host"], people["jane"], Role.Kind.JUDGE)
    events.add_role(tournament, people["host"], people["olga"], Role.Kind.ORGANIZER)
    for name in ("jude", "olga", "alice", "bob"):
        entries.register(tournament, people[name])
    return {"tournament": tournament, **people}


def test_a_playing_judge_sees_no_other_list_before_the_reveal(event: dict[str, Any]) -> None:
    assert submit(event, "alice", {"link": LINK}).status_code == 201
    assert submit(event, "jude", {"link": OTHER_LINK}).status_code == 201
    for who in ("jude", "olga"):  # a judge who plays, an organizer who plays
        client = client_for(event[who])
        assert_error(client.get(reg_url(event, "alice")), 403, "team_list/secret")
        shown = {row["display_name"] for row in client.get(url(event, "team-lists/")).json()}
        assert "alice" not in shown, who
        history = client.get(reg_url(event, "alice", "team-list/history/"))
        assert_error(history, 403, "permission/not_organizer")
        assert_error(client.get(url(event, "team-lists/status/")), 403, "permission/not_organizer")
        browser = Client()
        browser.force_login(event[who])
        html = browser.get(f"/tournaments/{event['tournament'].pk}/team-lists/").content.decode()
        assert "Brick Halloran" not in html, who  # a card of alice's list
    csv = client_for(event["olga"]).get(url(event, "team-lists.csv"))
    assert_error(csv, 403, "permission/not_organizer")
    # their own list stays theirs
    assert client_for(event["jude"]).get(reg_url(event, "jude")).status_code == 200
    # the judge who does not play and the organizer who does not play see everything
    for who in ("jane", "host"):
        client = client_for(event[who])
        assert client.get(reg_url(event, "alice")).status_code == 200, who
        assert client.get(reg_url(event, "alice", "team-list/history/")).status_code == 200
    # once round 1 reveals the lists, the playing judge sees them like every player
    generation.generate_round(event["tournament"].pk, 1)
    assert client_for(event["jude"]).get(reg_url(event, "alice")).status_code == 200


def opponent_of(event: dict[str, Any], who: str) -> Any:
    match = penalties.current_match(event["tournament"].registrations.get(user=event[who]))
    return match.player_b if match.player_a.user == event[who] else match.player_a


def test_a_playing_judge_cannot_warn_their_own_opponent(event: dict[str, Any]) -> None:
    generation.generate_round(event["tournament"].pk, 1)
    opponent = opponent_of(event, "jude")
    with pytest.raises(NotAllowed) as refused:
        penalties.issue(opponent, event["jude"], "warning", "slow_play", "slow")
    assert refused.value.code == "penalty/own_match"
    api = APIClient()
    api.force_authenticate(event["jude"])
    body = {
        "registration_id": opponent.pk,
        "kind": "warning",
        "infraction": "slow_play",
        "reason": "slow",
    }
    answer = api.post(f"/api/tournaments/{event['tournament'].pk}/penalties/", body, format="json")
    assert_error(answer, 403, "penalty/own_match")
    assert Penalty.objects.count() == 0
    # a player in another match may be warned by them; the other judge may warn the opponent
    other = next(
        r for r in event["tournament"].registrations.all() if r.pk != opponent.pk
        and not r.has_member(event["jude"])
    )  # fmt: skip
    assert penalties.issue(other, event["jude"], "warning", "slow_play", "slow").pk
    assert penalties.issue(opponent, event["jane"], "warning", "slow_play", "slow").pk
