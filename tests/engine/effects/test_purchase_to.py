""" "The next die you purchase this turn goes to your Prep Area / bag instead of your Used
Pile" (our own wording; abilities/costs.py `next_purchase_to`): a bought die goes to the
Used Pile (DM-8.8); under this persistent effect on its player (DM-14.2, until Cleanup) the
next such die goes to the zone it names at the moment it is bought (a replacement: it is
never in the Used Pile), and the effect is used up; a die its filters do not name is bought
as usual. Cleanup ends it unused (DM-10.1)."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.model.state import Zone
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import FIST, bac, m

TO_PREP = {**action_card(
    "to-prep",
    {"text": "The next die you purchase this turn goes to your Prep Area ...",
     "effects": [effect("next_purchase_to", "you", zone="prep")]},
), "cost": 2}  # fmt: skip
ACTIONS_TO_BAG = {**action_card(
    "to-bag",
    {"text": "The next action die you purchase this turn goes to your bag ...",
     "effects": [effect("next_purchase_to", "all_your_dice", zone="bag",
                        filters={"die_kind": "action"})]},
), "cost": 2}  # fmt: skip


def _pay(g) -> tuple:
    g.give(0, m(2), to="reserve", face=FIST)
    g.give(0, m(3), to="reserve", face=FIST)
    return (m(2), "fist"), (m(3), "fist")


def test_the_next_die_bought_goes_to_the_prep_area_and_uses_it_up() -> None:
    g = with_action(TO_PREP)
    use(g, "to-prep")
    events = g.buy("to-prep", *_pay(g))
    assert ev.EffectEnded("next_purchase_to", "player:0", "to-prep") in events
    assert g.state.dice[bac("to-prep", 2)].zone is Zone.PREP
    g.give(0, m(2), to="reserve", face=FIST)
    g.give(0, m(3), to="reserve", face=FIST)
    g.buy("to-prep", (m(2), "fist"), (m(3), "fist"))
    assert g.state.dice[bac("to-prep", 3)].zone is Zone.USED  # used up: as usual (DM-8.8)


def test_its_filters_name_the_dice_it_waits_for() -> None:
    g = with_action(ACTIONS_TO_BAG)
    use(g, "to-bag")
    g.buy("to-bag", *_pay(g))
    assert g.state.dice[bac("to-bag", 2)].zone is Zone.BAG


def test_cleanup_ends_it_unused() -> None:
    g = with_action(TO_PREP)
    use(g, "to-prep")
    g.pass_all()
    assert not any(x.effect == "next_purchase_to" for x in g.state.lasting)
