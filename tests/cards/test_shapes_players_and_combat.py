"""Ability shapes naming every player, attacking or blocking dice, all dice to reroll, and a
draw with its reminder of where the dice go (cards/compiler/): the engine
data they become, near misses that stay text only, and games that play them.

Every line is our own wording in the shapes real card text takes."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import events as ev
from games.engine.abilities.targets import targets_for
from tests.cards.shapes import NAME, executed, shaped_character, stays_text
from tests.engine.helpers import CHAR, FIST, MADELYNE, Game, c, cards_with, die, m


@pytest.mark.parametrize(
    ("kind", "line", "expected"),
    [
        # DM-13.3: "each player" is every seat, its controller too, none chosen
        ("character", "When fielded, deal 1 damage to each player.",
         [{"op": "deal_damage", "amount": 1, "target": "all_players"}]),
        ("character", f"When {NAME} attacks, deal 2 damage to all players and each opposing "
         "Sidekick.",
         [{"op": "deal_damage", "amount": 2, "target": "all_players"},
          {"op": "deal_damage", "amount": 2, "target": "all_opposing_characters",
           "filters": {"sidekick": True}}]),
        # DM-11.3, DM-12.4: life lost and gained by every player
        ("character", "When fielded, each player loses 2 life.",
         [{"op": "lose_life", "amount": 2, "target": "all_players"}]),
        ("action", "Each player gains one life.",
         [{"op": "gain_life", "amount": 1, "target": "all_players"}]),
        # DM-9.1: attacking dice are in the Attack Zone, where blockers go too; blocking dice
        # are the declared blockers of this combat
        ("action", "KO target attacking character die.",
         [{"op": "ko", "target": "target_die", "filters": {"zone": "attack", "blocker": False}}]),
        ("action", "Each opposing attacking character die gets -2A.",
         [{"op": "modify_attack", "amount": -2, "target": "all_opposing_characters",
           "filters": {"zone": "attack", "blocker": False}}]),
        ("action", "Deal 2 damage to target blocking character die.",
         [{"op": "deal_damage", "amount": 2, "target": "target_die",
           "filters": {"blocker": True}}]),
        # DM-22.1: rerolling dice the text names, not only a chosen one
        ("action", "Reroll all character dice.", [{"op": "reroll", "target": "all_characters"}]),
        ("action", "Reroll each opposing character die.",
         [{"op": "reroll", "target": "all_opposing_characters"}]),
        # DM-20.3: a draw's reminder of where rolled dice go changes nothing
        ("action", "Draw 2 dice from your bag and roll them (place them in your Reserve Pool).",
         [{"op": "draw", "amount": 2}]),
    ],
)  # fmt: skip
def test_shapes_become_engine_data(kind: str, line: str, expected: list[dict[str, Any]]) -> None:
    (record,) = executed(kind, [line])["abilities"]
    assert record["effects"] == expected


def test_a_global_on_a_blocking_die_is_engine_data() -> None:
    line = "Global: Pay (fist). Deal 1 damage to target blocking character die."
    (record,) = executed("character", [line])["globals"]
    assert record["effects"] == [
        {"op": "deal_damage", "amount": 1, "target": "target_die", "filters": {"blocker": True}}
    ]


@pytest.mark.parametrize(
    ("kind", "line"),
    [
        # a player is no die to reroll; a reroll with a condition ("up to" is read now: one
        # roll of the dice chosen, tests/cards/compiler/test_roll_outcomes.py)
        ("action", "Reroll your opponent."),
        ("action", "Reroll all character dice. If one shows a character face, gain 1 life."),
        # "each player" doing something with "their" (KOing one of their character dice is
        # read: tests/cards/compiler/test_each_player_ko.py)
        ("action", "Each player loses life equal to their character dice."),
        # "unblocked" said of a blocker, or "attacking" said of a player ("blocked" and
        # "unblocked" attackers are read since issue 16: the engine's `blocked` and
        # `unblocked` filters, tests/cards/compiler/test_unblocked_dice.py)
        ("action", "KO target unblocked blocking character die."),
        ("action", "Target blocked unblocked character die gets +2A."),
        ("action", "Deal 2 damage to the attacking player."),
        # a draw whose dice go elsewhere than the reminder we read
        ("action", "Draw two dice from your bag and roll them (place them in your Used Pile)."),
    ],
)
def test_near_misses_stay_text_only(kind: str, line: str) -> None:
    stays_text(kind, line)


# --- games that play them -------------------------------------------------------------------------


def test_damage_to_each_player_hurts_both_players_in_a_game() -> None:
    """DM-13.3, DM-16: fielded, the die deals 1 damage to its controller and the opponent,
    with no target to choose."""
    data = shaped_character("qh-each", "When fielded, deal 1 damage to each player.")
    g = Game(teams=((("qh-each", 1),), ((MADELYNE, 1),)), cards=cards_with(data))
    g.start()
    mine = die(0, "qh-each", 1)
    g.give(0, mine)
    g.begin({mine: CHAR, m(1): FIST, m(2): CHAR, m(3): CHAR}, oop=m(4))
    g.field(mine)
    assert g.pending.kind != "choose_target"
    assert (g.life(0), g.life(1)) == (9, 9)


def test_a_global_offers_only_blocking_dice_in_combat() -> None:
    """DM-9.5, DM-8.16: after blockers are declared, the attacking player's Global "target
    blocking character die" offers the declared blocker only (not the attacker, nor a die
    that did not block); its damage KOs that 1/1 Sidekick (DM-16.1)."""
    line = "Global: Pay (fist). Deal 1 damage to target blocking character die."
    data = shaped_character("qh-block", line)
    g = Game(teams=((("qh-block", 1),), ((MADELYNE, 1),)), cards=cards_with(data))
    g.start()
    g.arrange(0, "field", [m(5), m(6)], face=CHAR)
    g.arrange(1, "field", [c(5), c(6)], face=CHAR)
    g.begin({m(1): FIST, m(2): CHAR, m(3): CHAR}, oop=m(4))
    g.pass_all()  # the first player may not attack on their first turn (OP)
    g.begin({c(1): FIST, c(2): CHAR, c(3): CHAR, c(4): CHAR})
    g.pass_all()
    g.attack(c(5))
    g.block((m(5), c(5)))
    assert targets_for(g.state, "target_die", 1, (("blocker", True),)) == (m(5),)
    attacking = (("zone", "attack"), ("blocker", False))  # blockers are in the Attack Zone too
    assert targets_for(g.state, "target_die", 1, attacking) == (c(5),)
    while g.pending.player != 1:
        g.pass_()
    g.use_global("qh-block", (c(1), "fist"))
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {m(5)}
    g.target(m(5))
    knocked = [e for e in g.events if isinstance(e, ev.DiceKnockedOut)]
    assert any(m(5) in e.dice for e in knocked)
