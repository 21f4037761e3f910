"""Damage of some sources never taken (abilities/damage_sources.py, read by immunity.py's
`no_damage_from`; DM-14.3 while the static holds, DM-19.1 prevented damage is not dealt):
the kinds of ability that deal it (Range, "when fielded", character abilities, Globals),
dealt by an opponent, from dice of an equal or lower level. Cards are our own."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import card_from_dict
from games.engine import events as ev
from games.engine.abilities.damage import deal_damage
from games.engine.abilities.damage_sources import Dealer, dealer_of
from games.engine.model.batch import Batch
from games.engine.model.state import Trigger
from tests.engine.effects.common import effect
from tests.engine.effects.test_immunity_others import BOLTER_CARD, ward
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, m, of_type
from tests.engine.keywords.common import FOE, character, face_off

WARD, BOLTER = "p1:ward:1", "p2:bolter:1"
MINE = Dealer(frozenset({"character", "when_fielded"}), 0)
THEIRS = Dealer(frozenset({"character", "when_fielded"}), 1)


def hit(g: Any, source: str, target: str, combat: bool, by: Dealer | None = None) -> int:
    return deal_damage(Batch(g.state), source, target, 2, combat, by)


def test_damage_to_you_from_an_opponents_when_fielded_ability_is_not_taken() -> None:
    g = face_off([ward("you", by_filters={"sources": "when_fielded", "opposing": True})],
                 [BOLTER_CARD])  # fmt: skip
    assert hit(g, BOLTER, "player:0", False, THEIRS) == 0
    assert hit(g, BOLTER, "player:0", False, MINE) == 2  # your own ability's: not opposing
    assert hit(g, BOLTER, "player:0", True) == 2  # combat damage is no ability's
    other = Dealer(frozenset({"character"}), 1)  # another kind of ability
    assert hit(g, BOLTER, "player:0", False, other) == 2
    assert hit(g, WARD, "player:1", False, MINE) == 2  # "you": its own player only


def test_your_sidekicks_take_no_damage_from_character_abilities_or_globals() -> None:
    card = ward("all_your_characters", filters={"sidekick": True},
                by_filters={"sources": "character global"})  # fmt: skip
    g = face_off([card], [BOLTER_CARD])
    g.arrange(0, "field", ["p1:sidekick:1"], face=CHAR)
    for kinds in ({"character"}, {"global"}, {"character", "range"}):
        assert hit(g, BOLTER, "p1:sidekick:1", False, Dealer(frozenset(kinds), 1)) == 0
    action = Dealer(frozenset({"action"}), 1)  # an action die's: not named
    assert hit(g, BOLTER, "p1:sidekick:1", False, action) == 2
    assert hit(g, BOLTER, "p1:sidekick:1", True) == 2  # combat damage
    assert hit(g, BOLTER, WARD, False, THEIRS) == 2  # not a Sidekick


def test_dice_an_opponent_controls_of_an_energy_type() -> None:
    card = ward("all_your_characters", by_filters={"energy_type": "bolt", "opposing": True})
    g = face_off([card, character("zapper", 1, 4, energy_types=["bolt"])], [BOLTER_CARD])
    assert hit(g, BOLTER, WARD, True) == 0
    assert hit(g, BOLTER, WARD, False, THEIRS) == 0  # its ability's damage too
    assert hit(g, "p1:zapper:1", WARD, True) == 2  # a Bolt die of your own
    g.arrange(1, "field", [c(5)], face=CHAR)
    assert hit(g, c(5), WARD, True) == 2  # an opposing die of no Bolt


def test_dice_of_an_equal_or_lower_level() -> None:
    """Ward's die on level 1; the Bolter on level 1, then 2 (DM-5.2: its face's level)."""
    g = face_off([ward("this_card", by_filters={"level_vs": "not_higher"})], [BOLTER_CARD])
    assert hit(g, BOLTER, WARD, True) == 0  # equal
    g.give(1, BOLTER, to="field", face=1)
    assert hit(g, BOLTER, WARD, True) == 2  # higher
    g.give(0, WARD, to="field", face=2)
    assert hit(g, BOLTER, WARD, True) == 0  # lower
    assert hit(g, "player:1", WARD, False, THEIRS) == 2  # no die: no level to compare


def test_the_kinds_of_the_ability_dealing_damage() -> None:
    printed = character("herald", 1, 3, abilities=[
        {"trigger": "when_fielded", "text": "When fielded, deal 1 damage ...",
         "effects": [effect("deal_damage", "target_opposing_die", amount=1)]}])  # fmt: skip
    g = face_off([printed], [BOLTER_CARD])
    found = dealer_of(g.state, Trigger(1, "herald", 0, "ability", "p1:herald:1"))
    assert found == Dealer(frozenset({"character", "when_fielded"}), 1)
    assert dealer_of(g.state, Trigger(0, "herald", 0, "global")).kinds == {"global"}


ARCHER = character("archer", 1, 3, keywords=["range:2"])
RANGE = {"sources": "range"}
SHY = character(
    "shy", 1, 3,
    abilities=[{"trigger": "static", "text": "Prevent damage from Range dealt to Shy.",
                "effects": [effect("no_damage_from", "this_card", by_filters=RANGE)]}],
)  # fmt: skip


def volley(theirs: str) -> Game:
    """Michele's Archer (Range 2) attacks; Chris has one die of `theirs` and a Sidekick."""
    g = Game(
        teams=((("archer", 2),), ((theirs, 2), (FOE, 2))),
        cards=cards_with(ARCHER, SHY, character("plain", 1, 3)),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    g.give(0, "p1:archer:1", to="field", face=0)
    g.give(1, f"p2:{theirs}:1", to="field", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.pass_all()
    g.attack("p1:archer:1")
    return g


@pytest.mark.parametrize(("theirs", "taken"), [("shy", 0), ("plain", 2)])
def test_range_damage_is_not_taken(theirs: str, taken: int) -> None:
    """The Range keyword's damage (an ability of the attacker's card, DM-16) to a die whose
    card prevents it; a card without the text takes it (the near miss)."""
    g = volley(theirs)
    events = g.target(f"p2:{theirs}:1")
    dealt = sum(e.amount for e in of_type(events, ev.DieDamaged) if e.die == f"p2:{theirs}:1")
    assert dealt == taken


def test_unknown_kinds_and_comparisons_are_refused_when_loaded() -> None:
    with pytest.raises(ValueError, match="kinds of ability"):
        card_from_dict(ward("this_card", by_filters={"sources": "sorcery"}))
    with pytest.raises(ValueError, match="level comparison"):
        card_from_dict(ward("this_card", by_filters={"level_vs": "equal"}))
    untargetable = character("veil", 1, 3, abilities=[
        {"trigger": "static", "text": "...",
         "effects": [effect("cant_be_targeted", "this_card", by_filters=RANGE)]}])  # fmt: skip
    with pytest.raises(ValueError, match="kinds of ability"):
        card_from_dict(untargetable)  # a damage kind only: no targeting is "by Range"
