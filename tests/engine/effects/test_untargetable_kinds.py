"""Untargetable by kinds of ability (abilities/targets.py `untargetable`, `by_filters`
"sources"): "Wisp can't be targeted by Global Abilities" bars a Global's target choice and no
other; "... by action dice" bars an action die's (DM-13.1: a targeting ability names "target
..."; DM-14.3: a static holds while its card is active)."""

from __future__ import annotations

from typing import Any

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.targetability import SOURCE_BITS, source_bits
from games.engine.abilities.targets import source_kind, untargetable
from games.engine.loading import card_from_dict
from games.engine.model.evolve import evolve
from games.engine.model.state import Trigger
from tests.engine.effects.common import effect
from tests.engine.effects.test_untargetable import HERMIT, WISP_DIE, ZAP
from tests.engine.helpers import ACTION0, CHAR, FIST, JUBILEE, Game, bac, c, cards_with, m
from tests.engine.keywords.common import character


def wisp(op: str, sources: str) -> dict[str, Any]:
    return character(
        "wisp", 1, 3,
        abilities=[{"trigger": "static", "text": "Wisp can't be targeted by ...",
                    "effects": [effect(op, "this_card", by_filters={"sources": sources})]}],
    )  # fmt: skip


def game(card: dict[str, Any]) -> Game:
    """Michele's first turn, Main Step: her Zap action die on its action face; Chris's Wisp
    and Sidekick c5 in his Field Zone."""
    g = Game(
        teams=(((JUBILEE, 2), ("hermit", 2)), (("wisp", 2), ("hermit", 2))),
        bacs=(("zap",), ("counterstrike",)),
        cards=cards_with(ZAP, card, HERMIT),
    )
    g.start()
    g.give(0, bac("zap", 1))
    g.give(1, WISP_DIE, to="field", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({bac("zap", 1): ACTION0, m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def test_an_action_die_may_target_what_only_globals_may_not() -> None:
    g = game(wisp("cant_be_targeted_by_opponents", "global"))
    g.do(A.UseActionDie(player=0, die=bac("zap", 1)))
    assert g.pending.options == (c(5), WISP_DIE)
    assert untargetable(g.state, WISP_DIE, 0, "global")
    assert not untargetable(g.state, WISP_DIE, 0, "action")
    assert not untargetable(g.state, WISP_DIE, 0)  # a kind unknown (a redirection)


def test_an_action_die_may_not_target_what_action_dice_may_not() -> None:
    g = game(wisp("cant_be_targeted_by_opponents", "action global"))
    g.do(A.UseActionDie(player=0, die=bac("zap", 1)))
    assert g.pending.options == (c(5),)
    g.refuse(A.ChooseTarget(player=0, target=WISP_DIE), E.TARGET_INVALID)
    assert not untargetable(g.state, WISP_DIE, 0, "character")
    assert not untargetable(g.state, WISP_DIE, 1, "action")  # its controller's own


def test_without_opposing_its_controller_is_barred_too() -> None:
    g = game(wisp("cant_be_targeted", "character"))
    assert untargetable(g.state, WISP_DIE, 1, "character")
    assert not untargetable(g.state, WISP_DIE, 1, "global")


def test_the_kind_of_an_ability() -> None:
    g = game(wisp("cant_be_targeted", "global"))
    assert source_kind(g.state, Trigger(0, "hermit", 0, "global")) == "global"
    assert source_kind(g.state, Trigger(0, "zap", 0, "action")) == "action"
    assert source_kind(g.state, Trigger(1, "wisp", 0)) == "character"
    assert source_kind(g.state, Trigger(0, "zap", 0)) == ""


def test_unknown_kinds_do_not_load() -> None:
    card_from_dict(wisp("cant_be_targeted", "global action character"))
    try:
        card_from_dict(wisp("cant_be_targeted", "spells"))
    except ValueError as error:
        assert "unknown kinds" in str(error)
    else:
        raise AssertionError("an unknown kind of ability loads")


def test_a_persistent_effect_bars_only_its_kinds() -> None:
    """From a Global or a trigger (DM-14.2): "can't be targeted by action dice this turn"
    keeps its kinds as it starts (effects/untargetable.py), and bars only those."""
    g = game(wisp("cant_be_targeted", "character"))
    shield = card_from_dict(wisp("cant_be_targeted", "action")).abilities[0].effects[0]
    assert source_bits(shield) == SOURCE_BITS["action"]
    started = ev.EffectStarted("cant_be_targeted", WISP_DIE, "wisp", 1, amount=source_bits(shield))
    g.state = evolve(g.state, started)
    assert untargetable(g.state, WISP_DIE, 0, "action")
    assert not untargetable(g.state, WISP_DIE, 0, "global")
    g.do(A.UseActionDie(player=0, die=bac("zap", 1)))
    assert g.pending.options == (c(5),)
