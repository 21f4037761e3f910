""" "For each" counts over other and different dice (abilities/counts.py, DM-18.5): "other"
leaves out the ability's own die, `per_filters` narrow what is counted, "different" counts
distinct affiliations. Cards and wording are our own."""

from __future__ import annotations

from games.engine.abilities.counts import times
from games.engine.abilities.stats import attack_of
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import CHAR, c, die, m, make_card

NOOP = action_card("noop", {"effects": [effect("gain_life", "you", amount=1)]})
RALLIER = make_card(
    "rallier", affiliations=["guild"],
    abilities=[{"trigger": "when_fielded", "text": "When fielded, deal 1 damage to your "
                "opponent for each other character die you have.",
                "effects": [effect("deal_damage", "opponent", amount=1,
                                   per="your_other_character_dice")]}],
)  # fmt: skip
LEADER = make_card(
    "leader", affiliations=["order"],
    abilities=[{"trigger": "static", "text": "Leader gets +1A for each Sidekick you have.",
                "effects": [effect("modify_attack", "this_card", amount=1, duration="static",
                                   per="your_character_dice", per_filters={"sidekick": True})]}],
)  # fmt: skip


def test_other_leaves_out_the_ability_s_own_die() -> None:
    g = with_action(NOOP, RALLIER)
    g.arrange(0, "field", [m(2)], face=CHAR)  # m1 and m2: two other character dice
    g.give(0, die(0, "rallier", 1), to="reserve", face=CHAR)
    g.field(die(0, "rallier", 1))
    assert g.life(1) == 8


def test_per_filters_count_only_the_dice_they_name() -> None:
    g = with_action(NOOP, LEADER)
    g.give(0, die(0, "leader", 1), to="field", face=CHAR)
    leader = die(0, "leader", 1)
    assert attack_of(g.state, g.state.dice[leader]) == 1 + 1  # m1 only, not itself
    g.arrange(0, "field", [m(2)], face=CHAR)
    assert attack_of(g.state, g.state.dice[leader]) == 1 + 2


def test_different_affiliations_among_active_characters() -> None:
    g = with_action(NOOP, RALLIER, LEADER)
    g.give(0, die(0, "rallier", 1), to="field", face=CHAR)
    g.give(0, die(0, "leader", 1), to="field", face=CHAR)
    g.give(0, die(0, "rallier", 2), to="field", face=CHAR)
    assert times(g.state, "your_different_affiliations", 0) == 2  # guild, order; once each
    assert times(g.state, "your_other_active_characters", 0, die(0, "leader", 1)) == 2
    assert times(g.state, "opposing_character_dice", 0) == 1  # (c5)
    assert c(5) in g.zone(1, "field")


def test_counts_narrowed_to_another_card_or_away_from_an_affiliation() -> None:
    """DM-18.5: each die counted, narrowed by filters ("for each of your active non-<self>
    character dice": `other_card`; "for each opposing non-(affiliation) character die":
    `not_affiliation`); two dice of one card are one "different" character."""
    g = with_action(NOOP, RALLIER, LEADER)
    g.give(0, die(0, "rallier", 1), to="field", face=CHAR)
    g.give(0, die(0, "rallier", 2), to="field", face=CHAR)
    g.give(0, die(0, "leader", 1), to="field", face=CHAR)
    leader = die(0, "leader", 1)
    others = (("other_card", "leader"),)
    assert times(g.state, "your_character_dice", 0, leader, others) == 3  # m1, two ralliers
    assert times(g.state, "your_character_dice", 0, leader, (("not_affiliation", "guild"),)) == 2
    assert times(g.state, "your_other_active_characters", 0, leader) == 2  # rallier; m1's card
    assert times(g.state, "your_other_active_characters", 0, die(0, "rallier", 1)) == 2


def test_dice_of_a_kind_in_a_zone() -> None:
    """DM-18.5: each die counted in the zone named, narrowed by its card's kind ("for each
    action die in your Field Zone": a Continuous die stays there; "for each non-Sidekick
    character die in your Used Pile")."""
    g = with_action(NOOP, RALLIER)
    g.give(0, die(0, "rallier", 1), to="used")
    g.arrange(0, "used", [m(2), m(3)])
    assert times(g.state, "dice_in_your_used_pile", 0) == 3
    assert times(g.state, "dice_in_your_used_pile", 0, "", (("die_kind", "character"),)) == 1
    kept = (("die_kind", "character"), ("sidekick", False))
    assert times(g.state, "dice_in_your_used_pile", 0, "", kept) == 1
    assert times(g.state, "dice_in_your_field_zone", 0, "", (("die_kind", "action"),)) == 0
    assert times(g.state, "dice_in_your_field_zone", 0) == 1  # m1, a character die


def test_other_active_characters_of_any_player() -> None:
    """ "For each other active Villain" (whose not said: any player's, DM-18.1, DM-18.5):
    unique characters in every Field Zone, the ability's own card left out."""
    g = with_action(NOOP, RALLIER, LEADER)
    g.give(0, die(0, "rallier", 1), to="field", face=CHAR)
    g.give(0, die(0, "leader", 1), to="field", face=CHAR)
    leader = die(0, "leader", 1)
    assert times(g.state, "all_other_active_characters", 0, leader) == 2  # rallier, Sidekick
    guild = (("affiliation", "guild"),)
    assert times(g.state, "all_other_active_characters", 0, leader, guild) == 1
    assert times(g.state, "all_other_active_characters", 0, die(0, "rallier", 1), guild) == 0
