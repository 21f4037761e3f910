"""Effects whose outcome is chance: draw, reroll and prep from the bag. The outcome is the
next decision, recorded like every draw and roll (from the seed online, reported on paper)."""

import pytest

from games.engine import actions as A
from games.engine import events as ev
from games.engine.loading import card_from_dict
from tests.engine.helpers import (
    BOLT,
    CHAR,
    FIST,
    MADELYNE,
    Game,
    bac,
    cards_with,
    die,
    m,
    make_card,
    of_type,
)

REROLL_ACTION = make_card(
    "shake-up",
    kind="basic_action",
    cost=1,
    abilities=[
        {
            "trigger": "action",
            "text": "Reroll target opposing character die.",
            "effects": [{"op": "reroll", "target": "target_opposing_die"}],
        }
    ],
)
DRAW_ACTION = make_card(
    "lucky-draw",
    kind="basic_action",
    cost=1,
    abilities=[
        {
            "trigger": "action",
            "text": "Draw a die.",
            "effects": [{"op": "draw", "amount": 1}],
        }
    ],
)
PREP_ACTION = make_card(
    "reinforce",
    kind="basic_action",
    cost=1,
    abilities=[
        {
            "trigger": "action",
            "text": "Prep 2 dice from your bag.",
            "effects": [{"op": "prep", "amount": 2, "zone": "bag"}],
        }
    ],
)


def _at_main_with(card: dict, opponent_field: bool = False) -> Game:
    g = Game(bacs=((card["id"],), ("counterstrike",)), cards=cards_with(card))
    g.start()
    if opponent_field:
        g.give(1, die(1, MADELYNE, 1), to="field", face=CHAR)
    g.give(0, bac(card["id"], 1))
    g.begin({bac(card["id"], 1): 0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def test_a_rerolled_field_die_that_lands_on_energy_moves_to_the_reserve_pool() -> None:
    """DM-22.1: a rerolled die stays where it is unless its face cannot be there; energy in
    the Field Zone goes to the Reserve Pool. The roll is reported like any roll."""
    g = _at_main_with(REROLL_ACTION, opponent_field=True)
    target = die(1, MADELYNE, 1)
    g.do(A.UseActionDie(player=0, die=bac("shake-up", 1)))
    g.target(target)
    assert (g.pending.kind, g.pending.dice) == ("roll", (target,))
    events = g.roll({target: 3})  # an energy face of Madelyne Pryor
    assert ev.DiceMoved(1, (target,), "reserve", "rerolled") in events
    assert target in g.zone(1, "reserve")


def test_a_rerolled_field_die_that_lands_on_a_character_face_stays_in_the_field() -> None:
    """DM-22.2: rerolled to another character face, it never left the Field Zone."""
    g = _at_main_with(REROLL_ACTION, opponent_field=True)
    target = die(1, MADELYNE, 1)
    g.do(A.UseActionDie(player=0, die=bac("shake-up", 1)))
    g.target(target)
    events = g.roll({target: 1})  # level 2
    assert not of_type(events, ev.DiceMoved)
    assert target in g.zone(1, "field") and g.face(target) == 1


def test_a_drawn_die_is_rolled_once_into_the_reserve_pool() -> None:
    """DM-20.3: "draw a die" with no destination: roll it once into the Reserve Pool. The
    effect's draw does not count against the turn's draw (DM-6.3)."""
    g = _at_main_with(DRAW_ACTION)
    g.do(A.UseActionDie(player=0, die=bac("lucky-draw", 1)))
    assert (g.pending.kind, g.pending.count, g.pending.to) == ("draw", 1, "reserve")
    g.draw(m(5), to="reserve")
    assert (g.pending.kind, g.pending.dice) == ("roll", (m(5),))
    g.roll({m(5): BOLT})
    assert m(5) in g.zone(0, "reserve") and g.face(m(5)) == BOLT
    assert g.pending.kind == "priority"


def test_a_reported_draw_must_come_from_the_bag() -> None:
    """A die that is not in the bag cannot be drawn, by an effect either (DM-6.2)."""
    g = _at_main_with(DRAW_ACTION)
    g.do(A.UseActionDie(player=0, die=bac("lucky-draw", 1)))
    g.refuse(A.ReportDraw(player=0, dice=(m(1),), to="reserve"), "random/die_not_in_bag")


def test_prep_from_the_bag_draws_at_random_into_the_prep_area() -> None:
    """Prep: "If this is from your bag, randomly draw one and place it in your Prep Area"
    (000:L799); two are asked for, two are drawn."""
    g = _at_main_with(PREP_ACTION)
    g.do(A.UseActionDie(player=0, die=bac("reinforce", 1)))
    assert (g.pending.kind, g.pending.count, g.pending.to) == ("draw", 2, "prep")
    g.draw(m(5), m(6), to="prep")
    assert {m(5), m(6)} <= g.zone(0, "prep")


def test_an_effect_of_chance_must_be_the_last_effect_of_an_ability() -> None:
    """Its outcome is the next decision, so nothing may wait behind it (docs/rulings.md)."""
    bad = make_card(
        "bad",
        kind="basic_action",
        abilities=[
            {
                "trigger": "action",
                "effects": [{"op": "reroll", "target": "target_die"}, {"op": "ko"}],
            }
        ],
    )
    with pytest.raises(ValueError, match="last effect"):
        card_from_dict(bad)


def test_an_unknown_effect_or_target_is_refused_when_the_card_is_loaded() -> None:
    """Card abilities use the closed set of primitives and targets (effects.py)."""
    for effect in ({"op": "explode"}, {"op": "ko", "target": "everyone"}):
        bad = make_card(
            "bad", kind="basic_action", abilities=[{"trigger": "action", "effects": [effect]}]
        )
        with pytest.raises(ValueError, match="unknown effect"):
            card_from_dict(bad)


def test_the_record_of_a_draw_into_the_reserve_pool_is_valid_by_the_schema() -> None:
    """Issue 9 item 17: the published schema allowed only Prep Area or Out of Play as where
    drawn dice go, so `replay` (which checks the schema first) refused a legal log with an
    effect's draw (DM-20.3) as unreadable. Schema and engine agree."""
    import jsonschema

    from games.engine.log.codec import to_records
    from games.engine.log.schema import load_schema

    g = _at_main_with(DRAW_ACTION)
    g.do(A.UseActionDie(player=0, die=bac("lucky-draw", 1)))
    g.draw(m(5), to="reserve")
    records = to_records(g.events)
    drawn = [r for r in records if r["type"] == "DiceDrawn" and r["to"] == "reserve"]
    assert drawn
    validator = jsonschema.Draft202012Validator(load_schema())
    for record in records:
        assert validator.is_valid(record), list(validator.iter_errors(record))
