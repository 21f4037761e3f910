"""A die KO'd by Range (abilities/range_kos.py): "while <self> is active, when an opposing
character die is KO'd by Range" waits for a KO by the Range keyword's damage (002:L777,
ability damage that KOs at once, DM-16.1) while that ability resolves; a KO by combat damage
(DM-9.11) or by another ability's damage is not it. Our own cards and wording."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, m, of_type
from tests.engine.keywords.common import FOE, character

GAIN_1 = {"op": "gain_life", "amount": 1, "target": "you"}
ARCHER = character("archer", 1, 3, keywords=["range:2"])
BRUTE = character("brute", 3, 3)
ZAPPER = character("zapper", 1, 3, abilities=[{"trigger": "when_attacks", "effects": [
    {"op": "deal_damage", "amount": 2, "target": "target_opposing_die"}]}])  # fmt: skip
WATCHER = character("watcher", 1, 1, abilities=[
    {"trigger": "when_opposing_die_is_kod_by_range", "effects": [GAIN_1]}])  # fmt: skip
MINE = character("mine", 1, 1, abilities=[
    {"trigger": "when_your_die_is_kod_by_range", "effects": [GAIN_1]}])  # fmt: skip
TANK = character("tank", 1, 3)
AXE = character("axe", 1, 3, keywords=["range:2"], abilities=[{"trigger": "when_attacks",
    "effects": [{"op": "ko", "target": "target_opposing_die"}]}])  # fmt: skip
CARDS = cards_with(ARCHER, BRUTE, ZAPPER, WATCHER, MINE, TANK, AXE)


def battle(mine: list[str], theirs: list[str]) -> Game:
    """Michele's first turn, Declare Attackers: her dice `mine`, Chris's `theirs` and one
    Sidekick of his (c(5), 1/1) in the Field Zones at level 1."""
    ours = sorted({d.split(":")[1] for d in mine})
    others = sorted({d.split(":")[1] for d in theirs}) or [FOE]
    g = Game(
        teams=(tuple((x, 2) for x in ours), tuple((x, 2) for x in others)),
        cards=CARDS,
        first_player_may_attack_first_turn=True,
    )
    g.start()
    for die_id in mine:
        g.give(0, die_id, to="field", face=0)
    for die_id in theirs:
        g.give(1, die_id, to="field", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.pass_all()
    assert g.pending.kind == "declare_attackers"
    g.hurt(0, 5)
    g.hurt(1, 5)  # (room to gain life)
    return g


def gained(events: list[ev.Event], player: int) -> int:
    return sum(e.amount for e in of_type(events, ev.LifeGained) if e.player == player)


def _settle(g: Game) -> None:
    while g.pending.kind == "order_triggers":
        g.do(A.ChooseTrigger(player=g.pending.player, index=0))


def test_an_opposing_die_kod_by_range_triggers_it() -> None:
    """002:L777: the archer's Range 2 KOs Chris's Sidekick at once (DM-16.1): Michele's
    watcher gains her 1 life; Chris's own "one of your dice" watcher-kin hears it too."""
    g = battle(["p1:archer:1", "p1:watcher:1"], ["p2:mine:1"])
    g.attack("p1:archer:1")
    g.target(c(5))
    _settle(g)
    assert c(5) in g.zone(1, "prep")
    assert gained(g.events, 0) == 1
    assert gained(g.events, 1) == 1


def test_an_effects_ko_of_a_die_range_damaged_is_not_range() -> None:
    """Near miss (DM-16.4: an effect's KO is no damage): the axe's Range 2 leaves Chris's
    tank (D3) alive, then its own "when attacks" KO effect KOs it: not KO'd by Range."""
    g = battle(["p1:axe:1", "p1:watcher:1"], ["p2:tank:1"])
    g.attack("p1:axe:1")
    while g.pending.kind != "declare_blockers":
        if g.pending.kind == "order_triggers":
            queued = [t.ability for t in g.state.triggers]
            range_first = queued.index(max(queued))  # (the keyword's ability follows the text)
            g.do(A.ChooseTrigger(player=g.pending.player, index=range_first))
        elif g.pending.kind == "choose_target":
            g.target("p2:tank:1")
        else:
            g.pass_all()
    assert "p2:tank:1" in g.zone(1, "prep")
    assert any(e.amount == 2 for e in of_type(g.events, ev.DieDamaged))
    assert gained(g.events, 0) == 0


def test_another_abilitys_damage_is_not_range() -> None:
    """Near miss: the zapper's own "when attacks" damage KOs the Sidekick: no Range."""
    g = battle(["p1:zapper:1", "p1:watcher:1"], [])
    g.attack("p1:zapper:1")
    g.target(c(5))
    _settle(g)
    assert c(5) in g.zone(1, "prep")
    assert gained(g.events, 0) == 0


def test_a_combat_ko_is_not_range() -> None:
    """Near miss: the brute (3/3) KOs the blocking Sidekick with combat damage (DM-9.11)."""
    g = battle(["p1:brute:1", "p1:watcher:1"], [])
    g.attack("p1:brute:1")
    g.block((c(5), "p1:brute:1"))
    g.pass_all()
    _settle(g)
    assert c(5) in g.zone(1, "prep")
    assert gained(g.events, 0) == 0
