"""The 2014 rules (`dm-2014`, the Uncanny X-Men book, 001): each difference DIGEST §2 lists,
played through the engine with `GameCreated.options.rules` (games/engine/model/rulesets.py).
Each test quotes the 2014 book's line it checks."""

from __future__ import annotations

import pytest

from cards.catalog import raw_cards
from games.engine import CorruptLog, to_records
from games.engine import actions as A
from games.engine import events as ev
from games.engine.flow.turn import advance
from games.engine.log.replay import replay
from games.engine.model import errors as E
from games.engine.model.batch import Batch
from games.engine.model.errors import IllegalAction
from games.engine.model.options import check_options
from games.engine.model.rulesets import RULESETS, ruleset
from games.engine.model.state import GameOptions, Step, Termination

from .helpers import (
    ACTION0,
    BOLT,
    CHAR,
    COUNTERSTRIKE,
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
    assert action in g.zone(0, "used") and not g.zone(0, "oop")


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


def test_uncanny_x_men_first_game_turns_e1_to_m2() -> None:
    """The 2014 book's first game (001:L428-480, DIGEST §5.2), turns E1 to M2, with stand-in
    cards of the stated costs and types (the book's cards are not ours).

    E1: Eric draws four, rerolls all, buys a mask character of cost 3 with "the wild as a
    mask", and places the three energy and the die in his used pile; "the last energy
    remains in his reserve". M1: Mike buys a shield character of cost 3 with three energy,
    fields a sidekick for free and attacks; Eric cannot block and goes from 10 to 9; the
    sidekick goes to the used pile after the attack step. E2: the leftover die is cleared
    to the used pile; Eric rolls fist, fist, shield, sidekick, buys a Basic Action Card of
    cost 3 with any energy, fields the sidekick and does not attack. M2: Mike's last four
    dice are a fist and three sidekicks; he fields the three and does not attack; "one fist
    stays in Reserve"."""
    mask3 = make_card("stand-in-mask-3", cost=3, energy_types=["mask"], max_dice=2)
    shield3 = make_card("stand-in-shield-3", cost=3, energy_types=["shield"], max_dice=2)
    melee = {**raw_cards()[WAY_OUT_WEST], "id": "stand-in-bac-3", "name": "BAC 3", "cost": 3}
    teams = ((("stand-in-mask-3", 2),), (("stand-in-shield-3", 2),))
    bacs = (("stand-in-bac-3",), (COUNTERSTRIKE,))  # the book: three for both (001:L134-142)
    g = Game(teams=teams, bacs=bacs, cards=cards_with(mask3, shield3, melee), **OLD)
    g.start()
    g.draw(m(1), m(2), m(3), m(4))
    g.roll({m(1): FIST, m(2): SHIELD, m(3): SHIELD, m(4): CHAR})
    g.reroll(m(1), m(2), m(3), m(4))
    g.roll({m(1): FIST, m(2): WILD, m(3): BOLT, m(4): BOLT})
    g.buy("stand-in-mask-3", (m(1), "fist"), (m(2), "wild"), (m(3), "bolt"))
    assert g.zone(0, "used") == {m(1), m(2), m(3), die(0, "stand-in-mask-3", 1)}
    assert g.zone(0, "reserve") == {m(4)}
    g.pass_all()
    assert g.state.active == 1 and g.zone(0, "reserve") == {m(4)}
    # M1
    g.draw(c(1), c(2), c(3), c(4))
    g.roll({c(1): BOLT, c(2): FIST, c(3): SHIELD, c(4): CHAR})
    g.reroll()
    g.buy("stand-in-shield-3", (c(1), "bolt"), (c(2), "fist"), (c(3), "shield"))
    assert g.zone(1, "used") == {c(1), c(2), c(3), die(1, "stand-in-shield-3", 1)}
    g.field(c(4))
    g.pass_all()
    g.attack(c(4))  # Eric has no character to block with
    while g.state.turn == 2:
        g.pass_()
    assert (g.life(0), g.life(1)) == (9, 10)
    assert c(4) in g.zone(1, "used")
    # E2: "Clears the leftover energy die"; the four left in the bag are drawn
    assert m(4) in g.zone(0, "used") and g.pending.kind == "draw"
    g.draw(m(5), m(6), m(7), m(8))
    g.roll({m(5): FIST, m(6): FIST, m(7): SHIELD, m(8): CHAR})
    g.reroll()
    g.buy("stand-in-bac-3", (m(5), "fist"), (m(6), "fist"), (m(7), "shield"))
    g.field(m(8))
    g.pass_all()
    if g.pending.kind == "declare_attackers":
        g.attack()  # "Chooses not to attack": the turn ends at once
    assert g.zone(0, "field") == {m(8)} and not g.zone(0, "bag")
    assert len(g.zone(0, "used")) == 9  # 7 sidekicks, the character, the action die
    # M2
    g.draw(c(5), c(6), c(7), c(8))
    g.roll({c(5): FIST, c(6): CHAR, c(7): CHAR, c(8): CHAR})
    g.reroll()
    for n in (6, 7, 8):
        g.field(c(n))
    g.pass_all()
    if g.pending.kind == "declare_attackers":
        g.attack()
    assert g.zone(1, "field") == {c(6), c(7), c(8)}
    assert g.zone(1, "reserve") == {c(5)}  # "One fist stays in Reserve"
    assert (g.life(0), g.life(1)) == (9, 10) and g.state.active == 0


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
