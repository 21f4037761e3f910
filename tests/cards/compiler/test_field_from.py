"""Fielding your own dice from another zone (constructs/field_from.py): "field <dice> from
your Used Pile [or Prep Area] [for free] [at level N]", free and on level 1 unless a level is
named (DM-8.12), "when fielded" triggering (DM-8.13). Our own wording; near misses stay text
only."""

from __future__ import annotations

import pytest

from games.engine import actions as A
from games.engine.flow.choices import choices
from tests.cards.compiler.helpers import NAME, compiled, effects, why
from tests.engine.effects.common import use, with_action
from tests.engine.helpers import JUBILEE, die, m


def test_a_sidekick_die_from_your_used_pile_as_before() -> None:
    assert effects("character", "When fielded, field a Sidekick die from your Used Pile.") == [
        {
            "op": "field_die",
            "target": "choose_your_die",
            "filters": {"sidekick": True, "zone": "used"},
        }
    ]


def test_dice_of_this_card_from_two_zones_at_a_level() -> None:
    (field,) = effects(
        "character",
        f"When {NAME} blocks, you may field a {NAME} character die from your Used Pile or Prep "
        "Area for free at level 2.",
    )
    assert field == {"op": "field_die", "target": "choose_your_die", "amount": 2,
                     "filters": {"card": "5tst", "zone": "used prep"}}  # fmt: skip


def test_all_affiliated_dice_in_your_used_pile() -> None:
    (field,) = effects(
        "character", "When fielded, field all (grv) character dice in your Used Pile at level 3."
    )
    filters = {"affiliation": "grovekin", "die_kind": "character", "zone": "used"}
    assert field == {"op": "field_die", "target": "all_your_dice", "amount": 3, "filters": filters}


def test_up_to_two() -> None:
    (field,) = effects("basic_action", "Field up to 2 Sidekick dice from your Used Pile.")
    assert field["up_to"] == 2 and field["target"] == "choose_your_die"


def _card(line: str) -> dict:
    return {"id": "muster", "name": "muster", "kind": "basic_action", "cost": 1,
            **compiled("basic_action", [line], names=["Jubilee"])}  # fmt: skip


def test_every_named_die_is_fielded_on_the_level_named() -> None:
    """Played: Michele's Jubilee die in her Used Pile is fielded on level 2 (the face of
    level 2), recorded as fielded this turn (DM-8.12); her other one, in her Prep Area,
    stays."""
    g = with_action(_card("Field all Jubilee dice in your Used Pile at level 2."))
    used, prep = die(0, JUBILEE, 1), die(0, JUBILEE, 2)
    g.give(0, used, to="used")
    g.give(0, prep, to="prep")
    use(g, "muster")
    level_2 = g.state.cards[JUBILEE].character_faces()[1]
    assert used in g.zone(0, "field") and g.face(used) == level_2
    assert (0, used) in g.state.fielded
    assert prep in g.zone(0, "prep")


def test_up_to_two_sidekicks_chosen_from_either_zone() -> None:
    g = with_action(_card("Field up to 2 Sidekick dice from your Used Pile or Prep Area."))
    g.arrange(0, "used", [m(5)])
    g.arrange(0, "prep", [m(6)])
    use(g, "muster")
    assert {m(5), m(6)} <= set(choices(g.state, 0).options)
    g.do(A.ChooseTarget(player=0, split=((m(5), 1), (m(6), 1))))
    assert {m(5), m(6)} <= g.zone(0, "field")


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, field a Sidekick die from your opponent's Used Pile.",  # theirs
        "When fielded, field a character die from your bag.",  # a bag's dice are drawn
        "When fielded, field a Sidekick die from your Used Pile at level 4.",  # no such level
        "When fielded, field a Sidekick die from your Used Pile paying its cost.",
        f"When fielded, field {NAME} from your Used Pile.",  # <self>: not this die, which?
    ],
)
def test_near_misses_stay_text(line: str) -> None:
    assert why("character", line)
