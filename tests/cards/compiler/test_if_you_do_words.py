""" "If you do" lines whose cost or effect says its die in other words (lane ifyoudo, issue
16): "you may immediately KO <self>" (the word adds nothing: a resolving ability's effects
happen at once) and "the <self> character die you fielded" (a "when fielded" ability's own
die). Our own wording, with near misses that stay text only."""

from __future__ import annotations

from tests.cards.compiler.helpers import NAME, compiled, effects, said, why

DONE = {"kind": "done"}


def test_immediately_koing_itself_is_the_cost() -> None:
    line = (f"When fielded, you may immediately KO {NAME}. If you do, deal 2 damage to "
            f"target opposing character die.")  # fmt: skip
    assert effects("character", line) == [
        {"op": "ko", "target": "this_die"},
        {"op": "deal_damage", "amount": 2, "target": "target_opposing_die", "condition": DONE},
    ]
    assert said(line) == (
        "When fielded: you may KO this die; if you do, deal 2 damage to target opposing "
        "character die."
    )


def test_immediately_koing_a_target_is_a_plain_ko() -> None:
    line = "When fielded, you may immediately KO target Sidekick character die."
    assert effects("character", line) == [
        {"op": "ko", "target": "target_die", "filters": {"sidekick": True}}
    ]


def test_immediately_said_twice_or_before_another_verb_stays_text() -> None:
    """Near misses: only "immediately KO" is read; "immediately" twice, or before a spin,
    is not."""
    assert why("character", f"When fielded, you may immediately immediately KO {NAME}.")
    assert why("character", "When fielded, you may immediately spin target die down 1 level.")


def test_the_die_you_fielded_is_this_die() -> None:
    line = (f"When fielded, you may spin down target opposing character die. If you do, the "
            f"{NAME} character die you fielded gets +1A and +1D.")  # fmt: skip
    assert effects("character", line) == [
        {"op": "spin_down", "amount": 1, "target": "target_opposing_die"},
        {"op": "modify_stats", "amount": 1, "target": "this_die", "condition": DONE},
    ]
    assert said(line) == (
        "When fielded: you may spin target opposing character die down 1 level; if you do, "
        "this die gets +1A/+1D until the end of the turn."
    )


def test_a_die_you_purchased_or_another_card_s_die_is_not_this_die() -> None:
    """Near misses: "the <self> character die you purchased", "the character die you
    fielded" (no name) stay text only."""
    assert why(
        "character",
        f"When fielded, the {NAME} character die you purchased gets +1A and +1D.",
    )
    assert why("character", "When fielded, the character die you fielded gets +1A and +1D.")


def test_also_capture_after_if_you_do() -> None:
    """ "If you do, also capture ...": "also" adds nothing after the cost's capture."""
    line = (f"When {NAME} attacks, you may capture target character die you control until "
            f"end of turn. If you do, also capture target opposing character die until end "
            f"of turn.")  # fmt: skip
    assert effects("character", line) == [
        {"op": "capture", "target": "target_your_die"},
        {"op": "capture", "target": "target_opposing_die", "condition": DONE, "choice": 1},
    ]
    assert why("character", "When fielded, also also capture target opposing character die.")


def test_a_non_blocking_die_is_any_die_not_declared_as_a_blocker() -> None:
    line = ("When fielded, you may pay (fist). If you do, deal 2 damage to target "
            "non-blocking character die.")  # fmt: skip
    assert effects("character", line) == [
        {"op": "deal_damage", "amount": 2, "target": "target_die", "filters": {"blocker": False}}
    ]
    assert said(line).endswith("deal 2 damage to target character die that is not blocking.")
    assert why("character", "When fielded, deal 2 damage to target non-attacking character die.")


def test_a_die_fielded_other_than_this_card_s() -> None:
    """ "A (aff) character die other than <self>": of another card (as "non-<self>"); said
    both ways at once (near miss) it stays text only."""
    line = (f"While {NAME} is active, when you field a (grv) character die other than {NAME}, "
            f"you may pay (bolt). If you do, spin that character die up 1 level.")  # fmt: skip
    made = compiled("character", [line])
    (record,) = made["abilities"]
    assert record["trigger"] == "when_you_field"
    assert record["trigger_filters"] == {"affiliation": "grovekin", "other_card": "self"}
    assert record["effects"] == [{"op": "spin_up", "amount": 1, "target": "that_die"}]
    assert why(
        "character",
        f"While {NAME} is active, when you field a non-{NAME} (grv) character die other than "
        f"{NAME}, gain 1 life.",
    )
