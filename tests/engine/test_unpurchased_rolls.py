"""A die still on its card, rolled by an effect (effects/chance.py `roll_from` from the
zone `supply`; docs/rulings.md "Gate"): "take another unpurchased <card> die and roll it; on
a character face it goes to your Prep Area, otherwise back to its card". DM-3.3: a card's
dice not yet purchased stay on it; DM-20.3: a die rolled by an effect lands in its owner's
Reserve Pool, and the text then says where it goes (DM-12.1). Cards and wording are our own."""

from __future__ import annotations

from games.engine import actions as A
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import bac, die
from tests.engine.keywords.common import character

KIN = character("kin", 1, 1)
GATHER = action_card(
    "gather",
    {"text": "Roll a Kin die still on its card: on a character face it goes to your Prep "
             "Area, on any other face back to the card.",
     "effects": [effect("roll_from", "choose_your_die", filters={"zone": "supply", "card": "kin"},
                        rolled={"face": "character",
                                "effects": [{"op": "move_die", "target": "rolled_die",
                                             "zone": "prep"}],
                                "otherwise": [{"op": "move_die", "target": "rolled_die",
                                               "zone": "supply"}]})]},
)  # fmt: skip
ENERGY, LEVEL_1 = 3, 0  # faces of `character`


def _gathered():  # type: ignore[no-untyped-def]
    g = with_action(GATHER, KIN)
    kin = die(0, "kin", 1)
    assert kin in g.zone(0, "supply")
    g.do(A.UseActionDie(player=0, die=bac("gather", 1)))
    g.do(A.ChooseTarget(player=0, target=kin))
    assert g.pending.kind == "roll" and g.pending.dice == (kin,)
    return g, kin


def test_a_character_face_goes_to_the_prep_area() -> None:
    g, kin = _gathered()
    g.roll({kin: LEVEL_1})
    assert kin in g.zone(0, "prep") and kin not in g.zone(0, "supply")


def test_otherwise_it_goes_back_on_its_card() -> None:
    """Unpurchased again: on its card, no face, still its owner's to buy (DM-3.3)."""
    g, kin = _gathered()
    g.roll({kin: ENERGY})
    assert kin in g.zone(0, "supply") and g.face(kin) is None
    assert kin not in g.zone(0, "reserve")


def test_an_opponents_or_a_basic_action_die_on_its_card_is_not_offered() -> None:
    """Near miss: only the controller's own card's dice are chosen ("your"), and a Basic
    Action Die on its card is no one's (DM-3.3)."""
    g = with_action(GATHER, KIN)
    g.do(A.UseActionDie(player=0, die=bac("gather", 1)))
    assert g.pending.options and all(o.startswith("p1:kin:") for o in g.pending.options)


def test_a_creature_type_names_which_cards_dice_on_their_cards() -> None:
    """A die of a card whose subtitle names the type (abilities/creature_types.py); a card
    of another type offers none."""
    fiend = character("imp", 1, 1, subtitle="Small Fiend")
    giant = character("hill", 1, 1, subtitle="Big Giant")
    summon = action_card(
        "summon",
        {"text": "Roll a Fiend die still on its card.",
         "effects": [effect("roll_from", "choose_your_die",
                            filters={"zone": "supply", "creature_type": "fiend"})]},
    )  # fmt: skip
    g = with_action(summon, fiend, giant)
    g.do(A.UseActionDie(player=0, die=bac("summon", 1)))
    assert g.pending.options and all(o.startswith("p1:imp:") for o in g.pending.options)
