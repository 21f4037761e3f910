"""A character's own "if <this> does not attack" (abilities/not_attacking.py, trigger
`when_not_attacking`): once attackers are declared (DM-8.25), each die of the card its player
kept in the Field Zone (DM-9.1). Cards and wording are our own."""

from __future__ import annotations

from games.engine import events as ev
from tests.engine.helpers import c, of_type
from tests.engine.keywords.common import at_attack, character
from tests.engine.test_combat_triggers import GAIN_1, MINE, gained

KEPT = "p1:keeper:1"


def _keeper(*effects: dict) -> dict:
    return character("keeper", 1, 1, abilities=[
        {"trigger": "when_not_attacking", "effects": list(effects or [GAIN_1])}])  # fmt: skip


def test_a_die_kept_back_triggers_once_attackers_are_declared() -> None:
    """Michele's brute attacks; her keeper stays in the Field Zone: its ability triggers."""
    g = at_attack(character("brute", 2, 2), _keeper())
    g.hurt(0, 5)
    events = g.attack(MINE)
    events += g.pass_all() if g.pending.kind == "priority" else []
    assert [e.source_die for e in of_type(events, ev.AbilityTriggered)] == [KEPT]
    assert gained(events) == 1


def test_an_attacking_die_or_no_attack_triggers_nothing() -> None:
    """Near misses: the keeper attacks too (DM-9.1), or no one attacks (no Attack Step)."""
    g = at_attack(character("brute", 2, 2), _keeper())
    assert not of_type(g.attack(MINE, KEPT), ev.AbilityTriggered)
    g = at_attack(character("brute", 2, 2), _keeper())
    assert not of_type(g.attack(), ev.AbilityTriggered)


def test_the_die_it_names_cannot_block() -> None:
    """ "... target opposing character die cannot block": Chris's one Sidekick, chosen as
    the ability resolves, may not block the brute this turn (DM-14.2): he has no blocker to
    declare, and the brute deals him its 2 (DM-9.8)."""
    bar = {"op": "cant_block", "target": "target_opposing_die"}
    g = at_attack(character("brute", 2, 2), _keeper(bar))
    life = g.life(1)
    g.attack(MINE)
    assert g.pending.kind == "choose_target"
    g.target(c(5))
    events = g.pass_all()
    assert not of_type(events, ev.BlockersDeclared) or not any(
        e.blocks for e in of_type(events, ev.BlockersDeclared)
    )
    assert g.life(1) == life - 2
