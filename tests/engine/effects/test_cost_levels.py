"""Three small words of issue 16's cost and level cards, each with its near miss: the filter
`not_named` ("KO every level 1 character die other than <name>": dice of cards so named are
left out, DM-13.3), the count `this_die_field_cost` ("X is its printed fielding cost": the
cost printed on the face the die shows, DM-8.10) and the filter `field_cost_at_least` ("1
less to field, to a minimum of 1": only dice whose fielding cost is 2 or more are lowered,
DM-8.9), and the count `that_die_level` ("equal to that character die's level": the chosen
die's, the level it was KO'd at if the ability KO'd it), and the filters `attack_below_own`,
`defense_below_own` ("with A less than <self>": its A or D now). Our own cards and wording."""

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


CROC = character(
    "croc", 3, 3,
    abilities=[{"trigger": "when_fielded", "text": "When fielded, KO low dice weaker than it.",
                "effects": [effect("ko", "all_characters",
                                   filters={"level_at_most": 2, "attack_below_own": True})]}],
)  # fmt: skip


def test_dice_with_less_a_than_its_own_are_kod() -> None:
    """Filter `attack_below_own` (abilities/own_stats.py): A now, against this die's A."""
    g = with_action(NOOP, CROC, character("peer", 3, 1))
    g.give(0, "p1:peer:1", to="field", face=0)  # A 3: not less than the croc's 3
    g.give(0, "p1:croc:1", to="reserve", face=0)
    g.field("p1:croc:1")
    assert c(5) not in g.zone(1, "field") and m(1) not in g.zone(0, "field")  # A 1 each
    assert "p1:peer:1" in g.zone(0, "field") and "p1:croc:1" in g.zone(0, "field")


def test_a_weaker_own_die_spares_them() -> None:
    """Near miss: a croc of A 1 KOs no die of A 1 (not less)."""
    weak = character("croc", 1, 1, abilities=CROC["abilities"])
    g = with_action(NOOP, weak)
    g.give(0, "p1:croc:1", to="reserve", face=0)
    g.field("p1:croc:1")
    assert c(5) in g.zone(1, "field") and m(1) in g.zone(0, "field")


def _guard(attack: int, defense: int):  # type: ignore[no-untyped-def]
    guard = character(
        "guard", attack, defense,
        abilities=[{"trigger": "when_fielded", "text": "When fielded, KO a softer opposing die.",
                    "effects": [effect("ko", "choose_opposing_die",
                                       filters={"defense_below_own": True})]}],
    )  # fmt: skip
    g = with_action(NOOP, guard)
    g.give(0, "p1:guard:1", to="reserve", face=0)
    g.field("p1:guard:1")
    return g


def test_an_opposing_die_with_less_d_may_be_chosen() -> None:
    g = _guard(1, 3)  # D 3 against the Sidekick's D 1 (its A is no matter)
    assert g.pending.kind == "choose_target" and c(5) in g.pending.options
    g.target(c(5))
    assert c(5) not in g.zone(1, "field")


def test_no_die_with_less_d_no_ko() -> None:
    """Near miss: A 3 but D 1: the Sidekick's D 1 is not less; nothing is KO'd."""
    g = _guard(3, 1)
    assert c(5) in g.zone(1, "field")
