"""The catalog in the database: imports make versions, errata never rewrite one, searches
find cards, and every game finds the exact definitions it was created with."""

from __future__ import annotations

import json
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.core.management import CommandError, call_command

from cards import services
from cards.catalog import DATA as SHIPPED
from cards.models import Card, CardBundle, CardSet, CardVersion
from cards.records import version_digest
from cards.search import search as find
from games import services as game_services
from games.models import Game

pytestmark = pytest.mark.django_db
DATA = Path(__file__).parent / "data"


def run(command: str, *args: str) -> str:
    out, err = StringIO(), StringIO()
    call_command(command, *args, stdout=out, stderr=err)
    return out.getvalue()


def counts() -> tuple[int, ...]:
    return tuple(m.objects.count() for m in (CardSet, Card, CardVersion, CardBundle))


def codes(found: Any) -> list[str]:
    return [card.code for card in getattr(found, "cards", found)]


def test_the_shipped_files_are_in_the_catalog_after_migrate() -> None:
    shipped = json.loads((SHIPPED / "ocr.json").read_text())["cards"]
    assert Card.objects.filter(set__code="ocr").count() == len(shipped) >= 58
    jubilee = Card.objects.get(engine_id="jubilee-wondra")
    assert (jubilee.code, jubilee.set.code, jubilee.kind) == ("1demo", "demo", "character")
    assert "faces" in jubilee.stand_in  # the rulebook cards keep their stand-in mark
    # the version is the file's definition as it is: old logs' digests still match
    from cards.catalog import raw_cards

    assert jubilee.current_version.data == raw_cards()["jubilee-wondra"]


def test_taking_in_the_shipped_files_again_changes_nothing() -> None:
    before = counts()
    report = services.sync_shipped()
    assert (report.new, report.changed) == (0, 0)
    assert counts() == before


def test_the_spreadsheet_import_prints_its_summary_and_makes_one_version_per_card() -> None:
    out = run("import_cards", str(DATA / "spreadsheet_sample.csv"), "--quiet")
    # 5 with no text or only keywords, and 3 whose text is all common shapes (issue 7,
    # cards/compiler/): the two Basic Actions and the action "Deal 1 damage".
    assert out.splitlines()[0] == (
        "10 cards read, 10 with faces, 8 whose abilities the engine executes, the rest text"
        " only (2)"
    )
    assert "10 new, 0 changed (new versions), 0 unchanged" in out
    assert CardVersion.objects.filter(card__set__code="ssx").count() == 10


def test_the_teambuilder_import_prints_its_summary() -> None:
    out = run("import_teambuilder", str(DATA / "teambuilder_sample.php"), "--quiet")
    # 3 with no text or only keywords, 6 whose lines are all common shapes (issue 7; "prep a
    # die from your Used Pile": constructs/prep_from_used.py)
    assert out.splitlines()[0] == (
        "12 cards read, 12 with faces, 9 whose abilities the engine executes, the rest text"
        " only (3)"
    )
    assert "(8 with assumed energy faces, 1 with assumed action-die faces)" in out
    assert CardSet.objects.get(code="tbx").cards.count() == 12


def test_a_reimport_adds_versions_for_what_changed_and_reports_the_differences() -> None:
    run("import_cards", str(DATA / "spreadsheet_sample.csv"), "--quiet")
    ox = Card.objects.get(code="2ssx")
    old = ox.current_version
    out = run("import_cards", str(DATA / "spreadsheet_errata.json"), "--quiet")
    assert "1 new, 2 changed (new versions), 1 unchanged" in out
    assert "changed 2ssx Granite Ox: Slow Mover: cost 4 -> 5" in out
    assert "changed 4ssx Salt Warden: Shore Keeper: text changed" in out
    ox.refresh_from_db()
    assert ox.cost == 5 and ox.current_version != old
    assert ox.versions.count() == 2
    old.refresh_from_db()
    assert old.data["cost"] == 4  # the old definition is kept as it was
    assert old.digest == version_digest(old.data)


