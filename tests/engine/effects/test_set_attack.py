"""A die's A set to a number (effects/swap_stats.py set_attack, DM-14.1; docs/rulings.md "A
becomes N"): the printed A and the applied bonuses it had are replaced; bonuses applied
later and static ones still add (DM-14.3); D is untouched; it ends at Cleanup. Our own."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.effects.swap_stats import applied
from games.engine.abilities.stats import stats
from games.engine.model.evolve import evolve
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.keywords.common import boost, character

BLUNT = action_card("blunt", {"effects": [effect("set_attack", "target_die", amount=1)]})
TALL = character("tall", 4, 5)
DIE = "p1:tall:1"


def _game():  # type: ignore[no-untyped-def]
    g = with_action(BLUNT, TALL)
    g.give(0, DIE, to="field", face=0)
    return g


def _stats(g) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    return stats(g.state, g.state.dice[DIE])


def test_the_a_becomes_the_number_and_later_bonuses_add() -> None:
    g = _game()
    boost(g, DIE, attack=2, defense=1)  # 6/6 before
    events = use(g, "blunt", DIE)
    assert any(isinstance(e, ev.EffectStarted) and e.effect == "set_attack" for e in events)
    assert _stats(g) == (1, 6)  # the +2A is replaced with the printed A; the +1D stays
    boost(g, DIE, attack=3)  # applied after it: adds
    assert _stats(g) == (4, 6)
    g.pass_all()  # Cleanup: the set ends with the bonuses (DM-14.1)
    assert _stats(g) == (4, 5)


def test_near_miss_a_swap_after_the_set_swaps_the_set_a() -> None:
    """Reshapes apply in the order they started: A set to 1, then swapped: 5/1."""
    g = _game()
    use(g, "blunt", DIE)
    swap = ev.EffectStarted("swap_stats", DIE, "turnabout", 0, "end_of_turn", 0)
    state = evolve(g.state, swap)
    assert applied(state, state.dice[DIE], 4, 5) == (5, 1)
    assert _stats(g) == (1, 5)  # (before the swap)
