"""Triggers on a player's own or an opponent's dice and deeds (cards/compiler/constructs/
deeds.py; the engine's `yours`/`opposing` triggers, DM-18.1): the occasion's die is
`that_die`, what it must be `trigger_filters`, this card's own dice its dice in the field;
"a character die" of either player is one ability with both triggers (DM-15.6)."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import CODE, NAME, ability, why


@pytest.mark.parametrize(
    ("line", "trigger", "more"),
    [
        (f"While {NAME} is active, when an opposing character die is KO'd, gain 1 life.",
         "when_opposing_die_is_kod", {}),
        ("Whenever you field a (grv) character die, deal 1 damage to target opponent.",
         "when_you_field", {"trigger_filters": {"affiliation": "grovekin"}}),
        ("When one of your Sidekick character dice is KO'd, gain 1 life.",
         "when_your_die_is_kod", {"trigger_filters": {"sidekick": True}}),
        ("When a character die is KO'd, gain 1 life.",
         "when_your_die_is_kod", {"also": ["when_opposing_die_is_kod"]}),
        ("When your opponent uses a Global Ability, gain 1 life.",
         "when_opponent_uses_a_global", {}),
        ("When your opponent is dealt damage, gain 1 life.", "when_opponent_is_damaged", {}),
        ("When an opponent uses an action die, gain 1 life.",
         "when_opponent_uses_an_action_die", {}),
    ],
)  # fmt: skip
def test_a_deed_of_either_player_is_its_trigger(line: str, trigger: str, more: dict) -> None:
    record = ability(line)
    assert record["trigger"] == trigger
    assert {k: record[k] for k in more} == more
    assert "also" in record or "also" not in more


def test_it_is_the_die_the_occasion_concerns_and_self_is_this_cards_dice() -> None:
    record = ability(f"While {NAME} is active, when an opposing character die is fielded, "
                     "deal 1 damage to it.")  # fmt: skip
    assert record["effects"] == [{"op": "deal_damage", "amount": 1, "target": "that_die"}]
    record = ability(f"When your opponent uses an action die, {NAME} gets +1A and +1D.")
    assert record["effects"] == [
        {"op": "modify_stats", "amount": 1, "target": "all_your_characters",
         "filters": {"card": CODE}}
    ]  # fmt: skip
    record = ability("When another character die you control attacks, it gets +1A.")
    assert record["trigger_filters"] == {"other_card": "self"}
    assert record["effects"] == [{"op": "modify_attack", "amount": 1, "target": "that_die"}]


@pytest.mark.parametrize(
    "line",
    [
        # "you are dealt damage" is read by constructs/player_damage.py; "you lose life" no one's
        f"While {NAME} is active, when you lose life, gain 1 life.",
        # an active die, an attacking one, "you field an opposing ..."
        "When an active character die is KO'd, gain 1 life.",
        "When an attacking character die is KO'd, gain 1 life.",
        "When you field an opposing character die, gain 1 life.",
        # the used action die is no character: "it" names nothing
        "When you use an action die, deal 1 damage to it.",
        # a deed the engine has no trigger for
        "When an opposing character die is spun down, gain 1 life.",
    ],
)
def test_near_misses_of_deeds_stay_text_only(line: str) -> None:
    assert why("character", line)


def test_when_you_field_reads_this_card_or_another_die() -> None:
    """The same words open "when you field <this card>" (its own "when fielded") and "when
    you field a <die>" (a deed of its player's): both are read."""
    assert ability(f"When you field {NAME}, gain 1 life.")["trigger"] == "when_fielded"
    record = ability("When you field a (grv) character die, gain 1 life.")
    assert (record["trigger"], record["trigger_filters"]) == (
        "when_you_field",
        {"affiliation": "grovekin"},
    )


