"""The 2014 rules (`dm-2014`, the Uncanny X-Men book, 001): each difference DIGEST §2 lists,
played through the engine with `GameCreated.options.rules` (games/engine/model/rulesets.py).
Each test quotes the 2014 book's line it checks."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.engine import CorruptLog, to_records
from games.engine import actions as A
from games.engine import events as ev
from games.engine.flow.turn import advance
from games.engine.log.codec import dumps_jsonl, read_jsonl
from games.engine.log.replay import replay
from games.engine.model import errors as E
from games.engine.model.actions import action_from_event
from games.engine.model.batch import Batch
from games.engine.model.errors import IllegalAction
from games.engine.model.options import check_options
from games.engine.model.rulesets import RULESETS, ruleset
from games.engine.model.state import GameOptions, Step, Termination

from .helpers import (
    ACTION0,
    BOLT,
    CHAR,
    FIST,
    GENERIC2,
    JUBILEE,
    MASK,
    SHIELD,
    WAY_OUT_WEST,
    WILD,
    Game,
    bac,
    c,
    cards_with,
    die,
    m,
    make_card,
)

OLD = {"rules": "dm-2014"}


def test_the_engine_knows_both_rulesets_and_refuses_others() -> None:
    assert set(RULESETS) == {"dm-2018", "dm-2014"}
    check_options(GameOptions(rules="dm-2014"))
    with pytest.raises(IllegalAction) as info:
        check_options(GameOptions(rules="dm-1999"))
    assert info.value.code == E.GAME_BAD_OPTION
    assert not ruleset("dm-2014").out_of_play and ruleset("dm-2018").out_of_play


def test_first_player_draws_four_on_the_first_turn() -> None:
    """001:L434: "Eric draws four dice (all sidekick dice of course) in his clear and draw
    step" (no reduced first draw, DIGEST §2.7 #67)."""
    g = Game(**OLD)
    g.start()
    assert (g.pending.kind, g.pending.count, g.pending.to) == ("draw", 4, "prep")
    g.draw(m(1), m(2), m(3), m(4))
    assert g.pending.kind == "roll" and len(g.pending.dice) == 4


def test_spent_energy_goes_to_the_used_pile_on_your_own_turn() -> None:
    """001:L226-227: "When you pay a cost, move dice representing the proper amount of
    energy from your reserve pool to your used pile" (no Out of Play, §2.4 #28-29)."""
    g = Game(**OLD)
    g.start()
    g.draw(m(1), m(2), m(3), m(4))
    g.roll({m(1): FIST, m(2): BOLT, m(3): MASK, m(4): SHIELD})
    g.reroll()
    g.buy(WAY_OUT_WEST, (m(1), "fist"), (m(2), "bolt"))
    assert {m(1), m(2)} <= g.zone(0, "used") and not g.zone(0, "oop")


def test_a_used_action_die_goes_to_the_used_pile() -> None:
    """001:L331-332: "apply the effect and then move the action die from your reserve pool
    to your used pile" (§2.7 #71)."""
    g = Game(**OLD)
    g.start()
    action = bac(WAY_OUT_WEST, 1)
    g.give(0, action)
    g.begin({action: ACTION0, m(1): CHAR, m(2): BOLT, m(3): CHAR, m(4): FIST})
    g.field(m(1))
    g.do(A.UseActionDie(player=0, die=action))
    # its effect waits for a target: the die is still in the Reserve Pool
    assert g.pending.kind == "choose_target"
    assert action in g.zone(0, "reserve") and action not in g.zone(0, "used")
    events = g.target(m(1))
    assert action in g.zone(0, "used") and not g.zone(0, "oop")
    moved = [e for e in events if isinstance(e, ev.DiceMoved) and action in e.dice]
    assert moved == [ev.DiceMoved(0, (action,), "used", "action_used")]
    assert events.index(moved[0]) > max(
        i for i, e in enumerate(events) if isinstance(e, ev.AbilityResolved)
    )  # after the effect


def test_the_unspent_part_of_a_generic_die_is_lost() -> None:
    """001:L309-311: "For generic-energy dice, any unused portion that is not immediately
    spent is lost" (no virtual energy, §2.5 #49, #52)."""
    g = Game(**OLD)
    g.start()
    g.give(0, die(0, JUBILEE, 1))
    g.give(0, bac(WAY_OUT_WEST, 1))
    g.begin(
        {
            die(0, JUBILEE, 1): CHAR,
            bac(WAY_OUT_WEST, 1): GENERIC2,
            m(1): CHAR,
            m(2): CHAR,
            m(3): CHAR,
            m(4): CHAR,
        }
    )
    g.field(die(0, JUBILEE, 1), (bac(WAY_OUT_WEST, 1), "generic"))
    assert bac(WAY_OUT_WEST, 1) in g.zone(0, "used")
    assert g.virtual(0) == 0


