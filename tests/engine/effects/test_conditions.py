"""Conditions of card text (abilities/conditions.py): "if", "unless", "instead", "as long
as", "while X is active". DM-12.1: card text supersedes the basic rules; DM-14.3: a static
ability happens "while" a condition holds and stops immediately when it stops; DM-13.4: an
ability that can no longer do what it says does nothing. Cards and wording are our own."""

from __future__ import annotations

import pytest

from games.engine import events as ev
from games.engine.abilities.costs import purchase_cost
from games.engine.abilities.stats import attack_of
from games.engine.loading import card_from_dict
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import CHAR, FIST, c, die, m, make_card, of_type

CROWD = {"kind": "dice", "at_least": 2}  # "if you have two or more character dice in play"

RALLY = action_card(
    "rally",
    {"text": "If you have two or more character dice, gain 2 life.",
     "effects": [effect("gain_life", "you", amount=2, condition=CROWD)]},
)  # fmt: skip
COMEBACK = action_card(
    "comeback",
    {"text": "Gain 1 life. If you have less life than your opponent, gain 3 life instead.",
     "effects": [effect("gain_life", "you", amount=1, instead={
         "if": {"kind": "life", "than_opponent": "less"},
         "effects": [effect("gain_life", "you", amount=3)]})]},
)  # fmt: skip
JAB = action_card(
    "jab",
    {"text": "Deal 1 damage to your opponent unless they have two or more character dice.",
     "effects": [effect("deal_damage", "opponent", amount=1,
                        condition={**CROWD, "whose": "opposing", "unless": True})]},
)  # fmt: skip
SQUASH = action_card(
    "squash",
    {"text": "Spin target character die down one level. If it is a Sidekick, KO it instead.",
     "effects": [effect("spin_down", "target_die", amount=1, instead={
         "if": {"kind": "target", "filters": {"sidekick": True}},
         "effects": [effect("ko", "target_die")]})]},
)  # fmt: skip


def test_an_effect_happens_only_if_its_condition_holds() -> None:
    """One character die (m1): no gain; with a second one fielded, the gain happens."""
    g = with_action(RALLY)
    use(g, "rally")
    assert g.life(0) == 10 - 0 and not of_type(g.events, ev.LifeGained)
    g = with_action(RALLY)
    g.arrange(0, "field", [m(2)], face=CHAR)
    g.hurt(0, 3)
    use(g, "rally")
    assert g.life(0) == 9


def test_instead_replaces_the_effect_when_its_condition_holds() -> None:
    g = with_action(COMEBACK)
    g.hurt(0, 4)
    use(g, "comeback")
    assert g.life(0) == 9  # 6 + 3, not 6 + 1
    g = with_action(COMEBACK)
    g.hurt(0, 4)
    g.hurt(1, 5)  # Chris lower: the first effect
    use(g, "comeback")
    assert g.life(0) == 7


def test_unless_reverses_the_condition() -> None:
    g = with_action(JAB, chris_field=1)
    use(g, "jab")
    assert g.life(1) == 9
    g = with_action(JAB, chris_field=2)
    use(g, "jab")
    assert g.life(1) == 10  # two dice: "unless" holds, no damage


def test_instead_reads_the_chosen_target() -> None:
    """The target condition is read about the die chosen (a Sidekick): KO'd instead."""
    g = with_action(SQUASH)
    use(g, "squash", c(5))
    assert c(5) in g.zone(1, "prep")


BRUISER = make_card(
    "bruiser",
    abilities=[{"trigger": "static", "text": "As long as you have three or more dice in your "
                "Used Pile, Bruiser gets +2A.",
                "condition": {"kind": "dice", "zone": "used", "at_least": 3},
                "effects": [effect("modify_attack", "this_card", amount=2, duration="static")]}],
)  # fmt: skip


def test_a_static_ability_starts_and_stops_with_its_condition() -> None:
    """DM-14.3: the +2A holds while three dice are in the Used Pile, and no longer after."""
    g = with_action(RALLY, BRUISER)
    g.give(0, die(0, "bruiser", 1), to="field", face=CHAR)
    bruiser = g.state.dice[die(0, "bruiser", 1)]
    assert attack_of(g.state, bruiser) == 1
    g.arrange(0, "used", [m(2), m(3), m(4)])
    assert attack_of(g.state, g.state.dice[bruiser.id]) == 3
    g.arrange(0, "prep", [m(4)])
    assert attack_of(g.state, g.state.dice[bruiser.id]) == 1


THRIFTY = make_card(
    "thrifty", cost=4,
    abilities=[{"trigger": "static", "text": "While your life is 5 or less, Thrifty costs 2 "
                "less to purchase.", "condition": {"kind": "life", "at_most": 5},
                "effects": [effect("reduce_cost", "this_card", amount=2)]}],
)  # fmt: skip


