"""The importers read their formats (our own small files, invented cards) into fields."""

from __future__ import annotations

from pathlib import Path

import pytest

from cards.importers import spreadsheet, teambuilder
from cards.importers.jsvalues import declarations
from cards.records import RecordError, build

DATA = Path(__file__).parent / "data"


def teambuilder_cards() -> dict[str, dict]:
    source = (DATA / "teambuilder_sample.php").read_text()
    return {f"{c['number']}{c['set_code']}": c for c in teambuilder.parse(source)}


def test_js_literals_are_read_without_evaluating_anything() -> None:
    source = """
    // a comment with var fake = ['x'];
    var a = ['it\\'s', "two", /* gap */ 'three'];
    var b = { k: 'v', 2: [ 'x', 'y' ], "q": 3 };
    var c = [ someCall() ];
    """
    found = dict(declarations(source))
    assert found["a"] == ["it's", "two", "three"]
    assert found["b"] == {"k": "v", "2": ["x", "y"], "q": 3}
    assert "c" not in found  # not a literal: skipped, never run


def test_teambuilder_entries_give_number_rarity_cost_energy_affiliation_and_max() -> None:
    cards = teambuilder_cards()
    assert len(cards) == 12  # set_names and the other tables are not card sets
    fox = cards["5tbx"]
    assert (fox["name"], fox["subtitle"], fox["kind"]) == ("Ember Fox", "Quick Paws", "character")
    assert (fox["cost"], fox["energy_types"], fox["max_dice"], fox["rarity"]) == (
        2, ["bolt"], 4, "common",
    )  # fmt: skip
    assert cards["7tbx"]["affiliations"] == ["pathfinders", "rogue"]  # a two-icon code
    assert cards["7tbx"]["subtitle"] == "Greenward"  # "~" marks a flip card
    assert cards["10tbx"]["energy_types"] == ["bolt", "fist"]
    assert cards["10tbx"]["name"] == "Storm Warden"  # "@Z" is the file's own disambiguation
    assert cards["11tbx"]["max_dice"] == 1


def test_teambuilder_kinds_come_from_the_subtitle_and_the_dice_table() -> None:
    cards = teambuilder_cards()
    assert [cards[f"{n}tbx"]["kind"] for n in (1, 2, 3)] == ["basic_action"] * 3
    assert cards["1tbx"]["subtitle"] == ""
    assert cards["12tbx"]["kind"] == "action"  # no die in the table
    assert cards["12tbx"]["subtitle"] == ""
    assert cards["12tbx"]["faces"][0] == {"kind": "action"}  # assumed: test_action_faces.py


def test_teambuilder_levels_become_character_faces_with_assumed_energy_faces() -> None:
    fox = teambuilder_cards()["5tbx"]
    assert fox["faces"][:3] == [
        {"kind": "character", "level": 1, "cost": 0, "attack": 2, "defense": 2},
        {"kind": "character", "level": 2, "cost": 1, "attack": 3, "defense": 3},
        {"kind": "character", "level": 3, "cost": 1, "attack": 4, "defense": 4, "bursts": 1},
    ]
    assert [f["symbols"] for f in fox["faces"][3:]] == [["bolt"], ["bolt"], ["bolt", "bolt"]]
    assert "assumed" in fox["stand_in"]
    # a set-prefixed key of the dice table is found for that set only
    assert teambuilder_cards()["11tbx"]["faces"][0]["attack"] == 3


def test_teambuilder_text_turns_icons_and_bursts_into_words_and_finds_keywords() -> None:
    cards = teambuilder_cards()
    assert cards["1tbx"]["text"] == [
        "Target character die you control gets +1A.",
        "(burst)(burst) Instead, it gets +2A.",
        "Global: Pay (fist). Target character die gets +1D.",
    ]
    assert cards["11tbx"]["text"] == ["When fielded, gain 2 life • then spin up."]
    assert cards["6tbx"]["keywords"] == ["overcrush"]
    assert cards["9tbx"]["keywords"] == ["corrupt:2"]
    assert cards["4tbx"]["text"] == []


def test_teambuilder_set_codes_can_be_renamed() -> None:
    source = (DATA / "teambuilder_sample.php").read_text()
    codes = {c["set_code"] for c in teambuilder.parse(source, {"tbx": "zz"})}
    assert codes == {"zz"}


