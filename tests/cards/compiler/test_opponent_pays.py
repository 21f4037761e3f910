"""An opponent's payment of life to prevent an effect (cards/compiler/constructs/
opponent_pays.py; games/engine/abilities/opponent_prevents.py, DM-12.2, DM-12.4;
docs/rulings.md "Unless your opponent pays N life"). Our own wording; near misses stay
text only."""

from __future__ import annotations

from tests.cards.compiler.helpers import NAME, compiled, effects

PAY_2 = {"op": "lose_life", "amount": 2, "target": "opponent_may_pay"}
UNLESS = {"kind": "prevented", "unless": True}


def test_a_target_then_the_opponents_payment() -> None:
    """The controller's target is choice 0; the opponent's payment choice 1 (asked after)."""
    line = f"When {NAME} blocks, KO target opposing character die unless your opponent pays 2 life."
    assert effects("character", line) == [
        {**PAY_2, "choice": 1},
        {"op": "ko", "target": "target_opposing_die", "condition": {**UNLESS, "choice": 1}},
    ]


def test_a_global_unless_an_opponent_pays() -> None:
    line = (
        "Global: Pay (mask). Prevent 2 damage to target character die unless an opponent "
        "pays 2 life."
    )
    made = effects("character", line)
    assert made[0] == {**PAY_2, "choice": 1}
    assert made[1]["op"] == "prevent_next" and made[1]["condition"] == {**UNLESS, "choice": 1}


def test_its_controller_pays_for_an_opposing_die() -> None:
    line = (
        "Global: Pay (fist). Target opposing character die can't block this turn unless its "
        "controller pays 2 life."
    )
    assert effects("character", line)[0] == {**PAY_2, "choice": 1}


def test_the_payment_said_as_a_second_sentence() -> None:
    """Nothing of the controller's to choose: the payment is the one choice (0)."""
    for second in (
        "Your opponent may pay 2 life to prevent this.",
        "Your opponent can prevent this effect by paying 2 life.",
        "Your opponent may pay 2 life to prevent each copy of this effect.",
    ):
        line = f"When {NAME} attacks, she deals 1 damage to each opposing character die. {second}"
        assert effects("character", line) == [
            PAY_2,
            {"op": "deal_damage", "amount": 1, "target": "all_opposing_characters",
             "condition": UNLESS},
        ]  # fmt: skip


def _why(line: str) -> list[str]:
    return [u["why"] for u in compiled("character", [line]).get("unread", [])]


def test_near_miss_its_owner_of_a_die_either_players_stays_text() -> None:
    """ "its owner" is the opponent only when the die is an opposing one."""
    line = (
        "Global: Pay (mask). Target character die can't attack this turn unless its owner "
        "pays 1 life."
    )
    assert _why(line) == ["choice"]


def test_near_miss_an_energy_payment_stays_text() -> None:
    line = "When fielded, KO target opposing character die unless its owner pays (1)."
    assert _why(line) != []


def test_near_miss_a_you_may_before_stays_text() -> None:
    line = (
        f"When {NAME} attacks, you may KO target opposing character die. Your opponent may "
        "pay 2 life to prevent this."
    )
    assert _why(line) == ["choice"]


def test_near_miss_up_to_targets_stays_text() -> None:
    line = (
        f"When {NAME} attacks, up to 3 target character dice can't block. Your opponent may "
        "pay 2 life to prevent this effect."
    )
    assert _why(line) != []


def test_near_miss_they_pay_stays_text() -> None:
    line = (
        f"While {NAME} is active, your opponent can't field Sidekick dice unless they pay 1 life."
    )
    assert _why(line) != []


def test_a_later_sentence_alone_is_prevented() -> None:
    """ "<A>. <B> unless your opponent pays N life.": the payment prevents B only; A happens
    either way, and its target is chosen before the opponent decides."""
    line = (
        f"When {NAME} attacks, deal 1 damage to target character die. Gain 3 life unless your "
        "opponent pays 1 life."
    )
    made = compiled("character", [line])
    assert "unread" not in made, made
    (record,) = made["abilities"]
    assert record["effects"] == [
        {"op": "deal_damage", "amount": 1, "target": "target_die"},
        {"op": "lose_life", "amount": 1, "target": "opponent_may_pay", "choice": 1},
        {"op": "gain_life", "amount": 3, "target": "you",
         "condition": {"kind": "prevented", "unless": True, "choice": 1}},
    ]  # fmt: skip


def test_near_miss_two_sentences_each_with_a_payment_stay_text() -> None:
    line = (
        f"When {NAME} attacks, gain 1 life unless your opponent pays 1 life. Gain 2 life "
        "unless your opponent pays 2 life."
    )
    assert _why(line) == ["choice"]


def test_paid_before_the_targets_when_the_text_says_so() -> None:
    """ "(they pay ... before you choose targets)": the payment is the first choice, then the
    controller's "up to N" targets (the last choice, so it may name several)."""
    line = (
        f"When {NAME} attacks, up to 3 target character dice can't attack this turn. Your "
        f"opponent may pay 1 life to prevent this (they pay life when {NAME} attacks but "
        "before you choose targets)."
    )
    made = compiled("character", [line])
    assert "unread" not in made, made
    (record,) = made["abilities"]
    assert record["effects"] == [
        {"op": "lose_life", "amount": 1, "target": "opponent_may_pay"},
        {"op": "cant_attack", "target": "target_die", "up_to": 3, "choice": 1,
         "condition": {"kind": "prevented", "unless": True, "choice": 0}},
    ]  # fmt: skip
