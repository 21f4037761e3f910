"""A reroll whose text says what its roll does (abilities/outcomes.py, EffectSpec.rolled):
DM-22.1 "the die stays where it is unless the card text for the resulting face says
otherwise", DM-12.1 card text supersedes the rules. The roll is the next decision (reported
here, from the seed online), and the ability resolves once it is in (DM-15.3)."""

from __future__ import annotations

import msgspec
import pytest

from games.engine import actions as A
from games.engine import events as ev
from games.engine import game_seed
from games.engine.api import resolve_random
from games.engine.loading import card_from_dict
from tests.engine.helpers import CHAR, FIST, MADELYNE, Game, bac, c, cards_with, die, m, make_card

TO_PREP = {"op": "move_die", "target": "rolled_die", "zone": "prep"}
GUST = make_card(
    "gust",
    kind="basic_action",
    cost=1,
    abilities=[{
        "trigger": "action",
        "text": "Reroll each opposing character. Place each die that does not roll a character"
                " in your opponent's Prep Area; deal 2 damage to your opponent for each.",
        "effects": [{"op": "reroll", "target": "all_opposing_characters", "rolled": {
            "face": "character", "unless": True, "effects": [TO_PREP],
            "then": [{"op": "deal_damage", "amount": 2, "target": "opponent"}]}}],
    }],
)  # fmt: skip
JOLT = make_card(
    "jolt",
    kind="basic_action",
    cost=1,
    abilities=[{
        "trigger": "action",
        "text": "Reroll up to 2 target opposing character dice. KO each that rolls energy.",
        "effects": [{"op": "reroll", "target": "target_opposing_die", "up_to": 2, "rolled": {
            "face": "energy", "effects": [{"op": "ko", "target": "rolled_die"}]}}],
    }],
)  # fmt: skip
MADELYNE_DIE = die(1, MADELYNE, 1)
ENERGY = 3  # an energy face of Madelyne Pryor


def used(card: dict) -> Game:
    """Michele's main step: Chris has Madelyne and a Sidekick in his Field Zone; Michele
    uses her action die of `card`."""
    g = Game(bacs=((card["id"],), ("counterstrike",)), cards=cards_with(card))
    g.start()
    g.give(1, MADELYNE_DIE, to="field", face=CHAR)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.give(0, bac(card["id"], 1))
    g.begin({bac(card["id"], 1): 0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.do(A.UseActionDie(player=0, die=bac(card["id"], 1)))
    return g


def test_the_text_sends_a_die_that_did_not_roll_a_character_elsewhere() -> None:
    """DM-22.1 with DM-12.1: the text says where a die that lands on energy goes (the Prep
    Area, not the Reserve Pool); the one that rolled a character stays; 2 damage for each
    die moved, once; then the ability has resolved."""
    g = used(GUST)
    assert (g.pending.kind, g.pending.to) == ("roll", "outcome")
    assert set(g.pending.dice) == {MADELYNE_DIE, c(5)}
    found = g.roll({MADELYNE_DIE: ENERGY, c(5): CHAR})
    assert MADELYNE_DIE in g.zone(1, "prep")
    assert c(5) in g.zone(1, "field")
    assert ev.DiceMoved(1, (MADELYNE_DIE,), "reserve", "rerolled") not in found
    assert g.life(1) == 8
    assert [e for e in found if isinstance(e, ev.AbilityResolved)]
    assert not g.state.triggers


def test_nothing_moves_when_every_die_rolls_a_character() -> None:
    """Near miss: no die matches: no move, no damage ("for each" of none)."""
    g = used(GUST)
    found = g.roll({MADELYNE_DIE: 1, c(5): CHAR})
    assert {MADELYNE_DIE, c(5)} <= g.zone(1, "field")
    assert g.life(1) == 10
    assert [e for e in found if isinstance(e, ev.AbilityResolved)]


def test_energy_not_moved_by_the_text_follows_the_rule() -> None:
    """DM-22.1: an energy face the text says nothing about (it moves only dice that did not
    roll a character... here the Sidekick's energy) still leaves the Field Zone for the
    Reserve Pool, after the text's own moves."""
    g = used(GUST)
    g.roll({MADELYNE_DIE: ENERGY, c(5): FIST})
    assert MADELYNE_DIE in g.zone(1, "prep") and c(5) in g.zone(1, "prep")
    assert g.life(1) == 6


def test_up_to_two_chosen_dice_are_one_roll() -> None:
    """ "Up to 2 target dice": one roll of both (one outcome of chance at a time); each that
    rolls energy is KO'd (DM-9.11: to its owner's Prep Area), the other follows DM-22.1."""
    g = used(JOLT)
    g.do(A.ChooseTarget(player=0, target="", split=((MADELYNE_DIE, 1), (c(5), 1))))
    assert (g.pending.kind, set(g.pending.dice)) == ("roll", {MADELYNE_DIE, c(5)})
    found = g.roll({MADELYNE_DIE: ENERGY, c(5): CHAR})
    assert ev.DiceKnockedOut((MADELYNE_DIE,)) in found
    assert c(5) in g.zone(1, "field")


def test_the_rolled_die_is_named_only_in_an_outcome() -> None:
    ko_it = {"op": "ko", "target": "rolled_die"}
    bad = make_card("bad", kind="basic_action", abilities=[
        {"trigger": "action", "text": "t", "effects": [ko_it]}])  # fmt: skip
    with pytest.raises(ValueError, match="unknown effect target 'rolled_die'"):
        card_from_dict(bad)
    wrong = make_card("wrong", kind="basic_action", abilities=[
        {"trigger": "action", "text": "t", "effects": [{"op": "ko", "target": "target_die",
         "rolled": {"face": "energy", "effects": [TO_PREP]}}]}])  # fmt: skip
    with pytest.raises(ValueError, match="only a reroll"):
        card_from_dict(wrong)


def test_online_the_roll_is_the_seeds() -> None:
    """Online the outcome's roll is the seed's like every roll (resolve_random gives it; any
    other is refused, random/seed_mismatch), and the text's outcome follows from it."""
    g = used(GUST)
    g.state = msgspec.structs.replace(g.state, seed=game_seed("outcomes", 0))
    seeded = resolve_random(g.state)
    assert isinstance(seeded, A.ReportRoll)
    other = tuple((d, (face + 1) % 6) for d, face in seeded.faces)
    g.refuse(A.ReportRoll(player=seeded.player, faces=other), "random/seed_mismatch")
    found = g.do(seeded)
    kinds = {d: g.state.cards[g.state.dice[d].card].faces[f].kind for d, f in seeded.faces}
    moved = [d for d, kind in kinds.items() if kind != "character"]
    assert all(d in g.zone(1, "prep") for d in moved)
    assert g.life(1) == 10 - 2 * len(moved)
    assert [e for e in found if isinstance(e, ev.AbilityResolved)]
