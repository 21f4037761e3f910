"""Untargetable (effects/untargetable.py): "can't be targeted" and "can't be targeted by
opposing effects", static (DM-14.3) or persistent (DM-14.2). Targeting is DM-13.1 ("a
targeting ability is one that ... says 'target die/dice'"); "each"/"all" effects are not
targeting (DM-13.3) and still affect the die; a redirection's new target "only has to be a
die that isn't untargetable" (DM-19.2)."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.targets import untargetable
from games.engine.api import legal_actions
from games.engine.flow.choices import choices
from games.engine.loading import card_execution, card_from_dict
from tests.engine.effects.common import action_card, effect, use
from tests.engine.helpers import (
    ACTION0,
    CHAR,
    FIST,
    JUBILEE,
    MADELYNE,
    Game,
    bac,
    c,
    cards_with,
    m,
    of_type,
)
from tests.engine.keywords.common import character

ZAP = action_card(
    "zap",
    {"text": "Deal 1 damage to target opposing character die.",
     "effects": [effect("deal_damage", "target_opposing_die", amount=1)]},
)  # fmt: skip
SWEEP = action_card(
    "sweep",
    {"text": "Deal 1 damage to each opposing character die.",
     "effects": [effect("deal_damage", "all_opposing_characters", amount=1)]},
)  # fmt: skip
MEND = action_card(
    "mend",
    {"text": "Target character die you control gets +1D.",
     "effects": [effect("modify_defense", "target_your_die", amount=1)]},
)  # fmt: skip
CLOAK = action_card(
    "cloak",
    {"text": "Target character die you control can't be targeted by opposing effects this "
             "turn.",
     "effects": [effect("cant_be_targeted_by_opponents", "target_your_die")]},
)  # fmt: skip
WISP = character(  # can't be targeted by opposing effects while it is in the Field Zone
    "wisp", 1, 3,
    abilities=[{"trigger": "static", "text": "Wisp can't be targeted by opposing effects.",
                "effects": [effect("cant_be_targeted_by_opponents", "this_card")]}],
)  # fmt: skip
HERMIT = character(  # can't be targeted at all, not even by its controller's effects
    "hermit", 1, 3,
    abilities=[{"trigger": "static", "text": "Hermit can't be targeted.",
                "effects": [effect("cant_be_targeted", "this_card")]}],
)  # fmt: skip
WARDEN = character(
    "warden", 1, 3,
    abilities=[{"trigger": "static", "text": "Your Sidekick character dice can't be targeted "
                                             "by opposing effects.",
                "effects": [effect("cant_be_targeted_by_opponents", "all_your_characters",
                                   filters={"sidekick": True})]}],
)  # fmt: skip
WISP_DIE, HERMIT_DIE = "p2:wisp:1", "p1:hermit:1"


def game(first: dict[str, Any], *extra: dict[str, Any]) -> Game:
    """Michele's first turn, Main Step: her action die of `first` on its action face, her
    Sidekick m1 and Hermit in her Field Zone; Chris's Wisp and Sidekick c5 in his (his other
    card: `extra[0]`, else Madelyne)."""
    other = extra[0]["id"] if extra else MADELYNE
    g = Game(
        teams=(((JUBILEE, 2), ("hermit", 2)), (("wisp", 2), (other, 2))),
        bacs=((first["id"],), ("counterstrike",)),
        cards=cards_with(first, WISP, HERMIT, *extra),
    )
    g.start()
    g.give(0, bac(first["id"], 1))
    g.give(0, HERMIT_DIE, to="field", face=0)
    g.give(1, WISP_DIE, to="field", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({bac(first["id"], 1): ACTION0, m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    g.field(m(1))
    return g


def test_a_die_that_cant_be_targeted_by_opposing_effects_is_not_offered() -> None:
    """DM-13.1: Michele's "target opposing character die" may name c5, never Wisp; the
    choice description and the legal actions agree; naming it is refused."""
    g = game(ZAP)
    g.do(A.UseActionDie(player=0, die=bac("zap", 1)))
    assert g.pending.kind == "choose_target" and g.pending.options == (c(5),)
    described = choices(g.state, 0)
    assert described is not None and described.options == (c(5),)  # type: ignore[attr-defined]
    targets = [a.target for a in legal_actions(g.state, 0) if isinstance(a, A.ChooseTarget)]
    assert targets == [c(5)]
    g.refuse(A.ChooseTarget(player=0, target=WISP_DIE), E.TARGET_INVALID)
    events = g.target(c(5))
    assert ev.DieDamaged(c(5), 1, bac("zap", 1), False) in events


def test_its_controller_may_still_target_it() -> None:
    """ "By opposing effects": Chris's own effects may target Wisp (it is not opposing)."""
    g = game(ZAP)
    assert untargetable(g.state, WISP_DIE, 0)
    assert not untargetable(g.state, WISP_DIE, 1)


