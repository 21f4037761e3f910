"""Damage dealt to a character die made double (abilities/damage_doubled.py,
double_damage_taken; DM-14.2 persistent, DM-14.3 static, DM-16; docs/rulings.md "Damage
doubled"). Our own cards."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.damage_doubled import doubled
from games.engine.model.state import Zone
from tests.engine.effects.common import ZAP, action_card, effect, use, with_action
from tests.engine.keywords.common import character

MARK = action_card("mark", {"effects": [effect("double_damage_taken", "target_die")]})
TALL = character("tall", 3, 5)
HAZE = character("haze", 1, 1, abilities=[{
    "trigger": "static",
    "effects": [{"op": "double_damage_taken", "target": "all_opposing_characters"}],
}])  # fmt: skip
DIE = "p1:tall:1"


def _game(*cards):  # type: ignore[no-untyped-def]
    g = with_action(*cards, TALL, HAZE)
    g.give(0, DIE, to="field", face=0)
    return g


def test_damage_to_the_marked_die_is_doubled_until_cleanup() -> None:
    """DM-14.2: a persistent effect on the die; 2 damage becomes 4; it ends at Cleanup."""
    g = _game(MARK)
    assert doubled(g.state, DIE, 2) == 2
    use(g, "mark", DIE)
    assert doubled(g.state, DIE, 2) == 4
    g.pass_all()
    assert doubled(g.state, DIE, 2) == 2


def test_near_miss_damage_to_a_player_or_another_die_is_not_doubled() -> None:
    g = _game(MARK)
    use(g, "mark", DIE)
    chris = g.state.in_zone(1, g.state.dice[DIE].zone)[0]
    assert doubled(g.state, "player:1", 3) == 3
    assert doubled(g.state, chris, 3) == 3


def test_the_damage_dealt_is_doubled_before_it_kills() -> None:
    """DM-16: under the static, a 1-damage action deals 2 to an opposing die."""
    g = with_action(ZAP, TALL, HAZE)
    chris = g.state.in_zone(1, Zone.FIELD)[0]
    g.give(0, "p1:haze:1", to="field", face=0)  # doubles damage to opposing dice
    events = use(g, "zap", chris)
    dealt = [e.amount for e in events if isinstance(e, ev.DieDamaged)]
    assert dealt == [2]


def test_a_static_doubles_damage_to_the_dice_it_reaches_while_it_holds() -> None:
    """DM-14.3: only while its card is active, only to the dice it names (opposing)."""
    g = _game(MARK)
    chris = next(d for d in g.state.in_zone(1, g.state.dice[DIE].zone))
    assert doubled(g.state, chris, 1) == 1  # its card not active
    g.give(0, "p1:haze:1", to="field", face=0)
    assert doubled(g.state, chris, 1) == 2
    assert doubled(g.state, DIE, 1) == 1  # her own die: not reached


def test_two_doublings_make_four_times() -> None:
    g = _game(MARK)
    g.give(0, "bac:mark:2", to="reserve", face=0)
    use(g, "mark", DIE)
    g.do(A.UseActionDie(player=0, die="bac:mark:2"))
    g.target(DIE)
    assert doubled(g.state, DIE, 1) == 4
