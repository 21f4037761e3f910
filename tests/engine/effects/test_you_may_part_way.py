""" "You may" on one effect, not the whole ability (abilities/you_may.py; DM-12.3, DM-13.1;
docs/rulings.md "You may, part way"): an action die damages a chosen opposing die and, if
that damage KOs it, its player may put the action die in the Prep Area. Michele chooses the
target, then says yes or no to the part the "you may" covers; the damage happens either
way. Our own wording."""

from __future__ import annotations

import random

from games.engine import events as ev
from games.engine.abilities.targets import ACCEPT, DECLINE
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import bac, c, of_type

KOD = {"kind": "this_way", "what": "kod"}
ASK = {"op": "choose", "target": "you_may", "choice": 1}
BACK = effect("move_die", "this_die", zone="prep")
SPARK = action_card("spark", {"effects": [
    effect("deal_damage", "target_opposing_die", amount=1),
    ASK,
    {**BACK, "condition": {"kind": "all", "of": [KOD, {"kind": "accepted", "choice": 1}]}},
]})  # fmt: skip
# one choice only: "Deal 1 damage to your opponent. You may deal 2 more to them."
MEND = action_card("mend", {"effects": [
    effect("deal_damage", "opponent", amount=1),
    {"op": "choose", "target": "you_may"},
    {**effect("deal_damage", "opponent", amount=2), "condition": {"kind": "accepted"}},
]})  # fmt: skip


def test_the_target_first_then_yes_or_no() -> None:
    """DM-13.1: the target, then Michele's yes or no (hers, not Chris's)."""
    g = with_action(SPARK)
    use(g, "spark", c(5))
    assert g.pending.kind == "choose_target" and g.pending.player == 0
    assert set(g.pending.options) == {ACCEPT, DECLINE}


def test_yes_and_the_target_kod_puts_the_die_in_the_prep_area() -> None:
    g = with_action(SPARK)
    use(g, "spark", c(5), ACCEPT)
    assert c(5) not in g.zone(1, "field")
    assert bac("spark", 1) in g.zone(0, "prep")


def test_no_still_deals_the_damage_but_leaves_the_die() -> None:
    """Near miss: DECLINE declines only the part after "you may"; the damage happened."""
    g = with_action(SPARK)
    events = use(g, "spark", c(5), DECLINE)
    assert c(5) not in g.zone(1, "field") and of_type(events, ev.DieDamaged)
    assert bac("spark", 1) not in g.zone(0, "prep")


def test_yes_but_the_target_survives_does_nothing_more() -> None:
    """Near miss: the condition before "you may" still rules (no damage: nothing KO'd)."""
    weak = {**SPARK, "abilities": [{**SPARK["abilities"][0], "effects": [
        effect("deal_damage", "target_opposing_die", amount=0),
        *SPARK["abilities"][0]["effects"][1:]]}]}  # fmt: skip
    g = with_action(weak)
    use(g, "spark", c(5), ACCEPT)
    assert c(5) in g.zone(1, "field")
    assert bac("spark", 1) not in g.zone(0, "prep")


def test_one_choice_only_yes_and_no() -> None:
    """The "you may" the ability's only choice: its answer comes as the resolution's one."""
    g = with_action(MEND)
    use(g, "mend")
    assert set(g.pending.options) == {ACCEPT, DECLINE}
    g.target(ACCEPT)
    assert g.life(1) == 7
    g = with_action(MEND)
    use(g, "mend", DECLINE)
    assert g.life(1) == 9  # the damage before "you may" still dealt


def test_a_wrong_answer_is_refused_and_changes_nothing() -> None:
    from games.engine.model.errors import IllegalAction

    g = with_action(SPARK)
    use(g, "spark", c(5))
    before = g.state
    try:
        g.target("player:0")
    except IllegalAction as error:
        assert error.code
    else:
        raise AssertionError("an answer that is neither yes nor no was taken")
    assert g.state == before


def test_bots_take_their_own_card_s_help() -> None:
    from games.engine.sim.bots import greedy_bot

    g = with_action(SPARK)
    use(g, "spark", c(5))
    assert greedy_bot(g.state, 0, random.Random(0)).target == ACCEPT
