""" "Must block (if able)" (effects/lasting.py `must_block`, abilities/permissions.py
`required_blockers`): DM-14.2, a persistent effect says "who must/may not attack or block";
a die that must block and may block some attacker is part of every declaration of blockers
(refused `block/must_block` otherwise), one that may block none blocks nothing (DM-12.1).
Cards and wording are our own."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.permissions import required_blockers
from games.engine.api import choices, legal_actions
from games.engine.flow.turn import possible_blocks
from games.engine.model.evolve import evolve
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import m

LURE = action_card(
    "lure",
    {"text": "All opposing character dice must block this turn (if able).",
     "effects": [effect("must_block", "all_opposing_characters")]},
)  # fmt: skip


def _to_blocks(chris_field: int = 2):  # type: ignore[no-untyped-def]
    g = with_action(LURE, chris_field=chris_field, first_player_may_attack_first_turn=True)
    events = use(g, "lure")
    g.pass_all()
    g.attack(m(1))
    return g, events


def test_dice_that_must_block_are_required_blockers() -> None:
    g, events = _to_blocks()
    c5, c6 = sorted(e.target for e in events if isinstance(e, ev.EffectStarted))
    assert required_blockers(g.state, possible_blocks(g.state)) == (c5, c6)
    g.refuse(A.DeclareBlockers(player=1, blocks=()), E.BLOCK_REQUIRED)
    g.refuse(A.DeclareBlockers(player=1, blocks=((c5, m(1)),)), E.BLOCK_REQUIRED)
    offered = [a for a in legal_actions(g.state, 1) if isinstance(a, A.DeclareBlockers)]
    assert offered and all({c5, c6} <= {b for b, _ in a.blocks} for a in offered)
    choice = choices(g.state, 1)
    assert choice is not None and choice.required == (c5, c6)  # type: ignore[attr-defined]
    g.block((c5, m(1)), (c6, m(1)))
    assert g.state.combat is not None and len(g.state.combat.blocks) == 2


def test_a_die_that_may_not_block_is_not_required() -> None:
    """DM-12.1: "can't" beats "must": c5 must block and can't, so it is not required."""
    g, events = _to_blocks(chris_field=1)
    (c5,) = [e.target for e in events if isinstance(e, ev.EffectStarted)]
    g.state = evolve(g.state, ev.EffectStarted("cant_block", c5, "lure", 0))
    assert required_blockers(g.state, possible_blocks(g.state)) == ()


def test_the_bots_declare_the_dice_that_must_block() -> None:
    """Both bots keep to the rule: the random one picks among the legal declarations, the
    greedy one adds the required blockers to its own choice."""
    import random

    from games.engine.sim.bots import greedy_bot, random_bot

    g, _ = _to_blocks()
    required = set(required_blockers(g.state, possible_blocks(g.state)))
    for bot in (greedy_bot, random_bot):
        action = bot(g.state, 1, random.Random(3))
        assert isinstance(action, A.DeclareBlockers)
        assert required <= {b for b, _ in action.blocks}
