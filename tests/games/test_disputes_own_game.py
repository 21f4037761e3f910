"""No one rules in their own game (issue 9, item 1): staff, members of the judges group, and
an event's judges and organizers may rule on other people's games, never on one they play.
Every refusal is 403 ruling/own_game and writes nothing."""

from datetime import date
from typing import Any

import pytest
from django.contrib.auth.models import Group
from rest_framework.test import APIClient

from games import access, services
from games.models import Dispute, Game, GameEvent
from tournaments import events
from tournaments.models import MatchGame, Role
from tournaments.registration import entries
from tournaments.rounds import generation

pytestmark = pytest.mark.django_db

RULINGS = [
    {"kind": "annotate", "about_seq": 0, "text": "fine"},
    {"kind": "set_life", "target": 1, "life": 0, "reason": "mine"},
    {"kind": "rewind", "to_seq": 0, "reason": "again"},
]


def client_for(user: Any) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


def log_of(game: Game) -> list[tuple[int, str]]:
    return list(GameEvent.objects.filter(game=game).order_by("seq").values_list("seq", "hash"))


def assert_no_ruling_by(player: Any, opponent: Any, game: Game) -> None:
    """Every kind of ruling, with and without a dispute, is refused and changes nothing."""
    opened = client_for(opponent).post(
        f"/api/games/{game.pk}/disputes/", {"seq": 0, "reason": "check"}, format="json"
    )
    assert opened.status_code == 201
    before = log_of(game)
    for body in RULINGS:
        for dispute in (None, opened.json()["id"]):
            with_dispute = body if dispute is None else {**body, "dispute": dispute}
            refused = client_for(player).post(
                f"/api/games/{game.pk}/rulings/", with_dispute, format="json"
            )
            assert refused.status_code == 403, refused.content
            assert refused.json()["code"] == "ruling/own_game"
    assert log_of(game) == before
    assert Dispute.objects.get(pk=opened.json()["id"]).status == Dispute.Status.OPEN
    game.refresh_from_db()
    assert game.status == Game.Status.ACTIVE


def test_staff_who_play_do_not_rule_in_their_own_game(django_user_model: Any) -> None:
    staff = django_user_model.objects.create_user("sam", is_staff=True)
    bob = django_user_model.objects.create_user("bob")
    game = services.start_game(staff, bob, mode="paper")
    assert_no_ruling_by(staff, bob, game)
    # ... and may rule on a game they do not play.
    other = services.start_game(bob, django_user_model.objects.create_user("carol"))
    ruled = client_for(staff).post(f"/api/games/{other.pk}/rulings/", RULINGS[0], format="json")
    assert ruled.status_code == 201


def test_the_judges_group_does_not_rule_in_its_own_games(django_user_model: Any) -> None:
    judge = django_user_model.objects.create_user("jude")
    judge.groups.add(Group.objects.create(name=access.JUDGE_GROUP))
    bob = django_user_model.objects.create_user("bob")
    assert_no_ruling_by(judge, bob, services.start_game(bob, judge))


@pytest.mark.parametrize("role", [Role.Kind.JUDGE, Role.Kind.ORGANIZER])
def test_an_events_judge_or_organizer_does_not_rule_in_a_game_they_play(
    django_user_model: Any, role: str
) -> None:
    """A playing judge (or organizer) of an online event: their match's game is theirs."""
    make = django_user_model.objects.create_user
    organizer, official, opponent = make("olga"), make("jude"), make("pat")
    tournament = events.create_tournament(
        organizer, name="Cup", date=date(2026, 1, 1), play_mode="online"
    )
    if role == Role.Kind.ORGANIZER:
        events.add_role(tournament, organizer, official, Role.Kind.ORGANIZER)
    else:
        events.add_role(tournament, organizer, official, Role.Kind.JUDGE)
    for user in (official, opponent):
        entries.register(tournament, user)
    generation.generate_round(tournament.pk, 1)
    game = MatchGame.objects.get(match__round__tournament=tournament).game
    assert services.is_judge(official, game)
    assert_no_ruling_by(official, opponent, game)
    # The organizer who does not play still rules there.
    ruled = client_for(organizer).post(f"/api/games/{game.pk}/rulings/", RULINGS[0], format="json")
    assert ruled.status_code == 201
