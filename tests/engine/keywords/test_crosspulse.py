"""Crosspulse (a set keyword, source 52gaf's reminder; docs/rulings.md "Crosspulse"): a
die of the card bought with energy of the card's own types only (Wild counts as any type,
DM-2.2) sets off the card's Crosspulse ability, active or not (as Impulse, DM-8.8); `self`
in it is the die just bought, in the Used Pile. Trigger: "crosspulse"."""

from __future__ import annotations

import pytest

from games.engine import events as ev
from games.engine.keywords import KEYWORDS
from games.engine.loading import card_from_dict
from tests.engine.helpers import BOLT, FIST, WILD, Game, cards_with, m, of_type
from tests.engine.keywords.common import FOE, character

ZAP = {"op": "deal_damage", "amount": 2, "target": "opponent"}


def brawler(*effects: dict, optional: bool = False) -> dict:
    """A Fist character costing 2 whose Crosspulse does `effects` (ZAP if none given)."""
    ability = {"trigger": "crosspulse", "effects": list(effects or (ZAP,))}
    if optional:
        ability["optional"] = True
    return {
        **character("brawler", 1, 2, keywords=["crosspulse"], abilities=[ability]),
        "cost": 2,
        "energy_types": ["fist"],
    }


def at_main(card: dict, faces: dict[str, int]) -> Game:
    """Michele in her first Main Step, nothing in her Field Zone, her dice rolled to `faces`."""
    g = Game(teams=((("brawler", 2),), ((FOE, 2),)), cards=cards_with(card))
    g.start()
    g.begin(faces, oop=m(4))
    return g


def test_the_glossary_says_the_reminder_in_our_words() -> None:
    assert KEYWORDS["crosspulse"].glossary == (
        "When you buy one of this card's dice paying only with energy of the card's own"
        " types, its Crosspulse ability happens (the card need not be active)."
    )


def test_bought_with_its_own_type_only_the_ability_happens_though_the_card_is_not_active() -> None:
    g = at_main(brawler(), {m(1): FIST, m(2): FIST, m(3): BOLT})
    events = g.buy("brawler", (m(1), "fist"), (m(2), "fist"))
    assert of_type(events, ev.AbilityTriggered)
    assert g.life(1) == 8  # DM-12.4: Chris (10 life) took the 2 damage


def test_wild_counts_as_the_card_s_type() -> None:
    g = at_main(brawler(), {m(1): FIST, m(2): WILD, m(3): BOLT})
    g.buy("brawler", (m(1), "fist"), (m(2), "wild"))
    assert g.life(1) == 8


def test_near_miss_one_symbol_of_another_type_and_nothing_happens() -> None:
    """The purchase itself is legal (DM-8.7: one Fist among the energy), the Crosspulse not."""
    g = at_main(brawler(), {m(1): FIST, m(2): BOLT, m(3): BOLT})
    events = g.buy("brawler", (m(1), "fist"), (m(2), "bolt"))
    assert of_type(events, ev.DiePurchased) and not of_type(events, ev.AbilityTriggered)
    assert g.life(1) == 10


def test_self_is_the_die_just_bought_prepped_or_fielded_at_level_1() -> None:
    prep = {"op": "move_die", "target": "this_die", "zone": "prep"}
    g = at_main(brawler(prep), {m(1): FIST, m(2): FIST, m(3): BOLT})
    g.buy("brawler", (m(1), "fist"), (m(2), "fist"))
    assert g.state.dice["p1:brawler:1"].zone.value == "prep"
    field = {"op": "field_die", "amount": 1, "target": "this_die"}
    g = at_main(brawler(field), {m(1): FIST, m(2): FIST, m(3): BOLT})
    g.buy("brawler", (m(1), "fist"), (m(2), "fist"))
    die = g.state.dice["p1:brawler:1"]
    assert die.zone.value == "field" and g.state.cards["brawler"].faces[die.face].level == 1


def test_the_crosspulse_trigger_needs_the_keyword() -> None:
    plain = {**brawler(), "keywords": []}
    with pytest.raises(ValueError, match="unknown trigger 'crosspulse'"):
        card_from_dict(plain)
