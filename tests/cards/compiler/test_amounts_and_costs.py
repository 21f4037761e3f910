"""Dice named by cost (constructs/cost_filters.py: DM-8.7 purchase cost, DM-8.10 fielding
cost), amounts equal to this die's level, A or D or to a count (constructs/equal_to.py,
DM-18.5), and more "for each" phrases (constructs/counts.py: this card's other dice, the
other side's dice, energy symbols in the Reserve Pool, "(both players')"), all said in
words by the reading. Near misses stay text only. Our own wording."""

from __future__ import annotations

import pytest

from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why


def _said(kind: str, line: str) -> str:
    made = compiled(kind, [line])
    data = {"id": CODE, "name": NAME, "kind": kind, "cost": 3, **made}
    data["faces"] = [{"kind": "energy", "symbols": ["generic"]}] * 6
    return " ".join(x.reading for x in read_card(card_from_dict(data)))


@pytest.mark.parametrize(
    ("line", "expected", "said"),
    [
        ("When fielded, KO target opposing character die with purchase cost (4) or less.",
         {"op": "ko", "target": "target_opposing_die", "filters": {"cost_at_most": 4}},
         "with purchase cost 4 or less"),
        ("When fielded, deal 3 damage to target character die with a purchase cost of 5 or "
         "greater.",
         {"op": "deal_damage", "amount": 3, "target": "target_die",
          "filters": {"cost_at_least": 5}}, "with purchase cost 5 or more"),
        ("When fielded, KO target character die with a printed fielding cost of 0.",
         {"op": "ko", "target": "target_die", "filters": {"field_cost": 0}},
         "with fielding cost 0"),
        (f"When fielded, deal damage equal to {NAME}'s A to target opposing character die.",
         {"op": "deal_damage", "amount": 1, "target": "target_opposing_die",
          "per": "this_die_attack"},
         "deal damage to target opposing character die equal to this die's A"),
        # (a KO'd die shows no face: "when KO'd, ... equal to its level" is the level it was
        # KO'd at, "its A" stays text only: tests/cards/compiler/test_own_level.py)
        (f"When {NAME} attacks, deal damage to target opponent equal to twice its level.",
         {"op": "deal_damage", "amount": 2, "target": "opponent", "per": "this_die_level"},
         "times this die's level"),
        ("When fielded, you lose life equal to her D.",
         {"op": "lose_life", "amount": 1, "target": "you", "per": "this_die_defense"},
         "you lose life equal to this die's D"),
        ("When fielded, deal damage to target character die equal to the number of (bolt) "
         "character dice in the field zone.",
         {"op": "deal_damage", "amount": 1, "target": "target_die",
          "per": "all_character_dice", "per_filters": {"energy_type": "bolt"}},
         "for each Bolt character die in the Field Zone"),
        (f"{NAME} gets +1A for each (shield) in your Reserve Pool (excluding (wild)).",
         {"op": "modify_attack", "amount": 1, "target": "this_card",
          "per": "energy_in_your_reserve_pool", "per_filters": {"energy_type": "shield"}},
         "energy symbol in your Reserve Pool"),
        (f"{NAME} gets +1A for each of your other {NAME} dice in the field zone.",
         {"op": "modify_attack", "amount": 1, "target": "this_card",
          "per": "your_other_character_dice", "per_filters": {"card": CODE}},
         "of your other character dice"),
        (f"{NAME} gets +2A and +2D for each other Sidekick die in the field zone (both "
         "players').",
         {"op": "modify_stats", "amount": 2, "target": "this_card",
          "per": "all_other_character_dice", "per_filters": {"sidekick": True}},
         "other Sidekick character die in the Field Zone"),
        ("When fielded, KO target character die with purchase cost 3.",
         {"op": "ko", "target": "target_die", "filters": {"cost_is": 3}},
         "with purchase cost 3"),
        (f"When {NAME} attacks, deal 2 damage to the defending player for each other active "
         "(grv).",
         {"op": "deal_damage", "amount": 2, "target": "defending_player",
          "per": "all_other_active_characters", "per_filters": {"affiliation": "grovekin"}},
         "for each other active Grovekin character (any player's)"),  # DM-12.7: whose not said
    ],
)  # fmt: skip
def test_read_and_said(line: str, expected: dict, said: str) -> None:
    assert effects("character", line) == [expected]
    assert said in _said("character", line)


@pytest.mark.parametrize(
    ("line", "category"),
    [
        # a fielding cost bound: no filter says it ("purchase cost 3" exactly: `cost_is`)
        ("When fielded, KO target character die with fielding cost 2 or more.", "cost_change"),
        # an action die's text has no die of its own to measure
        ("Deal damage equal to its level to target opponent.", "self"),
        # "(excluding Wild)" after a count of dice, and "(both players')" after one side's
        ("When fielded, gain 1 life for each die in your Reserve Pool (excluding (wild)).",
         "count"),
        ("When fielded, gain 1 life for each of your other character dice (both players').",
         "count"),
        # energy symbols need their type
        (f"{NAME} gets +1A for each in your Reserve Pool.", "count"),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(line: str, category: str) -> None:
    kind = "action" if line.startswith("Deal") else "character"
    assert why(kind, line) == category


def test_notes_that_say_nothing_to_the_rules_are_left_out() -> None:
    """The file's erratum mark "(E)" ending a line, and "(no matter how many <self> dice you
    have fielded)" after a static (DM-14.3 says it: two dice of a card do not double it)."""
    line = (f"While {NAME} is active, your Sidekick character dice get +1A (no matter how many "
            f"{NAME} dice you have fielded).")  # fmt: skip
    assert effects("character", line) == [
        {"op": "modify_attack", "amount": 1, "target": "all_your_characters",
         "filters": {"sidekick": True}}
    ]  # fmt: skip
    line = "When fielded, gain 2 life. (E)"
    assert effects("character", line) == [{"op": "gain_life", "amount": 2, "target": "you"}]
    assert why("character", "When fielded, gain 2 life (e) and more.") == "effect"  # mid-line


def test_that_die_in_a_die_s_own_trigger_is_that_die() -> None:
    """ "When <self> attacks, spin that die up 1 level": the die that attacked (DM-18.2)."""
    line = f"When {NAME} attacks, spin that die up 1 level."
    assert effects("character", line) == [{"op": "spin_up", "amount": 1, "target": "this_die"}]
    assert why("action", "Spin that die up 1 level.") == "reference"  # no die came before
