"""What this card's own die dealt, as a condition (cards/compiler/constructs/self_dealt.py;
engine filters `damaged_a_player` and `dealt_at_least`, abilities/dealt_amount.py, DM-19.1):
a character's burst static "(burst) If <self> damaged your opponent, return <self> to the
Prep Area instead of the Used Pile" (cards/compiler/burst_statics.py: the condition is a
filter of the static's own dice) and an action die's added burst text "If <self> dealt at
least 2 damage, put this die in your Prep Area" (DM-17.3). Our own wording; near misses stay
text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, said, why
from tests.cards.compiler.test_burst_instead import executed, unread

BOUNCE = (
    f"(burst) If {NAME} damaged your opponent, return {NAME} to the Prep Area instead of the"
    " Used Pile."
)
REBATE = "Deal 2 damage to target opponent."


def test_a_burst_static_of_a_die_that_damaged_a_player() -> None:
    assert effects("character", BOUNCE) == [
        {"op": "used_pile_to", "zone": "prep", "target": "this_card",
         "filters": {"damaged_a_player": True, "bursts": 1}}
    ]  # fmt: skip


def test_a_burst_static_with_no_condition() -> None:
    line = f"(burst) Return {NAME} to the Prep Area instead of the Used Pile."
    assert effects("character", line) == [
        {"op": "used_pile_to", "zone": "prep", "target": "this_card", "filters": {"bursts": 1}}
    ]


@pytest.mark.parametrize("verb", ["dealt", "did"])
def test_an_action_die_that_dealt_enough_goes_to_the_prep_area(verb: str) -> None:
    base, burst = executed("action", [
        REBATE, f"(burst)(burst) If {NAME} {verb} at least 2 damage, put this die in your Prep"
        " Area."])  # fmt: skip
    assert base["effects"][0]["op"] == "deal_damage"
    assert burst["bursts"] == [2] and "burst_mode" not in burst
    assert burst["effects"] == [
        {"op": "move_die", "target": "this_die", "zone": "prep",
         "condition": {"kind": "this_die", "filters": {"dealt_at_least": 2}}}
    ]  # fmt: skip


def test_a_trigger_s_condition_on_its_own_die() -> None:
    line = f"When {NAME} blocks, if {NAME} has damaged your opponent, gain 1 life."
    (effect,) = effects("character", line)
    assert effect["condition"] == {"kind": "this_die", "filters": {"damaged_a_player": True}}


def _action_readings(lines: list[str]) -> list[str]:
    from games.engine.loading import card_from_dict
    from games.reading import read_card
    from tests.engine.helpers import make_card

    made = compiled("action", lines)
    card = card_from_dict(make_card(CODE, "basic_action", name=NAME, text=lines, **made))
    return [x.reading for x in read_card(card) if x.kind == "ability"]


def test_the_reading() -> None:
    words = said(BOUNCE)
    print(words)
    assert "dealt damage to a player this turn" in words and "Prep Area instead" in words
    assert words.startswith("This card's dice showing a face with 1 burst")
    readings = _action_readings([REBATE, f"(burst) If {NAME} dealt at least 2 damage, put this"
                                         " die in your Prep Area."])  # fmt: skip
    print(readings)
    assert "this die dealt 2 or more damage this turn" in readings[-1]


@pytest.mark.parametrize(
    "line",
    [
        # a character die damaged, not a player: no filter says it
        f"(burst) If {NAME} damaged a character die, return {NAME} to the Prep Area instead of"
        " the Used Pile.",
        # a static of the face that is no move: the damage this turn is no static's (DM-14.3)
        f"(burst) If {NAME} dealt at least 2 damage, {NAME} gets +1A.",
        # another player's Prep Area (DM-23.4)
        f"(burst) If {NAME} damaged your opponent, return {NAME} to your opponent's Prep Area"
        " instead of the Used Pile.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


def test_near_miss_at_least_no_damage() -> None:
    assert unread("action", [REBATE, f"(burst) If {NAME} dealt at least 0 damage, put this die"
                                     " in your Prep Area."])  # fmt: skip
