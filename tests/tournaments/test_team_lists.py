"""Team lists through the API: submitted (Team Builder link or cards), checked by the rules
(every problem names the card and the rule), locked at the deadline, kept secret until the
event reveals them, exported for organizers, and required for pairing when the event says
so. The refusals are tested as carefully as the successes: each writes nothing."""

from __future__ import annotations

import csv
import datetime
import io
from collections.abc import Callable
from typing import Any

import pytest
from django.test import Client
from django.utils import timezone
from rest_framework.test import APIClient

from cards import services as card_services
from games.models import Game
from games.systems import dm_teamlists
from tournaments import events
from tournaments.models import Format, Registration, TeamListEntry, Tournament
from tournaments.registration.entries import register, set_checked_in
from tournaments.rounds import generation

pytestmark = pytest.mark.django_db
DAY = datetime.date(2026, 12, 5)
# A standard team of our set (DM-3.2): 8 cards, 20 dice, 2 different Basic Action Cards.
LINK = (
    "https://teambuilder.example/?view&cards=3x1ocr;3x4ocr;2x7ocr;3x8ocr;3x49ocr;2x52ocr;"
    "2x12ocr;2x13ocr;1x41ocr;1x39ocr"
)
OTHER_LINK = (
    "?view&cards=3x13ocr;2x14ocr;3x15ocr;3x19ocr;3x20ocr;2x21ocr;2x54ocr;1x48ocr;1x40ocr;1x46ocr"
)


def client_for(user: Any | None) -> APIClient:
    client = APIClient()
    if user is not None:
        client.force_authenticate(user)
    return client


def entries() -> int:
    return TeamListEntry.objects.count()


def assert_error(response: Any, status: int, code: str) -> dict[str, Any]:
    assert response.status_code == status, response.content
    body = response.json()
    assert body["code"] == code and body["message"]
    return body


@pytest.fixture
def make_user(django_user_model: Any) -> Callable[..., Any]:
    return django_user_model.objects.create_user


@pytest.fixture
def event(make_user: Callable[..., Any]) -> dict[str, Any]:
    """A paper event of four players before round 1, with an organizer and a judge."""
    organizer = make_user("olga")
    tournament = events.create_tournament(organizer, name="Store Championship", date=DAY)
    judge = make_user("jude")
    events.add_role(tournament, organizer, judge, "judge")
    people = {"organizer": organizer, "judge": judge, "staff": make_user("sam", is_staff=True)}
    for name in ("alice", "bob", "carol", "dave"):
        people[name] = make_user(name)
        register(tournament, people[name])
    people["stranger"] = make_user("eve")
    return {"tournament": tournament, **people}


def url(event: dict[str, Any], tail: str) -> str:
    return f"/api/tournaments/{event['tournament'].pk}/{tail}"


def registration(event: dict[str, Any], name: str) -> Registration:
    return event["tournament"].registrations.get(user=event[name])


def reg_url(event: dict[str, Any], name: str, tail: str = "team-list/") -> str:
    return url(event, f"registrations/{registration(event, name).pk}/{tail}")


def submit(event: dict[str, Any], who: str, body: dict[str, Any], whose: str | None = None) -> Any:
    target = reg_url(event, whose) if whose else url(event, "team-list/")
    return client_for(event[who]).post(target, body, format="json")


# --- submitting -------------------------------------------------------------------------


def test_a_player_submits_by_team_builder_link_and_gets_it_back(event: dict[str, Any]) -> None:
    answer = submit(event, "alice", {"link": LINK})
    assert answer.status_code == 201, answer.content
    body = answer.json()
    assert body["valid"] and body["problems"] == [] and body["dice"] == 20
    assert [c["card"] for c in body["cards"]][:2] == ["1ocr", "4ocr"]
    assert [c["card"] for c in body["basic_actions"]] == ["41ocr", "39ocr"]
    assert body["link"].endswith("?view&cards=3x1ocr;3x4ocr;2x7ocr;3x8ocr;3x49ocr;2x52ocr;"
                                 "2x12ocr;2x13ocr;1x41ocr;1x39ocr")  # fmt: skip
    assert registration(event, "alice").team_list["basic_actions"] == ["41ocr", "39ocr"]
    mine = client_for(event["alice"]).get(url(event, "team-list/")).json()
    assert mine["submitted"] and mine["by"] == "alice"


