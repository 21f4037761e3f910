"""Dice drawn and dice rolled as occasions (abilities/dice_occasions.py): "whenever your
opponent draws (one or more Sidekick) dice" is one trigger per draw (DM-6.2; DM-6.3: the
whole Clear and Draw Step is one draw, the first turn's Out of Play die too, DM-6.5), its
filters met by any die drawn; "whenever you roll a die on a double energy face" / "...
roll (bolt)(mask)" is each die of yours as its roll counts (DM-2.6, DM-7.5: at the end of
the Roll and Reroll Step), while the card is active (DM-18.1). Our own cards and wording."""

from __future__ import annotations

from typing import Any

from games.engine import events as ev
from tests.engine.helpers import (
    CHAR,
    FIST,
    MASK,
    TEAMS,
    Game,
    cards_with,
    m,
    make_card,
    of_type,
)

GAIN = [{"op": "gain_life", "amount": 1, "target": "you"}]


def _card(card_id: str, trigger: str, **filters: Any) -> dict[str, Any]:
    ability: dict[str, Any] = {"trigger": trigger, "while_active": "self", "effects": GAIN}
    if filters:
        ability["trigger_filters"] = filters
    return make_card(card_id, abilities=[ability])


WATCHER = _card("watcher", "when_opponent_draws")
PICKY = _card("picky", "when_opponent_draws", sidekick=False)  # only a non-Sidekick die
SELF_DRAW = _card("self-draw", "when_you_draw")
DOUBLE = _card("double", "when_you_roll", double_energy=True)
TWIN = _card("twin", "when_you_roll", symbols="bolt mask")


def _game(card: dict[str, Any]) -> Game:
    """Both players have two dice of `card`; Chris's first die is in his Field Zone."""
    g = Game(
        teams=(((card["id"], 2), *TEAMS[0][:1]), ((card["id"], 2), *TEAMS[1][:1])),
        cards=cards_with(card),
    )
    g.start()
    g.give(1, f"p2:{card['id']}:1", to="field", face=0)
    g.hurt(1, 5)  # (room for life to be gained)
    g.hurt(0, 5)
    return g


def gains(events: list[ev.Event], player: int = 1) -> int:
    return sum(e.amount for e in of_type(events, ev.LifeGained) if e.player == player)


def test_an_opponent_s_clear_and_draw_is_one_draw() -> None:
    """DM-6.2/6.3/6.5: Michele draws three dice, then her fourth Out of Play: one draw, so
    Chris's watcher gains him 1 life once, as the draw is reported; her own draw does not
    trigger a "when you draw" of Chris's (self-draw: his own draws only)."""
    g = _game(WATCHER)
    events = g.draw(m(1), m(2), m(3))
    events += g.draw(m(4), to="oop")
    assert gains(events) == 1
    g = _game(SELF_DRAW)
    events = g.draw(m(1), m(2), m(3)) + g.draw(m(4), to="oop")
    assert gains(events) == 0


def test_the_filters_test_the_dice_drawn() -> None:
    """ "Whenever your opponent draws one or more non-Sidekick dice": a draw of Sidekicks
    only does not trigger it; one with her character die does (once)."""
    g = _game(PICKY)
    assert gains(g.draw(m(1), m(2), m(3)) + g.draw(m(4), to="oop")) == 0
    g = _game(PICKY)
    g.give(0, "p1:picky:2", to="bag")
    assert gains(g.draw(m(1), "p1:picky:2", m(3)) + g.draw(m(4), to="oop")) == 1


def test_an_inactive_card_hears_no_draw() -> None:
    """DM-18.1: with no die of it in Chris's Field Zone, his watcher does nothing."""
    g = _game(WATCHER)
    g.arrange(1, "used", ["p2:watcher:1"])
    assert gains(g.draw(m(1), m(2), m(3)) + g.draw(m(4), to="oop")) == 0


def _roll_game(card: dict[str, Any]) -> Game:
    """Michele's first turn: her first die of `card` is in her Field Zone, the second in
    her Prep Area with two Sidekicks."""
    g = _game(card)
    g.give(0, f"p1:{card['id']}:1", to="field", face=0)
    g.give(0, f"p1:{card['id']}:2", to="prep")
    g.draw(m(1), m(2), m(3))
    g.draw(m(4), to="oop")
    return g


def test_a_die_rolled_on_a_double_energy_face_counts_at_the_step_s_end() -> None:
    """DM-2.6/7.5: her double die lands on (bolt)(mask) (face 5): nothing yet; she keeps it
    (no reroll): the roll counts and she gains 1 life. Sidekick faces are single symbols."""
    g = _roll_game(DOUBLE)
    events = g.roll({"p1:double:2": 5, m(1): FIST, m(2): MASK, m(3): CHAR})
    assert gains(events, 0) == 0
    assert gains(g.reroll(), 0) == 1


def test_a_reroll_away_from_the_face_does_not_count() -> None:
    """ "... and do not reroll": rerolled to a single symbol, it no longer shows the face as
    the step ends; the exact symbols (bolt)(mask) are what `symbols` asks."""
    g = _roll_game(TWIN)
    g.roll({"p1:twin:2": 5, m(1): FIST, m(2): MASK, m(3): CHAR})
    g.reroll("p1:twin:2")
    assert gains(g.roll({"p1:twin:2": 3}), 0) == 0
    g = _roll_game(TWIN)
    g.roll({"p1:twin:2": 5, m(1): FIST, m(2): MASK, m(3): CHAR})
    assert gains(g.reroll(), 0) == 1
