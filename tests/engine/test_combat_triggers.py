"""A die's own combat and damage triggers, narrowed (abilities/combat_occasions.py): "when
<this> is dealt combat damage", "deals combat damage (to an opponent)", "damages an
opponent", "is KO'd by combat damage", "KOs a <die>", "attacks alone", "blocks a <die>",
"is blocked by a <die>". Cards and wording are our own."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from tests.engine.helpers import CHAR, Game, c, cards_with, m, of_type
from tests.engine.keywords.common import FOE, at_attack, boost, character, face_off

GAIN_1 = {"op": "gain_life", "amount": 1, "target": "you"}
MINE = "p1:brute:1"


def brute(trigger: str, attack: int = 2, defense: int = 2, **more: object) -> dict:
    """Michele's test character with one ability: gain 1 life on `trigger`."""
    ability = {"trigger": trigger, "effects": [GAIN_1], **more}
    return character("brute", attack, defense, abilities=[ability])


def gained(events: list[ev.Event]) -> int:
    return sum(e.amount for e in of_type(events, ev.LifeGained) if e.player == 0)


def fight(card: dict, *, blocked: bool = True, chris_field: int = 1) -> list[ev.Event]:
    """Michele's die attacks; Chris blocks it with his first Sidekick or not at all."""
    g = at_attack(card, chris_field=chris_field)
    g.hurt(0, 5)
    events = g.attack(MINE)
    events += g.block((c(5), MINE)) if blocked else g.block()
    events += g.pass_all()
    while g.pending.kind == "order_triggers":  # DM-15.2: Michele orders her triggers
        events += g.do(A.ChooseTrigger(player=0, index=0))
    return events


def test_dealt_combat_damage_triggers_on_a_blocker_s_damage() -> None:
    """DM-9.10: the blocker deals its A to the attacker; that is combat damage."""
    assert gained(fight(brute("when_dealt_combat_damage"))) == 1


def test_dealt_combat_damage_does_not_trigger_on_ability_damage() -> None:
    """Near miss: damage an ability deals (DM-16.1) is no combat damage; plain "when
    damaged" still triggers on it (DM-16.4)."""
    ping = {"op": "deal_damage", "amount": 1, "target": "all_your_characters"}
    card = character("brute", 2, 3, abilities=[
        {"trigger": "when_attacks", "effects": [ping]},
        {"trigger": "when_dealt_combat_damage", "effects": [GAIN_1]},
        {"trigger": "when_damaged", "effects": [{**GAIN_1, "amount": 2}]},
    ])  # fmt: skip
    events = fight(card, blocked=False)
    assert gained(events) == 2


def test_deals_combat_damage_to_a_blocker_and_to_an_opponent() -> None:
    """ "When <this> deals combat damage": blocked (DM-9.9) or unblocked (DM-9.8)."""
    assert gained(fight(brute("when_deals_combat_damage"))) == 1
    assert gained(fight(brute("when_deals_combat_damage"), blocked=False)) == 1


def test_combat_damage_to_an_opponent_needs_the_player_hit() -> None:
    """ "... to an opponent": unblocked, it hits Chris (DM-9.8); blocked, it does not."""
    card = brute("when_deals_combat_damage_to_opponent")
    assert gained(fight(card, blocked=False)) == 1
    assert gained(fight(card)) == 0


def test_damages_an_opponent_counts_ability_damage_too() -> None:
    """ "When <this> damages an opponent": its own ability's damage to Chris as well as
    its combat damage; combat damage to an opponent only needs combat."""
    hit = {"op": "deal_damage", "amount": 1, "target": "opponent"}
    card = character("brute", 2, 2, abilities=[
        {"trigger": "when_attacks", "effects": [hit]},
        {"trigger": "when_damages_opponent", "effects": [GAIN_1]},
        {"trigger": "when_deals_combat_damage_to_opponent", "effects": [{**GAIN_1, "amount": 2}]},
    ])  # fmt: skip
    assert gained(fight(card)) == 1  # blocked: only the ability's damage reached Chris
    assert gained(fight(card, blocked=False)) == 1 + 1 + 2


def test_kod_by_combat_damage_and_not_by_an_effect() -> None:
    """DM-9.11: KO'd in the Knock Out step by the blocker's damage; near miss: the
    attacker survives a weak blocker."""
    assert gained(fight(brute("when_kod_by_combat", attack=1, defense=1))) == 1
    assert gained(fight(brute("when_kod_by_combat", attack=1, defense=3))) == 0


def test_kos_a_die_filtered_by_what_it_kod() -> None:
    """ "When <this> KOs a Sidekick die": the filters test the die KO'd (DM-9.11), not the
    die that KO'd it; near miss: a Villain filter on a Sidekick victim."""
    assert gained(fight(brute("when_kos", trigger_filters={"sidekick": True}))) == 1
    assert gained(fight(brute("when_kos", trigger_filters={"affiliation": "villain"}))) == 0
    assert gained(fight(brute("when_kos"), blocked=False)) == 0  # unblocked: no KO


def test_attacks_alone_only_with_no_other_attacker() -> None:
    """DM-9.2: "when attacks" abilities resolve after all attackers are declared; "alone":
    the only one."""
    g = at_attack(brute("when_attacks_alone"), chris_field=0)
    events = g.attack(MINE)
    assert of_type(events, ev.AbilityTriggered)
    g = at_attack(brute("when_attacks_alone"), chris_field=0)
    g.arrange(0, "field", [m(5)], face=CHAR)
    events = g.attack(MINE, m(5))
    assert not of_type(events, ev.AbilityTriggered)


