"""The start of the Attack Step (DM-8.25, DM-9.1) as an occasion, and "in the Attack Step" as
a condition. The step begins as the Main Step ends, before attackers are declared, when the
active player can attack at all (a fielded character that may attack, and not the first
player's first turn); otherwise there is no Attack Step and nothing triggers
(docs/rulings.md). Cards and wording are our own."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.conditions import CONDITIONS, Context, holds
from games.engine.model.cards import Condition
from games.engine.model.state import Zone

from .helpers import CHAR, FIST, TEAMS, Game, auto_turn, c, cards_with, die, make_card

GAIN = [{"op": "gain_life", "amount": 1, "target": "you"}]


def gains(trigger: str, chris_fields: bool = True) -> list[tuple[int, bool]]:
    """Michele has an active die of a card whose `trigger` gains her 1 life; Chris has a
    Sidekick in his Field Zone (or none). Three turns: Michele's first (she may not attack,
    DM-3 tournament rule), Chris's, Michele's. Whose turn it was at each gain, and whether
    attackers had been declared yet that turn."""
    g = Game(
        teams=((("lookout", 1), TEAMS[0][1]), TEAMS[1]),
        cards=cards_with(make_card("lookout", abilities=[{"trigger": trigger, "effects": GAIN}])),
    )
    g.start()
    g.hurt(0, 5)
    g.arrange(0, "field", [die(0, "lookout", 1)], face=CHAR)
    if chris_fields:
        g.arrange(1, "field", [c(8)], face=CHAR)
    start = len(g.events)
    for _ in range(3):
        auto_turn(g)
    whose, declared, found = 0, False, []
    for event in g.events[start:]:
        if isinstance(event, ev.TurnBegan):
            whose, declared = event.player, False
        elif isinstance(event, ev.AttackersDeclared):
            declared = True
        elif isinstance(event, ev.LifeGained) and event.player == 0:
            found.append((whose, declared))
    return found


def test_start_of_each_attack_step_fires_before_attackers_are_declared() -> None:
    """DM-9.1: the step's first act is declaring attackers; the trigger resolves before it
    (never after). Turn 1: the first player may not attack, so no Attack Step."""
    assert gains("start_of_attack_step") == [(1, False), (0, False)]


def test_your_and_your_opponent_s_attack_step() -> None:
    assert gains("start_of_your_attack_step") == [(0, False)]
    assert gains("start_of_opponents_attack_step") == [(1, False)]


def test_no_attack_step_without_a_die_that_could_attack() -> None:
    """Near miss (DM-8.25): Chris has no character in his Field Zone, so his turn has no
    Attack Step and Michele's watcher does not fire then."""
    assert gains("start_of_attack_step", chris_fields=False) == [(0, False)]
    assert gains("start_of_opponents_attack_step", chris_fields=False) == []


def test_in_the_attack_step_holds_from_the_declaration_to_the_end_of_combat() -> None:
    """ "Whenever <this die> takes damage in an Attack Step": the condition `attack_step`
    holds once attackers are declared (DM-9.1), not in the Main Step nor after combat."""
    g = Game(
        teams=((("lookout", 1), TEAMS[0][1]), TEAMS[1]),
        cards=cards_with(make_card("lookout")),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    g.arrange(0, "field", [die(0, "lookout", 1)], face=CHAR)
    condition = Condition("attack_step")

    def now() -> bool:
        return holds(Context(g.state, 0, "lookout", die(0, "lookout", 1)), condition)

    while g.pending.kind == "draw":
        bag = sorted(g.state.in_zone(g.pending.player, Zone.BAG))
        g.draw(*bag[: g.pending.count], to=g.pending.to)
    g.roll({d: FIST for d in g.pending.dice})
    g.reroll()
    assert not now()  # the Main Step
    g.pass_all()
    assert g.pending.kind == "declare_attackers"
    assert not now()  # the Main Step has ended; no attacker declared yet
    g.attack(die(0, "lookout", 1))
    assert now()
    assert CONDITIONS["attack_step"].params == frozenset()
    while g.state.combat is not None:
        g.pass_()
    assert not now()  # combat over (DM-9.13): the Cleanup Step
