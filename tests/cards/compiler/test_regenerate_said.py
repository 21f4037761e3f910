"""Regenerate said in words (cards/compiler/regenerate_said.py; 000:L801): "When <self> is
KO'd, reroll her die. If it rolls a character face, return her to the field." is the
keyword's own rule, read as this card's dice gaining Regenerate; "... KO'd during the attack
step, ..." only while it is the Attack Step (constructs/step_condition.py). Its reminder
after a dash ("Regenerate - Reroll when KO'd.") only names the keyword
(loading/execution.py `_SENTENCES`). Our own wording."""

from __future__ import annotations

import pytest

from cards.execution import status
from tests.cards.compiler.helpers import CODE, NAME, ability, compiled, why

GRANT = {"op": "grant_keyword", "keyword": "regenerate", "target": "this_card"}


@pytest.mark.parametrize(
    "line",
    [
        "When Wren Hollow is KO'd, reroll his die. If it rolls a character face, return him to"
        " the field zone.",
        "If Wren Hollow is knocked out, roll its die. If it shows a character face, return it to"
        " the field. Otherwise, put it into its owner's prep area.",
    ],
)
def test_regenerate_in_words_is_the_keyword_given(line: str) -> None:
    record = ability(line)
    assert record["trigger"] == "static" and record["effects"] == [GRANT]
    assert "condition" not in record


def test_only_in_the_attack_step() -> None:
    """DM-8.25 / DM-9.1: the Attack Step runs from attackers declared to the end of combat."""
    record = ability(
        "After a Wren Hollow is KO'd during the attack step, roll that die. If it rolls a"
        " character face, return it to the field zone."
    )
    assert record["effects"] == [GRANT] and record["condition"] == {"kind": "attack_step"}


@pytest.mark.parametrize(
    "line",
    [
        # another outcome than the keyword's
        "When Wren Hollow is KO'd, reroll her die. If it rolls a character face, deal 1 damage"
        " to target opponent.",
        # a price first: more than the keyword
        "When Wren Hollow is KO'd, you may pay (fist). If you do, reroll her die. If it rolls a"
        " character face, return her to the field.",
        # the owner's own Attack Step only: not the condition read here
        "When Wren Hollow is KO'd during your attack step, reroll her die. If it rolls a"
        " character face, return her to the field.",
        # another die's roll
        "When Wren Hollow is KO'd, reroll target character die. If it rolls a character face,"
        " return it to the field.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("condition", "unparsed", "choice", "target")


def _executed(lines: list[str], keywords: list[str]) -> bool:
    made = compiled("character", lines, keywords=keywords)
    card = {"id": CODE, "kind": "character", "name": NAME, "text": lines, "keywords": keywords}
    return status({**card, **made}).executed


def test_the_reminder_after_a_dash_only_names_the_keyword() -> None:
    assert _executed(["Regenerate - Reroll when KO'd."], ["regenerate"])
    assert _executed(["Regenerate: reroll when knocked out"], ["regenerate"])
    # more than the reminder, or a keyword the card does not list: text only
    assert not _executed(["Regenerate - Reroll when KO'd and gain 1 life."], ["regenerate"])
    assert not _executed(["Regenerate - Reroll when KO'd."], [])
