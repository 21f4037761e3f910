"""Lane vl's per-card entries played by the engine, as in test_entries_play.py: an action die
whose chosen die is KO'd at the end of the turn unless it attacked (the record of the dice
declared as attackers this turn, abilities/attacked.py; DM-9.1, DM-10.3, DM-16.4). Our own
cards and wording; only the entries' data are the cards'."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import actions as A
from games.engine.abilities.stats import attack_of, defense_of
from games.reading import read_data
from tests.cards.compiler.test_entries_play import records, resolve_all
from tests.engine.effects.common import action_card, with_action
from tests.engine.helpers import bac, c, m
from tests.engine.keywords.common import character, face_off


def _used(code: str, target: str, attack: bool) -> Any:
    """Michele uses an action die of `code`'s entry on `target` (her Sidekick m1, or her
    1A die `meek`), then attacks with it (`attack`) or with nothing, and the turn ends."""
    rally = {**action_card("rally"), "abilities": records(code)}
    g = with_action(rally, character("meek", 1, 1), first_player_may_attack_first_turn=True)
    g.give(0, "p1:meek:1", to="field", face=0)
    g.do(A.UseActionDie(player=0, die=bac("rally", 1)))
    g.target(target)
    resolve_all(g)
    die = g.state.dice[target]
    assert (attack_of(g.state, die), defense_of(g.state, die)) == (3, 3)
    g.pass_all()
    if attack:
        g.attack(target)
        g.block()
        g.pass_all()
    else:
        g.attack()  # no attackers: no Attack Step (DM-8.25), the turn ends
    resolve_all(g)
    return g


@pytest.mark.parametrize("code", ["63xmf", "25wf"])
def test_a_sidekick_that_did_not_attack_is_kod_at_the_end_of_the_turn(code: str) -> None:
    """63xmf, 25wf: the chosen Sidekick die gets +2A +2D; it did not attack, so at the end of
    the turn (DM-10.3) it is KO'd (an effect's KO: to its owner's Prep Area, DM-16.4)."""
    g = _used(code, m(1), attack=False)
    assert m(1) in g.zone(0, "prep")


def test_a_sidekick_that_attacked_stays() -> None:
    """Near miss: declared as an attacker (DM-9.1), it is not KO'd; unblocked, it went Out of
    Play and then to the Used Pile as usual (DM-9.8, DM-10.4)."""
    g = _used("63xmf", m(1), attack=True)
    assert m(1) in g.zone(0, "used")


def test_the_weak_die_is_marked_before_its_a_grows() -> None:
    """3skc: only a die of A 1 or lower may be chosen; it is marked first, so the +2A it gets
    does not take it out of the choice; not attacking, it is KO'd at the end of the turn."""
    g = _used("3skc", "p1:meek:1", attack=False)
    assert "p1:meek:1" in g.zone(0, "prep")


def test_other_dice_that_did_not_attack_are_not_kod() -> None:
    """Near miss: only the marked die is KO'd; Chris's Sidekick, which neither attacked nor
    was chosen, stays in his Field Zone."""
    g = _used("63xmf", m(1), attack=False)
    assert c(5) in g.zone(1, "field")


def test_the_entries_read_as_the_card_says() -> None:
    data = {"id": "rally", "kind": "basic_action", "name": "Rally", "text": ["(ours)"],
            "abilities": [{**r, "text": "(ours)"} for r in records("63xmf")]}  # fmt: skip
    words = " ".join(line.reading for line in read_data(data) or [])
    assert "to be KO'd at the end of the turn unless it attacks this turn" in words
    assert "triggers for you at this turn's end" in words
    assert "that did not attack this turn" in words


def test_every_die_that_neither_attacked_nor_blocked_is_kod_at_the_end_of_the_turn() -> None:
    """113xfc: every character die gets +2A for the turn (both players', DM-13.3); at the end
    of the turn each one that was declared neither as an attacker nor as a blocker (DM-9.1,
    DM-9.3) is KO'd (DM-16.4). Near misses: the attacker and its blocker stay."""
    council = {**action_card("council"), "abilities": records("113xfc")}
    g = with_action(
        council, character("oak", 1, 9), chris_field=2, first_player_may_attack_first_turn=True
    )
    g.give(0, "p1:oak:1", to="field", face=0)
    g.do(A.UseActionDie(player=0, die=bac("council", 1)))
    resolve_all(g)
    assert attack_of(g.state, g.state.dice["p1:oak:1"]) == 3
    g.pass_all()
    g.attack("p1:oak:1")
    g.block((c(5), "p1:oak:1"))
    g.pass_all()
    resolve_all(g)
    assert "p1:oak:1" in g.zone(0, "field") and c(5) in g.zone(1, "prep")  # (oak's 3A)
    assert m(1) in g.zone(0, "prep") and c(6) in g.zone(1, "prep")


def test_a_kod_die_arms_a_ko_of_an_opposing_die_that_stayed_out_of_combat() -> None:
    """36wwe: KO'd while blocking, its card's end-of-turn ability is armed for that turn
    (active or not, DM-18.1 does not ask); at the end of the turn its controller KOs a chosen
    opposing die that neither attacked nor blocked. Near miss: the attacker is no option."""
    flair = character("flair", 1, 1, abilities=records("36wwe"))
    g = face_off([character("brute", 3, 3), character("idle", 1, 1)], [flair])
    g.attack("p1:brute:1")
    g.block(("p2:flair:1", "p1:brute:1"))
    g.pass_all()
    resolve_all_but_targets(g)
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    assert set(g.pending.options) == {"p1:idle:1"}
    g.target("p1:idle:1")
    assert "p1:idle:1" in g.zone(0, "prep") and "p1:brute:1" in g.zone(0, "field")


def test_without_a_ko_nothing_is_armed() -> None:
    """Near miss: the die of 36wwe's entry not KO'd, no KO at the end of the turn."""
    flair = character("flair", 1, 5, abilities=records("36wwe"))
    g = face_off([character("brute", 3, 3), character("idle", 1, 1)], [flair])
    g.attack("p1:brute:1")
    g.block(("p2:flair:1", "p1:brute:1"))
    g.pass_all()
    resolve_all_but_targets(g)
    assert g.pending.kind != "choose_target" and "p1:idle:1" in g.zone(0, "field")


def resolve_all_but_targets(g: Any) -> None:
    while g.pending.kind == "order_triggers":
        g.do(A.ChooseTrigger(player=g.pending.player, index=0))
