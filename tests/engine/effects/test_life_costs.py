"""Additional costs paid in life (abilities/life_costs.py; DM-12.2, DM-12.4; docs/rulings.md
"Costs paid in life"): "your opponent must pay 3 life to declare blockers", "... 1 life
for each character die that blocks", "players must pay 2 life to use an action die", paid
with the deed as life lost (not damage). Blocking that costs life is never required.
Cards and wording are our own."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.life_costs import REASON
from tests.engine.effects.common import ZAP, use, with_action
from tests.engine.helpers import CHAR, die, of_type
from tests.engine.keywords.common import character, face_off


def _static(op: str, amount: int, target: str = "opponent", **more: object) -> list[dict]:
    return [{"trigger": "static", "while_active": "self",
             "effects": [{"op": op, "amount": amount, "target": target, **more}]}]  # fmt: skip


TOLLGATE = character("tollgate", 1, 1, abilities=_static("life_to_block", 3))
TURNSTILE = character("turnstile", 1, 1, abilities=_static("life_per_blocker", 1))
MASK_TOLL = character(
    "mask-toll", 1, 1, abilities=_static("life_to_block", 2, by_filters={"sidekick": True})
)
RAIDER = character("raider", 2, 1)
GUARD = character("guard", 1, 2)


def _taxed(events: list) -> list[int]:
    return [e.amount for e in of_type(events, ev.LifeLost) if e.reason == REASON]


def test_declaring_blockers_costs_life_once() -> None:
    g = face_off([TOLLGATE, RAIDER], [GUARD], chris_field=1)
    g.attack("p1:raider:1", "p1:tollgate:1")
    before = g.life(1)
    events = g.block(("p2:guard:1", "p1:raider:1"), ("p2:sidekick:5", "p1:tollgate:1"))
    assert _taxed(events) == [3]  # once for the declaration, not per blocker
    assert g.life(1) <= before - 3


def test_declaring_no_blockers_costs_nothing() -> None:
    g = face_off([TOLLGATE, RAIDER], [GUARD])
    g.attack("p1:raider:1")
    assert _taxed(g.block()) == []


def test_each_blocker_costs_life() -> None:
    g = face_off([TURNSTILE, RAIDER], [GUARD], chris_field=1)
    g.attack("p1:raider:1", "p1:turnstile:1")
    events = g.block(("p2:guard:1", "p1:raider:1"), ("p2:sidekick:5", "p1:turnstile:1"))
    assert _taxed(events) == [2]


def test_a_tax_on_some_blockers_only() -> None:
    """Near miss: a blocker the tax does not name blocks for free."""
    g = face_off([MASK_TOLL, RAIDER], [GUARD], chris_field=1)
    g.attack("p1:raider:1")
    assert _taxed(g.block(("p2:guard:1", "p1:raider:1"))) == []
    g = face_off([MASK_TOLL, RAIDER], [GUARD], chris_field=1)
    g.attack("p1:raider:1")
    assert _taxed(g.block(("p2:sidekick:5", "p1:raider:1"))) == [2]


def test_using_an_action_die_costs_life_for_every_player() -> None:
    tax = character("tax", 1, 1, abilities=_static("life_to_use_action", 2, "all_players"))
    g = with_action(ZAP, tax)
    g.give(0, die(0, "tax", 1), to="field", face=CHAR)
    events = use(g, "zap", "p2:sidekick:5")
    assert _taxed(events) == [2]


def test_an_inactive_card_taxes_nothing() -> None:
    """Near miss: the card's die is not in the Field Zone (DM-18.1)."""
    tax = character("tax", 1, 1, abilities=_static("life_to_use_action", 2, "all_players"))
    g = with_action(ZAP, tax)
    assert _taxed(use(g, "zap", "p2:sidekick:5")) == []


def test_a_die_that_must_block_need_not_pay_to() -> None:
    """A cost is its player's choice (DM-12.2): "must block" does not make Chris pay."""
    herald = character("herald", 1, 1, abilities=[
        *_static("life_to_block", 3),
        {"trigger": "static", "while_active": "self",
         "effects": [{"op": "must_block", "target": "all_opposing_characters"}]},
    ])  # fmt: skip
    g = face_off([herald, RAIDER], [GUARD])
    g.attack("p1:raider:1")
    assert _taxed(g.block()) == []  # no blocker declared: allowed
    plain = character("plain", 1, 1, abilities=[herald["abilities"][1]])
    g = face_off([plain, RAIDER], [GUARD])
    g.attack("p1:raider:1")
    no_blocks = A.DeclareBlockers(player=1, blocks=())
    assert g.refuse(no_blocks, E.BLOCK_REQUIRED)  # near miss: no tax, the block is required
