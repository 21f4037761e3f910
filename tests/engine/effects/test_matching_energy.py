"""A Continuous action card's "while active" trigger on its player's attacking characters,
counting the energy in the Reserve Pool that matches each attacker's type: each attacking
character of yours deals a target player damage per Reserve Pool symbol of its own energy
type (our own wording; count
abilities/counts.py `energy_matching_that_die`). DM-18.1: the card is active while its die
is in the Field Zone (a Continuous action die stays there, 000:L773); DM-9.2: one trigger
per attacking die; DM-2.6: symbols are counted, not dice, and Wild is none of the four
types."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.counts import times
from tests.engine.helpers import ACTION0, CHAR, FIST, Game, cards_with, die, m
from tests.engine.keywords.common import FOE

RING = {
    "id": "ring",
    "name": "Ring",
    "kind": "action",
    "cost": 1,
    "keywords": ["continuous"],
    "faces": [
        {"kind": "action"},
        {"kind": "action", "bursts": 1},
        {"kind": "action", "bursts": 2},
        {"kind": "energy", "symbols": ["bolt"]},
        {"kind": "energy", "symbols": ["bolt", "bolt"]},
        {"kind": "energy", "symbols": ["wild"]},
    ],
    "abilities": [{
        "trigger": "when_your_die_attacks",
        "text": "Continuous: While active, when your characters attack, ...",
        "effects": [{"op": "deal_damage", "amount": 1, "target": "target_player",
                     "per": "energy_matching_that_die"}],
    }],
}  # fmt: skip
ZAPPER = {  # a Bolt character: levels 1/2/3 and Bolt energy faces
    "id": "zapper",
    "name": "Zapper",
    "kind": "character",
    "cost": 1,
    "energy_types": ["bolt"],
    "faces": [
        {"kind": "character", "level": 1, "cost": 0, "attack": 1, "defense": 1},
        {"kind": "character", "level": 2, "cost": 0, "attack": 2, "defense": 2},
        {"kind": "character", "level": 3, "cost": 0, "attack": 3, "defense": 3},
        {"kind": "energy", "symbols": ["bolt"]},
        {"kind": "energy", "symbols": ["bolt", "bolt"]},
        {"kind": "energy", "symbols": ["wild"]},
    ],
}
RING_DIE, ZAP = die(0, "ring", 1), die(0, "zapper", 1)
WILD_FACE, DOUBLE_BOLT = 5, 4


def attacking(ring_in_field: bool = True) -> tuple[Game, list[ev.Event]]:
    """Michele's Zapper and a Sidekick attack on her second turn; her Reserve Pool holds
    two Ring dice showing (bolt)(bolt) and Wild, and a Sidekick showing (fist)."""
    g = Game(
        teams=((("ring", 3), ("zapper", 2)), ((FOE, 2),)),
        cards=cards_with(RING, ZAPPER),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    g.give(0, RING_DIE)
    g.begin({RING_DIE: ACTION0, m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    g.do(A.UseActionDie(player=0, die=RING_DIE))
    if not ring_in_field:
        g.arrange(0, "used", [RING_DIE])
    g.give(0, ZAP, to="field", face=CHAR)
    g.give(0, die(0, "ring", 2), to="reserve", face=DOUBLE_BOLT)
    g.give(0, die(0, "ring", 3), to="reserve", face=WILD_FACE)
    g.field(m(1))
    g.pass_all()
    return g, g.attack(ZAP, m(1))


def test_the_count_is_the_symbols_matching_the_attacker_s_type() -> None:
    """DM-2.6: (bolt)(bolt) counts twice, Wild and (fist) not; a Sidekick has no type."""
    g, _ = attacking()
    assert times(g.state, "energy_matching_that_die", 0, ZAP) == 2
    assert times(g.state, "energy_matching_that_die", 0, m(1)) == 0
    assert times(g.state, "energy_matching_that_die", 0, "") == 0


def test_each_attacker_triggers_it_once_and_deals_its_own_count() -> None:
    """DM-9.2: one trigger per attacking die; Zapper's deals 2 to the chosen player, the
    Sidekick's 0 (its count is 0)."""
    g, events = attacking()
    queued = [t for t in events if isinstance(t, ev.AbilityTriggered) and t.card == "ring"]
    assert sorted(t.source_die for t in queued) == sorted([ZAP, m(1)])
    life = g.life(1)
    while g.pending.kind == "choose_target":
        g.target("player:1")
    assert g.life(1) == life - 2


def test_a_ring_not_in_the_field_zone_is_not_active_and_waits_for_nothing() -> None:
    """DM-18.1: with the Ring die gone from the Field Zone, attacking triggers nothing."""
    _, events = attacking(ring_in_field=False)
    assert not [t for t in events if isinstance(t, ev.AbilityTriggered) and t.card == "ring"]
