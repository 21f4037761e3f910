"""What real card files hold that a first reading got wrong, with invented cards of our own:
a card with no dice (Max 0), a keyword printed with a number its glossary entry does not
give it, a trademark sign the dice table leaves out, a set whose dice-less cards are all
Basic Action Cards; and one bad card among many, which is left out and reported while the
others are imported (docs/rulings.md, "The card catalog")."""

from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from cards import execution
from cards.importers import teambuilder
from cards.importing import records
from cards.models import Card, CardSet, CardVersion
from cards.records import RecordError, build
from cards.vocabulary import keyword_problem, keywords_in
from games.engine import card_execution

DATA = Path(__file__).parent / "data"
QUIRKS = DATA / "teambuilder_quirks.php"
BASE = {"set_code": "tbq", "number": "1", "name": "Thing", "kind": "character"}


def quirks() -> dict[str, dict | RecordError]:
    return dict(teambuilder.read(QUIRKS.read_text()))


def run(command: str, *args: str) -> str:
    out = StringIO()
    call_command(command, *args, "--quiet", stdout=out, stderr=StringIO())
    return out.getvalue()


# --- Max 0: a card with no dice ------------------------------------------------------------------


def test_a_card_with_no_dice_is_a_record_with_max_0_and_stays_text_only() -> None:
    """A "Sidekick Card" has no dice of its own (Max 0) and takes a place on the team: it is
    legitimate data, so it is read, and never executed (its text is no die's action)."""
    card = quirks()["2tbq"]
    assert isinstance(card, dict) and card["max_dice"] == 0
    record = build(card)
    assert record["max_dice"] == 0
    assert (record["kind"], "abilities" in record) == ("action", False)
    assert not execution.status(record).executed
    assert not execution.status(record).unreadable  # the engine reads it
    with pytest.raises(RecordError, match="Max must be between 0 and 20"):
        build({**BASE, "max_dice": "21"})
    with pytest.raises(RecordError, match="Max must be between 0 and 20"):
        build({**BASE, "max_dice": "-1"})


# --- keywords with and without a number -----------------------------------------------------


def test_a_keyword_is_listed_only_as_the_glossary_writes_it() -> None:
    """DIGEST §3.1: Corrupt X and Range N carry a number, Energy Drain does not ("spin ... down
    one level"). A line that prints another number is not the glossary's keyword: the card
    does not list it and the line stays text, so the engine never spins down one level where
    the card says something else."""
    assert keywords_in(["Corrupt 2 - your opponent discards."]) == ["corrupt:2"]
    assert keywords_in(["Range 2 (reminder)"]) == ["range:2"]
    assert keywords_in(["Energy Drain (reminder)"]) == ["energy_drain"]
    assert keywords_in(["Energy Drain 2"]) == []
    assert keywords_in(["Energy Drain: x2 (spin two levels)"]) == []
    assert keywords_in(["Energy Drain x2"]) == []
    assert keywords_in(["Energy Drain: spin down target die"]) == ["energy_drain"]
    assert keywords_in(["Range"]) == []  # Range with no number is no Range value
    cards = quirks()
    mire, fen, archer, scout = (cards[f"{n}tbq"] for n in (4, 5, 6, 7))
    assert (mire["keywords"], mire["text"]) == ([], ["Energy Drain 2"])
    assert fen["keywords"] == ["energy_drain"] and execution.status(build(fen)).executed
    assert archer["keywords"] == ["range:2"] and execution.status(build(archer)).executed
    assert scout["keywords"] == []
    for card in (mire, scout):
        status = execution.status(build(card))
        assert not status.executed and not status.unreadable


@pytest.mark.parametrize(
    ("keyword", "message"),
    [
        ("energy_drain:2", "Energy Drain has no number in the rulebooks"),
        ("range", "Range is printed with a number"),
        ("corrupt:x", "its value must be a number"),
        ("sparkle", "known are"),
    ],
)
def test_records_refuse_what_the_engine_loader_refuses(keyword: str, message: str) -> None:
    assert keyword_problem(keyword) is not None
    with pytest.raises(RecordError, match=message):
        build({**BASE, "keywords": [keyword]})
    assert card_execution({**BASE, "id": "x", "keywords": [keyword]}).readable is False


