"""An ability armed for a time (effects/armed.py `arm_trigger`, abilities/armed.py; DM-14.2:
a persistent effect lasts as long as it says): "until end of turn, when an opposing
character die is KO'd, deal 1 damage to its controller" from an action die (DM-8.14: used,
never active). Cards are our own."""

from __future__ import annotations

from typing import Any

from games.engine import events as ev
from games.engine.abilities.armed import ARMED, armed_ability
from games.engine.loading import card_from_dict
from games.engine.model.cards import Condition
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import c, of_type

ARMED_IF = {"kind": "lasting", "effect": ARMED}
REVENGE = {  # the armed ability: an opposing die KO'd, its controller takes 1 damage
    "trigger": "when_opposing_die_is_kod",
    "condition": ARMED_IF,
    "effects": [effect("deal_damage", "that_die_controller", amount=1)],
}


def card(arms: bool, armed: dict[str, Any] | None = None) -> dict[str, Any]:
    """An action die that deals 1 damage to target opposing die, arming its other ability
    first when `arms`."""
    first = [effect("arm_trigger", "you")] if arms else []
    made = action_card(
        "feud", {"effects": [*first, effect("deal_damage", "target_opposing_die", amount=1)]}
    )
    made["abilities"].append(armed or REVENGE)
    return made


def chris_damage(events: list[Any]) -> int:
    return sum(e.amount for e in of_type(events, ev.PlayerDamaged) if e.player == 1)


def test_an_armed_ability_triggers_for_the_rest_of_the_turn() -> None:
    """The Sidekick's KO (the action's own damage) sets off the ability it armed: its card
    is an action's, never active, and it triggers all the same."""
    g = with_action(card(arms=True))
    events = use(g, "feud", c(5))
    assert c(5) in g.zone(1, "prep")  # KO'd (DM-9.11)
    assert chris_damage(events) == 1
    assert any(x.effect == ARMED and x.target == "player:0" for x in g.state.lasting)


def test_an_ability_never_armed_does_not_trigger() -> None:
    """The near miss: the same ability, but no effect armed it."""
    g = with_action(card(arms=False))
    events = use(g, "feud", c(5))
    assert c(5) in g.zone(1, "prep") and chris_damage(events) == 0


def test_the_arming_ends_with_the_turn() -> None:
    """Duration "turn" (DM-14.2): gone at Cleanup, so the ability waits again."""
    g = with_action(card(arms=True))
    use(g, "feud", c(5))
    g.pass_all()  # to the Attack Step
    while g.state.active == 0 and not g.state.over:
        g.pass_all()
    assert not any(x.effect == ARMED for x in g.state.lasting)


def test_what_is_an_armed_ability() -> None:
    assert armed_ability(card_from_dict(card(arms=True)).abilities[1])
    other = Condition("lasting", (("effect", "purchases_may_go_to"),))
    assert not armed_ability(card_from_dict(card(arms=True)).abilities[0])
    assert other.get("effect") != ARMED


def test_armed_until_the_start_of_your_next_turn() -> None:
    """Duration "next_turn": it lasts through the opponent's turn (DM-14.2)."""
    made = card(arms=False)
    made["abilities"][0]["effects"].insert(0, effect("arm_trigger", "you", duration="next_turn"))
    g = with_action(made)
    use(g, "feud", c(5))
    (armed,) = [x for x in g.state.lasting if x.effect == ARMED]
    assert armed.until == "next_turn"


def test_the_reading_says_what_arms_it() -> None:
    """No "while this card is active": an action die's armed ability needs none."""
    from games.reading import read_card

    said = [x.reading for x in read_card(card_from_dict(card(arms=True))) if x.kind == "ability"]
    assert said[0].startswith("This card's other ability below triggers for you until the end")
    assert said[1] == (
        "Whenever an opposing die is KO'd, if this card's effect arms it for you: deal 1 damage"
        " to that die's controller."
    )


def test_each_effect_arming_it_triggers_it_once() -> None:
    """Two uses (here one action arming twice, as two dice of the card used would): two
    persistent effects, each its own (DM-14.2), so the KO costs Chris 2."""
    made = card(arms=True)
    made["abilities"][0]["effects"].insert(0, effect("arm_trigger", "you"))
    g = with_action(made)
    assert chris_damage(use(g, "feud", c(5))) == 2
