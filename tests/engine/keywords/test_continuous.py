"""Continuous (000:L773, 002:L757, 003:L633): "Actions with Continuous are 'used' when they
move from the Reserve Pool to the Field Zone, and they can stay there past the end of the
turn." What they do there is their static ability (DM-14.3: "Action Dice with static effects
will nearly always have the Continuous keyword"). Hook: action_die_destination."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.stats import stats
from games.engine.abilities.targets import targets_for
from tests.engine.helpers import ACTION0, CHAR, FIST, MASK, Game, c, cards_with, m, skip_turn
from tests.engine.keywords.common import FOE

GUARD = {"op": "modify_defense", "amount": 1, "target": "all_your_characters"}
BARRICADE = {
    "id": "barricade",
    "name": "Barricade",
    "kind": "action",
    "cost": 1,
    "keywords": ["continuous"],
    "faces": [
        {"kind": "action"},
        {"kind": "action", "bursts": 1},
        {"kind": "action", "bursts": 2},
        {"kind": "energy", "symbols": ["shield"]},
        {"kind": "energy", "symbols": ["shield"]},
        {"kind": "energy", "symbols": ["shield", "shield"]},
    ],
    "abilities": [{"trigger": "static", "text": "Your characters get +1D.", "effects": [GUARD]}],
}
DIE = "p1:barricade:1"


def used(**options: object) -> tuple[Game, list[ev.Event]]:
    """Michele uses her Continuous action die in her first Main Step (m2 fielded)."""
    g = Game(teams=((("barricade", 2),), ((FOE, 2),)), cards=cards_with(BARRICADE), **options)
    g.start()
    g.give(0, DIE)
    g.begin({DIE: ACTION0, m(1): FIST, m(2): CHAR, m(3): MASK}, oop=m(4))
    g.field(m(2))
    return g, g.do(A.UseActionDie(player=0, die=DIE))


def test_using_it_moves_it_to_the_field_zone() -> None:
    """DM-8.14: used by moving it to the Field Zone, not Out of Play."""
    g, events = used()
    assert ev.ActionDieUsed(0, DIE, "field") in events
    assert DIE in g.zone(0, "field")


def test_it_stays_past_the_end_of_the_turn() -> None:
    g, _ = used()
    g.pass_all()
    assert g.state.turn == 2 and DIE in g.zone(0, "field")
    skip_turn(g, {c(1): FIST, c(2): FIST, c(3): FIST, c(4): FIST})
    assert g.state.turn == 3 and DIE in g.zone(0, "field")


def test_its_static_ability_holds_while_it_is_there() -> None:
    """Michele's characters get +1D while it is in her Field Zone (DM-14.3), Chris's do
    not, and the bonus ends when it leaves."""
    g, _ = used()
    assert stats(g.state, g.state.dice[m(2)]) == (1, 2)
    g.arrange(1, "field", [c(5)], face=CHAR)
    assert stats(g.state, g.state.dice[c(5)]) == (1, 1)
    g.arrange(0, "used", [DIE])
    assert stats(g.state, g.state.dice[m(2)]) == (1, 1)


def test_it_is_not_a_character_die() -> None:
    """It cannot attack, block or be targeted as a character die (DM-13.2, DM-9.1)."""
    g, _ = used(first_player_may_attack_first_turn=True)
    assert DIE not in targets_for(g.state, "target_die", 1)
    g.pass_all()
    g.refuse(A.DeclareAttackers(player=0, dice=(DIE,)), E.ATTACK_NOT_FIELDED)


def test_an_action_die_without_continuous_goes_out_of_play() -> None:
    plain = {**BARRICADE, "id": "plain", "keywords": [], "abilities": []}
    g = Game(teams=((("plain", 2),), ((FOE, 2),)), cards=cards_with(plain))
    g.start()
    g.give(0, "p1:plain:1")
    g.begin({"p1:plain:1": ACTION0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    events = g.do(A.UseActionDie(player=0, die="p1:plain:1"))
    assert ev.ActionDieUsed(0, "p1:plain:1", "oop") in events


SHAKE = {
    "id": "shake", "name": "shake", "kind": "basic_action", "cost": 1,
    "abilities": [{"trigger": "action", "text": "Reroll each action die in your Field Zone.",
                   "effects": [{"op": "reroll", "target": "all_your_dice",
                                "filters": {"zone": "field", "face": "action"}}]}],
}  # fmt: skip


def shaken(face: int) -> Game:
    """Barricade used to the Field Zone, then Shake rerolls it to `face` (DM-22.1)."""
    g = Game(
        teams=((("barricade", 2),), ((FOE, 2),)),
        bacs=(("shake",), ("counterstrike",)),
        cards=cards_with(BARRICADE, SHAKE),
    )
    g.start()
    g.give(0, DIE)
    g.give(0, "bac:shake:1")
    g.begin({DIE: ACTION0, "bac:shake:1": ACTION0, m(1): FIST, m(2): CHAR, m(3): MASK}, oop=m(4))
    g.do(A.UseActionDie(player=0, die=DIE))
    g.do(A.UseActionDie(player=0, die="bac:shake:1"))
    assert g.pending.kind == "roll" and g.pending.dice == (DIE,)  # "unless stated" (DM-13.2)
    g.roll({DIE: face})
    return g


def test_rerolled_to_energy_it_goes_to_the_reserve_pool() -> None:
    """DM-22.3: "A fielded Continuous Action Die rerolled to energy leaves the Field and goes
    to the Reserve Pool"; a card that names action dice in the Field Zone may reroll it."""
    g = shaken(3)  # an energy face
    assert DIE in g.zone(0, "reserve") and DIE not in g.zone(0, "field")


def test_rerolled_to_an_action_face_it_stays() -> None:
    """DM-22.1: "The die stays where it is unless ... the face cannot exist there"."""
    g = shaken(1)  # the action face with a burst
    assert DIE in g.zone(0, "field") and g.face(DIE) == 1
