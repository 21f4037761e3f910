"""A die of a creature type fielded by either player (constructs/creature_fielded.py: the
engine's `when_you_field` and `when_opponent_fields`, one ability, DM-15.6, filtered by
`creature_type`, abilities/creature_types.py): fielding (DM-8.12) triggers it while the
card is active (DM-18.1). Our own cards and wording."""

from __future__ import annotations

from games.engine import events as ev
from tests.engine.helpers import FIST, Game, cards_with, m, make_card, of_type

DRUID = make_card("druid", abilities=[{
    "trigger": "when_you_field", "also": ["when_opponent_fields"], "while_active": "self",
    "trigger_filters": {"creature_type": "dragon"},
    "effects": [{"op": "gain_life", "amount": 1, "target": "you"}]}])  # fmt: skip
WYRM = make_card("wyrm", subtitle="Ember Dragon")
NEWT = make_card("newt", subtitle="Ember Newt")


def _fielding(die_id: str) -> list[ev.Event]:
    """Michele's first turn, Main Step: she fields `die_id` (level 1, cost 0) while Chris's
    druid is in his Field Zone."""
    g = Game(teams=((("wyrm", 2), ("newt", 2)), (("druid", 2),)),
             cards=cards_with(DRUID, WYRM, NEWT))  # fmt: skip
    g.start()
    g.give(1, "p2:druid:1", to="field", face=0)
    g.hurt(1, 5)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, die_id, to="reserve", face=0)
    return g.field(die_id)


def test_an_opponent_s_dragon_fielded_triggers_it() -> None:
    events = _fielding("p1:wyrm:1")
    assert sum(e.amount for e in of_type(events, ev.LifeGained) if e.player == 1) == 1


def test_another_creature_does_not() -> None:
    assert not of_type(_fielding("p1:newt:1"), ev.LifeGained)