def test_spreadsheet_csv_rows_read_levels_energy_faces_and_aliases() -> None:
    rows = dict(spreadsheet.parse((DATA / "spreadsheet_sample.csv").read_text()))
    kite = rows[2]
    assert (kite["number"], kite["set_code"], kite["kind"]) == ("1", "ssx", "character")
    assert kite["faces"][2] == {
        "kind": "character", "level": 3, "cost": 2, "attack": 3, "defense": 2, "bursts": 1
    }  # fmt: skip
    assert kite["faces"][5] == {"kind": "energy", "symbols": ["bolt", "bolt"]}
    assert "stand_in" not in kite  # the file gave its energy faces
    ox = rows[3]
    assert ox["stand_in"].startswith("energy faces assumed")
    moth = rows[4]
    assert moth["kind"] == "character"  # "Superstar" is WWE's word for it
    assert moth["keywords"] == ["overcrush"]
    assert moth["affiliations"] == ["Skyfolk", "Rogue"]
    assert rows[6]["energy_types"] == ["fist", "mask"]
    assert rows[8]["text"] == ["At the end of each turn", "gain 1 life."]
    assert rows[10]["kind"] == "basic_action" and "faces" not in rows[10]
    errand = rows[11]
    assert errand["kind"] == "action"
    assert [f["kind"] for f in errand["faces"]] == ["action"] * 3 + ["energy"] * 3


def test_spreadsheet_json_with_level_objects_and_code_ids() -> None:
    data = (DATA / "spreadsheet_errata.json").read_text()
    found = [fields for _, fields in spreadsheet.parse(data)]
    assert [f["number"] + f["set_code"] for f in found] == ["1ssx", "2ssx", "4ssx", "12ssx"]
    assert found[1]["cost"] == "5"
    assert build(found[3])["faces"][0]["attack"] == 2


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("id,name,type,set\n1,Thing,Wizard,ssx\n", "type 'Wizard'"),
        ("id,name,type,set,level 1 attack\n1,Thing,Character,ssx,x\n", "level 1 attack"),
        ("id,name,type,set,level 1 attack\n1,Thing,Character,ssx,3\n", "level 1 has no cost"),
        ("id,name,type,set,keywords\n1,Thing,Character,ssx,Sparkle\n", "keyword 'Sparkle'"),
        ("id,name,type,set\n31xfc,Thing,Character,ssx\n", "not of set ssx"),
        ("nothing,here\n1,2\n", "header row"),
        ("[1, 2]", "list of card objects"),
        ("{broken", "not JSON"),
    ],
)
def test_spreadsheet_refuses_bad_rows_naming_row_and_column(content: str, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        list(spreadsheet.parse(content))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"name": ""}, "name is required"),
        ({"name": "x" * 201}, "name is longer than 200"),
        ({"name": "bad\x00name"}, "NUL"),
        ({"subtitle": "line\nbreak"}, "control character"),
        ({"cost": "-1"}, "purchase cost must be between"),
        ({"max_dice": "21"}, "Max must be between 0"),
        ({"kind": "sidekick"}, "kind 'sidekick'"),
        ({"energy_types": ["plasma"]}, "energy type 'plasma'"),
        ({"set_code": "X Y"}, "set 'x y'"),
        ({"number": "31a"}, "number '31a'"),
        ({"rarity": "legendary"}, "rarity 'legendary'"),
        ({"text": ["x" * 2001]}, "ability text is longer"),
        ({"text": ["a"] * 41}, "at most 40 lines"),
        ({"faces": [{"kind": "energy", "symbols": ["bolt"]}] * 5}, "six faces"),
        ({"faces": [{"kind": "energy", "symbols": ["ink"]}] * 6}, "known symbols"),
    ],
)
def test_records_refuse_each_bad_field_by_name(change: dict, message: str) -> None:
    fields = {"set_code": "ssx", "number": "1", "name": "Thing", "kind": "character"}
    with pytest.raises(RecordError, match=message):
        build({**fields, **change})


@pytest.mark.parametrize(("mark", "alignment"), [("g", "good"), ("e", "evil"), ("b", "evil"),
                                                 ("n", "neutral")])  # fmt: skip
def test_teambuilder_dungeons_sets_carry_an_alignment(mark: str, alignment: str) -> None:
    """The Dungeons & Dragons sets' sixth character: Good, Evil (two marks) or Neutral."""
    dice = {"grim reaver": "022 133 134"}
    entry = f"132X4{mark}1Grim Reaver|Lesser Shade|When fielded, gain 1 life."
    fields = teambuilder.card_fields(entry, 3, "dnx", True, None, {}, dice)
    assert fields["alignment"] == alignment
    assert build(fields)["alignment"] == alignment
    plain = teambuilder.card_fields("132X4Grim Reaver|Lesser Shade|Gain 1 life.", 3, "tbx",
                                    False, None, {}, dice)  # fmt: skip
    assert "alignment" not in plain and "alignment" not in build(plain)


def test_records_refuse_an_unknown_alignment() -> None:
    fields = {"set_code": "tbx", "number": "1", "name": "X", "kind": "character",
              "alignment": "chaotic"}  # fmt: skip
    with pytest.raises(RecordError, match="alignment"):
        build(fields)
