"""A Global's head as cards print it (constructs/globals_.py, DM-8.16 to DM-8.19): its cost
ended by a comma or by nothing ("Pay (mask), target ...", "Pay (shield) Gain ..."), its
limit as a last sentence ("Use this ability only once per turn."), "once per turn pay"
with no comma, and "Pay (fist) when you attack" (only in its player's own Attack Step);
the file's misspellings of a Global's head. Played through the engine where new. Our own
wording; near misses stay text only."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import actions as A
from games.engine import errors as E
from games.engine.abilities.targets import untargetable
from tests.cards.compiler.helpers import compiled, why
from tests.engine.helpers import CHAR, FIST, Game, cards_with, m
from tests.engine.keywords.common import character

WARD = (
    "Global: Pay (fist) when you attack. Your character dice cannot be targeted by action"
    " dice or Global Abilities (until the end of turn)."
)


def _global(line: str) -> dict[str, Any]:
    made = compiled("character", [line])
    assert "unread" not in made, made
    (record,) = made["globals"]
    return {k: v for k, v in record.items() if k != "text"}


LIFE = [{"op": "gain_life", "amount": 1, "target": "you"}]


@pytest.mark.parametrize(
    ("line", "made"),
    [
        ("Global: Pay (shield)(shield). Gain 1 life. Use this ability only once per turn.",
         {"cost": 2, "energy_types": ["shield", "shield"], "once_per_turn": True,
          "effects": LIFE}),
        ("Global: Pay (2). Gain 1 life. Use this Global Ability only once per turn.",
         {"cost": 2, "once_per_turn": True, "effects": LIFE}),
        ("Global: Pay (bolt). Gain 1 life. You may only use this once per turn.",
         {"cost": 1, "energy_types": ["bolt"], "once_per_turn": True, "effects": LIFE}),
        ("Global: Once per turn, pay (mask). Gain 1 life. Limit once per turn.",
         {"cost": 1, "energy_types": ["mask"], "once_per_turn": True, "effects": LIFE}),
        ("Global: Once per turn pay (mask). Gain 1 life.",
         {"cost": 1, "energy_types": ["mask"], "once_per_turn": True, "effects": LIFE}),
        ("Global: Pay (mask), gain 1 life.",
         {"cost": 1, "energy_types": ["mask"], "effects": LIFE}),
        ("Global: Pay (shield) Gain 1 life.",
         {"cost": 1, "energy_types": ["shield"], "effects": LIFE}),
        ("Globaly: Pay (bolt). Gain 1 life.",
         {"cost": 1, "energy_types": ["bolt"], "effects": LIFE}),
        ("Global: Global: Pay (bolt). Gain 1 life.",
         {"cost": 1, "energy_types": ["bolt"], "effects": LIFE}),
        ("Global Pay (bolt). Gain 1 life.",
         {"cost": 1, "energy_types": ["bolt"], "effects": LIFE}),
        (WARD,
         {"cost": 1, "energy_types": ["fist"], "only_your_turn": True,
          "condition": {"kind": "attack_step"},
          "effects": [{"op": "cant_be_targeted", "by_filters": {"sources": "action global"},
                       "target": "all_your_characters"}]}),
    ],
)  # fmt: skip
def test_heads_as_printed(line: str, made: dict[str, Any]) -> None:
    assert _global(line) == made


@pytest.mark.parametrize(
    "line",
    [
        # a cost that is no energy
        "Global: Pay (mask), and spin one of your dice down. Gain 1 life.",
        # the limit is not the last sentence's whole
        "Global: Pay (bolt). Gain 1 life. Use this ability only once per turn per die.",
        # "when you attack" is no limit after the effect
        "Global: Pay (bolt). Gain 1 life when you attack.",
        # no cost at all
        "Global: Pay . Gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


def _warden() -> dict[str, Any]:
    made = compiled("character", [WARD])
    return character("warden", 1, 1, globals=made["globals"])


def _game() -> Game:
    """Michele's first turn, Main Step: her Warden die in her Field Zone, 3 Fist energy."""
    g = Game(
        teams=((("warden", 2),), (("warden", 2),)),
        cards=cards_with(_warden()),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    g.give(0, "p1:warden:1", to="field", face=0)
    g.arrange(1, "field", ["p2:sidekick:5"], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def test_when_you_attack_only_in_your_attack_step() -> None:
    """DM-8.19: a Global is used in the Global windows; this one only once its player's
    attackers are declared (its condition), and then its dice can't be the target of action
    dice or Globals (DM-13.1) until the end of the turn, still of character abilities."""
    g = _game()
    g.refuse(
        A.UseGlobal(player=0, card="warden", ability=0, paid=((m(1), ("fist",)),)),
        E.GLOBAL_NOT_NOW,
    )
    g.pass_all()
    g.attack("p1:warden:1")
    g.block()
    assert g.state.step.value == "action_global_window" and g.pending.player == 0
    g.use_global("warden", (m(1), "fist"))
    assert untargetable(g.state, "p1:warden:1", 1, "action")
    assert untargetable(g.state, "p1:warden:1", 1, "global")
    assert not untargetable(g.state, "p1:warden:1", 1, "character")
