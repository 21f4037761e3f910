"""End to end on PostgreSQL, with the project's own small card files (invented cards in the
Team Builder's and the spreadsheet's formats): import them, submit two lists by Team Builder
link, see them validated and kept secret, reveal them at round 1, play the online game the
lists make, and audit it with the exact card versions it was created with."""

from __future__ import annotations

import datetime
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from django.db import connection
from rest_framework.test import APIClient

from cards.models import CardBundle
from games import services as game_services
from games.models import Game
from tournaments import events
from tournaments.models import Format, Tournament
from tournaments.registration import entries
from tournaments.results import counting

DATA = Path(__file__).resolve().parents[1] / "cards" / "data"
ON_POSTGRES = connection.vendor == "postgresql"
SPREADSHEET_TEAM = (
    "https://teambuilder.example/?view&cards=3x1ssx;3x2ssx;3x3ssx;3x4ssx;2x5ssx;2x7ssx;2x8ssx;"
    "2x11ssx;1x9ssx;1x10ssx"
)
TEAMBUILDER_TEAM = (
    "?view&cards=3x4tbx;3x5tbx;3x6tbx;3x7tbx;3x8tbx;2x9tbx;2x10tbx;1x11tbx;1x1tbx;1x2tbx"
)


def client_for(user: Any) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


@pytest.mark.postgres
@pytest.mark.django_db
@pytest.mark.skipif(not ON_POSTGRES, reason="needs PostgreSQL: set DATABASE_URL=postgres://…")
def test_import_submit_validate_keep_secret_reveal_and_play_online(django_user_model: Any) -> None:
    out = StringIO()
    call_command("import_cards", str(DATA / "spreadsheet_sample.csv"), "--quiet", stdout=out)
    call_command("import_teambuilder", str(DATA / "teambuilder_sample.php"), "--quiet", stdout=out)
    assert "10 cards read, 10 with faces" in out.getvalue()
    assert "12 cards read, 12 with faces" in out.getvalue()

    make = django_user_model.objects.create_user
    organizer, alice, bob, eve = make("olga"), make("alice"), make("bob"), make("eve")
    community = Format.objects.create(name="Community sets", legal_sets=["ssx", "tbx"])
    event = events.create_tournament(
        organizer, name="Community Cup", date=datetime.date(2026, 12, 5), format=community,
        play_mode=Tournament.PlayMode.ONLINE, match_structure="bo1", swiss_rounds=1,
    )  # fmt: skip
    reg_a = entries.register(event, alice)
    reg_b = entries.register(event, bob)
    base = f"/api/tournaments/{event.pk}"

    # An illegal list is refused, naming the card and the rule; the legal ones are taken.
    refused = client_for(alice).post(
        f"{base}/team-list/", {"link": SPREADSHEET_TEAM + ";1x1ocr"}, format="json"
    )
    assert refused.status_code == 400
    assert {(p["code"], p["card"]) for p in refused.json()["problems"]} >= {
        ("team/set_not_legal", "1ocr")
    }
    for user, link in ((alice, SPREADSHEET_TEAM), (bob, TEAMBUILDER_TEAM)):
        answer = client_for(user).post(f"{base}/team-list/", {"link": link}, format="json")
        assert answer.status_code == 201, answer.content
        assert answer.json()["valid"] and answer.json()["dice"] == 20

    # Secret until round 1: neither the opponent nor anyone else sees alice's list.
    alice_list = f"{base}/registrations/{reg_a.pk}/team-list/"
    for viewer in (client_for(bob), client_for(eve), APIClient()):
        assert viewer.get(alice_list).status_code == 403
        shown = viewer.get(f"{base}/team-lists/").json()
        assert all(row["registration"] != reg_a.pk for row in shown)
    status = client_for(organizer).get(f"{base}/team-lists/status/").json()
    assert {row["status"] for row in status} == {"valid"}

    # The organizer pairs round 1: the lists are revealed, and the online game uses them.
    assert client_for(organizer).post(f"{base}/rounds/", {}, format="json").status_code == 202
    for viewer in (client_for(bob), client_for(eve), APIClient()):
        assert viewer.get(alice_list).status_code == 200
    match = event.rounds.get(number=1).matches.get()
    game = match.games.get().game
    genesis = game.events.get(seq=0).payload
    by_user = {reg_a.pk: reg_a, reg_b.pk: reg_b}
    registered = [by_user[match.player_a_id], by_user[match.player_b_id]]
    for seat, reg in enumerate(registered):
        reg.refresh_from_db()
        assert [list(e) for e in genesis["teams"][seat]] == reg.team_list["cards"]
        assert list(genesis["basic_actions"][seat]) == reg.team_list["basic_actions"]
    bundle = CardBundle.objects.get(digest=genesis["cards_digest"])
    assert {v.card.set.code for v in bundle.versions.all()} == {"ssx", "tbx"}

    # Played to the end by bots; the match result is the engine's; the audit holds.
    game_services.autoplay(game.pk, actors=(match.player_a.user, match.player_b.user))
    game.refresh_from_db()
    assert game.status == Game.Status.ENDED
    assert counting.counting_result(match) is not None
    report = client_for(eve).get(f"/api/games/{game.pk}/audit/").json()
    assert report["ok"] and report["cards"]["stored"]
