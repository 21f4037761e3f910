"""Dice taken by a card whose own die is already gone (DM-23.1, DM-23.2; docs/rulings.md
"Taken by a card"): card data's `by_card` makes the capture or the control the card's, held
by no die, so it lasts as long as its line says. Cards and wording are our own."""

from __future__ import annotations

from typing import Any

from games.engine import events as ev
from games.engine.model.state import Zone
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import auto_turn, c
from tests.engine.keywords.common import character

SNUFF = action_card("snuff", {"text": "KO target character die.",
                              "effects": [effect("ko", "target_die")]})  # fmt: skip


def _card(card_id: str, trigger: str, *effects: dict[str, Any]) -> dict[str, Any]:
    return character(card_id, 2, 2, abilities=[{"trigger": trigger, "effects": list(effects)}])


def _resolve(g: Any, *targets: str) -> None:
    for target in targets:
        assert g.pending.kind == "choose_target"
        g.target(target)


def test_a_kod_die_captures_until_its_players_next_turn() -> None:
    """DM-23.1: the capture ends "when specified in the card text ... or when the capturing
    die leaves the Field Zone". A die KO'd before its capture begins holds nothing: the card
    captures, until the start of the KO'd die's player's next turn (its duration), through
    the opponent's turn."""
    card = _card("dusk", "when_kod", effect("capture", "target_opposing_die",
                                            duration="next_turn", by_card=True))  # fmt: skip
    g = with_action(SNUFF, card)
    die = "p1:dusk:1"
    g.arrange(0, "field", [die], face=0)
    use(g, "snuff", die)
    _resolve(g, c(5))
    assert die in g.zone(0, "prep") and g.state.dice[c(5)].zone is Zone.CAPTURED
    assert ev.DiceCaptured(0, (c(5),), "", "dusk", until="next_turn") in g.events
    g.pass_all()  # Michele's Cleanup: a capture until her next turn holds
    assert g.state.dice[c(5)].zone is Zone.CAPTURED
    auto_turn(g)  # Chris's turn (no CaptureEnded in it); then Michele's next turn begins
    assert g.state.active == 0
    assert c(5) in g.zone(1, "field")
    ended = [e for e in g.events if isinstance(e, ev.CaptureEnded)]
    assert ended == [ev.CaptureEnded(c(5), "field", "next_turn")]


def test_without_by_card_a_kod_die_captures_nothing() -> None:
    """DM-13.4 as before: an ability whose capturing die has left the Field Zone captures
    nothing unless its card holds the capture (old logs keep their meaning)."""
    card = _card("dawn", "when_kod", effect("capture", "target_opposing_die"))
    g = with_action(SNUFF, card)
    die = "p1:dawn:1"
    g.arrange(0, "field", [die], face=0)
    use(g, "snuff", die)
    _resolve(g, c(5))
    assert c(5) in g.zone(1, "field")
    assert not [e for e in g.events if isinstance(e, ev.DiceCaptured)]


def test_a_die_sent_away_first_still_takes_control_until_the_end_of_the_turn() -> None:
    """DM-23.2: control ends "at the end of the turn or when the controlling character die
    leaves the Field Zone". Sent to the Used Pile by its own line before it takes control,
    the die holds nothing: the card controls Chris's die until the end of the turn, and the
    die returns to Chris's Field Zone in Cleanup."""
    card = _card(
        "gloam", "when_fielded", effect("move_die", "this_die", zone="used"),
        effect("take_control", "target_opposing_die", by_card=True),
    )  # fmt: skip
    g = with_action(SNUFF, card)
    die = "p1:gloam:1"
    g.give(0, die, to="reserve", face=0)
    g.field(die)
    _resolve(g, c(5))
    assert die not in g.zone(0, "field")  # (gone before control is taken)
    assert c(5) in g.zone(0, "field")  # Michele's now (DM-23.2)
    assert ev.ControlTaken(0, (c(5),), "", "gloam") in g.events
    g.pass_all()  # Cleanup
    assert c(5) in g.zone(1, "field")
    assert [e for e in g.events if isinstance(e, ev.ControlEnded)] == [
        ev.ControlEnded(c(5), 1, "field", "end_of_turn")
    ]
