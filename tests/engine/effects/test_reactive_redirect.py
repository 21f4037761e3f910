"""A Reactive Global that redirects damage to a target its player chooses as they pay it
(DM-8.19: "Decide immediately when the trigger happens ... (may prevent/redirect the
damage)"; DM-19.2: "the new target only has to be a die that isn't untargetable ... other
restrictions of the original targeting don't apply"; 2014, 001:L718-721: "even if that
target was not a legal one for the original effect"). `React.target`, checked by
flow/reactive.py; the choice description lists the targets (`ReactChoice.targets`)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.api import legal_actions
from games.engine.flow.choices import admits, choices
from games.engine.flow.choices.model import ReactChoice
from games.engine.loading import card_from_dict
from games.engine.sim.bots import greedy_bot
from tests.engine.effects.common import action_card, effect
from tests.engine.effects.test_reactive import AEGIS
from tests.engine.helpers import ACTION0, CHAR, FIST, JUBILEE, Game, bac, c, cards_with, m, of_type
from tests.engine.keywords.common import FOE, character

ZAP = action_card(
    "zap",
    {"text": "Deal 1 damage to target opposing character die.",
     "effects": [effect("deal_damage", "target_opposing_die", amount=1)]},
)  # fmt: skip


def _pivot(card_id: str, target: str) -> dict[str, Any]:
    return action_card(
        card_id,
        {"text": "Gain 1 life.", "effects": [effect("gain_life", "you", amount=1)]},
        globals=[{"cost": 1, "reactive": "when_damaged",
                  "text": "Reactive - when one of your character dice is dealt damage, pay 1: "
                          "redirect that damage to target character die.",
                  "effects": [effect("redirect_damage", target)]}],
    )  # fmt: skip


PIVOT = _pivot("pivot", "target_die")
PIVOT_ANY = _pivot("pivotany", "target_player_or_die")  # "... to target player or die"
TOUGH = character("tough", 1, 5)  # A1 D5
VEIL = character(
    "veil", 1, 3,
    abilities=[{"trigger": "static", "text": "Veil can't be targeted by opposing effects.",
                "effects": [effect("cant_be_targeted_by_opponents", "this_card")]}],
)  # fmt: skip
TOUGH_DIE, VEIL_DIE = "p2:tough:1", "p1:veil:1"


def game(reactive: dict[str, Any] = PIVOT, **options: Any) -> Game:
    """Michele's first turn, Main Step: her Zap action die, her Sidekick m1 and Veil (which
    Chris's effects may not target) in her Field Zone; Chris's Tough (A1 D5) and Sidekick c5
    in his, his Reactive Global `reactive` and one fist energy die (c1) to pay it. Michele
    zaps Tough: Chris is offered the Global."""
    g = Game(
        teams=(((JUBILEE, 2), ("veil", 2)), (("tough", 2), (FOE, 2))),
        bacs=(("zap",), (reactive["id"],)),
        cards=cards_with(ZAP, TOUGH, VEIL, reactive),
        **options,
    )
    g.start()
    g.give(0, bac("zap", 1))
    g.give(0, VEIL_DIE, to="field", face=0)
    g.give(1, TOUGH_DIE, to="field", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.arrange(1, "reserve", [c(1)], face=FIST)
    faces = {bac("zap", 1): ACTION0, m(1): CHAR, m(2): FIST, m(3): FIST}
    if options.get("rules") == "dm-2014":  # 001:L434: the first turn "draws four dice"
        g.begin({**faces, m(4): FIST})
    else:
        g.begin(faces, oop=m(4))
    g.field(m(1))
    g.do(A.UseActionDie(player=0, die=bac("zap", 1)))
    g.target(TOUGH_DIE)
    assert g.pending.kind == "react" and g.state.dice[TOUGH_DIE].damage == 1
    return g


def react(target: str, card: str = "pivot") -> A.React:
    return A.React(player=1, card=card, ability=0, paid=((c(1), ("fist",)),), target=target)


def test_the_react_decision_describes_the_new_targets() -> None:
    """DM-19.2: any character die but the one damaged and one that is untargetable (Veil,
    for Chris): Michele's Sidekick, and Chris's own Sidekick (the Zap's "opposing" no longer
    applies)."""
    g = game()
    described = choices(g.state, 1)
    assert isinstance(described, ReactChoice)
    assert described.targets == (m(1), c(5)) and described.op == "redirect_damage"
    assert admits(described, react(m(1))) and admits(described, react(c(5)))
    for wrong in (TOUGH_DIE, VEIL_DIE, "", "player:0"):
        assert not admits(described, react(wrong))
    offered = [a.target for a in legal_actions(g.state, 1) if isinstance(a, A.React)]
    assert offered == [m(1), c(5)]


def test_the_damage_goes_to_the_chosen_die_from_the_same_source() -> None:
    """DM-19.2: "The source is unchanged": the Zap die's 1 damage leaves Tough and KOs
    Michele's Sidekick (A1 D1)."""
    g = game()
    events = g.do(react(m(1)))
    assert ev.ReactiveUsed(1, "pivot", 0, ((c(1), ("fist",)),), 0, m(1)) in events
    assert ev.DamagePrevented(TOUGH_DIE, 1, "pivot") in events
    assert ev.DieDamaged(m(1), 1, bac("zap", 1), False) in events
    assert g.state.dice[TOUGH_DIE].damage == 0
    # New damage: Michele may answer it with the same Global (DM-8.16: both players'); she
    # lets it pass and her Sidekick is KO'd.
    assert (g.pending.kind, g.pending.player) == ("react", 0)
    assert ev.DiceKnockedOut((m(1),)) in g.do(A.DeclineReaction(player=0))


