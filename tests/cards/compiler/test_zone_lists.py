"""Moves read in more phrasings (constructs/moves.py, DM-23.4, DM-13.2): several zones at once
("from your opponent's Field Zone, Prep Area or Reserve Pool"), "from the field" and "its
Used Pile", "with purchase cost N or more" (DM-8.7); "prep up to N ... from your Used Pile"
(constructs/prep_from_used.py); a Global's "you may" (lines.py: using the Global is the
choice, its condition the Global's own). Near misses stay text only. Our own wording."""

from __future__ import annotations

import pytest

from games.reading import read_data
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why


def _said(kind: str, line: str) -> list[str]:
    card = {"id": CODE, "kind": kind, "name": NAME, "text": [line], **compiled(kind, [line])}
    return [x.reading for x in read_data(card) or []]


def test_an_action_die_from_the_field_to_its_used_pile() -> None:
    """Any player's action die in the Field Zone (a Continuous one: "action die" states it,
    DM-13.2), chosen, not targeted (DM-13.1)."""
    for opening in ("When fielded", "When summoned"):
        line = f"{opening}, you may send an action die from the field to its Used Pile."
        assert effects("character", line) == [
            {"op": "move_die", "target": "choose_die", "zone": "used",
             "filters": {"die_kind": "action", "zone": "field"}}
        ]  # fmt: skip
    line = "When fielded, you may send an action die from the field to its Used Pile."
    assert _said("character", line) == [
        "When fielded: you may move an action die in the Field Zone of your choice to the"
        " Used Pile."
    ]


def test_a_target_action_die_from_any_of_three_zones_of_target_opponent() -> None:
    line = (
        "When fielded, you may put target action die from target opponent's Prep Area,"
        " Field Zone, or Reserve Pool into the Used Pile."
    )
    assert effects("character", line) == [
        {"op": "move_die", "target": "target_opposing_die", "zone": "used",
         "filters": {"die_kind": "action", "zone": "prep field reserve"}}
    ]  # fmt: skip
    assert _said("character", line) == [
        "When fielded: you may move target opposing action die in a Prep Area, Field Zone or"
        " Reserve Pool to the Used Pile."
    ]
    line = "Move target character die from your Prep Area or Used Pile to your bag."
    assert effects("action", line)[0]["filters"] == {"die_kind": "character", "zone": "prep used"}


def test_all_dice_of_two_zones_and_a_die_added_from_the_bag() -> None:
    """ "from their Prep Area and Used Pile" with "all": every die of both zones; "add a die
    from your bag to your Prep Area" is drawn at random (the engine's Prep from the bag)."""
    line = (
        "When fielded, move all Sidekick dice from your opponent's Prep Area and Used Pile to"
        " their bag."
    )
    assert effects("character", line) == [
        {"op": "move_die", "target": "all_opposing_dice", "zone": "bag",
         "filters": {"sidekick": True, "zone": "prep used"}}
    ]  # fmt: skip
    line = f"When {NAME} is blocked, add one die from your bag to your Prep Area."
    assert effects("character", line) == [{"op": "prep", "amount": 1, "zone": "bag"}]


def test_a_die_with_a_purchase_cost_bound() -> None:
    line = (
        f"When {NAME} is KO'd, you may move a (bolt) die with purchase cost 4 or more from your"
        " Used Pile to your Prep Area."
    )
    assert effects("character", line) == [
        {"op": "move_die", "target": "choose_your_die", "zone": "prep",
         "filters": {"energy_type": "bolt", "cost_at_least": 4, "zone": "used"}}
    ]  # fmt: skip
    line = "Move a die with purchase cost 3 or less from your Used Pile to your Prep Area."
    assert effects("action", line)[0]["filters"] == {"cost_at_most": 3, "zone": "used"}


def test_prep_up_to_two_sidekick_dice_from_your_used_pile() -> None:
    line = "Prep up to 2 Sidekick dice from your Used Pile."
    assert effects("action", line) == [
        {"op": "move_die", "target": "choose_your_die", "zone": "prep", "up_to": 2,
         "filters": {"zone": "used", "sidekick": True}}
    ]  # fmt: skip
    line = "Prep up to two non-Sidekick dice from your Used Pile."
    assert effects("action", line)[0]["filters"] == {"zone": "used", "sidekick": False}


def test_a_globals_you_may_is_using_it_and_its_condition_limits_its_use() -> None:
    """DM-8.16: a player uses a Global or does not; "you may" is that choice. "If you have
    no dice in your Prep Area, you may ..." is the Global's condition: it cannot be used
    otherwise (DM-8.19, flow/main_step.py)."""
    line = (
        "Global: Pay (bolt). Once per turn, during your turn, if there are no dice in your Prep"
        " Area, you may draw a die and place it into your Prep Area."
    )
    (record,) = compiled("character", [line])["globals"]
    assert record["condition"] == {"kind": "dice", "whose": "yours", "at_most": 0, "zone": "prep"}
    assert record["effects"] == [{"op": "prep", "amount": 1, "zone": "bag"}]
    assert record["once_per_turn"] and record["only_your_turn"]
    assert "optional" not in record
    line = (
        "Global: Pay (fist). Once during your turn, you may prep up to 3 Sidekick dice from"
        " your Used Pile."
    )
    (record,) = compiled("character", [line])["globals"]
    assert "condition" not in record and record["effects"][0]["up_to"] == 3