def test_a_line_names_a_keyword_only_with_its_own_number() -> None:
    """A card listing Range 2 whose line prints "Range 3" is not covered by its keyword."""
    faces = [{"kind": "energy", "symbols": ["bolt"]}] * 6
    card = {**BASE, "id": "x", "faces": faces, "keywords": ["range:2"]}
    assert card_execution({**card, "text": ["Range 2 (reminder)."]}).executed
    assert not card_execution({**card, "text": ["Range 3"]}).executed
    drain = {**card, "keywords": ["energy_drain"]}
    assert card_execution({**drain, "text": ["Energy Drain"]}).executed
    assert not card_execution({**drain, "text": ["Energy Drain 2"]}).executed


# --- what the dice table and the set say ----------------------------------------------------


def test_a_trademark_sign_in_a_name_still_finds_its_dice() -> None:
    """The dice table names characters without "™" (as the Team Builder looks them up), so a
    name printed with it is still a character with faces, not an action card."""
    knight = quirks()["1tbq"]
    assert isinstance(knight, dict)
    assert (knight["name"], knight["kind"]) == ("Kettle Knight", "character")
    assert len(knight["faces"]) == 6
    assert knight["abilities"][0]["trigger"] == "when_fielded"


def test_the_trinity_war_array_has_basic_action_cards_and_characters() -> None:
    cards = quirks()
    toss, golem = cards["1jlop"], cards["2jlop"]
    assert isinstance(toss, dict) and isinstance(golem, dict)
    assert (toss["kind"], toss["subtitle"]) == ("basic_action", "")
    assert golem["kind"] == "character"


def test_an_affiliation_icon_of_the_text_is_the_affiliation_its_cards_carry() -> None:
    """The file's icon table names the icon; when that name is one of its affiliations (but
    for case, spaces and signs), "(icon) character die" is a die of that affiliation (the
    engine's `affiliation` filter). An icon that names no affiliation is not read."""
    cards = quirks()
    warden, sentry = cards["8tbq"], cards["9tbq"]
    assert isinstance(warden, dict) and isinstance(sentry, dict)
    assert warden["affiliations"] == ["tinkersguild"]
    assert warden["text"] == ["When fielded, KO target opposing (tnk) character die."]
    (ability,) = warden["abilities"]
    assert ability["effects"] == [
        {"op": "ko", "target": "target_opposing_die", "filters": {"affiliation": "tinkersguild"}}
    ]
    assert execution.status(build(warden)).executed
    assert "effects" not in sentry["abilities"][0]  # "(qqq)": declared, not executed
    assert not execution.status(build(sentry)).executed


def test_affiliation_icons_come_from_the_files_own_tables() -> None:
    icons = {
        "TNK": "tinker's guild",
        "PLR": "puller",
        "QQQ": "quiet folk",
        "F": "fist",
        "KH": "keepers of the hill",
        "AB": "a b",
    }
    table = {0: "none", "T": "tinkersguild", "P": "pullers", "GW": "gearwrights", "K": "koth",
             "F": "fencers", "XY": ["tinkersguild", "pullers"]}  # fmt: skip
    assert teambuilder.affiliation_icons(icons, table) == {
        "tnk": "tinkersguild",  # the icon's name, but for case and signs
        "plr": "pullers",  # a plural is the same affiliation
        "gw": "gearwrights",  # an affiliation code the icon table does not name
        "kh": "koth",  # the initials of the icon's name
    }  # "F" is the fist icon in text; "XY" is two affiliations; "QQQ", "AB" name none


