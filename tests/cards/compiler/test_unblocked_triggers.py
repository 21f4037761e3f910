"""An attacker's own "attacks and is unblocked" trigger (cards/compiler/constructs/
unblocked_triggers.py; engine `when_unblocked`, abilities/unblocked.py; DM-9.4, DM-9.5,
DM-9.6). Our own wording and cards; near misses stay text only or are not this trigger."""

from __future__ import annotations

import pytest

from games.engine import actions as A
from tests.cards.compiler.helpers import NAME, ability, said, why
from tests.engine.helpers import c
from tests.engine.keywords.common import character, face_off


@pytest.mark.parametrize(
    "line",
    [
        f"When {NAME} attacks and is unblocked, gain 2 life.",
        f"Whenever {NAME} attacks and is not blocked, gain 2 life.",
        f"Each time one of your {NAME} dice attacks and is unblocked, gain 2 life.",
    ],
)
def test_the_unblocked_attacker_lines_read(line: str) -> None:
    record = ability(line)
    assert record["trigger"] == "when_unblocked"
    assert record["effects"] == [{"op": "gain_life", "amount": 2, "target": "you"}]


@pytest.mark.parametrize(
    "line",
    [
        # a replacement of the move to the Used Pile: no effect says it
        f"If {NAME} attacks and is not blocked, spin it down one level instead of moving it"
        " to the Used Pile.",
        # a delay past combat damage: no effect says it
        f"When {NAME} attacks and is unblocked, KO target opposing character die after"
        " combat damage resolves.",
        # another die's: not this die's own trigger
        "When one of your other character dice attacks and is unblocked, gain 2 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


def test_the_reading_says_when() -> None:
    words = said(f"When {NAME} attacks and is unblocked, gain 2 life.")
    assert words.startswith("When this die attacks and no blocker is declared for it")


def _unblocked_life() -> dict:
    line = f"When {NAME} attacks and is unblocked, gain 2 life."
    return character("wren", 2, 2, abilities=[ability(line)])


@pytest.mark.parametrize(("blocked", "gained"), [(False, 2), (True, 0)])
def test_it_triggers_only_for_an_attacker_with_no_blocker(blocked: bool, gained: int) -> None:
    """DM-9.4: once blockers are declared, before the window (DM-9.6) and damage; a blocked
    attacker (DM-9.5) does not trigger it (near miss)."""
    g = face_off([_unblocked_life()], [], chris_field=1)
    g.hurt(0, 5)
    life = g.life(0)
    g.attack("p1:wren:1")
    g.block(*([(c(5), "p1:wren:1")] if blocked else []))
    while g.pending.kind == "order_triggers":
        g.do(A.ChooseTrigger(player=0, index=0))
    assert g.life(0) - life == gained
