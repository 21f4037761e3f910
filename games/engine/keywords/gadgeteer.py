"""Gadgeteer (a set keyword of the Batman set; no rulebook we hold defines it, docs/rulings.md
"Gadgeteer"): its reminder says that when the die attacks its player may roll an action die
from their Used Pile and, on an action face, may field it.

Ruling, as a judge would: "field" is said of character dice (DM-8.12); the only action dice
with a place in the Field Zone are Continuous ones (000:L773) and Gear (Equip, used into the
Field Zone the same way), so those are the dice the player may pick (the set's own keyword
page says so too). The die is chosen, not targeted (DM-13.1), rolled into the Reserve Pool
(DM-20.3) and its face decides (abilities/outcomes.py): an action face lets the player move it
into the Field Zone, where it stays and its card's static works (DM-14.3); it is not "used"
by that (DM-8.14: nothing was paid or used, as moving a character die is not fielding it,
DM-8.13), so a Gear stays unattached. Any other face, or a player who says no, sends it back
to the Used Pile (Out of Play on its owner's turn, 000:L184). Both "you may"s are asked
before the roll, as every choice of an ability is (abilities/you_may.py): first the die (or
DECLINE: no roll), then whether an action face goes to the Field Zone.

The card lists the keyword (cards/vocabulary.keywords_in); its line only names it."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.abilities.you_may import YOU_MAY
from games.engine.model.cards import Ability, Condition, EffectSpec, KeywordUse, Rolled

NAME = "gadgeteer"
# the yes-or-no after the die is chosen (choice 0): the second choice of the ability
_YES = Condition("accepted", (("choice", 1),))
_NO = Condition("accepted", (("choice", 1),), unless=True)
_BACK = EffectSpec("move_die", target="rolled_die", zone="used")
ROLL = EffectSpec(
    "roll_from",
    target="choose_your_die",
    filters=(
        ("any_of", "keyword:continuous keyword:equip"),
        ("die_kind", "action"),
        ("zone", "used"),
    ),
    rolled=Rolled(
        "action",
        effects=(
            EffectSpec("move_die", target="rolled_die", zone="field", condition=_YES),
            EffectSpec("move_die", target="rolled_die", zone="used", condition=_NO),
        ),
        otherwise=(_BACK,),
    ),
)
ASK = EffectSpec("choose", target=YOU_MAY, choice=1)


def abilities(use: KeywordUse) -> tuple[Ability, ...]:
    return (Ability("when_attacks", (ASK, ROLL), optional=True, origin=f"keyword:{NAME}"),)


KEYWORD = Keyword(
    name=NAME,
    label="Gadgeteer",
    glossary=(
        "when this die attacks, you may roll a Continuous or Gear action die from your Used"
        " Pile; on an action face you may move it into your Field Zone, else it goes back to"
        " your Used Pile"
    ),
    source="2bat's reminder",
    rules=("DM-8.13", "DM-8.14", "DM-13.1", "DM-14.3", "DM-20.3"),
    abilities=abilities,
)
