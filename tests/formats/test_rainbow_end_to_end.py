"""Rainbow Draft and Double Rainbow Draft (000:L717-727) end to end: sealed pools opened by
the event from committed seeds, stored, shown to their players, team lists checked against
them through the API, the seeds revealed with the lists so anyone can open the pools again,
the game played from the lists and replayed; Swiss events of both from
`simulate_tournament`."""

from __future__ import annotations

import datetime
import hashlib
import io
import json
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command

from games import services as game_services
from games.systems import EventSettings, for_rules
from games.systems.sealed import PACKS, open_pool
from tournaments import events
from tournaments.models import Format, MatchGame, SealedPool, TeamListEntry, Tournament
from tournaments.registration import entries
from tournaments.teamlists import sealed

from .test_rules_2014_end_to_end import client_for, replay_command

pytestmark = pytest.mark.django_db


def test_open_pool_is_the_seeds_and_follows_the_pack_rules() -> None:
    cards = [(f"{n}x", "character", r) for n, r in enumerate(["common"] * 6 + ["rare"] * 2)]
    cards += [("u1", "action", "uncommon"), ("b1", "basic_action", "common")]
    seed = "ab" * 32
    pool = open_pool(seed, PACKS["rainbow"], cards)
    assert pool == open_pool(seed, PACKS["rainbow"], list(reversed(cards)))
    assert len(pool["packs"]) == 12 and all(len(p) == 2 for p in pool["packs"])
    assert all(p[0].endswith("x") and p[0] in {f"{n}x" for n in range(6)} for p in pool["packs"])
    assert pool["basic_actions"] == []  # Rainbow Draft: players bring their own (000:L719)
    double = open_pool(seed, PACKS["double-rainbow"], cards)
    assert double["basic_actions"] == ["b1"] and len(double["packs"]) == 6
    assert open_pool("cd" * 32, PACKS["rainbow"], cards) != pool


def test_a_rainbow_event_opens_checks_reveals_and_plays_pools(
    django_user_model: Any, tmp_path: Path
) -> None:
    make = django_user_model.objects.create_user
    organizer, alice, bob, eve = make("olga"), make("alice"), make("bob"), make("eve")
    rainbow = Format.objects.create(name="Rainbow", team_format="rainbow")
    event = events.create_tournament(
        organizer, name="Rainbow Cup", date=datetime.date(2026, 12, 5), format=rainbow,
        play_mode=Tournament.PlayMode.ONLINE, match_structure="bo1", swiss_rounds=1,
        require_team_list=True,
    )  # fmt: skip
    reg_a = entries.register(event, alice)
    entries.register(event, bob)
    base = f"/api/tournaments/{event.pk}"

    assert client_for(alice).get(f"{base}/sealed-pool/").json()["code"] == "sealed/no_pool"
    assert client_for(alice).post(f"{base}/sealed-pools/").status_code == 403
    opened = client_for(organizer).post(f"{base}/sealed-pools/")
    assert opened.status_code == 201 and opened.json()["opened"] == 2
    assert client_for(organizer).post(f"{base}/sealed-pools/").json()["opened"] == 0
    mine = client_for(alice).get(f"{base}/sealed-pool/").json()
    assert mine["seed"] is None and len(mine["seed_hash"]) == 64
    assert len(mine["pool"]["packs"]) == 12
    assert [p["registration"] for p in client_for(bob).get(f"{base}/sealed-pools/").json()] != [
        reg_a.pk
    ]  # secret, as lists are

    system = for_rules("dm-2018")
    lists = {}
    for index, user in enumerate((alice, bob)):
        pool = client_for(user).get(f"{base}/sealed-pool/").json()["pool"]
        team = system.bot_team_from_pool(pool, index)
        outside = next(
            c for c in ("1ocr", "2ocr", "4ocr", "7ocr", "9ocr") if c not in pool["cards"]
        )
        bad = {"cards": [*team["cards"][:7], [outside, 1]], "basic_actions": team["basic_actions"]}
        refused = client_for(user).post(f"{base}/team-list/", bad, format="json")
        assert refused.status_code == 400
        assert "team/not_in_pool" in {p["code"] for p in refused.json()["problems"]}
        card, copies = next(iter(pool["cards"].items()))
        greedy = {"cards": [[card, copies + 1]], "basic_actions": team["basic_actions"]}
        refused = client_for(user).post(f"{base}/team-list/", greedy, format="json")
        assert "team/more_dice_than_pool" in {p["code"] for p in refused.json()["problems"]}
        answer = client_for(user).post(f"{base}/team-list/", team, format="json")
        assert answer.status_code == 201 and answer.json()["valid"], answer.content
        lists[user.pk] = team

    # Round 1 reveals lists and seeds: the pools are the seeds' (the commitments hold).
    assert client_for(organizer).post(f"{base}/rounds/", {}, format="json").status_code == 202
    shown = client_for(eve).get(f"{base}/sealed-pools/").json()
    assert len(shown) == 2
    for row in shown:
        assert hashlib.sha256(bytes.fromhex(row["seed"])).hexdigest() == row["seed_hash"]
        settings = EventSettings(rules="dm-2018", team_format="rainbow", online=True)
        assert system.sealed_pool(row["seed"], settings) == row["pool"]
    assert all(sealed.verify(row) for row in SealedPool.objects.all())

    match = event.rounds.get(number=1).matches.get()
    game = match.games.get().game
    genesis = game.events.get(seq=0).payload
    assert [list(map(list, t)) for t in genesis["teams"]] == [
        lists[match.player_a.user_id]["cards"],
        lists[match.player_b.user_id]["cards"],
    ]
    game_services.autoplay(game.pk, actors=(match.player_a.user, match.player_b.user))
    game.refresh_from_db()
    assert game.status == "ended"
    log = client_for(None).get(f"/api/games/{game.pk}/log/", {"as": "jsonl"}).content.decode()
    assert replay_command(log, tmp_path, game.seed).startswith("valid:")


def test_the_console_shows_the_pools(django_user_model: Any, client: Any) -> None:
    organizer = django_user_model.objects.create_user("olga", password="pw")
    rainbow = Format.objects.create(name="Double", team_format="double-rainbow")
    event = events.create_tournament(
        organizer, name="DR", date=datetime.date(2026, 12, 5), format=rainbow
    )
    entries.register(event, django_user_model.objects.create_user("ann"))
    client.force_login(organizer)
    url = f"/tournaments/{event.pk}/console/team-lists/"
    page = client.get(url)
    assert page.status_code == 200 and b"Sealed pools (0 of 1 opened)" in page.content
    client.post(url, {"action": "open_pools"})
    page = client.get(url)
    assert b"Sealed pools (1 of 1 opened)" in page.content


@pytest.mark.parametrize("team_format", ["rainbow", "double-rainbow"])
def test_simulate_tournament_runs_a_swiss_event_of_sealed_pools(team_format: str) -> None:
    out = io.StringIO()
    call_command(
        "simulate_tournament", "--players", "4", "--rounds", "2", "--seed", team_format,
        "--format", team_format, "--json", stdout=out,
    )  # fmt: skip
    tournament = Tournament.objects.get(pk=json.loads(out.getvalue())["tournament"])
    assert SealedPool.objects.filter(registration__tournament=tournament).count() == 4
    assert TeamListEntry.objects.filter(registration__tournament=tournament).count() == 4
    links = MatchGame.objects.filter(match__round__tournament=tournament).select_related("game")
    assert links.count() == 4 and all(link.game.status == "ended" for link in links)
    assert game_services.audit(links.first().game)["ok"] is True