def test_dice_rolled_from_your_used_pile_into_your_reserve_pool() -> None:
    """constructs/rolls_from.py: chosen (DM-13.1), rolled into the Reserve Pool (DM-20.3);
    the paid-to-field reminder of a when-fielded line is the engine's own rule (001:L345-348)."""
    line = (
        "When fielded, you may roll up to 3 Sidekick dice from your Used Pile (you cannot roll"
        f" dice that paid to field {NAME}; place rolled dice in your Reserve Pool)."
    )
    assert effects("character", line) == [
        {"op": "roll_from", "target": "choose_your_die", "up_to": 3,
         "filters": {"zone": "used", "sidekick": True}}
    ]  # fmt: skip
    assert _said("character", line) == [
        "When fielded: optionally, roll one of your Sidekick dice in a Used Pile into your"
        " Reserve Pool (repeated for up to 3 dice) (not the dice that paid to field this die)"
    ]
    line = "Roll a character die from your Prep Area and place it in your Reserve Pool."
    assert effects("action", line) == [
        {"op": "roll_from", "target": "choose_your_die",
         "filters": {"zone": "prep", "die_kind": "character"}}
    ]  # fmt: skip


def test_dice_searched_for_in_your_bag() -> None:
    """constructs/rolls_from.py: a search chooses the dice in the bag (DM-13.1), then rolls
    them into the Reserve Pool (DM-20.3) or puts them in the Prep Area."""
    line = "When fielded, search your bag for up to 3 Sidekick dice and roll them."
    assert effects("character", line) == [
        {"op": "roll_from", "target": "choose_your_die", "up_to": 3,
         "filters": {"zone": "bag", "sidekick": True}}
    ]  # fmt: skip
    line = "Search your bag for a character die and roll it (place it into your Reserve Pool)."
    assert effects("action", line)[0]["filters"] == {"zone": "bag", "die_kind": "character"}
    line = "Search your bag for a (grv) character die and put it into your Prep Area."
    assert effects("action", line) == [
        {"op": "move_die", "target": "choose_your_die", "zone": "prep",
         "filters": {"zone": "bag", "die_kind": "character", "affiliation": "grovekin"}}
    ]  # fmt: skip
    assert _said("action", line) == [
        "Move one of your Grovekin character dice in a bag to the Prep Area."
    ]


def test_a_capture_lasting_until_this_die_leaves_play() -> None:
    """DM-23.1: "This capture lasts until <self> leaves play" is the capture's own duration,
    while the capturing die is in the Field Zone (cards/compiler/reminders.py)."""
    for end in ("play", "the field"):
        line = (
            f"When fielded, capture an opposing non-(fist) character. This capture lasts until"
            f" {NAME} leaves {end}."
        )
        assert effects("character", line) == [
            {"op": "capture", "target": "choose_opposing_die", "duration": "while_in_field",
             "filters": {"not_energy_type": "fist"}}
        ]  # fmt: skip


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        # a fielding cost bound: no filter says it
        ("Move a die with fielding cost 2 or more from your Used Pile to your Prep Area.",
         "cost_change"),
        # a die from a bag is drawn, not chosen
        ("Move a die from your Used Pile, Prep Area or bag to your Reserve Pool.", "zone_move"),
        # the same zone twice; a zone named that is where they go
        ("Move a die from your Used Pile or Used Pile to your Prep Area.", "zone_move"),
        ("Move a die from your Prep Area or Used Pile to your Used Pile.", "zone_move"),
        # a die of a kind from the bag: drawn at random, no kind can be picked
        ("Move a Sidekick die from your bag to your Prep Area.", "zone_move"),
        # a Global's "you may" over two sentences
        ("Global: Pay (mask). You may gain 1 life. Deal 1 damage to your opponent.", "choice"),
        # which two dice of a bag searched is a choice of several
        ("Search your bag for two Sidekick dice and roll them.", "choice"),
        # a capture lasting until another die of this card is fielded: no duration says it
        (f"When fielded, capture an opposing character. This capture lasts until you field"
         f" another {NAME}.", "zone_move"),
        # another player's pile
        ("Roll a die from your opponent's Used Pile.", "unparsed"),
        # the paid-to-field reminder only after a when-fielded line
        (f"When {NAME} attacks, roll a Sidekick die from your Used Pile (you cannot roll dice"
         f" that paid to field {NAME}; place it in your Reserve Pool).", "zone_move"),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(line: str, reason: str) -> None:
    kind = "character" if line.startswith(("Global", "When")) else "action"
    assert why(kind, line) == reason


def test_a_prep_of_sidekick_dice_says_they_are_sidekicks() -> None:
    """The engine preps only Sidekick dice for target "sidekick" (effects/moves.py): so say."""
    from tests.cards.compiler.helpers import said

    line = "Global: Pay (bolt). Once per turn, you may Prep 2 Sidekick dice from your Used Pile."
    assert "prep 2 Sidekick dice from your Used Pile" in said(line)
    assert "prep 1 die from your bag" in said("Global: Pay (bolt). Prep a die from your bag.")
