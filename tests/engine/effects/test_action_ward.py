"""Dice action dice cannot affect (abilities/action_ward.py; docs/rulings.md "Dice action
dice cannot affect"): "until end of turn, action dice can't affect target level 1 character die"
(`unaffected_by_action_dice`), a persistent effect on that die until Cleanup (DM-14.2). An
action die's effects neither target it (no valid target, DM-13.4) nor affect it when they
name dice without targeting (DM-13.3); a character's ability still does."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.action_ward import ACTION_WARD
from games.engine.model.evolve import evolve
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import c, m

SHOCK = action_card(
    "shock",
    {"text": "KO all level 1 character dice.",
     "effects": [effect("ko", "all_characters", filters={"level": 1})]},
)  # fmt: skip
PRICK = action_card(
    "prick",
    {"text": "Deal 1 damage to target character die.",
     "effects": [effect("deal_damage", "target_die", amount=1)]},
)  # fmt: skip
COVER = action_card(
    "cover",
    {"text": "Until end of turn, action dice can't affect target level 1 character die.",
     "effects": [effect(ACTION_WARD, "target_die", filters={"level": 1})]},
)  # fmt: skip


def _warded(g, die: str) -> None:  # type: ignore[no-untyped-def]
    g.state = evolve(g.state, ev.EffectStarted(ACTION_WARD, die, "cover", 1, "end_of_turn"))


def test_the_effect_lasts_on_the_chosen_die_until_cleanup() -> None:
    g = with_action(COVER)
    events = use(g, "cover", c(5))
    assert ev.EffectStarted(ACTION_WARD, c(5), "cover", 0, "end_of_turn") in events


def test_an_action_die_naming_all_dice_passes_it_over() -> None:
    g = with_action(SHOCK, chris_field=2)
    _warded(g, c(5))
    use(g, "shock")
    assert g.state.dice[c(5)].zone.value == "field"  # warded: not KO'd
    assert g.state.dice[c(6)].zone.value != "field" and g.state.dice[m(1)].zone.value != "field"


def test_an_action_die_cannot_target_it() -> None:
    g = with_action(PRICK, chris_field=2)
    _warded(g, c(5))
    use(g, "prick")
    assert c(5) not in g.pending.options and c(6) in g.pending.options
