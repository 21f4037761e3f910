"""A redirection its player may make, up to N damage each turn (abilities/redirect_offers.py,
effects/budget_redirect.py; DM-19.2: "the source is unchanged"; DM-19.1: damage taken back
triggers nothing; docs/rulings.md "A redirection of up to N damage each turn"). Our own
wording; near misses: the card not active, the offer declined, the turn's N used up. The
bots' answer: sim/redirect_choice.py."""

from __future__ import annotations

import random

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.targets import ACCEPT, DECLINE
from games.engine.sim.bots import greedy_bot
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import ACTION0, bac, c, m, make_card, of_type
from tests.engine.keywords.common import character, face_off

BACKFIRE = action_card(
    "backfire",
    {"text": "Deal 3 damage to you.", "effects": [effect("deal_damage", "you", amount=3)]},
)  # fmt: skip
DIE = "p1:bulwark:1"


def _bulwark(budget: int = 2) -> dict:
    return make_card(
        "bulwark",
        abilities=[{"trigger": "static", "optional": True, "while_active": "self",
                    "text": f"While bulwark is active, ... up to {budget} ... each turn.",
                    "effects": [effect("redirect_to_self_each_turn", "you", amount=budget)]}],
    )  # fmt: skip


def _game(budget: int = 2, zone: str = "field"):
    g = with_action(BACKFIRE, _bulwark(budget))
    g.give(0, DIE, to=zone, face=1)  # level 2: 2D
    return g


def test_the_player_is_asked_and_yes_moves_up_to_n_to_the_die() -> None:
    g = _game(budget=2)
    life = g.life(0)
    use(g, "backfire")
    assert g.life(0) == life - 3  # dealt: the offer comes as it is dealt
    assert (g.pending.kind, g.pending.player) == ("choose_target", 0)
    assert g.pending.options == (ACCEPT, DECLINE)
    events = g.target(ACCEPT)
    assert g.life(0) == life - 1  # 2 of the 3 taken back
    (hit,) = of_type(events, ev.DieDamaged)
    assert (hit.die, hit.amount, hit.source) == (DIE, 2, "bac:backfire:1")  # same source
    assert DIE in g.zone(0, "prep")  # 2 damage on a 2D die: KO'd (DM-16.3)


def test_no_leaves_the_damage_where_it_was() -> None:
    g = _game(budget=2)
    life = g.life(0)
    use(g, "backfire")
    events = g.target(DECLINE)
    assert g.life(0) == life - 3 and not of_type(events, ev.DieDamaged)
    assert DIE in g.zone(0, "field")


def test_no_offer_while_the_card_is_not_active() -> None:
    g = _game(zone="used")
    life = g.life(0)
    use(g, "backfire")
    assert g.life(0) == life - 3 and g.pending.kind != "choose_target"


def test_the_budget_is_the_turn_s() -> None:
    card = _bulwark(budget=4)
    card["faces"][1] = {**card["faces"][1], "defense": 9}  # sturdy: never KO'd here
    g = with_action(BACKFIRE, card)
    g.give(0, DIE, to="field", face=1)
    g.give(0, bac("backfire", 2), to="reserve", face=ACTION0)
    life = g.life(0)
    use(g, "backfire")
    g.target(ACCEPT)  # 3 of the 4 used
    assert g.life(0) == life and g.state.dice[DIE].damage == 3
    g.do(A.UseActionDie(player=0, die=bac("backfire", 2)))
    g.target(ACCEPT)  # 1 left of the 4
    assert g.life(0) == life - 2 and g.state.dice[DIE].damage == 4
    g.give(0, bac("backfire", 3), to="reserve", face=ACTION0)
    g.do(A.UseActionDie(player=0, die=bac("backfire", 3)))  # N used up: nothing asked
    assert g.life(0) == life - 5 and g.pending.kind != "choose_target"