def test_the_exported_link_reads_back_to_the_same_list(event: dict[str, Any]) -> None:
    first = submit(event, "alice", {"link": LINK}).json()
    again = submit(event, "alice", {"link": first["link"]}).json()
    assert again["cards"] == first["cards"] and again["basic_actions"] == first["basic_actions"]


def test_a_player_submits_cards_by_code_or_engine_id(event: dict[str, Any]) -> None:
    cards = [{"card": "1ocr", "dice": 4}, ["7OCR", 4], {"card": "13ocr", "dice": 4}]
    answer = submit(event, "bob", {"cards": cards, "basic_actions": ["41ocr", "39ocr"]})
    assert answer.status_code == 201, answer.content
    assert answer.json()["dice"] == 12


def test_a_link_of_only_the_query_or_url_encoded_is_read(event: dict[str, Any]) -> None:
    encoded = LINK.split("?")[1].replace(";", "%3B")
    assert submit(event, "alice", {"link": "?" + encoded}).status_code == 201


@pytest.mark.parametrize(
    ("link", "code", "card", "rule"),
    [
        # three Basic Action Cards, and the same one twice
        (LINK + ";1x42ocr", "team/basic_action_count", "", "DM-3.2"),
        ("?view&cards=3x1ocr;1x41ocr;1x41ocr", "team/same_basic_action_twice", "41ocr", "DM-3.2"),
        # more dice than the card's Max (Queen Ironmoth: Max 1)
        ("?view&cards=2x47ocr;1x41ocr;1x39ocr", "team/more_dice_than_max", "47ocr", "DM-3.2"),
        # no die on a card
        ("?view&cards=0x1ocr;1x41ocr;1x39ocr", "team/no_dice_on_card", "1ocr", "DM-3.2"),
        # 21 dice
        (LINK.replace("2x13ocr", "3x13ocr"), "team/too_many_dice", "", "DM-3.2"),
        # nine cards
        (LINK.replace("1x41ocr", "1x9ocr;1x41ocr").replace("3x1ocr", "1x1ocr"),
         "team/too_many_cards", "", "DM-3.2"),
        # the same card twice
        ("?view&cards=1x1ocr;1x1ocr;1x41ocr;1x39ocr", "team/same_card_twice", "1ocr", "DM-3.2"),
        # two cards with the same name: our rulebook stand-in and no other... (same title rule)
    ],
)  # fmt: skip
def test_every_problem_names_the_card_and_the_rule_and_nothing_is_written(
    event: dict[str, Any], link: str, code: str, card: str, rule: str
) -> None:
    before = entries()
    body = assert_error(submit(event, "alice", {"link": link}), 400, "team_list/invalid")
    assert any(p["code"] == code and p["card"] == card and p["rule"] == rule
               for p in body["problems"]), body["problems"]  # fmt: skip
    assert all(p["message"] for p in body["problems"])
    assert entries() == before and registration(event, "alice").team_list is None


def test_two_cards_with_the_same_name_are_refused(event: dict[str, Any]) -> None:
    record = {**card_services.card_by_code("1ocr").current_version.data}
    record.update(id="999ocr", number="999", subtitle="Another Brick")
    card_services.import_records([card_services.Incoming(record, "ocr", "999")], "test")
    body = assert_error(
        submit(event, "alice", {"link": "?view&cards=1x1ocr;1x999ocr;1x41ocr;1x39ocr"}),
        400,
        "team_list/invalid",
    )
    assert [p["code"] for p in body["problems"]] == ["team/same_name"]
    assert body["problems"][0]["card"] == "999ocr"
    assert "Brick Halloran" in body["problems"][0]["message"]


