"""Damage of X said after it (constructs/x_damage.py): "deal X damage to ..., where X is
<count / symbols in your reserve pool / energy in their reserve pool / <self>'s A>" and
"<self> deals his attack value in damage to ...", the same data as "damage equal to ..."
(DM-18.5), played through the engine. Near misses stay text only. Our own wording."""

from __future__ import annotations

import pytest

from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why
from tests.engine.helpers import BOLT, CHAR, FIST, MADELYNE, Game, cards_with, m
from tests.engine.keywords.common import character


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (f"When {NAME} attacks, deal X damage to target character, where X is the number of "
         "character dice in your field zone.",
         {"op": "deal_damage", "amount": 1, "target": "target_die",
          "per": "your_character_dice"}),
        ("When fielded, deal X damage to target opposing character, where X is the "
         "number of (bolt) symbols in your reserve pool.",
         {"op": "deal_damage", "amount": 1, "target": "target_opposing_die",
          "per": "energy_in_your_reserve_pool", "per_filters": {"energy_type": "bolt"}}),
        (f"When {NAME} attacks, deal X damage to target character, where X is the number of "
         "(fist) energy in your reserve pool.",
         {"op": "deal_damage", "amount": 1, "target": "target_die",
          "per": "energy_in_your_reserve_pool", "per_filters": {"energy_type": "fist"}}),
        (f"When {NAME} attacks, {NAME} deals X damage to target opponent, where X is the amount of "
         "energy in their reserve pool (count symbols, not dice).",
         {"op": "deal_damage", "amount": 1, "target": "opponent",
          "per": "energy_in_opposing_reserve_pool"}),
        (f"When fielded, deal X damage to each Sidekick, where X is {NAME}'s A.",
         {"op": "deal_damage", "amount": 1, "target": "all_characters",
          "filters": {"sidekick": True}, "per": "this_die_attack"}),
        (f"When {NAME} attacks, deal X damage to each opposing character, where X is the "
         f"number of your active (grv) characters other than {NAME}.",
         {"op": "deal_damage", "amount": 1, "target": "all_opposing_characters",
          "per": "your_other_active_characters", "per_filters": {"affiliation": "grovekin"}}),
        (f"When fielded, {NAME} deals his attack value in damage to a target opposing "
         "character.",
         {"op": "deal_damage", "amount": 1, "target": "target_opposing_die",
          "per": "this_die_attack"}),
    ],
)  # fmt: skip
def test_x_is_read_as_the_amount_it_names(line: str, expected: dict) -> None:
    assert effects("character", line) == [expected]


def _said(line: str) -> str:
    made = compiled("character", [line])
    data = {"id": CODE, "name": NAME, "kind": "character", "cost": 3, **made}
    data["faces"] = [{"kind": "energy", "symbols": ["generic"]}] * 6
    return " ".join(x.reading for x in read_card(card_from_dict(data)))


def test_the_reading_says_what_x_is() -> None:
    said = _said("When fielded, deal X damage to target opposing character, where X is "
                 "the number of (bolt) symbols in your reserve pool.")  # fmt: skip
    assert "energy symbol in your Reserve Pool" in said
    assert "this die's A" in _said(f"When fielded, {NAME} deals his attack value in damage "
                                   "to a target opposing character.")  # fmt: skip


@pytest.mark.parametrize(
    ("line", "category"),
    [
        # "their" energy of a player the damage is not dealt to
        ("When fielded, deal X damage to target character, where X is the amount of energy "
         "in their reserve pool.", "count"),
        # symbols of no energy type
        (f"When {NAME} attacks, deal X damage to target character, where X is the number of "
         "(wild) symbols in your reserve pool.", "effect"),
        # "other than <self>" after a count that has no such "other"
        (f"When {NAME} attacks, deal X damage to target character, where X is the number of "
         f"dice in your used pile other than {NAME}.", "count"),
        # X said nowhere
        ("When fielded, deal X damage to target character die.", "effect"),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(line: str, category: str) -> None:
    assert why("character", line) == category


def test_played_x_is_the_bolt_symbols_in_the_reserve_pool() -> None:
    """DM-18.5 / DM-2.6: X counts the (bolt) symbols in Michele's Reserve Pool as the
    ability resolves (her Sidekicks rolled to (bolt) stay there: 2), not the (fist) one."""
    line = ("When fielded, deal X damage to target opposing character, where X is the "
            "number of (bolt) symbols in your reserve pool.")  # fmt: skip
    zapper = character("zapper", 1, 1, **compiled("character", [line]))
    target = character("target", 1, 3)
    g = Game(
        teams=((("zapper", 2),), (("target", 2), (MADELYNE, 2))),
        cards=cards_with(zapper, target),
    )
    g.start()
    g.give(0, "p1:zapper:1")
    g.give(1, "p2:target:1", to="field", face=0)
    g.begin({"p1:zapper:1": CHAR, m(1): FIST, m(2): BOLT, m(3): BOLT}, oop=m(4))
    g.field("p1:zapper:1")
    assert g.pending.kind == "choose_target"
    g.target("p2:target:1")
    assert g.state.dice["p2:target:1"].damage == 2
