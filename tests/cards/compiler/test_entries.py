"""Per-card ability entries (cards/compiler/entries.py): where the grammar cannot read a
line, the card's entry says it in the engine's vocabulary, bound to the digest of the text
it was written for; an erratum makes it stale, and the card shows it (`stale_entry`).
Cards here are our own wording."""

from __future__ import annotations

import json
from typing import Any

import pytest

from cards.compiler import compile_card, digest
from cards.compiler.entries import shipped
from cards.execution import status
from games.engine import card_from_dict

NAME = "Tamsin Reed"
LINES = [
    "When fielded, gain 1 life.",
    "When fielded, if you have fewer than 5 life, gain 2 more life.",  # a condition
]
ENTRY = {
    "digest": digest(LINES, NAME),
    "abilities": [
        {"line": 1, "trigger": "when_fielded",
         "effects": [{"op": "gain_life", "amount": 2, "target": "you"}]},
    ],
}  # fmt: skip


def card(lines: list[str], made: dict) -> dict:
    return {"id": "9zz", "kind": "character", "name": NAME, "text": lines, **made}


def test_an_entry_written_for_the_text_says_the_line_the_grammar_cannot_read() -> None:
    made = compile_card("character", LINES, NAME, code="9zz", entries={"9zz": ENTRY})
    assert status(card(LINES, made)).executed
    read, from_entry = made["abilities"]
    assert read["effects"] == [{"op": "gain_life", "amount": 1, "target": "you"}]  # the grammar's
    assert from_entry == {
        "trigger": "when_fielded", "text": LINES[1],
        "effects": [{"op": "gain_life", "amount": 2, "target": "you"}],
    }  # fmt: skip
    # another card's code: no entry
    other = compile_card("character", LINES, NAME, code="8zz", entries={"9zz": ENTRY})
    assert other["unread"] == [{"text": LINES[1], "why": "condition"}]


def test_an_erratum_makes_the_entry_stale_and_the_card_says_so() -> None:
    erratum = [LINES[0], LINES[1].replace("fewer than 5", "fewer than 6")]
    made = compile_card("character", erratum, NAME, code="9zz", entries={"9zz": ENTRY})
    verdict = status(card(erratum, made))
    assert not verdict.executed
    assert made["unread"] == [{"text": erratum[1], "why": "stale_entry"}]
    assert verdict.why == ("stale_entry",)


def test_an_entry_naming_no_line_of_the_card_is_refused() -> None:
    wrong = {**ENTRY, "abilities": [{**ENTRY["abilities"][0], "line": 7}]}
    with pytest.raises(ValueError, match="'line'"):
        compile_card("character", LINES, NAME, code="9zz", entries={"9zz": wrong})


def test_the_shipped_entries_are_engine_data_and_hold_no_printed_text() -> None:
    from games.engine.keywords import KEYWORDS

    for code, entry in shipped().items():
        assert set(entry) <= {"digest", "abilities", "globals", "note"}, code
        assert len(entry["digest"]) == 64, code
        records = [*entry.get("abilities", ()), *entry.get("globals", ())]
        assert all("text" not in r for r in records), code  # never the publisher's words
        card_from_dict({
            "id": code, "kind": "character", "name": code,
            # a keyword's trigger ("heroic": its benefit) or effect ("experience_token") is
            # known with its keyword only
            "keywords": [k for k, rules in KEYWORDS.items()
                         if any(r.get("trigger") in rules.triggers for r in records)
                         or any(e.get("op") in rules.effects
                                for r in records for e in r.get("effects", ()))],
            "faces": [{"kind": "energy", "symbols": ["fist"]}] * 6,
            "abilities": [{k: v for k, v in r.items() if k != "line"}
                          for r in entry.get("abilities", ())],
            "globals": [{k: v for k, v in r.items() if k != "line"}
                        for r in entry.get("globals", ())],
        })  # fmt: skip


def test_each_set_has_its_own_file_and_an_entry_in_another_sets_file_is_refused(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from cards.compiler import entries

    (tmp_path / "zz.json").write_text(json.dumps({"9zz": ENTRY}))
    (tmp_path / "yy.json").write_text(json.dumps({"4yy": ENTRY}))
    monkeypatch.setattr(entries, "DIRECTORY", tmp_path)
    entries.shipped.cache_clear()
    try:
        assert set(entries.shipped()) == {"9zz", "4yy"}
        (tmp_path / "yy.json").write_text(json.dumps({"4yy": ENTRY, "5zz": ENTRY}))
        entries.shipped.cache_clear()
        with pytest.raises(ValueError, match="not a card of set 'yy'"):
            entries.shipped()
    finally:
        entries.shipped.cache_clear()