def test_a_player_at_zero_is_not_beaten_while_the_offer_waits() -> None:
    g = _game(budget=4)
    g.hurt(0, g.life(0) - 2)  # 2 life left: 3 damage would end the game
    use(g, "backfire")
    assert not g.state.over and g.pending.options == (ACCEPT, DECLINE)
    g.target(ACCEPT)
    assert not g.state.over and g.life(0) == 2


def test_declined_at_zero_the_game_ends() -> None:
    g = _game(budget=4)
    g.hurt(0, g.life(0) - 2)
    use(g, "backfire")
    g.target(DECLINE)
    assert g.state.over


def _keep(budget: int) -> dict:
    return character(
        "keep", 1, 6, abilities=[{"trigger": "static", "optional": True, "while_active": "self",
                                  "text": "While keep is active, ... up to N ... each turn.",
                                  "effects": [effect("redirect_to_self_each_turn", "you",
                                                     amount=budget)]}],
    )  # fmt: skip


def test_all_combat_damage_of_the_step_is_one_question() -> None:
    """DM-9.7: the attackers' damage is one moment: one offer, N taken from all of it."""
    g = face_off([character("runner", 2, 3), character("rover", 2, 3)], [_keep(3)])
    life = g.life(1)
    g.attack("p1:runner:1", "p1:rover:1")
    g.block()
    while g.pending.kind == "priority":
        g.pass_()
    assert (g.pending.kind, g.pending.player) == ("choose_target", 1)
    assert g.life(1) == life - 4
    events = g.target(ACCEPT)
    assert sum(e.amount for e in of_type(events, ev.DieDamaged)) == 3  # from both sources
    assert {e.source for e in of_type(events, ev.DieDamaged)} == {"p1:runner:1", "p1:rover:1"}
    assert g.life(1) == life - 1
    assert g.pending.kind != "choose_target"  # asked once


def test_combat_damage_to_the_defender_is_offered_to_its_player() -> None:
    g = face_off([character("runner", 3, 3)], [_keep(2)])
    life = g.life(1)
    g.attack("p1:runner:1")
    g.block()
    while g.pending.kind == "priority":
        g.pass_()
    assert (g.pending.kind, g.pending.player) == ("choose_target", 1)  # the defender decides
    assert g.life(1) == life - 3
    events = g.target(ACCEPT)
    (hit,) = of_type(events, ev.DieDamaged)
    assert (hit.die, hit.amount, hit.source, hit.combat) == ("p2:keep:1", 2, "p1:runner:1", True)
    assert g.life(1) == life - 1


def test_the_bot_keeps_its_die_unless_the_damage_would_end_the_game() -> None:
    g = _game(budget=2)  # 3 damage, 2 of it onto a 2D die: it would be KO'd
    use(g, "backfire")
    assert greedy_bot(g.state, 0, random.Random(0)).target == DECLINE
    g = _game(budget=2)
    g.hurt(0, g.life(0) - 3)  # the 3 damage kept would end the game
    use(g, "backfire")
    assert greedy_bot(g.state, 0, random.Random(0)).target == ACCEPT


def test_the_bot_redirects_onto_a_die_that_survives() -> None:
    card = _bulwark(budget=2)
    card["faces"][1] = {**card["faces"][1], "defense": 9}
    g = with_action(BACKFIRE, card)
    g.give(0, DIE, to="field", face=1)
    use(g, "backfire")
    assert greedy_bot(g.state, 0, random.Random(0)).target == ACCEPT


SINGE = action_card(
    "singe",
    {"text": "Deal 1 damage to target character die.",
     "effects": [effect("deal_damage", "target_die", amount=1)]},
)  # fmt: skip


def _shelter(budget: int) -> dict:
    card = make_card(
        "shelter",
        abilities=[{"trigger": "static", "optional": True, "while_active": "self",
                    "text": "While shelter is active, ... from other character dice ...",
                    "effects": [effect("redirect_to_self_each_turn", "all_your_characters",
                                       amount=budget)]}],
    )  # fmt: skip
    card["faces"][1] = {**card["faces"][1], "defense": 9}
    return card


