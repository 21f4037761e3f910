"""The rulebooks' cards that our effects make playable (cards/data/demo.json, stand-ins
marked; texts in our own words): DIGEST §4.1 to §4.4."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.stats import stats
from tests.engine.helpers import (
    ACTION0,
    CHAR,
    FIST,
    MADELYNE,
    MASK,
    MASTERMIND,
    Game,
    bac,
    c,
    m,
)

PROFX, AIR, INSPIRING = "professor-x-to-the-astral-plane", "angel-air-transport", "angel-inspiring"
EDDIE = "eddie-guerrero-i-steal"


def game(mine: tuple[str, str], bacs: tuple[str, str] = ("enrage", "walk-with-elias"), **kw):  # type: ignore[no-untyped-def]
    g = Game(
        teams=(((mine[0], 2), (mine[1], 2)), ((MASTERMIND, 2), (MADELYNE, 2))),
        bacs=(bacs[:1], ("reckless-melee",)),
        **kw,
    )
    g.start()
    return g


def test_professor_x_gains_life_per_sidekick_then_preps_them() -> None:
    """000:L239-250 (DM-18.5 counting, then a move that is not a KO)."""
    g = game((PROFX, AIR))
    g.hurt(0, 5)
    g.give(0, "p1:professor-x-to-the-astral-plane:1", to="prep")
    g.begin({"p1:professor-x-to-the-astral-plane:1": 0, m(1): CHAR, m(2): CHAR, m(3): FIST},
            oop=m(4))  # fmt: skip
    g.field(m(1))
    g.field(m(2))
    g.arrange(0, "reserve", [m(5), m(6)], face=MASK)
    g.field("p1:professor-x-to-the-astral-plane:1", (m(5), "mask"), (m(6), "mask"))
    assert g.life(0) == 7 and {m(1), m(2)} <= g.zone(0, "prep")


def test_angel_air_transport_fields_a_sidekick_from_the_used_pile() -> None:
    """001:L505-514; DM-8.12: free and on level 1."""
    g = game((AIR, EDDIE))
    g.give(0, "p1:angel-air-transport:1", to="prep")
    g.begin({"p1:angel-air-transport:1": 0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.arrange(0, "used", [m(5)])
    g.field("p1:angel-air-transport:1")
    g.target(m(5))
    assert m(5) in g.zone(0, "field") and g.state.dice[m(5)].face == CHAR


def test_angel_inspiring_lifts_every_sidekick_character() -> None:
    """001:L644-648 (a static effect, DM-14.3)."""
    g = game((INSPIRING, EDDIE))
    g.give(0, "p1:angel-inspiring:1", to="field", face=0)
    g.arrange(0, "field", [m(5)], face=CHAR)
    g.arrange(1, "field", [c(5)], face=CHAR)
    assert stats(g.state, g.state.dice[m(5)]) == (2, 2)
    assert stats(g.state, g.state.dice[c(5)]) == (1, 1)  # not the opponent's


def test_enrage_spins_up_and_the_die_must_attack() -> None:
    """001:L571-583: "As a result of using the Enrage die, Quicksilver must also attack"."""
    g = game((AIR, EDDIE), first_player_may_attack_first_turn=True)
    g.give(0, bac("enrage", 1))
    g.give(0, "p1:angel-air-transport:1", to="field", face=0)
    g.begin({bac("enrage", 1): ACTION0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.do(A.UseActionDie(player=0, die=bac("enrage", 1)))
    g.target("p1:angel-air-transport:1")
    assert g.state.dice["p1:angel-air-transport:1"].face == 1  # level 2
    g.pass_all()
    assert all("p1:angel-air-transport:1" in a.dice for a in _attacks(g))


def _attacks(g):  # type: ignore[no-untyped-def]
    from games.engine.api import legal_actions

    return [a for a in legal_actions(g.state, 0) if isinstance(a, A.DeclareAttackers)]


def test_eddie_guerrero_sends_the_opponents_reserve_energy_to_the_used_pile() -> None:
    """003:L478-480: "Chris loses the energy he has in the reserve when Eddie Guerrero
    attacks"; a character die in the Reserve Pool is not energy and stays."""
    g = game((EDDIE, AIR), first_player_may_attack_first_turn=True)
    g.give(0, "p1:eddie-guerrero-i-steal:1", to="field", face=0)
    g.arrange(1, "reserve", [c(1), c(2)], face=FIST)
    g.arrange(1, "reserve", [c(3)], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.pass_all()
    events = g.attack("p1:eddie-guerrero-i-steal:1")
    assert ev.DiceMoved(1, (c(1), c(2)), "used", "eddie-guerrero-i-steal") in events
    assert c(3) in g.zone(1, "reserve")


def test_walk_with_elias_preps_two_sidekicks() -> None:
    """003:L450, 003:L464 (a Global, DM-8.16)."""
    g = game((AIR, EDDIE), bacs=("walk-with-elias", "enrage"))
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.arrange(0, "used", [m(5), m(6), m(7)])
    g.use_global("walk-with-elias", (m(1), "fist"))
    assert len(g.zone(0, "prep") & {m(5), m(6), m(7)}) == 2


def test_reckless_melee_hits_both_sides() -> None:
    """001:L485-492: one damage to Eric's sidekick and to each of Mike's three."""
    g = Game(
        teams=(((AIR, 2), (EDDIE, 2)), ((MASTERMIND, 2), (MADELYNE, 2))),
        bacs=(("reckless-melee",), ("enrage",)),
    )
    g.start()
    g.give(0, bac("reckless-melee", 1))
    g.arrange(1, "field", [c(5), c(6), c(7)], face=CHAR)
    g.begin({bac("reckless-melee", 1): ACTION0, m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    g.field(m(1))
    g.do(A.UseActionDie(player=0, die=bac("reckless-melee", 1)))
    assert {c(5), c(6), c(7)} <= g.zone(1, "prep") and m(1) in g.zone(0, "prep")
