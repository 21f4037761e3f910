"""Entries written for the published teams (tests/games/data/real_teams.txt) played by the
engine: each entry's records, put on a card of our own naming, do what its note says. No
printed text."""

from __future__ import annotations

from typing import Any

from cards.compiler.entries import shipped
from games.engine.model.state import Zone
from tests.cards.compiler.test_entries_play import fielding, resolve_all
from tests.engine.helpers import m
from tests.engine.keywords.common import character


def records(code: str) -> list[dict[str, Any]]:
    return [{k: v for k, v in r.items() if k != "line"} for r in shipped()[code]["abilities"]]


def _bought_after_fielding(abilities: list[dict[str, Any]]) -> tuple[Zone, Zone]:
    """Field a die of a card with `abilities`, then buy a die of each of two 1-cost
    characters (DM-8.7): where each bought die went."""
    recruiter = character("recruiter", 1, 1, abilities=abilities)
    crew = {**character("crew", 1, 1), "cost": 1}
    mate = {**character("mate", 1, 1), "cost": 1}
    g = fielding(recruiter, crew, mate)
    g.field("p1:recruiter:1")
    resolve_all(g)
    g.buy("crew", (m(2), "fist"))
    g.buy("mate", (m(3), "fist"))
    return g.state.dice["p1:crew:2"].zone, g.state.dice["p1:mate:2"].zone


def test_the_next_die_bought_after_fielding_goes_to_the_bag_and_only_that_one() -> None:
    """24dps: when fielded, the next die its player buys this turn goes to the bag instead
    of the Used Pile (DM-8.8 replaced by the card, DM-14.2); the one after goes as usual."""
    assert _bought_after_fielding(records("24dps")) == (Zone.BAG, Zone.USED)


def test_without_the_entry_a_bought_die_goes_to_the_used_pile() -> None:
    """Near miss: the same turn with a card without the entry (DM-8.8)."""
    assert _bought_after_fielding([]) == (Zone.USED, Zone.USED)
