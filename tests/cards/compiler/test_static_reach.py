"""Statics read for more of their printed shapes (issue 16) and enforced by the engine while
their card is active (DM-14.3, DM-18.1): a cost reduction that names no one's dice is its
controller's (docs/rulings.md, "Cost reductions that name no one"), while an increase so
said is every player's; "Global Abilities cost (1) more to use"; an affiliation said in
words ("your Avengers characters"); "prevent all damage (dealt) to <self>" as a static; a
"while ... active" opening printed without its comma. Cards and wording are our own."""

from __future__ import annotations

import pytest

from games.engine.abilities.costs import field_cost, global_cost, purchase_cost
from games.engine.loading import card_from_dict
from tests.cards.compiler.helpers import NAME, compiled, effects, said, why
from tests.engine.helpers import CHAR, Game, cards_with, die, make_card


def test_a_reduction_naming_no_one_is_its_controllers() -> None:
    line = f"While {NAME} is active, (grv) characters cost 1 less to buy."
    (effect,) = effects("character", line)
    assert effect["target"] == "all_your_characters"
    (effect,) = effects("character", f"While {NAME} is active, Dragons cost (2) less to purchase.")
    assert effect == {"op": "reduce_cost", "amount": 2, "target": "all_your_dice",
                      "filters": {"creature_type": "dragon"}}  # fmt: skip
    assert "your Dragon dice" in said(f"While {NAME} is active, Dragons cost (2) less to purchase.")


def test_an_increase_naming_no_one_is_every_players() -> None:
    line = f"While {NAME} is active, character dice cost (1) more to field."
    (effect,) = effects("character", line)
    assert effect["target"] == "all_characters"


def test_globals_cost_more_to_use_for_every_player() -> None:
    line = (
        f"While {NAME} is active, character dice cost (2) more to field and Global Abilities "
        "cost (2) more to use."
    )
    made = effects("character", line)
    assert made[1] == {"op": "increase_global_cost", "amount": 2, "target": "all_players"}
    assert "each player pays 2 more energy to use each Global Ability" in said(line)


@pytest.mark.parametrize(
    ("words", "affiliation"),
    [("your Avengers characters", "avengers"),
     ("other Justice League characters", "justiceleague")],
)  # fmt: skip
def test_an_affiliation_in_words(words: str, affiliation: str) -> None:
    (effect,) = effects("character", f"While {NAME} is active, {words} get +1A and +1D.")
    assert effect["filters"]["affiliation"] == affiliation


def test_prevent_all_damage_to_self_is_a_static_immunity() -> None:
    line = f"If you have 10 or less life, prevent all damage dealt to {NAME}."
    (record,) = compiled("character", [line])["abilities"]
    assert record["effects"] == [{"op": "no_damage_from", "target": "this_card"}]
    assert record["condition"] == {"kind": "life", "at_most": 10}
    assert "take no damage" in said(line)


def test_an_opening_without_its_comma() -> None:
    (effect,) = effects("character", "While active (grv) characters cost you 1 less to purchase.")
    assert effect["target"] == "all_your_characters"
    (effect,) = effects("character", f"While {NAME} is active your Sidekick dice get +1D.")
    assert effect["op"] == "modify_defense"


