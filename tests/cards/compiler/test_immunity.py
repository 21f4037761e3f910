"""Damage a card's own dice never take (constructs/immunity.py): "<self> takes no damage
from ...", "can't be damaged by ... in combat", "prevent all (non-combat) damage to <self>
from ...", read as statics the engine runs (abilities/immunity.py); near misses stay text."""

from __future__ import annotations

import pytest

from games.reading import read_data
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why


def _no(**by: object) -> dict:
    return {"op": "no_damage_from", **({"by_filters": by} if by else {}), "target": "this_card"}


@pytest.mark.parametrize(
    ("line", "made"),
    [
        (f"{NAME} takes no damage from (Mask) characters.", [_no(energy_type="mask")]),
        (f"{NAME} cannot be damaged by (grv) or (Bolt) characters in combat.",
         [_no(affiliation="grovekin", combat=True), _no(energy_type="bolt", combat=True)]),
        (f"{NAME} takes no combat damage from level 1 characters.", [_no(level=1, combat=True)]),
        (f"{NAME} takes no damage during combat.", [_no(combat=True)]),
        (f"{NAME} takes no damage from higher level characters.", [_no(level_vs="higher")]),
        (f"Prevent all damage to {NAME} from (Mask) character dice.", [_no(energy_type="mask")]),
        (f"Prevent all damage dealt to {NAME} by (grv) character dice.",
         [_no(affiliation="grovekin")]),
        (f"Prevent all non-combat damage to {NAME}.", [_no(combat=False)]),
        (f"Ignore all non-combat damage dealt to {NAME}.", [_no(combat=False)]),
        # one negation: character dice of any other energy type (or none: a Sidekick)
        (f"{NAME} takes no damage from non-(Shield) characters.",
         [_no(not_energy_type="shield")]),
        (f"{NAME} takes no damage from non-(grv) characters.", [_no(not_affiliation="grovekin")]),
    ],
)  # fmt: skip
def test_an_immunity_is_a_static(line: str, made: list) -> None:
    assert effects("character", line) == made


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        # a negation with another source beside it
        (f"{NAME} takes no damage from non-(Shield) characters or (grv) characters.", "target"),
        # from a trigger: an immunity is a static's
        (f"When fielded, {NAME} takes no damage from (Mask) characters this turn.", "effect"),
        # another die than its own
        ("Your Sidekick dice take no damage from (Mask) characters.", "unparsed"),
        # the damage's kind twice
        (f"{NAME} takes no combat damage during combat.", "unparsed"),
        # a time no kind of damage says
        (f"{NAME} cannot be damaged during the attack step.", "unparsed"),
    ],
)  # fmt: skip
def test_near_misses_stay_text(line: str, reason: str) -> None:
    assert why("character", line) == reason


def test_the_reading_says_the_sources() -> None:
    lines = [f"{NAME} takes no combat damage from (Mask) characters."]
    made = compiled("character", lines)
    card = {"id": CODE, "kind": "character", "name": NAME, "text": lines, **made}
    words = " ".join(line.reading for line in read_data(card) or ()).lower()
    assert "take no combat damage from mask character dice" in words
