"""More damage phrasings (constructs/damage_more.py): "deal 1 damage to all characters and
players" (every character die and every player, DM-13.3) and a second amount after ", and"
with the verb said once ("..., and 2 damage to all (fist) character dice"), played through
the engine. Near misses stay text only. Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, compiled, effects, said, why
from tests.engine.helpers import CHAR, FIST, MADELYNE, Game, cards_with, m
from tests.engine.keywords.common import character, face_off

EVERYONE = [
    {"op": "deal_damage", "amount": 1, "target": "all_characters"},
    {"op": "deal_damage", "amount": 1, "target": "all_players"},
]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (f"When {NAME} is KO'd, deal 1 damage to all characters and players.", EVERYONE),
        ("When fielded, deal 1 damage to all character dice and players.", EVERYONE),
        ("When fielded, deal 1 damage to each player and non-(bolt) character dice, and 3 "
         "damage to all (bolt) character dice.",
         [{"op": "deal_damage", "amount": 1, "target": "all_players"},
          {"op": "deal_damage", "amount": 1, "target": "all_characters",
           "filters": {"not_energy_type": "bolt"}},
          {"op": "deal_damage", "amount": 3, "target": "all_characters",
           "filters": {"energy_type": "bolt"}}]),
    ],
)  # fmt: skip
def test_read(line: str, expected: list) -> None:
    assert effects("character", line) == expected


@pytest.mark.parametrize(
    "line",
    [
        # two chosen targets: one ability has one chosen target (abilities/resolution.py)
        "When fielded, deal 2 damage to target character die, and 1 damage to target player.",
        "When fielded, deal 1 damage to each player, and 2 damage to a character die.",
        # "all characters and players" with a chosen die: not the phrase
        "When fielded, deal 1 damage to target character die and players.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("target", "effect", "unparsed")


def test_played_every_die_and_player_is_dealt_damage() -> None:
    """DM-13.3: "all" names every character die in the Field Zone (its own too, fielded
    before the ability resolves, DM-18.3), and both players."""
    line = "When fielded, deal 1 damage to all characters and players."
    blast = character("blast", 1, 2, **compiled("character", [line]))
    theirs = character("theirs", 1, 3)
    g = Game(teams=((("blast", 2),), (("theirs", 2), (MADELYNE, 2))),
             cards=cards_with(blast, theirs))  # fmt: skip
    g.start()
    g.give(0, "p1:blast:1")
    g.give(1, "p2:theirs:1", to="field", face=0)
    g.begin({"p1:blast:1": CHAR, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    lives = (g.life(0), g.life(1))
    g.field("p1:blast:1")
    assert g.state.dice["p2:theirs:1"].damage == 1
    assert g.state.dice["p1:blast:1"].damage == 1
    assert (g.life(0), g.life(1)) == (lives[0] - 1, lives[1] - 1)


def test_each_die_blocking_it_is_its_blockers() -> None:
    """ "When <self> is blocked, deal 1 damage to each character die blocking it": the dice
    declared as its blockers (DM-9.3), none other (engine relative.py `blockers`)."""
    line = f"When {NAME} is blocked, deal 1 damage to each character die blocking it."
    assert effects("character", line) == [
        {"op": "deal_damage", "amount": 1, "target": "blocking_this_die"}
    ]
    assert "each character die blocking this die" in said(line)
    thorn = character("thorn", 2, 4, **compiled("character", [line]))
    g = face_off([thorn], [character("guard", 1, 3)], chris_field=2)
    g.attack("p1:thorn:1")
    g.block(("p2:guard:1", "p1:thorn:1"), ("p2:sidekick:5", "p1:thorn:1"))
    assert g.state.dice["p2:guard:1"].damage == 1
    assert g.state.dice["p2:sidekick:6"].damage == 0  # not blocking: not named


@pytest.mark.parametrize(
    "line",
    [
        # a kind of blocker: no such target kind
        f"When {NAME} is blocked, deal 1 damage to each opposing (bolt) character die blocking it.",
        # an action die has no die of its own that is blocked
        "Deal 1 damage to each character die blocking it.",
    ],
)
def test_near_misses_of_its_blockers(line: str) -> None:
    kind = "action" if line.startswith("Deal") else "character"
    assert why(kind, line) in ("target", "self", "reference")


def test_a_reminder_that_a_when_blocked_effect_comes_before_damage_is_dropped() -> None:
    """DM-9.5: a "when blocked" ability resolves as blockers are declared, before damage."""
    line = (f"When {NAME} is blocked, he deals 1 damage to each opposing character (this extra "
            "damage resolves before normal combat damage is assigned).")  # fmt: skip
    assert effects("character", line) == [
        {"op": "deal_damage", "amount": 1, "target": "all_opposing_characters"}
    ]
    line = f"If {NAME} is blocked, spin her up one level (this happens before damage is assigned)."
    assert effects("character", line) == [{"op": "spin_up", "amount": 1, "target": "this_die"}]


def test_enemy_dice_and_that_opponents_dice_are_opposing() -> None:
    """ "an enemy (mask) character die": an opposing one, chosen (DM-13.1: no "target");
    "all of that opponent's character dice" after an opponent's trigger: theirs (one per
    side, as "that opponent" is)."""
    assert effects("character", "When fielded, KO an enemy (mask) character die.") == [
        {"op": "ko", "target": "choose_opposing_die", "filters": {"energy_type": "mask"}}
    ]
    line = (f"When {NAME} deals combat damage to an opponent, spin all of that opponent's "
            "character dice down 1 level.")  # fmt: skip
    assert effects("character", line) == [
        {"op": "spin_down", "amount": 1, "target": "all_opposing_characters"}
    ]
