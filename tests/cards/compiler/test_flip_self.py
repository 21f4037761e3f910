"""Flipping an action card by its own effect (cards/compiler/constructs/flip_self.py,
effect `flip_card`; docs/rulings.md "Flip"): "(burst)/(burst)(burst) Then, flip this card."
on the side up first, "<effect>. Then, flip this card." on the other, which prints "Begin the
game with this side face-down." (the engine's own rule, read only on that side). Our own
card of the same shape; near misses stay text only."""

from __future__ import annotations

from typing import Any

from games.engine import actions as A
from games.engine import events as ev
from games.engine.loading import card_execution
from games.reading import sheet
from tests.cards.compiler.helpers import CODE, NAME, compiled, why
from tests.engine.helpers import ACTION0, ACTION1, BOLT, FIST, MADELYNE, Game, cards_with, die, m

FRONT = ["You gain 1 life.", "(burst)/(burst)(burst) Then, flip this card."]
BACK = [
    "Begin the game with this side face-down.",
    "Your opponent loses 2 life. Then, flip this card.",
]
FACES = [
    {"kind": "action"},
    {"kind": "action", "bursts": 1},
    {"kind": "action", "bursts": 2},
    {"kind": "energy", "symbols": ["mask"]},
    {"kind": "energy", "symbols": ["mask"]},
    {"kind": "energy", "symbols": ["mask", "mask"]},
]


def coin() -> dict[str, Any]:
    front = compiled("action", FRONT)
    back = compile_back(BACK)
    return {
        "id": CODE, "kind": "action", "name": NAME, "cost": 2, "energy_types": ["mask"],
        "affiliations": [], "max_dice": 2, "faces": FACES, "text": FRONT, "keywords": [],
        **front, "back": {"text": BACK, "keywords": [], **back},
    }  # fmt: skip


def compile_back(lines: list[str]) -> dict[str, Any]:
    from cards.compiler import compile_card

    return compile_card("action", lines, NAME, code=CODE, back=True)


def test_both_sides_are_read_and_the_card_is_executed() -> None:
    card = coin()
    assert "unread" not in card and "unread" not in card["back"]
    (plain, burst) = card["abilities"]
    gain = {"op": "gain_life", "amount": 1, "target": "you"}
    assert plain["effects"] == [gain]
    # one ability on the burst faces: the text, then the flip (no order for the player to pick)
    assert burst["bursts"] == [1, 2] and burst["burst_mode"] == "replace"
    assert burst["effects"] == [gain, {"op": "flip_card"}]
    (other,) = card["back"]["abilities"]
    assert [e["op"] for e in other["effects"]] == ["lose_life", "flip_card"]
    assert card_execution(card).executed


def test_the_reading_says_the_flip_and_the_side_face_down() -> None:
    rows = {row["printed"]: row["reading"] for row in sheet(coin())}
    assert rows[FRONT[1]] == (
        "[1 or 2 bursts, instead of the base text] You gain 1 life, then flip this card to"
        " its other side."
    )
    assert "face down when the game begins" in rows[BACK[0]].lower()
    assert rows[BACK[1]].endswith("then flip this card to its other side.")


def used_on(face: int) -> tuple[Game, list[ev.Event]]:
    g = Game(teams=(((CODE, 2),), ((MADELYNE, 1),)), cards=cards_with(coin()))
    g.start()
    g.hurt(0, 4)
    mine = die(0, CODE, 1)
    g.give(0, mine)
    g.begin({mine: face, m(1): FIST, m(2): BOLT, m(3): FIST}, oop=m(4))
    return g, g.do(A.UseActionDie(player=0, die=mine))


def test_a_burst_face_flips_the_card_after_its_effect() -> None:
    g, events = used_on(ACTION1)
    gained = [i for i, e in enumerate(events) if isinstance(e, ev.LifeGained)]
    flipped = [i for i, e in enumerate(events) if isinstance(e, ev.CardFlipped)]
    assert len(gained) == 1 and len(flipped) == 1 and gained[0] < flipped[0]
    assert g.state.flipped == ((0, CODE),)
    assert "Your opponent loses 2 life" in g.state.cards[CODE].abilities[0].text


def test_a_face_without_a_burst_does_not() -> None:
    g, events = used_on(ACTION0)
    assert any(isinstance(e, ev.LifeGained) for e in events)
    assert g.state.flipped == ()


def test_the_other_side_flips_it_back() -> None:
    g, _ = used_on(ACTION1)
    second = die(0, CODE, 2)
    g.give(0, second)
    life = g.life(1)
    g.arrange(0, "reserve", [second], face=ACTION0)
    events = g.do(A.UseActionDie(player=0, die=second))
    assert any(isinstance(e, ev.CardFlipped) for e in events)
    assert g.life(1) == life - 2 and g.state.flipped == ()


def test_face_down_on_the_side_printed_first_is_not_the_engine_s_rule() -> None:
    assert why("action", "Begin the game with this side face-down.") == "unparsed"


def test_flipping_another_card_stays_text_only() -> None:
    assert why("action", "You may flip target character card you control.") == "unparsed"


def test_a_continuous_die_s_burst_flip_stays_text_only() -> None:
    lines = [
        "Continuous: Whenever you could use a Global Ability, you may move this die to your Used "
        "Pile to deal 1 damage to target character die.",
        "(burst)/(burst)(burst) Then, flip this card.",
    ]
    made = compiled("action", lines, keywords=["continuous"])
    assert [u["why"] for u in made["unread"]] == ["effect"]
