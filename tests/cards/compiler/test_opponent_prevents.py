"""An opponent's choice to prevent an effect by paying a cost (cards/compiler/constructs/
opponent_prevents.py; games/engine/abilities/opponent_prevents.py, DM-12.2). Our own
wording; near misses stay text only."""

from __future__ import annotations

from tests.cards.compiler.helpers import NAME, compiled

PREVENT = "Your opponent can prevent this by spinning one of their characters down one level."


def test_the_damage_happens_unless_the_opponent_spins_a_die_down() -> None:
    line = f"When {NAME} blocks, she deals 3 damage to your opponent. {PREVENT}"
    made = compiled("character", [line])
    assert "unread" not in made, made
    (record,) = made["abilities"]
    assert record["optional"] is True  # the opponent's to decline
    assert record["effects"] == [
        {"op": "spin_down", "amount": 1, "target": "opponent_may_choose_their_die"},
        {"op": "deal_damage", "amount": 3, "target": "opponent",
         "condition": {"kind": "prevented", "unless": True}},
    ]  # fmt: skip


def test_near_miss_a_chosen_target_before_stays_text() -> None:
    """One choice per ability: the opponent's; "target character die" is the controller's."""
    line = f"When {NAME} attacks, deal 2 damage to target character die. {PREVENT}"
    assert [u["why"] for u in compiled("character", [line])["unread"]] == ["choice"]


def test_near_miss_an_energy_cost_stays_text() -> None:
    line = (
        f"When {NAME} attacks, she deals 2 damage to your opponent. Your opponent can "
        "prevent this by paying (bolt)."
    )
    assert "unread" in compiled("character", [line])


def test_near_miss_a_you_may_before_stays_text() -> None:
    line = f"When {NAME} attacks, you may deal 2 damage to your opponent. {PREVENT}"
    assert [u["why"] for u in compiled("character", [line])["unread"]] == ["choice"]


def test_near_miss_prevention_with_nothing_before_stays_text() -> None:
    assert "unread" in compiled("character", [f"When {NAME} attacks, {PREVENT.lower()}"])


def test_your_opponent_may_not_target_still_reads() -> None:
    """ "your opponent may ..." of other constructs reads as before (untargetable_kinds.py)."""
    line = (
        f"While {NAME} is active, your opponent may not target your character dice with "
        "character abilities."
    )
    assert "unread" not in compiled("character", [line])
