"""cancel_die_effects (effects/cancel.py; docs/rulings.md "Cancelling a die's effects"):
a when-fielded line that may put a target opposing action die from one of three zones into
the Used Pile and cancel whatever effect it has. A die's effects are the
persistent ones it keeps in force (DM-14.2): those lasting while it is in the Field Zone (a
Continuous action die, DM-22.3) end as it is put away, at once. Cards are our own."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.model.evolve import evolve
from tests.engine.helpers import COUNTERSTRIKE, FIST, Game, bac, cards_with, m, of_type
from tests.engine.keywords.common import FOE, character

PUT_AWAY = {"op": "move_die", "target": "target_opposing_die", "zone": "used",
            "filters": {"die_kind": "action", "zone": "field prep reserve"}}  # fmt: skip
OGRE = character("ogre", 2, 2, abilities=[{
    "trigger": "when_fielded", "optional": True,
    "effects": [PUT_AWAY, {"op": "cancel_die_effects", "target": "moved_die"}],
}])  # fmt: skip
ACTION = bac(COUNTERSTRIKE, 1)  # Chris's action die


def _game(where: str) -> Game:
    """Michele's first turn: Chris's action die is in his `where`; in the Field Zone it keeps
    a persistent "can't be blocked" on his Sidekick while it is there (as a Continuous die's
    would); its card started another until end of turn."""
    g = Game(teams=((("ogre", 2),), ((FOE, 2),)), cards=cards_with(OGRE))
    g.start()
    g.give(0, "p1:ogre:1")
    g.give(1, ACTION, to=where, face=0 if where != "prep" else None)
    keep = ev.EffectStarted("cant_be_blocked", "p2:sidekick:5", COUNTERSTRIKE, 1, "while:" + ACTION)
    other = ev.EffectStarted("cant_attack", "p2:sidekick:5", COUNTERSTRIKE, 1)
    g.state = evolve(g.state, other)
    if where == "field":
        g.state = evolve(g.state, keep)
    g.begin({"p1:ogre:1": 0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def _field_and_choose(g: Game) -> list[ev.Event]:
    events = g.field("p1:ogre:1")
    assert ACTION in g.pending.options
    return events + g.target(ACTION)


def test_a_die_put_away_from_the_field_zone_ends_what_it_kept_in_force() -> None:
    """DM-14.2, DM-22.3: the die leaves the Field Zone for its owner's Used Pile; the effect
    it kept ends at once; its card's "until end of turn" effect is the card's and stays."""
    g = _game("field")
    events = _field_and_choose(g)
    assert ACTION in g.zone(1, "used")
    assert ev.EffectEnded("cant_be_blocked", "p2:sidekick:5", COUNTERSTRIKE) in events
    assert [x.effect for x in g.state.lasting] == ["cant_attack"]


def test_near_miss_a_die_from_the_reserve_pool_keeps_nothing() -> None:
    """Never used (DM-8.15: used from the Reserve Pool): putting it away ends nothing; its
    card's effect of an earlier use stays."""
    g = _game("reserve")
    events = _field_and_choose(g)
    assert ACTION in g.zone(1, "used")
    assert not of_type(events, ev.EffectEnded)
    assert [x.effect for x in g.state.lasting] == ["cant_attack"]
