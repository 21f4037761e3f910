"""An opponent's Attack Step's start (scope `opposing` of the occasion flow/attack.py
announces once attackers are declared, DM-8.25) and "in the Attack Step" as a condition
(docs/rulings.md). Cards and wording are our own."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.conditions import CONDITIONS, Context, holds
from games.engine.model.cards import Condition
from games.engine.model.state import Zone
from tests.engine.keywords.common import character, face_off
from tests.engine.test_attack_step_start import grown, resolve_all, surfer

from .helpers import CHAR, FIST, TEAMS, Game, cards_with, die, make_card, of_type


def test_your_opponent_s_attack_step() -> None:
    """Chris's card: "your opponent's attack step" triggers on Michele's (once she declares
    attackers, DM-8.25), never on his own; Michele's own card of it does not."""
    g = face_off([character("big", 2, 2)], [surfer("start_of_opponents_attack_step", "wall")])
    events = resolve_all(g, g.attack("p1:big:1"))
    assert grown(events, "p2:wall:1") == 2
    g = face_off([surfer("start_of_opponents_attack_step")], [])
    assert not of_type(g.attack("p1:surfer:1"), ev.AbilityTriggered)


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