def test_that_opponent_is_the_opponent_the_trigger_names() -> None:
    record = ability(f"While {NAME} is active, when an opponent uses an action die, deal 1 "
                     "damage to that opponent.")  # fmt: skip
    assert record["effects"] == [{"op": "deal_damage", "amount": 1, "target": "opponent"}]


@pytest.mark.parametrize(
    ("line", "trigger", "more"),
    [
        (f"While {NAME} is active, when one of your non-{NAME} (grv) character dice deals "
         "combat damage, gain 1 life.", "when_your_die_deals_combat_damage",
         {"trigger_filters": {"affiliation": "grovekin", "other_card": "self"}}),
        ("Whenever an opposing character die deals combat damage, gain 1 life.",
         "when_opposing_die_deals_combat_damage", {}),
        ("Whenever a different (grv) character die attacks, gain 1 life.",
         "when_your_die_attacks", {"also": ["when_opposing_die_attacks"],
                                   "trigger_filters": {"affiliation": "grovekin",
                                                       "other_card": "self"}}),
        (f"While {NAME} is active, when you field a character at level 2, gain 1 life.",
         "when_you_field", {"trigger_filters": {"level": 2}}),
        ("Whenever an opposing character spins up or down, gain 1 life.",
         "when_opposing_die_spins_up", {"also": ["when_opposing_die_spins_down"]}),
        (f"When {NAME} is active, when an opposing sidekick is fielded, gain 1 life.",
         "when_opponent_fields", {"trigger_filters": {"sidekick": True}}),
    ],
)  # fmt: skip
def test_more_deeds_are_their_triggers(line: str, trigger: str, more: dict) -> None:
    """DM-9.7 (combat damage), DM-8.12 (fielded on a level), DM-21 (spun either way)."""
    record = ability(line)
    assert record["trigger"] == trigger
    assert {k: record[k] for k in more} == more


@pytest.mark.parametrize(
    "line",
    [
        "When you field a level 2 character at level 3, gain 1 life.",  # two levels
        "Whenever your characters spins up or down, gain 1 life.",  # plural, verb singular
        "When you field an opposing character at level 3, gain 1 life.",
    ],
)
def test_near_misses_of_more_deeds_stay_text_only(line: str) -> None:
    assert why("character", line).startswith("trigger")


def test_while_self_is_attacking_is_the_deed_s_condition() -> None:
    """A die of this card attacking (DM-9.1), once however many (as DM-18.1's "active")."""
    record = ability(f"While {NAME} is attacking, when a character die blocks, {NAME} deals "
                     "1 damage to it.")  # fmt: skip
    assert record["trigger"] == "when_your_die_blocks"
    assert record["also"] == ["when_opposing_die_blocks"]
    assert record["condition"] == {
        "kind": "dice", "whose": "yours",
        "filters": {"card": "self", "zone": "attack", "blocker": False},
    }  # fmt: skip
    assert record["effects"] == [
        {"op": "deal_damage", "amount": 1, "target": "that_die", "by_card": True}
    ]
    # the moment after blockers, for the card as a whole (an attacking die's own moment is
    # constructs/after_blockers.py's)
    later = f"While {NAME} is active, after blockers are declared, deal 1 damage to it."
    assert why("character", later).startswith("trigger")


def test_kod_besides_self_is_a_die_of_another_card() -> None:
    """ "... is KO'd besides <self>" (DM-16.4): the same as "other than <self>", a die of
    another card; said after another verb it stays text only."""
    record = ability(
        f"When one of your (grv) character dice is KO'd besides {NAME}, put a Loyalty Counter"
        " on her card."
    )
    assert record["trigger"] == "when_your_die_is_kod"
    assert record["trigger_filters"] == {"affiliation": "grovekin", "other_card": "self"}
    assert record["effects"] == [{"op": "add_loyalty_counter", "amount": 1, "target": "none"}]
    assert why("character", f"When one of your dice attacks besides {NAME}, gain 1 life.") in (
        "trigger:other",
        "unparsed",
    )
