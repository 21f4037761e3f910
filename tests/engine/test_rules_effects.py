"""Abilities in whole-game situations, for the DIGEST rules no other test cites (DM-5.2,
DM-8.13, DM-8.15, DM-8.20, DM-9.2, DM-9.4, DM-9.10, DM-12.1, DM-12.3, DM-12.6, DM-12.7,
DM-13.1, DM-13.3, DM-15.1, DM-16.3, DM-17.1, DM-22.4, DM-22.5), with cards of our own set
(`ocr`) where one fits and test cards where none does."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.stats import stats

from .helpers import (
    ACTION0,
    ACTION1,
    ACTION2,
    BOLT,
    CHAR,
    FIST,
    JUBILEE,
    MASK,
    SHIELD,
    Game,
    bac,
    c,
    cards_with,
    die,
    m,
    make_card,
    of_type,
)


def table(
    mine: Sequence[str] = (),
    theirs: Sequence[str] = (),
    bacs: Sequence[str] = ("39ocr",),
    their_bacs: Sequence[str] | None = None,
    extra: Sequence[Mapping[str, Any]] = (),
    chris_sidekicks: int = 0,
    attack_first_turn: bool = True,
    **options: Any,
) -> Game:
    """Michele's first turn: one die of each card of `mine` in her Field Zone at level 1
    (dice of a card listed twice: copies 1, 2), one of each of `theirs` in Chris's, and
    `chris_sidekicks` of his Sidekicks (5, 6, ...) as characters in his Field Zone; the
    Basic Action Cards `bacs` (Chris's: `their_bacs`, by default the same). Not rolled yet."""
    teams = (
        tuple((card, list(mine).count(card)) for card in dict.fromkeys(mine)) or (("53ocr", 1),),
        tuple((card, 1) for card in dict.fromkeys(theirs)) or (("53ocr", 1),),
    )
    g = Game(
        teams=teams,
        bacs=(tuple(bacs), tuple(bacs if their_bacs is None else their_bacs)),
        cards=cards_with(*extra),
        first_player_may_attack_first_turn=attack_first_turn,
        **options,
    )
    g.start()
    for player, chosen in ((0, mine), (1, theirs)):
        seen: dict[str, int] = {}
        for card in chosen:
            seen[card] = seen.get(card, 0) + 1
            g.give(player, die(player, card, seen[card]), to="field", face=0)
    g.arrange(1, "field", [c(n) for n in range(5, 5 + chris_sidekicks)], face=CHAR)
    return g


def roll_sidekicks(g: Game, *extra: tuple[str, int]) -> None:
    """Michele's dice: `extra` (already given to her Prep Area) and m1-m3 on fist, bolt,
    mask; m4 Out of Play (the first turn)."""
    g.begin({**dict(extra), m(1): FIST, m(2): BOLT, m(3): MASK}, oop=m(4))


def test_start_of_turn_abilities_happen_before_clear_and_draw():
    """ "At the start of your turn" effects happen before the Clear and Draw Step (DM-5.2,
    000:L313, 000:L847): Jolt Pippin's life comes before Chris's turn clears and draws."""
    g = table(mine=["12ocr"])
    g.hurt(0, 3)
    g.arrange(1, "reserve", [c(8)], face=FIST)  # Chris's saved energy, cleared at his turn
    roll_sidekicks(g)
    events = g.pass_all()
    events += g.attack()
    assert g.pending.kind == "draw" and g.pending.player == 1
    began = events.index(ev.TurnBegan(2, 1))
    gained = events.index(ev.LifeGained(0, 1))
    clear = events.index(ev.DiceMoved(1, (c(8),), "used", "clear"))
    assert began < gained < clear
    assert g.life(0) == 8


def in_order(g: Game, events: list[ev.Event]) -> list[ev.Event]:
    """Resolve simultaneous triggers in the order offered (the controller's choice)."""
    while g.pending.kind == "order_triggers":
        events += g.do(A.ChooseTrigger(player=g.pending.player, index=0))
    return events


def test_when_attacks_triggers_once_per_attacking_die_after_all_are_declared():
    """Every "when attacks" ability triggers after all attackers are declared, one trigger
    per attacking die; they resolve one at a time, each fully before the next (DM-9.2,
    DM-15.1, 000:L389-391, 000:L609-611): two Sable Knuckles each get their +2A."""
    g = table(mine=["4ocr", "4ocr"])
    roll_sidekicks(g)
    g.pass_all()
    one, two = die(0, "4ocr", 1), die(0, "4ocr", 2)
    events = in_order(g, g.attack(one, two))
    kinds = [type(e) for e in events if not isinstance(e, ev.StepBegan | ev.PriorityGiven)]
    assert kinds[:3] == [ev.AttackersDeclared, ev.AbilityTriggered, ev.AbilityTriggered]
    assert kinds.count(ev.AbilityTriggered) == 2
    resolved = [e for e in events if isinstance(e, ev.StatsModified | ev.AbilityResolved)]
    assert [type(e) for e in resolved] == [ev.StatsModified, ev.AbilityResolved] * 2
    assert {e.die for e in of_type(events, ev.StatsModified)} == {one, two}
    assert stats(g.state, g.state.dice[one]) == stats(g.state, g.state.dice[two]) == (4, 3)


def test_block_triggers_resolve_the_active_players_first():
    """After blockers are declared, "when blocked" and "when blocks" abilities trigger per
    die; all of the active player's resolve first, then the inactive player's (DM-9.4,
    000:L397): Volt Mireille (blocked: 1 damage to the opponent) before Bastion Kell (blocks:
    +2D), although Chris's blocker is declared last."""
    g = table(mine=["8ocr"], theirs=["19ocr"])
    roll_sidekicks(g)
    g.pass_all()
    volt, bastion = die(0, "8ocr", 1), die(1, "19ocr", 1)
    g.attack(volt)
    events = g.block((bastion, volt))
    resolved = [(e.controller, e.card) for e in of_type(events, ev.AbilityResolved)]
    assert resolved == [(0, "8ocr"), (1, "19ocr")]
    assert events.index(ev.PlayerDamaged(1, 1, volt, False)) < events.index(
        ev.StatsModified(bastion, 0, 2, "19ocr")
    )
    assert stats(g.state, g.state.dice[bastion]) == (1, 5)


def test_a_blocker_deals_all_its_attack_to_the_die_it_blocks_and_the_excess_is_wasted():
    """Blockers assign all their A to the attacker they block; damage over its D is wasted:
    none reaches the attacking player (DM-9.10, 000:L413). Old Crank (A5) blocks a Sidekick."""
    g = table(theirs=["5ocr"])
    g.arrange(0, "field", [m(5)], face=CHAR)
    roll_sidekicks(g)
    g.pass_all()
    crank = die(1, "5ocr", 1)
    g.attack(m(5))
    g.block((crank, m(5)))
    events = g.pass_all()
    assert ev.DieDamaged(m(5), 5, crank, True) in events
    assert not of_type(events, ev.PlayerDamaged) and g.life(0) == 10
    assert m(5) in g.zone(0, "prep")


ARRIVE = make_card(
    "arrive",
    kind="action",
    faces=[
        {"kind": "action"},
        {"kind": "action", "bursts": 1},
        {"kind": "action", "bursts": 2},
        {"kind": "energy", "symbols": ["mask"]},
        {"kind": "energy", "symbols": ["mask"]},
        {"kind": "energy", "symbols": ["mask", "mask"]},
    ],
    abilities=[
        {
            "trigger": "action",
            "text": "Move target character die you control from your Reserve Pool to your "
            "Field Zone.",
            "effects": [
                {
                    "op": "move_die",
                    "target": "target_your_die",
                    "zone": "field",
                    "filters": [["zone", "reserve"]],
                }
            ],
        }
    ],
)


def test_a_die_moved_into_the_field_zone_is_not_fielded():
    """Only effects that say "field" trigger "when fielded": a die moved into the Field Zone
    by an effect is not fielded (DM-8.13, 000:L639). Jubilee's when-fielded damage does not
    happen; paid for, it does."""
    g = Game(teams=(((JUBILEE, 2), ("arrive", 1)), (("53ocr", 1),)), cards=cards_with(ARRIVE))
    g.start()
    jub1, jub2, arrive = die(0, JUBILEE, 1), die(0, JUBILEE, 2), die(0, "arrive", 1)
    for d in (jub1, jub2, arrive):
        g.give(0, d)
    g.begin({jub1: CHAR, jub2: CHAR, arrive: ACTION0, m(1): FIST, m(2): BOLT, m(3): MASK}, oop=m(4))
    g.do(A.UseActionDie(player=0, die=arrive))
    events = g.target(jub1)
    assert jub1 in g.zone(0, "field")
    assert not of_type(events, ev.AbilityTriggered) and g.life(1) == 10
    events = g.field(jub2, (m(2), "bolt"))
    assert of_type(events, ev.AbilityTriggered) and g.life(1) == 8


FLASH = "36ocr"  # 1 damage to target opposing die; (burst) also 1 damage to your opponent


def test_the_bursts_of_an_action_face_add_their_text():
    """An action face's bursts apply the card's matching burst text (DM-8.15, DM-17.3,
    000:L363): Flashbang Volley on its burst face also damages the opponent; on its plain
    action face it does not."""
    g = table(mine=[FLASH, FLASH], theirs=["53ocr"])
    plain, burst = die(0, FLASH, 1), die(0, FLASH, 2)
    g.arrange(0, "prep", [plain, burst])
    g.begin({plain: ACTION0, burst: ACTION1, m(1): FIST, m(2): BOLT, m(3): MASK}, oop=m(4))
    pell = die(1, "53ocr", 1)
    g.do(A.UseActionDie(player=0, die=plain))
    events = g.target(pell)
    assert not of_type(events, ev.PlayerDamaged)
    g.arrange(1, "field", [pell], face=0)
    events = in_order(g, g.do(A.UseActionDie(player=0, die=burst)))
    if g.pending.kind == "choose_target":
        events += in_order(g, g.target(pell))
    assert ev.PlayerDamaged(1, 1, burst, False) in events


TWO_BURSTS = make_card(
    "two-bursts",
    kind="action",
    faces=ARRIVE["faces"],
    abilities=[
        {
            "trigger": "action",
            "text": "You gain 1 life.",
            "effects": [{"op": "gain_life", "amount": 1, "target": "you"}],
        },
        {
            "trigger": "action",
            "text": "(one burst) Your opponent loses 1 life.",
            "effects": [{"op": "lose_life", "amount": 1, "target": "opponent"}],
            "bursts": [1],
        },
        {
            "trigger": "action",
            "text": "(two bursts) Your opponent loses 3 life.",
            "effects": [{"op": "lose_life", "amount": 3, "target": "opponent"}],
            "bursts": [2],
        },
    ],
)


def test_a_single_burst_and_a_double_burst_match_only_their_own_text():
    """One burst is not two: a single-burst face gets the one-burst text only, a double-burst
    face the two-burst text only (DM-17.1, DM-17.2, 000:L641-645)."""
    g = Game(teams=((("two-bursts", 2),), (("53ocr", 1),)), cards=cards_with(TWO_BURSTS))
    g.start()
    one, two = die(0, "two-bursts", 1), die(0, "two-bursts", 2)
    g.give(0, one)
    g.give(0, two)
    g.begin({one: ACTION1, two: ACTION2, m(1): FIST, m(2): BOLT, m(3): MASK}, oop=m(4))
    events = in_order(g, g.do(A.UseActionDie(player=0, die=one)))
    assert of_type(events, ev.LifeLost) == [ev.LifeLost(1, 1, "two-bursts")]
    events = in_order(g, g.do(A.UseActionDie(player=0, die=two)))
    assert of_type(events, ev.LifeLost) == [ev.LifeLost(1, 3, "two-bursts")]
    assert g.life(1) == 6


def test_a_global_gives_an_applied_effect_never_a_static_one():
    """Globals take place only when paid: Rally Cry on the table gives nothing by itself;
    paid, its +1A is an applied bonus on the die that Cleanup ends (DM-8.20, DM-14.1,
    000:L599)."""
    g = table(mine=["53ocr"])
    roll_sidekicks(g)
    pell = die(0, "53ocr", 1)
    assert stats(g.state, g.state.dice[pell]) == (1, 1)
    g.use_global("39ocr", (m(1), "fist"))
    g.target(pell)
    assert stats(g.state, g.state.dice[pell]) == (2, 1)
    assert [(x.attack, x.source) for x in g.state.dice[pell].modifiers] == [(1, "39ocr")]
    g.pass_all()
    g.attack()
    assert stats(g.state, g.state.dice[pell]) == (1, 1)


def test_card_text_that_says_cannot_beats_the_rule_that_says_may():
    """Card text supersedes the rules, and "can't" beats "can" (DM-12.1, 000:L567): the rules
    let Chris block any attacker (DM-9.3); Smoke and Mirrors says this one cannot be blocked."""
    g = table(mine=["53ocr"], bacs=("44ocr",), chris_sidekicks=1)
    smoke = bac("44ocr", 1)
    g.give(0, smoke)
    roll_sidekicks(g, (smoke, ACTION0))
    pell = die(0, "53ocr", 1)
    g.do(A.UseActionDie(player=0, die=smoke))
    g.target(pell)
    g.pass_all()
    g.attack(pell)
    assert g.life(1) == 9  # no block was possible: Chris's only block was refused


def test_do_as_much_as_you_can():
    """Same effects with too few dice: do as much as possible (DM-12.3, 000:L571).
    Reinforcements on its burst face preps two Sidekicks from the Used Pile; with one
    there, it preps that one."""
    g = table(bacs=("42ocr",))
    rein = bac("42ocr", 1)
    g.give(0, rein)
    g.arrange(0, "used", [m(8)])
    roll_sidekicks(g, (rein, ACTION1))
    events = in_order(g, g.do(A.UseActionDie(player=0, die=rein)))
    assert ev.DiceMoved(0, (m(8),), "prep", "42ocr") in events
    assert g.zone(0, "prep") == {m(8)}


def test_life_gained_stops_at_the_starting_life():
    """A player cannot gain life beyond the starting amount (DM-12.6, DM-11.3, 000:L577):
    Patch Up's 2 life at 9 of 10 gains 1."""
    g = table(bacs=("40ocr",))
    patch = bac("40ocr", 1)
    g.give(0, patch)
    g.hurt(0, 1)
    roll_sidekicks(g, (patch, ACTION0))
    events = in_order(g, g.do(A.UseActionDie(player=0, die=patch)))
    assert of_type(events, ev.LifeGained) == [ev.LifeGained(0, 1)]
    assert g.life(0) == 10


def test_your_cards_are_not_your_opponents_cards_even_with_the_same_name():
    """A card naming a character means that player's own: Marta Vell gets +1A while *her
    controller's* Brick Halloran is active, not the opponent's (DM-12.7, 000:L579)."""
    g = table(mine=["2ocr"], theirs=["1ocr"])
    marta = die(0, "2ocr", 1)
    assert stats(g.state, g.state.dice[marta]) == (1, 2)
    g = table(mine=["2ocr", "1ocr"], theirs=["1ocr"])
    assert stats(g.state, g.state.dice[marta]) == (2, 2)


def test_a_reference_to_a_type_of_die_covers_both_players():
    """An effect on a type of die (Sidekicks) covers both players' dice unless the card says
    otherwise (DM-12.7, 000:L579)."""
    everyone = make_card(
        "everyone",
        kind="basic_action",
        faces=ARRIVE["faces"],
        abilities=[
            {
                "trigger": "action",
                "text": "Deal 1 damage to each Sidekick character die.",
                "effects": [
                    {
                        "op": "deal_damage",
                        "amount": 1,
                        "target": "all_characters",
                        "filters": [["sidekick", True]],
                    }
                ],
            }
        ],
    )
    g = table(mine=["53ocr"], bacs=("everyone",), extra=[everyone], chris_sidekicks=1)
    g.arrange(0, "field", [m(5)], face=CHAR)
    g.give(0, bac("everyone", 1))
    roll_sidekicks(g, (bac("everyone", 1), ACTION0))
    events = g.do(A.UseActionDie(player=0, die=bac("everyone", 1)))
    hit = {e.die for e in of_type(events, ev.DieDamaged)}
    assert hit == {m(5), c(5)}  # both players' Sidekicks; not Pell Marrow


def test_a_targeting_effect_affects_the_one_die_its_controller_chooses():
    """ "Target" picks a specific die (DM-13.1, 000:L583): Cheap Shot offers each opposing
    character die in the Field Zone and hits only the chosen one."""
    g = table(theirs=["53ocr"], bacs=("41ocr",), chris_sidekicks=1)
    shot = bac("41ocr", 1)
    g.give(0, shot)
    roll_sidekicks(g, (shot, ACTION0))
    g.do(A.UseActionDie(player=0, die=shot))
    pell = die(1, "53ocr", 1)
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {pell, c(5)}
    events = g.target(pell)
    assert [e.die for e in of_type(events, ev.DieDamaged)] == [pell]


def test_an_effect_on_each_die_is_not_targeting_and_only_reaches_the_field_zone():
    """ "Each opposing character die" asks for no choice and hits every one in the Field
    Zone, none elsewhere (DM-13.3, 000:L587): Scatter Shot."""
    g = table(theirs=["53ocr"], bacs=("46ocr",), chris_sidekicks=2)
    scatter = bac("46ocr", 1)
    g.give(0, scatter)
    g.arrange(1, "prep", [c(1)])
    roll_sidekicks(g, (scatter, ACTION0))
    events = g.do(A.UseActionDie(player=0, die=scatter))
    assert not of_type(events, ev.TargetChosen) and g.pending.kind == "priority"
    hit = {e.die for e in of_type(events, ev.DieDamaged)}
    assert hit == {die(1, "53ocr", 1), c(5), c(6)}


def test_an_applied_bonus_is_lost_when_the_die_is_knocked_out():
    """Applied bonuses last until Cleanup, or until the die is KO'd (DM-16.3, DM-14.1,
    000:L629): a Sidekick with Rally Cry's +2A is KO'd in combat and comes back to the Prep
    Area with no bonus."""
    g = table(theirs=["5ocr"], bacs=("39ocr",))
    g.arrange(0, "field", [m(5)], face=CHAR)
    rally = bac("39ocr", 1)
    g.give(0, rally)
    roll_sidekicks(g, (rally, ACTION0))
    g.do(A.UseActionDie(player=0, die=rally))
    g.target(m(5))
    assert stats(g.state, g.state.dice[m(5)]) == (3, 1)
    g.pass_all()
    g.attack(m(5))
    g.block((die(1, "5ocr", 1), m(5)))
    g.pass_all()
    assert m(5) in g.zone(0, "prep") and g.state.dice[m(5)].modifiers == ()


REROLL = make_card(
    "shake-up",
    kind="basic_action",
    faces=ARRIVE["faces"],
    abilities=[
        {
            "trigger": "action",
            "text": "Reroll target die you control.",
            "effects": [{"op": "reroll", "target": "target_your_die"}],
        },
        {
            "trigger": "action",
            "text": "(burst) Reroll target die in your Reserve Pool.",
            "effects": [
                {"op": "reroll", "target": "target_your_die", "filters": [["zone", "reserve"]]}
            ],
            "bursts": [1, 2],
            "burst_mode": "replace",
        },
    ],
)


def test_a_character_rerolled_to_energy_loses_its_applied_effects():
    """A fielded character rerolled to an energy face goes to the Reserve Pool and loses all
    its applied and persistent effects (DM-22.4, DM-22.1, 000:L683-685)."""
    g = table(mine=["53ocr"], bacs=("shake-up",), their_bacs=("39ocr",), extra=[REROLL])
    pell = die(0, "53ocr", 1)
    shake = bac("shake-up", 1)
    g.give(0, shake)
    roll_sidekicks(g, (shake, ACTION0))
    g.use_global("39ocr", (m(1), "fist"))  # Chris's Rally Cry: +1A, applied
    g.target(pell)
    assert g.state.dice[pell].modifiers
    g.do(A.UseActionDie(player=0, die=shake))
    g.target(pell)
    g.roll({pell: 3})  # an energy face
    assert pell in g.zone(0, "reserve")
    assert g.state.dice[pell].modifiers == ()


def test_a_partially_spent_energy_die_cannot_be_rerolled():
    """Once partially spent, an energy die is not eligible to be rerolled by any effect
    (DM-22.5, DM-8.3, 000:L341, 000:L575): Shake Up's burst offers the Reserve Pool's dice;
    the half-spent one chosen, nothing is rolled."""
    g = Game(
        teams=(((JUBILEE, 2),), (("53ocr", 1),)),
        bacs=(("shake-up",), ("shake-up",)),
        cards=cards_with(REROLL),
    )
    g.start()
    jub, other = die(0, JUBILEE, 1), die(0, JUBILEE, 2)
    shake = bac("shake-up", 1)
    for d in (jub, other, shake):
        g.give(0, d)
    g.begin({jub: 5, other: CHAR, shake: ACTION1, m(1): SHIELD, m(2): BOLT, m(3): MASK}, oop=m(4))
    g.field(other, (jub, "bolt"))  # fielding cost 1: half of the bolt-bolt face
    assert g.state.dice[jub].partially_spent
    g.do(A.UseActionDie(player=0, die=shake))
    assert g.pending.kind == "choose_target"
    events = g.target(jub)
    assert not of_type(events, ev.ChanceRequested)
    assert g.face(jub) == 3 and g.pending.kind == "priority"
