"""A KO'd die's own A and D as amounts (constructs/equal_to.py `stat_damage`, lines.py
`_own_face`; engine abilities/last_stats.py): "When <self> is KO'd, deal damage equal to his
D to target character die", "... deal his A to target character die": the A and D it had as
it was KO'd (DM-9.11, DM-14.1; docs/rulings.md "Last-known A and D"), played through the
engine. Near misses stay text only. Our own wording."""

from __future__ import annotations

import pytest

from games.engine import actions as A
from tests.cards.compiler.helpers import NAME, ability, compiled, effects, why
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import bac, die
from tests.engine.keywords.common import character

KOD = f"When {NAME} is KO'd,"


@pytest.mark.parametrize(
    ("line", "per"),
    [
        (f"{KOD} deal his A to target character die.", "this_die_attack"),
        (f"{KOD} deal damage equal to his D to target character die.", "this_die_defense"),
        (f"{KOD} deal damage equal to {NAME}'s A to target character die.", "this_die_attack"),
        (f"When {NAME} attacks, deal its D to target character die.", "this_die_defense"),
    ],
)
def test_read(line: str, per: str) -> None:
    assert effects("character", line) == [
        {"op": "deal_damage", "target": "target_die", "amount": 1, "per": per}
    ]


@pytest.mark.parametrize(
    ("line", "category"),
    [
        # a level to compare is no amount kept: a KO'd die shows none (DM-23.1)
        (f"{KOD} KO target character die of equal or lower level.", "self"),
        # "its" after another die named: that die's A, not this one's
        ("When fielded, KO target character die and deal its A to target opponent.",
         "reference"),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(line: str, category: str) -> None:
    assert why("character", line) == category


def test_an_action_s_his_a_is_no_amount() -> None:
    """Near miss: an action die's effect names no character die of its own."""
    assert why("action", "Deal his A to target character die.") in {"self", "unparsed"}


SLAY = action_card("slay", {"effects": [effect("ko", "target_die")]})


def test_played_the_kod_die_deals_the_a_it_had() -> None:
    """Its A as it was KO'd: its level 2 face's 3 (a die in the Prep Area shows none): 3
    damage to a target die of D 4 (any character die, here her own), which stays."""
    wren = character("wren", 2, 2, **compiled("character", [f"{KOD} deal his A to target "
                                                            "character die."]))  # fmt: skip
    big = character("big", 1, 4)
    g = with_action(SLAY, wren, big)
    mine, theirs = die(0, "wren", 1), die(0, "big", 1)
    g.give(0, mine, to="field", face=1)  # level 2: A 3, D 3
    g.give(0, theirs, to="field", face=0)  # D 4
    g.do(A.UseActionDie(player=0, die=bac("slay", 1)))
    g.target(mine)
    assert mine in g.zone(0, "prep")
    g.target(theirs)
    assert g.state.dice[theirs].damage == 3
    assert theirs in g.zone(0, "field")


def test_on_its_attack_the_same_words_read_its_a_now() -> None:
    """The other half: a trigger of a die in the Field Zone reads its A now."""
    record = ability(f"When {NAME} attacks, deal his A to target character die.")
    assert record["trigger"] == "when_attacks"