def test_the_same_file_twice_is_unchanged() -> None:
    run("import_teambuilder", str(DATA / "teambuilder_sample.php"), "--quiet")
    before = counts()
    out = run("import_teambuilder", str(DATA / "teambuilder_sample.php"), "--quiet")
    assert "0 new, 0 changed (new versions), 12 unchanged" in out
    assert counts() == before


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("id,name,type,set\n1,,Character,ssx\n", r"no card of this file.*row 2: name is required"),
        ("id,name,type,set\n1,Thing,Character,ssx\n1,Other,Character,ssx\n", "1ssx is in the file"),
        ("id,name,type,set\n1,Bad\x00Name,Character,ssx\n", "NUL"),
    ],
)
def test_a_bad_file_writes_nothing(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "cards.csv"
    path.write_text(content)
    before = counts()
    with pytest.raises(CommandError, match=message):
        run("import_cards", str(path), "--quiet")
    assert counts() == before


def test_missing_and_non_text_files_are_refused(tmp_path: Path) -> None:
    with pytest.raises(CommandError, match="cannot read"):
        run("import_cards", str(tmp_path / "missing.csv"))
    binary = tmp_path / "cards.php"
    binary.write_bytes(b"\xff\xfe\x00\x01")
    with pytest.raises(CommandError, match=r"not UTF-8|NUL"):
        run("import_teambuilder", str(binary))
    other = tmp_path / "other.php"
    other.write_text("<?php echo 'hello'; ?>")
    with pytest.raises(CommandError, match="no card sets"):
        run("import_teambuilder", str(other))


def test_search_by_words_and_every_filter() -> None:
    run("import_cards", str(DATA / "spreadsheet_sample.csv"), "--quiet")
    assert codes(find("granite")) == ["2ssx"]
    assert codes(find("GRANITE ox")) == ["2ssx"]
    assert codes(find("slow mover")) == ["2ssx"]  # subtitle
    assert codes(find("2ssx")) == ["2ssx"]  # the code
    assert codes(find("", {"set": "ssx", "number": "4"})) == ["4ssx"]
    assert codes(find("", {"set": "ssx", "energy": "mask"})) == ["3ssx", "5ssx", "11ssx"]
    assert codes(find("", {"set": "ssx", "affiliation": "herdkin"})) == [
        "2ssx", "4ssx", "8ssx",
    ]  # fmt: skip
    assert codes(find("", {"set": "ssx", "kind": "basic_action"})) == ["9ssx", "10ssx"]
    assert codes(find("", {"keyword": "crossover"})) == ["25ocr", "5ssx"]
    assert codes(find("leftover damage")) == ["3ssx"]  # ability text
    assert codes(find("superstar", {"set": "ssx"})) == []  # ssx is not WWE
    assert "1ssx" not in codes(find("", {"set": "ssx"}, executed=False))
    assert "2ssx" not in codes(find("", {"set": "ssx"}, executed=True))


def test_exact_code_and_name_prefix_come_first() -> None:
    found = codes(find("brick"))
    assert found[0] == "1ocr"
    assert codes(find("13ocr"))[0] == "13ocr"


def test_a_wwe_set_calls_its_characters_superstars() -> None:
    row = "id,name,type,set,level 1 fielding cost,level 1 attack,level 1 defense\n"
    incoming = services.Incoming(
        {"id": "1wwe", "set_code": "wwe", "number": "1", "name": "Ring Star", "kind": "character",
         "cost": 2, "energy_types": [], "affiliations": [], "max_dice": 4},
        "wwe", "1",
    )  # fmt: skip
    assert row  # (the spreadsheet reads "Superstar" as a character too)
    services.import_records([incoming], "test")
    card = Card.objects.get(code="1wwe")
    assert card.set.word(card.kind) == "Superstar"
    assert codes(find("superstar")) == ["1wwe"]


def test_a_game_records_the_bundle_of_its_definitions(django_user_model: Any) -> None:
    one, two = (django_user_model.objects.create_user(name) for name in ("one", "two"))
    game = game_services.start_game(one, two)
    genesis = game.events.get(seq=0).payload
    bundle = CardBundle.objects.get(digest=genesis["cards_digest"])
    assert sorted(v.card.engine_id for v in bundle.versions.all()) == sorted(
        services.used_card_ids(genesis)
    )


def test_errata_never_change_how_an_old_game_replays(django_user_model: Any) -> None:
    """A game keeps the definitions it was created with: after an erratum, replay and audit
    still use the old version (found by the game's cards_digest)."""
    one, two = (django_user_model.objects.create_user(name) for name in ("one", "two"))
    teams = ((("1ocr", 2), ("7ocr", 2)), (("13ocr", 2), ("19ocr", 2)))
    bacs = (("41ocr",), ("39ocr",))
    demo = {"team_format": "demo"}  # two cards and one Basic Action Card each (DM-3.6)
    game = game_services.start_game(one, two, teams=teams, basic_actions=bacs, options=demo)
    game_services.autoplay(game.pk, actors=(one, two), rng_seed="errata")
    game.refresh_from_db()
    assert game.status == Game.Status.ENDED
    brick = Card.objects.get(code="1ocr")
    erratum = {**brick.current_version.data, "faces": [
        {"kind": "character", "level": 1, "cost": 9, "attack": 0, "defense": 1},
        *brick.current_version.data["faces"][1:],
    ]}  # fmt: skip
    services.import_records([services.Incoming(erratum, "ocr", "1")], "erratum")
    assert Card.objects.get(code="1ocr").current_version.data == erratum
    report = game_services.audit(game)
    assert report["ok"], report
    assert report["cards"]["stored"] is True
    assert brick.current_version.digest in report["cards"]["versions"]
    # a new game uses the erratum
    later = game_services.start_game(one, two, teams=teams, basic_actions=bacs, options=demo)
    assert (
        later.events.get(seq=0).payload["cards_digest"]
        != game.events.get(seq=0).payload["cards_digest"]
    )


def test_an_unknown_card_cannot_start_a_game(django_user_model: Any) -> None:
    one, two = (django_user_model.objects.create_user(name) for name in ("one", "two"))
    before = Game.objects.count()
    with pytest.raises(game_services.MalformedAction, match="no card 'nope'"):
        game_services.start_game(one, two, teams=((("nope", 1),), (("1ocr", 1),)))
    assert Game.objects.count() == before


def test_versions_are_never_edited_or_deleted() -> None:
    version = CardVersion.objects.first()
    version.source = "edited"
    with pytest.raises(services.CatalogError):
        version.save()
    with pytest.raises(services.CatalogError):
        version.delete()


def test_the_replay_command_finds_a_stored_games_definitions_by_digest(
    django_user_model: Any, tmp_path: Path
) -> None:
    """After an erratum the log no longer matches the current files, but `replay` finds the
    versions the game was created with in the catalog, by the log's cards_digest."""
    one, two = (django_user_model.objects.create_user(name) for name in ("one", "two"))
    teams = ((("1ocr", 2), ("7ocr", 2)), (("13ocr", 2), ("19ocr", 2)))
    bacs = (("41ocr",), ("39ocr",))
    game = game_services.start_game(
        one, two, teams=teams, basic_actions=bacs, options={"team_format": "demo"}
    )
    game_services.autoplay(game.pk, actors=(one, two), rng_seed="replay")
    game.refresh_from_db()
    log = tmp_path / "game.jsonl"
    log.write_text(game_services.log_jsonl(game))
    brick = Card.objects.get(code="1ocr").current_version.data
    erratum = {**brick, "cost": 9}
    services.import_records([services.Incoming(erratum, "ocr", "1")], "erratum")
    out, err = StringIO(), StringIO()
    with pytest.raises(SystemExit) as done:
        call_command("replay", str(log), "--seed", game.revealed_seed, stdout=out, stderr=err)
    assert done.value.code == 0, err.getvalue()
    assert out.getvalue().startswith("valid:")
