"""Damage equal to the damage a die was just dealt (abilities/counts.py
`damage_this_die_took`, model/hits.py): "When <this die> is dealt damage, deal an equal
amount of damage to your opponent" deals what is left of the latest moment of damage to the
die (DM-16: damage dealt; DM-19.1: what prevention took back was not dealt). Our own
cards and wording."""

from __future__ import annotations

from games.engine import actions as A
from games.engine.abilities.counts import times
from tests.engine.effects.common import action_card, effect
from tests.engine.helpers import ACTION0, FIST, Game, bac, cards_with, m
from tests.engine.keywords.common import FOE, character

SCORCH = action_card(
    "scorch",
    {"text": "Deal 2 damage to target opposing character die.",
     "effects": [effect("deal_damage", "target_opposing_die", amount=2)]},
)  # fmt: skip
ECHO = character(
    "echo", 1, 5,
    abilities=[{"trigger": "when_damaged",
                "text": "When this die is dealt damage, deal an equal amount of damage to your "
                        "opponent.",
                "effects": [effect("deal_damage", "opponent", amount=1,
                                   per="damage_this_die_took")]}],
)  # fmt: skip


def _game() -> Game:
    """Michele's first turn, Main Step, two Scorch action dice; Chris's Echo (A1 D5)."""
    g = Game(
        teams=(
            (("jubilee-wondra", 2), ("hope-summers-messiah-complex", 2)),
            (("echo", 2), (FOE, 2)),
        ),
        bacs=(("scorch",), ("scorch",)),
        cards=cards_with(SCORCH, ECHO),
    )
    g.start()
    g.give(0, bac("scorch", 1))
    g.give(0, bac("scorch", 2))
    g.give(1, "p2:echo:1", to="field", face=0)
    g.begin(
        {bac("scorch", 1): ACTION0, bac("scorch", 2): ACTION0, m(1): FIST, m(2): FIST, m(3): FIST},
        oop=m(4),
    )
    return g


def test_the_die_deals_back_the_damage_it_was_just_dealt() -> None:
    g = _game()
    life = g.life(0)
    g.do(A.UseActionDie(player=0, die=bac("scorch", 1)))
    g.target("p2:echo:1")
    assert g.life(0) == life - 2  # Scorch dealt 2 to Echo: Echo deals 2 back
    assert times(g.state, "damage_this_die_took", 1, "p2:echo:1") == 2
    g.do(A.UseActionDie(player=0, die=bac("scorch", 2)))
    g.target("p2:echo:1")
    assert g.life(0) == life - 4  # the latest moment only: 2 more, never the 4 in all


def test_no_die_or_no_damage_counts_nothing() -> None:
    g = _game()
    assert times(g.state, "damage_this_die_took", 1, "p2:echo:1") == 0
    assert times(g.state, "damage_this_die_took", 1, "") == 0
