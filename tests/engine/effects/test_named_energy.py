""" "Name an energy type ... dice of that energy type cost 1 more to purchase" (target kind
`energy_type_of_choice` and filter `named_energy`, abilities/named_energy.py; effect
`name_energy`, effects/naming.py): the type named lasts while its card is active (DM-18.1)
and a static cost change of that card reaches only dice of cards of that type (DM-8.7,
DM-14.3). Our own cards and wording."""

from __future__ import annotations

from games.engine import actions as A
from games.engine.abilities.costs import purchase_cost
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import bac, die
from tests.engine.keywords.common import character

NOOP = action_card("noop", {"effects": [effect("gain_life", "you", amount=1)]})
TOLL = character(
    "toll", 1, 1,
    abilities=[
        {"trigger": "when_fielded", "text": "When fielded, pick an energy type anew.",
         "effects": [effect("end_previous_choices"),
                     effect("name_energy", "energy_type_of_choice", duration="while_active")]},
        {"trigger": "static", "while_active": "self",
         "text": "While this card is active, dice of the picked type cost 1 more to buy.",
         "effects": [effect("increase_cost", "all_dice", amount=1,
                            filters={"named_energy": "toll"})]},
    ],
)  # fmt: skip
TOLL_DIE = "p1:toll:1"


def _named(energy: str):  # type: ignore[no-untyped-def]
    g = with_action(NOOP, TOLL)
    g.give(0, TOLL_DIE, to="reserve", face=0)  # level 1, fielding cost 0
    g.field(TOLL_DIE)
    assert g.pending.kind == "choose_target"
    assert sorted(g.pending.options) == [
        "energy:bolt",
        "energy:fist",
        "energy:mask",
        "energy:shield",
    ]
    g.do(A.ChooseTarget(player=g.pending.player, target=f"energy:{energy}"))
    return g


def _cost(g, energy: str, has: bool) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """(now, printed) of a card of Chris's team with (or without) that energy type."""
    card = next(
        c for c in (g.state.cards[k] for k in g.state.players[1].team)
        if (energy in c.energy_types) is has and c.kind == "character"
    )  # fmt: skip
    return purchase_cost(g.state, 1, card, g.state.dice[die(1, card.id, 1)]), card.cost


def test_dice_of_the_type_named_cost_more() -> None:
    g = _named("mask")
    now, printed = _cost(g, "mask", True)
    assert now == printed + 1


def test_dice_of_other_types_cost_the_same() -> None:
    """Near miss: a card of no Mask type is not reached."""
    g = _named("mask")
    now, printed = _cost(g, "mask", False)
    assert now == printed


def test_the_name_ends_when_its_card_is_no_longer_active() -> None:
    g = _named("mask")
    g.arrange(0, "used", [TOLL_DIE])
    now, printed = _cost(g, "mask", True)
    assert now == printed
    g.do(A.UseActionDie(player=0, die=bac("noop", 1)))  # the flow ends what no longer holds
    assert not any(x.effect == "named_energy" for x in g.state.lasting)
