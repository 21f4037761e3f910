"""Judge's rule cases: interactions a tournament judge would ask about (DIGEST DM-x.y)."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.model.evolve import evolve
from games.engine.model.state import Termination
from tests.engine.effects.common import action_card, effect, use
from tests.engine.effects.common import with_action as action_game
from tests.engine.helpers import (
    BOLT,
    CHAR,
    FIST,
    MASK,
    SHIELD,
    Game,
    bac,
    c,
    cards_with,
    m,
    make_card,
    of_type,
)
from tests.engine.keywords.common import at_attack, character, face_off
from tests.engine.test_game_end import HEAL, with_action

CRUSH_FAST = character("crushfast", 4, 3, keywords=["overcrush", "fast"])
CRUSHER = character("crusher", 4, 3, keywords=["overcrush"])
FAST_WALL = character("fastwall", 3, 1, keywords=["fast"])
CLEAVER = character("cleaver", 4, 3, keywords=["overcrush", "cleave"])
WALL = character("wall", 1, 4)


def test_fast_overcrush_kos_its_blocker_first_and_tramples() -> None:
    """Fast (000:L785) + Overcrush (000:L797): in the Fast phase the attacker deals 1 to the
    blocker (what KOs it) and 3 to Chris; the blocker is KO'd before the regular time and
    deals nothing (DM-9.14, DM-9.11)."""
    g = at_attack(CRUSH_FAST)
    a = "p1:crushfast:1"
    g.attack(a)
    g.block((c(5), a))
    events = g.pass_all()
    assert g.life(1) == 7
    assert not [e for e in of_type(events, ev.DieDamaged) if e.die == a]


def test_overcrush_attacker_kod_by_a_fast_blocker_deals_nothing() -> None:
    """A Fast blocker (A3) KOs the Overcrush attacker (D3) before the regular time: the
    attacker deals no combat damage at all, to the blocker or to the player (DM-9.14)."""
    g = face_off([CRUSHER], [FAST_WALL])
    a, bl = "p1:crusher:1", "p2:fastwall:1"
    g.attack(a)
    g.block((bl, a))
    events = g.pass_all()
    assert g.life(1) == 10 and not of_type(events, ev.PlayerDamaged)
    assert bl in g.zone(1, "field") and a in g.zone(0, "prep")


def test_life_gained_after_reaching_zero_comes_too_late() -> None:
    """DM-11.1: "As soon as your opponent's life reaches 0 or below, the game ends
    immediately" (000:L439). At 2 life, "deal 2 damage to you, then gain 3 life" takes
    Michele to 0 first: the game is over before the gain, and Chris wins."""
    g = with_action(HEAL)
    g.hurt(0, 8)
    events = g.do(A.UseActionDie(player=0, die=bac("heal", 1)))
    assert not of_type(events, ev.LifeGained)
    assert events[-1] == ev.GameEnded(1, Termination.LIFE.value)


BLOOD_PRICE = make_card(
    "bloodprice",
    kind="basic_action",
    cost=2,
    globals=[
        {
            "cost": 1,
            "text": "Global: Pay 1 and lose 1 life: deal 1 damage to your opponent.",
            "costs": [{"op": "lose_life", "amount": 1, "target": "you"}],
            "effects": [{"op": "deal_damage", "amount": 1, "target": "opponent"}],
        }
    ],
)
PING = make_card(
    "ping",
    kind="basic_action",
    cost=2,
    globals=[
        {
            "cost": 1,
            "text": "Global: Pay 1: deal 1 damage to your opponent.",
            "effects": [{"op": "deal_damage", "amount": 1, "target": "opponent"}],
        }
    ],
)


def _with_global(card: dict) -> Game:
    g = Game(bacs=((card["id"],), ("counterstrike",)), cards=cards_with(card))
    g.start()
    g.begin({m(1): FIST, m(2): BOLT, m(3): MASK}, oop=m(4))
    return g


def test_a_life_cost_that_takes_you_to_zero_loses_before_the_effect() -> None:
    """DM-12.2: costs are paid first; DM-11.1: the game ends as soon as a life reaches 0.
    Michele at 1 pays 1 life for a Global that would deal Chris (at 1) his last damage: she
    is at 0 first, so Chris wins; it is no tie (DM-11.2 needs one effect damaging both)."""
    g = _with_global(BLOOD_PRICE)
    g.hurt(0, 9)
    g.hurt(1, 9)
    events = g.use_global("bloodprice", (m(1), "fist"))
    assert events[-1] == ev.GameEnded(1, Termination.LIFE.value)
    assert g.life(1) == 1


def test_damage_on_the_opponents_turn_ends_the_game_for_the_inactive_player() -> None:
    """DM-8.22, DM-11.1: the inactive player, with saved energy, uses a Global in the active
    player's Main Step that takes the active player to 0: the inactive player wins at once."""
    g = _with_global(PING)
    g.pass_all()
    g.begin({c(1): CHAR, c(2): BOLT, c(3): MASK, c(4): SHIELD})
    g.hurt(1, 9)
    g.pass_()
    assert (g.pending.kind, g.pending.player) == ("priority", 0)
    events = g.use_global("ping", (m(1), "fist"))
    assert events[-1] == ev.GameEnded(0, Termination.LIFE.value)
    g.refuse(A.PassPriority(player=1), E.GAME_OVER)


