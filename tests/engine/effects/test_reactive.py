"""Globals with effect costs (DM-12.2), Reactive Globals (DM-8.19, DM-15.4) and preventing
damage (DM-19.1)."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.api import legal_actions
from games.engine.model.evolve import evolve
from tests.engine.effects.common import BLAST, ZAP, action_card, effect, use
from tests.engine.helpers import ACTION0, CHAR, FIST, Game, bac, c, cards_with, m, of_type

AEGIS = action_card(
    "aegis",
    {"text": "Your opponent loses 1 life.", "effects": [effect("lose_life", "opponent", amount=1)]},
    globals=[
        {"cost": 1, "reactive": "when_damaged",
         "text": "Reactive: when one of your character dice is dealt damage, pay 1: prevent all "
                 "of that damage.",
         "effects": [effect("prevent_damage", "this_die")]},
        {"cost": 1, "reactive": "when_you_are_damaged",
         "text": "Reactive: when you are dealt damage, pay 1: prevent 2 of it.",
         "effects": [effect("prevent_damage", "you", amount=2)]},
    ],
)  # fmt: skip
THORN = {
    "id": "thorn", "name": "thorn", "kind": "basic_action", "cost": 1,
    "abilities": [{"trigger": "action", "text": "Gain 1 life.",
                   "effects": [effect("gain_life", "you", amount=1)]}],
    "globals": [
        {"cost": 1, "text": "Global: Pay 1 and lose 1 life: deal 1 damage to target opposing "
                            "character die.",
         "costs": [effect("lose_life", "you", amount=1)],
         "effects": [effect("deal_damage", "target_opposing_die", amount=1)]},
        {"cost": 0, "text": "Global: Spin each of your character dice down: gain 1 life.",
         "costs": [effect("spin_down", "all_your_characters", amount=1)],
         "effects": [effect("gain_life", "you", amount=1)]},
    ],
}  # fmt: skip


def game(first: dict, chris_energy: int = 1, **options: object) -> Game:  # type: ignore[type-arg]
    """Michele's first turn, Main Step, her action die of `first` on its action face; Chris
    holds Aegis and has c5 (a Sidekick character) in his Field Zone and `chris_energy` fist
    energy dice in his Reserve Pool."""
    g = Game(bacs=((first["id"],), ("aegis",)), cards=cards_with(first, AEGIS), **options)
    g.start()
    g.give(0, bac(first["id"], 1))
    g.arrange(1, "field", [c(5)], face=CHAR)
    if chris_energy:
        g.arrange(1, "reserve", [c(n) for n in range(1, 1 + chris_energy)], face=FIST)
    g.begin({bac(first["id"], 1): ACTION0, m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def test_a_reactive_global_is_offered_at_once_and_prevents_the_damage() -> None:
    """DM-8.19: "Decide immediately when the trigger happens; resolves immediately (may
    prevent/redirect the damage)"; DM-19.1: prevented damage triggers nothing."""
    g = game(ZAP)
    use(g, "zap", c(5))
    assert g.state.dice[c(5)].damage == 1
    assert (g.pending.kind, g.pending.player, g.pending.options) == ("react", 1, ("aegis:0",))
    assert A.DeclineReaction(player=1) in legal_actions(g.state, 1)
    events = g.do(A.React(player=1, card="aegis", ability=0, paid=((c(1), ("fist",)),)))
    assert ev.ReactiveUsed(1, "aegis", 0, ((c(1), ("fist",)),), 0) in events
    assert ev.DamagePrevented(c(5), 1, "aegis") in events
    assert c(5) in g.zone(1, "field") and g.state.dice[c(5)].damage == 0
    assert c(1) in g.zone(1, "used")  # spent on the opponent's turn: Used Pile (DM-8.17)


def test_declined_the_damage_stands() -> None:
    g = game(ZAP)
    use(g, "zap", c(5))
    events = g.do(A.DeclineReaction(player=1))
    assert ev.ReactionDeclined(1) in events
    assert of_type(events, ev.DiceKnockedOut) == [ev.DiceKnockedOut((c(5),))]


def test_a_player_who_cannot_pay_is_not_asked() -> None:
    g = game(ZAP, chris_energy=0)
    events = use(g, "zap", c(5))
    assert ev.AbilityResolved(1, "aegis", 0, "reactive", c(5)) in events
    assert g.pending.kind == "priority" and c(5) in g.zone(1, "prep")


