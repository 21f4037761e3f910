"""Small phrasings of effects the engine has (issue 16): an extra bonus (constructs/
stats_extra.py, DM-16.1), "an opposing player" (constructs/opposing_player.py: your opponent,
DM-13.1 not targeted), spinning with the direction first or no levels said (constructs/
spin_plain.py: one level, DM-21.2). Our own wording, with near misses."""

from __future__ import annotations

from tests.cards.compiler.helpers import effects, why


def test_an_extra_or_additional_bonus_is_the_bonus() -> None:
    line = "Target character die gets an extra +3D."
    assert effects("basic_action", line) == [
        {"op": "modify_defense", "amount": 3, "target": "target_die"}
    ]
    line = "Target character die you control gets an additional +1A and +1D."
    assert effects("basic_action", line) == [
        {"op": "modify_stats", "amount": 1, "target": "target_your_die"}
    ]


def test_an_opposing_player_is_your_opponent() -> None:
    line = "When Wren Hollow is blocked, deal 1 damage to an opposing player."
    assert effects("character", line) == [{"op": "deal_damage", "amount": 1, "target": "opponent"}]


def test_spin_down_target_die_is_one_level() -> None:
    line = "When Wren Hollow attacks, spin down target opposing character die."
    assert effects("character", line) == [
        {"op": "spin_down", "amount": 1, "target": "target_opposing_die"}
    ]
    line = "When fielded, spin up each of your character dice one level."
    assert effects("character", line) == [
        {"op": "spin_up", "amount": 1, "target": "all_your_characters"}
    ]


def test_spin_with_the_way_said_last() -> None:
    """constructs/spin.py: "spin <dice> 1 level up" is "spin <dice> up 1 level" (DM-21)."""
    line = "When a (grv) character die is KO'd, spin Wren Hollow 1 level up."
    (spin,) = effects("character", line)
    assert {k: spin[k] for k in ("op", "amount")} == {"op": "spin_up", "amount": 1}
    line = "When Wren Hollow attacks, spin target opposing character die 2 levels down."
    assert effects("character", line) == [
        {"op": "spin_down", "amount": 2, "target": "target_opposing_die"}
    ]


def test_near_misses_stay_text_only() -> None:
    assert why("basic_action", "You get an extra +3D.") == "target"
    assert why("character", "When fielded, deal 2 damage to each opposing player.") == "target"
    assert why("character", "When fielded, spin down target character die 2 level.") == "effect"
    assert why("character", "When fielded, spin target character die 1 level sideways.")
    assert why("character", "When fielded, spin target character die level 1 up.")


def test_one_opponent_s_character_and_down_to_level_1() -> None:
    """constructs/opponents_character.py (DM-13.1: "one target" targets, "one" alone
    chooses) and spin_plain.py's "down to level 1" (two levels down, DM-21.2)."""
    line = "When Wren Hollow attacks, spin one opponent's character down one level."
    assert effects("character", line) == [
        {"op": "spin_down", "amount": 1, "target": "choose_opposing_die"}
    ]
    line = "When Wren Hollow blocks, spin one target opponent's character down to level 1."
    assert effects("character", line) == [
        {"op": "spin_down", "amount": 2, "target": "target_opposing_die"}
    ]


def test_near_misses_each_opponent_s_character_or_another_level() -> None:
    line = "When fielded, deal 1 damage to each opponent's character."
    assert why("character", line) == "effect"
    assert why("character", "When fielded, spin target character die down to level 2.") == "effect"
