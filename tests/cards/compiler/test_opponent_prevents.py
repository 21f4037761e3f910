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


UNLESS_PAID = {"kind": "prevented", "unless": True}
KO_COST = {"op": "ko", "target": "opponent_may_choose_their_die"}


def test_unless_your_opponent_kos_one_of_their_dice() -> None:
    """The same choice said as "unless": the cost a KO of one of their own dice; a set's
    "Enlistment - " head is a name only."""
    for line in (
        f"Enlistment - When {NAME} attacks, deal 2 damage to each player unless target "
        "opponent KO's an opposing character die.",
        f"When {NAME} attacks, deal 2 damage to each player unless your opponent KOs a "
        "character die they control.",
    ):
        made = compiled("character", [line])
        assert "unread" not in made, made
        (record,) = made["abilities"]
        assert record["optional"] is True
        assert record["effects"] == [
            KO_COST,
            {"op": "deal_damage", "amount": 2, "target": "all_players", "condition": UNLESS_PAID},
        ]


def test_near_misses_of_unless_kos_stay_text() -> None:
    for line, reason in (
        # two choices: the controller's target and the opponent's die
        (f"When {NAME} attacks, KO target Sidekick die unless your opponent KOs a character "
         "die they control.", "choice"),
        # "you may": the controller's choice as well as the opponent's
        (f"When {NAME} attacks, you may gain 2 life unless your opponent KOs a character die "
         "they control.", "choice"),
        # another cost than a KO of their own die
        (f"When {NAME} attacks, gain 2 life unless your opponent KOs target character die.",
         "condition"),
    ):  # fmt: skip
        assert [u["why"] for u in compiled("character", [line])["unread"]] == [reason], line
