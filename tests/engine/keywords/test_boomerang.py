"""Boomerang (a set keyword; source 4bat's reminder, docs/rulings.md "Boomerang"): "Once this
action die has been used, roll it; on an action face it goes to your Prep Area." The keyword
has no hook: its roll is the effect `boomerang`, the last of the die's one action ability
(DM-8.14; tests/engine/effects/test_boomerang.py plays it). The keyword only asks that the
card have that effect. Our own cards."""

from __future__ import annotations

from games.engine import card_execution
from games.engine.keywords import KEYWORDS

_ZAP = {"op": "deal_damage", "amount": 1, "target": "opponent"}
_ROLL = {
    "op": "boomerang",
    "target": "this_die",
    "rolled": {
        "face": "action",
        "effects": [{"op": "move_die", "target": "rolled_die", "zone": "prep"}],
    },
}
_CARD = {"id": "rang", "name": "Rang", "kind": "action", "cost": 2, "keywords": ["boomerang"]}


def _with(*effects: dict) -> dict:
    return {**_CARD, "abilities": [{"trigger": "action", "text": "x", "effects": [*effects]}]}


def test_it_is_no_hook_but_the_effect_its_card_must_have() -> None:
    rang = KEYWORDS["boomerang"]
    assert not rang.hooks and not rang.triggers and rang.needs_ability == "boomerang"


def test_a_card_with_the_roll_is_executed() -> None:
    assert card_execution(_with(_ZAP, _ROLL)).executed


def test_a_card_naming_it_without_the_roll_is_not() -> None:
    verdict = card_execution(_with(_ZAP))
    assert not verdict.executed and "keyword_ability:boomerang" in verdict.why
