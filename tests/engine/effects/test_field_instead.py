"""Another price for fielding a card's own dice (abilities/field_instead.py; docs/rulings.md
"Fielding paid another way"): "you may lose 2 life to field <self> for free" and "you may KO
every die in your Field Zone to field <self> for free". The action `field` with `instead`
pays no energy (DM-8.10: the fielding cost is made nothing) and pays the card's price in its
own batch, a cost (DM-12.2): life lost, not damage (DM-12.4), or the player's other dice in
the Field Zone KO'd (DM-16.1). Cards and wording are our own."""

from __future__ import annotations

import pytest

from games.engine.api import legal_actions
from games.engine.flow.choices import admits, choices
from games.engine.loading import card_execution
from games.engine.model import actions as A
from games.engine.model import errors as E
from games.engine.model import events as ev
from games.engine.model.actions import ACTION_MAKERS
from games.engine.model.errors import IllegalAction
from games.engine.model.state import Zone
from tests.engine.helpers import CHAR, FIST, Game, cards_with, die, m, make_card

LEVEL_2 = 1  # make_card's face 1: level 2, fielding cost 1


def _static(op: str, text: str, **more: object) -> dict[str, object]:
    return {"trigger": "static", "text": text,
            "effects": [{"op": op, "target": "this_card", **more}]}  # fmt: skip


DRAKE = make_card(
    "drake",
    cost=3,
    abilities=[_static("field_for_life", "You may lose 2 life to field Drake for free.", amount=2)],
)
CRYPT = make_card(
    "crypt",
    cost=4,
    abilities=[
        _static("field_for_ko_all", "You may KO every die in your Field Zone to field Crypt free.")
    ],
)
BRICK = make_card("brick", cost=2)
TOLL = make_card("brick", cost=2, abilities=[{  # (Chris's card in his Field Zone)
    "trigger": "static", "text": "Opposing character dice cost 1 more to field.",
    "effects": [{"op": "increase_field_cost", "target": "all_opposing_characters", "amount": 1}],
    "while_active": "self"}])  # fmt: skip


def game(chris: dict[str, object] = BRICK) -> Game:
    """Michele's Main Step: a Drake and a Crypt die at level 2 in her Reserve Pool, another
    Drake and a Sidekick in her Field Zone, three Fist energy."""
    teams = ((("drake", 2), ("crypt", 2)), (("brick", 1),))
    g = Game(teams=teams, cards=cards_with(DRAKE, CRYPT, chris))
    g.start()
    g.arrange(0, "field", [die(0, "drake", 2), m(5)], face=CHAR)
    g.arrange(1, "field", [die(1, "brick", 1)], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, die(0, "drake", 1), to="reserve", face=LEVEL_2)
    g.give(0, die(0, "crypt", 1), to="reserve", face=LEVEL_2)
    return g


def test_fielded_for_life_no_energy_spent() -> None:
    g = game()
    life = g.life(0)
    action = A.Field(player=0, die=die(0, "drake", 1), instead="life")
    events = g.do(action)
    # the batch starts with its decision, which gives the action back (replay decides it again)
    assert type(events[0]) is ev.CharacterFieldedInstead
    assert ACTION_MAKERS[type(events[0])](events[0]) == action
    assert ev.LifeLost(0, 2, "field_cost") in events  # life lost, not damage (DM-12.4)
    assert g.life(0) == life - 2
    assert g.state.dice[die(0, "drake", 1)].zone is Zone.FIELD
    assert {g.state.dice[m(n)].zone for n in (1, 2, 3)} == {Zone.RESERVE}  # no energy spent


def test_fielded_by_kos_every_other_die_in_the_field_zone() -> None:
    g = game()
    events = g.do(A.Field(player=0, die=die(0, "crypt", 1), instead="ko_all"))
    mine = {die(0, "drake", 2), m(5)}
    assert {d for e in events if isinstance(e, ev.DiceKnockedOut) for d in e.dice} == mine
    assert {g.state.dice[d].zone for d in mine} == {Zone.PREP}  # KO'd (DM-16.1)
    assert g.state.dice[die(0, "crypt", 1)].zone is Zone.FIELD
    assert g.state.dice[die(1, "brick", 1)].zone is Zone.FIELD  # near miss: not hers


def test_offered_when_no_energy_could_pay() -> None:
    g = game()
    g.arrange(0, "used", [m(1), m(2), m(3)])  # nothing in her Reserve Pool to pay with
    offered = [a for a in legal_actions(g.state, 0) if isinstance(a, A.Field)]
    assert A.Field(player=0, die=die(0, "drake", 1), instead="life") in offered
    assert A.Field(player=0, die=die(0, "crypt", 1), instead="ko_all") in offered
    choice = choices(g.state, 0)
    assert {(o.die, o.instead, o.amount) for o in choice.fields_instead} == {  # type: ignore[union-attr]
        (die(0, "drake", 1), "life", 2),
        (die(0, "crypt", 1), "ko_all", 0),
    }
    assert admits(choice, A.Field(player=0, die=die(0, "drake", 1), instead="life"))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "action",
    [
        A.Field(player=0, die=die(0, "drake", 1), instead="ko_all"),  # not its card's price
        A.Field(player=0, die=m(1), instead="life"),  # a card that prints no other price
        A.Field(player=0, die=die(0, "drake", 1), instead="life", paid=((m(1), ("fist",)),)),
    ],
)
def test_near_misses_are_refused(action: A.Field) -> None:
    g = game()
    if action.die == m(1):
        g.arrange(0, "reserve", [m(1)], face=CHAR)
    with pytest.raises(IllegalAction) as raised:
        g.do(action)
    assert raised.value.code in (E.FIELD_NOT_INSTEAD, E.FIELD_NOT_CHARACTER, E.ENERGY_OVERPAID)


def test_the_usual_fielding_still_pays_energy() -> None:
    g = game()
    life = g.life(0)
    g.field(die(0, "drake", 1), (m(1), "fist"))
    assert g.life(0) == life and g.state.dice[m(1)].zone is not Zone.RESERVE


def test_the_cards_are_executed() -> None:
    assert card_execution(DRAKE).executed and card_execution(CRYPT).executed


def test_a_bot_pays_life_when_no_energy_would_and_keeps_its_field() -> None:
    """Bots play it (sim/bots.py): life while plenty is left; never a KO of its own Field
    Zone while other dice are in it (the Drake and the Sidekick there)."""
    import random

    from games.engine.sim.bots import greedy_bot

    g = game()
    g.arrange(0, "used", [m(1), m(2), m(3)])
    picks = {greedy_bot(g.state, 0, random.Random(seed)) for seed in range(5)}
    assert A.Field(player=0, die=die(0, "drake", 1), instead="life") in picks
    assert not any(isinstance(a, A.Field) and a.instead == "ko_all" for a in picks)


def test_a_cost_increase_is_still_paid_in_energy_beside_it() -> None:
    """As for a die free to field (docs/rulings.md "Free to field"): the increase adds."""
    g = game(TOLL)
    bare = A.Field(player=0, die=die(0, "drake", 1), instead="life")
    with pytest.raises(IllegalAction):
        g.do(bare)
    offered = [a for a in legal_actions(g.state, 0) if isinstance(a, A.Field) and a.instead]
    assert {(a.die, len(a.paid)) for a in offered} == {(die(0, "drake", 1), 1),
                                                        (die(0, "crypt", 1), 1)}  # fmt: skip
    g.do(A.Field(player=0, die=die(0, "drake", 1), instead="life", paid=((m(1), ("fist",)),)))
    assert g.state.dice[die(0, "drake", 1)].zone is Zone.FIELD
