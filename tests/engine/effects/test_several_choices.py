""" "Target opposing character die can't block this turn. A different target opposing
character die can't block this turn either" (abilities/answers.py, DM-13.1, issue 16): one
ability asks two choices of target, one after the other; each is a `choose_target` decision
the API offers, the bots and players answer, and the ability resolves after the last. Our
own wording."""

from __future__ import annotations

import pytest

from games.engine import actions as A
from games.engine import legal_actions
from games.engine.abilities.answers import NOTHING
from games.engine.abilities.permissions import under
from games.engine.flow.choices import admits, choices
from games.engine.loading import card_from_dict
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import bac, c, m, make_card


def _card(card_id: str, second: dict, first_filters: dict | None = None, **more) -> dict:
    return action_card(
        card_id,
        {"text": "Target opposing character die can't block. Target ... can't block either.",
         "effects": [effect("cant_block", "target_opposing_die", filters=first_filters or {}),
                     {**effect("cant_block", **second), "choice": 1}],
         **more},
    )  # fmt: skip


PIN = _card("pin", {"target": "target_opposing_die", "filters": {"unlike_choice": 0}})
TWICE = _card("twice", {"target": "target_opposing_die"})
MIXED = _card("mixed", {"target": "target_your_die"}, first_filters={"sidekick": False})


def test_two_choices_one_after_the_other_a_different_die() -> None:
    g = with_action(PIN, chris_field=3)
    g.do(A.UseActionDie(player=0, die=bac("pin", 1)))
    assert g.pending.kind == "choose_target" and set(g.pending.options) == {c(5), c(6), c(7)}
    g.do(A.ChooseTarget(player=0, target=c(5)))
    assert g.pending.kind == "choose_target" and g.pending.player == 0
    assert set(g.pending.options) == {c(6), c(7)}  # "a different" die: not c5
    assert not under(g.state, "cant_block", c(5))  # nothing happens before the last answer
    g.do(A.ChooseTarget(player=0, target=c(7)))
    assert under(g.state, "cant_block", c(5)) and under(g.state, "cant_block", c(7))
    assert not under(g.state, "cant_block", c(6))
    assert g.state.chosen == ()  # the answers end with the ability


def test_without_different_the_same_die_may_be_named_again() -> None:
    g = with_action(TWICE, chris_field=2)
    g.do(A.UseActionDie(player=0, die=bac("twice", 1)))
    g.do(A.ChooseTarget(player=0, target=c(5)))
    assert set(g.pending.options) == {c(5), c(6)}
    g.do(A.ChooseTarget(player=0, target=c(5)))
    assert under(g.state, "cant_block", c(5)) and not under(g.state, "cant_block", c(6))


def test_the_api_offers_each_choice_and_its_description_admits_it() -> None:
    """A bot answering with the legal actions it is offered makes both choices."""
    g = with_action(PIN, chris_field=2)
    g.do(A.UseActionDie(player=0, die=bac("pin", 1)))
    for _ in range(2):
        offered = [a for a in legal_actions(g.state, 0) if isinstance(a, A.ChooseTarget)]
        described = choices(g.state, 0)
        assert offered and described is not None
        assert all(admits(described, a) for a in offered)
        g.do(offered[0])
    assert under(g.state, "cant_block", c(5)) and under(g.state, "cant_block", c(6))


def test_a_choice_with_nothing_to_name_is_answered_nothing_and_the_next_is_asked() -> None:
    """DM-13.4 / DM-12.3: Chris has no non-Sidekick die; the second choice (one of Michele's
    dice) still happens."""
    g = with_action(MIXED, chris_field=1)
    g.do(A.UseActionDie(player=0, die=bac("mixed", 1)))
    assert g.pending.options == (NOTHING,)
    offered = [a for a in legal_actions(g.state, 0) if isinstance(a, A.ChooseTarget)]
    described = choices(g.state, 0)
    assert offered and described is not None and all(admits(described, a) for a in offered)
    g.do(A.ChooseTarget(player=0, target=NOTHING))
    assert g.pending.options == (m(1),)
    g.do(A.ChooseTarget(player=0, target=m(1)))
    assert under(g.state, "cant_block", m(1)) and not under(g.state, "cant_block", c(5))


@pytest.mark.parametrize("more", [{"up_to": 2}, {"split": True, "amount": 2}])
def test_several_choices_name_one_target_each(more: dict) -> None:
    bad = _card("bad", {"target": "target_opposing_die"})
    bad["abilities"][0]["effects"][0] = {**bad["abilities"][0]["effects"][0], **more}
    if "split" in more:
        bad["abilities"][0]["effects"][0]["op"] = "deal_damage"
    with pytest.raises(ValueError):
        card_from_dict(bad)


@pytest.mark.parametrize("numbers", [(1,), (0, 2), (1, 1)])
def test_choices_are_numbered_from_the_first_with_none_left_out(numbers: tuple) -> None:
    """A choice no one is asked ("choice": 1 with no choice 0) would leave its effects never
    done, silently: refused as the card loads, like the shapes above."""
    with pytest.raises(ValueError, match="numbered"):
        card_from_dict(_numbered("gap", numbers))
    assert card_from_dict(_numbered("fine", (0, 1)))  # near miss: the first, then the next


def _numbered(card_id: str, numbers: tuple) -> dict:
    blocks = [{**effect("cant_block", "target_opposing_die"), "choice": n} for n in numbers]
    return action_card(card_id, {"effects": blocks})


# "When one of your characters is targeted by an action die, gain 1 life": Michele's own
# trigger, queued as her first answer names her own die (abilities/targeted.py).
WATCHER = make_card(
    "watcher",
    abilities=[{"trigger": "when_your_die_targeted_by_action",
                   "text": "When one of your characters is targeted by an action die, "
                           "gain 1 life.",
                   "effects": [effect("gain_life", "you", amount=1)]}],
)  # fmt: skip
OWN_FIRST = _card("ownfirst", {"target": "target_opposing_die"})
OWN_FIRST["abilities"][0]["effects"][0]["target"] = "target_your_die"


def test_a_trigger_queued_between_two_answers_waits_for_the_last() -> None:
    """DM-15.3: "An ability that begins resolving resolves fully before the next one"; an
    effect triggered meanwhile waits. The trigger the first answer queues is not offered
    before the second answer (it would clear the first, and the first would be asked again);
    it resolves after the ability."""
    g = with_action(OWN_FIRST, WATCHER, chris_field=2)
    g.give(0, "p1:watcher:1", to="field", face=0)
    g.hurt(0, 2)  # (gains stop at the starting life, DM-11.3)
    life = g.life(0)
    g.do(A.UseActionDie(player=0, die=bac("ownfirst", 1)))
    g.do(A.ChooseTarget(player=0, target=m(1)))
    assert len(g.state.triggers) == 2  # the targeted trigger waits behind the ability
    assert g.pending.kind == "choose_target" and set(g.pending.options) == {c(5), c(6)}
    g.do(A.ChooseTarget(player=0, target=c(6)))
    assert under(g.state, "cant_block", m(1)) and under(g.state, "cant_block", c(6))
    assert g.life(0) == life + 1 and g.state.chosen == ()
