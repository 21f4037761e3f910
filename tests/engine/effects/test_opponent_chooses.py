""" "Your opponent chooses one non-Villain character. All other non-Villains can't block this
turn" (target kinds `opponent_chooses_die` and `all_other_characters`, abilities/choosers.py):
the choice is the opponent's to make (pending `choose_target` for them, DM-13.1: chosen, not
targeted), and the effect then names every such die but the one chosen (DM-14.2). Our own
wording."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import legal_actions
from games.engine.abilities.permissions import under
from games.engine.flow.choices import admits, choices
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import bac, c, m

PACT = action_card(
    "pact",
    {"text": "Your opponent picks a non-Villain character. Every other non-Villain can't "
             "block this turn.",
     "effects": [effect("choose", "opponent_chooses_die", filters={"not_affiliation": "villain"}),
                 effect("cant_block", "all_other_characters",
                        filters={"not_affiliation": "villain"})]},
)  # fmt: skip


def test_the_opponent_chooses_and_the_others_cannot_block() -> None:
    g = with_action(PACT, chris_field=2)
    g.do(A.UseActionDie(player=0, die=bac("pact", 1)))
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    assert set(g.pending.options) == {m(1), c(5), c(6)}
    described = choices(g.state, 1)
    assert described is not None and described.player == 1
    assert choices(g.state, 0) is None  # Michele waits
    g.refuse(A.ChooseTarget(player=0, target=c(5)), E.TURN_NOT_YOURS)
    g.do(A.ChooseTarget(player=1, target=c(5)))
    assert not under(g.state, "cant_block", c(5))
    assert under(g.state, "cant_block", c(6)) and under(g.state, "cant_block", m(1))


DISTRACT = action_card(
    "distract",
    {"text": "Your opponent targets two of their characters. Those can't block this turn.",
     "effects": [effect("cant_block", "opponent_targets_their_die", up_to=2)]},
)  # fmt: skip


def test_the_opponent_names_two_of_theirs_not_fewer() -> None:
    """Kind `opponent_targets_their_die` with up_to 2: Chris answers, among his own dice,
    and must name two (abilities/choosers.py `fewest`); the description and the legal
    actions agree with decide."""
    g = with_action(DISTRACT, chris_field=3)
    g.do(A.UseActionDie(player=0, die=bac("distract", 1)))
    assert g.pending.player == 1 and set(g.pending.options) == {c(5), c(6), c(7)}
    described = choices(g.state, 1)
    assert described.at_least == 2 and described.up_to == 2  # type: ignore[union-attr]
    one = A.ChooseTarget(player=1, target=c(5))
    assert not admits(described, one)
    g.refuse(one, E.TARGET_INVALID)
    g.refuse(A.ChooseTarget(player=1, split=((c(5), 1),)), E.TARGET_INVALID)
    offered = [a for a in legal_actions(g.state, 1) if isinstance(a, A.ChooseTarget)]
    assert offered and all(len(a.split) == 2 for a in offered)
    two = A.ChooseTarget(player=1, split=((c(5), 1), (c(6), 1)))
    assert admits(described, two)
    g.do(two)
    assert under(g.state, "cant_block", c(5)) and under(g.state, "cant_block", c(6))
    assert not under(g.state, "cant_block", c(7))


def test_with_one_die_the_opponent_names_that_one() -> None:
    g = with_action(DISTRACT, chris_field=1)
    g.do(A.UseActionDie(player=0, die=bac("distract", 1)))
    g.do(A.ChooseTarget(player=1, target=c(5)))
    assert under(g.state, "cant_block", c(5))
