"""Entries of lane e2's sets played by the engine: each entry's records, put on a card of our
own naming, do what its note says (no printed text: the records are engine data, the cards
and names are ours, but for the affiliations the entries filter on, facts of the game)."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import IllegalAction
from games.engine.abilities.costs import purchase_cost
from games.engine.abilities.stats import attack_of, defense_of
from games.engine.abilities.texts import keywords_of
from tests.cards.compiler.test_entries_play import (
    blocking,
    fielding,
    records,
    resolve_all,
    table,
)
from tests.engine.keywords.common import character, face_off


def stats(g: Any, die: str) -> tuple[int, int]:
    state = g.state
    return attack_of(state, state.dice[die]), defense_of(state, state.dice[die])


def test_minus_2a_3d_to_every_avengers_die_on_both_sides() -> None:
    """2uxmop2: while the card is active, each Avengers character die, either player's, gets
    -2A and -3D (DM-14.3); a die of another affiliation keeps its own."""
    witch = character("witch", 1, 1, abilities=records("2uxmop2"))
    mine = character("mine", 4, 5, affiliations=["avengers"])
    theirs = character("theirs", 4, 5, affiliations=["avengers"])
    other = character("other", 4, 5, affiliations=["xmen"])
    g = table([witch, mine, other], [theirs])
    assert stats(g, "p1:mine:1") == (2, 2)
    assert stats(g, "p2:theirs:1") == (2, 2)
    assert stats(g, "p1:other:1") == (4, 5)


def test_the_affiliation_or_sidekick_boost_counts_a_die_once() -> None:
    """112msw: your Fantastic Four character dice and your Sidekick dice get +1A/+1D; an
    opposing Sidekick and your die of another affiliation do not (near misses)."""
    sue = character("sue", 1, 1, abilities=records("112msw"))
    four = character("four", 2, 2, affiliations=["fantastic4"])
    other = character("other", 2, 2, affiliations=["xmen"])
    g = table([sue, four, other], [])
    assert stats(g, "p1:four:1") == (3, 3)
    assert stats(g, "p1:sidekick:5") == (2, 2)
    assert stats(g, "p2:sidekick:5") == (1, 1)
    assert stats(g, "p1:other:1") == (2, 2)


def test_an_opposing_villain_makes_the_card_attack_with_1_more_a() -> None:
    """13gotg: while the opponent has a Villain character die in the Field Zone, the card's
    dice get +1A and must attack (DM-14.2's "must attack if able", a static here)."""
    eager = character("eager", 2, 2, abilities=records("13gotg"))
    g = face_off(
        [eager, character("brute", 3, 3)], [character("rogue", 1, 1, affiliations=["villain"])]
    )
    assert stats(g, "p1:eager:1") == (3, 2)
    with pytest.raises(IllegalAction):
        g.attack("p1:brute:1")
    g.attack("p1:brute:1", "p1:eager:1")


def test_without_an_opposing_villain_the_card_may_stay_home() -> None:
    eager = character("eager", 2, 2, abilities=records("13gotg"))
    g = face_off([eager, character("brute", 3, 3)], [character("hero", 1, 1)])
    assert stats(g, "p1:eager:1") == (2, 2)
    g.attack("p1:brute:1")


@pytest.mark.parametrize(("blocker", "gains"), [("p2:thug:1", True), ("p2:sidekick:5", False)])
def test_overcrush_when_blocked_by_a_die_neither_sidekick_nor_avenger(
    blocker: str, gains: bool
) -> None:
    """20ig: blocked by a character die that is neither a Sidekick nor an Avenger, the die
    gains Overcrush for the turn; blocked by a Sidekick, it does not."""
    cat = character("cat", 3, 3, affiliations=["avengers"], abilities=records("20ig"))
    g = blocking([cat], [character("thug", 1, 1)])
    g.attack("p1:cat:1")
    g.block((blocker, "p1:cat:1"))
    resolve_all(g)
    names = {k.name for k in keywords_of(g.state, g.state.dice["p1:cat:1"])}
    assert ("overcrush" in names) is gains


def _glad(name: str) -> dict[str, Any]:
    """A character whose die, when fielded, gains its player 1 life."""
    return character(
        name, 1, 1,
        abilities=[{"trigger": "when_fielded",
                    "effects": [{"op": "gain_life", "amount": 1, "target": "you"}]}],
    )  # fmt: skip


@pytest.mark.parametrize(("warden_active", "gained"), [(True, 0), (False, 1)])
def test_when_fielded_abilities_are_ignored_on_both_sides(warden_active: bool, gained: int) -> None:
    """24sww: while the card is active, no die's "when fielded" ability triggers, its own
    player's too (the text names no side); with no die of it in the Field Zone, they do."""
    warden = character("warden", 1, 1, abilities=records("24sww"))
    g = fielding(_glad("glad"), warden)
    if not warden_active:
        g.arrange(0, "used", ["p1:warden:1"])
    g.hurt(0, 3)  # below her starting life, so a gain shows
    life = g.life(0)
    g.field("p1:glad:1")
    resolve_all(g)
    assert g.life(0) - life == gained


@pytest.mark.parametrize(("theirs", "overcrush"), [("villain", True), ("xmen", False)])
def test_sidekicks_on_both_sides_count_and_an_opposing_villain_gives_overcrush(
    theirs: str, overcrush: bool
) -> None:
    """3hq: +1A/+1D for each Sidekick character die in the Field Zone, either player's (one
    each here); Overcrush while the opponent has a Villain character die in the Field Zone."""
    bat = character("bat", 2, 2, abilities=records("3hq"))
    g = table([bat], [character("foe", 1, 1, affiliations=[theirs])])
    assert stats(g, "p1:bat:1") == (4, 4)
    names = {k.name for k in keywords_of(g.state, g.state.dice["p1:bat:1"])}
    assert ("overcrush" in names) is overcrush


@pytest.mark.parametrize("active", [True, False])
def test_a_characters_debuff_of_other_dice_holds_while_its_card_is_active(active: bool) -> None:
    """148msw: opposing character dice without the fist type get -1A/-1D, read as a
    character's text is, while its card is active (DM-18.1); a fist die is not reached."""
    spider = character("spider", 1, 1, abilities=records("148msw"))
    mask = character("mask", 3, 3, energy_types=["mask"])
    fist = character("fist", 3, 3, energy_types=["fist"])
    g = table([spider], [mask, fist])
    if not active:
        g.arrange(0, "used", ["p1:spider:1"])
    assert stats(g, "p2:mask:1") == ((2, 2) if active else (3, 3))
    assert stats(g, "p2:fist:1") == (3, 3)


@pytest.mark.parametrize(("defense", "cost"), [(2, 4), (3, 5)])
def test_the_next_character_purchase_is_1_cheaper_only_if_the_damage_kos(
    defense: int, cost: int
) -> None:
    """28ig: when fielded, 2 damage to a chosen character die; only if that damage KOs it
    (counted before the ability ends: abilities/this_way.py), the next character die its
    controller buys costs 1 less; a die of 3D survives and the price stays as printed."""
    maw = character("maw", 1, 1, abilities=records("28ig"))
    goal = character("goal", 1, defense)
    pricey = character("pricey", 2, 2, cost=5)
    g = fielding(maw, goal, pricey)
    g.field("p1:maw:1")
    assert g.pending.kind == "choose_target"
    g.target("p1:goal:1")
    resolve_all(g)
    assert (g.state.dice["p1:goal:1"].zone.value == "field") is (defense == 3)
    state = g.state
    assert purchase_cost(state, 0, state.cards["pricey"], state.dice["p1:pricey:2"]) == cost
