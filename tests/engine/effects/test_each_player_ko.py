""" "Each player KOs one of their character dice" (target kinds `choose_your_die` and
`opponent_chooses_their_die`, abilities/choosers.py): each player picks one of their own
character dice (DM-13.1: chosen, not targeted; the controller first, then the opponent, who
answers the choice), and each picked die is KO'd (DM-16.4: to its owner's Prep Area). Our
own wording."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine.flow.choices import choices
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import bac, c, m

CULL = action_card(
    "cull",
    {"text": "Each player KOs one of their character dice.",
     "effects": [effect("ko", "choose_your_die"),
                 effect("ko", "opponent_chooses_their_die", choice=1)]},
)  # fmt: skip


def test_each_player_kos_a_die_of_their_own_choosing() -> None:
    g = with_action(CULL, chris_field=2)
    g.do(A.UseActionDie(player=0, die=bac("cull", 1)))
    assert g.pending.player == 0 and set(g.pending.options) == {m(1)}
    g.do(A.ChooseTarget(player=0, target=m(1)))
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    assert set(g.pending.options) == {c(5), c(6)}  # only his own
    assert choices(g.state, 0) is None  # Michele waits
    g.refuse(A.ChooseTarget(player=0, target=c(5)), E.TURN_NOT_YOURS)
    g.do(A.ChooseTarget(player=1, target=c(6)))
    assert m(1) in g.zone(0, "prep")
    assert c(6) in g.zone(1, "prep") and c(5) in g.zone(1, "field")


def test_a_player_with_no_character_die_kos_nothing() -> None:
    g = with_action(CULL, chris_field=0)
    g.do(A.UseActionDie(player=0, die=bac("cull", 1)))
    g.do(A.ChooseTarget(player=0, target=m(1)))
    assert m(1) in g.zone(0, "prep")
    assert g.pending.kind != "choose_target" or g.pending.player != 1
