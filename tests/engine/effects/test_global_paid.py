"""Globals read from card text with an effect cost or a condition (constructs/globals_.py,
cards/compiler/lines.py): a Global used once in your turn whose cost is energy and damage to
you before a die of your bag is prepped (the damage is a cost, DM-12.2, paid before the
effect), and one that preps a die only while your Prep Area is empty (usable only while the
condition holds, DM-8.19). Our own wording."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from tests.engine.effects.common import effect
from tests.engine.helpers import CHAR, FIST, SHIELD, Game, bac, c, cards_with, m, of_type

SURGE = {
    "id": "surge", "name": "surge", "kind": "basic_action", "cost": 1,
    "abilities": [{"trigger": "action", "text": "Gain 1 life.",
                   "effects": [effect("gain_life", "you", amount=1)]}],
    "globals": [
        {"cost": 1, "energy_types": ["shield"], "once_per_turn": True, "only_your_turn": True,
         "text": "Global: Once on your turn, pay (shield) and take 2 damage to prep one die"
                 " from your bag.",
         "costs": [effect("deal_damage", "you", amount=2)],
         "effects": [effect("prep", amount=1, zone="bag")]},
        {"cost": 1, "energy_types": ["shield"],
         "text": "Global: Pay (shield). With your Prep Area empty, you may prep one die from"
                 " your bag.",
         "condition": {"kind": "dice", "whose": "yours", "at_most": 0, "zone": "prep"},
         "effects": [effect("prep", amount=1, zone="bag")]},
    ],
}  # fmt: skip


def game() -> Game:
    """Michele's first turn, Main Step: m2, m3 (shield) in her Reserve Pool, m1 fielded, her
    Prep Area empty; her bag still holds dice."""
    g = Game(bacs=(("surge",), ("counterstrike",)), cards=cards_with(SURGE))
    g.start()
    g.give(0, bac("surge", 1))
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({bac("surge", 1): FIST, m(1): CHAR, m(2): SHIELD, m(3): SHIELD}, oop=m(4))
    g.field(m(1))
    assert not g.zone(0, "prep") and g.zone(0, "bag")
    return g


def _use(ability: int, die: str) -> A.UseGlobal:
    return A.UseGlobal(player=0, card="surge", ability=ability, paid=((die, ("shield",)),))


def test_the_damage_is_paid_first_then_a_die_is_drawn_into_the_prep_area() -> None:
    """DM-12.2: the cost (2 damage to Michele) is paid as the Global is used, before its
    effect; the draw is chance, its outcome the next decision (DM-6.2), to the Prep Area."""
    g = game()
    life = g.life(0)
    events = g.do(_use(0, m(2)))
    assert of_type(events, ev.GlobalUsed) and g.life(0) == life - 2
    g.pass_all()
    assert g.pending.kind == "draw" and g.pending.to == "prep"
    drawn = sorted(g.zone(0, "bag"))[0]
    g.do(A.ReportDraw(player=0, dice=(drawn,), to="prep"))
    assert g.zone(0, "prep") == {drawn}


def test_once_during_your_turn() -> None:
    """DM-8.19: "once per turn", and only on its player's own turn."""
    g = game()
    g.do(_use(0, m(2)))
    g.pass_all()
    g.do(A.ReportDraw(player=0, dice=(sorted(g.zone(0, "bag"))[0],), to="prep"))
    g.refuse(_use(0, m(3)), E.GLOBAL_LIMIT)


def test_a_condition_on_the_choice_is_the_globals_own() -> None:
    """DM-8.19: usable only while Michele has no dice in her Prep Area; with one there the
    use is refused, so nothing is paid for nothing."""
    g = game()
    g.arrange(0, "prep", [m(4)])
    g.refuse(_use(1, m(2)), E.GLOBAL_NOT_NOW)
    g.arrange(0, "used", [m(4)])
    events = g.do(_use(1, m(2)))
    assert of_type(events, ev.GlobalUsed)
