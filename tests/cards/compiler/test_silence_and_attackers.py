"""Dice that deal no damage (cards/compiler/constructs/silence.py; effects/silence.py):
"target blocked character deals no damage" (`deals_no_damage`), "... deal no combat damage
this turn" (`deals_no_combat_damage`); and the noun "attacker" (constructs/targets.py): an
attacking character die, "blocked attacker" one that was blocked. A player, or a static,
stays text only. Our own wording."""

from __future__ import annotations

import pytest

from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why
from tests.engine.helpers import make_card


def test_target_blocked_character_deals_no_damage() -> None:
    line = "Global: Pay (mask). Target blocked character deals no damage."
    assert effects("basic_action", line) == [
        {"op": "deals_no_damage", "target": "target_die", "filters": {"blocked": True}}
    ]


def test_no_combat_damage_this_turn() -> None:
    line = "When Wren Hollow blocks, blocked character dice deal no combat damage this turn."
    assert effects("character", line) == [
        {"op": "deals_no_combat_damage", "target": "all_characters", "filters": {"blocked": True}}
    ]
    card = card_from_dict(make_card(CODE, name=NAME, text=[line], **compiled("character", [line])))
    (reading,) = [x.reading for x in read_card(card) if x.kind == "ability"]
    assert "deals no combat damage" in reading and "was blocked" in reading


def test_one_blocked_attacker_is_a_die_chosen_among_the_blocked() -> None:
    line = "Global: Pay (mask). One blocked attacker gets +2A."
    assert effects("basic_action", line) == [
        {"op": "modify_attack", "amount": 2, "target": "choose_die", "filters": {"blocked": True}}
    ]


def test_attackers_are_attacking_dice() -> None:
    line = "Global: Pay (mask). Target attacker gets +1D."
    assert effects("basic_action", line) == [
        {"op": "modify_defense", "amount": 1, "target": "target_die",
         "filters": {"zone": "attack", "blocker": False}}
    ]  # fmt: skip


@pytest.mark.parametrize(
    "line",
    [
        "Global: Pay (fist). Your opponent deals no damage.",  # a player
        # (a static's "Sidekicks deal no combat damage" is read: test_static_silence.py)
        "Global: Pay (fist). Target blocking attacker gets +2A.",  # a blocker is no attacker
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    kind = "character" if "Wren" in line else "basic_action"
    assert why(kind, line)


def test_a_player_takes_damage() -> None:
    """ "Your opponent (also) takes 2 damage": damage the ability deals that player."""
    assert effects("character", "When Wren Hollow attacks, your opponent takes 2 damage.") == [
        {"op": "deal_damage", "amount": 2, "target": "opponent"}
    ]
    made = compiled("character", ["When Wren Hollow attacks, gain 1 life.",
                                  "(burst) Your opponent also takes 2 damage."])  # fmt: skip
    burst = [a for a in made["abilities"] if a.get("bursts")]
    assert [(a["trigger"], a["effects"]) for a in burst] == [
        ("when_attacks", [{"op": "deal_damage", "amount": 2, "target": "opponent"}])
    ]
