""" "Target character die gains (aff) or (aff) until end of turn" (target kind
`affiliation_of_choice`, abilities/affiliation_choice.py; effect `grant_affiliation`,
effects/granting.py): the die is chosen (targeted, DM-13.1), then one of the printed
affiliations for it; the die counts as that affiliation too until Cleanup (DM-14.2), and the
affiliation filter reads it. Our own cards and wording."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.filters import FILTERS
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import bac, c

BANNER = action_card(
    "banner",
    {"text": "Target character die gains (grv) or (mst) until end of turn.",
     "effects": [effect("choose", "target_die"),
                 effect("grant_affiliation", "affiliation_of_choice",
                        filters={"of_choice": 0, "among": "grovekin marshtide"}, choice=1)]},
)  # fmt: skip


def _chosen():  # type: ignore[no-untyped-def]
    g = with_action(BANNER)
    g.do(A.UseActionDie(player=0, die=bac("banner", 1)))
    g.do(A.ChooseTarget(player=0, target=c(5)))
    return g


def test_each_printed_affiliation_is_offered_for_the_die() -> None:
    g = _chosen()
    assert (g.pending.kind, g.pending.player) == ("choose_target", 0)
    assert g.pending.options == (f"{c(5)}@aff:grovekin", f"{c(5)}@aff:marshtide")


def test_the_die_counts_as_the_one_picked_until_cleanup() -> None:
    g = _chosen()
    events = g.do(A.ChooseTarget(player=0, target=f"{c(5)}@aff:marshtide"))
    started = [e for e in events if isinstance(e, ev.EffectStarted)]
    assert [(e.effect, e.target, e.to, e.until) for e in started] == [
        ("grant_affiliation", c(5), "marshtide", "end_of_turn")
    ]
    die = g.state.dice[c(5)]
    assert FILTERS["affiliation"](g.state, die, "marshtide")
    assert not FILTERS["affiliation"](g.state, die, "grovekin")


def test_near_miss_an_affiliation_not_printed_is_refused() -> None:
    g = _chosen()
    g.refuse(A.ChooseTarget(player=0, target=f"{c(5)}@aff:villain"), E.TARGET_INVALID)
    g.refuse(A.ChooseTarget(player=0, target=c(5)), E.TARGET_INVALID)  # a die, not a pick
