"""Damage equal to a die's own stat (or a count) divided among any number of targets
(constructs/divided.py `damage_divided_equal`): her own A or D split "any way you choose"
among "any number of" chosen dice, after she is KO'd, is the engine's
`split` with `per` (DM-16, DM-18.5: counted as the choice is made; a KO'd die's last A,
abilities/last_stats.py). "Up to N" targets or one target stay text only: the count may pass
N. Our own wording."""

from __future__ import annotations

import pytest

from games.engine import actions as A
from tests.cards.compiler.helpers import NAME, effects, grammar_records, said, why
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import bac, c, die, make_card

LINE = (
    f"When {NAME} is KO'd, deal damage equal to her D divided any way you choose among any"
    " number of target character dice."
)


def test_his_attack_divided_among_any_number_of_targets() -> None:
    assert effects("character", LINE) == [
        {"op": "deal_damage", "split": True, "target": "target_die", "amount": 1,
         "per": "this_die_defense"}
    ]  # fmt: skip
    line = (
        f"When {NAME} is KO'd, she deals damage equal to her D divided amongst any number of"
        " target character dice."
    )
    assert effects("character", line) == effects("character", LINE)


def test_a_count_divided_among_dice_chosen_not_targeted() -> None:
    line = (
        f"When {NAME} attacks, deal damage equal to the number of character dice you control"
        " divided any way you choose to any number of opposing character dice."
    )
    assert effects("character", line) == [
        {"op": "deal_damage", "split": True, "target": "choose_opposing_die", "amount": 1,
         "per": "your_character_dice"}
    ]  # fmt: skip


def test_read_in_words() -> None:
    assert said(LINE) == (
        "When this die is KO'd: deal damage equal to this die's D, divided as you choose among"
        " target character dice."
    )


@pytest.mark.parametrize(
    "line",
    [
        # up to N targets: the A may be more than N (the engine's division has no such bound)
        f"When {NAME} is KO'd, deal damage equal to his A divided among up to 2 target opposing"
        " character dice.",
        # one target: nothing to divide among
        f"When {NAME} is KO'd, deal damage equal to his A divided among target opposing"
        " character die.",
        # a Global has no die whose A it could be
        "Global: Pay 1. Deal damage equal to his A divided among any number of target opposing"
        " character dice.",
        # the purchase cost of a die no draw named
        f"When {NAME} attacks, deal damage equal to its purchase cost divided as you choose"
        " among any number of target opposing character dice.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


SLAY = action_card("slay", {"effects": [effect("ko", "target_die")]})
_FACES = [
    {"kind": "character", "level": 1, "cost": 0, "attack": 3, "defense": 2},
    {"kind": "energy", "symbols": ["fist"]},
] * 3


def test_the_kod_die_s_attack_is_divided_among_the_dice_named() -> None:
    """DM-16.4: KO'd by an action die, its last D (2) is divided, 1 each to two of Chris's
    Sidekicks (D 1): both KO'd, the third untouched."""
    (ability,) = grammar_records([LINE], code="thorn")
    thorn = make_card("thorn", name=NAME, faces=_FACES, abilities=[ability])
    g = with_action(SLAY, thorn, chris_field=3)
    mine = die(0, "thorn", 1)
    g.give(0, mine, to="field", face=0)
    g.do(A.UseActionDie(player=0, die=bac("slay", 1)))
    g.target(mine)
    assert g.pending is not None and g.pending.kind == "choose_target"
    g.do(A.ChooseTarget(player=0, split=((c(5), 1), (c(6), 1))))
    assert {c(5), c(6)} <= g.zone(1, "prep")
    assert c(7) in g.zone(1, "field")
