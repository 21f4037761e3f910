"""Every ruleset and team format end to end (issue 8, "Done when"): an online event of the
format, its players' team lists sent through the API (sealed formats: built from the pool
the event opened), round 1 started through the API, the match's game played through the
games API (each seat's legal actions, then the bots), its log exported and replayed by the
`replay` command with the revealed seed, and the audit clean.

The other end-to-end tests cover: `dm-2014` demo games (test_rules_2014_end_to_end.py),
Draft Teams (test_draft_teams_end_to_end.py), Rainbow Draft (test_rainbow_end_to_end.py),
`mb-2006` (tests/battledice/test_api.py); this file covers the formats and rulesets they
leave out."""

from __future__ import annotations

import datetime
import json
from pathlib import Path
from typing import Any

import pytest

from games import services as game_services
from games.engine import FORMATS
from games.systems import EventSettings, for_rules
from games.systems.ocr_teams import team_for
from tournaments import events
from tournaments.models import Format, Tournament
from tournaments.registration import entries

from .test_rules_2014_end_to_end import client_for, replay_command

pytestmark = pytest.mark.django_db

CASES = [
    ("dm-2018", "standard"),
    ("dm-2018", "demo"),
    ("dm-2018", "double-rainbow"),
    ("dm-2014", "basic-2014"),
    ("dm-2014", "tournament-2014"),
    ("mb-2006-basic", ""),
]


def _team(system: Any, rules: str, team_format: str, index: int, pool: Any) -> dict:
    if pool is not None:  # a sealed format: the list is made of the player's pool
        return system.bot_team_from_pool(pool, index)
    if rules.startswith("mb-"):  # Battle Dice: the system's own list (figures and dice)
        settings = EventSettings(rules=rules, team_format=team_format, online=True)
        return system.bot_team_list(index, settings)
    cards, basic = team_for(index, FORMATS[team_format])
    return {"cards": [list(entry) for entry in cards], "basic_actions": list(basic)}


def _play_a_few_moves_through_the_api(game: Any, seats: tuple[Any, Any]) -> int:
    """Each waiting seat posts its first legal action (never conceding) a few times."""
    taken = 0
    for _ in range(12):
        detail = client_for(seats[0]).get(f"/api/games/{game.pk}/").json()
        waiting = detail["view"]["waiting_for"]
        if detail["game"]["status"] == "ended" or waiting is None or waiting["player"] is None:
            break
        seat = seats[waiting["player"]]
        legal = client_for(seat).get(f"/api/games/{game.pk}/legal-actions/").json()
        actions = [a for a in legal["actions"] if a["type"] not in ("concede", "dispute")]
        if not actions:
            break
        answer = client_for(seat).post(
            f"/api/games/{game.pk}/actions/",
            {"action": actions[0], "expected_seq": legal["seq"]},
            format="json",
        )
        assert answer.status_code == 201, answer.content
        taken += 1
    return taken


@pytest.mark.parametrize(("rules", "team_format"), CASES)
def test_an_event_game_of_each_format_is_played_through_the_api_and_replayed(
    django_user_model: Any, tmp_path: Path, rules: str, team_format: str
) -> None:
    make = django_user_model.objects.create_user
    organizer, alice, bob = make("olga"), make("alice"), make("bob")
    fmt = Format.objects.create(name=f"Format {team_format or rules}", team_format=team_format)
    event = events.create_tournament(
        organizer, name=f"{rules} {team_format}", date=datetime.date(2026, 12, 5), format=fmt,
        rules_version=rules, play_mode=Tournament.PlayMode.ONLINE, match_structure="bo1",
        swiss_rounds=1, require_team_list=True,
    )  # fmt: skip
    entries.register(event, alice)
    entries.register(event, bob)
    base = f"/api/tournaments/{event.pk}"
    system = for_rules(rules)
    sealed = team_format in ("rainbow", "double-rainbow")
    if sealed:
        assert client_for(organizer).post(f"{base}/sealed-pools/").status_code == 201
    lists = {}
    for index, user in enumerate((alice, bob)):
        pool = client_for(user).get(f"{base}/sealed-pool/").json()["pool"] if sealed else None
        team = _team(system, rules, team_format, index, pool)
        answer = client_for(user).post(f"{base}/team-list/", team, format="json")
        assert answer.status_code == 201 and answer.json()["valid"], answer.content
        lists[user.pk] = team

    assert client_for(organizer).post(f"{base}/rounds/", {}, format="json").status_code == 202
    match = event.rounds.get(number=1).matches.get()
    game = match.games.get().game
    assert game.options["rules"] == rules
    genesis = game.events.get(seq=0).payload
    if not rules.startswith("mb-"):
        assert dict(genesis["options"])["team_format"] == team_format
        assert [list(map(list, t)) for t in genesis["teams"]] == [
            lists[match.player_a.user_id]["cards"],
            lists[match.player_b.user_id]["cards"],
        ]
    seats = (match.player_a.user, match.player_b.user)
    assert _play_a_few_moves_through_the_api(game, seats) > 0
    game_services.autoplay(game.pk, actors=seats)
    game.refresh_from_db()
    assert game.status == "ended"

    log = client_for(None).get(f"/api/games/{game.pk}/log/", {"as": "jsonl"}).content.decode()
    records = [json.loads(line) for line in log.splitlines() if line.strip()]
    assert replay_command(log, tmp_path, game.seed).startswith(f"valid: {len(records)} events")
    audit = client_for(None).get(f"/api/games/{game.pk}/audit/").json()
    assert audit["ok"] is True and audit["rules"] == rules
