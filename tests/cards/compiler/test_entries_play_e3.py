"""Lane e3's per-card entries played by the engine (the ones using the least common shapes):
each entry's records, put on a card of our own naming, do what its note says, and a near
miss does not. No printed text: the records are engine data, the cards here are ours."""

from __future__ import annotations

import pytest

from games.engine import IllegalAction
from games.engine import actions as A
from games.engine.abilities.permissions import may_block
from games.engine.abilities.stats import attack_of, defense_of
from games.engine.abilities.targets import target_options
from games.engine.flow.choices import choices
from tests.cards.compiler.test_entries_play import (
    blocked_and_resolved,
    blocking,
    fielding,
    records,
    resolve_all,
)
from tests.engine.helpers import ACTION0, CHAR, WAY_OUT_WEST, bac
from tests.engine.keywords.common import character, face_off


@pytest.mark.parametrize(("blocker", "boost"), [("p2:leaguer:1", 4), ("p2:sidekick:5", 0)])
def test_the_boost_against_a_league_blocker(blocker: str, boost: int) -> None:
    """4jl: blocked by a Justice League die, the die gets +4A/+4D until the end of the turn
    (DM-14.1); blocked by a die of no such affiliation (a Sidekick), nothing."""
    tyrant = character("tyrant", 3, 3, abilities=records("4jl"))
    leaguer = character("leaguer", 1, 1, affiliations=["justiceleague"])
    g = blocking([tyrant], [leaguer])
    g.attack("p1:tyrant:1")
    g.block((blocker, "p1:tyrant:1"))
    resolve_all(g)
    die = g.state.dice["p1:tyrant:1"]
    assert (attack_of(g.state, die), defense_of(g.state, die)) == (3 + boost, 3 + boost)


def test_the_boost_when_it_blocks_a_league_attacker() -> None:
    """4jl's other trigger (DM-15.6: one ability, two triggers): blocking a Justice League
    attacker gives the blocker the same +4A/+4D."""
    tyrant = character("tyrant", 3, 3, abilities=records("4jl"))
    leaguer = character("leaguer", 1, 1, affiliations=["justiceleague"])
    g = blocking([leaguer], [tyrant])
    g.attack("p1:leaguer:1")
    g.block(("p2:tyrant:1", "p1:leaguer:1"))
    resolve_all(g)
    assert attack_of(g.state, g.state.dice["p2:tyrant:1"]) == 3 + 4


@pytest.mark.parametrize(("his_dice", "blockable"), [(1, False), (2, True)])
def test_unblockable_against_a_lone_die(his_dice: int, blockable: bool) -> None:
    """6wf: while the opponent has exactly one character die in the Field Zone, the die
    can't be blocked (DM-14.3: the static holds while its condition does); with two, it can."""
    prowler = character("prowler", 2, 2, abilities=records("6wf"))
    g = face_off([prowler], [], chris_field=his_dice)
    g.attack("p1:prowler:1")
    if blockable:
        g.block(("p2:sidekick:5", "p1:prowler:1"))
    else:
        with pytest.raises(IllegalAction):
            g.block(("p2:sidekick:5", "p1:prowler:1"))


def test_attacking_kos_every_sidekick_for_2a_each() -> None:
    """34ygo: as it attacks, every Sidekick die in the Field Zone (either side, DM-13.3:
    not targeted) is KO'd, then the die gets +2A for each one so KO'd (DM-18.5)."""
    wyrm = character("wyrm", 3, 3, abilities=records("34ygo"))
    g = face_off([wyrm], [], chris_field=2)
    g.attack("p1:wyrm:1")
    resolve_all(g)
    assert {"p2:sidekick:5", "p2:sidekick:6"} <= set(g.zone(1, "prep"))
    assert attack_of(g.state, g.state.dice["p1:wyrm:1"]) == 3 + 2 * 2


def test_no_sidekick_no_boost() -> None:
    """34ygo's near miss: with no Sidekick die in the Field Zone, nothing is KO'd and the
    count is 0."""
    wyrm = character("wyrm", 3, 3, abilities=records("34ygo"))
    g = face_off([wyrm], [character("grunt", 1, 1)])
    g.attack("p1:wyrm:1")
    resolve_all(g)
    assert "p2:grunt:1" in g.zone(1, "field")
    assert attack_of(g.state, g.state.dice["p1:wyrm:1"]) == 3


@pytest.mark.parametrize(("blocker", "damage"), [("p2:weakling:1", 1), ("p2:sidekick:5", 1)])
def test_koing_a_blocker_costs_the_opponent_1(blocker: str, damage: int) -> None:
    """2xmf: each blocking die it KOs with combat damage (DM-9.11) deals 1 damage to the
    opponent, whose die blocked it."""
    brute = character("brute", 4, 4, abilities=records("2xmf"))
    g = blocking([brute], [character("weakling", 1, 1)])
    lost = blocked_and_resolved(g, blocker, "p1:brute:1")
    assert blocker in g.zone(1, "prep")
    assert lost == damage


def test_a_blocker_that_survives_costs_nothing() -> None:
    """2xmf's near miss: a blocker its damage does not KO triggers nothing (no KO)."""
    brute = character("brute", 1, 4, abilities=records("2xmf"))
    g = blocking([brute], [character("wall", 1, 5)])
    g.attack("p1:brute:1")
    g.block(("p2:wall:1", "p1:brute:1"))
    life = g.life(1)
    g.pass_all()
    resolve_all(g)
    assert "p2:wall:1" in g.zone(1, "field")
    assert g.life(1) == life


