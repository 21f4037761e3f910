"""A KO'd die's last-known A and D (abilities/last_stats.py): "When <self> is KO'd, deal
damage equal to his D": the A and D it had as it was KO'd, statics included (DM-9.11 the KO,
DM-14.1 its bonuses end with it, DM-18.5 the count); docs/rulings.md "Last-known A and D".
Cards and wording are our own."""

from __future__ import annotations

from games.engine import actions as A
from games.engine.abilities.counts import times
from games.engine.log.snapshot import decode, encode
from games.engine.model.facts import DiceKnockedOut
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import bac, die, make_card

SLAY = action_card("slay", {"effects": [effect("ko", "target_die")]})
_FACES = [
    {"kind": "character", "level": 1, "cost": 0, "attack": 2, "defense": 3},
    {"kind": "energy", "symbols": ["fist"]},
] * 3
OAKEN = make_card(
    "oaken", faces=_FACES,
    abilities=[{"trigger": "when_kod", "text": "When this die is KO'd, deal damage equal to "
                "its D to your opponent.",
                "effects": [effect("deal_damage", "opponent", amount=1, per="this_die_defense")]}],
)  # fmt: skip
WARDEN = make_card(
    "warden",
    abilities=[{"trigger": "static", "text": "While this die is active, your character dice "
                "get +1A and +1D.", "while_active": "self",
                "effects": [effect("modify_stats", "all_your_characters", amount=1)]}],
)  # fmt: skip
PLAIN = make_card("plain", faces=_FACES)


def _slay(g, target: str) -> None:  # type: ignore[no-untyped-def]
    g.do(A.UseActionDie(player=0, die=bac("slay", 1)))
    g.target(target)


def test_a_kod_die_deals_the_defense_it_had_as_it_was_kod() -> None:
    """DM-9.11: KO'd to the Prep Area, it shows no face; its D then was 3 (printed) + 1 (the
    Warden's static while it was in the Field Zone): 4 damage, and the state keeps it."""
    g = with_action(SLAY, OAKEN, WARDEN)
    oaken = die(0, "oaken", 1)
    g.give(0, oaken, to="field", face=0)
    g.give(0, die(0, "warden", 1), to="field", face=0)
    life = g.life(1)
    _slay(g, oaken)
    assert oaken in g.zone(0, "prep")
    assert g.life(1) == life - 4
    assert g.state.kod_stats == ((oaken, 3, 4),)
    assert times(g.state, "this_die_attack", 0, oaken) == 3
    _, state = decode(encode(g.state), g.state.cards)
    assert state.kod_stats == g.state.kod_stats


def test_a_die_whose_text_reads_no_stats_keeps_none() -> None:
    """Near miss: a KO'd die with no such text: its KO is logged as before (no stats), and
    "its A" of a die in the Prep Area is 0 (no face shown, DM-16.4)."""
    g = with_action(SLAY, PLAIN)
    plain = die(0, "plain", 1)
    g.give(0, plain, to="field", face=0)
    _slay(g, plain)
    assert plain in g.zone(0, "prep")
    assert g.state.kod_stats == ()
    kos = [e for e in g.events if isinstance(e, DiceKnockedOut)]
    assert kos and kos[-1].stats == ()  # (omitted from the log: omit_defaults)
    assert times(g.state, "this_die_defense", 0, plain) == 0


def test_its_stats_in_the_field_are_the_ones_it_shows_now() -> None:
    """Near miss: the count of a die still in the Field Zone reads it now, not a KO."""
    g = with_action(SLAY, OAKEN)
    oaken = die(0, "oaken", 1)
    g.give(0, oaken, to="field", face=0)
    assert times(g.state, "this_die_defense", 0, oaken) == 3
    assert g.state.kod_stats == ()
