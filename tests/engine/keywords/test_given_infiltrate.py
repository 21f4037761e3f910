"""Infiltrate given by another card (abilities/window_grants.py; DM-14.1 to DM-14.3): "while
<this> is active, your Plain character dice gain Infiltrate". The die may use the keyword's
window ability after blockers are declared (DM-9.6) as a die printing it does (000:L791):
the action `use_ability` names the giving card, whose ability it is. The giving card's own
die, which the grant does not reach, has none; nor does the die once the giver is not
active (DM-18.1). Cards and wording are our own."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.api import choices, legal_actions
from games.engine.flow.choices import model as C
from games.engine.model.actions import action_from_event
from tests.engine.effects.common import effect
from tests.engine.helpers import of_type
from tests.engine.keywords.common import character, face_off

PLAIN = character("plain", 3, 2)
DIE, GIVER_DIE = "p1:plain:1", "p1:scout:1"
GRANT = effect("grant_keyword", "all_your_characters", keyword="infiltrate",
               filters={"card": "plain"})  # fmt: skip
SCOUT = character("scout", 1, 1, abilities=[
    {"trigger": "static", "text": "While active, your plain dice gain Infiltrate.",
     "effects": [GRANT]}])  # fmt: skip


def _window(*attackers: str):
    g = face_off([SCOUT, PLAIN], [], chris_field=1)
    g.attack(*attackers)
    g.block()
    assert (g.pending.kind, g.state.step.value) == ("priority", "action_global_window")
    return g


def _given(g) -> A.UseAbility:
    (option,) = [o for o in choices(g.state, 0).abilities if o.die == DIE]
    assert isinstance(option, C.AbilityOption) and option.card == "scout"
    return A.UseAbility(player=0, die=DIE, ability=option.ability, card="scout")


def test_a_die_given_infiltrate_leaves_combat_and_deals_1_instead() -> None:
    g = _window(DIE)
    use = _given(g)
    assert use in list(legal_actions(g.state, 0))
    events = g.do(use)
    assert ev.AbilityUsed(0, DIE, use.ability, "", "scout") in events
    assert action_from_event(events[0]) == use  # replay reads the same action back
    assert ev.PlayerDamaged(1, 1, DIE, False) in events  # ability damage, not combat
    events = g.pass_all()
    assert not of_type(events, ev.PlayerDamaged) and g.life(1) == 9
    assert DIE in g.zone(0, "field")


def test_the_giving_cards_own_die_has_no_infiltrate() -> None:
    """Near miss: the grant names plain dice; the scout's attacking die is offered nothing,
    and naming the scout's ability for it is refused."""
    g = _window(GIVER_DIE)
    assert not [o for o in choices(g.state, 0).abilities if o.die == GIVER_DIE]
    index = next(i for i, a in enumerate(g.state.cards["scout"].abilities)
                 if a.trigger == "global_window")  # fmt: skip
    g.refuse(A.UseAbility(player=0, die=GIVER_DIE, ability=index), E.ABILITY_UNKNOWN)
    g.refuse(A.UseAbility(player=0, die=GIVER_DIE, ability=index, card="scout"),
             E.ABILITY_UNKNOWN)  # fmt: skip


def test_without_the_giver_the_die_has_no_infiltrate() -> None:
    """DM-18.1: the scout not active (no die of it in the Field Zone), the grant is off."""
    g = face_off([PLAIN], [], chris_field=1)
    g.attack(DIE)
    g.block()
    assert not choices(g.state, 0).abilities