def test_fielding_sends_every_action_die_in_field_or_reserve_to_the_used_pile() -> None:
    """26ygo: when fielded, each action die in a Field Zone or Reserve Pool (either
    player's, DM-13.3: not targeted) goes to its owner's Used Pile (the active player's Out
    of Play in its place, 000:L184); one in a Prep Area (near miss) stays."""
    breaker = character("breaker", 2, 2, abilities=records("26ygo"))
    g = fielding(breaker)
    g.give(0, bac(WAY_OUT_WEST, 1), to="reserve", face=ACTION0)
    g.give(1, bac(WAY_OUT_WEST, 2), to="reserve", face=ACTION0)
    g.give(0, bac(WAY_OUT_WEST, 3), to="prep")
    g.field("p1:breaker:1")
    resolve_all(g)
    assert bac(WAY_OUT_WEST, 1) in g.zone(0, "oop")
    assert bac(WAY_OUT_WEST, 2) in g.zone(1, "used")
    assert bac(WAY_OUT_WEST, 3) in g.zone(0, "prep")
    assert "p1:breaker:1" in g.zone(0, "field")


def test_the_chosen_die_cannot_attack_or_block_while_the_card_is_active() -> None:
    """86jl: one choice (DM-13.1: chosen, not targeted) answers both effects: the die gets
    "can't attack" and "can't block" lasting while the card is active (`while_active`); a
    die not chosen (near miss) may still block."""
    haunter = character("haunter", 1, 1, abilities=records("86jl"))
    g = fielding(haunter, character("grunt", 2, 2), character("other", 2, 2))
    g.field("p1:haunter:1")
    assert g.pending.kind == "choose_target"
    g.target("p1:grunt:1")
    resolve_all(g)
    on_grunt = {(x.effect, x.until) for x in g.state.lasting if x.target == "p1:grunt:1"}
    assert {("cant_attack", "while_active"), ("cant_block", "while_active")} <= on_grunt
    assert not may_block(g.state, "p1:grunt:1", "p1:haunter:1")
    assert may_block(g.state, "p1:other:1", "p1:haunter:1")


@pytest.mark.parametrize(("records_of", "survives"), [("17jl", True), ("", False)])
def test_no_damage_in_the_attack_step(records_of: str, survives: bool) -> None:
    """17jl: during the Attack Step no damage is dealt to the card's dice (its combat
    damage too); a die without it (near miss) is KO'd by the same blocker."""
    hero = character("hero", 2, 2, abilities=records(records_of) if records_of else [])
    g = blocking([hero], [character("wall", 5, 5)])
    g.attack("p1:hero:1")
    g.block(("p2:wall:1", "p1:hero:1"))
    g.pass_all()
    resolve_all(g)
    assert ("p1:hero:1" in g.zone(0, "field")) is survives


def test_spin_self_down_to_spin_a_league_die_up_once_a_turn() -> None:
    """47jus: whenever a Global could be used (DM-8.18), once per card and turn (DM-15.5),
    spin this die down a level as the cost (DM-12.2) to spin a chosen Justice League die
    of another card up a level; a die of no such affiliation (near miss) is no option."""
    shrinker = character("shrinker", 1, 1, abilities=records("47jus"))
    leaguer = character("leaguer", 1, 1, affiliations=["justiceleague"])
    g = fielding(character("filler", 1, 1), shrinker, leaguer, character("loner", 1, 1))
    g.arrange(0, "field", ["p1:shrinker:1"], face=1)
    assert [a.ability for a in choices(g.state, 0).abilities] == [0]
    g.do(A.UseAbility(player=0, die="p1:shrinker:1", ability=0))
    assert g.pending.kind == "choose_target"
    options = set(target_options(g.state, g.state.triggers[0]) or ())
    assert "p1:leaguer:1" in options and "p1:loner:1" not in options
    g.target("p1:leaguer:1")
    resolve_all(g)
    assert (g.state.dice["p1:shrinker:1"].face, g.state.dice["p1:leaguer:1"].face) == (0, 1)
    assert not choices(g.state, 0).abilities


@pytest.mark.parametrize(("leaguers", "survives"), [(2, True), (1, False)])
def test_sidekicks_take_no_damage_from_blockers_with_two_league_characters(
    leaguers: int, survives: bool
) -> None:
    """72jl (docs/rulings.md "Per-card entries, more calls"): with two active Justice League
    characters, your Sidekick dice take no damage from dice in the Attack Zone, a blocker
    too; with one (near miss), the blocker's damage KOs the Sidekick."""
    keeper = character("keeper", 1, 1, affiliations=["justiceleague"], abilities=records("72jl"))
    mine = [keeper, character("ally", 1, 1, affiliations=["justiceleague"])][:leaguers]
    g = blocking(mine, [character("wall", 5, 5)])
    g.arrange(0, "field", ["p1:sidekick:1"], face=CHAR)
    g.attack("p1:sidekick:1")
    g.block(("p2:wall:1", "p1:sidekick:1"))
    g.pass_all()
    resolve_all(g)
    assert ("p1:sidekick:1" in g.zone(0, "field")) is survives


@pytest.mark.parametrize(("mine", "theirs", "boost"), [(0, 0, 0), (1, 0, 2), (0, 1, 2), (1, 1, 2)])
def test_the_bonus_counts_emerald_characters_of_either_player(
    mine: int, theirs: int, boost: int
) -> None:
    """16wol: +2A/+2D while one or two Green Lantern characters are active, either player's
    (counted by card, DM-18.1); the further +3A/+3D waits for a third (none here)."""
    artist = character("artist", 2, 2, abilities=records("16wol"))
    ours = character("green1", 1, 1, affiliations=["greenlantern"])
    foes = character("green2", 1, 1, affiliations=["greenlantern"])
    g = face_off([artist, *[ours][:mine]], [foes][:theirs])
    die = g.state.dice["p1:artist:1"]
    assert (attack_of(g.state, die), defense_of(g.state, die)) == (2 + boost, 2 + boost)