def test_damage_to_another_of_your_dice_is_offered_and_saves_it() -> None:
    g = with_action(SINGE, _shelter(1))
    g.give(0, "p1:shelter:1", to="field", face=1)
    use(g, "singe", m(1))  # 1 damage on a 1D Sidekick: lethal, but not KO'd yet
    assert (g.pending.kind, g.pending.options) == ("choose_target", (ACCEPT, DECLINE))
    assert greedy_bot(g.state, 0, random.Random(0)).target == ACCEPT  # it saves the die
    events = g.target(ACCEPT)
    (hit,) = of_type(events, ev.DieDamaged)
    assert (hit.die, hit.amount, hit.source) == ("p1:shelter:1", 1, "bac:singe:1")
    assert m(1) in g.zone(0, "field") and g.state.dice[m(1)].damage == 0


def test_declined_the_die_takes_it() -> None:
    g = with_action(SINGE, _shelter(1))
    g.give(0, "p1:shelter:1", to="field", face=1)
    use(g, "singe", m(1))
    g.target(DECLINE)
    assert m(1) in g.zone(0, "prep")  # KO'd (DM-16.1)


def test_no_offer_for_the_card_s_own_die_or_an_opposing_die() -> None:
    g = with_action(SINGE, _shelter(1))
    g.give(0, "p1:shelter:1", to="field", face=1)
    use(g, "singe", "p1:shelter:1")
    assert g.pending.kind != "choose_target"
    g = with_action(SINGE, _shelter(1))
    g.give(0, "p1:shelter:1", to="field", face=1)
    use(g, "singe", c(5))  # Chris's die: not "yours" (docs/rulings.md)
    assert g.pending.kind != "choose_target" and c(5) in g.zone(1, "prep")


def _golem(budget: int) -> dict:
    card = make_card(
        "golem",
        abilities=[{"trigger": "static", "optional": True, "while_active": "self",
                    "text": "While golem is active, ... from target character die ...",
                    "effects": [effect("redirect_to_self_each_turn", "all_characters",
                                       amount=budget)]}],
    )  # fmt: skip
    card["faces"][1] = {**card["faces"][1], "defense": 9}
    return card


def test_from_target_character_die_any_player_s_die_is_offered() -> None:
    """ "... from target character die to <self> each turn" (all_characters): damage to an
    opponent's die is offered to the card's player too (DM-13: a die they may target); the
    bot declines that one (it never helps an opponent) and takes its own die's."""
    g = with_action(SINGE, _golem(1))
    g.give(0, "p1:golem:1", to="field", face=1)
    use(g, "singe", c(5))  # Chris's Sidekick: 1 damage, lethal
    assert (g.pending.kind, g.pending.player) == ("choose_target", 0)
    assert greedy_bot(g.state, 0, random.Random(0)).target == DECLINE
    events = g.target(ACCEPT)
    (hit,) = of_type(events, ev.DieDamaged)
    assert (hit.die, hit.amount, hit.source) == ("p1:golem:1", 1, "bac:singe:1")
    assert c(5) in g.zone(1, "field")  # saved
    g = with_action(SINGE, _golem(1))
    g.give(0, "p1:golem:1", to="field", face=1)
    use(g, "singe", m(1))
    assert greedy_bot(g.state, 0, random.Random(0)).target == ACCEPT  # saves her own die


def test_from_target_character_die_not_its_own_nor_without_budget() -> None:
    g = with_action(SINGE, _golem(1))
    g.give(0, "p1:golem:1", to="field", face=1)
    use(g, "singe", "p1:golem:1")
    assert g.pending.kind != "choose_target"  # its own die: nothing to move
    g = with_action(SINGE, _golem(0))  # near miss: no budget
    g.give(0, "p1:golem:1", to="field", face=1)
    use(g, "singe", c(5))
    assert g.pending.kind != "choose_target"
