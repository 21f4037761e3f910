"""A character's own combat and damage triggers (cards/compiler/constructs/combat_triggers.py;
the engine's narrowed triggers, abilities/combat_occasions.py): each die its own (DM-18.2);
the filters of "KOs / blocks / is blocked by a <die>" test the other die."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, why


@pytest.mark.parametrize(
    ("line", "trigger", "filters"),
    [
        (f"When {NAME} takes damage, gain 1 life.", "when_damaged", None),
        (f"Each time {NAME} is dealt damage, gain 1 life.", "when_damaged", None),
        (f"When {NAME} is dealt combat damage, gain 1 life.", "when_dealt_combat_damage", None),
        (f"Whenever {NAME} takes combat damage, gain 1 life.", "when_dealt_combat_damage", None),
        (f"When {NAME} deals combat damage, gain 1 life.", "when_deals_combat_damage", None),
        (f"When {NAME} deals combat damage to an opponent, gain 1 life.",
         "when_deals_combat_damage_to_opponent", None),
        (f"When {NAME} damages your opponent, gain 1 life.", "when_damages_opponent", None),
        (f"When a {NAME} die deals damage to an opponent, gain 1 life.",
         "when_damages_opponent", None),
        (f"When {NAME} is KO'd by combat damage, gain 1 life.", "when_kod_by_combat", None),
        (f"When {NAME} is knocked out in combat, gain 1 life.", "when_kod_by_combat", None),
        (f"When {NAME} is KOd, gain 1 life.", "when_kod", None),
        (f"When {NAME} KOs an opposing character die, gain 1 life.", "when_kos", None),
        (f"When {NAME} KOs a Sidekick character die with combat damage, gain 1 life.",
         "when_kos", {"sidekick": True}),
        (f"When {NAME} attacks alone, gain 1 life.", "when_attacks_alone", None),
        (f"When a single {NAME} character die attacks alone, gain 1 life.",
         "when_attacks_alone", None),
        (f"When one of your {NAME} dice attacks with no other attackers, gain 1 life.",
         "when_attacks_alone", None),
        (f"When {NAME} blocks a (grv) character die, gain 1 life.",
         "when_blocks_die", {"affiliation": "grovekin"}),
        (f"When {NAME} is blocked by a @fist character die, gain 1 life.",
         "when_blocked_by_die", {"energy_type": "fist"}),
        (f"When a level 2 character die blocks {NAME}, gain 1 life.",
         "when_blocked_by_die", {"level": 2}),
        ("When summoned, gain 1 life.", "when_fielded", None),
    ],
)  # fmt: skip
def test_a_die_s_own_combat_trigger(line: str, trigger: str, filters: dict | None) -> None:
    record = ability(line)
    assert record["trigger"] == trigger
    assert record.get("trigger_filters") == filters


def test_it_and_he_are_the_die_that_triggered() -> None:
    record = ability(f"When {NAME} attacks alone, he gets +2A and +2D.")
    assert record["effects"] == [{"op": "modify_stats", "amount": 2, "target": "this_die"}]
    record = ability("When summoned, this monster gets +1A.")
    assert record["effects"] == [{"op": "modify_attack", "amount": 1, "target": "this_die"}]


@pytest.mark.parametrize(
    "line",
    [
        # a die of yours is never one it fought; "another" says nothing of a fight
        f"When {NAME} KOs a character die you control, gain 1 life.",
        f"When {NAME} blocks another character die, gain 1 life.",
        # an attacking victim, a wild-energy blocker: no filter for them
        f"When {NAME} KOs an attacking character die, gain 1 life.",
        f"When {NAME} is blocked by a @wild character die, gain 1 life.",
        # damage from a kind the engine does not tell apart ("damages a character die" is
        # read: constructs/occasion_words.py)
        f"When {NAME} deals overcrush damage to an opponent, gain 1 life.",
        f"When {NAME} is KO'd by non-combat damage, gain 1 life.",
        # "attacks with" a count: neither alone nor with others (constructs/attack_company.py)
        f"When {NAME} attacks with 2 or more character dice, gain 1 life.",
        "When summoned twice, gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