@pytest.mark.parametrize(
    "line",
    [
        f"Prevent all damage dealt to {NAME} this turn.",  # a time: no static's
        "Prevent all damage dealt to target character die.",  # a chosen die
        f"While {NAME} is active, Global Abilities cost (1) more to use during your turn.",
        f"While {NAME} is active, Avengers Assemble characters get +1A.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


# --- the engine: whose purchases a static cost change reaches (DM-8.7, DM-18.1) -----------

KEEPER = make_card(
    "keeper",
    abilities=[{"trigger": "static", "text": "x", "while_active": "self",
                "effects": compiled("character", [f"While {NAME} is active, (grv) characters "
                                                  "cost 1 less to buy."])["abilities"][0]["effects"]
                + [{"op": "increase_field_cost", "amount": 1, "target": "all_characters",
                    "filters": {"sidekick": False}},
                   {"op": "increase_global_cost", "amount": 1, "target": "all_players"}]}],
)  # fmt: skip
GROVE = make_card("grove", cost=4, affiliations=["grovekin"])
TOLL = make_card("toll", cost=3, affiliations=["tollfolk"])


def _game() -> Game:
    teams = ((("keeper", 1), ("grove", 1)), (("grove", 1), ("toll", 1)))
    g = Game(teams=teams, cards=cards_with(KEEPER, GROVE, TOLL))
    g.start()
    g.arrange(0, "field", [die(0, "keeper", 1)], face=CHAR)
    return g


def test_the_reduction_reaches_its_controllers_purchases_only() -> None:
    g = _game()
    grove = g.state.cards["grove"]
    assert purchase_cost(g.state, 0, grove, g.state.dice[die(0, "grove", 1)]) == 3
    assert purchase_cost(g.state, 1, grove, g.state.dice[die(1, "grove", 1)]) == 4


def test_the_increase_and_the_globals_reach_every_player() -> None:
    g = _game()
    assert field_cost(g.state, 0, g.state.dice[die(0, "grove", 1)], 1) == 2
    assert field_cost(g.state, 1, g.state.dice[die(1, "toll", 1)], 1) == 2
    assert global_cost(g.state, 0, 1) == 2 and global_cost(g.state, 1, 1) == 2


def test_the_card_data_loads() -> None:
    assert card_from_dict(KEEPER).statics


def test_another_characters_presence_without_the_comma() -> None:
    line = f"While Marsh Wren is active {NAME} gets +1A."
    (record,) = compiled("character", [line], names=("Marsh Wren",))["abilities"]
    assert record["condition"]["kind"] == "count" and record["effects"][0]["op"] == "modify_attack"


def test_the_engine_holds_the_compiled_immunity_while_its_condition_does() -> None:
    """ "While your opponent has no Villain character dice fielded, prevent all damage to <self>":
    no damage while Chris fields no Villain (DM-14.3, DM-19.1); his Villain in the Field
    Zone ends it."""
    from games.engine.abilities.damage import deal_damage
    from games.engine.model.batch import Batch
    from tests.engine.keywords.common import character, face_off

    line = "While your opponent has no Villain character dice fielded, prevent all damage to Stone."
    made = compile_card_as("stone", line)
    villain = character("vill", 1, 3, affiliations=["villain"])
    g = face_off([made], [character("plain", 1, 3)], chris_field=1)
    assert deal_damage(Batch(g.state), "p2:sidekick:5", "p1:stone:1", 2, True) == 0
    g = face_off([made], [villain])
    assert deal_damage(Batch(g.state), "p2:vill:1", "p1:stone:1", 2, True) == 2


def compile_card_as(card_id: str, line: str) -> dict:
    from cards.compiler import compile_card
    from tests.engine.keywords.common import character

    made = compile_card("character", [line], "Stone", code=card_id)
    return character(card_id, 2, 3, text=[line], **made)


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        (f"While you have an active Sidekick die, {NAME} gets +1A.", "dice"),
        (f"While your opponent has no Villain character dice fielded, prevent all damage to "
         f"{NAME}.", "dice"),
    ],
)  # fmt: skip
def test_a_static_held_while_a_condition_holds(line: str, kind: str) -> None:
    """DM-14.3: "while <condition>, <static>" holds exactly while the condition does."""
    (record,) = compiled("character", [line])["abilities"]
    assert record["trigger"] == "static" and record["condition"]["kind"] == kind
    assert "while_active" not in record


@pytest.mark.parametrize(
    "line",
    [
        # a trigger or a choice after it, two sentences: not a static's one sentence
        f"While you have an active Sidekick die, when you field {NAME}, gain 1 life.",
        f"While you have an active Sidekick die, you may reroll {NAME}.",
        f"While you have an active Sidekick die, {NAME} gets +1A. {NAME} must attack.",
    ],
)
def test_held_near_misses(line: str) -> None:
    assert why("character", line)


def test_an_energy_type_named_without_its_icon() -> None:
    line = f"While {NAME} is active, your opponent's non-fist characters get -2D."
    (effect,) = effects("character", line)
    assert effect["target"] == "all_opposing_characters"
    assert effect["filters"] == {"not_energy_type": "fist"}