def test_unknown_cards_are_named(event: dict[str, Any]) -> None:
    body = assert_error(
        submit(event, "alice", {"link": "?view&cards=2x31xfc;1x9999ocr"}), 400, "team_list/invalid"
    )
    assert [p["card"] for p in body["problems"]] == ["31xfc", "9999ocr"]
    assert body["problems"][0]["code"] == "team/unknown_card"


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"link": "?view&cards=2xx31xfc"}, "team_list/bad_link"),
        ({"link": "?view&cards="}, "team_list/bad_link"),
        ({"link": "?view&cards=" + ";".join(["1x1ocr"] * 31)}, "team_list/bad_link"),
        ({"link": "x" * 2001}, "request/invalid"),
        ({"link": LINK, "cards": []}, "team_list/bad_body"),
        ({}, "team_list/bad_body"),
        ({"cards": [{"card": "1ocr", "dice": "two"}], "basic_actions": []}, "team_list/bad_body"),
        ({"cards": [{"card": "1ocr", "dice": -1}], "basic_actions": []}, "team_list/bad_body"),
        ({"cards": [{"card": 5, "dice": 1}], "basic_actions": []}, "team_list/bad_body"),
        ({"cards": ["1ocr"], "basic_actions": []}, "team_list/bad_body"),
        ({"cards": [], "basic_actions": ["x" * 65]}, "request/invalid"),
        ({"cards": "1ocr"}, "request/invalid"),
        ({"link": LINK, "reason": "r" * 301}, "request/invalid"),
    ],
)
def test_bad_input_is_a_4xx_with_a_code_and_writes_nothing(
    event: dict[str, Any], body: dict[str, Any], code: str
) -> None:
    before = entries()
    answer = submit(event, "alice", body)
    assert_error(answer, 400, code)
    assert entries() == before


def test_nul_in_a_link_is_refused(event: dict[str, Any]) -> None:
    answer = submit(event, "alice", {"link": "?view&cards=1x1ocr\x00"})
    assert answer.status_code == 400 and answer.json()["code"] in (
        "request/bad_text", "team_list/bad_link",
    )  # fmt: skip
    assert entries() == 0


def test_checking_a_list_writes_nothing(event: dict[str, Any]) -> None:
    answer = client_for(event["alice"]).post(
        url(event, "team-list/check/"), {"link": LINK.replace("2x13ocr", "3x13ocr")}, format="json"
    )
    assert answer.status_code == 200
    assert answer.json()["valid"] is False
    assert answer.json()["problems"][0]["code"] == "team/too_many_dice"
    assert entries() == 0


# --- who may submit and change --------------------------------------------------------


@pytest.mark.parametrize("who", ["bob", "judge", "stranger"])
def test_only_the_player_or_an_organizer_submits_a_list(event: dict[str, Any], who: str) -> None:
    assert_error(submit(event, who, {"link": LINK}, whose="alice"), 403, "registration/not_yours")
    assert entries() == 0


def test_anonymous_users_cannot_submit(event: dict[str, Any]) -> None:
    answer = APIClient().post(reg_url(event, "alice"), {"link": LINK}, format="json")
    assert answer.status_code in (401, 403) and entries() == 0


def test_a_stranger_has_no_list_to_submit(event: dict[str, Any]) -> None:
    assert_error(submit(event, "stranger", {"link": LINK}), 400, "team_list/not_registered")


def test_an_organizer_submits_for_a_player_before_the_deadline(event: dict[str, Any]) -> None:
    answer = submit(event, "organizer", {"link": LINK}, whose="alice")
    assert answer.status_code == 201 and answer.json()["by"] == "olga"


