""" "Your attacking characters that are knocked out this turn return to the field" (op
`kod_attackers_return`, abilities/kod_return.py): a persistent effect on the player
(DM-14.2, until Cleanup); the KO happens (DM-16.4), then each of the player's attacking dice
goes back to the Field Zone on the face it had, its damage and applied effects gone
(DM-14.1). Our own wording."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.kod_return import NAME
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import CHAR, Game, bac, c, m, of_type

STAND = action_card(
    "stand",
    {"text": "This turn, your attacking characters that are KO'd come back to the field.",
     "effects": [effect(NAME, "you")]},
)  # fmt: skip


def fight(use_it: bool) -> tuple[Game, list[ev.Event]]:
    """Michele (maybe) uses the action, then her Sidekick m1 (1/1) attacks and Chris's
    Sidekick c5 (1/1) blocks it: both are dealt lethal damage (DM-9.9/9.10)."""
    g = with_action(STAND, first_player_may_attack_first_turn=True)
    if use_it:
        g.do(A.UseActionDie(player=0, die=bac("stand", 1)))
    g.pass_all()
    g.attack(m(1))
    events = g.block((c(5), m(1)))
    events += g.pass_all()
    return g, events


def test_an_attacker_ko_d_this_turn_returns_to_the_field_on_its_face() -> None:
    g, events = fight(True)
    assert of_type(events, ev.DiceKnockedOut)  # it was KO'd (DM-16.4)
    die = g.state.dice[m(1)]
    assert m(1) in g.zone(0, "field") and die.face == CHAR
    assert die.damage == 0 and die.modifiers == ()  # DM-14.1
    assert c(5) in g.zone(1, "prep")  # near miss: a blocker, and Chris's, stays KO'd


def test_without_it_the_attacker_goes_to_the_prep_area() -> None:
    g, _ = fight(False)
    assert m(1) in g.zone(0, "prep")


def test_the_effect_ends_in_cleanup() -> None:
    """DM-14.2: "this turn": by Chris's turn it is gone, and the die stays in the field."""
    g, _ = fight(True)
    assert g.state.active == 1
    assert not any(x.effect == NAME for x in g.state.lasting)
    assert m(1) in g.zone(0, "field")