SLICE_AND_SHRINK = action_card(
    "sliceshrink",
    {"text": "Deal 1 damage to target character die, then spin it down one level.",
     "effects": [effect("deal_damage", "target_die", amount=1),
                 effect("spin_down", "target_die", amount=1)]},
)  # fmt: skip
TWO_LEVEL = character("twolevel", 1, 1)  # level 2: A2 D2, level 1: A1 D1


def test_damage_stays_when_a_die_spins_down_and_the_lower_d_kos_it() -> None:
    """DM-16.2: damage is tracked apart from stats; "a die with 3D and 2 damage that spins
    down to a 2D level is KO'd". A level-2 die (D2) takes 1 damage and survives, then spins
    down to level 1 (D1): the 1 damage KOs it, to its owner's Prep Area (DM-9.11)."""
    g = action_game(SLICE_AND_SHRINK, TWO_LEVEL)
    g.give(0, "p1:twolevel:1", to="field", face=1)
    events = use(g, "sliceshrink", "p1:twolevel:1")
    assert ev.DieDamaged("p1:twolevel:1", 1, bac("sliceshrink", 1), False) in events
    assert "p1:twolevel:1" in g.zone(0, "prep")


PARTING_SHOT = [{"trigger": "when_kod", "text": "When KO'd, deal 1 damage to your opponent.",
                 "effects": [effect("deal_damage", "opponent", amount=1)]}]  # fmt: skip
HER_MARTYR = character("hermartyr", 1, 1, abilities=PARTING_SHOT)
HIS_MARTYR = character("hismartyr", 1, 1, abilities=PARTING_SHOT)


def test_both_players_when_kod_at_one_life_the_active_players_resolves_first_and_wins() -> None:
    """DM-9.11 and DM-15.2: the attacker and its blocker KO each other; both "when KO'd"
    abilities trigger, the active player's resolves first (000:L611-613) and takes Chris to 0:
    the game ends at once (DM-11.1) and Chris's ability never resolves: no tie (DM-11.2)."""
    g = face_off([HER_MARTYR], [HIS_MARTYR])
    g.hurt(0, 9)
    g.hurt(1, 9)
    a, bl = "p1:hermartyr:1", "p2:hismartyr:1"
    g.attack(a)
    g.block((bl, a))
    events = g.pass_all()
    while not g.state.over and g.pending.kind == "choose_target":
        events += g.target(g.pending.options[0])
    assert events[-1] == ev.GameEnded(0, Termination.LIFE.value)
    assert g.life(0) == 1 and g.life(1) == 0


GRUDGE = [{"trigger": "when_you_are_damaged",
           "text": "When you are dealt damage, deal 1 damage to target opposing character die.",
           "effects": [effect("deal_damage", "target_opposing_die", amount=1)]}]  # fmt: skip
GRUDGER = character("grudger", 1, 5, abilities=GRUDGE)
RUNNER = character("runner", 1, 1)


