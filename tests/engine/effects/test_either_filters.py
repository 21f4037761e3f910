"""One target of either kind (abilities/either_filters.py, DM-13.1, DM-13.2): `any_of` (a die
that passes one of its filters: "target opposing level 1 character die or target opposing
(aff) character die") and `affiliation_any` ("target (aff) or (aff) character die"). The
target is one die, chosen once, among the dice of either kind."""

from __future__ import annotations

import pytest

from games.engine.abilities.either_filters import alternatives, either_problem
from games.engine.abilities.targets import targets_for
from games.engine.loading import card_from_dict
from tests.engine.effects.common import effect
from tests.engine.keywords.common import character, face_off

GROVE = character("grove", 2, 2, affiliations=["grovekin"])
TIDE = character("tide", 2, 2, affiliations=["tidefolk"])
PLAIN = character("plain", 3, 3)


def test_a_die_of_either_kind_is_a_target() -> None:
    """DM-13.2: character dice in the Field Zone, all at level 1: Chris's Sidekick die is one
    of the first kind, Michele's Grovekin die of the second; the side still holds."""
    g = face_off([GROVE, TIDE], [PLAIN], chris_field=1)
    either = (("any_of", "sidekick:true affiliation:grovekin"),)
    assert targets_for(g.state, "target_die", 0, either) == ("p1:grove:1", "p2:sidekick:5")
    assert targets_for(g.state, "target_opposing_die", 0, either) == ("p2:sidekick:5",)
    by_level = (("any_of", "level:2 affiliation:tidefolk"),)  # none is level 2: Tidefolk only
    assert targets_for(g.state, "target_die", 0, by_level) == ("p1:tide:1",)


def test_a_die_of_either_affiliation() -> None:
    g = face_off([GROVE, TIDE], [PLAIN])
    two = (("affiliation_any", "grovekin tidefolk"),)
    assert targets_for(g.state, "target_die", 0, two) == ("p1:grove:1", "p1:tide:1")
    assert targets_for(g.state, "target_opposing_die", 0, two) == ()


def test_its_value_is_read_as_card_data_writes_it() -> None:
    assert alternatives("level:1 sidekick:true affiliation:grovekin") == [
        ("level", 1), ("sidekick", True), ("affiliation", "grovekin")]  # fmt: skip
    assert either_problem("level:1 affiliation:grovekin") == ""


@pytest.mark.parametrize(
    "value", ["level:1", "level:1 colour:blue", "level:1 any_of:x", "level: affiliation:grovekin"]
)
def test_a_bad_value_is_refused_when_the_card_is_loaded(value: str) -> None:
    """Bad card data never reaches a game: one kind only, an unknown filter, one inside
    another, a filter without a value."""
    data = character("x", 1, 1, abilities=[{"trigger": "when_fielded", "text": "t", "effects": [
        effect("ko", "target_opposing_die", filters={"any_of": value})]}])  # fmt: skip
    with pytest.raises(ValueError, match="filter"):
        card_from_dict(data)
