"""Battle Dice team lists take the path of Dice Masters lists (issue 8): submitted through
the same API, checked by the game system's registry entry (MB-18: figures by Value, one
Cosmic Level figure per 30 points, one copy unless Nonunique, a battle die per figure), kept
secret, revealed when round 1 is paired, and played by the match's game."""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from rest_framework.test import APIClient

from battledice import catalog
from games import services as game_services
from tournaments import events
from tournaments.models import Tournament
from tournaments.registration import entries

pytestmark = pytest.mark.django_db
HEROES = {
    "figures": ["captain-america", "iron-man", "spider-man", "wolverine", "daredevil", "the-thing"],
    "dice": [f"demo-die-{n:02d}" for n in range(1, 7)],
}
VILLAINS = {
    "figures": ["magneto", "dr-doom", "doc-ock", "ultron", "sabretooth", "rhino"],
    "dice": [f"demo-die-{n:02d}" for n in range(7, 13)],
}


def client_for(user: Any) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


def test_a_battle_dice_event_takes_checks_hides_reveals_and_plays_team_lists(
    django_user_model: Any,
) -> None:
    make = django_user_model.objects.create_user
    organizer, alice, bob, eve = make("olga"), make("alice"), make("bob"), make("eve")
    event = events.create_tournament(
        organizer, name="Battle Dice Cup", date=datetime.date(2026, 12, 5),
        rules_version="mb-2006", play_mode=Tournament.PlayMode.ONLINE,
        match_structure="bo1", swiss_rounds=1, require_team_list=True,
    )  # fmt: skip
    reg_a = entries.register(event, alice)
    entries.register(event, bob)
    base = f"/api/tournaments/{event.pk}"

    # MB-18: the same figure twice (not Nonunique), a die short, a figure unknown.
    bad = {
        "figures": ["captain-america", "captain-america", "nobody"],
        "dice": ["demo-die-01"],
    }
    refused = client_for(alice).post(f"{base}/team-list/", bad, format="json")
    assert refused.status_code == 400 and refused.json()["code"] == "team_list/invalid"
    codes = {p["code"] for p in refused.json()["problems"]}
    assert len(codes) >= 2, codes
    malformed = client_for(alice).post(f"{base}/team-list/", {"figures": "x"}, format="json")
    assert malformed.status_code == 400
    checked = client_for(alice).post(f"{base}/team-list/check/", HEROES, format="json")
    assert checked.status_code == 200 and checked.json()["valid"], checked.content
    assert checked.json()["value"] == 7 + 6 + 5 + 4 + 4 + 4

    for user, team in ((alice, HEROES), (bob, VILLAINS)):
        answer = client_for(user).post(f"{base}/team-list/", team, format="json")
        assert answer.status_code == 201, answer.content
        assert answer.json()["valid"] and answer.json()["team"] == team
        kinds = {item["kind"] for item in answer.json()["items"]}
        assert kinds == {"figure", "battle_die"}

    # Secret until round 1, as in Dice Masters.
    alice_list = f"{base}/registrations/{reg_a.pk}/team-list/"
    for viewer in (client_for(bob), client_for(eve), APIClient()):
        assert viewer.get(alice_list).status_code == 403
    status = client_for(organizer).get(f"{base}/team-lists/status/").json()
    assert {row["status"] for row in status} == {"valid"}
    csv = client_for(organizer).get(f"{base}/team-lists.csv")
    assert csv.status_code == 200 and b"captain-america" in csv.content

    # Round 1 reveals them; the game plays the registered teams.
    assert client_for(organizer).post(f"{base}/rounds/", {}, format="json").status_code == 202
    for viewer in (client_for(bob), client_for(eve), APIClient()):
        assert viewer.get(alice_list).status_code == 200
    match = event.rounds.get(number=1).matches.get()
    game = match.games.get().game
    genesis = game.events.get(seq=0).payload
    assert genesis["type"] == "BattleDiceGameCreated"
    teams = {tuple(team[0]) for team in genesis["teams"]}
    assert teams == {tuple(HEROES["figures"]), tuple(VILLAINS["figures"])}
    game_services.autoplay(game.pk)
    game.refresh_from_db()
    assert game.status == "ended"
    assert game_services.audit(game)["ok"]


def test_an_over_value_team_names_the_rule() -> None:
    """MB-18: the team's Values add up to the agreed total (30 by default)."""
    from games.systems import EventSettings, for_rules

    system = for_rules("mb-2006")
    everyone = {
        "figures": HEROES["figures"] + VILLAINS["figures"][:3],
        "dice": [f"demo-die-{n:02d}" for n in range(1, 9)],
    }
    found = system.team_problems(everyone, EventSettings(rules="mb-2006"))
    assert found and all(p["rule"].startswith("MB") for p in found), found
    assert catalog.team_from(HEROES).figures == tuple(HEROES["figures"])


def test_the_team_page_takes_a_battle_dice_list(django_user_model: Any, client: Any) -> None:
    """The team page asks for the system's own fields (figures and dice, one id a line)
    and submits through the same service as the API."""
    organizer = django_user_model.objects.create_user("olga")
    alice = django_user_model.objects.create_user("alice")
    event = events.create_tournament(
        organizer, name="MB", date=datetime.date(2026, 12, 5), rules_version="mb-2006"
    )
    entries.register(event, alice)
    client.force_login(alice)
    url = f"/tournaments/{event.pk}/team/"
    page = client.get(url)
    assert page.status_code == 200 and b'name="figures"' in page.content
    assert b"Team Builder" not in page.content
    posted = client.post(url, {"figures": "\n".join(HEROES["figures"]), "dice": "demo-die-01"})
    assert posted.status_code == 400 and b"MB-18" in posted.content
    posted = client.post(
        url, {"figures": "\n".join(HEROES["figures"]), "dice": ", ".join(HEROES["dice"])}
    )
    assert posted.status_code == 302
    page = client.get(url)
    assert b"Captain America" in page.content and b"valid" in page.content


def test_the_printable_lists_show_battle_dice_figures(django_user_model: Any, client: Any) -> None:
    organizer = django_user_model.objects.create_user("olga")
    event = events.create_tournament(
        organizer, name="MB", date=datetime.date(2026, 12, 5), rules_version="mb-2006"
    )
    registration = entries.register(event, django_user_model.objects.create_user("ann"))
    from tournaments.teamlists import lists as teamlists

    teamlists.submit(registration, organizer, dict(HEROES))
    client.force_login(organizer)
    page = client.get(f"/tournaments/{event.pk}/team-lists/")
    assert page.status_code == 200 and b"Captain America" in page.content
