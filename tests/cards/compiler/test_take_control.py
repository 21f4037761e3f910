"""Taking control (constructs/take_control.py, DM-23.2), setting a die aside "Out of Play" or
"on this card" until the end of the turn (constructs/moves.py, DM-14.2), and the sentence
that gives such dice back (constructs/control_returns.py: said again, read into the effect
before). Our own wording, with near misses that stay text only; played in
tests/engine/effects/test_control_returns_play.py."""

from __future__ import annotations

from tests.cards.compiler.helpers import effects, said, why

CONTROL = {"op": "take_control", "target": "target_opposing_die"}
ASIDE = {"op": "move_die", "zone": "removed"}


def test_take_or_gain_control_until_the_end_of_the_turn() -> None:
    """DM-23.2: control lasts to the end of the turn (said or not)."""
    for line in (
        "When fielded, take control of target opposing character die until end of turn.",
        "When fielded, gain control of target opposing character die (until end of turn).",
        "When fielded, take control of target opposing character die.",
    ):
        assert effects("character", line) == [CONTROL], line
    line = (
        "When fielded, take control of target opposing character die until the start of"
        " your next turn."
    )
    assert effects("character", line) == [{**CONTROL, "duration": "next_turn"}]
    assert "take control of target opposing character die" in said(line)


def test_the_die_given_back_at_the_end_of_the_turn_is_said_again_only() -> None:
    line = (
        "When fielded, gain control of target opposing character die with purchase cost 3 or"
        " less. That character die must attack this turn. Return it to its owner's Field Zone"
        " at the same level at end of turn."
    )
    got = effects("character", line)
    assert [e["op"] for e in got] == ["take_control", "must_attack"]
    line = (
        "When fielded, you may take control of an opposing character die until end of turn."
        " Return it to your opponent's Field Zone at end of turn."
    )
    assert effects("character", line) == [{**CONTROL, "target": "choose_opposing_die"}]
    line = (
        "Capture target opposing character die. Return it to its owner's Field Zone at end of turn."
    )
    assert effects("action", line) == [{"op": "capture", "target": "target_opposing_die"}]


def test_that_sidekick_names_the_sidekick_taken() -> None:
    line = (
        "When Wren Hollow attacks, gain control of target opposing Sidekick. That Sidekick must"
        " attack this turn (if able)."
    )
    taken = {**CONTROL, "filters": {"sidekick": True}}
    assert effects("character", line) == [taken, {**taken, "op": "must_attack"}]
    assert why("character", "When fielded, that Sidekick must attack this turn.") != ""


def test_out_of_play_or_on_this_card_until_the_end_of_the_turn_is_set_aside() -> None:
    """DM-14.2: set aside until Cleanup, back in the Field Zone on the same face."""
    line = (
        "When fielded, send target character die Out of Play until the end of the turn. Return"
        " it to the Field Zone at the same level at end of turn."
    )
    assert effects("character", line) == [{**ASIDE, "target": "target_die"}]
    assert "aside until the end of the turn" in said(line)
    line = (
        "When Wren Hollow attacks, move target opposing character die to her character card"
        " until end of turn."
    )
    assert effects("character", line) == [{**ASIDE, "target": "target_opposing_die"}]
    line = (
        "When fielded, move all (grv) character dice to Wren Hollow's card until end of turn."
        " Return them to the Field Zone at the same level."
    )
    assert effects("character", line) == [
        {**ASIDE, "target": "all_characters", "filters": {"affiliation": "grovekin"}}
    ]


def test_near_misses_stay_text_only() -> None:
    # taken by a die already gone, for as long as that die stays: it would end at once
    line = (
        "When fielded, send Wren Hollow to the Used Pile. Take control of target opposing"
        " character die while Wren Hollow is in the Field Zone."
    )
    assert why("character", line) != ""
    # given back elsewhere than the engine gives it back, or nothing taken before
    line = (
        "When fielded, take control of target opposing character die. Return it to its"
        " owner's Field Zone at level 1 at end of turn."
    )
    assert why("character", line) != ""
    line = "When fielded, KO target character die. Return it to the Field Zone at end of turn."
    assert why("character", line) == "zone_move"
    line = (
        "When fielded, send target character die Out of Play until the end of the turn. Return"
        " it to your opponent's Field Zone at end of turn."
    )
    assert why("character", line) == "zone_move"
    # for good, or for another length: not a set-aside
    assert why("character", "When fielded, send target character die Out of Play.") != ""
    line = "When fielded, move target character die to this card until the start of your next turn."
    assert why("character", line) == "zone_move"
    line = (
        "When fielded, move target character die from your Used Pile to this card until end"
        " of turn."
    )
    assert why("character", line) == "zone_move"
    assert why("character", "When fielded, take control of target opponent.") != ""
