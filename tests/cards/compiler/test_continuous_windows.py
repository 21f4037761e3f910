"""A Continuous action die sent from the Field Zone to the Used Pile for an effect (000:L773:
"Sometimes they'll send themselves to the Used Pile for an effect whenever you could use a
Global Ability"; DM-8.14): a `global_window` ability of its card whose cost moves the die
(DM-12.2), said with the window or without one (the keyword's own then), and its burst text
(DM-17.3). Our own wording and cards; near misses stay text only."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from cards.execution import status
from games.reading import read_data

NAME = "Wren Lantern"
SENT = {"op": "move_die", "target": "this_die", "zone": "used"}


def action(lines: list[str], keywords: tuple[str, ...] = ("continuous",)) -> dict:
    made = compile_card("action", lines, NAME, list(keywords), code="341tst")
    return {"id": "341tst", "kind": "action", "name": NAME, "text": lines,
            "keywords": list(keywords), **made}  # fmt: skip


def _one(card: dict) -> dict:
    assert status(card).executed, card
    (record,) = card["abilities"]
    return {k: v for k, v in record.items() if k != "text"}


@pytest.mark.parametrize(
    "line",
    [
        "Continuous: Whenever you could use a Global Ability, you may move this die to your Used "
        "Pile to deal 2 damage to target character die.",
        "Continuous: Any time you could use a Global Ability, you can move this die to your Used "
        "Pile, if you do, deal 2 damage to target character die.",
        # no window said: the keyword's own (a reminder may say it again)
        "Continuous: You may move this die to your Used Pile to deal 2 damage to target "
        "character die.",
        "Continuous: You may send this die to your Used Pile to deal 2 damage to target character "
        "die. (You may use this ability when you could play a Global Ability. This die stays "
        "fielded until used.)",
    ],
)
def test_sent_to_the_used_pile_for_an_effect(line: str) -> None:
    card = action([line])
    assert _one(card) == {
        "trigger": "global_window",
        "costs": [SENT],
        "effects": [{"op": "deal_damage", "amount": 2, "target": "target_die"}],
    }
    said = [row.reading for row in read_data(card)]
    assert said[-1] == (
        "Whenever you could use a Global, while a die of this card is in the Field Zone: you "
        "may move this die to the Used Pile; if you do, deal 2 damage to target character die."
    )


def test_its_burst_text_replaces_the_text_on_a_burst_face() -> None:
    """DM-17.3: "Also, that die ..." speaks of the text's target: one ability, the text and
    itself, on the faces with those bursts (the engine offers it there, window_bursts.py)."""
    card = action([
        "Continuous: Whenever you could use a Global Ability, you may move this die to your Used "
        "Pile to deal 1 damage to target character die.",
        "(burst)(burst) Also, that character die can't block this turn.",
    ])  # fmt: skip
    assert status(card).executed
    base, burst = card["abilities"]
    assert base["costs"] == burst["costs"] == [SENT]
    assert burst["bursts"] == [2] and burst["burst_mode"] == "replace"
    assert [e["op"] for e in burst["effects"]] == ["deal_damage", "cant_block"]


@pytest.mark.parametrize(
    ("lines", "keywords"),
    [
        # not a Continuous card: its die never stays in the Field Zone to be sent
        (["You may send this die to the Used Pile to deal 5 damage to target character die."],
         ()),
        (["Continuous: You may send this die to the Used Pile to deal 5 damage to target "
          "character die."], ()),
        # another die sent, not this one: a cost of another shape
        (["Continuous: You may send a Sidekick die to the Used Pile to deal 2 damage to target "
          "character die."], ("continuous",)),
        # sent with no effect bought
        (["Continuous: Whenever you could use a Global Ability, send this die to your Used "
          "Pile."], ("continuous",)),
        # the die's own trigger: an action die is neither fielded nor attacks
        (["Continuous: When fielded, you may send this die to the Used Pile to deal 2 damage "
          "to target character die."], ("continuous",)),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(lines: list[str], keywords: tuple[str, ...]) -> None:
    assert not status(action(lines, keywords)).executed


def test_burst_text_ignoring_the_chosen_die_s_text() -> None:
    """ "Ignore that character die's text": the die the text chose (abilities/textless.py),
    its card's Globals and other dice untouched, which the parenthesis only says (DM-8.16)."""
    card = action([
        "Continuous: Whenever you could use a Global Ability, you may move this die to your Used "
        "Pile to deal 1 damage to target character die.",
        "(burst) Also, ignore that character die's text until end of turn. (Its card still "
        "keeps its Global Abilities and its other dice keep theirs.)",
    ])  # fmt: skip
    assert status(card).executed
    burst = card["abilities"][1]
    assert burst["effects"][-1] == {"op": "no_text_die", "target": "target_die"}


@pytest.mark.parametrize(
    "line",
    [
        # no earlier die for "that character die" to name
        "Ignore that character die's text until end of turn.",
        # the parenthesis after something other than ignoring text
        "Deal 1 damage to target character die. (Its card keeps its Global Abilities.)",
        # a duration other than the turn's
        "Deal 1 damage to target character die. Ignore that character die's text until it "
        "leaves the Field Zone.",
    ],
)
def test_ignoring_text_near_misses(line: str) -> None:
    assert not status(action([line], ())).executed


@pytest.mark.parametrize(
    "line",
    [
        "Continuous: Prevent up to 3 damage to target character die and move this die to your "
        "Used Pile. If you have an active Sidekick character die, also gain 2 life.",
        "Continuous: Move this die to your Used Pile, prevent up to 3 damage to target character "
        "die, and if you have an active Sidekick character die gain 2 life.",
    ],
)
def test_a_prevention_said_with_the_move(line: str) -> None:
    """The move said with the prevention, as one use: the same window ability (000:L773), the
    move its cost; "up to 3 damage" prevented is the next 3 (DM-19.1); the life only under
    its own condition (checked as it resolves)."""
    record = _one(action([line]))
    assert record["costs"] == [SENT]
    prevent, gain = record["effects"]
    assert prevent == {"op": "prevent_next", "amount": 3, "target": "target_die"}
    assert gain["op"] == "gain_life" and gain["condition"]["kind"] == "dice"


@pytest.mark.parametrize(
    "line",
    [
        # the move with something other than a prevention
        "Continuous: Deal 1 damage to target opponent and move this die to your Used Pile.",
        # another die moved
        "Continuous: Prevent up to 3 damage to target character die and move it to your Used Pile.",
    ],
)
def test_a_move_said_with_an_effect_near_misses(line: str) -> None:
    assert not status(action([line])).executed