def test_after_the_deadline_only_an_organizer_changes_a_list_with_a_reason(
    event: dict[str, Any],
) -> None:
    assert submit(event, "alice", {"link": LINK}).status_code == 201
    tournament = event["tournament"]
    tournament.team_list_deadline = timezone.now() - datetime.timedelta(minutes=1)
    tournament.save()
    assert_error(submit(event, "alice", {"link": OTHER_LINK}), 409, "team_list/locked")
    assert_error(
        submit(event, "organizer", {"link": OTHER_LINK}, whose="alice"),
        400,
        "team_list/reason_required",
    )
    assert entries() == 1
    answer = submit(
        event, "organizer", {"link": OTHER_LINK, "reason": "misprint fixed"}, whose="alice"
    )
    assert answer.status_code == 201 and answer.json()["after_deadline"] is True
    history = client_for(event["alice"]).get(reg_url(event, "alice", "team-list/history/")).json()
    assert [(h["by"], h["reason"], h["after_deadline"]) for h in history] == [
        ("alice", "", False),
        ("olga", "misprint fixed", True),
    ]


def test_round_one_locks_lists_even_without_a_deadline(event: dict[str, Any]) -> None:
    assert submit(event, "alice", {"link": LINK}).status_code == 201
    generation.generate_round(event["tournament"].pk, 1)
    assert_error(submit(event, "alice", {"link": OTHER_LINK}), 409, "team_list/locked")


@pytest.mark.parametrize("who", ["bob", "stranger", "judge"])
def test_the_history_is_for_the_player_and_the_staff_only(event: dict[str, Any], who: str) -> None:
    submit(event, "alice", {"link": LINK})
    answer = client_for(event[who]).get(reg_url(event, "alice", "team-list/history/"))
    if who == "judge":
        assert answer.status_code == 200
    else:
        assert_error(answer, 403, "permission/not_organizer")


# --- secrecy ------------------------------------------------------------------------------


def everyone(event: dict[str, Any]) -> dict[str, APIClient]:
    names = ("alice", "bob", "carol", "stranger", "organizer", "judge", "staff")
    return {"anonymous": APIClient(), **{n: client_for(event[n]) for n in names}}


def test_before_the_reveal_no_other_player_sees_a_list(event: dict[str, Any]) -> None:
    submit(event, "alice", {"link": LINK})
    submit(event, "bob", {"link": OTHER_LINK})
    for who, client in everyone(event).items():
        one = client.get(reg_url(event, "alice"))
        shown = client.get(url(event, "team-lists/")).json()
        names = {row["display_name"] for row in shown}
        if who in ("alice", "organizer", "judge", "staff"):
            assert one.status_code == 200 and one.json()["cards"], who
            assert "alice" in names, who
        else:
            assert_error(one, 403, "team_list/secret")
            assert "alice" not in names, who
            assert "Brick Halloran" not in str(shown)
    # a refusal does not tell whether a list exists
    assert_error(client_for(event["bob"]).get(reg_url(event, "carol")), 403, "team_list/secret")


def test_round_one_reveals_every_list_at_once(event: dict[str, Any]) -> None:
    for name in ("alice", "bob", "carol", "dave"):
        submit(event, name, {"link": LINK})
    generation.generate_round(event["tournament"].pk, 1)
    for who, client in everyone(event).items():
        assert client.get(reg_url(event, "alice")).status_code == 200, who
        assert len(client.get(url(event, "team-lists/")).json()) == 4, who


def test_an_event_that_never_reveals_shows_a_list_only_to_its_opponents(
    event: dict[str, Any],
) -> None:
    tournament = event["tournament"]
    tournament.reveal_team_lists = "never"
    tournament.save()
    for name in ("alice", "bob", "carol", "dave"):
        submit(event, name, {"link": LINK})
    round_ = generation.generate_round(tournament.pk, 1)
    match = round_.matches.select_related("player_a__user", "player_b__user").first()
    a, b = match.player_a.user, match.player_b.user
    others = [event[n] for n in ("alice", "bob", "carol", "dave") if event[n] not in (a, b)]
    path = url(event, f"registrations/{match.player_a.pk}/team-list/")
    assert client_for(b).get(path).status_code == 200  # the opponent
    for other in others:
        assert_error(client_for(other).get(path), 403, "team_list/secret")
        shown = {
            row["display_name"] for row in client_for(other).get(url(event, "team-lists/")).json()
        }
        assert a.get_username() not in shown
    assert_error(APIClient().get(path), 403, "team_list/secret")
    assert client_for(event["judge"]).get(path).status_code == 200