def test_refusals_change_nothing() -> None:
    g = game(ZAP)
    use(g, "zap", c(5))
    g.refuse(A.React(player=1, card="aegis", ability=1, paid=((c(1), ("fist",)),)),
             E.GLOBAL_UNKNOWN)  # fmt: skip
    g.refuse(A.React(player=1, card="aegis", ability=0), E.ENERGY_INSUFFICIENT)
    g.refuse(A.DeclineReaction(player=0), E.TURN_NOT_YOURS)
    g.refuse(A.PassPriority(player=1), E.TURN_WRONG_STEP)


def test_damage_to_a_player_is_prevented_before_the_game_could_end() -> None:
    """DM-15.4: an interrupt happens immediately: Chris at 2 life is not beaten by 2 damage
    he prevents (docs/rulings.md, Effects (fx))."""
    g = game(BLAST)
    g.hurt(1, 8)
    use(g, "blast")
    assert g.life(1) == 0 and not g.state.over
    assert g.pending.kind == "react"
    g.do(A.React(player=1, card="aegis", ability=1, paid=((c(1), ("fist",)),)))
    assert g.life(1) == 2 and not g.state.over


def test_a_shield_stops_damage_at_the_door() -> None:
    """DM-19.1, DM-14.2: "prevent the next 1 damage" takes 1 of 2; "prevent all damage"
    takes everything, and nothing is dealt, so nothing is offered or triggered."""
    g = game(ZAP, chris_energy=0)
    g.state = evolve(g.state, ev.EffectStarted("shield", c(5), "test", 1, "end_of_turn", 0))
    events = use(g, "zap", c(5))
    assert not of_type(events, ev.DieDamaged) and not of_type(events, ev.AbilityTriggered)[1:]
    assert g.state.dice[c(5)].damage == 0


def test_a_partial_shield_is_used_up() -> None:
    g = game(ZAP, chris_energy=0)
    g.state = evolve(g.state, ev.EffectStarted("shield", c(5), "test", 1, "end_of_turn", 1))
    events = use(g, "zap", c(5))
    assert ev.EffectEnded("shield", c(5), "test") in events
    assert not of_type(events, ev.DieDamaged) and g.state.lasting == ()


def thorn_game() -> Game:
    g = Game(bacs=(("thorn",), ("counterstrike",)), cards=cards_with(THORN))
    g.start()
    g.give(0, bac("thorn", 1))
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({bac("thorn", 1): FIST, m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    g.field(m(1))
    return g


def test_a_global_with_an_effect_cost_pays_both() -> None:
    """DM-12.2: "An ability with an energy cost and an effect cost requires both"."""
    g = thorn_game()
    events = g.use_global("thorn", (m(2), "fist"))
    assert ev.LifeLost(0, 1, "thorn") in events and g.life(0) == 9
    g.target(c(5))
    assert c(5) in g.zone(1, "prep")


def test_a_cost_that_cannot_be_paid_is_refused() -> None:
    """DM-12.2: "If the cost is spinning a die down a level and you only have level-1 dice,
    you cannot pay" (Michele's only character die is at level 1)."""
    g = thorn_game()
    g.refuse(A.UseGlobal(player=0, card="thorn", ability=1), E.COST_UNPAYABLE)
    assert A.UseGlobal(player=0, card="thorn", ability=1) not in legal_actions(g.state, 0)


def test_a_reactive_global_is_not_used_in_a_global_window() -> None:
    """DM-8.19: "can only be used 'When' something happens"."""
    g = game(ZAP)
    g.pass_()  # Michele passes; Chris holds priority in the Main Step with energy
    assert g.pending.player == 1
    g.refuse(A.UseGlobal(player=1, card="aegis", ability=1, paid=((c(1), ("fist",)),)),
             E.GLOBAL_NOT_NOW)  # fmt: skip


def test_prevention_never_brings_a_player_above_the_starting_life() -> None:
    """Prevent 2 of 2 damage dealt from full life: back to full, not above (DM-11.3)."""
    g = game(BLAST)
    use(g, "blast")
    g.do(A.React(player=1, card="aegis", ability=1, paid=((c(1), ("fist",)),)))
    assert g.life(1) == 10
