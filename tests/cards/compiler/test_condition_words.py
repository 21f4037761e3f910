"""More words of the `condition` slot and of "instead" (issue 16): "if that character die has
a purchase cost of N or more, <effect> instead" (constructs/instead.py: the chosen target by
its card's cost, DM-8.7), "if you have fielded a non-<self> (aff) character die this turn"
(constructs/state_conditions.py: another card's, `other_card`), "if you control at least 2
different (aff) character dice" (constructs/conditions.py: dice of two characters, DM-18.5),
and a KO'd die sent elsewhere "instead of the Prep Area" without parentheses
(constructs/kod_to.py). Our own wording; near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import CODE, NAME, ability, compiled, effects, why
from tests.engine.effects.common import use, with_action
from tests.engine.helpers import MADELYNE, die, m

LINE = (
    "Deal 1 damage to target character die. If that character die has a purchase cost of 3 "
    "or more, deal it 4 damage instead."
)


def test_instead_by_the_target_s_cost() -> None:
    (damage,) = effects("basic_action", LINE)
    assert damage["instead"]["if"] == {"kind": "target", "filters": {"cost_at_least": 3}}
    assert damage["instead"]["effects"] == [
        {"op": "deal_damage", "amount": 4, "target": "target_die"}
    ]
    (less,) = effects("basic_action", LINE.replace("3 or more", "2 or less"))
    assert less["instead"]["if"]["filters"] == {"cost_at_most": 2}


def _card(line: str) -> dict:
    return {"id": "cleaver", "name": "cleaver", "kind": "basic_action", "cost": 1,
            **compiled("basic_action", [line])}  # fmt: skip


@pytest.mark.parametrize(("bound", "damage"), [("3 or more", None), ("4 or more", 1)])
def test_the_engine_deals_the_greater_damage_to_a_costly_die_only(bound: str, damage) -> None:
    """Played: Chris's Madelyne (purchase cost 3) at level 3 (D 4): "3 or more" holds, she
    takes 4 and is KO'd (to the Prep Area, DM-9.11); "4 or more" (near miss) does not, she
    takes the first sentence's 1 and stays."""
    madelyne = die(1, MADELYNE, 1)
    g = with_action(_card(LINE.replace("3 or more", bound)))
    g.arrange(1, "field", [madelyne], face=2)
    use(g, "cleaver", madelyne)
    if damage is None:
        assert g.state.dice[madelyne].zone.value == "prep"
    else:
        assert g.state.dice[madelyne].zone.value == "field"
        assert g.state.dice[madelyne].damage == damage


def test_fielded_another_card_s_die_this_turn() -> None:
    record = ability(
        f"If you have fielded a non-{NAME} (grv) character die this turn, you may field {NAME} "
        "for free."
    )
    assert record["condition"] == {
        "kind": "fielded", "whose": "yours", "at_least": 1,
        "filters": {"other_card": CODE, "affiliation": "grovekin"},
    }  # fmt: skip
    (gain,) = effects(
        "basic_action", "If you fielded a non-sidekick character die this turn, gain 1 life."
    )
    assert gain["condition"]["filters"] == {"sidekick": False}


def test_different_character_dice_are_characters() -> None:
    (gain,) = effects(
        "character",
        f"When {NAME} attacks, if you control at least 2 different (grv) character dice, "
        "gain 1 life.",
    )
    assert gain["condition"] == {
        "kind": "count", "count": "your_active_characters", "at_least": 2,
        "filters": {"affiliation": "grovekin"},
    }  # fmt: skip


def test_a_different_active_character_die_is_another_card_s() -> None:
    """ "While you have a different active (aff) character die, <static>": one of another
    character than this one (DM-18.5), as "another": a second die of this card does not make
    it hold; "2 different" (above) may count this one."""
    free = ability(
        f"While you have a different active (grv) character die, you may field {NAME} for free."
    )
    assert free["effects"] == [{"op": "free_field", "target": "this_card"}]
    assert free["condition"] == {
        "kind": "count", "count": "your_other_active_characters", "at_least": 1,
        "filters": {"affiliation": "grovekin"},
    }  # fmt: skip


def test_kod_dice_sent_elsewhere_instead_of_the_prep_area() -> None:
    record = ability(
        f"While {NAME} is active, when a Sidekick character die is KO'd, put it into the Used "
        "Pile instead of the Prep Area."
    )
    assert [e["op"] for e in record["effects"]] == ["kod_to"]


@pytest.mark.parametrize(
    ("kind", "line"),
    [
        ("basic_action", LINE.replace("3 or more", "3")),  # no bound: exactly? no filter
        ("basic_action", "If you fielded a non-sidekick non-sidekick character die this turn, "
                         "gain 1 life."),
        ("character", f"When {NAME} attacks, if you have 2 different dice, gain 1 life."),
        ("character", f"When {NAME} attacks, if you have 2 different character dice in your "
                      "Used Pile, gain 1 life."),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(kind: str, line: str) -> None:
    assert why(kind, line) == "condition"


def test_a_typed_energy_condition_already_ignores_wild() -> None:
    """ "(Ignore (wild) energy)" after "if you have any (bolt) energy in your Reserve Pool": a
    Wild symbol is of no type until spent (abilities/conditions.py `energy`), so the reminder
    only says so (cards/compiler/reminders.py); after a Wild condition it contradicts it."""
    line = (
        f"When {NAME} attacks, deal 2 damage to target opponent if you have any (fist) energy "
        "in your Reserve Pool. (Ignore (wild) energy)"
    )
    (damage,) = effects("character", line)
    assert damage["condition"] == {
        "kind": "energy", "whose": "yours", "at_least": 1, "energy_type": "fist"
    }  # fmt: skip
    assert why("character", line.replace("any (fist)", "any (wild)")) != ""


OWN_COST = (
    "Wren Hollow costs (2) less to purchase if you have 2 or more character dice in the Field "
    "Zone. (Even if Wren Hollow isn't active)"
)


def test_own_cost_changes_hold_while_the_card_is_not_active() -> None:
    """ "(Even if <self> isn't active)" says what DM-8.9 does (abilities/costs.py: a card's
    change of its own dice's cost works whether or not it is active): dropped, the line is
    the static. Played: none of the card's dice is in play; Michele's cost falls from 4 to 2
    once she has a second character die in the Field Zone."""
    from games.engine.abilities.costs import purchase_cost
    from tests.engine.helpers import CHAR, make_card

    record = ability(OWN_COST)
    assert record["condition"] == {"kind": "dice", "whose": "yours", "at_least": 2}
    card = make_card(CODE, name=NAME, cost=4, text=[OWN_COST], **compiled("character", [OWN_COST]))
    g = with_action(_card(LINE), card)
    supply = g.state.dice[die(0, CODE, 1)]
    assert purchase_cost(g.state, 0, g.state.cards[CODE], supply) == 4  # one character die
    g.arrange(0, "field", [m(2)], face=CHAR)
    assert purchase_cost(g.state, 0, g.state.cards[CODE], supply) == 2
    assert why("character", OWN_COST.replace("costs (2) less to purchase", "gets +1A")) != ""
