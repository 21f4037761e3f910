"""Dice an opponent's Globals cannot affect (abilities/global_ward.py): a static "your
characters in the field cannot be affected by global abilities used by your opponent"
(DM-14.3, while its card is active, DM-18.1). An opposing Global may not target them (no
valid target, DM-13.4: with no other, it cannot be used) and passes them over when it
names dice without targeting (DM-13.3); the player's own Globals, and other abilities,
still affect them."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from tests.engine.effects.common import effect
from tests.engine.helpers import CHAR, FIST, Game, cards_with, m
from tests.engine.keywords.common import FOE, character

WARDEN, ZAPPER, C5 = "p2:warden:1", "p1:zapper:1", "p2:sidekick:5"
WARDEN_CARD = character(
    "warden", 1, 3,
    abilities=[{"trigger": "static", "text": "While Warden is active, your characters ...",
                "while_active": "self",
                "effects": [effect("unaffected_by_opposing_globals", "all_your_characters")]}],
)  # fmt: skip
ZAPPER_CARD = {
    **character("zapper", 1, 3),
    "globals": [
        {"cost": 0, "text": "Deal 1 damage to target character die.",
         "effects": [effect("deal_damage", "target_die", amount=1)]},
        {"cost": 0, "text": "Deal 1 damage to each opposing character die.",
         "effects": [effect("deal_damage", "all_opposing_characters", amount=1)]},
        {"cost": 0, "text": "Deal 1 damage to target opposing character die.",
         "effects": [effect("deal_damage", "target_opposing_die", amount=1)]},
    ],
}  # fmt: skip


def main_step() -> Game:
    """Michele's first turn, Main Step: her Zapper die, Chris's Warden die and Sidekick c5
    in the Field Zones."""
    g = Game(
        teams=((("zapper", 2),), (("warden", 2), (FOE, 2))),
        cards=cards_with(ZAPPER_CARD, WARDEN_CARD),
    )
    g.start()
    g.give(0, ZAPPER, to="field", face=0)
    g.give(1, WARDEN, to="field", face=0)
    g.arrange(1, "field", [C5], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def test_an_opposing_global_cannot_target_them() -> None:
    g = main_step()
    g.do(A.UseGlobal(player=0, card="zapper", ability=0, paid=()))
    assert g.pending.kind == "choose_target"
    assert WARDEN not in g.pending.options and C5 not in g.pending.options
    assert ZAPPER in g.pending.options  # her own die is still a target


def test_an_opposing_global_naming_all_dice_passes_them_over() -> None:
    g = main_step()
    g.do(A.UseGlobal(player=0, card="zapper", ability=1, paid=()))
    g.pass_all()
    assert g.state.dice[WARDEN].damage == 0 and g.state.dice[C5].damage == 0


def test_without_the_warden_active_they_are_affected() -> None:
    g = main_step()
    g.arrange(1, "used", [WARDEN])
    g.do(A.UseGlobal(player=0, card="zapper", ability=0, paid=()))
    assert C5 in g.pending.options
    g.target(C5)
    assert C5 in g.zone(1, "prep")  # D1: KO'd (DM-16.1)


def test_a_global_with_no_other_target_cannot_be_used() -> None:
    """DM-13.4: "You may not choose to initiate an effect with no valid targets"."""
    g = main_step()
    refused = g.refuse(A.UseGlobal(player=0, card="zapper", ability=2, paid=()), E.TARGET_INVALID)
    assert refused.rule == "DM-13.4"
