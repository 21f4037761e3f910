"""`simulate --links FILE` and `simulate_tournament --links FILE` play teams given as Team
Builder links of imported cards (issue 16 item 8): each team's executed cards and whether
its dice roll online, the games' engine errors and declarations per game."""

from __future__ import annotations

import json
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from cards import services as card_services
from games import link_teams

pytestmark = pytest.mark.django_db
LINKS = Path(__file__).parent / "data" / "ocr_links.txt"


def test_a_links_file_reads_into_teams_with_their_executed_share() -> None:
    teams = link_teams.link_teams(LINKS.read_text())
    assert [(t.line, t.label) for t in teams] == [(3, "Aggro"), (4, "team 2"), (6, "Typo")]
    aggro = teams[0]
    assert aggro.team is not None and aggro.cards == 10 and aggro.rollable
    assert len(aggro.executed) + len(aggro.text_only) == 10
    assert aggro.describe().startswith(f"line 3 Aggro: {len(aggro.executed)} of 10 cards")
    assert teams[2].team is None and "9999ocr" in teams[2].problem


def test_a_card_without_faces_makes_its_team_unrollable(tmp_path: Path) -> None:
    record = {
        "id": "1nof", "set_code": "nof", "number": "1", "name": "Faceless", "kind": "character",
        "cost": 2, "energy_types": ["bolt"], "max_dice": 4,
    }  # fmt: skip
    card_services.import_records([card_services.Incoming(record, "nof", "1")], "test")
    (one,) = link_teams.link_teams("?view&cards=2x1nof;3x1ocr;1x41ocr;1x39ocr")
    assert not one.rollable and one.unrollable == [("1nof", "no die faces")]
    assert "cannot roll 1nof (no die faces)" in one.describe()


def test_simulate_links_plays_the_teams_and_reports(tmp_path: Path) -> None:
    out = StringIO()
    with pytest.raises(SystemExit) as ended:
        call_command(
            "simulate", "--links", str(LINKS), "--games", "2", "--seed", "7",
            "--out", str(tmp_path), stdout=out,
        )  # fmt: skip
    assert ended.value.code == 0, out.getvalue()
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("line 3 Aggro: ") and "every die rollable online" in lines[0]
    assert lines[2].startswith("line 6 Typo: not read")
    games = [line for line in lines if line.startswith("game-")]
    assert [g.split("  ")[1] for g in games] == ["lines 3 v 4", "lines 4 v 3"]
    assert all("declarations" in g and "winner" in g for g in games)
    assert lines[-1].startswith("2 of 3 teams read (2 played), ") and "0 engine errors" in lines[-1]
    report = json.loads((tmp_path / "links-summary.json").read_text())
    assert report["summary"]["games"] == 2 and report["summary"]["engine_errors"] == 0
    assert [t["read"] for t in report["teams"]] == [True, True, False]


DRAFTED = "Drafted | ?view&cards=3x1ocr;3x4ocr;2x7ocr;3x8ocr\n" + LINKS.read_text()


def test_a_team_its_format_refuses_is_said_so_and_not_paired(tmp_path: Path) -> None:
    """A published draft team whose Basic Action Cards the source lost: the engine would
    refuse the game (DM-3.2: exactly 2 different ones), so the run names the rule and pairs
    the teams it can play; no game fails as an engine error."""
    drafted, aggro, *_ = link_teams.link_teams(DRAFTED)
    assert drafted.team is not None and drafted.rollable and not drafted.playable
    assert drafted.refused == ["0 Basic Action Cards, exactly 2 different ones"]
    assert "not played: 0 Basic Action Cards" in drafted.describe() and aggro.playable
    games = link_teams.play_links([drafted, aggro, *_], 2, "refused")
    assert all(drafted.line not in g.teams and not g.error for g in games)
    (path := tmp_path / "drafted.txt").write_text(DRAFTED)
    out = StringIO()
    with pytest.raises(SystemExit) as ended:
        call_command("simulate", "--links", str(path), "--games", "2", stdout=out)
    assert ended.value.code == 0 and "4 teams read (2 played)" in out.getvalue()


