"""Per-card entries of lane ea2 (sets ai ... gotg) played by the engine, as in
test_entries_play_e10.py: an Aftershock that hurts every die of another card, an action die
whose two bursts add a bonus for two chosen dice, a die fielded that puts a used die back in
the bag. Our own cards and wording; only the entries' data is the card's."""

from __future__ import annotations

import pytest

from games.engine import actions as A
from games.engine.abilities.stats import attack_of, defense_of
from tests.cards.compiler.helpers import grammar_records
from tests.cards.compiler.test_entries_play import blocking, records, resolve_all, table
from tests.engine.effects.common import with_action
from tests.engine.helpers import ACTION0, ACTION2, Game, bac, m
from tests.engine.keywords.common import character


def _quake() -> Game:
    """Chris has two dice of a 10gotg card (Aftershock, 1A 2D) in his Field Zone; one blocks
    Michele's 3A 3D attacker and is KO'd by its combat damage (DM-9.11). The card's id is
    the code the entry's "other card" filter names."""
    quake = character("10gotg", 1, 2, keywords=["aftershock"], abilities=records("10gotg"))
    g = blocking([character("brute", 3, 3)], [quake])
    g.give(1, "p2:10gotg:2", to="field", face=0)
    g.attack("p1:brute:1")
    g.block(("p2:10gotg:1", "p1:brute:1"))
    g.pass_all()
    resolve_all(g)
    return g


def test_aftershock_deals_2_damage_to_each_die_of_another_card() -> None:
    """10gotg: KO'd by the opponent's combat damage, its Aftershock deals 2 damage to every
    other character die, either player's: the attacker (its blocker's 1 and the Aftershock's
    2 on its 3D) and Chris's own Sidekick are KO'd (DM-9.11)."""
    g = _quake()
    assert "p2:10gotg:1" not in g.zone(1, "field")
    assert "p1:brute:1" not in g.zone(0, "field") | g.zone(0, "attack")
    assert "p2:sidekick:5" in g.zone(1, "prep")


def test_aftershock_spares_the_cards_own_other_die() -> None:
    """Near miss: the card's other die in the Field Zone (2D) is no "other character die": it
    takes no damage and stays."""
    g = _quake()
    assert "p2:10gotg:2" in g.zone(1, "field")


BLESS = {"id": "bless", "name": "bless", "kind": "basic_action", "cost": 1,
         "abilities": [*grammar_records(["Each of your characters gets +1A and +1D."],
                                        kind="action"), *records("129bff")]}  # fmt: skip


def _blessed(face: int) -> Game:
    """Michele uses a 129bff action die showing `face` with two of her character dice (her
    Sidekick m1 and a 2A 2D die) in her Field Zone."""
    g = with_action(BLESS, character("elf", 2, 2))
    g.give(0, "p1:elf:1", to="field", face=0)
    g.give(0, bac("bless", 1), to="reserve", face=face)
    return g


@pytest.mark.parametrize(("face", "extra"), [(ACTION2, 1), (ACTION0, 0)])
def test_each_character_gets_1_and_two_bursts_add_1_to_two(face: int, extra: int) -> None:
    """129bff: every character die of its user gets +1A +1D (DM-14.1); with two bursts
    (DM-17.1) two of them, chosen, get +1A +1D more. Near miss: no burst, no more."""
    g = _blessed(face)
    before = attack_of(g.state, g.state.dice["p1:elf:1"])
    g.do(A.UseActionDie(player=0, die=bac("bless", 1)))
    while g.pending.kind in ("order_triggers", "choose_target"):
        if g.pending.kind == "order_triggers":
            g.do(A.ChooseTrigger(player=0, index=0))
        else:
            g.do(A.ChooseTarget(player=0, split=((m(1), 1), ("p1:elf:1", 1))))
    elf = g.state.dice["p1:elf:1"]
    assert attack_of(g.state, elf) == before + 1 + extra
    assert defense_of(g.state, elf) == 2 + 1 + extra


def _ironheart() -> Game:
    """Michele fields a 57gotg die from her Reserve Pool; her Sidekick m2 is in her Used
    Pile."""
    heart = character("heart", 1, 1, abilities=records("57gotg"))
    g = table([heart], [character("rock", 1, 1)])
    g.arrange(0, "reserve", ["p1:heart:2"], face=0)
    g.arrange(0, "used", [m(2)], face=None)
    g.field("p1:heart:2")
    return g


@pytest.mark.parametrize(("answer", "zone"), [("p1:sidekick:2", "bag"), ("decline", "used")])
def test_fielded_it_may_move_a_used_die_to_the_bag(answer: str, zone: str) -> None:
    """57gotg: when fielded (DM-12.1) its player may move a die of their Used Pile to their
    bag (no burst shown: one die). Near miss: they decline, and the die stays."""
    g = _ironheart()
    assert g.pending.options == (m(2), "decline")
    g.target(answer)
    resolve_all(g)
    assert m(2) in g.zone(0, zone)