def test_energy_for_dice_not_drawn_stays_until_clean_up() -> None:
    """001:L258-261: "lose 1 life and gain 1 generic energy for each die below four that you
    drew"; the 2014 book has no virtual energy lost at a pass, and "All effects end" in
    Clean Up (001:L419) (docs/rulings.md, Formats (fmt))."""
    g = Game(**OLD)
    g.start()
    g.draw(m(1), m(2), m(3), m(4))
    g.roll({m(1): FIST, m(2): BOLT, m(3): MASK, m(4): SHIELD})
    g.reroll()
    g.pass_all()
    g.arrange(1, "field", [c(n) for n in range(1, 7)], face=CHAR)
    g.draw(c(7), c(8))
    assert g.life(1) == 8 and g.virtual(1) == 2
    g.roll({c(7): FIST, c(8): BOLT})
    g.reroll()
    events = g.pass_()
    assert not [e for e in events if isinstance(e, ev.VirtualEnergyLost)]
    assert g.virtual(1) == 2
    g.pass_all()
    if g.pending.kind == "declare_attackers":
        g.attack()
    lost = [e for e in g.events if isinstance(e, ev.VirtualEnergyLost)]
    assert lost == [ev.VirtualEnergyLost(1, 2)] and g.virtual(1) == 0


def test_unblocked_attackers_stay_until_clean_up_then_go_to_the_used_pile() -> None:
    """001:L416-417: "Place unblocked attacking characters in the player's used pile (even
    if the defending player managed to prevent or redirect all the damage ...)" in Clean
    Up; 001:L414: blocked characters not knocked out return to the field (§2.7 #85-86)."""
    g = Game(**OLD)
    g.start()
    g.begin({m(1): CHAR, m(2): CHAR, m(3): FIST, m(4): BOLT})
    g.field(m(1))
    g.field(m(2))
    g.pass_all()
    g.begin({c(1): CHAR, c(2): CHAR, c(3): BOLT, c(4): MASK})
    g.field(c(1))
    g.field(c(2))
    g.pass_all()
    g.attack(c(1), c(2))
    g.block((m(1), c(1)))
    events = []
    while g.state.turn == 2 and not g.state.over:
        events += g.pass_()
    moved = [e for e in events if isinstance(e, ev.DiceMoved) and e.reason == "unblocked"]
    assert g.life(0) == 9
    assert moved == [ev.DiceMoved(1, (c(2),), "used", "unblocked")]
    # not at damage, as in 2018: once combat is over, on the way to Clean Up
    damaged = next(i for i, e in enumerate(events) if isinstance(e, ev.PlayerDamaged))
    combat_over = events.index(ev.StepBegan(Step.END_OF_COMBAT.value))
    assert damaged < combat_over < events.index(moved[0])
    assert c(2) in g.zone(1, "used") and not g.zone(1, "oop")


def test_both_players_at_zero_is_no_tie_the_active_player_wins() -> None:
    """001:L724-728: "the person whose turn it is always resolves their effects first ...
    This rule will avoid the situation where two people reach zero life simultaneously"
    (§2.7 #90); ties go to "the player whose turn it is" (001:L325-326)."""
    for rules, winner, how in (
        ("dm-2014", 0, Termination.LIFE.value),
        ("dm-2018", None, Termination.TIE.value),
    ):
        g = Game(rules=rules)
        g.start()
        g.hurt(0, 10)
        g.hurt(1, 10)
        b = Batch(g.state)
        advance(b)
        assert b.events[-1] == ev.GameEnded(winner, how)


def test_a_2014_log_never_replays_under_the_2018_rules() -> None:
    """The ruleset is the log's own (GameCreated.options.rules): the same events, relabelled
    dm-2018, diverge at once (the first draw is four dice, not three)."""
    g = Game(**OLD)
    g.start()
    g.draw(m(1), m(2), m(3), m(4))
    g.roll({m(1): FIST, m(2): BOLT, m(3): MASK, m(4): WILD})
    g.reroll()
    records = to_records(g.events)
    cards = cards_with()
    assert replay(records, cards).players == g.state.players
    relabelled = [dict(r) for r in records]
    relabelled[0]["options"] = [
        [k, "dm-2018" if k == "rules" else v] for k, v in relabelled[0]["options"]
    ]
    with pytest.raises(CorruptLog):
        replay(relabelled, cards)


