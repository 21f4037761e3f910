""" "Deal 1 damage to a character or player" (kind `choose_player_or_die`): the controller's
choice among the players and the character dice, as Attune's "target player or character
die" offers them, but not targeted (DM-13.1: only "target" targets), so "can't be targeted"
does not bar a die (DM-13.3). Our own wording."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from tests.engine.effects.common import action_card, effect
from tests.engine.effects.test_untargetable import HERMIT_DIE, WISP_DIE, game
from tests.engine.helpers import bac, c

SINGE = action_card(
    "singe",
    {"text": "Deal 1 damage to a character or player.",
     "effects": [effect("deal_damage", "choose_player_or_die", amount=1)]},
)  # fmt: skip
SPARK = action_card(
    "spark",
    {"text": "Deal 1 damage to target character or player.",
     "effects": [effect("deal_damage", "target_player_or_die", amount=1)]},
)  # fmt: skip


def test_a_character_or_player_of_your_choice_ignores_cant_be_targeted() -> None:
    """Wisp (can't be targeted by opposing effects) and Hermit (can't be targeted) are
    offered, and both players."""
    g = game(SINGE)
    g.do(A.UseActionDie(player=0, die=bac("singe", 1)))
    options = set(g.pending.options)
    assert {"player:0", "player:1", WISP_DIE, HERMIT_DIE, c(5)} <= options
    events = g.target(WISP_DIE)
    assert ev.DieDamaged(WISP_DIE, 1, bac("singe", 1), False) in events


def test_near_miss_target_character_or_player_leaves_them_out() -> None:
    g = game(SPARK)
    g.do(A.UseActionDie(player=0, die=bac("spark", 1)))
    options = set(g.pending.options)
    assert {"player:0", "player:1", c(5)} <= options
    assert WISP_DIE not in options and HERMIT_DIE not in options
