"""A die chosen as a target (constructs/targeted.py, abilities/targeted.py; DM-13.1): "When
<self> is targeted by ...", "When one of your characters is targeted by an action die,",
"When your opponent targets one of your dice with a Global Ability,", "When an opposing
Global Ability or action die targets one of your dice,". Cards and wording are our own."""

from __future__ import annotations

import pytest

from games.engine import events as ev
from tests.cards.compiler.helpers import NAME, ability, compiled, why
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import of_type
from tests.engine.keywords.common import character

GAIN = {"op": "gain_life", "amount": 1, "target": "you"}


@pytest.mark.parametrize(
    ("opening", "trigger", "theirs"),
    [
        (f"When {NAME} is targeted by an action die,", "when_targeted_by_action", False),
        (f"When {NAME} is targeted by a Global Ability or action die,",
         "when_targeted_by_action_or_global", False),
        ("When one of your characters is targeted by an action die,",
         "when_your_die_targeted_by_action", False),
        ("When your opponent targets one of your characters with a Global Ability,",
         "when_your_die_targeted_by_opposing_global", True),
        ("While active, when an opposing action die or Global Ability targets one of your "
         "character dice,", "when_your_die_targeted_by_opposing_action_or_global", True),
    ],
)  # fmt: skip
def test_the_wordings(opening: str, trigger: str, theirs: bool) -> None:
    record = ability(f"{opening} gain 1 life.")
    assert (record["trigger"], record["effects"]) == (trigger, [GAIN])
    if theirs:  # "that opponent": who targeted it
        said = ability(f"{opening} deal 1 damage to that opponent.")["effects"]
        assert said == [{"op": "deal_damage", "amount": 1, "target": "opponent"}]


@pytest.mark.parametrize(
    "line",
    [
        "When an opposing character die is targeted by an action die, gain 1 life.",
        "When you target one of your character dice with an action die, gain 1 life.",
        "When one of your character dice is targeted by a character ability, gain 1 life.",
        "When a character die is targeted by an action die, gain 1 life.",  # either player's
        "When your characters are targeted by an action die, gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


ZAP = action_card(
    "zap1",
    {"text": "Deal 1 damage to target character die.",
     "effects": [effect("deal_damage", "target_die", amount=1)]},
)  # fmt: skip
PICK = action_card(
    "pick1",
    {"text": "Choose a character die. It gets +1A.",
     "effects": [effect("modify_attack", "choose_die", amount=1)]},
)  # fmt: skip


def _fired(events: list, card: str) -> list:
    return [e for e in of_type(events, ev.AbilityTriggered) if e.card == card]


def _game(action: dict, line: str):
    g = with_action(action, character("moon", 1, 5, **compiled("character", [line])))
    g.give(0, "p1:moon:1", to="field", face=0)
    return g


def test_targeting_one_of_your_dice_triggers_after_the_choice() -> None:
    """DM-13.1: Michele's action die targets her own die of the card: it triggers; near
    misses: Chris's die targeted (not hers), a "choose" (no target) of her die."""
    line = "When one of your characters is targeted by an action die, gain 1 life."
    g = _game(ZAP, line)
    events = use(g, "zap1", "p1:moon:1")
    assert _fired(events, "moon")
    assert not _fired(use(_game(ZAP, line), "zap1", "p2:sidekick:5"), "moon")
    assert not _fired(use(_game(PICK, line), "pick1", "p1:moon:1"), "moon")


def test_an_opponent_s_only_is_not_your_own() -> None:
    """ "an opposing action die": Michele's own action die targeting her die is no trigger."""
    line = "When an opposing action die targets one of your character dice, gain 1 life."
    assert not _fired(use(_game(ZAP, line), "zap1", "p1:moon:1"), "moon")
