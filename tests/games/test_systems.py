"""The registry of game systems (games/systems, issue 8): a game's ruleset names the system
that plays it, everywhere (create, play, view, replay, audit), and only that one."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from games import services, systems
from games.errors import MalformedAction
from games.models import Game, GameEvent
from games.systems.base import GameSystem

pytestmark = pytest.mark.django_db


def staff_client(users: dict[str, Any]) -> APIClient:
    client = APIClient()
    client.force_authenticate(users["staff"])
    return client


def test_every_ruleset_belongs_to_exactly_one_registered_system() -> None:
    """for_rules finds the system of each ruleset; the default ruleset is Dice Masters'."""
    for system in systems.systems():
        assert isinstance(system, GameSystem) and system.rulesets
        for rules in system.rulesets:
            assert systems.for_rules(rules) is system
    assert systems.for_rules(systems.DEFAULT_RULES).id == "dicemasters"


def test_a_registry_naming_a_ruleset_twice_fails_at_start(settings: Any) -> None:
    """Two systems claiming one ruleset would make a log ambiguous: refused when loading."""
    path = "games.systems.dicemasters.DiceMasters"
    settings.GAME_SYSTEMS = [path, path]
    systems.reset()
    try:
        with pytest.raises(ValueError, match="repeated id"):
            systems.systems()
    finally:
        systems.reset()


def test_a_ruleset_nobody_plays_is_game_bad_setup() -> None:
    with pytest.raises(MalformedAction) as caught:
        systems.for_rules("dm-1999")
    assert caught.value.code == "game/bad_setup"
    with pytest.raises(MalformedAction):
        systems.for_options({"rules": ["dm-2018"]})


def test_a_game_names_its_system_and_ruleset(users: dict[str, Any]) -> None:
    """Stored options record the ruleset; the summary and the audit say which system."""
    game = services.start_game(users["alice"], users["bob"])
    assert game.options["rules"] == "dm-2018"
    seen = services.player_view(game, users["alice"])["game"]
    assert (seen["system"], seen["rules"]) == ("dicemasters", "dm-2018")
    report = services.audit(game)
    assert (report["system"], report["rules"], report["ok"]) == ("dicemasters", "dm-2018", True)


def test_creating_a_game_with_an_unknown_ruleset_is_400_and_writes_nothing(
    users: dict[str, Any],
) -> None:
    before = Game.objects.count(), GameEvent.objects.count()
    answer = staff_client(users).post(
        "/api/games/",
        {
            "player_one": users["alice"].pk,
            "player_two": users["bob"].pk,
            "options": {"rules": "no-such-game"},
        },
        format="json",
    )
    assert answer.status_code == 400
    assert answer.json()["code"] == "game/bad_setup"
    assert (Game.objects.count(), GameEvent.objects.count()) == before


def test_a_log_names_its_system_by_its_first_event(users: dict[str, Any]) -> None:
    game = services.start_game(users["alice"], users["bob"])
    records = services.log_records(game)
    assert systems.for_log(records) is services.system_of(game)
    assert systems.for_log([{"seq": 0, "type": "TurnBegan"}]) is None
    assert systems.for_log([]) is None