# The First Game's teams (001:L157-163), stand-ins of the costs and energy types the example
# states (the book's cards are not ours): Kitty Pryde "a mask character that costs 3" whose
# level 3 is fielded for one energy and, with a sidekick, makes "four damage" (so A 3);
# Cyclops a bolt character Eric cannot buy with three energy (E1's fist, shield, shield match
# "neither of his characters"; E2 has "not enough energy"); Juggernaut six energy
# "including a fist". Angel, Air Transport, Reckless Melee and Enrage are our catalog's
# stand-ins (cards/data/demo.json), their texts in our own words after this example.
KITTY = "stand-in-kitty-pryde"
CYCLOPS = "stand-in-cyclops"
JUGGERNAUT = "stand-in-juggernaut"
ANGEL = "angel-air-transport"
MELEE = "reckless-melee"
ENRAGE = "enrage"


def _character(card_id: str, cost: int, energy: str, levels: tuple) -> dict:
    faces = [
        {"kind": "character", "level": n, "cost": c, "attack": a, "defense": d}
        for n, (c, a, d) in enumerate(levels, start=1)
    ]
    faces += [{"kind": "energy", "symbols": [energy]}] * 2 + [
        {"kind": "energy", "symbols": [energy, energy]}
    ]
    return make_card(card_id, cost=cost, energy_types=[energy], max_dice=2, faces=faces)


def first_game() -> Game:
    """001:L131-169: the First Game; each player has two characters with two dice each and
    starts with 10 life. Of its three Basic Action Cards (all "community property",
    001:L144-145), the example buys Reckless Melee and names Enrage's Global; Ambush, which no
    turn uses, is left out (the demo format takes one Basic Action Card a player, and either
    player may buy either)."""
    teams = (((KITTY, 2), (CYCLOPS, 2)), ((ANGEL, 2), (JUGGERNAUT, 2)))
    return Game(teams=teams, bacs=((MELEE,), (ENRAGE,)), cards=_example_cards(), **OLD)


def _example_cards() -> dict:
    return cards_with(
        _character(KITTY, 3, "mask", ((0, 1, 1), (1, 2, 2), (1, 3, 3))),
        _character(CYCLOPS, 4, "bolt", ((1, 2, 1), (2, 3, 2), (3, 4, 3))),
        _character(JUGGERNAUT, 6, "fist", ((2, 3, 4), (3, 4, 5), (4, 5, 6))),
    )


def _no_attack(g: Game) -> None:
    g.pass_all()
    if g.pending.kind == "declare_attackers":
        g.attack()  # "chooses not to attack ... his turn immediately ends"


