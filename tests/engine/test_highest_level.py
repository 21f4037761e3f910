"""The count `your_highest_level` (abilities/counts.py; DM-18.5, DM-17; docs/rulings.md
"Adventurers"): "(burst)(burst) Deal extra damage to a character equal to the level of your
highest level Adventurer in the field", an Adventurer being a character with Experience.
Cards are our own."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.counts import times
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import ACTION2, bac, of_type
from tests.engine.keywords.common import character

HIT = effect("deal_damage", "target_player_or_die", amount=2)
EXTRA = effect(
    "deal_damage", "target_player_or_die", amount=1, per="your_highest_level",
    per_filters={"keyword": "experience"},
    condition={"kind": "target", "filters": {"die_kind": "character"}},
)  # fmt: skip
MISSILE = action_card(
    "missile", {"effects": [HIT]},
    {"bursts": [2], "burst_mode": "replace", "effects": [HIT, EXTRA]},
)  # fmt: skip
SCOUT = character("scout", 1, 1, keywords=["experience"])  # an Adventurer
BRUTE = character("brute", 5, 5)  # not one


def _game():
    g = with_action(MISSILE, SCOUT, BRUTE)
    g.give(0, "p1:scout:1", to="field", face=1)  # level 2
    g.give(0, "p1:brute:1", to="field", face=2)  # level 3, no Experience
    g.arrange(0, "reserve", [bac("missile", 1)], face=ACTION2)  # two bursts
    return g


def test_the_highest_level_of_your_adventurers() -> None:
    g = _game()
    assert times(g.state, "your_highest_level", 0, filters=(("keyword", "experience"),)) == 2
    assert times(g.state, "your_highest_level", 0) == 3  # any character die
    assert times(g.state, "your_highest_level", 1, filters=(("keyword", "experience"),)) == 0


def test_a_character_chosen_takes_the_extra_damage() -> None:
    """DM-17.3: two bursts: 2 damage, then 2 more (the level of the level 2 Adventurer),
    to the tough Brute (D 7: it stays to take both)."""
    g = _game()
    events = use(g, "missile", "p1:brute:1")
    assert [e.amount for e in of_type(events, ev.DieDamaged)] == [2, 2]


def test_near_miss_a_player_chosen_takes_no_extra_damage() -> None:
    """ "to a character": the player takes the 2 damage only."""
    g = _game()
    events = use(g, "missile", "player:1")
    assert [e.amount for e in of_type(events, ev.PlayerDamaged)] == [2]
