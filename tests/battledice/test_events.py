"""Swiss events of Battle Dice (issue 8): the event chooses the ruleset, hence the game
system; nothing in the tournaments code names Battle Dice."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from rest_framework.test import APIClient

from games import services as game_services
from tournaments.models import MatchGame, Tournament
from tournaments.simulation import create_event
from tournaments.tasks import generate_round

pytestmark = pytest.mark.django_db
TOURNAMENTS = Path(__file__).resolve().parents[2] / "tournaments"


@pytest.mark.parametrize("rules", ["mb-2006", "mb-2006-basic"])
def test_simulate_tournament_runs_a_swiss_event_of_battle_dice(rules: str) -> None:
    out = io.StringIO()
    call_command(
        "simulate_tournament",
        "--players",
        "6",
        "--rounds",
        "3",
        "--seed",
        f"mb-{rules}",
        "--rules",
        rules,
        "--json",
        stdout=out,
    )
    result = json.loads(out.getvalue())
    assert len(result["standings"]) == 6
    assert sum(row["points"] for row in result["standings"]) == 3 * 3 * 3  # 3 tables, 3 rounds
    tournament = Tournament.objects.get(pk=result["tournament"])
    links = MatchGame.objects.filter(match__round__tournament=tournament).select_related("game")
    assert links.count() == 9
    for link in links:
        game = link.game
        assert game.status == "ended" and game.options["rules"] == rules
        assert game_services.system_of(game).id == "battledice"
    report = game_services.audit(links.first().game)
    assert report["ok"] is True and report["system"] == "battledice"


def test_calling_time_ends_battle_dice_games_on_captures() -> None:
    """docs/rulings.md (Battle Dice, time): the round in progress is played out, then the
    player with more captured foes wins; as many is a draw."""
    tournament = create_event(
        "Timed MB", 4, "timed-mb", rounds=1, prefix="timed-mb", rules="mb-2006"
    )
    generate_round.delay(tournament.pk, 1).get()
    links = list(MatchGame.objects.filter(match__round__tournament=tournament))
    for link in links:
        game_services.autoplay(link.game_id, max_actions=12)
        game_services.call_time(link.game_id)
        game_services.autoplay(link.game_id)
        link.game.refresh_from_db()
        assert link.game.status == "ended"
        assert link.game.outcome["termination"] in ("time", "captures")
        records = game_services.log_records(link.game)
        assert [r["type"] for r in records].count("TimeCalled") <= 1
        assert game_services.audit(link.game)["ok"] is True


def test_the_tournament_api_names_the_game_system(users: dict[str, Any]) -> None:
    client = APIClient()
    client.force_authenticate(users["staff"])
    made = client.post(
        "/api/tournaments/",
        {"name": "Battle Dice Open", "date": "2026-12-05", "rules_version": "mb-2006"},
        format="json",
    )
    assert made.status_code == 201, made.content
    assert (made.json()["rules_version"], made.json()["game_system"]) == ("mb-2006", "battledice")
    bad = client.post(
        "/api/tournaments/",
        {"name": "Nope", "date": "2026-12-05", "rules_version": "mb-1999"},
        format="json",
    )
    assert bad.status_code == 400


def test_the_tournaments_code_never_names_a_game_system() -> None:
    """Adding a game system touches no tournament code: the tournaments app reaches systems
    through games.systems only (tournaments/game_systems.py)."""
    for path in TOURNAMENTS.rglob("*.py"):
        text = path.read_text()
        for word in ("battledice", "Battle Dice", "mb-2006"):
            assert word not in text, f"{path} names {word!r}"