def test_who_has_not_submitted_is_for_organizers_and_judges(event: dict[str, Any]) -> None:
    submit(event, "alice", {"link": LINK})
    submit(event, "bob", {"link": LINK})
    Format.objects.create(name="No ocr", legal_sets=["xfc"])
    tournament = event["tournament"]
    tournament.format = Format.objects.get(name="No ocr")
    tournament.save()  # bob's list breaks the format now: invalid
    registration(event, "alice").team_list_entries.all()  # (alice too: same list)
    rows = client_for(event["judge"]).get(url(event, "team-lists/status/")).json()
    assert {r["display_name"]: r["status"] for r in rows} == {
        "alice": "invalid", "bob": "invalid", "carol": "missing", "dave": "missing",
    }  # fmt: skip
    for who in ("alice", "stranger"):
        assert_error(
            client_for(event[who]).get(url(event, "team-lists/status/")),
            403,
            "permission/not_organizer",
        )


def test_the_csv_export_is_for_organizers_and_guards_against_formulas(
    event: dict[str, Any],
) -> None:
    reg = registration(event, "alice")
    reg.display_name = '=HYPERLINK("x")'
    reg.save()
    submit(event, "alice", {"link": LINK})
    for who in ("alice", "judge", "stranger"):
        assert_error(
            client_for(event[who]).get(url(event, "team-lists.csv")),
            403,
            "permission/not_organizer",
        )
    answer = client_for(event["organizer"]).get(url(event, "team-lists.csv"))
    assert answer.status_code == 200 and answer["Content-Type"].startswith("text/csv")
    rows = list(csv.reader(io.StringIO(answer.content.decode())))
    assert rows[0][:4] == ["player", "registration", "status", "card"]
    alice = [r for r in rows[1:] if r[0].startswith("'=")]
    assert len(alice) == 10 and alice[0][3] == "1ocr" and alice[0][6] == "3"
    assert {r[2] for r in rows[1:] if not r[0].startswith("'=")} == {"missing"}


# --- formats, online play, check-in -----------------------------------------------------


def test_a_format_limits_sets_and_bans_cards(event: dict[str, Any]) -> None:
    tournament = event["tournament"]
    tournament.format = Format.objects.create(
        name="Ocr minus Brick", legal_sets=["ocr"], banned_cards=["1ocr"]
    )
    tournament.save()
    body = assert_error(submit(event, "alice", {"link": LINK}), 400, "team_list/invalid")
    assert [(p["code"], p["card"]) for p in body["problems"]] == [("team/banned", "1ocr")]
    assert body["problems"][0]["rule"] == "format Ocr minus Brick"
    body = assert_error(
        submit(event, "alice", {"link": "?view&cards=2x1demo;1x41ocr;1x39ocr"}),
        400,
        "team_list/invalid",
    )
    assert ("team/set_not_legal", "1demo") in [(p["code"], p["card"]) for p in body["problems"]]


def test_basic_teams_2014_numbers_are_data(event: dict[str, Any]) -> None:
    tournament = event["tournament"]
    tournament.format = Format.objects.create(name="Basic", team_format="basic-2014")
    tournament.save()
    body = assert_error(submit(event, "alice", {"link": LINK}), 400, "team_list/invalid")
    codes = {p["code"] for p in body["problems"]}
    assert codes == {"team/too_many_cards", "team/too_many_dice"}
    assert all(p["rule"] == "001:L894-916" for p in body["problems"])


