"""The table's card dialog and the judge board show the printed text beside the engine's
reading and an "executed" / "text only (why)" badge (issue 16 item 2): reading.js, run in
Node over the card table the server gives the page (games/table.py card_info). Cards are
our own wording."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from games.engine.loading import card_from_dict
from games.engine.model.flip_sides import seat_copy_id
from games.table import card_info

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parents[2]
READING = ROOT / "games" / "static" / "games" / "reading.js"
FACES = [{"kind": "energy", "symbols": ["generic"]}] * 6
ZAP = "When fielded, deal 2 damage to target opposing character die."
JIG = "Whenever the moon is full, dance a jig."


def model(info: dict[str, Any]) -> dict[str, Any]:
    node = shutil.which("node")
    if node is None:
        pytest.skip("no node binary")
    script = (
        "const window = {}; globalThis.window = window;\n"
        + READING.read_text()
        + "\nconst seen = window.OvercrushReading.model("
        + json.dumps(info)
        + ");"
        + "\nprocess.stdout.write(JSON.stringify(seen));"
    )
    done = subprocess.run([node, "-e", script], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def table(*cards: dict[str, Any]) -> dict[str, Any]:
    return card_info({c["id"]: card_from_dict({"faces": FACES, **c}) for c in cards})


def test_an_executed_card_shows_its_reading_and_the_executed_badge() -> None:
    zap = {"id": "zap", "name": "Zapper", "kind": "character", "keywords": ["overcrush"],
           "abilities": [{"trigger": "when_fielded", "text": ZAP, "effects": [
               {"op": "deal_damage", "amount": 2, "target": "target_opposing_die",
                "filters": {"face": "character"}}]}]}  # fmt: skip
    seen = model(table(zap)["zap"])
    assert seen["badge"] == "executed" and seen["label"] == "executed" and seen["why"] == []
    assert seen["rows"] == [
        {"kind": "keyword", "printed": "(keyword)", "reading": "Overcrush"},
        {"kind": "ability", "printed": ZAP,
         "reading": "When fielded: deal 2 damage to target opposing character die."},
    ]  # fmt: skip


def test_a_text_only_card_says_why_in_words() -> None:
    """An ability the engine has no effects for: the reason shown in words."""
    jig = {"id": "jig", "name": "Jig", "kind": "character", "keywords": ["fast"],
           "abilities": [{"trigger": "static", "text": JIG}]}  # fmt: skip
    info = table(jig)["jig"]
    assert info["execution"]["executed"] is False
    seen = model(info)
    assert seen["badge"] == "text-only" and seen["label"] == "text only (1 reason)"
    assert f"a line the engine does not read: \u201c{JIG}\u201d" in seen["why"]
    row = next(r for r in seen["rows"] if r["printed"] == JIG)
    assert row["reading"] == "Nothing the engine runs (text only)."


def test_a_printed_line_no_ability_was_made_from_is_listed_as_not_read() -> None:
    words = f"a line the engine does not read: \u201c{JIG}\u201d"
    info = {"reading": [], "execution": {"executed": False, "reasons": [
        {"code": "line_not_read", "words": words}]}}  # fmt: skip
    seen = model(info)
    assert seen["rows"] == [{"kind": "ability", "printed": JIG, "reading": ""}]
    assert model({})["badge"] == "unknown"  # an old page's card table: no badge claimed


def test_the_catalogs_verdict_is_the_badge_for_a_catalog_card() -> None:
    """A catalog card's printed line that no ability was made from makes it text only, which
    the definition alone cannot tell: the catalog's verdict (cards/apps.py) is used."""
    from cards import services
    from cards.compiler import compile_card
    from cards.models import Card

    record = {"id": "1zzj", "set_code": "zzj", "number": "1", "name": "Jig", "kind": "character",
              "cost": 1, "energy_types": ["mask"], "max_dice": 4, "faces": FACES,
              "text": [JIG], **compile_card("character", [JIG], "Jig")}  # fmt: skip
    services.import_records([services.Incoming(record, "zzj", "1")], "test")
    card = Card.objects.get(code="1zzj")
    assert card.current_version is not None and not card.executed
    info = card_info({card.engine_id: card_from_dict(card.current_version.data)})
    execution = info[card.engine_id]["execution"]
    assert execution["executed"] is False  # the definition alone would say executed
    (said,) = execution["reasons"]
    assert said["code"] == "line_not_read" and said["category"] == "trigger:whenever"
    assert said["words"] == f"a line the engine does not read: \u201c{JIG}\u201d"
    seen = model(info[card.engine_id])
    assert seen["rows"] == [{"kind": "ability", "printed": JIG, "reading": ""}]
    assert seen["why"] == [f"{said['words']} (why: {said['why']})"]  # the reader's category
    # the second seat's own copy of a flip card (model/flip_sides.py seat_copy_id) is the
    # same catalog card: the same verdict, not the definition's
    copy = seat_copy_id(card.engine_id, 1)
    info = card_info({copy: card_from_dict(card.current_version.data)})
    assert info[copy]["execution"]["executed"] is False
