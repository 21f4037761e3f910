"""Burst lines that replace the text (DM-17.3) by a last "instead" ("(burst) Gain 3 life
instead."), on an action die or on a character's one triggered ability
(cards/compiler/constructs/bursts.py `trailing_instead`, cards/compiler/lines.py `burst`);
"deal 1 damage to each player and 2 damage to each character" (constructs/damage.py) and
"a level 1 or 2 character" (constructs/targets.py). Our own wording; near misses stay text
only."""

from __future__ import annotations

from typing import Any

import pytest

from cards.execution import status
from tests.cards.compiler.helpers import CODE, NAME, compiled


def executed(kind: str, lines: list[str]) -> list[dict[str, Any]]:
    made = compiled(kind, lines)
    card = {"id": CODE, "kind": kind, "name": NAME, "text": lines, **made}
    verdict = status(card)
    assert verdict.executed, (verdict.reasons, made)
    return list(made["abilities"])


def unread(kind: str, lines: list[str]) -> list[str]:
    made = compiled(kind, lines)
    card = {"id": CODE, "kind": kind, "name": NAME, "text": lines, **made}
    assert not status(card).executed
    return [u["why"] for u in made["unread"]]


def test_a_characters_burst_replaces_its_triggered_ability() -> None:
    base, burst = executed("character", [
        f"When {NAME} blocks, you gain 1 life.", "(burst) Gain 3 life instead."])  # fmt: skip
    assert base["trigger"] == burst["trigger"] == "when_blocks"
    assert burst["bursts"] == [1] and burst["burst_mode"] == "replace"
    assert burst["effects"] == [{"op": "gain_life", "amount": 3, "target": "you"}]


def test_an_action_burst_with_a_last_instead() -> None:
    _, burst = executed("action", [
        "Deal 1 damage to target character die.",
        "(burst)/(burst)(burst) - Deal 4 damage instead."])  # fmt: skip
    assert burst["bursts"] == [1, 2] and burst["burst_mode"] == "replace"
    assert burst["effects"] == [{"op": "deal_damage", "amount": 4, "target": "target_die"}]


def test_a_level_1_or_2_character_instead() -> None:
    _, burst = executed("action", [
        "KO target level 1 character die.",
        "(burst)(burst) KO a level 1 or level 2 character instead."])  # fmt: skip
    assert burst["effects"] == [
        {"op": "ko", "target": "choose_die", "filters": {"level_at_most": 2}}
    ]


def test_he_deals_more_damage_instead() -> None:
    _, burst = executed("character", [
        f"When {NAME} blocks, {NAME} deals 1 damage to each opposing character.",
        "(burst) He deals 3 damage instead."])  # fmt: skip
    assert burst["effects"] == [
        {"op": "deal_damage", "amount": 3, "target": "all_opposing_characters"}
    ]


def test_two_amounts_one_verb() -> None:
    _, burst = executed("action", [
        "Deal 1 damage to each character.",
        "(burst) Instead, deal 2 damage to each player and 1 damage to each character.",
    ])  # fmt: skip
    assert burst["effects"] == [
        {"op": "deal_damage", "amount": 2, "target": "all_players"},
        {"op": "deal_damage", "amount": 1, "target": "all_characters"},
    ]


@pytest.mark.parametrize(
    ("kind", "lines"),
    [
        # two triggered abilities: which one the burst replaces is not said
        ("character", [f"When {NAME} blocks, you gain 1 life.",
                       f"When {NAME} attacks, you gain 1 life.", "(burst) Gain 3 life instead."]),
        # a static only: no triggered ability to replace
        ("character", [f"{NAME} gets +1A.", "(burst) Gain 3 life instead."]),
        # "self" in a character's burst: its trigger says which die, not read here
        ("character", [f"When {NAME} blocks, you gain 1 life.",
                       f"(burst) {NAME} gets +2A instead."]),
        # a trigger that is also the player's ("when you or <self> is dealt damage"): the
        # face of which die says whether the burst applies is not said
        ("character", [f"When you or {NAME} is dealt damage, {NAME} deals 1 damage to each "
                       "opposing character.", "(burst) He deals 3 damage instead."]),
        # "instead" twice
        ("action", ["Deal 1 damage to target character die.",
                    "(burst) Instead, deal 2 damage instead."]),
        # levels 2 or 3: not read (only "1 or 2", at most 2)
        ("action", ["KO target level 1 character die.",
                    "(burst) KO a level 2 or 3 character instead."]),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(kind: str, lines: list[str]) -> None:
    assert unread(kind, lines)
