"""Entries written for the published teams (tests/games/data/real_teams.txt) played by the
engine: each entry's records, put on a card of our own naming, do what its note says. No
printed text."""

from __future__ import annotations

from typing import Any

import pytest

from cards.compiler.entries import shipped
from games.engine import IllegalAction
from games.engine import actions as A
from games.engine.abilities.targets import target_options
from games.engine.model.state import Zone
from tests.cards.compiler.test_entries_play import fielding, resolve_all
from tests.engine.helpers import CHAR, c, m
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


def _corsair(opposing: int) -> Any:
    """Michele fields a die of a card with 104dps's records, two Villain dice of hers and
    `opposing` of Chris's Sidekick character dice in the Field Zones."""
    corsair = character("corsair", 1, 1, abilities=records("104dps"))
    rogues = [character(n, 1, 1, affiliations=["villain"]) for n in ("thug", "brute")]
    g = fielding(corsair, *rogues)
    g.arrange(1, "field", [c(n) for n in range(5, 5 + opposing)], face=CHAR)
    g.field("p1:corsair:1")
    while g.pending.kind == "order_triggers":
        g.do(A.ChooseTrigger(player=0, index=0))
    return g


def test_one_villain_is_ko_d_while_the_opponent_has_three_dice() -> None:
    """104dps: when fielded, KO one targeted Villain character die (DM-13.1); a hero die is
    no option."""
    g = _corsair(3)
    assert g.pending.kind == "choose_target"
    options = set(target_options(g.state, g.state.triggers[0]) or ())
    assert options >= {"p1:thug:1", "p1:brute:1"} and not options & {c(5), "p1:corsair:1"}
    g.target("p1:thug:1")
    assert "p1:thug:1" not in g.zone(0, "field") and "p1:brute:1" in g.zone(0, "field")


def test_two_villains_are_ko_d_while_the_opponent_has_four_dice() -> None:
    """104dps: with four or more opposing character dice in the Field Zone, two different
    targeted Villain character dice are KO'd instead (exactly two, DM-13.1)."""
    g = _corsair(4)
    assert g.pending.kind == "choose_target"
    with pytest.raises(IllegalAction):  # one is not enough while two are there
        g.do(A.ChooseTarget(player=0, split=(("p1:thug:1", 1),)))
    g.do(A.ChooseTarget(player=0, split=(("p1:thug:1", 1), ("p1:brute:1", 1))))
    assert not {"p1:thug:1", "p1:brute:1"} & g.zone(0, "field")