def test_an_icon_whose_picture_is_an_affiliations_is_that_affiliation() -> None:
    """The `iconid` table gives each icon its picture; an affiliation's picture is "a" + its
    code or its code + "bw" (the Team Builder's names): an icon whose name differs from the
    affiliation's ("[WRK]" named "the workshop") but shows its picture is that affiliation."""
    icons = {"WRK": "the workshop", "PLR": "pullers", "F": "fist", "TWO": "two of them"}
    table = {0: "none", "GW": "gearwrights", "P": "pullers", "XY": ["gearwrights", "pullers"]}
    pictures = {"WRK": "aGW", "ALT": "GWbw", "F": "e2", "TWO": "aXY", "ODD": "aZZ"}
    assert teambuilder.affiliation_icons(icons, table, pictures) == {
        "plr": "pullers",
        "gw": "gearwrights",
        "wrk": "gearwrights",  # its picture is GW's
        "alt": "gearwrights",  # an icon the name table does not list, GW's picture too
    }  # "F" is an energy type; "TWO" shows two affiliations; "ODD" shows none


# --- one bad card among many ---------------------------------------------------------------------


def test_a_bad_entry_is_left_out_with_its_reason_and_the_rest_are_read() -> None:
    found = records(teambuilder.read(QUIRKS.read_text()))
    assert [where for where, _ in found.skipped] == ["3tbq"]
    assert "name is required" in found.skipped[0][1]
    assert len(found.incoming) == 10


def test_a_record_the_engine_cannot_read_is_left_out() -> None:
    """A record that passes the catalog's checks but not the engine's loader could never be
    played (a game would fail to load it): it is left out, with the engine's reason."""
    bad = {**BASE, "abilities": [{"trigger": "when_bored", "effects": []}]}
    found = records([("1tbq", bad), ("2tbq", {**BASE, "number": "2"})])
    assert [i.number for i in found.incoming] == ["2"]
    assert found.skipped[0][0] == "1tbq Thing"
    assert "the engine cannot read it" in found.skipped[0][1]


@pytest.mark.django_db
def test_the_import_reports_the_card_left_out_and_imports_the_others() -> None:
    out = run("import_teambuilder", str(QUIRKS))
    first = out.splitlines()[0]
    assert first.startswith("10 cards read, ")
    assert first.endswith("; 1 left out (see below)")
    assert "  skipped 3tbq: name is required" in out
    assert Card.objects.filter(set__code="tbq").count() == 8
    assert not Card.objects.filter(code="3tbq").exists()
    assert Card.objects.get(code="2tbq").max_dice == 0
    # run again: the same card is left out again, nothing else changes
    again = run("import_teambuilder", str(QUIRKS))
    assert "0 new, 0 changed (new versions), 10 unchanged" in again
    assert "  skipped 3tbq" in again


@pytest.mark.django_db
def test_a_bad_row_of_a_spreadsheet_is_left_out_and_the_rest_imported(tmp_path: Path) -> None:
    path = tmp_path / "cards.csv"
    path.write_text(
        "id,name,type,set,keywords\n1,Thing,Character,ssq,\n2,,Character,ssq,\n"
        "3,Other,Character,ssq,Energy Drain 2\n4,Last,Action,ssq,\n"
    )
    out = run("import_cards", str(path))
    assert out.splitlines()[0].endswith("; 2 left out (see below)")
    assert "  skipped row 3: name is required" in out
    assert "  skipped row 4: keyword 'energy_drain:2'" in out
    assert sorted(Card.objects.filter(set__code="ssq").values_list("code", flat=True)) == [
        "1ssq", "4ssq",
    ]  # fmt: skip


@pytest.mark.django_db
def test_a_file_with_no_good_card_or_a_card_twice_writes_nothing(tmp_path: Path) -> None:
    before = (CardSet.objects.count(), Card.objects.count(), CardVersion.objects.count())
    path = tmp_path / "cards.csv"
    path.write_text("id,name,type,set\n1,,Character,ssq\n2,,Character,ssq\n")
    with pytest.raises(CommandError, match=r"no card of this file can be imported.*row 2"):
        run("import_cards", str(path))
    # a card twice is the file's fault, not one card's: the whole import stops
    path.write_text("id,name,type,set\n1,A,Character,ssq\n2,,Character,ssq\n1,B,Character,ssq\n")
    with pytest.raises(CommandError, match="1ssq is in the file twice"):
        run("import_cards", str(path))
    after = (CardSet.objects.count(), Card.objects.count(), CardVersion.objects.count())
    assert after == before
