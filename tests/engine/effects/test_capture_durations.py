"""How long a capture (DM-23.1) or a control (DM-23.2) lasts (DM-14.2): card data's
`duration` "turn" (the default), "next_turn", "while_in_field"; and where the die returns."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.effects.capture import how_long
from games.engine.abilities.effects.control import owner_of
from games.engine.loading import card_from_dict
from games.engine.log.codec import to_records
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Zone
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.effects.test_capture_control import _renamed
from tests.engine.helpers import CHAR, FIST, auto_turn, c, m
from tests.engine.keywords.common import character


def _taker(card_id: str, op: str, duration: str) -> dict[str, Any]:
    return character(
        card_id, 2, 2,
        abilities=[{"trigger": "when_fielded",
                    "text": f"When fielded, {op} target opposing character die ({duration}).",
                    "effects": [effect(op, "target_opposing_die", duration=duration)]}],
    )  # fmt: skip


NOOP = action_card("noop", {"text": "Gain 1 life.", "effects": [effect("gain_life", "you",
                                                                        amount=1)]})  # fmt: skip


def _taken(op: str, duration: str, spin: bool = False) -> tuple[Any, str]:
    """Michele's first turn: her taking die fielded, Chris's c5 (level 2 with `spin`) taken."""
    card = _taker(f"{op}-{duration}".replace("_", "-"), op, duration)
    g = with_action(NOOP, card)
    die = f"p1:{card['id']}:1"
    g.give(0, die, to="reserve", face=0)
    if spin:  # Chris's c5 a level-2 die of the same card (a Sidekick has one level)
        other = f"p1:{card['id']}:2"
        g.give(1, other, to="field", face=1)
        g.arrange(1, "used", [c(5)])
        g.state = _renamed(g.state, other, c(5))
    g.field(die)
    g.target(c(5))
    return g, die


def _ended(g: Any) -> list[ev.Event]:
    return [e for e in g.events if isinstance(e, (ev.CaptureEnded, ev.ControlEnded))]


def test_a_capture_while_the_capturing_die_is_in_the_field_zone_outlasts_the_turn() -> None:
    """DM-23.1: "The capture will end when specified in the card text ..., or when the
    capturing die leaves the Field Zone (KO'd, rerolled to energy, etc.) Once the capture
    ends, return the captured die ... to the place they were captured from, on the original
    levels": "while this die is in the Field Zone" survives both Cleanups; the capturing die
    leaving (Chris's turn) sends the die back at once, on level 2."""
    g, warden = _taken("capture", "while_in_field", spin=True)
    assert ev.DiceCaptured(0, (c(5),), warden, "capture-while-in-field", until="while_in_field") \
        in g.events  # fmt: skip
    g.pass_all()  # Michele's Cleanup (first turn: no attack)
    assert g.state.dice[c(5)].zone is Zone.CAPTURED and not _ended(g)
    auto_turn(g)  # Chris's turn: he has no c5
    assert g.state.dice[c(5)].zone is Zone.CAPTURED and not _ended(g)
    g.arrange(0, "prep", [warden])  # KO'd, say
    auto_turn(g)
    assert _ended(g) == [ev.CaptureEnded(c(5), "field", "capturer_left")]
    assert c(5) in g.zone(1, "field") and g.state.dice[c(5)].face == 1  # level 2


def test_a_capture_until_your_next_turn_ends_as_that_turn_begins() -> None:
    """DM-14.2: a persistent effect states its duration; "until the start of your next
    turn" keeps the die captured through Chris's turn and returns it as Michele's begins
    (docs/rulings.md: before her start-of-turn abilities resolve)."""
    g, _ = _taken("capture", "next_turn")
    g.pass_all()  # Cleanup
    assert g.state.dice[c(5)].zone is Zone.CAPTURED
    auto_turn(g)  # Chris's turn; then Michele's begins
    assert g.state.active == 0
    assert _ended(g) == [ev.CaptureEnded(c(5), "field", "next_turn")]
    assert c(5) in g.zone(1, "field") and g.state.dice[c(5)].face == CHAR


def test_a_capture_for_the_turn_still_ends_in_cleanup() -> None:
    """DM-23.1 "if unspecified, at the end of the turn": "turn" written out is the default."""
    g, _ = _taken("capture", "turn")
    assert ev.DiceCaptured(0, (c(5),), "p1:capture-turn:1", "capture-turn") in g.events
    g.pass_all()
    assert _ended(g) == [ev.CaptureEnded(c(5), "field", "end_of_turn")]


def test_a_lasting_capture_still_ends_when_the_capturing_die_is_kod_at_once() -> None:
    """DM-23.1: the capturing die KO'd ends any capture, whatever its duration, at once."""
    for duration in ("next_turn", "while_in_field"):
        g, warden = _taken("capture", duration)
        g.arrange(0, "prep", [warden])
        g.pass_()
        assert _ended(g) == [ev.CaptureEnded(c(5), "field", "capturer_left")], duration


def test_a_control_while_the_controlling_die_is_in_the_field_zone() -> None:
    """DM-23.2: control ends "at the end of the turn or when the controlling character die
    leaves the Field Zone"; a card that says "while this die is in the Field Zone" keeps it
    through Chris's turn (his die stays in Michele's Field Zone, hers for game purposes)
    until the controlling die leaves: then it goes back where it was taken from."""
    g, puppeteer = _taken("take_control", "while_in_field")
    g.pass_all()  # Cleanup
    assert not _ended(g) and c(5) in g.zone(0, "field") and owner_of(g.state, c(5)) == 1
    auto_turn(g)  # Chris's turn
    assert not _ended(g) and c(5) in g.zone(0, "field")
    g.arrange(0, "used", [puppeteer])
    auto_turn(g)
    assert _ended(g) == [ev.ControlEnded(c(5), 1, "field", "controller_left")]
    assert c(5) in g.zone(1, "field") and g.state.dice[c(5)].owner == 1


def test_a_control_until_your_next_turn() -> None:
    g, _ = _taken("take_control", "next_turn")
    g.pass_all()
    assert c(5) in g.zone(0, "field")
    auto_turn(g)
    assert _ended(g) == [ev.ControlEnded(c(5), 1, "field", "next_turn")]
    assert c(5) in g.zone(1, "field")


def test_with_no_taking_die_while_in_field_is_the_end_of_the_turn() -> None:
    """An action die or a Global takes with no die of its own (DM-23.1): a declaration (or
    any such effect) saying "while in the Field Zone" ends with the turn (docs/rulings.md)."""
    spec = EffectSpec("capture", target="target_opposing_die", duration="while_in_field")
    assert how_long(spec, "") == ""
    assert how_long(spec, "p1:warden:1") == "while_in_field"
    assert how_long(EffectSpec("capture", duration="next_turn"), "") == "next_turn"
    assert how_long(EffectSpec("capture"), "p1:warden:1") == ""


@pytest.mark.parametrize(
    ("card", "message"),
    [
        (_taker("a", "capture", "static"), "capture lasts"),
        (_taker("b", "take_control", "forever"), "unknown duration"),
        (character("c", 1, 1, abilities=[{"trigger": "when_fielded", "effects": [
            effect("gain_life", "you", amount=1, duration="while_in_field")]}]),
         "cannot last 'while_in_field'"),
        (action_card("d", {"effects": [effect("capture", "target_opposing_die",
                                              duration="while_in_field")]}),
         "no die to last"),
        ({**character("e", 1, 1), "globals": [{"cost": 1, "effects": [
            effect("take_control", "target_opposing_die", duration="while_in_field")]}]},
         "no die to last"),
    ],
)  # fmt: skip
def test_card_data_with_a_duration_a_capture_cannot_have_is_refused(
    card: dict[str, Any], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        card_from_dict(card)


def test_old_capture_records_are_unchanged() -> None:
    """The log format: `until` is left out at its default, so records written before it
    existed read and write byte for byte as they did."""
    old = ev.DiceCaptured(0, (c(5),), "p1:warden:1", "warden")
    assert "until" not in to_records([old])[0]
    assert "until" not in to_records([ev.ControlTaken(0, (c(5),), "", "seize")])[0]
    assert (
        to_records([ev.DiceCaptured(0, (c(5),), "w", "w", until="next_turn")])[0]["until"]
        == "next_turn"
    )


ZAP = action_card("zap", {"text": "Deal 3 damage to target character die.",
                          "effects": [effect("deal_damage", "target_die", amount=3)]})  # fmt: skip


def test_the_capturing_die_kod_by_damage_gives_the_die_back_at_once() -> None:
    """DM-23.1 "or when the capturing die leaves the Field Zone (KO'd, ...)": Michele's own
    action die deals 3 damage to her capturing die (D2): the KO (DM-16.1) ends the capture
    before anything else (the die is back in Chris's Field Zone in the same batch)."""
    card = _taker("keeper", "capture", "while_in_field")
    g = with_action(ZAP, card)
    keeper = "p1:keeper:1"
    g.give(0, keeper, to="reserve", face=0)
    g.field(keeper)
    g.target(c(5))
    assert g.state.dice[c(5)].zone is Zone.CAPTURED
    events = use(g, "zap", keeper)
    kod = next(i for i, e in enumerate(events) if isinstance(e, ev.DiceKnockedOut))
    ended = next(i for i, e in enumerate(events) if isinstance(e, ev.CaptureEnded))
    assert kod < ended and events[ended] == ev.CaptureEnded(c(5), "field", "capturer_left")
    assert keeper in g.zone(0, "prep") and c(5) in g.zone(1, "field")


SNARE = {
    **character("snare", 1, 1),
    "globals": [{"cost": 0, "text": "Capture target opposing character die.",
                 "effects": [effect("capture", "target_opposing_die")]}],
}  # fmt: skip


def test_an_attacker_captured_in_the_attack_returns_to_the_field_zone() -> None:
    """DM-23.1 "return the captured die ... to the place they were captured from": a die
    captured from the Attack Zone goes back to the Field Zone (DM-1.4: the Attack Zone is
    part of it; its combat is over, docs/rulings.md), at the end of the turn as a Global
    (no capturing die) says. Chris uses the Global of Michele's card (DM-8.16)."""
    g = with_action(NOOP, SNARE, chris_field=0, first_player_may_attack_first_turn=True)
    g.arrange(1, "reserve", [c(1)], face=FIST)  # (Chris may act in the window)
    g.pass_all()
    g.attack(m(1))
    assert m(1) in g.zone(0, "attack")
    g.pass_()  # Michele passes in the window after blockers: Chris may act
    assert g.pending.player == 1
    g.do(A.UseGlobal(player=1, card="snare", ability=0, paid=()))
    g.target(m(1))
    assert g.state.dice[m(1)].zone is Zone.CAPTURED
    g.pass_all()
    assert g.life(1) == 10  # nothing attacked him
    assert _ended(g) == [ev.CaptureEnded(m(1), "field", "end_of_turn")]
    assert m(1) in g.zone(0, "field") and g.state.dice[m(1)].face == CHAR


def test_a_capture_past_the_turn_survives_a_snapshot() -> None:
    """How long it lasts is state like any other (log/snapshot.py: `Lasting.until`)."""
    from games.engine.log.snapshot import decode, encode
    from tests.engine.helpers import cards_with

    for op, duration in (("capture", "next_turn"), ("take_control", "while_in_field")):
        g, _ = _taken(op, duration)
        card = _taker(f"{op}-{duration}".replace("_", "-"), op, duration)
        _, state = decode(encode(g.state), cards_with(NOOP, card))
        assert state == g.state
        assert [x.until for x in state.lasting if x.target == c(5)] == [
            "returns:next_turn:1" if duration == "next_turn" else "returns:while_in_field"
        ]


def test_a_declaration_cannot_say_while_in_field_without_a_die() -> None:
    """Refusal: "while this die is in the Field Zone" needs the ability's own die: an ability
    with none (an action die, a Global) declares `turn` or `next_turn` (docs/rulings.md)."""
    from games.engine.flow.declare import DECLARABLE_DURATIONS, check_effect
    from games.engine.model.errors import IllegalAction
    from games.engine.model.state import Trigger

    assert "while_in_field" in DECLARABLE_DURATIONS and "next_turn" in DECLARABLE_DURATIONS
    g, _ = _taken("capture", "turn")
    declared = ev.DeclaredEffect(
        op="capture", target="target_opposing_die", chosen=c(6), duration="while_in_field"
    )
    with pytest.raises(IllegalAction) as info:
        check_effect(g.state, Trigger(0, "noop", 0, "ability", ""), declared)
    assert info.value.code == "declare/malformed"
