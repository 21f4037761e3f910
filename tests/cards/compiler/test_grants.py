"""Keywords given (cards/compiler/constructs/grants.py; DM-14.2, DM-14.3): "gains Overcrush"
until the end of the turn in an effect, "your character dice gain Fast" while the card is
active in a static; with A and D beside it. Deadly, Intimidate and Call Out are given with
their abilities (games/engine/abilities/granted_triggers.py), Infiltrate with its Global
window ability (games/engine/abilities/window_grants.py). Our own wording."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why
from tests.engine.helpers import make_card

GRANT = {"op": "grant_keyword", "keyword": "overcrush", "target": "target_die"}


@pytest.mark.parametrize(
    ("line", "more"),
    [
        ("Target character die gains Overcrush (until end of turn).", []),
        ("Target character die gets +3A and gains Overcrush.",
         [{"op": "modify_attack", "amount": 3, "target": "target_die"}]),
        ("Target character die gets +2A and +2D and gains Overcrush.",
         [{"op": "modify_stats", "amount": 2, "target": "target_die"}]),
        ("Target character die gains Overcrush and +2A.",
         [{"op": "modify_attack", "amount": 2, "target": "target_die"}]),
    ],
)  # fmt: skip
def test_an_action_gives_a_keyword_until_the_end_of_the_turn(line: str, more: list) -> None:
    assert effects("basic_action", line) == [*more, GRANT]


def test_a_static_gives_a_keyword_while_the_card_is_active() -> None:
    made = compiled("character", [f"While {NAME} is active, your (grv) character dice gain Fast."])
    (record,) = made["abilities"]
    assert record["trigger"] == "static"
    assert record["effects"] == [{"op": "grant_keyword", "keyword": "fast",
                                  "target": "all_your_characters",
                                  "filters": {"affiliation": "grovekin"}}]  # fmt: skip


def test_a_trigger_gives_its_own_die_a_keyword() -> None:
    made = compiled("character", [f"When {NAME} attacks, he gains Fast (until end of turn)."])
    (record,) = made["abilities"]
    assert record["effects"] == [{"op": "grant_keyword", "keyword": "fast", "target": "this_die"}]


@pytest.mark.parametrize(
    "line",
    [
        "Target character die gains Infiltrate and Fast.",  # two keywords in one grant
        "Target character die gains Overcrush and Fast.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("basic_action", line) in ("keyword_grant", "unparsed")


@pytest.mark.parametrize(
    ("line", "keyword"),
    [
        ("Target character die gains Deadly.", "deadly"),
        ("Target character die gains Deadly. (At end of turn, KO all character dice that were"
         " engaged with this character.)", "deadly"),
        ("Target character die gains Intimidate (until end of turn).", "intimidate"),
        ("Target character die gains Call Out.", "call_out"),
        ("Target character die gains Infiltrate (until end of turn).", "infiltrate"),
    ],
)  # fmt: skip
def test_keywords_with_abilities_of_their_own_are_given(line: str, keyword: str) -> None:
    """DM-14.1: the die has the keyword's rules, its abilities too (granted_triggers.py)."""
    assert effects("basic_action", line) == [{**GRANT, "keyword": keyword}]


def test_the_reading_says_the_keyword_given() -> None:
    line = f"While {NAME} is active, your character dice gain Fast."
    made = compile_card("character", [line], NAME, code=CODE)
    card = card_from_dict(make_card(CODE, name=NAME, abilities=made["abilities"]))
    reading = read_card(card)[0].reading
    assert "gains Fast" in reading, reading


def test_the_reading_says_how_long_a_given_keyword_lasts() -> None:
    line = "When fielded, target character die gets +2A and gains Overcrush."
    made = compile_card("character", [line], NAME, code=CODE)
    card = card_from_dict(make_card(CODE, name=NAME, abilities=made["abilities"]))
    assert read_card(card)[0].reading.endswith("gains Overcrush until the end of the turn.")


def test_the_reminder_of_a_keyword_given_is_left_out() -> None:
    """The last parenthesis says what the keyword given does (its rules are the engine's)."""
    line = ("When fielded, all (grv) character dice you control gain Fast. (Character dice with "
            "Fast deal combat damage first.)")  # fmt: skip
    (record,) = compiled("character", [line])["abilities"]
    assert record["effects"][0]["keyword"] == "fast"
    near = "When fielded, target character die gets +2A. (Overcrush would be nice.)"
    assert why("character", near) != ""  # a parenthesis of no keyword given stays


