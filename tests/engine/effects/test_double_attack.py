"""A die's A doubled (effects/swap_stats.py double_attack, DM-14.1; docs/rulings.md
"Doubling a die's attack"): the A it has as the effect happens (printed plus the applied
bonuses it had) is doubled; bonuses applied later and static ones (DM-14.3: never
manipulated) add undoubled; D is untouched; two doublings make four times; it ends at
Cleanup. Our own cards."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.stats import stats
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.keywords.common import boost, character

TWICE = action_card("twice", {"effects": [effect("double_attack", "target_die")]})
TALL = character("tall", 3, 5)
RALLY = character("rally", 1, 1, abilities=[{
    "trigger": "static",
    "effects": [{"op": "modify_attack", "amount": 1, "target": "all_your_characters"}],
}])  # fmt: skip
DIE = "p1:tall:1"


def _game(*more):  # type: ignore[no-untyped-def]
    g = with_action(TWICE, TALL, *more)
    g.give(0, DIE, to="field", face=0)
    return g


def die_stats(g) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """The A and D of the tall die (test_printed_double.py too)."""
    return stats(g.state, g.state.dice[DIE])


def test_the_a_with_earlier_bonuses_is_doubled_and_later_ones_add() -> None:
    g = _game()
    boost(g, DIE, attack=2, defense=1)  # 5/6 before
    events = use(g, "twice", DIE)
    assert any(isinstance(e, ev.EffectStarted) and e.effect == "double_attack" for e in events)
    assert die_stats(g) == (10, 6)  # (3 + 2) x 2; D untouched
    boost(g, DIE, attack=1)  # applied after it: adds, undoubled
    assert die_stats(g) == (11, 6)
    g.pass_all()  # Cleanup: the doubling ends with the bonuses (DM-14.1)
    assert die_stats(g) == (3, 5)


def test_two_doublings_make_four_times() -> None:
    g = _game()
    g.give(0, "bac:twice:2", to="reserve", face=0)
    use(g, "twice", DIE)
    g.do(A.UseActionDie(player=0, die="bac:twice:2"))
    g.target(DIE)
    assert die_stats(g) == (12, 5)


def test_near_miss_a_static_bonus_is_not_doubled() -> None:
    """DM-14.3: a static +1A adds after the doubling, whenever it came."""
    g = _game(RALLY)
    g.give(0, "p1:rally:1", to="field", face=0)
    assert die_stats(g) == (4, 5)
    use(g, "twice", DIE)
    assert die_stats(g) == (7, 5)  # 3 x 2 + 1
