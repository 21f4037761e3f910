"""Immortal (003:L649): "When a Superstar die with Immortal would go to the Used Pile (except
when it is purchased, swapped, or sent as energy), instead add that Superstar die to its
owner's bag." Hook: used_pile, asked by every move to the Used Pile or to Out of Play in its
place (000:L184): clearing the Reserve Pool (DM-6.1), unfielded characters (DM-8.11),
unblocked attackers (DM-9.8), effects; not spending (DM-8.3) nor purchasing (DM-8.5)."""

from __future__ import annotations

from cards.catalog import raw_cards
from games.engine import actions as A
from games.engine import events as ev
from games.engine.loading import card_execution
from tests.engine.helpers import ACTION0, CHAR, FIST, Game, c, cards_with, m, skip_turn
from tests.engine.keywords.common import FOE, at_attack, boost, character

WARDEN = character("warden", 2, 2, keywords=["immortal"], energy_types=["fist"])
BANISH = {
    "id": "banish",
    "name": "Banish",
    "kind": "basic_action",
    "cost": 1,
    "abilities": [
        {
            "trigger": "action",
            "effects": [{"op": "move_die", "target": "target_die", "zone": "used"}],
        }
    ],
}
DIE = "p1:warden:1"
ENERGY = 3  # a fist face of `character`


def at_main() -> Game:
    g = Game(
        teams=((("warden", 4),), ((FOE, 2),)),
        bacs=(("banish",), ("counterstrike",)),
        cards=cards_with(WARDEN, BANISH),
    )
    g.start()
    return g


def test_an_unblocked_attacker_goes_to_the_bag_not_out_of_play() -> None:
    """DM-9.8 sends it Out of Play, in place of the Used Pile (000:L186): the bag instead.
    Its damage is dealt all the same."""
    g = at_attack(WARDEN)
    g.attack(DIE)
    g.block()
    events = g.pass_all()
    assert ev.PlayerDamaged(1, 2, DIE, True) in events
    assert ev.DiceMoved(0, (DIE,), "bag", "immortal") in events
    assert DIE in g.zone(0, "bag") and DIE not in g.zone(0, "oop")


def test_a_die_left_in_the_reserve_pool_goes_to_the_bag_when_it_is_cleared() -> None:
    """DM-6.1: Sidekicks go to the Used Pile, the Immortal die to the bag."""
    g = at_main()
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, DIE, to="reserve", face=ENERGY)
    g.pass_all()
    skip_turn(g, {c(1): FIST, c(2): FIST, c(3): FIST, c(4): FIST})
    cleared = [e for e in g.events if isinstance(e, ev.DiceMoved) and e.player == 0][-2:]
    assert ev.DiceMoved(0, (DIE,), "bag", "immortal") in cleared
    assert DIE in g.zone(0, "bag") and m(1) in g.zone(0, "used")


def test_an_unfielded_character_goes_to_the_bag() -> None:
    """DM-8.11: character dice not fielded go to the Used Pile at the end of the Main Step."""
    g = at_main()
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, DIE, to="reserve", face=CHAR)
    events = g.pass_all()
    assert ev.DiceMoved(0, (DIE,), "bag", "immortal") in events


def test_spent_as_energy_it_goes_out_of_play_and_to_the_used_pile() -> None:
    """ "Except when ... sent as energy": spending is no move to the Used Pile it replaces,
    and Out of Play to the Used Pile at the end of the turn (DM-10.4) is not asked again."""
    g = at_main()
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, DIE, to="reserve", face=ENERGY)
    g.buy("warden", (DIE, "fist"))
    assert DIE in g.zone(0, "oop")
    g.pass_all()
    assert DIE in g.zone(0, "used")


def test_a_purchased_die_goes_to_the_used_pile() -> None:
    g = at_main()
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    events = g.buy("warden", (m(1), "fist"))
    bought = next(e.die for e in events if isinstance(e, ev.DiePurchased))
    assert bought in g.zone(0, "used")


def test_an_effect_that_sends_it_to_the_used_pile_sends_it_to_the_bag() -> None:
    g = at_main()
    g.give(0, "bac:banish:1")
    g.begin({"bac:banish:1": ACTION0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, DIE, to="field", face=CHAR)
    g.do(A.UseActionDie(player=0, die="bac:banish:1"))
    events = g.target(DIE)
    assert ev.DiceMoved(0, (DIE,), "bag", "immortal") in events and DIE in g.zone(0, "bag")


def test_a_kod_die_goes_to_the_prep_area_as_usual() -> None:
    g = at_attack(WARDEN)
    g.attack(DIE)
    g.block((c(5), DIE))
    boost(g, c(5), attack=5)
    g.pass_all()
    assert DIE in g.zone(0, "prep")


def test_the_ocr_card_with_immortal_is_executed() -> None:
    assert card_execution(raw_cards()["22ocr"]).executed
