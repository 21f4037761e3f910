"""An affiliation given by its icon alone, and one of two (cards/compiler/constructs/
affiliation_grant.py; the engine's grant_affiliation and, for a pick, the target kind
`affiliation_of_choice`, abilities/affiliation_choice.py): "target character die gains
(aff) until end of turn", "... gains (aff) or (aff) ...". And the first die of either of
two affiliations bought this turn costing less (constructs/cost_changes.py `cost_next`:
both icons kept as the filter). Our own wording, with near misses that stay text only."""

from __future__ import annotations

import pytest

from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects
from tests.engine.helpers import make_card

ICONS = {"grv": "grovekin", "mst": "marshtide"}  # two affiliation icons of our own


def test_the_icon_alone_names_the_affiliation() -> None:
    line = "Global: Pay (1). Target character die gains (grv) until end of turn."
    assert effects("character", line) == [
        {"op": "grant_affiliation", "affiliation": "grovekin", "target": "target_die"}
    ]


def test_one_of_two_picked_for_the_chosen_die() -> None:
    line = "Global: Pay (1). Target character die gains (grv) or (mst) (until end of turn)."
    assert effects("character", line, affiliations=ICONS) == [
        {"op": "choose", "target": "target_die"},
        {"op": "grant_affiliation", "target": "affiliation_of_choice",
         "filters": {"of_choice": 0, "among": "grovekin marshtide"}, "choice": 1},
    ]  # fmt: skip


def test_the_reading_offers_both() -> None:
    line = "Global: Pay (1). Target character die gains (grv) or (mst) this turn."
    made = compiled("character", [line], affiliations=ICONS)
    card = card_from_dict(make_card(CODE, name=NAME, text=[line], **made))
    (reading,) = [x.reading for x in read_card(card) if x.kind == "global"]
    assert "Grovekin or Marshtide, of your choice" in reading, reading


def test_the_first_die_of_either_affiliation_costs_less() -> None:
    line = "The first (grv) or (mst) character die you purchase this turn costs 1 less."
    (made,) = effects("basic_action", line, affiliations=ICONS)
    assert made["filters"] == {"die_kind": "character", "affiliation_any": "grovekin marshtide"}
    assert made["condition"]["filters"] == made["filters"]


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        # every die of a kind: one pick for all, or one each?
        ("When fielded, your character dice gain (grv) or (mst) this turn.", "target"),
        # the same icon twice
        ("Global: Pay (1). Target character die gains (grv) or (grv) this turn.", "effect"),
        # a player
        ("Global: Pay (1). Target opponent gains (grv) or (mst) this turn.", "effect"),
    ],
)
def test_near_misses_stay_text_only(line: str, reason: str) -> None:
    made = compiled("character", [line], affiliations=ICONS)
    assert [u["why"] for u in made["unread"]] == [reason]