def play_uncanny_example() -> Game:
    """The 2014 book's example of play (001:L428-529, DIGEST §5.2), turn by turn, checking
    the states the book describes as it goes. Its text is consistent under the 2014 rules;
    where it is silent (which sidekick, which face) the script chooses, and M3's Angel
    taking back a sidekick "just used to buy Juggernaut" is legal only because the 2014 rules
    have no Out of Play (docs/rulings.md, Formats (fmt))."""
    g = first_game()
    g.start()
    # E1 (001:L432-443): four dice, rerolls all, buys Kitty Pryde with "the wild as a mask";
    # "He places all three energy and the Kitty Pryde die in his used pile ... The last
    # energy remains in his reserve."
    assert (g.life(0), g.life(1)) == (10, 10)
    g.draw(m(1), m(2), m(3), m(4))
    g.roll({m(1): FIST, m(2): SHIELD, m(3): SHIELD, m(4): CHAR})
    g.reroll(m(1), m(2), m(3), m(4))
    g.roll({m(1): FIST, m(2): WILD, m(3): BOLT, m(4): BOLT})
    g.buy(KITTY, (m(1), "fist"), (m(2), "wild"), (m(3), "bolt"))
    assert g.zone(0, "used") == {m(1), m(2), m(3), die(0, KITTY, 1)}
    assert g.zone(0, "reserve") == {m(4)}
    _no_attack(g)
    assert g.state.active == 1 and g.zone(0, "reserve") == {m(4)}
    # M1 (001:L444-458): "spends all three energy to buy Angel ... places those four dice in
    # his used pile. Then he fields his sidekick for free"; it attacks, 10 -> 9, "After the
    # attack step, the sidekick goes to Mike's used pile."
    g.draw(c(1), c(2), c(3), c(4))
    g.roll({c(1): BOLT, c(2): FIST, c(3): SHIELD, c(4): CHAR})
    g.reroll()
    g.buy(ANGEL, (c(1), "bolt"), (c(2), "fist"), (c(3), "shield"))
    assert g.zone(1, "used") == {c(1), c(2), c(3), die(1, ANGEL, 1)}
    g.field(c(4))
    g.pass_all()
    g.attack(c(4))  # Eric has no character to block with
    while g.state.turn == 2:
        g.pass_()
    assert (g.life(0), g.life(1)) == (9, 10)
    assert c(4) in g.zone(1, "used")
    # E2 (001:L459-470): the leftover die cleared to the used pile; fist, fist, shield,
    # sidekick: "no mask to buy Kitty Pryde, and not enough energy to buy Cyclops"; buys
    # Reckless Melee ("costs 3 and requires no particular energy"), fields the sidekick.
    assert m(4) in g.zone(0, "used") and g.pending.kind == "draw"
    g.draw(m(5), m(6), m(7), m(8))
    g.roll({m(5): FIST, m(6): FIST, m(7): SHIELD, m(8): CHAR})
    g.reroll()
    paid = ((m(5), ("fist",)), (m(6), ("fist",)), (m(7), ("shield",)))
    g.refuse(A.Purchase(player=0, card=KITTY, paid=paid), E.ENERGY_TYPE_MISSING)
    g.buy(MELEE, *((d, s[0]) for d, s in paid))
    g.field(m(8))
    _no_attack(g)
    assert g.zone(0, "field") == {m(8)} and not g.zone(0, "bag")
    assert len(g.zone(0, "used")) == 9
    # M2 (001:L471-477): "a fist and three sidekick characters"; fields them, no attack; "He
    # still has one fist in his reserve pool."
    g.draw(c(5), c(6), c(7), c(8))
    g.roll({c(5): FIST, c(6): CHAR, c(7): CHAR, c(8): CHAR})
    g.reroll()
    for n in (6, 7, 8):
        g.field(c(n))
    _no_attack(g)
    assert g.zone(1, "field") == {c(6), c(7), c(8)} and g.zone(1, "reserve") == {c(5)}
    assert (g.life(0), g.life(1)) == (9, 10) and g.state.active == 0
    # E3 (001:L478-496): "Eric's bag is empty, so he moves the dice from his used pile (7
    # sidekicks, 1 Kitty Pryde and 1 Reckless Melee) into his bag."
    melee = bac(MELEE, 1)
    bag = g.zone(0, "bag")
    assert g.pending.kind == "draw" and not g.zone(0, "used")
    assert len(bag) == 9 and {die(0, KITTY, 1), melee} < bag
    assert sum(1 for d in bag if d.startswith("p1:sidekick:")) == 7
    g.draw(m(1), m(2), m(3), melee)
    assert len(g.zone(0, "bag")) == 5
    g.roll({m(1): MASK, m(2): SHIELD, m(3): WILD, melee: ACTION0})
    g.reroll()  # "a final result of mask, shield, wild, and a Reckless Melee action"
    # "It does one damage to Eric's lone sidekick and one damage each to Mike's three
    # sidekicks ... they are all knocked out and go to their owner's prep areas. Eric places
    # the Reckless Melee die in his used pile."
    events = g.do(A.UseActionDie(player=0, die=melee))
    damaged = [(e.die, e.amount) for e in events if isinstance(e, ev.DieDamaged)]
    assert damaged == [(m(8), 1), (c(6), 1), (c(7), 1), (c(8), 1)]
    assert ev.DiceKnockedOut((m(8), c(6), c(7), c(8))) in events
    assert g.zone(0, "prep") == {m(8)} and g.zone(1, "prep") == {c(6), c(7), c(8)}
    assert not g.zone(0, "field") and not g.zone(1, "field")
    assert melee in g.zone(0, "used")
    # "Next he uses his energy to buy another Kitty Pryde, and places those dice in his
    # used pile."
    g.buy(KITTY, (m(1), "mask"), (m(2), "shield"), (m(3), "wild"))
    assert {m(1), m(2), m(3), die(0, KITTY, 2), melee} == g.zone(0, "used")
    _no_attack(g)  # no character left to attack with
    assert len(g.zone(0, "bag")) == 5 and (g.life(0), g.life(1)) == (9, 10)
    # M3 (001:L497-512): the lone fist to the used pile; the bag is empty, so the used pile
    # (five sidekicks and Angel) refills it; "three sidekicks and an Angel", plus "the three
    # sidekicks from his prep area": seven dice, "six energy (including a fist) and a level 1
    # Angel".
    angel = die(1, ANGEL, 1)
    assert not g.zone(1, "reserve") and not g.zone(1, "used")
    assert g.zone(1, "bag") == {c(1), c(2), c(3), c(4), c(5), angel}  # "6 = 5S + Angel"
    g.draw(c(1), c(2), c(3), angel)
    assert g.zone(1, "bag") == {c(4), c(5)}
    faces = {c(1): FIST, c(2): BOLT, c(3): SHIELD, c(6): MASK, c(7): WILD, c(8): SHIELD}
    g.roll({**faces, angel: 0})
    g.reroll()
    assert len(g.zone(1, "reserve")) == 7
    # "he pays six energy to buy a Juggernaut die"
    g.buy(JUGGERNAUT, *((d, ("fist", "bolt", "shield", "mask", "wild", "shield")[n])
                        for n, d in enumerate(faces)))  # fmt: skip
    spent = set(faces)
    assert spent <= g.zone(1, "used")
    # "Then he fields his Angel die for free. Since he just fielded Angel, he takes one of the
    # sidekick dice from his used pile (that he just used to buy Juggernaut), spins it to the
    # sidekick side, and fields it for free."
    g.field(angel)
    assert g.pending.kind == "choose_target" and spent <= set(g.pending.options)
    g.target(c(6))
    assert g.zone(1, "field") == {angel, c(6)} and g.face(c(6)) == CHAR
    # "he attacks with his Angel, leaving his sidekick behind ... Angel inflicts 2 damage on
    # Eric ... from 9 to 7 life, then goes to Mike's used pile."
    g.pass_all()
    g.attack(angel)
    while g.state.turn == 6:
        g.pass_()
    assert (g.life(0), g.life(1)) == (7, 10)
    assert angel in g.zone(1, "used") and g.zone(1, "field") == {c(6)}
    assert g.zone(1, "bag") == {c(4), c(5)}
    used = g.zone(1, "used")
    assert used == {c(1), c(2), c(3), c(7), c(8), die(1, JUGGERNAUT, 1), angel}
    # E4 (001:L513-529): "Kitty Pryde and three sidekicks, adds the sidekick from his prep
    # area ... a level-3 Kitty Pryde, two sidekicks, a mask, and a bolt. He spends one energy
    # fielding Kitty Pryde. Then he fields his two sidekicks."
    kitty = die(0, KITTY, 1)
    g.draw(kitty, m(4), m(5), m(6))
    g.roll({kitty: 2, m(4): CHAR, m(5): CHAR, m(6): MASK, m(8): BOLT})
    g.reroll()
    g.field(kitty, (m(8), "bolt"))
    g.field(m(4))
    g.field(m(5))
    g.pass_all()
    # "Kitty Pryde and one sidekick (only) will attack ... four damage is coming at him"
    g.attack(kitty, m(4))
    from games.engine.abilities.stats import stats

    assert sum(stats(g.state, g.state.dice[d])[0] for d in (kitty, m(4))) == 4
    assert g.pending.kind == "declare_blockers" and g.pending.player == 1
    assert g.zone(1, "field") == {c(6)}  # Mike's one possible blocker
    # The example ends there. Its claim: "If he doesn't block, Eric can use the global
    # ability on Enrage to pump up one of his characters, and Mike will lose half his life in
    # one attack" (Eric's last energy, the mask, pays it).
    g.block()
    g.use_global(ENRAGE, (m(6), "mask"))
    g.target(kitty)
    while g.state.turn == 7 and g.pending.kind != "declare_blockers":
        g.pass_()
    assert (g.life(0), g.life(1)) == (7, 5)
    return g


