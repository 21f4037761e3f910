"""The `unblocked` filter (abilities/filters.py): an attacker no blocker was declared for,
still in the Attack Zone, once blockers are declared (DM-9.3; DM-9.5: a blocked attacker
stays blocked). An action used in the window after blockers (DM-9.6) gives only those +3A;
before blockers are declared no attacker is unblocked yet."""

from __future__ import annotations

from games.engine.abilities.filters import FILTERS
from games.engine.abilities.stats import stats
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import CHAR, c, m

RALLY = action_card(
    "rally",
    {"text": "Unblocked attackers get +3A until end of turn.",
     "effects": [effect("modify_attack", "all_characters", amount=3,
                        filters={"unblocked": True})]},
)  # fmt: skip


def test_only_the_unblocked_attacker_gets_it() -> None:
    g = with_action(RALLY, first_player_may_attack_first_turn=True)
    g.arrange(0, "field", [m(2)], face=CHAR)
    g.pass_all()
    g.attack(m(1), m(2))
    unblocked = FILTERS["unblocked"]
    assert not unblocked(g.state, g.state.dice[m(2)], True)  # no blockers declared yet
    g.block((c(5), m(1)))
    assert unblocked(g.state, g.state.dice[m(2)], True)
    assert not unblocked(g.state, g.state.dice[m(1)], True)
    assert not unblocked(g.state, g.state.dice[c(5)], True)  # a blocker is no attacker
    before = stats(g.state, g.state.dice[m(1)])
    use(g, "rally")
    assert stats(g.state, g.state.dice[m(2)])[0] == before[0] + 3
    assert stats(g.state, g.state.dice[m(1)]) == before
