"""Three small words of issue 16's cost and level cards, each with its near miss: the filter
`not_named` ("KO every level 1 character die other than <name>": dice of cards so named are
left out, DM-13.3), the count `this_die_field_cost` ("X is its printed fielding cost": the
cost printed on the face the die shows, DM-8.10) and the filter `field_cost_at_least` ("1
less to field, to a minimum of 1": only dice whose fielding cost is 2 or more are lowered,
DM-8.9), and the count `that_die_level` ("equal to that character die's level": the chosen
die's, the level it was KO'd at if the ability KO'd it). Our own cards and wording."""

from __future__ import annotations

from games.engine.abilities.costs import field_cost
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import c, m, make_card
from tests.engine.keywords.common import character

SWEEP = action_card(
    "sweep",
    {"text": "KO each level 1 character die except those named climber.",
     "effects": [effect("ko", "all_characters", filters={"level": 1, "not_named": "Climber"})]},
)  # fmt: skip
NOOP = action_card("noop", {"effects": [effect("gain_life", "you", amount=1)]})
BLAZE = character(
    "blaze", 1, 1,
    abilities=[{"trigger": "when_fielded", "text": "When fielded, hurt your opponent by its cost.",
                "effects": [effect("deal_damage", "opponent", amount=1,
                                   per="this_die_field_cost")]}],
)  # fmt: skip
# fielding costs 2, 1, 3 (levels 1, 2, 3): never its level, so a count of the level would show
BLAZE["faces"] = [{**f, "cost": n} for n, f in zip((2, 1, 3), BLAZE["faces"][:3], strict=True)]
BLAZE["faces"] += character("blaze", 1, 1)["faces"][3:]
PATRON = make_card(
    "patron",
    abilities=[{"trigger": "static", "while_active": "self",
                "text": "Your character dice cost 1 less to field, never below 1.",
                "effects": [effect("reduce_field_cost", "all_your_characters", amount=1,
                                   filters={"field_cost_at_least": 2})]}],
)  # fmt: skip


def test_dice_of_the_name_left_out_are_not_kod() -> None:
    g = with_action(SWEEP, character("climber", 1, 1))
    g.give(0, "p1:climber:1", to="field", face=0)  # level 1, but named Climber
    use(g, "sweep")
    assert "p1:climber:1" in g.zone(0, "field")
    assert c(5) not in g.zone(1, "field") and m(1) not in g.zone(0, "field")  # level 1 Sidekicks


def test_a_die_of_another_level_is_not_kod_either() -> None:
    """Near miss: the filter narrows; the level still counts (a level 2 die stays)."""
    g = with_action(SWEEP, character("other", 1, 1))
    g.give(0, "p1:other:1", to="field", face=1)
    use(g, "sweep")
    assert "p1:other:1" in g.zone(0, "field")


def _blaze_fielded(face: int, paid: int) -> int:
    g = with_action(NOOP, BLAZE)
    g.give(0, "p1:blaze:1", to="reserve", face=face)
    g.field("p1:blaze:1", *[(m(n), "fist") for n in range(2, 2 + paid)])
    while g.pending.kind == "choose_target":  # (none here: the opponent is its target)
        g.target(g.pending.options[0])
    return g.life(1)


def test_the_damage_is_the_cost_printed_on_the_level_fielded() -> None:
    assert _blaze_fielded(face=0, paid=2) == 8  # level 1: fielding cost 2


def test_another_level_deals_its_own_cost() -> None:
    """Near miss: the same card fielded at level 2 (cost 1) deals 1, not its level."""
    assert _blaze_fielded(face=1, paid=1) == 9


def test_only_dice_of_cost_two_or_more_are_lowered() -> None:
    g = with_action(NOOP, PATRON, BLAZE)
    g.give(0, "p1:patron:1", to="field", face=0)
    g.give(0, "p1:blaze:1", to="reserve", face=0)  # fielding cost 2
    assert field_cost(g.state, 0, g.state.dice["p1:blaze:1"], 2) == 1
    g.arrange(0, "reserve", ["p1:blaze:1"], face=1)  # near miss: cost 1 stays 1
    assert field_cost(g.state, 0, g.state.dice["p1:blaze:1"], 1) == 1


PYRE = action_card(
    "pyre",
    {"text": "KO one of your character dice; your opponent takes damage equal to its level.",
     "effects": [effect("ko", "choose_your_die"),
                 effect("deal_damage", "opponent", amount=1, per="that_die_level",
                        condition={"kind": "done"})]},
)  # fmt: skip
GAUGE = action_card(
    "gauge",
    {"text": "Choose a character die; your opponent takes damage equal to its level.",
     "effects": [effect("choose", "choose_die"),
                 effect("deal_damage", "opponent", amount=1, per="that_die_level")]},
)  # fmt: skip


def test_the_chosen_die_s_level_counts() -> None:
    """The count `that_die_level`: the level of the die the ability chose (DM-21.1)."""
    g = with_action(GAUGE, character("climber", 1, 1))
    g.give(0, "p1:climber:1", to="field", face=1)  # level 2
    use(g, "gauge", "p1:climber:1")
    assert g.life(1) == 8


def test_a_die_kod_counts_the_level_it_was_kod_at() -> None:
    g = with_action(PYRE, character("climber", 1, 1))
    g.give(0, "p1:climber:1", to="field", face=2)  # level 3
    use(g, "pyre", "p1:climber:1")
    assert "p1:climber:1" in g.zone(0, "prep") and g.life(1) == 7


def test_a_level_1_die_kod_counts_one() -> None:
    """Near miss: the Sidekick chosen instead is level 1 (not the climber's 3)."""
    g = with_action(PYRE, character("climber", 1, 1))
    g.give(0, "p1:climber:1", to="field", face=2)
    use(g, "pyre", m(1))
    assert g.life(1) == 9