def test_basic_action_cards_given_for_the_teams_that_list_none(tmp_path: Path) -> None:
    """Rainbow Draft players choose their Basic Action Cards after the draft: a run may name
    the pair for teams listing none, and those teams' lines say they were assumed."""
    drafted, aggro, *_ = link_teams.link_teams(DRAFTED, ["41ocr", "39ocr"])
    assert drafted.playable and drafted.assumed == ("41ocr", "39ocr") and drafted.cards == 6
    assert "Basic Action Cards assumed: 41ocr, 39ocr" in drafted.describe()
    assert aggro.assumed == () and aggro.team == link_teams.link_teams(DRAFTED)[1].team
    (path := tmp_path / "drafted.txt").write_text(DRAFTED)
    out, err = StringIO(), StringIO()
    with pytest.raises(SystemExit) as ended:
        call_command(
            "simulate", "--links", str(path), "--games", "3", "--seed", "bac",
            "--basic-actions", "41ocr,39ocr", stdout=out,
        )  # fmt: skip
    assert ended.value.code == 0, out.getvalue()
    assert "4 teams read (3 played)" in out.getvalue() and "lines 1 v 4" in out.getvalue()
    with pytest.raises(SystemExit) as ended:
        call_command(
            "simulate", "--links", str(path), "--basic-actions", "1ocr", stdout=out, stderr=err
        )
    assert ended.value.code == 2 and "not all Basic Action Cards: 1ocr" in err.getvalue()


def test_simulate_links_refuses_a_missing_or_empty_file(tmp_path: Path) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_text("# nothing\n")
    for path in (tmp_path / "missing.txt", empty):
        err = StringIO()
        with pytest.raises(SystemExit) as ended:
            call_command("simulate", "--links", str(path), stderr=err)
        assert ended.value.code == 2 and str(path) in err.getvalue()


def test_simulate_tournament_plays_the_linked_teams(tmp_path: Path) -> None:
    out, err = StringIO(), StringIO()
    call_command(
        "simulate_tournament", "--players", "4", "--rounds", "1", "--seed", "links",
        "--turn-limit", "6", "--links", str(LINKS), stdout=out, stderr=err,
    )  # fmt: skip
    assert "line 3 Aggro: " in err.getvalue() and "line 6 Typo: not read" in err.getvalue()
    assert "declarations per game: " in out.getvalue()
    from tournaments.models import Registration

    lists = {json.dumps(r.team_list, sort_keys=True) for r in Registration.objects.all()}
    assert len(lists) == 2  # the file's two readable teams, in turn
    unreadable = tmp_path / "bad.txt"
    unreadable.write_text("?view&cards=1x9999ocr\n")
    for path, message in ((unreadable, "no team could be read"), (tmp_path / "no", "cannot read")):
        with pytest.raises(CommandError, match=message):
            call_command(
                "simulate_tournament", "--players", "4", "--links", str(path),
                stdout=StringIO(), stderr=StringIO(),
            )  # fmt: skip


def test_the_real_teams_file_names_a_source_for_every_team() -> None:
    """tests/games/data/real_teams.txt: each team a Team Builder link (codes and dice, no
    card text) under a comment giving the page it was published on."""
    from games.systems.dm_teamlists import parse_link

    path = LINKS.parent / "real_teams.txt"
    lines = path.read_text().splitlines()
    teams = link_teams.read_lines(path.read_text())
    assert len(teams) >= 7
    for number, label, link in teams:
        pairs = parse_link(link)
        assert 8 <= len(pairs) <= 10 and link.startswith("http://dicecoalition.com/teambuilder/")
        above = [line for line in lines[: number - 1] if line.startswith("# http")]
        assert above, f"{label}: no source above it"
