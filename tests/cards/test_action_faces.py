"""Action cards imported without faces get the usual action-die layout (DM-1.5, 000:L264:
action faces with or without bursts, the others energy), marked as a stand-in, unless a table
of known faces gives the card's own; the engine then loads and rolls them."""

from __future__ import annotations

import json
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from cards.importers import spreadsheet, teambuilder
from cards.importing import FACES, known_faces, records
from cards.models import Card
from cards.records import ACTION_STAND_IN, assumed_action_faces
from games.engine import card_from_dict
from games.engine.model.cards import ActionFace, EnergyFace

DATA = Path(__file__).parent / "data"
SAMPLE = DATA / "teambuilder_sample.php"
# "Quick Draw" (12tbx) of our invented sample: an action card (no row in the dice table), fist
LAYOUT = [
    {"kind": "action"},
    {"kind": "action", "bursts": 1},
    {"kind": "action", "bursts": 2},
    {"kind": "energy", "symbols": ["fist"]},
    {"kind": "energy", "symbols": ["fist"]},
    {"kind": "energy", "symbols": ["fist", "fist"]},
]
OWN = [
    {"kind": "action"},
    {"kind": "action"},
    {"kind": "action", "bursts": 1},
    {"kind": "action", "bursts": 2},
    {"kind": "energy", "symbols": ["fist", "mask"]},
    {"kind": "energy", "symbols": ["wild"]},
]


def parsed() -> list:
    return list(teambuilder.read(SAMPLE.read_text()))


def test_teambuilder_action_cards_get_the_usual_layout_marked_as_stand_in() -> None:
    quick = dict(parsed())["12tbx"]
    assert quick["kind"] == "action"
    assert quick["faces"] == LAYOUT
    assert quick["stand_in"] == ACTION_STAND_IN and "assumed" in quick["stand_in"]
    assert assumed_action_faces([])[3:] == [
        {"kind": "energy", "symbols": ["generic"]},
        {"kind": "energy", "symbols": ["generic"]},
        {"kind": "energy", "symbols": ["generic", "generic"]},
    ]  # an action card without energy type: generic energy


def test_the_engine_loads_and_rolls_an_imported_action_card() -> None:
    found = records(parsed(), known={})
    record = next(i.record for i in found.incoming if i.record["id"] == "12tbx")
    card = card_from_dict(record)  # before: ValueError "card '12tbx' has no faces"
    assert [type(f) for f in card.faces] == [ActionFace] * 3 + [EnergyFace] * 3
    assert [f.bursts for f in card.faces[:3]] == [0, 1, 2]


def test_spreadsheet_action_rows_without_energy_faces_get_the_same_layout() -> None:
    content = (
        "id,name,type,purchase cost,energy type,die limit,set\n3,Swift Errand,Action,2,Bolt,3,ssx\n"
    )
    ((_, fields),) = list(spreadsheet.parse(content))
    assert fields["faces"][:3] == LAYOUT[:3]
    assert fields["stand_in"] == ACTION_STAND_IN


def test_known_faces_replace_the_assumed_ones_per_card(tmp_path: Path) -> None:
    table = tmp_path / "faces.json"
    table.write_text(json.dumps({"faces": {"12TBX": OWN}}))
    found = records(parsed(), known=known_faces(table))
    by_id = {i.record["id"]: i.record for i in found.incoming}
    assert by_id["12tbx"]["faces"] == OWN and "stand_in" not in by_id["12tbx"]
    assert "assumed" in by_id["5tbx"]["stand_in"]  # the others keep their mark
    assert known_faces(FACES) == {}  # the shipped table: no card known yet


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"faces": {"12tbx": [{"kind": "action"}]}}', "six faces"),
        ('{"faces": {"12tbx": ' + json.dumps([*OWN[:5], {"kind": "laser"}]) + "}}", "kind"),
        ('{"faces": [1, 2]}', "maps card codes"),
        ("not json", "cannot read"),
    ],
)
def test_a_bad_faces_table_stops_the_import_naming_the_problem(
    tmp_path: Path, content: str, message: str
) -> None:
    table = tmp_path / "faces.json"
    table.write_text(content)
    with pytest.raises(CommandError, match=message):
        known_faces(table)


@pytest.mark.django_db
def test_import_teambuilder_gives_every_card_faces_and_takes_a_faces_table(tmp_path: Path) -> None:
    out = StringIO()
    call_command("import_teambuilder", str(SAMPLE), "--quiet", stdout=out)
    assert "12 cards read, 12 with faces" in out.getvalue()  # before: 11
    quick = Card.objects.get(code="12tbx")
    assert quick.has_faces and quick.stand_in == ACTION_STAND_IN
    table = tmp_path / "faces.json"
    table.write_text(json.dumps({"faces": {"12tbx": OWN}}))
    again = StringIO()
    call_command("import_teambuilder", str(SAMPLE), "--quiet", "--faces", str(table), stdout=again)
    assert "1 changed" in again.getvalue()
    quick.refresh_from_db()
    assert quick.stand_in == "" and quick.current_version.data["faces"] == OWN
