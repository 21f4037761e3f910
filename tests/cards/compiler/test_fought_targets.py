"""The dice a die fought (cards/compiler/constructs/fought_targets.py) and the KO while
engaged or on an opponent's turn (constructs/timed_triggers.py): "If <self> is KO'd while
engaged, ... each character die it was engaged with", "... while blocking, ... the blocked
character die" (glossary "Engaged", DM-9.3, DM-9.11). Our own wording; near misses stay text
only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, said, why

ENGAGED = {"zone": "attack", "any_of": "blocker:true blocked:true"}


def test_kod_while_engaged_hits_each_die_it_fought() -> None:
    line = (f"If {NAME} is KO'd while engaged, deal damage equal to its A to each character die"
            " it was engaged with.")  # fmt: skip
    record = ability(line)
    assert record["trigger"] == "when_kod" and record["trigger_filters"] == ENGAGED
    assert record["effects"] == [
        {"op": "deal_damage", "target": "fought_dice", "amount": 1, "per": "this_die_attack"}
    ]
    assert "while engaged" in said(line) and "was engaged with" in said(line)


@pytest.mark.parametrize("words", ["the blocked character die", "the character die she blocked"])
def test_kod_while_blocking_names_the_die_it_blocked(words: str) -> None:
    record = ability(f"If {NAME} is KO'd while blocking, you may pay (mask) to KO {words}.")
    assert record["trigger_filters"] == {"zone": "attack", "blocker": True}
    assert record["effects"] == [{"op": "ko", "target": "die_it_blocked"}]
    assert record["pay"] == 1 and record["pay_types"] == ["mask"]


def test_kod_on_an_opponent_s_turn_is_during_their_turn() -> None:
    record = ability(f"If {NAME} is KO'd on an opponent's turn, gain 2 life.")
    assert record["condition"] == {"kind": "your_turn", "unless": True}


@pytest.mark.parametrize(
    "line",
    [
        # another die's fights, a chosen one among them, or a die's that fought no one
        "When fielded, deal 1 damage to each character die it was engaged with.",
        f"If {NAME} is KO'd while engaged, KO target character die it was engaged with.",
        f"If {NAME} is KO'd while engaged, deal 1 damage to each opposing character die it was"
        " engaged with.",
        "When a character die is KO'd while engaged, gain 1 life.",
        "Whenever you field a character die, KO the blocked character die.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("target", "self", "trigger:other", "condition", "unparsed")


@pytest.mark.parametrize("number", ["890", "891", "892"])
def test_our_set_s_cards_of_these_shapes_read_as_shipped(number: str) -> None:
    """Our own cards (cards/data/ocr.json, lane kc's block): the grammar reads each printed
    line into the abilities the set ships, and the card is executed."""
    import json

    from cards.catalog import DATA
    from cards.compiler import compile_card
    from cards.execution import status

    (card,) = [c for c in json.loads((DATA / "ocr.json").read_text())["cards"]
               if c["number"] == number]  # fmt: skip
    made = compile_card("character", card["text"], card["name"], code=card["id"])
    assert made["abilities"] == card["abilities"]
    assert status(card).executed
