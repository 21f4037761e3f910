"""Per-card entries of lane ec (sets bffop ... xfo, issue 16) played by the engine, as in
test_entries_play.py: an Energize that damages the opponent and rolls its die again, a
once-a-turn sacrifice of a die of the card for damage to an opposing die. Our own cards and
wording; the records are engine data."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from tests.cards.compiler.test_entries_play import TWO_BACS, records, resolve_all
from tests.engine.helpers import BOLT, CHAR, FIST, Game, c, cards_with, m
from tests.engine.keywords.common import FOE, character

DOUBLE_FIST = 5  # a test character's (fist)(fist) face (keywords/common.py `character`)


def _gambler(face: int) -> Game:
    """Michele rolls a die of 10xfo's entry (Energize) to `face` in her first Roll and Reroll
    Step and keeps it."""
    gambler = character("gambler", 1, 1, keywords=["energize"], abilities=records("10xfo"))
    g = Game(
        teams=((("gambler", 2),), ((FOE, 2),)),
        cards=cards_with(gambler),
        bacs=TWO_BACS,
        team_format="standard",
    )
    g.start()
    g.give(0, "p1:gambler:1")
    g.draw(m(1), m(2), m(3))
    g.draw(m(4), to="oop")
    g.roll({"p1:gambler:1": face, m(1): FIST, m(2): FIST, m(3): FIST})
    g.reroll()
    return g


def test_energized_it_deals_1_to_the_opponent_and_rolls_itself_again() -> None:
    """10xfo: on its double energy face at the end of the Roll and Reroll Step (Energize,
    000:L779) the opponent takes 1 damage, then the die is rerolled in the Reserve Pool
    (DM-22.1); the new roll is its owner's own, so a single face ends it."""
    g = _gambler(DOUBLE_FIST)
    life = 10  # Game's starting life
    resolve_all(g)
    assert g.life(1) == life - 1
    assert g.pending.kind == "roll"  # the reroll asks for its outcome
    g.roll({"p1:gambler:1": FIST})
    resolve_all(g)
    assert g.face("p1:gambler:1") == FIST
    assert "p1:gambler:1" in g.zone(0, "reserve")
    assert g.life(1) == life - 1


def test_rolled_onto_its_double_face_again_it_energizes_again() -> None:
    """Its owner's effect rolled it (docs/rulings.md "Energize": such a roll counts at once):
    landing on the double face again deals 1 more and rolls once more."""
    g = _gambler(DOUBLE_FIST)
    life = 10
    resolve_all(g)
    g.roll({"p1:gambler:1": DOUBLE_FIST})
    resolve_all(g)
    assert g.life(1) == life - 2
    g.roll({"p1:gambler:1": FIST})
    resolve_all(g)
    assert g.life(1) == life - 2


def test_on_a_single_energy_face_nothing_happens() -> None:
    """Near miss: a single Fist is no Energize face: no damage, no roll."""
    g = _gambler(FIST)
    life = 10
    resolve_all(g)
    assert g.pending.kind != "roll"
    assert g.life(1) == life


def _assassins() -> Game:
    """Michele's first turn, Main Step: two dice of 1bffop's entry in her Field Zone, a
    3D die of Chris's in his."""
    knife = character("knife", 1, 1, abilities=records("1bffop"))
    ogre = character("ogre", 3, 3)
    g = Game(
        teams=((("knife", 2),), (("ogre", 2), (FOE, 2))),
        cards=cards_with(knife, ogre),
        bacs=TWO_BACS,
        team_format="standard",
    )
    g.start()
    g.give(0, "p1:knife:1", to="field", face=0)
    g.give(0, "p1:knife:2", to="field", face=0)
    g.give(1, "p2:ogre:1", to="field", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({m(1): BOLT, m(2): BOLT, m(3): FIST}, oop=m(4))
    return g


def test_once_a_turn_a_die_of_it_goes_to_the_used_pile_for_2_damage() -> None:
    """1bffop: whenever a Global could be used (DM-8.18), its player sends the die to the
    Used Pile (a cost, DM-12.2; Out of Play on her own turn, DM-8.1) and deals 2 damage to
    an opposing character die she chooses (not targeted, DM-13.1); once per card and turn
    (DM-15.5): the other die of the card may not do it again."""
    g = _assassins()
    g.do(A.UseAbility(player=0, die="p1:knife:1", ability=0))
    assert "p1:knife:1" not in g.zone(0, "field")
    assert g.pending.kind == "choose_target"
    assert "p2:ogre:1" in g.pending.options and "p1:knife:2" not in g.pending.options
    g.target("p2:ogre:1")
    resolve_all(g)
    assert g.state.dice["p2:ogre:1"].damage == 2
    assert "p2:ogre:1" in g.zone(1, "field")  # 3D: it stands
    g.refuse(A.UseAbility(player=0, die="p1:knife:2", ability=0), E.GLOBAL_LIMIT)


def test_the_sacrifice_kos_a_die_it_damages_to_its_d() -> None:
    """The 2 damage KOs a 1D Sidekick die (DM-16.4); the die sent is not back."""
    g = _assassins()
    g.do(A.UseAbility(player=0, die="p1:knife:2", ability=0))
    g.target(c(5))
    resolve_all(g)
    assert c(5) not in g.zone(1, "field")
    assert "p1:knife:2" not in g.zone(0, "field")
