"""The shipped per-card entries (cards/compiler/entry_data/<set>.json) played by the engine: each
entry's records, put on a card of our own naming, do what its note says. No printed text:
the records are engine data, the cards and names here are ours (but for names the entries
filter on, which are facts of the game)."""

from __future__ import annotations

from typing import Any

import pytest

from cards.compiler.entries import shipped
from games.engine import IllegalAction
from games.engine import actions as A
from games.engine.abilities.stats import attack_of, defense_of
from games.engine.abilities.targets import target_options
from games.engine.abilities.texts import keywords_of
from games.reading import read_data
from tests.cards.compiler.helpers import NAME, compiled
from tests.engine.helpers import BACS, CHAR, FIST, Game, cards_with, m
from tests.engine.keywords.common import FOE, character, face_off

TWO_BACS = ((BACS[0][0], BACS[1][0]),) * 2  # the standard format's two each (DM-3.2)


def records(code: str, where: str = "abilities") -> list[dict[str, Any]]:
    return [{k: v for k, v in r.items() if k != "line"} for r in shipped()[code].get(where, ())]


# "the first character die you field this turn is free" as a Global, as the grammar reads
# it (41bfu 75skc 142skc: their entries no longer say it; cards print it in the very words
# our own would use, so it stands here as data)
FREE_FIRST = [
    {"cost": 1, "energy_types": ["shield"], "effects": [
        {"op": "free_next_field", "amount": 0, "target": "you",
         "condition": {"kind": "fielded", "at_most": 0}}]},
]  # fmt: skip


def resolve_all(g: Any) -> None:
    """Order and resolve whatever waits (the deciding player takes the first each time)."""
    while g.pending.kind in ("order_triggers", "choose_target"):
        if g.pending.kind == "order_triggers":
            g.do(A.ChooseTrigger(player=g.pending.player, index=0))
        else:
            raise AssertionError("no target expected")