def test_other_restrictions_of_the_original_targeting_do_not_apply() -> None:
    """DM-19.2: "an effect targeting an opposing non-Villain can be redirected to your own
    Villain": Michele's Zap named an opposing die; Chris may send it to his own Sidekick."""
    g = game()
    events = g.do(react(c(5)))
    assert ev.DieDamaged(c(5), 1, bac("zap", 1), False) in events


def test_refusals_change_nothing() -> None:
    """A new target must be one the description lists: not the damaged die, not an
    untargetable one (DM-19.2), not a die outside the Field Zone (DM-13.2), not a player for
    a die's damage (the effect's kind, DM-19.2), and one must be named."""
    g = game()
    g.arrange(1, "used", ["p2:tough:2"])
    for wrong in (TOUGH_DIE, VEIL_DIE, "p2:tough:2", "player:0", "", "nonsense"):
        g.refuse(react(wrong), E.TARGET_INVALID)
    g.refuse(react(m(1), card="aegis"), E.GLOBAL_UNKNOWN)
    g.refuse(A.React(player=1, card="pivot", ability=0, target=m(1)), E.ENERGY_INSUFFICIENT)


def test_a_reactive_global_that_names_no_target_takes_none() -> None:
    g = Game(bacs=(("zap",), ("aegis",)), cards=cards_with(ZAP, AEGIS))
    g.start()
    g.give(0, bac("zap", 1))
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.arrange(1, "reserve", [c(1)], face=FIST)
    g.begin({bac("zap", 1): ACTION0, m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    g.do(A.UseActionDie(player=0, die=bac("zap", 1)))
    g.target(c(5))
    described = choices(g.state, 1)
    assert isinstance(described, ReactChoice) and described.targets == ()
    g.refuse(react(c(5), card="aegis"), E.TARGET_INVALID)


def test_with_no_new_target_it_is_not_offered() -> None:
    """DM-13.4: "You may not choose to initiate an effect with no valid targets": with
    Tough the only die Chris may redirect to... none, the damage stands unasked."""
    g = Game(
        teams=(((JUBILEE, 2), ("veil", 2)), (("tough", 2), (FOE, 2))),
        bacs=(("zap",), ("pivot",)),
        cards=cards_with(ZAP, TOUGH, VEIL, PIVOT),
    )
    g.start()
    g.give(0, bac("zap", 1))
    g.give(0, VEIL_DIE, to="field", face=0)
    g.give(1, TOUGH_DIE, to="field", face=0)
    g.arrange(1, "reserve", [c(1)], face=FIST)
    g.begin({bac("zap", 1): ACTION0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.do(A.UseActionDie(player=0, die=bac("zap", 1)))
    events = g.target(TOUGH_DIE)
    assert ev.AbilityResolved(1, "pivot", 0, "reactive", TOUGH_DIE) in events
    assert g.pending.kind != "react" and g.state.dice[TOUGH_DIE].damage == 1


def test_the_2018_rules_keep_the_kind_of_target_and_2014_does_not() -> None:
    """DM-19.2 (2018): "target player cannot be redirected to a target character die" (and,
    docs/rulings.md, a die's damage not to a player); 2014 (001:L718-721): the new target is
    chosen "even if that target was not a legal one for the original effect"."""
    g = game(PIVOT_ANY)
    described = choices(g.state, 1)
    assert isinstance(described, ReactChoice) and described.targets == (m(1), c(5))
    g.refuse(react("player:0", card="pivotany"), E.TARGET_INVALID)
    old = game(PIVOT_ANY, rules="dm-2014")
    described = choices(old.state, 1)
    assert isinstance(described, ReactChoice)
    assert described.targets == ("player:0", "player:1", m(1), c(5))
    events = old.do(react("player:0", card="pivotany"))
    assert ev.PlayerDamaged(0, 1, bac("zap", 1), False) in events


def test_a_bot_sends_the_damage_to_an_opposing_die() -> None:
    """The greedy bot pays it and names the die of the opponent the damage KOs."""
    g = game()
    action = greedy_bot(g.state, 1, random.Random(0))
    assert isinstance(action, A.React) and action.target == m(1)
    g.do(action)
    g.do(A.DeclineReaction(player=0))
    assert of_type(g.events, ev.DiceKnockedOut)[-1] == ev.DiceKnockedOut((m(1),))


def test_costs_still_choose_no_target_in_a_reactive_global() -> None:
    data = action_card(
        "bad", {"text": "t", "effects": []},
        globals=[{"cost": 0, "reactive": "when_damaged", "text": "t",
                  "costs": [effect("ko", "target_your_die")],
                  "effects": [effect("prevent_damage", "this_die")]}],
    )  # fmt: skip
    with pytest.raises(ValueError, match="costs choose no target"):
        card_from_dict(data)
    card_from_dict(PIVOT)