def test_uncanny_x_men_first_game() -> None:
    """The example, E1 to E4 (the checks are in the script), and its log replayed: every
    batch decided again gives the same game."""
    g = play_uncanny_example()
    records = to_records(g.events)
    assert replay(records, _example_cards()) == g.state


# Its cards are partly the test's stand-ins, not the catalog's: not with cases/*.jsonl.
UNCANNY_LOG = Path(__file__).parent / "cases" / "test_cards" / "uncanny_x_men_example.jsonl"


def test_the_2014_golden_log_is_the_scripted_example() -> None:
    """The stored log (tests/engine/cases/test_cards/uncanny_x_men_example.jsonl) is exactly
    what the script produces; regenerate with `python -m tests.engine.test_rules_2014` after a
    deliberate change."""
    g = play_uncanny_example()
    assert read_jsonl(UNCANNY_LOG.read_text().splitlines()) == to_records(g.events)


def test_heroic_pairing_in_a_2014_game() -> None:
    """The 2014 book's Heroic pairing (001:L696-711, kwb's keyword module) in a `dm-2014`
    game: "When fielded, such dice can 'pair up' with another die that has the Heroic
    ability ... Each die gets the pairing-up benefit both of itself and of its partner"."""
    from games.engine.abilities.stats import stats

    from .keywords.test_heroic import A1, CARDS, W1

    g = Game(
        teams=((("angel", 3), ("wolf", 3)), (("plain", 2),)),
        bacs=(("way-out-west", "counterstrike"), ("way-out-west", "counterstrike")),
        cards=CARDS,
        team_format="tournament-2014",
        **OLD,
    )
    g.start()
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST, m(4): BOLT})  # four dice: no short draw
    g.give(0, W1, to="field", face=0)
    g.give(0, A1, to="reserve", face=0)
    g.field(A1)
    assert g.pending.kind == "choose_target" and W1 in g.pending.options
    g.target(W1)
    assert stats(g.state, g.state.dice[A1]) == (3, 3)
    assert stats(g.state, g.state.dice[W1]) == (3, 3)