def table(
    mine: list[dict[str, Any]], theirs: list[dict[str, Any]], attack_first: bool = False
) -> Game:
    """Michele's first turn, Main Step, with as many cards as the test needs (the standard
    format's): one die of each of `mine` in her Field Zone and of `theirs` in Chris's, and
    one Sidekick character die in his (in hers too unless she may attack first: then her
    dice are the attackers of `blocking`)."""
    g = Game(
        teams=(tuple((c["id"], 2) for c in mine), (*((c["id"], 2) for c in theirs), (FOE, 2))),
        cards=cards_with(*mine, *theirs),
        first_player_may_attack_first_turn=attack_first,
        bacs=TWO_BACS,
        team_format="standard",
    )
    g.start()
    for card in mine:
        g.give(0, f"p1:{card['id']}:1", to="field", face=0)
    for card in theirs:
        g.give(1, f"p2:{card['id']}:1", to="field", face=0)
    if not attack_first:
        g.arrange(0, "field", ["p1:sidekick:5"], face=CHAR)
    g.arrange(1, "field", ["p2:sidekick:5"], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def blocking(mine: list[dict[str, Any]], theirs: list[dict[str, Any]]) -> Game:
    """`table` where Michele may attack on her first turn, passed on to her Attack Step:
    her dice attack; Chris has one die of each of `theirs` and one Sidekick to block with."""
    g = table(mine, theirs, attack_first=True)
    g.pass_all()
    return g


def attack_now(g: Any, die: str) -> int:
    """The die's A now (statics and applied bonuses, DM-14)."""
    return attack_of(g.state, g.state.dice[die])


def blocked_and_resolved(g: Game, blocker: str, attacker: str) -> int:
    """`attacker` attacks and Chris's `blocker` blocks it; combat and every trigger resolve.
    The life Chris lost."""
    g.attack(attacker)
    g.block((blocker, attacker))
    life = g.life(1)
    g.pass_all()
    resolve_all(g)
    return life - g.life(1)


def test_the_blocking_boost_gives_each_blocker_2d_and_an_iron_man_3d() -> None:
    """59aou: while the card is active, each die of its controller that blocks gets +2D
    until the end of the turn (DM-14.1), a die of a card named Iron Man +3D instead; its
    own dice can't attack (DM-14.2)."""
    aide = character("aide", 1, 1, abilities=records("59aou"))
    armour = character("armour", 2, 2, name="Iron Man")
    g = blocking([character("brute", 3, 3), character("bruiser", 3, 3)], [aide, armour])
    g.attack("p1:brute:1", "p1:bruiser:1")
    g.block(("p2:armour:1", "p1:brute:1"), ("p2:sidekick:5", "p1:bruiser:1"))
    resolve_all(g)
    state = g.state
    assert defense_of(state, state.dice["p2:armour:1"]) == 2 + 3
    assert defense_of(state, state.dice["p2:sidekick:5"]) == 1 + 2
    assert defense_of(state, state.dice["p2:aide:1"]) == 1  # near miss: it did not block


def test_the_blocking_boost_waits_for_its_card_to_be_active() -> None:
    """DM-18.1: with no die of the card in the Field Zone, blocking changes nothing."""
    aide = character("aide", 1, 1, abilities=records("59aou"))
    g = face_off([character("brute", 3, 3)], [aide], chris_field=1)
    g.arrange(1, "used", ["p2:aide:1"])
    g.attack("p1:brute:1")
    g.block(("p2:sidekick:5", "p1:brute:1"))
    resolve_all(g)
    assert defense_of(g.state, g.state.dice["p2:sidekick:5"]) == 1


def test_the_card_that_boosts_blockers_cannot_attack() -> None:
    aide = character("aide", 1, 1, abilities=records("59aou"))
    g = face_off([aide, character("brute", 3, 3)], [], chris_field=1)
    with pytest.raises(IllegalAction):
        g.attack("p1:aide:1")
    g.attack("p1:brute:1")  # near miss: another card's die may


def fielding(*mine: dict[str, Any]) -> Game:
    """Michele's first turn, Main Step: one die of each of `mine` but the first in her Field
    Zone, the first's die in her Reserve Pool on its level-1 character face (cost 0)."""
    g = Game(
        teams=(tuple((c["id"], 2) for c in mine), ((FOE, 2),)),
        cards=cards_with(*mine),
        bacs=TWO_BACS,
        team_format="standard",
    )
    g.start()
    g.give(0, f"p1:{mine[0]['id']}:1", to="used")
    for card in mine[1:]:
        g.give(0, f"p1:{card['id']}:1", to="field", face=0)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.arrange(0, "reserve", [f"p1:{mine[0]['id']}:1"], face=0)
    return g


@pytest.mark.parametrize(("chosen", "attack"), [("p1:spidey:1", 3), ("p1:hero:1", 2)])
def test_overcrush_to_a_non_villain_and_attack_to_spider_man_only(chosen: str, attack: int) -> None:
    """127asm: when fielded, a chosen non-Villain die of yours gains Overcrush this turn and,
    if it is a Spider-Man, +1A (DM-14.1); a Villain is no option (DM-13.1)."""
    mj = character("mj", 1, 1, abilities=records("127asm"))
    spidey = character("spidey", 2, 2, name="Spider-Man")
    hero = character("hero", 2, 2)
    villain = character("villain", 2, 2, affiliations=["villain"])
    g = fielding(mj, spidey, hero, villain)
    g.field("p1:mj:1")
    assert g.pending.kind == "choose_target"
    options = set(target_options(g.state, g.state.triggers[0]) or ())
    assert "p1:villain:1" not in options and {"p1:spidey:1", "p1:hero:1"} <= options
    g.target(chosen)
    die = g.state.dice[chosen]
    assert attack_of(g.state, die) == attack
    assert "overcrush" in {k.name for k in keywords_of(g.state, die)}


def test_a_condition_on_the_die_a_yours_trigger_concerns_reads_that_die() -> None:
    """The reading says whose name is asked: the blocking die's ("that die"), not the
    card's own die."""
    data = {"id": "aide", "kind": "character", "name": "Aide", "text": ["(ours)"],
            "abilities": [{**r, "text": "(ours)"} for r in records("59aou")]}  # fmt: skip
    words = " ".join(line.reading for line in read_data(data) or [])
    assert "if that die is named Iron Man, that die gets +3D" in words
    assert "this die is named" not in words


def _bursting(bursts: int) -> dict[str, Any]:
    """A blocker whose level-1 face shows `bursts` burst icons, with 2avx's two lines in our
    own words as the grammar reads them (KO'd while blocking: gain 1 life; the burst: the
    opponent takes 2 as well). The card's entry once said the burst; the grammar reads it now."""
    lines = [
        f"If {NAME} is KO'd while blocking, you gain 1 life.",
        "(burst) Your opponent also takes 2 damage.",
    ]
    card = character("sentry", 1, 2, abilities=compiled("character", lines)["abilities"])
    card["faces"][0] = {**card["faces"][0], "bursts": bursts}
    return card


@pytest.mark.parametrize(("bursts", "michele_loses"), [(1, 2), (0, 0)])
def test_the_burst_adds_damage_to_the_ko_while_blocking(bursts: int, michele_loses: int) -> None:
    """2avx: KO'd while blocking on its burst face, its controller gains 1 life and the
    opponent also takes 2 damage (DM-17.3: burst text added); on a face with no burst, only
    the life."""
    g = blocking([character("brute", 3, 3)], [_bursting(bursts)])
    g.attack("p1:brute:1")
    g.block(("p2:sentry:1", "p1:brute:1"))
    g.hurt(1, 3)  # below his starting life, so a gain shows
    lives = (g.life(0), g.life(1))
    g.pass_all()
    resolve_all(g)
    assert "p2:sentry:1" in g.zone(1, "prep")
    assert (lives[0] - g.life(0), g.life(1) - lives[1]) == (michele_loses, 1)
