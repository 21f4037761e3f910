"""One target of either kind (cards/compiler/constructs/either_targets.py, DM-13.1): "target
opposing level 1 character die or target opposing (grv) character die", "target (grv) or
(bolt) character die"; and all dice of two kinds, "all (grv) and (tdf) character dice"
(DM-13.3). Our own wording; near misses stay text only."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from cards.execution import status
from tests.cards.compiler.helpers import effects, why

ICONS = {"grv": "grovekin", "tdf": "tidefolk"}


@pytest.mark.parametrize(
    ("line", "target", "filters"),
    [
        ("When fielded, deal 3 damage to target opposing level 2 character die or target "
         "opposing (grv) character die.", "target_opposing_die",
         {"any_of": "level:2 affiliation:grovekin"}),
        ("When fielded, KO target opposing sidekick character die or target opposing (grv) "
         "character die.", "target_opposing_die", {"any_of": "sidekick:true affiliation:grovekin"}),
        ("When fielded, KO target level 1 character die or (grv) character die.", "target_die",
         {"any_of": "level:1 affiliation:grovekin"}),
        ("When fielded, reroll target (grv) or (mask) character die.", "target_die",
         {"any_of": "affiliation:grovekin energy_type:mask"}),
        ("When fielded, KO target opposing (grv) or (tdf) character die.", "target_opposing_die",
         {"affiliation_any": "grovekin tidefolk"}),
        ("When fielded, target (fist) or (mask) character die you control gets +2A.",
         "target_your_die", {"energy_type_any": "fist mask"}),
        # "and" before a plural: every die of both kinds
        ("When fielded, deal 1 damage to all (grv) and (tdf) character dice.", "all_characters",
         {"affiliation_any": "grovekin tidefolk"}),
        ("When fielded, your (bolt) and (mask) character dice get +1A.", "all_your_characters",
         {"energy_type_any": "bolt mask"}),
    ],
)  # fmt: skip
def test_one_target_of_either_kind(line: str, target: str, filters: dict) -> None:
    made = compile_card("character", [line], "Wren Hollow", code="5tst", affiliations=ICONS)
    card = {"id": "5tst", "kind": "character", "name": "Wren Hollow", "text": [line], **made}
    assert status(card).executed, made
    (effect,) = made["abilities"][0]["effects"]
    assert effect["target"] == target
    assert effect["filters"] == filters


def test_what_both_kinds_share_stays_a_filter() -> None:
    (effect,) = effects(
        "character",
        "When fielded, KO target opposing level 1 (grv) character die or target opposing level"
        " 1 sidekick character die.",
    )
    assert effect["filters"] == {"level": 1, "any_of": "affiliation:grovekin sidekick:true"}


@pytest.mark.parametrize(
    "line",
    [
        # two sides: which dice may the second be? (one choice of one side each)
        "When fielded, KO target opposing level 1 character die or target (grv) character die.",
        # two effects, each with its own target
        "When fielded, KO target opposing level 1 character die or KO target (grv) character die.",
        # no difference, or two at once: no choice between kinds
        "When fielded, KO target level 1 character die or target level 1 character die.",
        "When fielded, KO target level 1 (grv) character die or target level 2 sidekick die.",
        # another kind of determiner
        "When fielded, KO target level 1 character die or each (grv) character die.",
        # the same icon twice
        "When fielded, KO target (grv) or (grv) character die.",
        # "and" before one target die (a die of both?), "or" before all of them
        "When fielded, KO target (grv) and (tdf) character die.",
        "When fielded, deal 1 damage to all (grv) or (tdf) character dice.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("target", "choice", "effect", "unparsed")
