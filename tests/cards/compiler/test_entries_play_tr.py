"""Per-card entries of lane tr (issue 16) played by the engine, as in test_entries_play.py:
a life gained for each die of another Justice League card fielded (3jl), this card's dice
stronger each time a card of yours flips (49bat). Our own cards and wording; the records
are engine data."""

from __future__ import annotations

from tests.cards.compiler.test_entries_play import fielding, records, resolve_all
from tests.engine.keywords.common import character


def test_fielding_another_justice_league_die_gains_1_life() -> None:
    """3jl: while active, fielding a die of another Justice League card gains 1 life (the
    trigger filters, DM-18.1); near misses: a die of no such affiliation, and a die of the
    card itself (a different card is asked for), gain nothing."""
    for fielded, affiliation, gain in (("ally", "justiceleague", 1), ("ally", "other", 0)):
        ally = character(fielded, 1, 1, affiliations=[affiliation])
        chief = character("chief", 1, 1, affiliations=["justiceleague"], abilities=records("3jl"))
        g = fielding(ally, chief)
        g.hurt(0, 5)
        before = g.life(0)
        g.field(f"p1:{fielded}:1")
        resolve_all(g)
        assert g.life(0) - before == gain
    chief = character("chief", 1, 1, affiliations=["justiceleague"], abilities=records("3jl"))
    g = fielding(chief, character("other", 1, 1))
    g.give(0, "p1:chief:2", to="field", face=0)
    g.hurt(0, 5)
    before = g.life(0)
    g.field("p1:chief:1")
    resolve_all(g)
    assert g.life(0) == before


def test_a_flip_of_yours_gives_this_cards_dice_1_attack() -> None:
    """49bat: each time you flip one of your cards, while this card is active, its dice
    get +1A until the end of the turn (DM-14.1): the record names those dice only."""
    (record,) = records("49bat")
    assert record["trigger"] == "when_you_flip_a_card"
    (effect,) = record["effects"]
    assert effect == {"op": "modify_attack", "amount": 1, "target": "all_your_characters",
                      "filters": {"card": "49bat"}}  # fmt: skip