def test_several_dice_purchased_at_once_spend_a_generic_die_completely() -> None:
    """001:L309-311: "For generic-energy dice, any unused portion that is not immediately
    spent is lost. However, you can purchase multiple dice simultaneously to spend a generic
    die completely." One payment for several dice (`purchase_several`): both halves of a
    double generic die buy two dice of cost 1 (stand-ins), nothing is lost; a card's energy
    type needs a symbol of its own (001:L292-293); the 2018 rules have no such purchase."""
    one = make_card("stand-in-cost-1", cost=1, max_dice=4)
    bolt2 = make_card("stand-in-bolt-2", cost=2, energy_types=["bolt"], max_dice=4)
    teams = ((("stand-in-cost-1", 4), ("stand-in-bolt-2", 4)), (("stand-in-cost-1", 4),))
    cards = cards_with(one, bolt2)
    g = Game(teams=teams, cards=cards, **OLD)
    g.start()
    double = bac(WAY_OUT_WEST, 1)
    g.give(0, double)
    g.begin({double: GENERIC2, m(1): BOLT, m(2): WILD, m(3): FIST, m(4): CHAR})
    generic = ((double, ("generic", "generic")),)
    bolt = ((m(1), ("bolt",)),)
    cost_one = ("stand-in-cost-1", "stand-in-cost-1")
    two_bolts = ("stand-in-bolt-2", "stand-in-bolt-2")

    def several(cards: tuple[str, ...], *paid: tuple) -> A.PurchaseSeveral:
        return A.PurchaseSeveral(player=0, cards=cards, paid=tuple(p for ps in paid for p in ps))

    g.refuse(several(cost_one[:1], generic), E.PURCHASE_NO_BATCH)  # one die: a purchase
    g.refuse(several(cost_one, generic, bolt), E.ENERGY_OVERPAID)  # three for two
    g.refuse(several(two_bolts, generic, bolt, ((m(3), ("fist",)),)), E.ENERGY_TYPE_MISSING)
    g.refuse(several(("stand-in-bolt-2", "stand-in-cost-1"), generic), E.ENERGY_INSUFFICIENT)
    events = g.do(several(cost_one, generic))
    bought = (die(0, "stand-in-cost-1", 1), die(0, "stand-in-cost-1", 2))
    assert events[0] == ev.DicePurchased(0, cost_one, bought, generic)
    assert {*bought, double} <= g.zone(0, "used") and g.virtual(0) == 0
    # a bolt card and another: the bolt serves the one card that needs it
    g.do(several(("stand-in-bolt-2", "stand-in-cost-1"), bolt, ((m(3), ("fist",)),),
                 ((m(2), ("wild",)),)))  # fmt: skip
    assert {die(0, "stand-in-bolt-2", 1), die(0, "stand-in-cost-1", 3)} <= g.zone(0, "used")
    # in a log, each batch is one decision, which a replay turns back into its action
    batch = next(e for e in g.events if isinstance(e, ev.DicePurchased))
    assert action_from_event(batch) == several(cost_one, generic)

    g18 = Game(teams=teams, cards=cards, rules="dm-2018")
    g18.start()
    g18.give(0, double)
    g18.begin({double: GENERIC2, m(1): BOLT, m(2): WILD, m(3): CHAR}, oop=m(4))
    g18.refuse(several(cost_one, generic), E.PURCHASE_NO_BATCH)


