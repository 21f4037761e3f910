"""A draw whose text says what follows (abilities/outcomes.py `after_draw`, Rolled.drawn):
"When fielded, draw a die. If it is a Sidekick, place it in your Used Pile. Otherwise, Prep
it." The draw is chance (DM-6.2); the die drawn stays in the bag while looked at, then goes
where the text says for what die it is ("otherwise, return it to your bag": it stays).
"Draw and roll a die. If it shows an energy face, ..." rolls it into the Reserve Pool
(DM-20.3) and the roll's outcome follows (DM-12.1). Cards and wording are our own."""

from __future__ import annotations

import pytest

from games.engine.loading import card_from_dict
from tests.engine.helpers import CHAR, FIST, Game, cards_with, m
from tests.engine.keywords.common import FOE, character

TO = {"op": "move_die", "target": "rolled_die"}
LOOK = (
    "When fielded, draw a die. If it is a Sidekick, place it in your Used Pile. Otherwise, Prep it."
)
PEEK = {
    "op": "draw", "amount": 1,
    "rolled": {"drawn": {"sidekick": True}, "effects": [{**TO, "zone": "used"}],
               "otherwise": [{**TO, "zone": "prep"}]},
}  # fmt: skip
ROLLER = (
    "When fielded, draw and roll a die. If it shows an energy face, Prep it. Otherwise, "
    "return it to your bag."
)
TOSS = {
    "op": "draw", "amount": 1,
    "rolled": {"face": "energy", "effects": [{**TO, "zone": "prep"}],
               "otherwise": [{**TO, "zone": "bag"}]},
}  # fmt: skip


def _card(line: str, effect: dict) -> dict:  # type: ignore[type-arg]
    return character(
        "seer", 2, 2, text=[line],
        abilities=[{"trigger": "when_fielded", "text": line, "effects": [effect]}],
    )  # fmt: skip


DIE, OTHER = "p1:seer:1", "p1:seer:2"


def fielded(effect: dict, line: str) -> Game:  # type: ignore[type-arg]
    """Michele fields a die of her card in her first Main Step; its other die is in her bag."""
    g = Game(teams=((("seer", 2),), ((FOE, 2),)), cards=cards_with(_card(line, effect)))
    g.start()
    g.give(0, DIE)
    g.begin({DIE: 0, m(1): FIST, m(2): FIST, m(3): CHAR}, oop=m(4))
    g.arrange(0, "bag", [OTHER])
    g.field(DIE)
    return g


def test_a_sidekick_drawn_goes_to_the_used_pile() -> None:
    g = fielded(PEEK, LOOK)
    assert (g.pending.kind, g.pending.count, g.pending.to) == ("draw", 1, "outcome")
    sidekick = next(d for d in sorted(g.zone(0, "bag")) if d != OTHER)
    g.draw(sidekick, to="outcome")
    assert sidekick in g.zone(0, "used") and not g.state.triggers


def test_otherwise_the_die_drawn_is_prepped() -> None:
    g = fielded(PEEK, LOOK)
    g.draw(OTHER, to="outcome")
    assert OTHER in g.zone(0, "prep") and OTHER not in g.zone(0, "bag")
    assert not g.state.triggers and g.pending.kind != "roll"  # not rolled: the text said


def test_draw_and_roll_energy_is_prepped() -> None:
    g = fielded(TOSS, ROLLER)
    sidekick = next(d for d in sorted(g.zone(0, "bag")) if d != OTHER)
    g.draw(sidekick, to="outcome")
    assert g.pending.kind == "roll" and g.pending.dice == (sidekick,)
    g.roll({sidekick: FIST})
    assert sidekick in g.zone(0, "prep") and not g.state.triggers


def test_draw_and_roll_otherwise_back_to_the_bag() -> None:
    g = fielded(TOSS, ROLLER)
    g.draw(OTHER, to="outcome")
    g.roll({OTHER: CHAR})
    assert OTHER in g.zone(0, "bag") and not g.state.triggers


def test_a_drawn_die_is_said_by_filters_of_a_draw_only() -> None:
    drawn = {"drawn": {"sidekick": True}, "effects": [{**TO, "zone": "used"}]}
    bad = {"op": "reroll", "target": "target_die", "rolled": drawn}
    with pytest.raises(ValueError, match="draw's die"):
        card_from_dict(_card("x", bad))
    unknown = {**PEEK, "rolled": {**PEEK["rolled"], "drawn": {"colour": "red"}}}
    with pytest.raises(ValueError, match="unknown filter"):
        card_from_dict(_card("x", unknown))
