"""The end of a Roll and Reroll Step as an occasion (abilities/roll_step_end.py): announced
once per step as the rolled dice reach the Reserve Pool (DM-7.3), resolved before the Main
Step; its player's cards hear it (`end_of_your_roll_step`, while active, DM-18.1; the
`_inactive` one whether or not), their opponents' too (`end_of_opponents_roll_step`).
What the step rolled is counted as it resolves (DM-2.6, DM-7.5): this card's dice in the
Reserve Pool on an energy face. Our own cards and wording."""

from __future__ import annotations

from typing import Any

from games.engine import events as ev
from tests.engine.helpers import CHAR, FIST, MASK, TEAMS, Game, cards_with, m, make_card, of_type

ENERGY = 2  # make_card's first energy face


def _tally(trigger: str) -> dict[str, Any]:
    """Gain 1 life for each die of this card in your Reserve Pool showing energy."""
    return make_card(
        "tally",
        abilities=[{"trigger": trigger,
                    "effects": [{"op": "gain_life", "amount": 1, "target": "you",
                                 "per": "dice_in_your_reserve_pool",
                                 "per_filters": {"card": "tally", "face": "energy"}}]}],
    )  # fmt: skip


def _game(trigger: str, field: tuple[int, ...] = ()) -> tuple[Game, list[ev.Event]]:
    """Michele's first turn: both teams have tally; Chris has a tally die showing energy in
    his Reserve Pool (kept from his last turn, DM-10.2) and, for each seat in `field`, that
    player has a tally die in the Field Zone. Michele rolls two tally dice (one to energy, one
    to a character face) and three Sidekicks, rerolls none."""
    g = Game(
        teams=(((("tally", 4),) + TEAMS[0])[:2], ((("tally", 4),) + TEAMS[1])[:2]),
        cards=cards_with(_tally(trigger)),
    )
    g.start()
    g.give(1, "p2:tally:1", to="reserve", face=ENERGY)
    for seat in field:
        g.give(seat, f"p{seat + 1}:tally:4", to="field", face=CHAR)
    for seat in (0, 1):
        g.hurt(seat, 5)  # (life gained above the starting total is lost)
    g.give(0, "p1:tally:1")
    g.give(0, "p1:tally:2")
    g.draw(m(1), m(2), m(3))
    g.draw(m(4), to="oop")
    events = g.roll(
        {"p1:tally:1": ENERGY, "p1:tally:2": CHAR, m(1): FIST, m(2): FIST, m(3): MASK}
    )
    events += g.reroll()
    return g, events


def gains(events: list[ev.Event]) -> list[tuple[int, int]]:
    return [(e.player, e.amount) for e in of_type(events, ev.LifeGained)]


def test_at_the_end_of_your_step_even_inactive_counts_what_you_rolled() -> None:
    """DM-7.3/7.5: Michele's step ends with her two tally dice in her Reserve Pool, one on an
    energy face: 1 life, before the Main Step begins, though no tally die of hers is in the
    Field Zone. Chris's card does not trigger on her step; his own energy tally die is not
    hers to count."""
    g, events = _game("end_of_your_roll_step_inactive")
    assert gains(events) == [(0, 1)]
    assert g.state.step.value == "main"


def test_while_active_it_needs_a_die_in_the_field_zone() -> None:
    """DM-18.1: the same ability while active: with no tally die of Michele's in the Field
    Zone nothing triggers; with one it does."""
    _, events = _game("end_of_your_roll_step")
    assert gains(events) == []
    _, events = _game("end_of_your_roll_step", field=(0,))
    assert gains(events) == [(0, 1)]


def test_an_opponents_step_end_is_heard_by_the_other_side() -> None:
    """Chris's active card hears the end of Michele's step: he counts his own Reserve Pool
    (his energy tally die: 1 life); Michele's active card does not hear her own step's end."""
    _, events = _game("end_of_opponents_roll_step", field=(0, 1))
    assert gains(events) == [(1, 1)]


def test_the_reroll_is_part_of_the_step() -> None:
    """DM-7.2: nothing triggers between the first roll and the reroll; the count is of the
    faces after the reroll (the step's end, DM-2.6)."""
    g = Game(
        teams=(((("tally", 4),) + TEAMS[0])[:2], TEAMS[1]),
        cards=cards_with(_tally("end_of_your_roll_step_inactive")),
    )
    g.start()
    g.hurt(0, 5)
    g.give(0, "p1:tally:1")
    g.draw(m(1), m(2), m(3))
    g.draw(m(4), to="oop")
    events = g.roll({"p1:tally:1": CHAR, m(1): FIST, m(2): MASK, m(3): MASK})
    assert gains(events) == [] and g.pending.kind == "reroll"
    g.reroll("p1:tally:1")
    assert gains(g.roll({"p1:tally:1": ENERGY})) == [(0, 1)]