def test_an_unblocked_attacker_is_out_of_play_before_the_defenders_trigger() -> None:
    """DM-9.8: unblocked attackers "move Out of Play before any other effects would resolve";
    Out of Play dice "cannot be interacted with" (000:L182). Chris's "when you are dealt
    damage" ability can target only Michele's die that stayed in the Field Zone."""
    g = face_off([RUNNER, TWO_LEVEL], [GRUDGER])
    g.attack("p1:runner:1")
    g.block()
    g.pass_all()
    assert g.life(1) == 9 and "p1:runner:1" in g.zone(0, "oop")
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {"p1:twolevel:1"}


WITHER = {"op": "modify_defense", "amount": -1, "target": "all_opposing_characters"}
AURA = character("aura", 1, 3, abilities=[{"trigger": "static", "effects": [WITHER]}])
HERALD = character("herald", 1, 1, abilities=[
    {"trigger": "when_fielded", "text": "When fielded, deal 1 damage to your opponent.",
     "effects": [effect("deal_damage", "opponent", amount=1)]}])  # fmt: skip


def test_when_fielded_resolves_even_if_a_static_ability_kos_the_die_at_once() -> None:
    """DM-18.3: "When fielded" abilities "trigger and resolve even if an existing static
    ability would KO the die right away". Chris's static -1D makes Michele's D1 die D0 as it
    enters: it is KO'd (DM-16.1) to her Prep Area, and its ability still deals Chris 1."""
    g = Game(
        teams=(((HERALD["id"], 2),), ((AURA["id"], 2), ("madelyne-pryor-anodyne", 2))),
        cards=cards_with(HERALD, AURA),
    )
    g.start()
    g.give(1, "p2:aura:1", to="field", face=0)
    g.begin({m(1): FIST, m(2): BOLT, m(3): MASK}, oop=m(4))
    g.give(0, "p1:herald:1", to="reserve", face=0)
    g.field("p1:herald:1")
    assert "p1:herald:1" in g.zone(0, "prep")
    assert g.life(1) == 9


FORESIGHT = action_card(
    "foresight",
    {"text": "Draw 2 dice.", "effects": [effect("draw", "you", amount=2)]},
)


def test_a_draw_effect_refills_the_bag_midway_and_goes_on_drawing() -> None:
    """The bag (000:L170-172, DM-6.2): "If you must draw and the bag is empty, move all dice
    in your Used Pile (NOT including Out of Play) into the bag, shake, continue drawing." With
    one die in the bag and one in the Used Pile, "draw 2 dice" draws the bag's die, refills
    the bag, and draws the other; both are rolled into the Reserve Pool (DM-20.3)."""
    g = action_game(FORESIGHT)
    only, *rest = sorted(g.zone(0, "bag"))
    g.arrange(0, "used", rest)
    used = sorted(g.zone(0, "used"))
    g.do(A.UseActionDie(player=0, die=bac("foresight", 1)))
    assert (g.pending.kind, g.pending.count) == ("draw", 1)
    g.draw(only, to="reserve")
    assert (g.pending.kind, g.pending.count) == ("draw", 1)
    assert set(used) <= g.zone(0, "bag") | g.zone(0, "reserve")
    g.draw(used[0], to="reserve")
    assert g.pending.kind == "roll" and set(g.pending.dice) == {only, used[0]}
    g.roll({only: FIST, used[0]: BOLT})
    assert {only, used[0]} <= g.zone(0, "reserve")


SHOCK_AND_SHUFFLE = action_card(
    "shockshuffle",
    {"text": "Deal 1 damage to target character die, then reroll it.",
     "effects": [effect("deal_damage", "target_die", amount=1),
                 effect("reroll", "target_die")]},
)  # fmt: skip


def test_a_die_rerolled_to_a_lower_level_keeps_its_damage_and_is_kod() -> None:
    """DM-22.2: a fielded character rerolled to another character face stays in the Field Zone
    and "never left" it, so its damage stays (DM-16.2): a level-2 die (D2) with 1 damage
    rerolled to level 1 (D1) is KO'd."""
    g = action_game(SHOCK_AND_SHUFFLE, TWO_LEVEL)
    g.give(0, "p1:twolevel:1", to="field", face=1)
    use(g, "shockshuffle", "p1:twolevel:1")
    assert g.pending.kind == "roll" and g.pending.dice == ("p1:twolevel:1",)
    g.roll({"p1:twolevel:1": 0})
    assert "p1:twolevel:1" in g.zone(0, "prep")


