"""Doubling a die's printed A, or its A and D (cards/compiler/constructs/doubling.py; the
engine's double_printed_attack, set_double_printed_attack, double_stats:
tests/engine/effects/test_printed_double.py; DM-14.1, DM-14.3; docs/rulings.md "Doubling the
printed A"). Our own wording; near misses stay text only; our card 557ocr."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.engine import card_execution
from games.engine.abilities.stats import stats
from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why
from tests.cards.compiler.test_entries_play import fielding, records, resolve_all
from tests.engine.helpers import make_card
from tests.engine.keywords.common import character


@pytest.mark.parametrize(
    ("line", "op", "target"),
    [
        (f"When {NAME} attacks, double the printed A of all your other character dice.",
         "double_printed_attack", "all_your_characters"),
        ("Global: Pay (fist). Double target character die's printed A until the end of turn.",
         "double_printed_attack", "target_die"),
        ("Global: Pay (fist). Replace target character die's printed A with double its printed"
         " A (on all faces) (until end of turn).", "double_printed_attack", "target_die"),
        ("Global: Pay (fist). Replace target character die's A with double its printed A"
         " (until end of turn).", "set_double_printed_attack", "target_die"),
        (f"When {NAME} blocks, double her A and D.", "double_stats", "this_die"),
        ("Global: Pay (fist). Double the attack and defense of target character die.",
         "double_stats", "target_die"),
    ],
)  # fmt: skip
def test_the_doublings_read(line: str, op: str, target: str) -> None:
    kind = "basic_action" if line.startswith("Global") else "character"
    (found,) = [e for e in effects(kind, line) if e["op"] == op]
    assert found["target"] == target


def _reading(line: str) -> str:
    made = compiled("character", [line])
    card = card_from_dict(make_card(CODE, name=NAME, text=[line], **made))
    (reading,) = [x.reading for x in read_card(card) if x.kind == "ability"]
    return reading


def test_the_readings_say_which_a_is_doubled() -> None:
    printed = _reading(f"When {NAME} attacks, double the printed A of target character die.")
    assert "double the printed A of" in printed and "undoubled" in printed
    assert "until the end of the turn" in printed
    both = _reading(f"When {NAME} blocks, double her A and D.")
    assert "double the A and the D of this die" in both


@pytest.mark.parametrize(
    "line",
    [
        # a static doubling: statics are never manipulated this way (DM-14.3)
        f"While {NAME} is active, your character dice have their printed A doubled.",
        f"While {NAME} is active, double all damage dealt by your character dice.",
        f"When {NAME} attacks, double the printed D of all your other character dice.",
        f"When {NAME} attacks, double {NAME}'s defense.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


def test_our_doubling_card_is_executed_and_read() -> None:
    cards = json.loads(Path("cards/data/ocr.json").read_text())["cards"]
    (card,) = [c for c in cards if c["id"] == "557ocr"]
    assert card_execution(card).executed
    (reading,) = [x.reading for x in read_card(card_from_dict(card)) if x.kind == "ability"]
    assert "double the printed A of target character die you control" in reading
    ours = [line.replace(card["name"], NAME) for line in card["text"]]
    assert effects("character", *ours) == card["abilities"][0]["effects"]  # its words say it


# Damage dealt to character dice made double (constructs/damage_doubling.py; the engine's
# double_damage_taken: tests/engine/effects/test_damage_doubled.py; docs/rulings.md
# "Damage doubled").


@pytest.mark.parametrize(
    ("line", "target"),
    [
        (f"When {NAME} attacks, double all damage dealt to target opposing character die.",
         "target_opposing_die"),
        (f"While {NAME} is active, double all damage dealt to your character dice.",
         "all_your_characters"),
    ],
)  # fmt: skip
def test_damage_doubling_reads(line: str, target: str) -> None:
    (found,) = effects("character", line)
    assert found == {"op": "double_damage_taken", "target": target}


@pytest.mark.parametrize(
    "line",
    [
        f"{NAME} deals double damage to opposing character dice.",  # its own damage: a source
        f"When {NAME} attacks, double all damage dealt to your opponent.",  # a player
    ],
)
def test_damage_doubling_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


def test_our_damage_doubling_card_is_executed_and_read() -> None:
    cards = json.loads(Path("cards/data/ocr.json").read_text())["cards"]
    (card,) = [c for c in cards if c["id"] == "558ocr"]
    assert card_execution(card).executed
    (reading,) = [x.reading for x in read_card(card_from_dict(card)) if x.kind == "ability"]
    assert "double all damage dealt to each opposing character die" in reading.lower()
    ours = [line.replace(card["name"], NAME) for line in card["text"]]
    assert effects("character", *ours) == card["abilities"][0]["effects"]


def test_12myst_doubles_a_and_d_of_a_chosen_non_villain_die_of_another_name() -> None:
    """12myst (entry): when fielded, a chosen die's A and D are doubled this turn (DM-14.1);
    a Villain die and a die of the same name are no option (DM-13.1: near misses)."""
    marvel = character("marvel", 1, 1, name="Mary Marvel", abilities=records("12myst"))
    hero = character("hero", 2, 3)
    villain = character("villain", 2, 2, affiliations=["villain"])
    g = fielding(marvel, hero, villain)
    g.field("p1:marvel:1")
    assert g.pending.kind == "choose_target"
    options = set(g.pending.options)
    assert "p1:hero:1" in options
    assert "p1:villain:1" not in options and "p1:marvel:1" not in options
    g.target("p1:hero:1")
    resolve_all(g)
    assert stats(g.state, g.state.dice["p1:hero:1"]) == (4, 6)
