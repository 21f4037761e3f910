"""Per-card entries of lane eb2 (sets hhs ... zhn, second round), as in
test_entries_play_e10b.py: a fielding that may send a Trap die in the Field Zone to its
owner's Used Pile, a die KO'd by combat damage that deals its last D to an opposing die, one KO'd
blocking that deals 1 and goes to the Used Pile, a KO that makes the opponent KO a Lantern die.
Our own cards and wording; only names the entries filter on."""

from __future__ import annotations

from typing import Any

from games.engine import actions as A
from tests.cards.compiler.test_entries_play import blocking, records
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import Game, bac
from tests.engine.keywords.common import character


def _keyed(subtitle: str) -> Game:
    """Michele's first turn, Main Step: an action die of a card subtitled `subtitle` in her
    Field Zone, a die of 41toa's records in her Reserve Pool, fielded."""
    snare = action_card("snare", {"effects": [effect("gain_life", "you", amount=1)]})
    snare["subtitle"] = subtitle
    key = character("key", 1, 1, abilities=records("41toa"))
    g = with_action(snare, key)
    g.give(0, bac("snare", 1), to="field", face=0)
    g.give(0, "p1:key:1", to="reserve", face=0)
    g.field("p1:key:1")
    g.order_triggers()
    return g


def test_fielded_it_may_send_a_trap_die_to_the_used_pile() -> None:
    """41toa: fielded (DM-8.12), its player may (DM-15.3) move a target Trap die (an action
    die whose card's subtitle names the type, docs/rulings.md "Creature types") from the
    Field Zone to its owner's Used Pile."""
    g = _keyed("Hidden Trap")
    assert g.pending.kind == "choose_target"
    if "accept" in g.pending.options:
        g.do(A.ChooseTarget(player=0, target="accept"))
    g.target(bac("snare", 1))
    # its owner's turn: "to the Used Pile" is Out of Play till Cleanup (DM-8.1, DM-10.4)
    assert bac("snare", 1) in g.zone(0, "oop")
    assert bac("snare", 1) not in g.zone(0, "field")


def test_an_action_die_of_no_trap_is_no_target() -> None:
    """Near miss: an action die whose card is no Trap is not offered; it stays."""
    g = _keyed("Plain Trick")
    assert bac("snare", 1) not in getattr(g.pending, "options", ())
    assert bac("snare", 1) in g.zone(0, "field")


def test_kod_by_combat_damage_it_deals_its_d_to_an_opposing_die() -> None:
    """89ygo: KO'd by combat damage (DM-9.11, "knocked out in battle"), it deals damage equal
    to the D it had (2) to an opposing character die its player chooses (not targeted)."""
    bomb = character("bomb", 1, 2, abilities=records("89ygo"))
    g = blocking([character("brute", 3, 3)], [bomb])
    g.attack("p1:brute:1")
    g.block(("p2:bomb:1", "p1:brute:1"))
    g.pass_all()
    g.order_triggers()
    assert "p2:bomb:1" in g.zone(1, "prep")
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    g.target("p1:brute:1")
    assert "p1:brute:1" in g.zone(0, "prep")  # 1 combat damage + 2 = its 3 D


def test_surviving_its_block_it_deals_nothing() -> None:
    """Near miss: blocking and not KO'd, nothing triggers; the attacker keeps its D."""
    bomb = character("bomb", 1, 4, abilities=records("89ygo"))
    g = blocking([character("brute", 3, 3)], [bomb])
    g.attack("p1:brute:1")
    g.block(("p2:bomb:1", "p1:brute:1"))
    g.pass_all()
    assert g.pending.kind != "choose_target"
    assert "p2:bomb:1" in g.zone(1, "field")
    assert "p1:brute:1" in g.zone(0, "field")


def _mallow_blocks(defense: int) -> tuple[Any, int]:
    """93ygo's die (1A, `defense` D) blocks Michele's 3A brute; combat damage is dealt.
    The game and Michele's life before the attack."""
    mallow = character("mallow", 1, defense, abilities=records("93ygo"))
    g = blocking([character("brute", 3, 3)], [mallow])
    life = g.life(0)
    g.attack("p1:brute:1")
    g.block(("p2:mallow:1", "p1:brute:1"))
    g.pass_all()
    return g, life


def test_kod_blocking_it_deals_one_and_goes_to_the_used_pile() -> None:
    """93ygo: KO'd by combat damage while blocking (DM-9.11), its controller's opponent
    takes 1 damage and it goes from the Prep Area to its owner's Used Pile (not his turn:
    no Out of Play, DM-8.1)."""
    g, life = _mallow_blocks(defense=2)
    g.order_triggers()
    assert g.life(0) == life - 1
    assert "p2:mallow:1" in g.zone(1, "used")
    assert "p2:mallow:1" not in g.zone(1, "prep")


def test_blocking_and_surviving_nothing_happens() -> None:
    """Near miss: not KO'd, no damage to Michele and it stays in the Field Zone."""
    g, life = _mallow_blocks(defense=5)
    assert g.life(0) == life
    assert "p2:mallow:1" in g.zone(1, "field")


def _sinestro_kod(blocker: dict) -> Game:  # type: ignore[type-arg]
    """Michele's die of 23wol's records (a Yellow Lantern) attacks and Chris's `blocker`
    blocks and KOs it (DM-9.11); its trigger is ordered."""
    sin = character("sin", 1, 1, affiliations=["yellowlantern"], abilities=records("23wol"))
    g = blocking([sin], [blocker])
    g.attack("p1:sin:1")
    g.block((f"p2:{blocker['id']}:1", "p1:sin:1"))
    g.pass_all()
    g.order_triggers()
    assert "p1:sin:1" in g.zone(0, "prep")
    return g


def test_kod_the_opponent_kos_one_of_their_lantern_dice() -> None:
    """23wol: KO'd, its controller's opponent KOs one of their own character dice of any
    Lantern color (docs/rulings.md "Lantern colors"), chosen by them (not targeted)."""
    g = _sinestro_kod(character("ring", 3, 3, affiliations=["greenlantern"]))
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    assert "p2:sidekick:5" not in g.pending.options  # no Lantern
    g.target("p2:ring:1")
    assert "p2:ring:1" in g.zone(1, "prep")


def test_with_no_lantern_die_the_opponent_kos_nothing() -> None:
    """Near miss: "(if able)": Chris has no Lantern character die; his dice stay."""
    g = _sinestro_kod(character("ring", 3, 3, affiliations=["villain"]))
    assert g.pending.kind != "choose_target"
    assert {"p2:ring:1", "p2:sidekick:5"} <= g.zone(1, "field")