def test_a_die_rerolled_to_energy_goes_to_the_reserve_pool_without_its_damage() -> None:
    """DM-22.1, DM-22.4, DM-16.2: rerolled to an energy face the die cannot stay in the Field
    Zone: it moves to the Reserve Pool, its damage and applied effects gone."""
    g = action_game(SHOCK_AND_SHUFFLE, TWO_LEVEL)
    g.give(0, "p1:twolevel:1", to="field", face=1)
    use(g, "shockshuffle", "p1:twolevel:1")
    g.roll({"p1:twolevel:1": 3})
    d = g.state.dice["p1:twolevel:1"]
    assert d.zone.value == "reserve" and d.damage == 0 and not d.modifiers


VIPER = character("viper", 1, 2, keywords=["deadly"])  # A1 D2 at level 1
BIG_WALL = character("bigwall", 1, 4)


def test_overcrush_tramples_a_deadly_blocker_and_is_kod_at_the_end_of_the_turn() -> None:
    """Overcrush (000:L797) vs Deadly (002:L759): the A4 attacker deals the D2 Deadly blocker
    the 2 that KO it and 2 to Chris; it survives combat (1 damage on D3) but was engaged
    with a Deadly die, so it is KO'd at the end of the turn "even if the character with
    Deadly has been KO'd" (DM-10.3, DM-16.4)."""
    g = face_off([CRUSHER], [VIPER])
    a, bl = "p1:crusher:1", "p2:viper:1"
    g.attack(a)
    g.block((bl, a))
    g.pass_all()
    assert g.life(1) == 8 and bl in g.zone(1, "prep")
    assert a in g.zone(0, "prep") and g.state.turn == 2


def test_cleave_and_overcrush_both_happen() -> None:
    """Cleave (003:L629) and Overcrush (000:L797) on one die: KOing its blocker (D1) with
    combat damage, it deals 3 to Chris and then half its A (2) to another of his dice."""
    g = face_off([CLEAVER], [BIG_WALL], chris_field=1)
    a = "p1:cleaver:1"
    g.attack(a)
    g.block((c(5), a))
    g.pass_all()
    assert g.life(1) == 7 and c(5) in g.zone(1, "prep")
    assert g.pending.kind == "choose_target"
    events = g.target("p2:bigwall:1")
    assert ev.DieDamaged("p2:bigwall:1", 2, a, True) in events


TROLL = character("troll", 1, 1, keywords=["regenerate"])
SPLITTER = character("splitter", 4, 3, keywords=["cleave"])


def test_a_regenerated_blocker_was_not_kod_so_there_is_no_cleave() -> None:
    """Regenerate (000:L801) replaces the KO ("if this character would be KO'd, roll it"):
    rolled to a character face the blocker returns to the Field Zone, never KO'd; Cleave
    needs the attacker to KO a blocking die (003:L629), so it does not trigger."""
    g = face_off([SPLITTER], [TROLL], chris_field=1)
    a, bl = "p1:splitter:1", "p2:troll:1"
    g.attack(a)
    g.block((bl, a))
    g.pass_all()
    assert g.pending.kind == "roll" and g.pending.dice == (bl,)
    g.roll({bl: 0})
    assert bl in g.zone(1, "field")
    assert not [e for e in g.events if isinstance(e, ev.AbilityTriggered) and e.card == "splitter"]


DRAIN = action_card(
    "drain",
    {"text": "You lose 2 life.", "effects": [effect("lose_life", "you", amount=2)]},
)
SORE = [{"trigger": "when_you_are_damaged", "text": "When you are dealt damage, gain 1 life.",
         "effects": [effect("gain_life", "you", amount=1)]}]  # fmt: skip


