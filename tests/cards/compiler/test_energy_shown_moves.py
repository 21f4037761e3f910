"""Zone moves of dice by the energy they show and of a named die searched for in the bag
(cards/compiler/constructs/moves.py; engine abilities/energy_shown.py, effects/moves.py):
every opposing Reserve Pool die showing some named energy moved to the Used Pile (the words
"dice showing ... energy" or "all (wild) energy"), and a <Name> die moved out of your bag or
Used Pile onto the Field Zone at a level. Our own wording; near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, said, why

OPENING = "When fielded, "


@pytest.mark.parametrize(
    ("line", "shown"),
    [
        ("move all dice showing (wild) or generic energy from your opponent's Reserve Pool to"
         " their Used Pile.", "wild generic"),
        ("move all (wild) energy from your opponent's Reserve Pool to their Used Pile.", "wild"),
        ("move all dice showing (mask) energy from your opponent's Reserve Pool to their Used"
         " Pile.", "mask"),
    ],
)  # fmt: skip
def test_dice_showing_an_energy_leave_the_opposing_reserve_pool(line: str, shown: str) -> None:
    (effect,) = effects("character", OPENING + line)
    assert effect == {
        "op": "move_die",
        "target": "all_opposing_dice",
        "filters": {"energy_shown": shown, "zone": "reserve"},
        "zone": "used",
    }


def test_one_die_showing_an_energy_is_chosen() -> None:
    line = OPENING + "move a die showing (bolt) energy from your Reserve Pool to your Prep Area."
    (effect,) = effects("character", line)
    assert effect["target"] == "choose_your_die"
    assert effect["filters"] == {"energy_shown": "bolt", "zone": "reserve"}


def test_its_words_say_the_energy_shown() -> None:
    text = said(
        OPENING + "move all (wild) energy from your opponent's Reserve Pool to their Used Pile."
    )
    assert "showing Wild energy" in text and "Reserve Pool" in text and "Used Pile" in text


@pytest.mark.parametrize(
    "line",
    [
        f"While {NAME} is active, when one of your Sidekick dice is KO'd, you may move a"
        f" {NAME} die from your Used Pile or bag to the Field Zone at level 1.",
        f"{OPENING}move a {NAME} die from your Used Pile or bag to the Field Zone at level 2.",
    ],
)
def test_a_named_die_is_searched_for_in_the_bag_or_used_pile(line: str) -> None:
    (effect,) = effects("character", line)
    assert effect["target"] == "choose_your_die"
    assert effect["filters"]["zone"] == "used bag" and effect["zone"] == "field"


def test_a_named_die_from_the_bag_alone_is_searched_for_too() -> None:
    (effect,) = effects("character", f"{OPENING}move a {NAME} die from your bag to your Prep Area.")
    assert effect["target"] == "choose_your_die" and effect["filters"]["zone"] == "bag"


def test_a_search_of_the_bag_or_used_pile_for_a_named_die_to_the_field_zone() -> None:
    """constructs/rolls_from.py: a search of the bag or Used Pile for a <Name> die placed in
    the Field Zone at some level: one die of that card, chosen in either zone (DM-13.1),
    moved on that level (DM-23.4, not fielded: DM-8.13)."""
    line = (
        f"When a {NAME} die is KO'd, you may search your bag or Used Pile for a {NAME} die and"
        " place it in the Field Zone at level 3."
    )
    (effect,) = effects("character", line)
    assert effect == {
        "op": "move_die",
        "target": "choose_your_die",
        "filters": {"zone": "bag used", "card": "5tst"},
        "zone": "field",
        "amount": 3,
    }
    text = said(line)
    assert "in a bag or Used Pile to the Field Zone on level 3" in text


def test_a_search_of_the_bag_for_a_named_die_to_the_prep_area() -> None:
    line = f"When {NAME} attacks, search your bag for a {NAME} die and put it into your Prep Area."
    (effect,) = effects("character", line)
    assert effect["filters"] == {"zone": "bag", "card": "5tst"} and effect["zone"] == "prep"
    line = "Search your bag or Used Pile for a Sidekick die and roll it."
    (effect,) = effects("action", line)
    assert effect["op"] == "roll_from" and effect["filters"]["zone"] == "bag used"


@pytest.mark.parametrize(
    "line",
    [
        # several dice to the Field Zone at one level, a search of another zone alone
        "search your bag for up to 2 Sidekick dice and place them in the Field Zone at level 2.",
        "search your Used Pile for a Sidekick die and place it in the Field Zone at level 2.",
        "search your bag for a Sidekick die and place it in the Field Zone.",
    ],
)
def test_searches_not_read(line: str) -> None:
    assert why("character", OPENING + line) in ("zone_move", "unparsed")


@pytest.mark.parametrize(
    "line",
    [
        # energy shown is only ever in a Reserve Pool
        "move all (wild) energy from your opponent's Used Pile to their bag.",
        "move all (wild) energy to the Used Pile.",
        # a die of no named card from the bag is drawn at random, not chosen
        "move a die from your Used Pile or bag to the Field Zone at level 2.",
        "move a Sidekick die from your Used Pile or bag to the Field Zone at level 2.",
        # another player's bag, several dice, a targeted die: no search says them
        f"move a {NAME} die from your opponent's Used Pile or bag to the Field Zone at level 2.",
        f"move all {NAME} dice from your Used Pile or bag to the Field Zone at level 2.",
        f"move target {NAME} die from your Used Pile or bag to the Field Zone at level 2.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", OPENING + line) == "zone_move"


def test_a_die_picked_then_a_target_are_two_choices() -> None:
    """cards/compiler/several.py: "move a <Name> die ... and deal 1 damage to target character
    die": the die picked is the first choice (no "target" word says it), the target the
    second (DM-13.1, engine abilities/answers.py)."""
    line = (
        f"While {NAME} is active, when one of your Sidekick dice is KO'd, you may move a {NAME}"
        " die from your Used Pile or bag to the Field Zone at level 3 and deal 1 damage to target"
        " character die."
    )
    moved, damage = effects("character", line)
    assert moved["target"] == "choose_your_die" and "choice" not in moved
    assert damage == {"op": "deal_damage", "amount": 1, "target": "target_die", "choice": 1}


@pytest.mark.parametrize(
    "line",
    [
        # the target first, the die picked after it; two dice picked of different kinds
        "deal 2 damage to target character die and move a Sidekick die from your Used Pile to"
        " your Prep Area.",
        "move a Sidekick die from your Used Pile to your bag, move an action die from your"
        " Used Pile to your Prep Area and deal 1 damage to target character die.",
    ],
)
def test_picked_dice_the_choices_cannot_tell_apart_stay_text_only(line: str) -> None:
    assert why("character", OPENING + line) == "choice"


def test_all_dice_of_a_named_card_and_up_to_two_sidekicks_move_together() -> None:
    """constructs/moves.py `_both`: two dice phrases of one move, each from and to the same
    zones: every die of the named card, then up to 3 Sidekick dice chosen (DM-13.1)."""
    line = (
        f"{OPENING}move all {NAME} dice and up to 3 Sidekick dice from your Used Pile to the Field"
        " Zone at level 2."
    )
    every, chosen = effects("character", line)
    assert every == {"op": "move_die", "target": "all_your_dice", "zone": "field", "amount": 2,
                     "filters": {"card": "5tst", "zone": "used"}}  # fmt: skip
    assert chosen == {"op": "move_die", "target": "choose_your_die", "up_to": 3, "zone": "field",
                      "amount": 2, "filters": {"sidekick": True, "zone": "used"}}  # fmt: skip


@pytest.mark.parametrize(
    "line",
    [
        # the chosen group first, one die each, two groups of any dice
        f"move all Sidekick dice and up to 2 {NAME} dice from your Used Pile to the Field Zone.",
        f"move a {NAME} die and a Sidekick die from your Used Pile to the Field Zone.",
        "move all dice and up to 3 Sidekick dice from your Used Pile to your Prep Area.",
    ],
)
def test_two_groups_otherwise_stay_text_only(line: str) -> None:
    assert why("character", OPENING + line) == "zone_move"
