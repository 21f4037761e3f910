"""More cost changes read (cards/compiler/constructs/cost_changes.py) and said in words
(games/reading): "@2 less", the rulebook's own floors, "to buy", "to purchase and field",
"cost you" / "cost your opponents", "(affiliation) characters" with no "your", action
dice, <self>'s own cost while a condition holds or counted, the next die you purchase
this turn, and a lasting change after a trigger (DM-8.7, DM-8.9, DM-8.10, DM-14.2,
DM-18.5). Near misses stay text only. Cards here are our own wording."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from games.engine import card_execution
from games.engine.loading import card_from_dict
from games.reading import read_card

NAME = "Quill Harrow"
GUILD = {"gld": "guild"}


def _read(line: str, kind: str = "character") -> dict:
    made = compile_card(kind, [line], name=NAME, affiliations=GUILD, code="7qh")
    assert "unread" not in made, made
    return made


def _words(made: dict, kind: str = "character") -> str:
    data = {"id": "7qh", "name": NAME, "kind": kind, "cost": 4, **made}
    data["faces"] = [{"kind": "energy", "symbols": ["generic"]}] * 6
    texts = [a["text"] for a in [*made.get("abilities", []), *made.get("globals", [])]]
    assert card_execution({**data, "text": texts}).executed
    return " ".join(line.reading for line in read_card(card_from_dict(data)))


@pytest.mark.parametrize(
    ("line", "effects", "said"),
    [
        ("While Quill Harrow is active, your (gld) character dice cost (2) less to purchase "
         "(to a minimum of one).",
         [{"op": "reduce_cost", "amount": 2, "target": "all_your_characters",
           "filters": {"affiliation": "guild"}}], "cost 2 less to purchase"),
        ("While Quill Harrow is active, (gld) characters cost 1 less to buy.",
         [{"op": "reduce_cost", "amount": 1, "target": "all_your_characters",
           "filters": {"affiliation": "guild"}}], "your Guild"),  # its controller's (rulings)
        ("While Quill Harrow is active, your action dice cost (1) less to purchase.",
         [{"op": "reduce_cost", "amount": 1, "target": "all_your_dice",
           "filters": {"die_kind": "action"}}], "action dice"),
        ("While Quill Harrow is active, character dice cost your opponents 1 more to field.",
         [{"op": "increase_field_cost", "amount": 1, "target": "all_opposing_characters"}],
         "cost 1 more to field"),
        ("While Quill Harrow is active, opposing Sidekick character dice cost 1 more energy "
         "to purchase and field.",
         [{"op": "increase_cost", "amount": 1, "target": "all_opposing_characters",
           "filters": {"sidekick": True}},
          {"op": "increase_field_cost", "amount": 1, "target": "all_opposing_characters",
           "filters": {"sidekick": True}}], "Sidekick"),
        ("While Quill Harrow is active, your character dice cost 1 less to field (minimum 0).",
         [{"op": "reduce_field_cost", "amount": 1, "target": "all_your_characters"}],
         "to field"),
    ],
)  # fmt: skip
def test_statics_on_kinds_of_dice(line: str, effects: list, said: str) -> None:
    made = _read(line)
    (ability,) = made["abilities"]
    assert ability["trigger"] == "static" and ability["effects"] == effects
    assert said in _words(made)


def test_its_own_cost_while_a_condition_holds_or_counted() -> None:
    made = _read("Quill Harrow costs 2 less to purchase (minimum 1) while you have 8 or less life.")
    (ability,) = made["abilities"]  # the static holds while its condition does (DM-14.3)
    assert ability["effects"] == [{"op": "reduce_cost", "amount": 2, "target": "this_card"}]
    assert ability["condition"] == {"kind": "life", "at_most": 8}
    assert "8 or fewer" in _words(made)
    made = _read("Quill Harrow costs (1) less to purchase for each die in your Prep Area "
                 "(to a minimum of 1).")  # fmt: skip
    (effect,) = made["abilities"][0]["effects"]
    assert effect["per"] == "dice_in_your_prep_area"
    assert "for each die in your Prep Area" in _words(made)


def test_the_next_die_you_purchase_this_turn() -> None:
    made = _read("Global: Pay (bolt). Once per turn, the next action die you purchase this turn "
                 "costs 2 less (minimum 1).")  # fmt: skip
    (made_global,) = made["globals"]
    assert made_global["effects"] == [{"op": "reduce_next_cost", "amount": 2,
        "target": "all_your_dice", "filters": {"die_kind": "action"}}]  # fmt: skip
    assert "the next action die you purchase costs 2 less" in _words(made)
    made = _read("When fielded, the first (gld) die you purchase this turn costs 1 less.")
    assert made["abilities"][0]["effects"][0]["filters"] == {"affiliation": "guild"}


def test_the_next_die_with_no_time_said_waits_until_used() -> None:
    """ "The next action die you purchase costs 1 less" (no "this turn"): whenever that is
    (duration until_used, docs/rulings.md); said so in words."""
    made = _read("When fielded, the next action die you purchase costs 1 less.")
    (effect,) = made["abilities"][0]["effects"]
    assert effect["op"] == "reduce_next_cost" and effect["duration"] == "until_used"
    assert "this turn or a later one" in _words(made)
    made = _read("When fielded, the next action die you purchase this turn costs 1 less.")
    assert "duration" not in made["abilities"][0]["effects"][0]
    assert "until the end of the turn" in _words(made)


def test_two_amounts_to_purchase_and_to_field() -> None:
    """ "costs 2 less to purchase and 1 less to field" (DM-8.7, DM-8.10): one change each."""
    made = _read("Quill Harrow costs (2) less to purchase and 1 less to field while you have "
                 "an active (gld) character die.")  # fmt: skip
    (ability,) = made["abilities"]
    assert [(e["op"], e["amount"]) for e in ability["effects"]] == [
        ("reduce_cost", 2), ("reduce_field_cost", 1)]  # fmt: skip
    assert ability["condition"]["filters"] == {"affiliation": "guild"}


def test_a_named_static_and_a_floor_ending_in_a_stop() -> None:
    made = _read("Turtle Power - While Quill Harrow is active, other (gld) character dice cost "
                 "1 less to purchase.")  # fmt: skip
    assert made["abilities"][0]["trigger"] == "static"
    assert made["abilities"][0]["effects"][0]["filters"] == {"affiliation": "guild",
                                                             "other_card": "7qh"}  # fmt: skip
    made = _read("Global: Pay (bolt). Once per turn, the next action die you purchase this turn "
                 "costs 2 less (minimum 1.)")  # fmt: skip
    assert made["globals"][0]["effects"][0]["op"] == "reduce_next_cost"


def test_free_to_field() -> None:
    made = _read("While Quill Harrow is active, your character dice with purchase cost of 2 "
                 "or less are free to field.")  # fmt: skip
    assert made["abilities"][0]["effects"] == [{"op": "free_field",
        "target": "all_your_characters", "filters": {"cost_at_most": 2}}]  # fmt: skip
    assert "are free to field" in _words(made)


def test_a_change_after_a_trigger_lasts_its_duration() -> None:
    made = _read("When fielded, (gld) character dice cost 2 less to purchase (until end of "
                 "turn) (minimum 1).")  # fmt: skip
    (ability,) = made["abilities"]
    assert ability["trigger"] == "when_fielded"
    assert ability["effects"][0]["op"] == "reduce_cost"


@pytest.mark.parametrize(
    "line",
    [
        # a floor that is not the rulebook's: a fielding cost never below 1
        "While Quill Harrow is active, your (gld) character dice cost 1 less to field "
        "(to a minimum of 1).",
        "While Quill Harrow is active, your (gld) character dice cost 2 less to purchase "
        "(to a minimum of 2).",
        # "you" said twice over: your dice cost your opponents more
        "While Quill Harrow is active, your character dice cost your opponents 1 more to field.",
        # a chosen die, and a die that is not named by kind
        "Target character die costs 1 less to field.",
        "While Quill Harrow is active, your wizard dice cost 1 less to purchase.",
        # more one way and less the other: not one change of one kind
        "Quill Harrow costs 2 more to purchase and 1 less to field.",
        # the next die you purchase costs less to field: not the same deed
        "When fielded, the next die you purchase this turn costs 1 less to field.",
        # no time said: "the first die" you purchase says nothing without "this turn"
        "When fielded, the first action die you purchase costs 1 less.",
        # "may be fielded for free": a choice, not a cost the engine changes
        "While Quill Harrow is active, your character dice may be fielded for free.",
        # a static with a duration is no static (DM-14.3)
        "While Quill Harrow is active, your action dice cost 1 less to purchase this turn.",
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(line: str) -> None:
    assert "unread" in compile_card("character", [line], name=NAME, affiliations=GUILD)