@pytest.mark.parametrize(
    ("line", "made"),
    [
        ("Target character die gains Range 2.", {**GRANT, "keyword": "range:2"}),
        (f"While {NAME} is active, your character dice have Range 1.",
         {"op": "grant_keyword", "keyword": "range:1", "target": "all_your_characters"}),
    ],
)  # fmt: skip
def test_range_is_given_with_its_value(line: str, made: dict) -> None:
    """Range's value is said with it (002:L777): the die's volley deals that much."""
    kind = "character" if line.startswith("While") else "basic_action"
    assert effects(kind, line) == [made]


@pytest.mark.parametrize(
    "line",
    [
        "Target character die gains Range.",  # no value said
        "Target character die gains Range X.",  # a value no number says
        "Target character die gains +1 Range.",  # a change of a value, not a grant
    ],
)
def test_range_near_misses_stay_text_only(line: str) -> None:
    assert why("basic_action", line) != ""


def test_iron_will_is_given_by_a_static_of_its_own_card() -> None:
    """A set keyword with a hook point (may_be_kod, keywords/iron_will.py): "while <another
    card> is active, <self> gains Iron Will" gives the card's own dice the rule (DM-14.3)."""
    made = compile_card(
        "character", ["While Brightmoor is active, Warden gains Iron Will."], "Warden",
        code=CODE, names=["Brightmoor"],
    )  # fmt: skip
    (record,) = made["abilities"]
    assert record["trigger"] == "static"
    assert record["effects"] == [
        {"op": "grant_keyword", "keyword": "iron_will", "target": "this_card"}
    ]
    assert record["condition"]["filters"] == {"named": "Brightmoor"}


@pytest.mark.parametrize(
    "line",
    [
        "Target character die gains Iron.",  # half the keyword's name
        "Target character die gains Will.",
        "Target character die gains Iron Will and Fast.",  # two keywords in one grant
    ],
)
def test_iron_will_near_misses_stay_text_only(line: str) -> None:
    assert why("basic_action", line) != ""


@pytest.mark.parametrize(
    ("line", "filters"),
    [
        (f"While {NAME} is active, your character dice gain Infiltrate.", {}),
        (f"While {NAME} is active, your Sidekick dice gain +1D and Infiltrate.",
         {"sidekick": True}),
        (f"While {NAME} is active, your (grv) character dice have Infiltrate.",
         {"affiliation": "grovekin"}),
    ],
)  # fmt: skip
def test_a_static_gives_infiltrate(line: str, filters: dict) -> None:
    """Infiltrate given while the card is active (DM-14.3): the dice may use its window
    ability after blockers are declared (window_grants.py, DM-9.6)."""
    (record,) = compiled("character", [line])["abilities"]
    grant = {"op": "grant_keyword", "keyword": "infiltrate", "target": "all_your_characters"}
    assert record["effects"][-1] == {**grant, **({"filters": filters} if filters else {})}


def test_the_reading_says_infiltrate_given_once() -> None:
    """The ability the giving card carries for the dice is not read as one of its own."""
    line = f"While {NAME} is active, your character dice gain Infiltrate."
    made = compile_card("character", [line], NAME, code=CODE)
    card = card_from_dict(make_card(CODE, name=NAME, abilities=made["abilities"]))
    rows = read_card(card)
    assert [r.reading for r in rows] == [
        "While this card is active: each of your character dice gains Infiltrate."
    ]


def test_infiltrate_given_until_end_of_turn_to_the_cards_own_dice() -> None:
    """"Whenever you use an action die, <self> gains Infiltrate (until end of turn)": each of
    the card's dice you control has it for the turn (a persistent effect, DM-14.2)."""
    line = f"Whenever you use an action die, {NAME} gains Infiltrate (until end of turn)."
    (record,) = compiled("character", [line])["abilities"]
    assert record["trigger"] == "when_you_use_an_action_die"
    assert record["effects"] == [{"op": "grant_keyword", "keyword": "infiltrate",
                                  "target": "all_your_characters", "filters": {"card": CODE}}]
    near = f"Whenever you use an action die, {NAME} gains Infiltrate twice."
    assert why("character", near) != ""
