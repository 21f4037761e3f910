"""A die that goes somewhere else than the Used Pile (abilities/used_instead.py, effect
`used_pile_to`; DM-12.1: card text beats the rule that moves it): an unblocked attacker
after its damage (DM-9.8), an action die at the end of the turn (DM-8.14, DM-10.4), a die
just purchased (DM-8.5). Cards are our own."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.targets import ACCEPT, DECLINE
from games.engine.loading import card_execution
from tests.engine.helpers import ACTION0, FIST, MADELYNE, Game, bac, cards_with, m
from tests.engine.keywords.common import at_attack, character

RUNNER = character("runner", 2, 2, abilities=[{
    "trigger": "when_unblocked", "optional": True,
    "effects": [{"op": "used_pile_to", "zone": "prep", "target": "this_die"}],
}])  # fmt: skip
COMEBACK = character("comeback", 2, 2, abilities=[{
    "trigger": "static",
    "effects": [{"op": "used_pile_to", "zone": "prep", "target": "this_card",
                 "duration": "static", "filters": {"damaged_a_player": True}}],
}])  # fmt: skip
HOARDER = character("hoarder", 1, 1, abilities=[{
    "trigger": "when_you_use_an_action_die", "optional": True,
    "effects": [{"op": "used_pile_to", "zone": "bag", "target": "used_action_die"}],
}])  # fmt: skip
GIFT = {
    "id": "gift", "name": "Gift", "kind": "basic_action", "cost": 1,
    "abilities": [{"trigger": "action",
                   "effects": [{"op": "gain_life", "amount": 1, "target": "you"}]}],
}  # fmt: skip
ACTION = bac("gift", 1)
RUNNER_DIE, COMEBACK_DIE, HOARDER_DIE = "p1:runner:1", "p1:comeback:1", "p1:hoarder:1"


def test_cards_are_executed() -> None:
    for card in (RUNNER, COMEBACK, HOARDER):
        assert card_execution(card).executed, card["id"]


def test_an_unblocked_attacker_goes_to_the_prep_area_after_its_damage() -> None:
    """DM-9.8: an unblocked attacker deals its damage, then leaves the Attack Zone: to the
    Prep Area instead of Out of Play (the Used Pile's place this turn)."""
    g = at_attack(RUNNER)
    g.attack(RUNNER_DIE)
    g.block()
    g.target(ACCEPT)
    events = g.pass_all()
    assert ev.PlayerDamaged(1, 2, RUNNER_DIE, True) in events
    assert ev.DiceMoved(0, (RUNNER_DIE,), "prep", "runner") in events
    assert RUNNER_DIE in g.zone(0, "prep")


def test_near_miss_declined_it_goes_out_of_play() -> None:
    g = at_attack(RUNNER)
    g.attack(RUNNER_DIE)
    g.block()
    g.target(DECLINE)
    events = g.pass_all()
    assert ev.DiceMoved(0, (RUNNER_DIE,), "oop", "unblocked") in events
    assert RUNNER_DIE in g.zone(0, "used")  # at the end of the turn (DM-10.4)


def test_near_miss_a_blocked_attacker_is_not_asked() -> None:
    """DM-9.4: blocked, it is no unblocked attacker: nothing triggers, it survives."""
    g = at_attack(RUNNER)
    g.attack(RUNNER_DIE)
    g.block(("p2:sidekick:5", RUNNER_DIE))
    assert g.pending.kind == "priority"
    g.pass_all()
    assert RUNNER_DIE not in g.zone(0, "prep")


def test_a_static_sends_a_die_that_damaged_the_opponent_to_the_prep_area() -> None:
    g = at_attack(COMEBACK)
    g.attack(COMEBACK_DIE)
    g.block()
    events = g.pass_all()
    assert ev.DiceMoved(0, (COMEBACK_DIE,), "prep", "comeback") in events


def test_near_miss_the_static_needs_damage_dealt_to_a_player() -> None:
    """A die with 0 A deals no damage (DM-9.8): it goes Out of Play as usual."""
    weak = {**COMEBACK, "faces": [
        {**f, "attack": 0} if f["kind"] == "character" else f for f in COMEBACK["faces"]
    ]}  # fmt: skip
    g = at_attack(weak)
    g.attack(COMEBACK_DIE)
    g.block()
    events = g.pass_all()
    assert ev.DiceMoved(0, (COMEBACK_DIE,), "oop", "unblocked") in events


def _hoarder_used() -> Game:
    g = Game(
        teams=((("hoarder", 1),), ((MADELYNE, 1),)),
        bacs=(("gift",), ("counterstrike",)),
        cards=cards_with(HOARDER, GIFT),
    )
    g.start()
    g.give(0, HOARDER_DIE, to="field", face=0)
    g.give(0, ACTION)
    g.begin({ACTION: ACTION0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.do(A.UseActionDie(player=0, die=ACTION))
    g.order_triggers()
    return g


def _end_turn(g: Game) -> None:
    g.pass_all()
    if g.pending.kind == "declare_attackers":
        g.attack()


def _answer(g: Game, answer: str) -> None:
    """The Hoarder's "you may" answered; any other choice: its first option."""
    while g.pending.kind in ("choose_target", "order_triggers"):
        if g.pending.kind == "order_triggers":
            g.order_triggers()
        elif answer in g.pending.options:
            g.target(answer)
        else:
            g.target(g.pending.options[0])


def test_a_used_action_die_goes_to_the_bag_at_the_end_of_the_turn() -> None:
    """DM-8.14: Out of Play while the turn lasts; DM-10.4 would send it to the Used Pile at
    the end of the turn: to the bag instead."""
    g = _hoarder_used()
    _answer(g, ACCEPT)
    assert ACTION in g.zone(0, "oop")
    _end_turn(g)
    assert ACTION in g.zone(0, "bag")
    assert m(4) in g.zone(0, "used")  # the first turn's Out of Play die: as usual


def test_near_miss_declined_the_action_die_goes_to_the_used_pile() -> None:
    g = _hoarder_used()
    _answer(g, DECLINE)
    _end_turn(g)
    assert ACTION in g.zone(0, "used")


def test_the_mark_ends_as_the_next_turn_begins() -> None:
    g = _hoarder_used()
    _answer(g, ACCEPT)
    _end_turn(g)
    assert g.pending.kind == "draw"  # Chris's turn begins: the mark has ended
    assert not any(x.effect == "used_pile_to" for x in g.state.lasting)


CHARGER = character("charger", 2, 2, abilities=[{
    "trigger": "when_attacks",
    "effects": [{"op": "used_pile_to", "zone": "bag", "target": "this_die",
                 "by_filters": {"damaged_a_player": True}}],
}])  # fmt: skip


def test_a_mark_that_needs_damage_to_a_player() -> None:
    """ once it has hurt the opposing player in combat, the bag takes it in place of the
    Used Pile: an unblocked attacker that dealt its damage (DM-9.8) goes to the bag."""
    g = at_attack(CHARGER)
    g.attack("p1:charger:1")
    g.block()
    events = g.pass_all()
    assert ev.DiceMoved(0, ("p1:charger:1",), "bag", "charger") in events


def test_near_miss_the_mark_without_damage_to_a_player() -> None:
    """Blocked and KO'd (DM-9.11), it dealt no damage to a player: the KO sends it to the
    Prep Area as usual, and a mark on a KO'd die ends (DM-14.2)."""
    g = at_attack(CHARGER)
    g.attack("p1:charger:1")
    g.block(("p2:sidekick:5", "p1:charger:1"))
    g.pass_all()
    assert "p1:charger:1" not in g.zone(0, "bag")
    assert not any(x.effect == "used_pile_to" for x in g.state.lasting)


BUYER = character("buyer", 1, 1, abilities=[{
    "trigger": "when_you_purchase",
    "effects": [{"op": "used_pile_to", "zone": "bag", "target": "that_die"}],
}])  # fmt: skip


def test_a_die_just_purchased_goes_from_the_used_pile_to_the_bag() -> None:
    """DM-8.5 puts a bought die into the Used Pile; the ability that replaces that move
    resolves after it, so it moves the die on (docs/rulings.md)."""
    g = Game(teams=((("buyer", 2),), ((MADELYNE, 1),)), cards=cards_with(BUYER))
    g.start()
    g.give(0, "p1:buyer:1", to="field", face=0)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    events = g.buy("buyer", (m(1), "fist"))
    events += g.order_triggers()
    assert ev.DiceMoved(0, ("p1:buyer:2",), "bag", "buyer") in events
    assert "p1:buyer:2" in g.zone(0, "bag")
