"""Counts of dice by a keyword (constructs/counts.py; engine abilities/counts.py, DM-18.5):
"for each character die with <keyword> you control" counts the dice that have it (DM-17:
their card's, or one granted them); "for each active Adventurer" counts unique characters
with Experience (docs/rulings.md "Adventurers"); "draw a die for each ..." draws the count
(none when none is counted). Our own wording; near misses stay text only."""

from __future__ import annotations

import pytest

from games.engine.abilities.counts import times
from tests.cards.compiler.helpers import NAME, effects, said, why
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import CHAR, die, make_card


@pytest.mark.parametrize(
    ("line", "per", "filters"),
    [
        (f"{NAME} gets +2A for each character die with Swarm you control.",
         "your_character_dice", {"keyword": "swarm"}),
        (f"{NAME} gets +1D for each different character die with Regenerate you control.",
         "your_active_characters", {"keyword": "regenerate"}),
        (f"{NAME} gets +1A and +1D for each active Adventurer you control.",
         "your_active_characters", {"keyword": "experience"}),
        (f"When {NAME} is fielded, draw a die for each character die with Frag in your "
         "Field Zone.", "your_character_dice", {"keyword": "frag"}),
    ],
)  # fmt: skip
def test_a_count_of_dice_with_a_keyword(line: str, per: str, filters: dict) -> None:
    (found,) = effects("character", line)
    assert (found["per"], found["per_filters"]) == (per, filters)


def test_the_reading_names_the_keyword() -> None:
    line = f"When {NAME} is fielded, draw a die for each character die with Frag you control."
    assert said(line) == (
        "When fielded: draw 1 die from your bag and roll it for each of your character dice"
        " in the Field Zone (with Frag)"
    )


@pytest.mark.parametrize(
    "line",
    [
        # two keywords of one die: no one filter says both
        f"When {NAME} is fielded, deal 1 damage to target character die for each Adventurer "
        "with Swarm you control.",
        # a keyword the engine does not know by that word
        f"{NAME} gets +1A for each character die with Teamwork you control.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("count", "unparsed", "keyword")


HOUND = make_card("hound", keywords=["frag"])
NOOP = action_card("noop", {"effects": [effect("gain_life", "you", amount=1)]})
SEEKER = make_card(
    "seeker",
    abilities=[{"trigger": "when_fielded", "text": "When fielded, draw a die for each "
                "character die with Frag you control.",
                "effects": [effect("draw", "none", amount=1, per="your_character_dice",
                                   per_filters=[["keyword", "frag"]])]}],
)  # fmt: skip


def test_only_dice_with_the_keyword_are_counted() -> None:
    g = with_action(NOOP, HOUND, SEEKER)
    frag = (("keyword", "frag"),)
    assert times(g.state, "your_character_dice", 0, "", frag) == 0
    g.give(0, die(0, "hound", 1), to="field", face=CHAR)
    g.give(0, die(0, "hound", 2), to="field", face=CHAR)
    g.give(0, die(0, "seeker", 1), to="field", face=CHAR)
    assert times(g.state, "your_character_dice", 0, "", frag) == 2
    assert times(g.state, "your_character_dice", 1, "", frag) == 0  # (his: none)
