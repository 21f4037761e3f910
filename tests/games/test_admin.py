"""The admin shows games and logs read-only and never an unrevealed seed."""

import pytest
from django.contrib import admin
from django.test import Client, RequestFactory
from django.urls import reverse

from games.event_store import create_game
from games.models import Game, GameEvent

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("model", [Game, GameEvent])
def test_nobody_can_add_change_or_delete_games_or_events_in_the_admin(
    model: type, admin_user: object, rf: RequestFactory
) -> None:
    """Even a superuser only views: history changes through the event store alone."""
    request = rf.get("/")
    request.user = admin_user
    model_admin = admin.site.get_model_admin(model)
    assert model_admin.has_view_permission(request) is True
    assert model_admin.has_add_permission(request) is False
    assert model_admin.has_change_permission(request) is False
    assert model_admin.has_delete_permission(request) is False


def test_the_game_page_shows_the_seed_hash_but_not_the_seed(admin_client: Client) -> None:
    """Before the end only the commitment is public, in the admin too."""
    game = create_game("paper", {}, {"seq": 0, "type": "GameCreated"})
    page = admin_client.get(reverse("admin:games_game_change", args=[game.pk]))
    assert page.status_code == 200
    assert game.seed_hash in page.text
    assert game.seed not in page.text


def test_the_event_list_renders(admin_client: Client) -> None:
    """The log of every game can be browsed."""
    create_game("online", {}, {"seq": 0, "type": "GameCreated"})
    page = admin_client.get(reverse("admin:games_gameevent_changelist"))
    assert page.status_code == 200
    assert "GameCreated" in page.text
