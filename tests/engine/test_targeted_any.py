"""An opponent's targeting by any ability (abilities/targeted.py, trigger
`when_your_die_targeted_by_opposing_any`): a character ability's target (DM-13.1) as well
as an action die's or a Global's, of one of the card's player's character dice, while the
card is active (DM-18.1). Our own cards and wording."""

from __future__ import annotations

from games.engine import events as ev
from tests.engine.helpers import of_type
from tests.engine.keywords.common import character, face_off

GAIN_1 = {"op": "gain_life", "amount": 1, "target": "you"}
PING = {"op": "deal_damage", "amount": 1, "target": "target_die"}
BRUTE = character("brute", 2, 2, abilities=[{"trigger": "when_attacks", "effects": [PING]}])
WARDED = character("warded", 1, 3, abilities=[{
    "trigger": "when_your_die_targeted_by_opposing_any", "effects": [GAIN_1],
    "trigger_filters": {"die_kind": "character"}}])  # fmt: skip


def _targeting(target: str) -> list[ev.Event]:
    g = face_off([BRUTE], [WARDED])
    g.hurt(1, 5)
    events = g.attack("p1:brute:1")
    assert g.pending.kind == "choose_target"
    return events + g.target(target)


def test_a_character_ability_targeting_your_die_triggers_it() -> None:
    """Michele's brute's "when attacks" ability targets Chris's warded die: he gains 1."""
    events = _targeting("p2:warded:1")
    assert sum(e.amount for e in of_type(events, ev.LifeGained) if e.player == 1) == 1


def test_targeting_another_player_s_die_does_not() -> None:
    """Near miss: her ability targets her own brute: no die of Chris's was targeted."""
    events = _targeting("p1:brute:1")
    assert not [e for e in of_type(events, ev.LifeGained) if e.player == 1]