def test_an_online_event_can_require_executed_cards(event: dict[str, Any]) -> None:
    tournament = event["tournament"]
    tournament.play_mode = Tournament.PlayMode.ONLINE
    tournament.require_executed_cards = True
    tournament.save()
    faces = [{"kind": "character", "level": n, "cost": 1, "attack": n, "defense": n}
             for n in (1, 2, 3)] + [{"kind": "energy", "symbols": ["bolt"]}] * 3  # fmt: skip
    for number, text in (("1", "Roll a die and smile."), ("2", "Hum a tune.")):
        record = {
            "id": f"{number}txt", "set_code": "txt", "number": number, "name": f"Bard {number}",
            "kind": "character", "cost": 2, "energy_types": ["bolt"], "affiliations": [],
            "max_dice": 4, "faces": faces, "text": [text],
        }  # fmt: skip
        card_services.import_records([card_services.Incoming(record, "txt", number)], "test")
    link = "?view&cards=2x1txt;2x2txt;1x41ocr;1x44ocr"
    body = assert_error(submit(event, "alice", {"link": link}), 400, "team_list/invalid")
    assert [(p["code"], p["card"]) for p in body["problems"]] == [
        ("team/text_only", "1txt"), ("team/text_only", "2txt"),
    ]  # fmt: skip
    assert "Roll a die and smile." in body["problems"][0]["message"]
    tournament.require_executed_cards = False
    tournament.save()
    assert submit(event, "alice", {"link": link}).status_code == 201
    submit(event, "bob", {"link": LINK})  # our own set's executed cards
    # the organizer sees each list's text-only cards and why (issue 16 item 2)
    client = Client()
    client.force_login(event["organizer"])
    html = client.get(f"/tournaments/{tournament.pk}/console/team-lists/").content.decode()
    section = html[html.index('id="text-only"') :]
    section = section[: section.index("</section>")]
    assert "alice" in section and "Bard 1" in section and "Bard 2" in section
    assert "a line the engine does not read: \u201cHum a tune.\u201d" in section
    assert "bob" not in section
    judge = Client()
    judge.force_login(event["judge"])
    answer = judge.get(f"/tournaments/{tournament.pk}/console/team-lists/")
    assert answer.status_code == 403  # the console is the organizers'
    # the lists page (organizers and judges) marks each text-only card, linked to its reading
    html = judge.get(f"/tournaments/{tournament.pk}/team-lists/").content.decode()
    assert html.count('class="badge text-only" href="/cards/1txt/"') == 1
    assert 'href="/cards/1ocr/">text only' not in html


def test_online_play_needs_die_faces(event: dict[str, Any]) -> None:
    record = {
        "id": "1nof", "set_code": "nof", "number": "1", "name": "Faceless", "kind": "character",
        "cost": 2, "energy_types": ["bolt"], "affiliations": [], "max_dice": 4,
    }  # fmt: skip
    card_services.import_records([card_services.Incoming(record, "nof", "1")], "test")
    tournament = event["tournament"]
    tournament.play_mode = Tournament.PlayMode.ONLINE
    tournament.save()
    body = assert_error(
        submit(event, "alice", {"link": "?view&cards=2x1nof;1x41ocr;1x39ocr"}),
        400,
        "team_list/invalid",
    )
    assert [(p["code"], p["rule"]) for p in body["problems"]] == [
        ("team/no_dice_faces", "online play")
    ]


def test_online_games_are_created_from_the_two_registered_lists(event: dict[str, Any]) -> None:
    tournament = event["tournament"]
    tournament.play_mode = Tournament.PlayMode.ONLINE
    tournament.save()
    for name, link in (("alice", LINK), ("bob", OTHER_LINK), ("carol", LINK), ("dave", OTHER_LINK)):
        assert submit(event, name, {"link": link}).status_code == 201
    round_ = generation.generate_round(tournament.pk, 1)
    for match in round_.matches.all():
        game = match.games.get().game
        genesis = game.events.get(seq=0).payload
        lists = [match.player_a.team_list, match.player_b.team_list]
        assert [list(map(list, t)) for t in genesis["teams"]] == [x["cards"] for x in lists]
        assert [list(b) for b in genesis["basic_actions"]] == [x["basic_actions"] for x in lists]
        assert dict(genesis["options"])["team_format"] == "standard"


