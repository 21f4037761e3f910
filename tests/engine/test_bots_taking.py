"""The greedy bot with capture and control (DM-23.1, DM-23.2; sim/tactics.py): it fields a
die that takes one while the opponent has a die to take, captures their best blocker, takes
control of their hardest hitter, attacks with what it controls and keeps a die that holds a
capture past the turn at home."""

from __future__ import annotations

import random
from typing import Any

from games.engine import actions as A
from games.engine.sim.bots import greedy_bot
from games.engine.sim.tactics import choose_target, holding
from tests.engine.effects.common import effect
from tests.engine.helpers import CHAR, FIST, Game, cards_with, m
from tests.engine.keywords.common import character


def _taker(card_id: str, op: str, duration: str = "turn") -> dict[str, Any]:
    return {
        **character(card_id, 2, 2, cost=3),
        "abilities": [{"trigger": "when_fielded",
                       "text": f"When fielded, {op} target opposing character die.",
                       "effects": [effect(op, "target_opposing_die", duration=duration)]}],
    }  # fmt: skip


JAILER = _taker("jailer", "capture", "while_in_field")
HYPNO = _taker("hypno", "take_control")
GLASS = character("glass", 5, 1)  # hits hard, blocks badly
WALL = character("wall", 1, 5)  # the reverse
PLAIN = character("plain", 1, 1)


def _main(mine: dict[str, Any], theirs: bool = True) -> tuple[Game, str]:
    """Michele's first turn (she may attack), Main Step: her die of `mine` and a Plain die in
    her Reserve Pool; Chris's Glass and Wall dice in his Field Zone (none: `theirs` False)."""
    g = Game(
        teams=(((mine["id"], 2), ("plain", 2)), (("glass", 2), ("wall", 2))),
        cards=cards_with(mine, GLASS, WALL, PLAIN),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    if theirs:
        g.give(1, "p2:glass:1", to="field", face=0)
        g.give(1, "p2:wall:1", to="field", face=0)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    taker = f"p1:{mine['id']}:1"
    g.give(0, taker, to="reserve", face=0)
    g.give(0, "p1:plain:1", to="reserve", face=0)
    return g, taker


def test_greedy_fields_a_taker_first_while_there_is_a_die_to_take() -> None:
    g, taker = _main(JAILER)
    action = greedy_bot(g.state, 0, random.Random(0))
    assert isinstance(action, A.Field) and action.die == taker


def test_greedy_keeps_a_taker_back_while_there_is_nothing_to_take() -> None:
    """Refusal: with no opposing die its "when fielded" would do nothing (DM-13.4)."""
    g, taker = _main(JAILER, theirs=False)
    for seed in range(5):
        action = greedy_bot(g.state, 0, random.Random(seed))
        assert not (isinstance(action, A.Field) and action.die == taker)


def test_greedy_captures_the_best_blocker_and_controls_the_hardest_hitter() -> None:
    """DM-23.1: a captured die "no longer exists": the highest D is the blocker it removes;
    DM-23.2: a controlled die "becomes yours": the highest A attacks for the bot."""
    g, taker = _main(JAILER)
    g.field(taker)
    assert g.pending.kind == "choose_target"
    assert choose_target(g.state, 0, g.pending.options) == "p2:wall:1"
    g, taker = _main(HYPNO)
    g.field(taker)
    assert choose_target(g.state, 0, g.pending.options) == "p2:glass:1"


def test_greedy_attacks_with_the_die_it_controls() -> None:
    """A controlled die KO'd goes to its owner's Prep Area (DM-23.2): the bot loses nothing
    by attacking with it, so it always does."""
    g, taker = _main(HYPNO)
    g.field(taker)
    g.target("p2:glass:1")
    g.pass_all()
    assert g.pending.kind == "declare_attackers"
    for seed in range(6):
        action = greedy_bot(g.state, 0, random.Random(seed))
        assert isinstance(action, A.DeclareAttackers) and "p2:glass:1" in action.dice


def test_greedy_keeps_home_a_die_holding_a_capture_past_the_turn() -> None:
    """DM-23.1: the capture ends when the capturing die leaves the Field Zone (a KO in
    combat): the die that holds one "while in the Field Zone" does not attack."""
    g, taker = _main(JAILER)
    g.field(taker)
    g.target("p2:wall:1")
    assert holding(g.state, taker)
    g.arrange(0, "field", [m(1)], face=CHAR)
    g.pass_all()
    for seed in range(6):
        action = greedy_bot(g.state, 0, random.Random(seed))
        assert isinstance(action, A.DeclareAttackers) and taker not in action.dice


def test_a_die_that_takes_one_is_worth_one_more_to_buy() -> None:
    """The greedy bot buys the dearest die; one that captures or controls counts one dearer
    (so bot games play capture and control: `make bench`, sim.ocr_taken.*)."""
    from games.engine.loading import card_from_dict
    from games.engine.sim.tactics import buying_value

    assert buying_value(card_from_dict(JAILER)) == JAILER["cost"] + 1
    assert buying_value(card_from_dict(HYPNO)) == HYPNO["cost"] + 1
    assert buying_value(card_from_dict(PLAIN)) == PLAIN["cost"]
