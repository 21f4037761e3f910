"""Damage changed by which dice deal and take it (abilities/damage_between.py; DM-14.3,
DM-15.4, DM-19.1): the taker's statics "<it> takes N less / half / at most N damage from
<some source>" (by_filters on the source) and the dealer's "<it> deals double damage to
<some dice>" (by_filters on the damaged die), each only for the damage they name. Our own
cards and words."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.damage import deal_damage
from games.engine.abilities.damage_sources import Dealer
from games.engine.loading import card_execution
from games.engine.model.batch import Batch
from tests.engine.effects.common import effect
from tests.engine.keywords.common import character, face_off

MONK, BRUTE, SPRITE = "p1:monk:1", "p2:brute:1", "p2:sprite:1"
BRUTE_CARD = character("brute", 6, 4, energy_types=["fist"])
SPRITE_CARD = character("sprite", 2, 3, energy_types=["mask"])
ACTION = Dealer(frozenset({"action"}), 1)  # an opposing action die's ability
GLOBAL = Dealer(frozenset({"global"}), 1)


def monk(op: str, amount: int = 0, **by: Any) -> dict[str, Any]:
    """Michele's Monk with one static: `op` on its own dice, for damage `by` names."""
    more = {"by_filters": by} if by else {}
    return character(
        "monk", 2, 6,
        abilities=[{"trigger": "static", "text": "Monk ...",
                    "effects": [effect(op, "this_card", amount=amount, **more)]}],
    )  # fmt: skip


def hit(g: Any, source: str, target: str, amount: int, combat: bool = False, by=None) -> int:
    return deal_damage(Batch(g.state), source, target, amount, combat, by)


def test_less_damage_from_action_dice_only() -> None:
    """A reduction naming action dice (DM-15.4): an action's damage is 2 less; a character
    die's, combat or not, and a Global's are whole."""
    g = face_off([monk("reduce_damage_taken", 2, sources="action")], [BRUTE_CARD])
    assert hit(g, "x", MONK, 3, by=ACTION) == 1
    assert hit(g, "x", MONK, 3, by=GLOBAL) == 3
    assert hit(g, BRUTE, MONK, 3, combat=True) == 3


def test_less_non_combat_damage_only() -> None:
    g = face_off([monk("reduce_damage_taken", 2, combat=False)], [BRUTE_CARD])
    assert hit(g, BRUTE, MONK, 5) == 3
    assert hit(g, BRUTE, MONK, 5, combat=True) == 5


def test_half_damage_from_fist_characters_rounded_down() -> None:
    """Half of each Fist character die's damage, rounded down (5 -> 2, 1 -> 0: not dealt,
    DM-19.1); a Mask die's is whole."""
    g = face_off(
        [monk("halve_damage_taken", energy_type="fist")], [BRUTE_CARD, SPRITE_CARD], foe=False
    )
    assert hit(g, BRUTE, MONK, 5, combat=True) == 2
    assert hit(g, BRUTE, MONK, 1, combat=True) == 0
    assert hit(g, SPRITE, MONK, 5, combat=True) == 5


def test_cap_of_action_damage() -> None:
    g = face_off([monk("cap_damage_taken", 1, sources="action")], [BRUTE_CARD])
    assert hit(g, "x", MONK, 4, by=ACTION) == 1
    assert hit(g, BRUTE, MONK, 4, combat=True) == 4


def test_cap_then_halve_then_reduce_leaves_the_least() -> None:
    """All three reach the die: cap, halve, reduce, in that order (docs/rulings.md "Damage
    reduced": the order that leaves the least damage)."""
    card = character(
        "monk", 2, 9,
        abilities=[{"trigger": "static", "text": "Monk ...", "effects": [
            effect("reduce_damage_taken", "this_card", amount=1),
            effect("halve_damage_taken", "this_card"),
            effect("cap_damage_taken", "this_card", amount=6)]}],
    )  # fmt: skip
    g = face_off([card], [BRUTE_CARD])
    assert hit(g, BRUTE, MONK, 9) == 2  # min(9, 6) = 6, halved 3, less 1


def test_less_damage_from_engaged_dice_of_an_affiliation() -> None:
    """ "From <kind> characters it is engaged with": a blocker's combat damage to its attacker
    is reduced; the same die's damage while not engaged is whole."""
    villain = {**BRUTE_CARD, "affiliations": ["villain"]}
    g = face_off([monk("reduce_damage_taken", 2, affiliation="villain", engaged=True)], [villain])
    assert hit(g, BRUTE, MONK, 5) == 5  # not engaged yet
    g.attack(MONK)
    g.block((BRUTE, MONK))
    assert hit(g, BRUTE, MONK, 5, combat=True) == 3


def dealer(**to: Any) -> dict[str, Any]:
    """Michele's Monk deals double damage to the dice `to` names."""
    return character(
        "monk", 3, 6,
        abilities=[{"trigger": "static", "text": "Monk ...",
                    "effects": [effect("double_damage_dealt", "this_card", by_filters=to)]}],
    )  # fmt: skip


def test_double_damage_dealt_to_mask_dice() -> None:
    g = face_off([dealer(energy_type="mask")], [BRUTE_CARD, SPRITE_CARD], foe=False)
    assert hit(g, MONK, SPRITE, 2, combat=True) == 4
    assert hit(g, MONK, SPRITE, 1) == 2  # its ability damage too
    assert hit(g, MONK, BRUTE, 2, combat=True) == 2  # a Fist die: whole
    assert hit(g, MONK, "player:1", 2, combat=True) == 2  # a player is no die
    assert hit(g, BRUTE, SPRITE, 2) == 2  # another die's damage


def test_double_damage_to_the_dice_that_block_it() -> None:
    """ "To characters that block it": its blockers only (a blocker engaged with it); when it
    blocks, the attacker it is engaged with is no blocker of it."""
    g = face_off([dealer(blocker=True, engaged=True)], [BRUTE_CARD, SPRITE_CARD], foe=False)
    g.attack(MONK)
    g.block((BRUTE, MONK))
    assert hit(g, MONK, BRUTE, 3, combat=True) == 6
    assert hit(g, MONK, SPRITE, 3) == 3  # not blocking it


def test_the_loader_takes_them_and_the_engine_runs_them() -> None:
    assert card_execution(monk("halve_damage_taken", energy_type="fist")).executed
    assert card_execution(monk("reduce_damage_taken", 2, engaged=True)).executed
    assert card_execution(dealer(energy_type="mask")).executed