def test_games_of_an_event_that_never_reveals_are_private(event: dict[str, Any]) -> None:
    tournament = event["tournament"]
    tournament.play_mode = Tournament.PlayMode.ONLINE
    tournament.reveal_team_lists = "never"
    tournament.save()
    for name in ("alice", "bob", "carol", "dave"):
        submit(event, name, {"link": LINK})
    match = generation.generate_round(tournament.pk, 1).matches.first()
    game: Game = match.games.get().game
    outsider = next(
        event[n] for n in ("alice", "bob", "carol", "dave")
        if event[n] not in (match.player_a.user, match.player_b.user)
    )  # fmt: skip
    for tail in ("", "log/", "audit/"):
        path = f"/api/games/{game.pk}/{tail}"
        assert_error(client_for(outsider).get(path), 403, "game/private")
        assert_error(APIClient().get(path), 403, "game/private")
        assert client_for(match.player_b.user).get(path).status_code == 200
        assert client_for(event["judge"]).get(path).status_code == 200


def test_games_are_public_once_lists_are_revealed(event: dict[str, Any]) -> None:
    tournament = event["tournament"]
    tournament.play_mode = Tournament.PlayMode.ONLINE
    tournament.save()
    match = generation.generate_round(tournament.pk, 1).matches.first()
    game = match.games.get().game
    assert APIClient().get(f"/api/games/{game.pk}/").status_code == 200


def test_check_in_pairs_only_players_with_a_valid_list(event: dict[str, Any]) -> None:
    """Players without a valid list are not paired; they join the next round as late
    entries (docs/rulings.md, "Check-in")."""
    tournament = event["tournament"]
    tournament.require_team_list = True
    tournament.save()
    submit(event, "alice", {"link": LINK})
    submit(event, "bob", {"link": OTHER_LINK})
    round_ = generation.generate_round(tournament.pk, 1)
    paired = {m.player_a.user.get_username() for m in round_.matches.all()} | {
        m.player_b.user.get_username() for m in round_.matches.all() if m.player_b
    }
    assert paired == {"alice", "bob"}
    assert registration(event, "carol").joined_round == 2
    assert registration(event, "alice").joined_round == 1


def test_check_in_refuses_a_round_with_fewer_than_two_valid_lists(event: dict[str, Any]) -> None:
    tournament = event["tournament"]
    tournament.require_team_list = True
    tournament.save()
    submit(event, "alice", {"link": LINK})
    answer = client_for(event["organizer"]).post(url(event, "rounds/"), {}, format="json")
    assert_error(answer, 409, "pairing/too_few_players")
    assert not tournament.rounds.exists()


def test_the_team_list_entry_is_never_edited(event: dict[str, Any]) -> None:
    submit(event, "alice", {"link": LINK})
    entry = TeamListEntry.objects.get()
    entry.reason = "edited"
    with pytest.raises(ValueError, match="never changed"):
        entry.save()


def test_tournament_settings_are_in_the_api(event: dict[str, Any]) -> None:
    body = client_for(event["organizer"]).get(url(event, "")).json()
    assert body["reveal_team_lists"] == "round_1"
    assert body["require_team_list"] is False and body["require_executed_cards"] is False
    answer = client_for(event["organizer"]).patch(
        url(event, ""), {"reveal_team_lists": "sometimes"}, format="json"
    )
    assert answer.status_code == 400


def test_teamlists_module_reads_links_in_order() -> None:
    assert dm_teamlists.parse_link("…?view&cards=2x31xfc;1x16SMC;&x=1") == [
        (2, "31xfc"),
        (1, "16smc"),
    ]


def test_with_check_in_only_checked_in_players_count_before_queueing(
    event: dict[str, Any],
) -> None:
    """The round is refused up front (409) when fewer than two players may be paired."""
    tournament = event["tournament"]
    tournament.check_in_required = True
    tournament.save()
    set_checked_in(registration(event, "alice"), event["organizer"], True)
    answer = client_for(event["organizer"]).post(url(event, "rounds/"), {}, format="json")
    assert_error(answer, 409, "pairing/too_few_players")
    assert not tournament.rounds.exists()