def test_can_t_be_targeted_bars_its_own_controller_too() -> None:
    """ "Can't be targeted" with no "opposing": Michele's "target character die you control"
    offers her Sidekick, never her Hermit."""
    g = game(MEND)
    g.do(A.UseActionDie(player=0, die=bac("mend", 1)))
    assert g.pending.options == (m(1),)
    g.refuse(A.ChooseTarget(player=0, target=HERMIT_DIE), E.TARGET_INVALID)


def test_each_and_all_effects_still_affect_it() -> None:
    """DM-13.3: "Effects on 'all dice meeting some certain criteria' ... are not targeting":
    "each opposing character die" damages Wisp too."""
    g = game(SWEEP)
    events = use(g, "sweep")
    damaged = {e.die for e in of_type(events, ev.DieDamaged)}
    assert damaged == {WISP_DIE, c(5)}


def test_with_nothing_else_to_target_the_action_cannot_be_used() -> None:
    """DM-13.4: "You may not choose to initiate an effect with no valid targets"."""
    g = game(ZAP)
    g.arrange(1, "used", [c(5)])
    g.refuse(A.UseActionDie(player=0, die=bac("zap", 1)), E.TARGET_INVALID)
    assert all(not isinstance(a, A.UseActionDie) for a in legal_actions(g.state, 0))


def test_a_static_holds_only_while_its_card_is_active() -> None:
    """DM-14.3, DM-18.1: Warden's "your Sidekick character dice can't be targeted by
    opposing effects" protects Chris's Sidekick while a Warden die is in his Field Zone, and
    stops "immediately" when it leaves."""
    g = game(ZAP, WARDEN)
    assert not untargetable(g.state, c(5), 0)
    g.give(1, "p2:warden:1", to="field", face=0)
    assert untargetable(g.state, c(5), 0) and not untargetable(g.state, m(1), 1)
    g.do(A.UseActionDie(player=0, die=bac("zap", 1)))
    assert g.pending.options == ("p2:warden:1",)  # Wisp and the Sidekick are protected
    g.arrange(1, "used", ["p2:warden:1"])
    assert not untargetable(g.state, c(5), 0)


def test_a_persistent_cloak_lasts_until_cleanup() -> None:
    """DM-14.2: "Target character die you control can't be targeted by opposing effects this
    turn" on Michele's Sidekick: Chris's effects may not target it this turn; hers may."""
    g = game(CLOAK)
    events = use(g, "cloak", m(1))
    assert ev.EffectStarted("cant_be_targeted_by_opponents", m(1), "cloak", 0) in events
    assert untargetable(g.state, m(1), 1) and not untargetable(g.state, m(1), 0)
    g.pass_all()  # no attack: Cleanup ends it
    assert not any(x.effect == "cant_be_targeted_by_opponents" for x in g.state.lasting)


def test_a_cost_is_not_targeting() -> None:
    """DM-13.3: "abilities where each player selects their own dice for a cost are not
    targeting": Hermit may pay a "KO one of your character dice" cost."""
    from games.engine.flow.main_step import cost_options
    from games.engine.model.state import Trigger

    cost = card_from_dict(
        action_card("x", {"text": "...", "effects": []},
                    globals=[{"cost": 0, "text": "...",
                              "costs": [effect("ko", "target_your_die")],
                              "effects": [effect("gain_life", "you", amount=1)]}])
    ).globals[0].costs  # fmt: skip
    g = game(ZAP)
    assert HERMIT_DIE in cost_options(g.state, cost, Trigger(0, "x", 0, "global"))


@pytest.mark.parametrize("op", ["cant_be_targeted", "cant_be_targeted_by_opponents"])
def test_card_data_says_it_and_the_engine_runs_it(op: str) -> None:
    """A static or triggered "can't be targeted" is card data the engine executes."""
    data = character("x", 1, 1, abilities=[{"trigger": "static", "text": "t",
                                            "effects": [effect(op, "this_card")]}])  # fmt: skip
    assert card_execution(data).executed
    card_from_dict(data)


def test_declared_by_a_text_only_ability() -> None:
    """Issue 7: a text-only card may declare the primitive on a die (persistent)."""
    from games.engine.flow.declare import check_effect
    from games.engine.model.state import Trigger

    g = game(ZAP)
    trigger = Trigger(0, "zap", 0, "action")
    check_effect(
        g.state, trigger, ev.DeclaredEffect("cant_be_targeted", target="target_your_die",
                                            chosen=m(1))
    )  # fmt: skip
    with pytest.raises(Exception) as info:
        check_effect(
            g.state, trigger, ev.DeclaredEffect("cant_be_targeted", target="target_your_die",
                                                chosen=HERMIT_DIE)
        )  # fmt: skip
    assert getattr(info.value, "code", "") == E.DECLARE_BAD_TARGET