def test_blocks_a_die_tests_the_attacker_it_blocks() -> None:
    """DM-9.4: "when <this> blocks a Sidekick die": Chris's watcher blocks Michele's
    Sidekick; near miss: it blocks her named character."""
    watcher = character("watcher", 1, 5, abilities=[
        {"trigger": "when_blocks_die", "trigger_filters": {"sidekick": True},
         "effects": [{**GAIN_1}]},
    ])  # fmt: skip
    plain = character("plain", 1, 1)
    for attacker, triggers in ((m(5), True), ("p1:plain:1", False)):
        g = face_off([plain], [watcher])
        g.arrange(0, "field", [m(5)], face=CHAR)
        g.attack(attacker)
        events = g.block(("p2:watcher:1", attacker))
        assert bool(of_type(events, ev.AbilityTriggered)) is triggers


def test_blocked_by_a_die_tests_its_blockers() -> None:
    """DM-9.3: "when <this> is blocked by a Sidekick die": one of several blockers will do."""
    card = brute("when_blocked_by_die", trigger_filters={"sidekick": True}, defense=5)
    g = at_attack(card, chris_field=2)
    boost(g, c(5))
    g.attack(MINE)
    events = g.block((c(5), MINE), (c(6), MINE))
    assert len(of_type(events, ev.AbilityTriggered)) == 1
    other = character("other", 1, 1)
    g = face_off([card], [other])
    g.attack(MINE)
    assert not of_type(g.block(("p2:other:1", MINE)), ev.AbilityTriggered)


def test_a_fully_prevented_combat_hit_leaves_the_queue() -> None:
    """DM-19.1: prevented in full, damage that set off "when dealt combat damage" waits no
    more (model/hits.py): the same as "when damaged"."""
    from games.engine.model.hits import _ON_SOURCE, _ON_TARGET

    assert "when_dealt_combat_damage" in _ON_TARGET
    assert {"when_deals_combat_damage", "when_damages_opponent"} <= _ON_SOURCE


def test_the_foe_is_unchanged() -> None:
    """The helpers' opponent card has none of these triggers (a guard for the fixtures)."""
    g = Game(teams=((("brute", 1),), ((FOE, 1),)), cards=cards_with(brute("when_kos")))
    assert not any(a.trigger == "when_kos" for a in g.state.cards[FOE].abilities)


def test_a_basic_action_die_filter_narrows_when_you_use_an_action_die() -> None:
    """ "When you use a basic action die" (DM-8.14: using it is the occasion): Michele's
    die of a Basic Action Card triggers the basic watcher, not the non-basic one."""
    from tests.engine.helpers import ACTION0, FIST, MADELYNE, bac

    def watcher(card_id: str, basic: bool) -> dict:
        return character(card_id, 1, 1, abilities=[{
            "trigger": "when_you_use_an_action_die", "trigger_filters": {"basic": basic},
            "effects": [GAIN_1]}])  # fmt: skip

    yes, no = watcher("yes", True), watcher("no", False)
    g = Game(teams=((("yes", 1), ("no", 1)), ((MADELYNE, 1),)), cards=cards_with(yes, no))
    g.start()
    g.hurt(0, 2)
    g.give(0, "p1:yes:1", to="field", face=0)
    g.give(0, "p1:no:1", to="field", face=0)
    g.give(0, bac("way-out-west", 1))
    g.begin({bac("way-out-west", 1): ACTION0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    events = g.do(A.UseActionDie(player=0, die=bac("way-out-west", 1)))
    triggered = {t.card for t in of_type(events, ev.AbilityTriggered) if t.kind == "ability"}
    assert triggered == {"yes"}


def test_a_not_affiliation_filter_is_the_affiliation_reversed() -> None:
    """DM-13.2: "a non-Villain character die" is a die of no Villain card (a Sidekick
    too); the Villain one is not."""
    from games.engine.abilities.filters import FILTERS

    villain = character("villain", 1, 1, affiliations=["villain"])
    g = at_attack(brute("when_attacks"), villain, chris_field=1)
    state = g.state
    assert FILTERS["not_affiliation"](state, state.dice[c(5)], "villain")
    assert not FILTERS["not_affiliation"](state, state.dice["p1:villain:1"], "villain")


def test_kod_while_attacking_is_the_die_s_own_ko_in_the_attack_zone() -> None:
    """ "When <this> is KO'd while attacking": KO'd by its blocker (DM-9.11) while in the
    Attack Zone, not there to block (DM-9.1); near miss: Chris's blocker KO'd by it, in
    his Attack Zone too, is blocking."""
    attacking = {"zone": "attack", "blocker": False}
    card = brute("when_kod", attack=1, defense=1, trigger_filters=attacking)
    assert gained(fight(card)) == 1
    watcher = character("watcher", 1, 1, abilities=[
        {"trigger": "when_kod", "trigger_filters": attacking, "effects": [GAIN_1]}])  # fmt: skip
    g = face_off([character("big", 5, 5)], [watcher])
    g.attack("p1:big:1")
    g.block(("p2:watcher:1", "p1:big:1"))
    events = g.pass_all()
    assert "p2:watcher:1" in g.zone(1, "prep")
    assert not of_type(events, ev.AbilityTriggered)


def test_during_your_opponent_s_turn_is_the_condition_reversed() -> None:
    """DM-5: Michele's turn; Chris's "when KO'd during your opponent's turn" triggers, her
    "during your turn" on his die does not."""
    theirs = {"kind": "your_turn", "unless": True}
    card = brute("when_kod", attack=1, defense=1, condition=theirs)
    assert gained(fight(card)) == 0
    card = brute("when_kod", attack=1, defense=1, condition={"kind": "your_turn"})
    assert gained(fight(card)) == 1
