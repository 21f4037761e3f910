"""Tag Out (003:L669): "You may Prep this die after blockers are declared to give a Superstar
+2A and +2D until end of turn." Keyword.abilities: a "global_window" ability (DM-8.18) of
the Action/Global window after blockers are declared (DM-9.6), its cost prepping this die
(DM-12.2), its effect an applied +2A/+2D on one of your character dice (DM-14.1)."""

from __future__ import annotations

from cards.catalog import raw_cards
from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.stats import stats
from games.engine.api import legal_actions
from games.engine.loading import card_execution
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, m, of_type
from tests.engine.keywords.common import FOE, at_attack, character

RITA = character("rita", 2, 2, keywords=["tag_out"])
BRUTE = character("brute", 2, 2)
TAG, PARTNER = "p1:rita:1", "p1:brute:1"
TAG_OUT = A.UseAbility(player=0, die=TAG, ability=0)


def after_blockers() -> Game:
    """Both of Michele's dice attack; Chris's Sidekick (A1 D1) blocks the partner."""
    g = at_attack(RITA, BRUTE)
    g.attack(TAG, PARTNER)
    g.block((c(5), PARTNER))
    assert (g.pending.kind, g.state.step.value) == ("priority", "action_global_window")
    return g


def test_prepping_the_die_gives_another_character_two_and_two() -> None:
    g = after_blockers()
    events = g.do(TAG_OUT)
    assert ev.DiceMoved(0, (TAG,), "prep", "rita") in events and TAG in g.zone(0, "prep")
    assert g.pending.options == (PARTNER,)  # one of Michele's characters; not Chris's die
    g.target(PARTNER)
    assert stats(g.state, g.state.dice[PARTNER]) == (4, 4)


def test_the_prepped_die_leaves_combat_and_deals_no_damage() -> None:
    """It was attacking unblocked; prepped, it is out of combat and Chris takes no damage
    from it (DM-9.8: only dice still attacking deal damage)."""
    g = after_blockers()
    g.do(TAG_OUT)
    g.target(PARTNER)
    events = g.pass_all()
    assert not of_type(events, ev.PlayerDamaged) and g.life(1) == 10
    assert c(5) in g.zone(1, "prep") and TAG in g.zone(0, "prep")


def test_the_bonus_lasts_until_end_of_turn() -> None:
    g = after_blockers()
    g.do(TAG_OUT)
    g.target(PARTNER)
    g.pass_all()
    assert g.state.turn == 2 and PARTNER in g.zone(0, "field")
    assert stats(g.state, g.state.dice[PARTNER]) == (2, 2)  # DM-10.1


def test_not_before_blockers_are_declared() -> None:
    """Not in the Main Step (the other Global window), nor in Declare Attackers."""
    g = at_attack(RITA, BRUTE)
    g.refuse(TAG_OUT, E.TURN_WRONG_STEP)
    main = Game(teams=((("rita", 2),), ((FOE, 2),)), cards=cards_with(RITA))
    main.start()
    main.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    main.give(0, TAG, to="field", face=0)
    main.arrange(0, "field", [m(5)], face=CHAR)
    assert main.pending.kind == "priority" and main.state.step.value == "main"
    main.refuse(TAG_OUT, E.GLOBAL_NOT_NOW)
    assert TAG_OUT not in list(legal_actions(main.state, 0))


def test_refused_with_no_other_character_to_give_it_to() -> None:
    """Once it is prepped (the cost is paid first, DM-12.2) there is no target: DM-13.4."""
    g = at_attack(RITA)
    g.attack(TAG)
    g.block((c(5), TAG))
    g.refuse(TAG_OUT, E.TARGET_INVALID)


def test_the_defending_player_may_tag_out_a_blocker_too() -> None:
    """ "You may" is for the die's controller whenever they could use a Global: Chris, after
    blocking, preps his Tag Out die to save his blocker (his one ability, DM-8.22)."""
    g = Game(
        teams=((("brute", 2),), (("rita", 2), (FOE, 2))),
        cards=cards_with(RITA, BRUTE),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    g.give(0, PARTNER, to="field", face=0)
    g.give(1, "p2:rita:1", to="field", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.pass_all()
    g.attack(PARTNER)
    g.block((c(5), PARTNER))
    g.pass_()
    assert g.pending.player == 1
    g.do(A.UseAbility(player=1, die="p2:rita:1", ability=0))
    g.target(c(5))
    g.pass_all()
    assert c(5) in g.zone(1, "field") and PARTNER in g.zone(0, "prep")


def test_the_ocr_card_with_tag_out_is_executed() -> None:
    assert card_execution(raw_cards()["34ocr"]).executed