def test_a_static_cost_reduction_holds_only_while_its_condition_does() -> None:
    g = with_action(RALLY, THRIFTY)
    card, supply = g.state.cards["thrifty"], g.state.dice[die(0, "thrifty", 1)]
    assert purchase_cost(g.state, 0, card, supply) == 4
    g.hurt(0, 5)
    assert purchase_cost(g.state, 0, card, supply) == 2


LATECOMER = make_card(
    "latecomer",
    abilities=[{"trigger": "when_fielded", "text": "When fielded, if you have less life "
                "than your opponent, deal 2 damage to your opponent.",
                "condition": {"kind": "life", "than_opponent": "less"},
                "effects": [effect("deal_damage", "opponent", amount=2)]}],
)  # fmt: skip


def test_a_triggered_ability_with_a_false_condition_does_not_trigger() -> None:
    for hurt, expected in ((0, 10), (3, 8)):
        g = with_action(RALLY, LATECOMER)
        g.give(0, die(0, "latecomer", 1), to="reserve", face=CHAR)
        g.hurt(0, hurt)
        events = g.field(die(0, "latecomer", 1))
        assert bool(of_type(events, ev.AbilityTriggered)) is bool(hurt)
        assert g.life(1) == expected


@pytest.mark.parametrize(
    ("condition", "message"),
    [
        ({"kind": "sunny"}, "unknown condition"),
        ({"kind": "dice", "colour": "red"}, "takes no"),
        ({"kind": "dice", "filters": {"hair": "red"}}, "unknown filter"),
        ({"kind": "dice", "whose": "theirs"}, "whose is one of"),
        ({"kind": "count", "count": "stars"}, "unknown count"),
    ],
)
def test_the_loader_refuses_conditions_it_cannot_read(condition: dict, message: str) -> None:
    data = make_card(
        "x",
        abilities=[
            {
                "trigger": "when_fielded",
                "condition": condition,
                "effects": [effect("gain_life", "you", amount=1)],
            }
        ],
    )
    with pytest.raises(ValueError, match=message):
        card_from_dict(data)


def test_a_condition_on_the_chosen_target_belongs_to_an_effect() -> None:
    """Near miss: an ability's condition is read before a target is chosen."""
    data = make_card(
        "x",
        abilities=[
            {
                "trigger": "when_fielded",
                "condition": {"kind": "target", "filters": {"level": 1}},
                "effects": [effect("ko", "target_die")],
            }
        ],
    )
    with pytest.raises(ValueError, match="belongs to an effect"):
        card_from_dict(data)


def test_instead_needs_its_condition_and_effects() -> None:
    data = action_card("x", {"effects": [effect("gain_life", "you", amount=1,
                                                instead={"effects": []})]})  # fmt: skip
    with pytest.raises(ValueError, match="'instead' needs"):
        card_from_dict(data)


def test_this_die_condition_reads_the_ability_s_die() -> None:
    """ "While this die is attacking" (a zone filter on the die itself): near miss in the
    Field Zone."""
    striker = make_card(
        "striker",
        abilities=[
            {
                "trigger": "static",
                "text": "While attacking, Striker gets +1A.",
                "condition": {"kind": "this_die", "filters": {"zone": "attack"}},
                "effects": [effect("modify_attack", "this_card", amount=1, duration="static")],
            }
        ],
    )
    g = with_action(RALLY, striker)
    g.give(0, die(0, "striker", 1), to="field", face=CHAR)
    assert attack_of(g.state, g.state.dice[die(0, "striker", 1)]) == 1
    g.arrange(0, "attack", [die(0, "striker", 1)])
    assert attack_of(g.state, g.state.dice[die(0, "striker", 1)]) == 2
    assert FIST  # (the helpers' faces)


def test_an_ability_whose_condition_fails_before_it_resolves_does_nothing() -> None:
    """DM-13.4: Latecomer's ability is queued while Michele is behind; Chris falls behind
    before it resolves: it resolves doing nothing (read as it triggers and as it resolves)."""
    from games.engine.abilities.resolution import resolve
    from games.engine.model.batch import Batch
    from games.engine.model.evolve import evolve
    from games.engine.model.state import Trigger

    g = with_action(RALLY, LATECOMER)
    g.give(0, die(0, "latecomer", 1), to="field", face=CHAR)
    queued = ev.AbilityTriggered(0, "latecomer", 0, "ability", die(0, "latecomer", 1))
    g.state = evolve(g.state, queued)
    g.hurt(1, 5)  # Chris is behind now: the condition fails
    b = Batch(g.state)
    resolve(b, Trigger(0, "latecomer", 0, "ability", die(0, "latecomer", 1)))
    assert not of_type(b.events, ev.PlayerDamaged)
    assert of_type(b.events, ev.AbilityResolved)
    g.hurt(0, 8)  # Michele behind again: it would deal its damage
    b = Batch(evolve(g.state, queued))
    resolve(b, Trigger(0, "latecomer", 0, "ability", die(0, "latecomer", 1)))
    assert of_type(b.events, ev.PlayerDamaged)
