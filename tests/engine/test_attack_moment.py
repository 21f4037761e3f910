"""The moment after blockers are declared, heard once by a card of the attacking player that
need not attack (DM-9.4; abilities/attack_moment.py, trigger
`after_blockers_declared_in_your_attack`), and a static "during your Attack Step, if <this>
doesn't attack" (DM-8.25, DM-14.3). Cards and wording are our own (as
the ocr card 280, Tamsin Holloway)."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.stats import attack_of, defense_of
from tests.engine.helpers import of_type
from tests.engine.keywords.common import character, face_off

UNBLOCKED_WARDEN = {"kind": "dice", "whose": "yours", "at_least": 1,
                    "filters": {"affiliation": "wardens", "unblocked": True}}  # fmt: skip
TO_BAG = {"op": "move_die", "target": "all_your_characters", "zone": "bag",
          "filters": {"card": "marshal", "zone": "field"}}  # fmt: skip
STAYS_OUT = {"kind": "all", "of": [
    {"kind": "your_turn"}, {"kind": "attack_step"},
    {"kind": "dice", "whose": "yours", "unless": True,
     "filters": {"card": "self", "zone": "attack", "blocker": False}}]}  # fmt: skip
MARSHAL = character("marshal", 1, 4, affiliations=["wardens"], abilities=[
    {"trigger": "static", "while_active": "self", "condition": STAYS_OUT,
     "effects": [{"op": "modify_stats", "amount": 2, "target": "all_your_characters",
                  "filters": {"affiliation": "wardens"}}]},
    {"trigger": "after_blockers_declared_in_your_attack", "condition": UNBLOCKED_WARDEN,
     "effects": [TO_BAG]}])  # fmt: skip
SCOUT = character("scout", 1, 4, affiliations=["wardens"])
GUARD = character("guard", 1, 4)


def fired(events: list[ev.Event], card: str) -> list[ev.AbilityTriggered]:
    return [e for e in of_type(events, ev.AbilityTriggered) if e.card == card]


def test_once_for_the_card_however_many_dice_attack() -> None:
    """Two attackers, one of them unblocked: the marshal, not attacking, triggers once and
    goes to its owner's bag."""
    g = face_off([MARSHAL, SCOUT], [GUARD])
    g.give(0, "p1:scout:2", to="field", face=0)
    g.attack("p1:scout:1", "p1:scout:2")
    events = g.block(("p2:guard:1", "p1:scout:2"))
    assert len(fired(events, "marshal")) == 1
    assert "p1:marshal:1" in g.zone(0, "bag")


def test_no_unblocked_warden_no_move() -> None:
    """The only attacking Warden is blocked: the condition fails and the marshal stays
    (near miss: "if a Warden of yours is unblocked")."""
    g = face_off([MARSHAL, SCOUT], [GUARD])
    g.attack("p1:scout:1")
    g.block(("p2:guard:1", "p1:scout:1"))
    assert "p1:marshal:1" in g.zone(0, "field")


def test_an_opponents_card_does_not_hear_it() -> None:
    """Near miss: "in your attack": the defender's marshal hears nothing."""
    g = face_off([SCOUT], [MARSHAL])
    g.attack("p1:scout:1")
    events = g.block()
    assert not fired(events, "marshal") and "p2:marshal:1" in g.zone(1, "field")


def test_the_bonus_holds_in_the_attack_step_while_it_stays_out() -> None:
    """DM-8.25: the Attack Step begins with the declaration; the marshal stays out, so its
    Wardens (itself too) get +2A/+2D; a die of it attacking, no bonus."""
    g = face_off([MARSHAL, SCOUT], [GUARD])
    assert attack_of(g.state, g.state.dice["p1:scout:1"]) == 1  # before the Attack Step
    g.attack("p1:scout:1")
    scout = g.state.dice["p1:scout:1"]
    assert (attack_of(g.state, scout), defense_of(g.state, scout)) == (3, 6)
    g = face_off([MARSHAL, SCOUT], [GUARD])
    g.attack("p1:scout:1", "p1:marshal:1")
    assert attack_of(g.state, g.state.dice["p1:scout:1"]) == 1
