"""An affiliation a static ability gives (cards/compiler/constructs/affiliation_grant.py; the
engine's abilities/static_affiliations.py, DM-14.3): "While <self> is active, your Sidekick
character dice get +1A and +1D, and gain the Villain affiliation", alone or beside A and D.
Near misses, which would ask themselves round in the engine, stay text only. Our own
wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, effects, said, why

SIDEKICKS = {"target": "all_your_characters", "filters": {"sidekick": True}}
STATS = {"op": "modify_stats", "amount": 1, **SIDEKICKS}


def _grant(name: str) -> dict:
    return {"op": "grant_affiliation", "affiliation": name, **SIDEKICKS}


@pytest.mark.parametrize(
    ("line", "made"),
    [
        ("While Wren Hollow is active, your Sidekick character dice get +1A and +1D, and gain "
         "the Villain affiliation.", [STATS, _grant("villain")]),
        ("While Wren Hollow is active, your Sidekick dice get +1A and +1D and gain the (grv) "
         "affiliation.", [STATS, _grant("grovekin")]),
        ("While Wren Hollow is active, your Sidekick character dice gain the Hero affiliation.",
         [_grant("hero")]),
    ],
)  # fmt: skip
def test_a_static_gives_an_affiliation(line: str, made: list[dict]) -> None:
    assert effects("character", line) == made
    assert ability(line)["trigger"] == "static"


def test_a_triggered_grant_beside_a_stat_lasts_the_turn() -> None:
    line = "When Wren Hollow is fielded, target character die gets +2A and gains the (grv) "
    line += "affiliation."
    assert effects("character", line) == [
        {"op": "modify_attack", "amount": 2, "target": "target_die"},
        {"op": "grant_affiliation", "affiliation": "grovekin", "target": "target_die"},
    ]


@pytest.mark.parametrize(
    "line",
    [
        # narrowed by an affiliation, or held by a condition: it would ask itself round
        "While Wren Hollow is active, your Villain character dice gain the (grv) affiliation.",
        "While Wren Hollow is active, your non-Villain character dice gain the (grv) affiliation.",
        "While Wren Hollow is active, if you have 10 or less life, your Sidekick character dice "
        "gain the Villain affiliation.",
        # a duration is no static's (DM-14.3)
        "While Wren Hollow is active, your Sidekick character dice gain the Villain affiliation "
        "until end of turn.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


def test_the_reading_says_the_affiliation() -> None:
    line = "While Wren Hollow is active, your Sidekick character dice gain the Villain affiliation."
    assert "Villain" in said(line)
