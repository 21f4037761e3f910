"""An opponent's choice to take damage to prevent an effect (abilities/opponent_prevents.py,
constructs/opponent_pays.py; DM-12.2, DM-19.1; docs/rulings.md "Unless your opponent takes N
damage"): "When <self> attacks, KO target opposing character die unless your opponent takes
1 damage", compiled from our own wording and played: Michele targets, then Chris takes the
damage (it is dealt to him as damage, not lost as life) or declines."""

from __future__ import annotations

from cards.compiler import compile_card
from games.engine import events as ev
from games.engine.abilities.targets import DECLINE
from tests.engine.helpers import of_type
from tests.engine.keywords.common import character, face_off

LINE = (
    "When Ember Toll attacks, KO target opposing character die unless your opponent takes 1 damage."
)
GUARD = character("guard", 1, 2)


def _toll() -> dict:
    made = compile_card("character", [LINE], "Ember Toll", code="etoll")
    return character("etoll", 2, 1, abilities=made["abilities"])


def _targeted():  # type: ignore[no-untyped-def]
    g = face_off([_toll()], [GUARD])
    g.attack("p1:etoll:1")
    assert g.pending.player == 0 and DECLINE not in g.pending.options
    g.target("p2:guard:1")
    assert g.pending.player == 1 and set(g.pending.options) == {"player:1", DECLINE}
    return g


def test_the_opponent_takes_the_damage_and_the_die_stays() -> None:
    """DM-19.1: the cost is damage dealt to Chris (his life drops by it), not a life payment."""
    g = _targeted()
    before = g.life(1)
    events = g.target("player:1")
    assert g.life(1) == before - 1
    assert not of_type(events, ev.LifeLost)
    assert "p2:guard:1" in g.zone(1, "field")


def test_the_opponent_declines_and_the_die_is_kod() -> None:
    g = _targeted()
    before = g.life(1)
    g.target(DECLINE)
    assert g.life(1) == before and "p2:guard:1" not in g.zone(1, "field")