def test_life_loss_is_not_damage_and_triggers_no_when_damaged() -> None:
    """DM-12.4 (000:L573): "Losing/paying life and taking damage are two different game
    effects, and abilities that happen when you take damage will not trigger if you lose
    life." Michele's "when you are dealt damage" ability stays silent when she loses 2."""
    sore = character("sore", 1, 3, abilities=SORE)
    g = action_game(DRAIN, sore)
    g.arrange(0, "field", ["p1:sore:1"], face=0)
    events = use(g, "drain")
    assert ev.LifeLost(0, 2, "drain") in events
    assert not [e for e in events if isinstance(e, ev.AbilityTriggered) and e.card == "sore"]
    assert g.life(0) == 8


def test_damage_to_you_does_trigger_when_you_are_dealt_damage() -> None:
    """The control case of DM-12.4: 2 damage to Michele triggers her ability once."""
    sore = character("sore", 1, 3, abilities=SORE)
    hurt = action_card(
        "hurtme",
        {"text": "Deal 2 damage to you.", "effects": [effect("deal_damage", "you", amount=2)]},
    )
    g = action_game(hurt, sore)
    g.arrange(0, "field", ["p1:sore:1"], face=0)
    events = use(g, "hurtme")
    assert len([e for e in events if isinstance(e, ev.AbilityTriggered) and e.card == "sore"]) == 1
    assert g.life(0) == 9


LIFT = action_card(
    "lift", {"text": "Spin target character die up two levels.",
             "effects": [effect("spin_up", "target_die", amount=2)]}
)  # fmt: skip
DROP = action_card(
    "drop", {"text": "Spin target character die down one level.",
             "effects": [effect("spin_down", "target_die", amount=1)]}
)  # fmt: skip


def test_spinning_stops_at_the_top_level() -> None:
    """DM-21.2: "A die at its highest level cannot be spun up": two levels up from level 2
    of a three-level die reaches level 3 and stops there."""
    g = action_game(LIFT, TWO_LEVEL)
    g.give(0, "p1:twolevel:1", to="field", face=1)
    use(g, "lift", "p1:twolevel:1")
    assert g.face("p1:twolevel:1") == 2 and "p1:twolevel:1" in g.zone(0, "field")


def test_a_level_1_die_does_not_spin_down_to_an_energy_face() -> None:
    """DM-21.2: "Unless specified, a character die cannot spin down from level 1 to a
    non-character face": with only level-1 dice in the Field Zones the spin down has nothing
    to affect and cannot be used (DM-13.4); the die stays on level 1 in the Field Zone."""
    g = action_game(DROP, TWO_LEVEL)
    g.give(0, "p1:twolevel:1", to="field", face=0)
    g.refuse(A.UseActionDie(player=0, die=bac("drop", 1)), E.TARGET_INVALID)
    assert g.face("p1:twolevel:1") == 0 and "p1:twolevel:1" in g.zone(0, "field")


def test_overcrush_counts_the_damage_already_on_a_blocker() -> None:
    """DM-9.12 (damage adds up over the turn) with Overcrush (000:L797): a D4 blocker that
    already took 2 needs only 2 more to be KO'd, so the A4 attacker deals it 2 and Chris 2."""
    g = face_off([CRUSHER], [BIG_WALL])
    a, bl = "p1:crusher:1", "p2:bigwall:1"
    g.state = evolve(g.state, ev.DieDamaged(bl, 2, "test", False))
    g.attack(a)
    g.block((bl, a))
    events = g.pass_all()
    assert ev.DieDamaged(bl, 2, a, True) in events and ev.PlayerDamaged(1, 2, a, True) in events
    assert bl in g.zone(1, "prep") and g.life(1) == 8


def test_ability_damage_and_combat_damage_add_up() -> None:
    """DM-9.12: "If a character die ever takes damage (cumulative over the turn) equal to or
    greater than their Defense stat, that character die is KO'd": a D4 blocker with 3 ability
    damage is KO'd by a Sidekick's 1 combat damage."""
    g = face_off([RUNNER], [BIG_WALL])
    bl = "p2:bigwall:1"
    g.state = evolve(g.state, ev.DieDamaged(bl, 3, "test", False))
    g.attack("p1:runner:1")
    g.block((bl, "p1:runner:1"))
    g.pass_all()
    assert bl in g.zone(1, "prep")
