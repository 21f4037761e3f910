""" "Once per turn, you may KO one of your character dice to give this die +3A" (a window
ability with `first_time_each_turn`: once per card and turn, DM-15.5, used whenever a Global
could be, DM-8.18, its cost paid first, DM-12.2) and "the next die you purchase costs 2
less" with no "this turn" (reduce_next_cost with duration `until_used`: past Cleanup, until
that die is bought, DM-8.7). Our own wording."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine.abilities.costs import purchase_cost
from games.engine.flow.choices import choices
from games.engine.model.state import Zone
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, m
from tests.engine.keywords.common import FOE, character

TITAN = character(
    "titan", 3, 3,
    abilities=[{"trigger": "global_window", "first_time_each_turn": True,
                "text": "Once per turn, you may KO one of your character dice to give this "
                        "die +3A.",
                "costs": [{"op": "ko", "target": "choose_your_die"}],
                "effects": [{"op": "modify_attack", "amount": 3, "target": "this_die"}]}],
)  # fmt: skip
BARGAIN = {
    "id": "bargain", "name": "bargain", "kind": "basic_action", "cost": 1,
    "abilities": [{"trigger": "action", "text": "Gain 1 life.",
                   "effects": [{"op": "gain_life", "amount": 1, "target": "you"}]}],
    "globals": [{"cost": 0, "text": "Global: Pay 0. The next die you buy costs 2 less.",
                 "effects": [{"op": "reduce_next_cost", "amount": 2, "target": "you",
                              "duration": "until_used"}]}],
}  # fmt: skip
TITAN_DIE = "p1:titan:1"


def game() -> Game:
    """Michele's first turn, Main Step: Titan at level 1 and Sidekicks m1 (fielded), c5
    (Chris's) in the Field Zones; m2, m3 fist energy in her Reserve Pool."""
    g = Game(
        teams=((("titan", 2), (FOE, 2)), ((FOE, 2),)),
        bacs=(("bargain",), ("counterstrike",)),
        cards=cards_with(TITAN, BARGAIN),
    )
    g.start()
    g.give(0, TITAN_DIE, to="field", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    g.field(m(1))
    return g


def test_the_window_ability_is_used_once_per_turn() -> None:
    g = game()
    g.arrange(0, "field", [m(2)], face=CHAR)  # a second Sidekick to pay with
    assert [a.ability for a in choices(g.state, 0).abilities] == [0]
    g.do(A.UseAbility(player=0, die=TITAN_DIE, ability=0, cost_target=m(1)))
    while g.pending.kind != "priority":
        g.do(A.ChooseTrigger(player=0, index=0))
    assert m(1) in g.zone(0, "prep")
    assert not choices(g.state, 0).abilities  # DM-15.5: not offered again this turn
    g.refuse(A.UseAbility(player=0, die=TITAN_DIE, ability=0, cost_target=m(2)), E.GLOBAL_LIMIT)


def test_a_next_die_reduction_with_no_this_turn_outlasts_cleanup() -> None:
    """Used and not spent this turn, it outlasts Cleanup (DM-14.2 ends only what lasts "this
    turn"): it waits for the next die she buys (abilities/costs.used_up)."""
    g = game()
    card = g.state.cards[FOE]
    die = next(
        d for d in g.state.dice.values()
        if d.card == FOE and d.zone is Zone.SUPPLY and d.id.startswith("p1:")
    )  # fmt: skip
    before = purchase_cost(g.state, 0, card, die)
    g.use_global("bargain")
    assert purchase_cost(g.state, 0, card, die) == max(1, before - 2)
    # Michele's turn ends (Cleanup, DM-14.2): the reduction stays
    while g.state.active == 0:
        g.pass_() if g.pending.kind == "priority" else g.attack()
    assert any(x.effect == "reduce_next_cost" for x in g.state.lasting)
