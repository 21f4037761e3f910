"""Extra dice in the Clear and Draw Step (abilities/extra_draws.py; DM-6.3: extra draws
granted by cards happen now, one draw with the four): a static `extra_draw` on its card's
controller (`you`) or on every player (`all_players`), while the card is active and its
condition holds. Being unable to draw the extra die costs no life (DM-6.4 counts the four:
docs/rulings.md "Extra draws"). Cards and wording are our own."""

from __future__ import annotations

from games.engine import events as ev
from tests.engine.helpers import FIST, Game, c, cards_with, m, of_type, skip_turn
from tests.engine.keywords.common import FOE, character


def _seer(target: str = "you", condition: dict | None = None) -> dict:  # type: ignore[type-arg]
    static = {"trigger": "static", "text": "x", "while_active": "self",
              "effects": [{"op": "extra_draw", "amount": 1, "target": target}]}  # fmt: skip
    if condition is not None:
        static["condition"] = condition
    return character("seer", 1, 1, text=["x"], abilities=[static])


SEER = "p1:seer:1"


def at_draw(card: dict, active: bool = True) -> Game:  # type: ignore[type-arg]
    """Michele's second turn, about to draw: Sidekicks m5-m8 in her bag (m1-m3 in her Used
    Pile), her Seer die in her Field Zone unless `active` is False."""
    g = Game(teams=((("seer", 2),), ((FOE, 2),)), cards=cards_with(card))
    g.start()
    skip_turn(g, {m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    skip_turn(g, {c(1): FIST, c(2): FIST, c(3): FIST, c(4): FIST})
    assert (g.pending.kind, g.pending.player, g.pending.count) == ("draw", 0, 4)
    if active:
        g.give(0, SEER, to="field", face=0)
    return g


def test_one_die_more_after_the_four() -> None:
    g = at_draw(_seer())
    g.draw(m(5), m(6), m(7), m(8))
    assert (g.pending.kind, g.pending.count, g.pending.to) == ("draw", 1, "prep")
    g.draw(m(4))
    assert g.pending.kind == "roll" and len(g.pending.dice) == 5  # one draw (DM-6.3)


def test_not_active_no_extra_die() -> None:
    g = at_draw(_seer(), active=False)
    g.draw(m(5), m(6), m(7), m(8))
    assert g.pending.kind == "roll" and len(g.pending.dice) == 4


def test_a_condition_that_does_not_hold_gives_none() -> None:
    """ "If your opponent has more life than you": equal life, no extra die."""
    behind = {"kind": "life", "than_opponent": "less"}
    g = at_draw(_seer(condition=behind))
    g.draw(m(5), m(6), m(7), m(8))
    assert g.pending.kind == "roll"
    g = at_draw(_seer(condition=behind))
    g.hurt(0, 3)
    g.draw(m(5), m(6), m(7), m(8))
    assert (g.pending.kind, g.pending.count) == ("draw", 1)


def test_players_each_draw_one_more() -> None:
    """ "Players draw an extra die": Chris too, while Michele's card is active."""
    g = at_draw(_seer("all_players"))
    g.draw(m(5), m(6), m(7), m(8))
    g.draw(m(4))
    g.roll({d: FIST for d in g.pending.dice})
    g.reroll()
    g.pass_all()
    if g.pending.kind == "declare_attackers":
        g.attack()
    while g.pending.kind != "draw":
        g.pass_all()
    assert (g.pending.player, g.pending.count) == (1, 4)
    bag = sorted(g.zone(1, "bag"))
    g.draw(*bag[:4])
    assert (g.pending.kind, g.pending.player, g.pending.count) == ("draw", 1, 1)


def test_an_empty_bag_and_used_pile_cost_no_life_for_the_extra_die() -> None:
    """DM-6.4's life loss is for the four required dice only; the bag refills from the Used
    Pile first (DM-6.2)."""
    g = at_draw(_seer())
    g.arrange(0, "prep", [m(1), m(2), m(3), m(4)])  # nothing in the Used Pile
    events = g.draw(m(5), m(6), m(7), m(8))
    assert not of_type(events, ev.LifeLost) and g.pending.kind == "roll"
    g = at_draw(_seer())
    events = g.draw(m(5), m(6), m(7), m(8))
    assert of_type(events, ev.BagRefilled) and (g.pending.kind, g.pending.count) == ("draw", 1)
