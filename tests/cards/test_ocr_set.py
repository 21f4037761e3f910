"""Our own set (cards/data/ocr.json): enough for real teams, and every keyword, template and
effect of the engine's vocabulary on at least one card. No database: the shipped file."""

from __future__ import annotations

import json
from collections import Counter

from cards.catalog import DATA, catalog, raw_cards
from cards.execution import status
from cards.vocabulary import KEYWORDS, TEMPLATES, keyword_base
from games.engine import EFFECT_OPS, GameOptions, card_from_dict, game_seed, play

OCR = json.loads((DATA / "ocr.json").read_text())["cards"]


def test_every_card_is_ours_numbered_and_loads_in_the_engine() -> None:
    # each number once; parallel work takes its own block of numbers, so gaps are allowed
    numbers = [int(c["number"]) for c in OCR]
    assert len(set(numbers)) == len(numbers) and min(numbers) == 1, numbers
    for card in OCR:
        assert card["id"] == f"{card['number']}ocr" and card["set_code"] == "ocr"
        card_from_dict(card)  # faces, abilities and globals are engine data
        assert card.get("faces") or card["kind"] == "basic_action"


def test_there_are_real_teams_in_every_energy_type() -> None:
    characters = Counter(t for c in OCR if c["kind"] == "character" for t in c["energy_types"])
    assert all(characters[t] >= 6 for t in ("fist", "bolt", "mask", "shield")), characters
    kinds = Counter(c["kind"] for c in OCR)
    assert kinds["basic_action"] >= 8 and kinds["action"] >= 3
    assert {c["max_dice"] for c in OCR if c["kind"] == "character"} >= {1, 2, 4}


def test_every_rulebook_keyword_is_on_a_card() -> None:
    """DIGEST §3.1: the engine's keyword work has a card to exercise each one."""
    used = {keyword_base(k) for c in OCR for k in c.get("keywords", [])}
    assert used == set(KEYWORDS)


def test_every_ability_template_and_effect_of_the_engine_is_on_a_card() -> None:
    templates = {t for c in OCR for t in c.get("templates", [])}
    assert templates == set(TEMPLATES)
    loaded = [card_from_dict(c) for c in OCR]  # printed abilities and keywords' (Deadly...)
    effects = {e.op for card in loaded for a in (*card.abilities, *card.globals) for e in a.effects}
    rolled = [e.rolled for c in loaded for a in (*c.abilities, *c.globals) for e in a.effects]
    effects |= {e.op for r in rolled if r for e in (*r.effects, *r.otherwise, *r.then)}
    assert set(EFFECT_OPS) <= effects  # (and keywords' own primitives: Keyword.effects)


def test_cards_say_whether_the_engine_executes_them() -> None:
    by_id = {c["id"]: status(c) for c in OCR}
    assert by_id["1ocr"].executed  # when fielded, deal damage: engine data
    assert by_id["3ocr"].executed  # Overcrush: games/engine/keywords/overcrush.py
    assert by_id["10ocr"].executed  # Attune: games/engine/keywords/attune.py
    assert by_id["44ocr"].executed  # can't be blocked: a persistent effect (DM-14.2)
    executed = sum(s.executed for s in by_id.values())
    assert 25 <= executed <= len(OCR)


def test_the_rulebook_demo_cards_stay_marked_as_stand_ins() -> None:
    demo = json.loads((DATA / "demo.json").read_text())
    assert demo["set"]["code"] == "demo"
    assert all(card.get("stand_in") for card in demo["cards"])


def test_bots_play_a_whole_game_with_two_teams_of_our_set() -> None:
    teams = (
        (("1ocr", 4), ("2ocr", 3), ("4ocr", 3), ("7ocr", 3), ("12ocr", 3), ("20ocr", 4)),
        (("13ocr", 4), ("14ocr", 2), ("15ocr", 4), ("19ocr", 3), ("21ocr", 3), ("9ocr", 4)),
    )
    bacs = (("39ocr", "41ocr"), ("42ocr", "46ocr"))
    used = sorted({c for t in teams for c, _ in t} | {b for pair in bacs for b in pair})
    events, state = play(
        catalog(), game_seed("ocr", 0), teams=teams, basic_actions=bacs,
        raw_cards=[raw_cards()[c] for c in used], options=GameOptions(),
    )  # fmt: skip
    assert state.over and len(events) > 50


def test_no_two_cards_share_a_name() -> None:
    """A typed team list names cards by name (cards/typed_lists.py): two cards of one name in our
    own set would make such a line ambiguous for no reason."""
    names = Counter(c["name"] for c in OCR)
    assert [n for n, count in names.items() if count > 1] == []
