""" "Its controller" on a trigger about another die (abilities/relative.py): the player who
controls the die the occasion concerns. Losing life is not damage (DM-12.4); a KO'd die
is its owner's (DM-23.2). Cards and wording are our own."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from tests.engine.effects.common import effect
from tests.engine.helpers import bac, c, m, of_type
from tests.engine.test_trigger_scopes import game, watcher

TOLL = watcher(
    "toll", "when_opposing_die_is_kod", effect("lose_life", "that_die_controller", amount=1)
)
STING = watcher("sting", "when_you_field", effect("deal_damage", "that_die_controller", amount=2))


def test_an_opposing_die_kod_costs_its_controller_a_life() -> None:
    """Michele KOs Chris's Sidekick: her watcher makes him (its controller) lose 1 life, not
    damage (DM-12.4: no "when damaged")."""
    g = game(TOLL, watcher("idle", "when_you_field", effect("gain_life", "you", amount=1)))
    events = g.do(A.UseActionDie(player=0, die=bac("knock", 1)))
    events += g.target(c(5))
    assert g.life(1) == 9 and g.life(0) == 10
    assert of_type(events, ev.LifeLost) and not of_type(events, ev.PlayerDamaged)


def test_its_controller_is_whoever_fielded_the_die() -> None:
    """Chris's watcher on "whenever <a die> is fielded" of his own: Michele fields, so she,
    that die's controller, takes the damage; near miss: the watcher's controller takes none."""
    g = game(watcher("idle", "when_you_field", effect("gain_life", "you", amount=1)), STING)
    g.field(m(1))
    assert g.life(0) == 10  # his "when you field" waits on his own dice only
    g2 = game(STING, watcher("idle2", "when_you_field", effect("gain_life", "you", amount=1)))
    g2.field(m(1))
    assert g2.life(0) == 8 and g2.life(1) == 10