def test_when_fielded_effects_cannot_select_the_dice_paid_to_field_it() -> None:
    """001:L345-348: "Some of these effects target dice in your used pile. Such game effects
    cannot target or select a die that was used to pay for fielding the character; they can
    only affect dice that were in the used pile prior to the character being fielded."
    (DIGEST §2.7 #73.) Angel at level 2 costs one energy to field; its "when fielded" takes a
    sidekick from the Used Pile: the one just paid is not offered, nor taken if named."""
    g = Game(teams=(((ANGEL, 2),), ((ANGEL, 2),)), bacs=((MELEE,), (ENRAGE,)), **OLD)
    g.start()
    g.begin({m(1): CHAR, m(2): FIST, m(3): BOLT, m(4): MASK})
    g.arrange(0, "used", [m(5)])  # a sidekick already in the Used Pile
    angel = die(0, ANGEL, 1)
    g.give(0, angel, to="reserve", face=1)  # level 2: fielding cost 1 (the stand-in)
    g.field(angel, (m(2), "fist"))
    assert m(2) in g.zone(0, "used")
    assert g.pending.kind == "choose_target" and g.pending.options == (m(5),)
    g.refuse(A.ChooseTarget(player=0, target=m(2)), E.TARGET_INVALID)
    g.target(m(5))
    assert m(5) in g.zone(0, "field") and m(2) in g.zone(0, "used")
    # the next fielding is another character's: the die paid before is fair game for it
    g.give(0, die(0, ANGEL, 2), to="reserve", face=1)
    g.field(die(0, ANGEL, 2), (m(3), "bolt"))
    assert g.pending.options == (m(2),)


def test_several_characters_fielded_at_once_spend_a_generic_die_completely() -> None:
    """001:L341-342: "As with purchasing dice, you can partially spend non-generic dice, and
    you can pay several costs at once to fully spend a generic-energy die." Two Angels at
    level 2 (fielding cost 1 each, the stand-in) are fielded with both halves of a double
    generic die; their "when fielded" effects then resolve, and neither may take a die paid
    for the batch (001:L345-348). Refused under the 2018 rules."""
    g = Game(teams=(((ANGEL, 2),), ((ANGEL, 2),)), bacs=((MELEE,), (ENRAGE,)), **OLD)
    g.start()
    double = bac(MELEE, 1)
    g.give(0, double)
    g.begin({double: GENERIC2, m(1): CHAR, m(2): FIST, m(3): BOLT, m(4): MASK})
    g.arrange(0, "used", [m(5)])
    angels = (die(0, ANGEL, 1), die(0, ANGEL, 2))
    for angel in angels:
        g.give(0, angel, to="reserve", face=1)
    generic = ((double, ("generic", "generic")),)
    several = A.FieldSeveral(player=0, dice=angels, paid=generic)
    g.refuse(A.FieldSeveral(player=0, dice=angels[:1], paid=generic), E.FIELD_NO_BATCH)
    over = (*generic, (m(3), ("bolt",)))
    g.refuse(A.FieldSeveral(player=0, dice=angels, paid=over), E.ENERGY_OVERPAID)
    g.refuse(A.FieldSeveral(player=0, dice=(*angels, m(2)), paid=generic), E.FIELD_NOT_CHARACTER)
    events = g.do(several)
    assert events[0] == ev.CharactersFielded(0, angels, generic)
    assert set(angels) <= g.zone(0, "field") and double in g.zone(0, "used")
    assert g.virtual(0) == 0
    # each Angel's "when fielded": the Used Pile's sidekick from before, never the die paid
    assert g.pending.kind == "choose_target" and g.pending.options == (m(5),)
    g.target(m(5))
    assert m(5) in g.zone(0, "field") and g.pending.kind != "choose_target"
    assert action_from_event(events[0]) == several

    g18 = Game(teams=(((ANGEL, 2),), ((ANGEL, 2),)), bacs=((MELEE,), (ENRAGE,)))
    g18.start()
    g18.give(0, double)
    g18.begin({double: GENERIC2, m(1): CHAR, m(2): FIST, m(3): BOLT}, oop=m(4))
    for angel in angels:
        g18.give(0, angel, to="reserve", face=1)
    g18.refuse(several, E.FIELD_NO_BATCH)


