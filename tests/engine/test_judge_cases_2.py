"""Judge's rule cases, second round: interactions a tournament head judge would ask about,
each citing the DIGEST rule (DM-x.y) and quoting the line it checks."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.model.state import Termination
from tests.engine.effects.common import action_card, effect
from tests.engine.effects.common import with_action as action_game
from tests.engine.effects.test_reactive import game as reactive_game
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
    skip_turn,
)
from tests.engine.keywords.common import boost, character, face_off
from tests.engine.test_game_end import with_action

# --- the end of the game (DM-11) ------------------------------------------------------------

RECOIL = make_card(
    "recoil",
    kind="basic_action",
    cost=2,
    abilities=[
        {
            "trigger": "action",
            "text": "Deal 2 damage to your opponent, then deal 2 damage to you.",
            "effects": [
                {"op": "deal_damage", "amount": 2, "target": "opponent"},
                {"op": "deal_damage", "amount": 2, "target": "you"},
            ],
        }
    ],
)


def test_two_effects_one_after_the_other_are_no_tie() -> None:
    """DM-11.1: "As soon as your opponent's life reaches 0 or below, the game ends
    immediately and you win!"; DM-11.2 ties only "a single game effect [that] damages both
    players simultaneously". "Deal 2 to your opponent, then 2 to you" at 2 life each: Chris
    is at 0 first, the game is over, the second damage never happens."""
    g = with_action(RECOIL, life=2)
    events = g.do(A.UseActionDie(player=0, die=bac("recoil", 1)))
    assert events[-1] == ev.GameEnded(0, Termination.LIFE.value)
    assert g.life(0) == 2 and g.life(1) == 0


LIFT = action_card(
    "lift", {"text": "Spin target character die up one level.",
             "effects": [effect("spin_up", "target_die", amount=1)]}
)  # fmt: skip
TWO_LEVEL = character("twolevel", 1, 1)


def test_a_die_at_its_top_level_is_no_target_for_a_spin_up() -> None:
    """DM-21.2: "Character dice that are already at their highest level cannot be spun
    up"; DM-13.4: "You may not choose to initiate an effect with no valid targets or dice to
    affect." With only top-level dice (and Sidekicks, one level) in the Field Zones, the
    spin-up action cannot be used."""
    g = action_game(LIFT, TWO_LEVEL, chris_field=0)
    g.give(0, "p1:twolevel:1", to="field", face=2)
    g.arrange(0, "used", [m(1)])
    g.refuse(A.UseActionDie(player=0, die=bac("lift", 1)), E.TARGET_INVALID)


def test_a_spin_up_offers_only_dice_that_can_go_up() -> None:
    """DM-21.2 and DM-13.4: with one die at level 3 and one at level 1, the choice offers the
    level-1 die only."""
    g = action_game(LIFT, TWO_LEVEL, chris_field=0)
    g.give(0, "p1:twolevel:1", to="field", face=2)
    g.give(0, "p1:twolevel:2", to="field", face=0)
    g.arrange(0, "used", [m(1)])
    g.do(A.UseActionDie(player=0, die=bac("lift", 1)))
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {"p1:twolevel:2"}


def test_2014_one_effect_on_both_players_the_active_player_wins() -> None:
    """2014 (001:L426, L385-386, L724-728): no tie; "As is the case with all ties, the
    attacker resolves first". "Deal 1 damage to each player" (one effect) at 1 life each
    under `dm-2014`: Michele, whose turn it is, wins (docs/rulings.md, Rules of 2014)."""
    both = make_card(
        "bothhit", kind="basic_action", cost=2,
        abilities=[{"trigger": "action", "text": "Deal 1 damage to each player.",
                    "effects": [{"op": "deal_damage", "amount": 1, "target": "all_players"}]}],
    )  # fmt: skip
    g = Game(life=1, bacs=(("bothhit",), ("counterstrike",)), cards=cards_with(both),
             rules="dm-2014")  # fmt: skip
    g.start()
    g.give(0, bac("bothhit", 1))
    g.begin({bac("bothhit", 1): 0, m(1): FIST, m(2): FIST, m(3): FIST, m(4): FIST})
    events = g.do(A.UseActionDie(player=0, die=bac("bothhit", 1)))
    assert g.life(0) <= 0 and g.life(1) <= 0
    assert events[-1] == ev.GameEnded(0, Termination.LIFE.value)


# --- Range (002:L777) -------------------------------------------------------------------------

ARCHER = character("archer", 1, 3, keywords=["range:2"])  # A1 D3, Range 2


def test_two_dice_of_one_range_card_each_deal_their_range() -> None:
    """Range (002:L777): "You can choose multiple targets for each of your dice with Range":
    Range is dealt die by die, not once per card. Two Archer dice (Range 2) attack: each
    chooses its own target and deals 2 (docs/rulings.md, Range)."""
    g = Game(
        teams=((("archer", 2),), (("madelyne-pryor-anodyne", 2),)),
        cards=cards_with(ARCHER),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    g.give(0, "p1:archer:1", to="field", face=0)
    g.give(0, "p1:archer:2", to="field", face=0)
    g.arrange(1, "field", [c(5), c(6)], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.pass_all()
    g.attack("p1:archer:1", "p1:archer:2")
    g.target(c(5))
    g.target(c(6))
    dealt = {(e.die, e.amount) for e in of_type(g.events, ev.DieDamaged)}
    assert dealt == {(c(5), 2), (c(6), 2)}
    assert {c(5), c(6)} <= g.zone(1, "prep")


# --- dice leaving combat before damage (DM-9.5, DM-9.13, DM-16.1) ------------------------------

STING = make_card(
    "sting",
    kind="basic_action",
    cost=2,
    globals=[{"cost": 1, "text": "Global: Pay 1: deal 1 damage to target character die.",
              "effects": [{"op": "deal_damage", "amount": 1, "target": "target_die"}]}],
)  # fmt: skip
RUNNER = character("runner", 1, 1)
CRUSHER = character("crusher", 4, 3, keywords=["overcrush"])


def _sting_combat(mine: dict, chris_field: int, chris_energy: int = 1) -> Game:
    """Michele's first turn, Declare Attackers: one die of `mine` at level 1 in her Field
    Zone, `chris_field` of Chris's Sidekicks in his, `chris_energy` saved Fist energy of his
    (Sidekicks c1...), and Sting (Global: pay 1, 1 damage to target character die) on the
    table."""
    g = Game(
        teams=(((mine["id"], 2),), (("madelyne-pryor-anodyne", 2),)),
        bacs=(("sting",), ("counterstrike",)),
        cards=cards_with(mine, STING),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    g.give(0, f"p1:{mine['id']}:1", to="field", face=0)
    g.arrange(1, "field", [c(n) for n in range(5, 5 + chris_field)], face=CHAR)
    g.arrange(1, "reserve", [c(n) for n in range(1, 1 + chris_energy)], face=FIST)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.pass_all()
    assert g.pending.kind == "declare_attackers"
    return g


def test_an_attacker_kod_in_the_window_deals_and_takes_no_combat_damage() -> None:
    """DM-9.6 (the Action/Global window: the inactive player may use saved energy on
    Globals) and DM-16.1 (ability damage KOs at once): Chris stings Michele's blocked A1 D1
    attacker to death before damage. Its blocker has no attacker left to damage, takes none,
    and "Any character dice still in the Attack Zone (that were not unblocked or KO'd) return
    to the Field Zone" (DM-9.13, 000:L417); Chris's energy spent on Michele's turn goes to
    his Used Pile (DM-8.1)."""
    g = _sting_combat(RUNNER, chris_field=1)
    a = "p1:runner:1"
    g.attack(a)
    g.block((c(5), a))
    g.pass_()  # Michele passes; Chris may act
    assert (g.pending.kind, g.pending.player) == ("priority", 1)
    g.use_global("sting", (c(1), "fist"))
    g.target(a)
    assert a in g.zone(0, "prep") and c(1) in g.zone(1, "used")
    events = g.pass_all()
    assert not [e for e in of_type(events, ev.DieDamaged) if e.die == c(5)]
    assert not of_type(events, ev.PlayerDamaged)
    assert c(5) in g.zone(1, "field") and g.life(1) == 10


def test_overcrush_with_one_blocker_kod_in_the_window_tramples_over_the_other() -> None:
    """Overcrush (000:L797): "if this character die KO's or removes all of its blockers, it
    deals any leftover damage to your opponent". Of its two D1 blockers, Chris stings one
    (his own) away in the window; the A4 attacker deals the other the 1 that KOs it and the
    leftover 3 to Chris. It is still blocked (DM-9.5), so without Overcrush nothing would
    reach him."""
    g = _sting_combat(CRUSHER, chris_field=2)
    a = "p1:crusher:1"
    g.attack(a)
    g.block((c(5), a), (c(6), a))
    g.pass_()
    g.use_global("sting", (c(1), "fist"))
    g.target(c(6))
    assert c(6) in g.zone(1, "prep")
    events = g.pass_all()
    assert g.pending.kind != "assign_damage"
    assert ev.DieDamaged(c(5), 1, a, True) in events
    assert ev.PlayerDamaged(1, 3, a, True) in events and g.life(1) == 7


def test_a_blocker_kod_in_the_window_leaves_a_plain_attacker_blocked() -> None:
    """DM-9.5: "If an attacking character die was blocked, but the blocker was removed due to
    some ability/effect, the die is still considered to be 'blocked' and will not deal damage
    to the opponent." Chris stings his own blocker; Michele's A4 attacker (no Overcrush) deals
    nothing and returns to her Field Zone (DM-9.13)."""
    plain = character("plainhitter", 4, 3)
    g = _sting_combat(plain, chris_field=1)
    a = "p1:plainhitter:1"
    g.attack(a)
    g.block((c(5), a))
    g.pass_()
    g.use_global("sting", (c(1), "fist"))
    g.target(c(5))
    events = g.pass_all()
    assert not of_type(events, ev.PlayerDamaged) and g.life(1) == 10
    assert a in g.zone(0, "field")


# --- the bag, the Used Pile and Out of Play (000:L170-188, DM-6, DM-8.8) ---------------------

FORESIGHT = action_card(
    "foresight2",
    {"text": "Draw a die.", "effects": [effect("draw", "you", amount=1)]},
)


def test_a_die_bought_this_turn_can_be_drawn_this_turn_but_spent_energy_cannot() -> None:
    """DM-8.8: "Purchased dice go directly to your Used Pile, not Out of Play. The energy dice
    spent go Out of Play"; Out of Play dice "will not be used to refill the bag if it runs out
    mid-turn" (000:L186). Michele's bag and Used Pile are empty; she buys a die with one
    energy, then her action draws a die: the bag is refilled with the bought die alone."""
    g = action_game(FORESIGHT)
    g.arrange(0, "prep", sorted(g.zone(0, "bag")))
    assert not g.zone(0, "bag") and not g.zone(0, "used")
    g.buy("foresight2", (m(2), "fist"))
    bought = bac("foresight2", 2)
    assert bought in g.zone(0, "used") and m(2) in g.zone(0, "oop")
    events = g.do(A.UseActionDie(player=0, die=bac("foresight2", 1)))
    assert ev.BagRefilled(0, (bought,)) in events
    assert (g.pending.kind, g.pending.count) == ("draw", 1)
    g.refuse(A.ReportDraw(player=0, dice=(m(2),), to="reserve"), E.RANDOM_NOT_IN_BAG)
    g.draw(bought, to="reserve")
    g.roll({bought: 0})
    assert bought in g.zone(0, "reserve") and m(2) in g.zone(0, "oop")


def test_the_clear_comes_before_the_draw_and_refills_the_bag() -> None:
    """DM-6.1 then DM-6.2: "The first thing you will do is CLEAR all the dice that are in your
    Reserve Pool ... Then you will DRAW four dice" (000:L317-319). Michele's bag and Used Pile
    are empty at her second turn, but the three energy dice she saved are cleared to the Used
    Pile first and refill the bag: she draws those three and loses 1 life for the fourth
    (DM-6.4)."""
    g = Game()
    g.start()
    g.begin({m(1): FIST, m(2): BOLT, m(3): MASK}, oop=m(4))
    g.pass_all()  # turn 1 ends: m4 goes from Out of Play to the Used Pile
    g.arrange(0, "field", [m(4), *(m(n) for n in range(5, 9))], face=CHAR)
    assert g.zone(0, "reserve") == {m(1), m(2), m(3)} and not g.zone(0, "bag")
    skip_turn(g, {c(1): CHAR, c(2): BOLT, c(3): MASK, c(4): FIST})
    assert g.state.turn == 3 and (g.pending.kind, g.pending.count) == ("draw", 3)
    g.draw(m(1), m(2), m(3))
    assert g.life(0) == 9 and g.virtual(0) == 1
    assert ev.LifeLost(0, 1, "unable_to_draw") in g.events


def test_dice_in_the_prep_area_are_rolled_but_are_not_drawn() -> None:
    """DM-6.4 and DM-7.1: the four are drawn "from your bag"; Prep Area dice are "added to the
    4 dice you draw" (000:L174), they do not stand in for them. Chris's bag and Used Pile are
    empty and two of his dice wait in his Prep Area: he draws none, loses 4 life and gains 4
    virtual energy, and rolls his two Prep Area dice."""
    g = Game()
    g.start()
    g.begin({m(1): FIST, m(2): BOLT, m(3): MASK}, oop=m(4))
    g.arrange(1, "prep", [c(1), c(2)])
    g.arrange(1, "field", [c(n) for n in range(3, 9)], face=CHAR)
    g.pass_all()
    assert (g.pending.kind, g.pending.player) == ("roll", 1)
    assert set(g.pending.dice) == {c(1), c(2)}
    assert g.life(1) == 6 and g.virtual(1) == 4


# --- simultaneity in the Knock Out (DM-9.11, DM-14.3) -----------------------------------------

FRAIL_AURA = character(
    "frailaura",
    1,
    1,
    abilities=[{"trigger": "static", "text": "Opposing character dice get -1D.",
                "effects": [{"op": "modify_defense", "amount": -1,
                             "target": "all_opposing_characters"}]}],
)  # fmt: skip
STURDY = character("sturdy", 1, 2)  # A1 D2 at level 1


def test_dice_kod_together_are_judged_with_the_statics_of_that_moment() -> None:
    """DM-9.11: "Once all damage has been assigned ... Any dice that have taken damage equal to
    or above their Defense Value are KO'd" (000:L415): one moment, one look. Michele's A1 D2
    attacker is D1 under Chris's blocker's static -1D; they deal each other 1. Both have
    lethal damage at that moment and are KO'd together; the static ending as its die leaves
    (DM-14.3) comes too late to save the attacker."""
    g = face_off([STURDY], [FRAIL_AURA])
    a, bl = "p1:sturdy:1", "p2:frailaura:1"
    g.attack(a)
    g.block((bl, a))
    g.pass_all()
    assert bl in g.zone(1, "prep")
    assert a in g.zone(0, "prep")


def test_overcrush_reads_the_blockers_defense_with_its_bonuses() -> None:
    """Overcrush (000:L797) with DM-16.1 ("Add all bonuses together before applying the total
    modifier to the die's printed stats"): a Sidekick blocker (D1) with an applied +2D needs
    3 to be KO'd, so the A4 attacker deals it 3 and the leftover 1 to Chris."""
    g = face_off([CRUSHER], [], chris_field=1)
    a = "p1:crusher:1"
    boost(g, c(5), defense=2)
    g.attack(a)
    g.block((c(5), a))
    events = g.pass_all()
    assert ev.DieDamaged(c(5), 3, a, True) in events
    assert ev.PlayerDamaged(1, 1, a, True) in events and c(5) in g.zone(1, "prep")


RANGED_DRAINER = character("rangeddrainer", 1, 3, keywords=["range:2", "energy_drain"])
TALL = character("tall", 1, 2)  # level 2: A2 D3; level 1: A1 D2


def test_range_damage_stays_and_an_energy_drain_spin_down_then_kos_the_blocker() -> None:
    """Range (002:L777) deals 2 when Michele's die attacks, before blockers: Chris's level-2
    die (D3) survives it. It blocks; Energy Drain (000:L781) "After blockers are assigned,
    spin each character engaged with a character die with Energy Drain down one level": at
    level 1 (D2) its 2 damage KOs it (DM-16.2: "a die with 3D and 2 damage that spins down
    to a 2D level is KO'd"). The attacker is still blocked (DM-9.5): Chris takes nothing."""
    g = Game(
        teams=((("rangeddrainer", 2),), (("tall", 2),)),
        cards=cards_with(RANGED_DRAINER, TALL),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    g.give(0, "p1:rangeddrainer:1", to="field", face=0)
    g.give(1, "p2:tall:1", to="field", face=1)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.pass_all()
    a, bl = "p1:rangeddrainer:1", "p2:tall:1"
    g.attack(a)
    g.target(bl)
    assert g.state.dice[bl].damage == 2 and bl in g.zone(1, "field")
    g.block((bl, a))
    assert bl in g.zone(1, "prep")
    g.pass_all()
    assert g.life(1) == 10 and a in g.zone(0, "field")


def test_no_attack_means_no_global_window_for_the_inactive_player() -> None:
    """DM-8.25: "If the active player does not wish to attack, the turn will immediately
    end—there will not be an Attack Step, which means ... neither player will be able to use
    any energy on Global Abilities." Chris, holding saved energy, gets priority in Michele's
    Main Step but none once she declares no attackers; her turn ends."""
    g = _sting_combat(RUNNER, chris_field=1)
    events = g.attack()
    assert g.state.turn == 2 and g.state.active == 1
    assert not [e for e in events if isinstance(e, ev.GlobalUsed)]
    assert c(1) in g.zone(1, "used")  # cleared at the start of his turn (DM-6.1)


# --- Regenerate in the Fast phase (000:L785, 000:L801) -----------------------------------------

TROLL = character("troll2", 3, 1, keywords=["regenerate"])  # A3 D1
FAST_WALL = character("fastwall2", 1, 2, keywords=["fast"])  # A1 D2


def test_a_regenerated_attacker_leaves_combat_and_deals_no_regular_damage() -> None:
    """Fast (000:L785): the Fast blocker deals its damage "before other character dice"; it
    KOs Michele's A3 D1 attacker, whose Regenerate (000:L801) replaces the KO: "roll it. If
    you roll a character face, return it to the field on the rolled face (but not the Attack
    Zone)". Out of combat, it deals nothing at the regular time: Chris's blocker survives
    and returns to his Field Zone (DM-9.13)."""
    g = face_off([TROLL], [FAST_WALL])
    a, bl = "p1:troll2:1", "p2:fastwall2:1"
    g.attack(a)
    g.block((bl, a))
    events = g.pass_all()
    assert ev.DieDamaged(a, 1, bl, True) in events
    assert (g.pending.kind, g.pending.dice) == ("roll", (a,))
    events += g.roll({a: 0})
    assert not [e for e in of_type(events, ev.DieDamaged) if e.source == a]
    assert a in g.zone(0, "field") and bl in g.zone(1, "field")


def test_a_regenerated_fast_victim_blocker_takes_no_regular_damage_and_deals_none() -> None:
    """The same from the other side: Michele's Fast attacker KOs Chris's Regenerate blocker
    in the Fast phase; rolled to a character face it returns to his Field Zone, not the
    Attack Zone, so it deals no damage at the regular time; the attacker stays blocked
    (DM-9.5) and Chris takes nothing."""
    fast = character("fasthitter", 2, 3, keywords=["fast"])  # A2 D3
    troll = character("trollwall", 3, 2, keywords=["regenerate"])  # A3 D2
    g = face_off([fast], [troll])
    a, bl = "p1:fasthitter:1", "p2:trollwall:1"
    g.attack(a)
    g.block((bl, a))
    events = g.pass_all()
    assert (g.pending.kind, g.pending.dice) == ("roll", (bl,))
    events += g.roll({bl: 0})
    assert not [e for e in of_type(events, ev.DieDamaged) if e.source == bl]
    assert bl in g.zone(1, "field") and a in g.zone(0, "field")
    assert g.life(1) == 10


# --- Limited Globals brought by both players (DM-8.19, 000:L603) -------------------------------

PING_ONCE = make_card(
    "pingonce",
    kind="basic_action",
    cost=2,
    globals=[{"cost": 1, "once_per_turn": True,
              "text": "Global: Pay 1, once per turn: deal 1 damage to your opponent.",
              "effects": [{"op": "deal_damage", "amount": 1, "target": "opponent"}]}],
)  # fmt: skip


def _ping_game(chris_brings: str) -> Game:
    g = Game(bacs=(("pingonce",), (chris_brings,)), cards=cards_with(PING_ONCE))
    g.start()
    g.begin({m(1): FIST, m(2): BOLT, m(3): MASK}, oop=m(4))
    return g


def test_a_limited_global_both_players_brought_is_used_once_per_copy() -> None:
    """DM-8.19 (000:L603): "If both you and your opponent brought the same Limited Global
    Ability, they may each be used separately (since your cards and your opponent's are
    always considered different)"; DM-8.16: a Global on an opponent's card is yours to use
    too. Both brought the once-per-turn Ping: Michele uses it twice this turn (her copy and
    Chris's), not a third time."""
    g = _ping_game("pingonce")
    g.use_global("pingonce", (m(1), "fist"))
    g.use_global("pingonce", (m(2), "bolt"))
    assert g.life(1) == 8
    g.refuse(
        A.UseGlobal(player=0, card="pingonce", ability=0, paid=((m(3), ("mask",)),)),
        E.GLOBAL_LIMIT,
    )


def test_a_limited_global_on_one_card_is_used_once() -> None:
    """The control case: only Michele brought Ping; once per turn is once."""
    g = _ping_game("counterstrike")
    g.use_global("pingonce", (m(1), "fist"))
    g.refuse(
        A.UseGlobal(player=0, card="pingonce", ability=0, paid=((m(2), ("bolt",)),)),
        E.GLOBAL_LIMIT,
    )


# --- the Reserve Pool at the end of the turn (DM-10.2, 000:L176, 000:L421) --------------------

DRAW_ONE = action_card(
    "drawone", {"text": "Draw a die.", "effects": [effect("draw", "you", amount=1)]}
)


def test_a_character_die_drawn_after_the_main_step_does_not_stay_in_the_reserve_pool() -> None:
    """DM-20.3: "If you roll a character face after your Main Step, you will not be able to
    field it"; 000:L421: "The only dice remaining in your Reserve Pool at this time should be
    dice showing energy faces"; 000:L176: "During your opponent's turn, only Energy dice can
    be in the Reserve Pool". Michele draws a die in the Action/Global window and rolls its
    character face: at the end of her turn it goes to her Used Pile like an unfielded
    character (DM-8.11), not into Chris's turn in her Reserve Pool."""
    g = Game(bacs=(("drawone",), ("counterstrike",)), cards=cards_with(DRAW_ONE),
             first_player_may_attack_first_turn=True)  # fmt: skip
    g.start()
    g.give(0, bac("drawone", 1))
    g.begin({bac("drawone", 1): 0, m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    g.field(m(1))
    g.pass_all()
    g.attack(m(1))
    assert g.state.step.value == "action_global_window"
    g.do(A.UseActionDie(player=0, die=bac("drawone", 1)))
    drawn = sorted(g.zone(0, "bag"))[0]
    g.draw(drawn, to="reserve")
    g.roll({drawn: CHAR})
    g.refuse(A.Field(player=0, die=drawn), E.TURN_WRONG_STEP)
    g.pass_all()
    assert g.state.turn == 2
    assert g.zone(0, "reserve") == {m(2), m(3)}
    assert drawn in g.zone(0, "used")


# --- virtual energy does not outlive the turn (DM-2.5, DM-8.21) ------------------------------

BATTERY = character(
    "battery",
    1,
    1,
    abilities=[{"trigger": "when_kod", "text": "When KO'd, gain 1 energy.",
                "effects": [{"op": "gain_virtual_energy", "amount": 1, "target": "you"}]}],
)  # fmt: skip
PING = make_card(
    "ping2",
    kind="basic_action",
    cost=2,
    globals=[{"cost": 1, "text": "Global: Pay 1: deal 1 damage to your opponent.",
              "effects": [{"op": "deal_damage", "amount": 1, "target": "opponent"}]}],
)  # fmt: skip


def test_virtual_energy_gained_after_the_last_pass_is_lost_with_the_turn() -> None:
    """DM-2.5: virtual energy "must be spent before you 'pass priority' ... or it will be
    lost" (000:L301); DM-8.22: on the opponent's turn a player may "use energy they have
    saved" in the Reserve Pool, and "only Energy dice can be in the Reserve Pool" then
    (000:L176). Michele's die KO'd in combat gives her 1 energy after her last priority
    window: she cannot keep it for a Global in Chris's turn."""
    g = Game(
        teams=((("battery", 2),), (("madelyne-pryor-anodyne", 2),)),
        bacs=(("ping2",), ("counterstrike",)),
        cards=cards_with(BATTERY, PING),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    a = "p1:battery:1"
    g.give(0, a, to="field", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({m(1): MASK, m(2): MASK, m(3): MASK}, oop=m(4))
    g.arrange(0, "used", [m(1), m(2), m(3)])  # no saved energy: only the virtual one
    g.pass_all()
    g.attack(a)
    g.block((c(5), a))
    g.pass_all()
    assert g.state.turn == 2 and g.virtual(0) == 0
    g.begin({c(1): FIST, c(2): BOLT, c(3): MASK, c(4): SHIELD, c(5): FIST})
    g.pass_()
    assert not (g.pending.kind == "priority" and g.pending.player == 0)


# --- Reactive Globals, once per triggering event (DM-8.19, 000:L605) ----------------------------

SWEEP = action_card(
    "sweep",
    {"text": "Deal 1 damage to each opposing character die.",
     "effects": [effect("deal_damage", "all_opposing_characters", amount=1)]},
)  # fmt: skip


def test_a_reactive_global_is_paid_once_for_each_die_damaged_at_once() -> None:
    """DM-8.19 (000:L605): "if a Global Ability allows you to pay when one of your character
    dice is damaged to prevent 1 damage, and three of your character dice are damaged
    simultaneously, you may pay (up to) 3 to prevent 1 damage from each". Michele's action
    deals 1 to each of Chris's three Sidekicks; he is offered Aegis once per die, pays three
    times and all three survive."""
    g = reactive_game(SWEEP, chris_energy=3)
    g.arrange(1, "field", [c(6), c(7)], face=CHAR)
    g.do(A.UseActionDie(player=0, die=bac("sweep", 1)))
    paid = 0
    while g.pending.kind == "react":
        assert (g.pending.player, g.pending.options) == (1, ("aegis:0",))
        paid += 1
        g.do(A.React(player=1, card="aegis", ability=0, paid=((c(paid), ("fist",)),)))
    assert paid == 3
    assert {c(5), c(6), c(7)} <= g.zone(1, "field")
    assert all(g.state.dice[d].damage == 0 for d in (c(5), c(6), c(7)))


REROLL_MINE = action_card(
    "rerollmine",
    {"text": "Reroll target character die you control.",
     "effects": [effect("reroll", "target_your_die")]},
)  # fmt: skip


def test_an_attacker_rerolled_to_a_higher_level_in_the_window_fights_on_that_face() -> None:
    """DM-22.1, DM-22.2: a fielded die rerolled to another character face "remains in the
    Field Zone on its new face and never 'left the Field Zone'" (000:L683) — and the Attack
    Zone is part of it (000:L180): Michele's blocked level-1 attacker (A1 D1), rerolled in
    the Action/Global window to level 3 (A3 D3), is still attacking and KOs its D1 blocker
    while surviving the blocker's 1."""
    g = Game(
        teams=((("twolevel", 2),), (("madelyne-pryor-anodyne", 2),)),
        bacs=(("rerollmine",), ("counterstrike",)),
        cards=cards_with(TWO_LEVEL, REROLL_MINE),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    a = "p1:twolevel:1"
    g.give(0, a, to="field", face=0)
    g.give(0, bac("rerollmine", 1))
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({bac("rerollmine", 1): 0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.pass_all()
    g.attack(a)
    g.block((c(5), a))
    g.do(A.UseActionDie(player=0, die=bac("rerollmine", 1)))
    if g.pending.kind == "choose_target":
        g.target(a)
    g.roll({a: 2})
    assert g.face(a) == 2 and a in g.zone(0, "attack")
    events = g.pass_all()
    assert ev.DieDamaged(c(5), 3, a, True) in events
    assert c(5) in g.zone(1, "prep") and a in g.zone(0, "field")


# --- Cleave and Frag on one die (003:L629, 002:L767); draws with nothing to draw --------------

CLEAVE_FRAG = character("cleavefrag", 4, 3, keywords=["cleave", "frag"])  # A4 D3


def test_cleave_and_frag_damage_add_up_on_a_die_that_did_not_block() -> None:
    """Cleave: "If a die with Cleave attacks and KOs a blocking character die with combat
    damage, they deal half of their A (rounded down) to another character die your opponent
    controls"; Frag: "deal 1 damage to all opposing character dice that didn't block this
    turn (before damage is cleared)". Both follow the KO of Chris's blocker; his other die
    (D1 +2D = D3) takes Frag's 1 and Cleave's 2: cumulative damage KOs it (DM-9.12), in
    whichever order Michele resolves them (DM-15.2)."""
    g = face_off([CLEAVE_FRAG], [], chris_field=2)
    a = "p1:cleavefrag:1"
    boost(g, c(6), defense=2)
    g.attack(a)
    g.block((c(5), a))
    g.pass_all()
    for _ in range(4):
        if g.state.over or g.pending.kind not in ("order_triggers", "choose_target"):
            break
        if g.pending.kind == "order_triggers":
            g.do(A.ChooseTrigger(player=0, index=0))
        else:
            g.target(c(6))
    assert c(5) in g.zone(1, "prep") and c(6) in g.zone(1, "prep")
    dealt = [e.amount for e in of_type(g.events, ev.DieDamaged) if e.die == c(6)]
    assert sorted(dealt) == [1, 2]


def test_a_draw_effect_with_an_empty_bag_and_used_pile_draws_nothing_and_costs_no_life() -> None:
    """000:L170-172: refill the bag from the Used Pile "(NOT including Out of Play)"; with
    both empty there is nothing to draw: the effect does as much as it can (DM-12.3), and the
    life loss of DM-6.4 belongs to the Clear and Draw Step's four dice ("If you are unable
    to draw the required four dice", 000:L321), not to an effect's draw."""
    g = action_game(FORESIGHT)
    g.arrange(0, "prep", sorted(g.zone(0, "bag")))
    events = g.do(A.UseActionDie(player=0, die=bac("foresight2", 1)))
    assert not of_type(events, ev.LifeLost) and g.life(0) == 10
    assert g.pending.kind == "priority" and g.virtual(0) == 0


def test_a_sidekick_character_face_is_fielded_for_nothing_and_energy_cannot_be_added() -> None:
    """DM-1.7/DM-8.10: the Sidekick character face costs 0 to field ("the Fielding Cost may
    be 0", 000:L90); DM-8.2: "You can never choose to spend energy for no reason". Paying a
    Fist for it is refused; fielding it for nothing spends nothing."""
    g = Game()
    g.start()
    g.begin({m(1): CHAR, m(2): FIST, m(3): BOLT}, oop=m(4))
    g.refuse(A.Field(player=0, die=m(1), paid=((m(2), ("fist",)),)), E.ENERGY_OVERPAID)
    g.field(m(1))
    assert m(1) in g.zone(0, "field") and g.zone(0, "reserve") == {m(2), m(3)}


# --- "when damaged" before the KO (DM-9.11, 000:L415) -----------------------------------------

TOUGHEN = character(
    "toughen",
    1,
    2,
    abilities=[{"trigger": "when_damaged", "text": "When this die is dealt damage, it gets +2D.",
                "effects": [{"op": "modify_defense", "amount": 2, "target": "this_die"}]}],
)  # fmt: skip


def test_a_when_damaged_bonus_resolves_before_the_ko_and_saves_the_die() -> None:
    """DM-9.11 (000:L415): "Once all damage has been assigned, resolve any 'when damaged'
    effects ... Any dice that have taken damage equal to or above their Defense Value are
    KO'd": Chris's A1 D2 blocker takes Michele's lethal 2, its "when damaged" +2D resolves
    first (D4), and it survives, back in his Field Zone (DM-9.13)."""
    hitter = character("hitter2", 2, 3)  # A2 D3
    g = face_off([hitter], [TOUGHEN])
    a, bl = "p1:hitter2:1", "p2:toughen:1"
    g.attack(a)
    g.block((bl, a))
    g.pass_all()
    assert bl in g.zone(1, "field")
    assert not [e for e in g.events if isinstance(e, ev.DiceKnockedOut) and bl in e.dice]


def test_fast_damage_too_resolves_when_damaged_before_the_ko() -> None:
    """Fast (000:L785) only moves when combat damage is dealt: "deal combat damage before
    other character dice"; what follows damage stays in order (DM-9.11, 000:L415: "when
    damaged" effects, then the KO). Michele's Fast A2 attacker deals Chris's A1 D2 blocker
    lethal damage in the Fast phase; its "when damaged" +2D resolves before the KO, so it
    survives and strikes back at the regular time."""
    fast = character("fast2", 2, 3, keywords=["fast"])  # A2 D3
    g = face_off([fast], [TOUGHEN])
    a, bl = "p1:fast2:1", "p2:toughen:1"
    g.attack(a)
    g.block((bl, a))
    events = g.pass_all()
    assert not [e for e in g.events if isinstance(e, ev.DiceKnockedOut) and bl in e.dice]
    assert bl in g.zone(1, "field")
    assert ev.DieDamaged(a, 1, bl, True) in events


# --- 2014: "apply the effect and then move the action die" (001:L331-332) ---------------------


def test_2014_an_action_die_is_not_in_the_used_pile_while_its_effect_applies() -> None:
    """001:L331-332 (2014 rules, no Out of Play): "apply the effect and then move the action
    die from your reserve pool to your used pile". Michele's bag is empty and her Used Pile
    holds one bought die; her action "draw a die" refills the bag with that die alone, not
    with the action die still being used."""
    g = Game(bacs=(("foresight2",), ("counterstrike",)), cards=cards_with(FORESIGHT),
             rules="dm-2014")  # fmt: skip
    g.start()
    g.give(0, bac("foresight2", 1))
    g.begin({bac("foresight2", 1): 0, m(1): CHAR, m(2): FIST, m(3): FIST, m(4): FIST})
    g.arrange(0, "prep", sorted(g.zone(0, "bag")))
    g.buy("foresight2", (m(2), "fist"))
    events = g.do(A.UseActionDie(player=0, die=bac("foresight2", 1)))
    refills = of_type(events, ev.BagRefilled)
    assert refills and bac("foresight2", 1) not in refills[0].dice
