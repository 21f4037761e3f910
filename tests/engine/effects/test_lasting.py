"""Persistent effects on dice (DM-14.2): "can't attack", "can't block", "must attack", and
effects "until the start of your next turn"; "you can't" beats "you must" (DM-12.1)."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.permissions import may_attack, may_block, required_attackers
from games.engine.abilities.stats import stats
from games.engine.api import legal_actions
from games.engine.model.evolve import evolve
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import CHAR, FIST, auto_turn, c, m

CHAINS = action_card(
    "chains",
    {"text": "Target character die can't attack this turn.",
     "effects": [effect("cant_attack", "target_die")]},
)  # fmt: skip
WALL = action_card(
    "wall",
    {"text": "Opposing character dice can't block this turn.",
     "effects": [effect("cant_block", "all_opposing_characters")]},
)  # fmt: skip
TAUNT = action_card(
    "taunt",
    {"text": "Target character die you control must attack this turn.",
     "effects": [effect("must_attack", "target_your_die")]},
)  # fmt: skip
BULWARK = action_card(
    "bulwark",
    {"text": "Target character die you control gets +2D until the start of your next turn.",
     "effects": [effect("modify_defense", "target_your_die", amount=2, duration="next_turn")]},
)  # fmt: skip


def _attack_choices(g):  # type: ignore[no-untyped-def]
    return [a.dice for a in legal_actions(g.state, 0) if isinstance(a, A.DeclareAttackers)]


def test_a_die_that_cant_attack_is_refused_and_not_offered() -> None:
    """DM-14.2: "who must/may not attack or block"."""
    g = with_action(CHAINS, first_player_may_attack_first_turn=True)
    events = use(g, "chains", m(1))
    assert ev.EffectStarted("cant_attack", m(1), "chains", 0, "end_of_turn") in events
    assert not may_attack(g.state, m(1))
    g.pass_all()
    # Michele's only character may not attack: the engine declares no attackers for her.
    assert ev.AttackersDeclared(0, ()) in g.events
    assert g.state.step.value == "cleanup" or g.pending.player == 1


def test_refused_with_its_reason_when_another_die_could_attack() -> None:
    g = with_action(CHAINS, first_player_may_attack_first_turn=True)
    g.arrange(0, "field", [m(2)], face=CHAR)
    use(g, "chains", m(1))
    g.pass_all()
    g.refuse(A.DeclareAttackers(player=0, dice=(m(1), m(2))), E.ATTACK_NOT_ALLOWED)
    assert all(m(1) not in dice for dice in _attack_choices(g))


def test_dice_that_cant_block_are_not_offered_as_blockers() -> None:
    """DM-13.3: "each opposing" dice, not targeted; DM-14.2: can't block this turn."""
    g = with_action(WALL, chris_field=2, first_player_may_attack_first_turn=True)
    events = use(g, "wall")
    assert {e.target for e in events if isinstance(e, ev.EffectStarted)} == {c(5), c(6)}
    g.pass_all()
    events = g.attack(m(1))
    assert not may_block(g.state, c(5), m(1))
    assert ev.BlockersDeclared(1, ()) in events  # no legal block: declared for him


def test_a_die_that_must_attack_cannot_stay_home() -> None:
    """DM-14.2: "who must ... attack"; the refusal changes nothing."""
    g = with_action(TAUNT, first_player_may_attack_first_turn=True)
    g.arrange(0, "field", [m(2)], face=CHAR)
    use(g, "taunt", m(1))
    g.pass_all()
    assert required_attackers(g.state, (m(1), m(2))) == (m(1),)
    g.refuse(A.DeclareAttackers(player=0, dice=()), E.ATTACK_REQUIRED)
    g.refuse(A.DeclareAttackers(player=0, dice=(m(2),)), E.ATTACK_REQUIRED)
    choices = _attack_choices(g)
    assert choices and all(m(1) in dice for dice in choices)
    g.attack(m(1))
    assert m(1) in g.zone(0, "attack")


def test_cant_beats_must() -> None:
    """DM-12.1: "the one that says 'you can't' beats the one that says 'you can'": a die that
    must attack and can't attack does not attack (docs/rulings.md, Effects (fx))."""
    g = with_action(TAUNT, CHAINS, first_player_may_attack_first_turn=True)
    g.arrange(0, "field", [m(2)], face=CHAR)
    use(g, "taunt", m(1))
    g.state = evolve(g.state, ev.EffectStarted("cant_attack", m(1), "chains", 1))
    g.pass_all()
    assert () in _attack_choices(g)
    g.attack()


def test_must_attack_on_the_first_turn_the_tournament_rule_wins() -> None:
    """The first player may not attack on turn 1 (OP): "must attack" does not force it."""
    g = with_action(TAUNT)
    use(g, "taunt", m(1))
    g.pass_all()
    assert ev.AttackersDeclared(0, ()) in g.events


def test_until_the_start_of_your_next_turn() -> None:
    """DM-14.2: a persistent effect states its duration. +2D "until the start of your next
    turn" outlasts Cleanup (DM-10.1), holds through Chris's turn, and ends as Michele's next
    turn begins (DM-5.2)."""
    g = with_action(BULWARK)
    events = use(g, "bulwark", m(1))
    assert ev.EffectStarted("modify_defense", m(1), "bulwark", 0, "next_turn", 2) in events
    assert stats(g.state, g.state.dice[m(1)]) == (1, 3)
    g.pass_all()
    assert g.state.turn == 2 and stats(g.state, g.state.dice[m(1)]) == (1, 3)
    auto_turn(g, FIST)  # Chris's turn
    assert g.state.turn == 3 and g.state.lasting == ()
    assert stats(g.state, g.state.dice[m(1)]) == (1, 1)


def test_a_persistent_stat_change_ends_when_its_die_is_kod() -> None:
    """DM-14.2: "A persistent effect on a particular die ends if the die is KO'd"."""
    g = with_action(BULWARK)
    use(g, "bulwark", m(1))
    g.state = evolve(g.state, ev.DiceKnockedOut((m(1),)))
    assert g.state.lasting == ()