def test_a_global_paid_for_in_a_batch_resolves_as_a_single_effect() -> None:
    """001:L824-827: "global abilities may be used more than once if the cost can be paid
    multiple times. As with purchasing dice, you can partially spend non-generic energy.
    Global abilities that are paid for in a batch resolve as a single effect." Enrage's
    Global (our stand-in: pay 1, a character die you control gets +1A) used twice with both
    halves of a double generic die: one decision, the two uses resolve one after the other
    with no priority between (docs/rulings.md, Formats (fmt)). Refused under 2018."""
    from games.engine.abilities.stats import stats

    g = Game(teams=(((ANGEL, 2),), ((ANGEL, 2),)), bacs=((MELEE,), (ENRAGE,)), **OLD)
    g.start()
    double = bac(MELEE, 1)
    g.give(0, double)
    g.begin({double: GENERIC2, m(1): CHAR, m(2): FIST, m(3): BOLT, m(4): MASK})
    g.field(m(1))
    generic = ((double, ("generic", "generic")),)

    def batch(times: int, *paid: tuple) -> A.UseGlobalSeveral:
        return A.UseGlobalSeveral(player=0, card=ENRAGE, ability=0, times=times, paid=paid)

    g.refuse(batch(1, *generic), E.GLOBAL_NO_BATCH)
    g.refuse(batch(2, *generic, (m(2), ("fist",))), E.ENERGY_OVERPAID)
    g.refuse(batch(3, *generic), E.ENERGY_INSUFFICIENT)
    events = g.do(batch(2, *generic))
    assert events[0] == ev.GlobalsUsed(0, ENRAGE, 0, 2, generic)
    assert double in g.zone(0, "used") and g.virtual(0) == 0
    g.target(m(1))
    assert g.pending.kind == "choose_target"  # the second use, before anything else
    g.target(m(1))
    assert stats(g.state, g.state.dice[m(1)])[0] == 3 and g.pending.kind == "priority"
    assert action_from_event(events[0]) == batch(2, *generic)

    g18 = Game(teams=(((ANGEL, 2),), ((ANGEL, 2),)), bacs=((MELEE,), (ENRAGE,)))
    g18.start()
    g18.give(0, double)
    g18.begin({double: GENERIC2, m(1): CHAR, m(2): FIST, m(3): BOLT}, oop=m(4))
    g18.field(m(1))
    g18.refuse(batch(2, *generic), E.GLOBAL_NO_BATCH)


def test_a_redirected_effect_may_take_a_target_the_first_could_not() -> None:
    """001:L718-721: "When an effect is redirected, the target of the effect changes from its
    original target to the new one chosen as described in the game text, even if that target
    was not a legal one for the original effect. The source of the effect remains unchanged"
    (DIGEST §2.8 #105). Chris's Mirror sends the damage Michele's Zap deals his Tough to "your
    opponent": Michele takes it, from her own Zap die (as under the 2018 rules, where a new
    target the card names is followed). A chosen new target of another kind is where the
    rulesets differ: 2018 refuses it (DM-19.2,
    effects/test_prevention.py::test_a_chosen_new_target_keeps_the_kind_of_target), 2014
    follows it."""
    from tests.engine.effects.test_prevention import MIRROR, TOUGH, _pay, _zap
    from tests.engine.effects.test_reactive import ZAP
    from tests.engine.keywords.common import FOE

    g = Game(
        teams=((("jubilee-wondra", 2), ("hope-summers-messiah-complex", 2)),
               (("tough", 2), (FOE, 2))),
        bacs=(("zap",), ("mirror",)),
        cards=cards_with(ZAP, TOUGH, MIRROR),
        **OLD,
    )  # fmt: skip
    g.start()
    g.give(0, bac("zap", 1))
    g.give(1, "p2:tough:1", to="field", face=0)
    g.arrange(1, "reserve", [c(1)], face=FIST)
    g.begin({bac("zap", 1): ACTION0, m(1): FIST, m(2): FIST, m(3): FIST, m(4): FIST})
    _zap(g, bac("zap", 1))
    assert g.state.dice["p2:tough:1"].damage == 1 and g.pending.kind == "react"
    events = _pay(g, "mirror", 1, c(1))
    assert ev.DamagePrevented("p2:tough:1", 1, "mirror") in events
    hurt = [e for e in events if isinstance(e, ev.PlayerDamaged)]
    assert [(e.player, e.amount) for e in hurt] == [(0, 1)] and g.life(0) == 9
    assert g.state.dice["p2:tough:1"].damage == 0
    assert g.state.hits[-1].source == bac("zap", 1)  # the source is unchanged
    # A chosen new target of another kind: "the next time you would be dealt damage,
    # redirect it to target opposing character die". Under 2018 it never starts (a chosen
    # new target keeps the kind, DM-19.2); under 2014 it does.
    from tests.engine.effects.common import action_card, effect

    odd = action_card(
        "odd",
        {"text": "...", "effects": [effect("redirect_next", "target_opposing_die",
                                           from_target="you")]},
    )  # fmt: skip
    g = Game(bacs=(("odd",), ("counterstrike",)), cards=cards_with(odd), **OLD)
    g.start()
    g.give(0, bac("odd", 1))
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({bac("odd", 1): ACTION0, m(1): FIST, m(2): FIST, m(3): FIST, m(4): FIST})
    events = g.do(A.UseActionDie(player=0, die=bac("odd", 1))) + g.target(c(5))
    assert [e for e in events if isinstance(e, ev.EffectStarted)] and g.state.lasting


if __name__ == "__main__":
    UNCANNY_LOG.write_text(dumps_jsonl(to_records(play_uncanny_example().events)))
