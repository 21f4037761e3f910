"""The sets' own keywords (Teamwatch, Strike, Iron Will, Breath Weapon, Founder, Experience,
Flip, Trap, Fabricate, Equip): the four rulebooks define none of them (DIGEST §3.1 lists
every ability keyword they define), so none is a keyword of the engine (but Experience, Iron
Will, Flip, Fabricate and Equip, ruled from their cards' own reminders: docs/rulings.md); a line
that uses one stays text only (docs/rulings.md "Keywords": "Set keywords the rulebooks do
not define") with the reason `set_keyword:<name>`, unless the card's own text says what it
does and the compiler reads that (Teamwatch: constructs/teamwatch.py)."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from games.engine.keywords import GLOSSARY
from games.engine.loading import keyword_use
from tests.engine.rule_coverage import DIGEST

SET_KEYWORDS = {
    "teamwatch": "Teamwatch", "strike": "Strike",
    "breath_weapon": "Breath Weapon",
    "trap": "Trap",
}  # fmt: skip


def test_experience_is_ruled_from_its_reminder_and_run_by_its_module() -> None:
    """docs/rulings.md "Experience": the one set keyword with a module (keywords/experience.py,
    tests/engine/keywords/test_experience.py); still none of the rulebooks'."""
    text = DIGEST.read_text()
    assert "**Experience**" not in text[text.index("### 3.1") : text.index("### 3.2")]
    assert keyword_use("experience").rules is not None


def test_flip_is_ruled_from_its_reminder_and_run_by_its_module() -> None:
    """docs/rulings.md "Flip" (keywords/flip.py, test_flip.py)."""
    text = DIGEST.read_text()
    assert "**Flip**" not in text[text.index("### 3.1") : text.index("### 3.2")]
    assert keyword_use("flip").rules is not None


def test_iron_will_is_ruled_from_its_reminder_and_run_by_its_module() -> None:
    """docs/rulings.md "Iron Will" (keywords/iron_will.py, test_iron_will.py)."""
    text = DIGEST.read_text()
    assert "**Iron Will**" not in text[text.index("### 3.1") : text.index("### 3.2")]
    assert keyword_use("iron_will").rules is not None


def test_fabricate_is_ruled_from_its_reminder_and_run_by_its_module() -> None:
    """docs/rulings.md "Fabricate" (keywords/fabricate.py, test_fabricate.py)."""
    text = DIGEST.read_text()
    assert "**Fabricate**" not in text[text.index("### 3.1") : text.index("### 3.2")]
    assert keyword_use("fabricate:24").rules is not None


def test_equip_is_ruled_from_its_reminder_and_run_by_its_module() -> None:
    """docs/rulings.md "Equip" (keywords/equip.py, test_equip.py)."""
    text = DIGEST.read_text()
    assert "**Equip**" not in text[text.index("### 3.1") : text.index("### 3.2")]
    assert keyword_use("equip").rules is not None


def test_the_rulebooks_define_none_of_the_set_keywords() -> None:
    text = DIGEST.read_text()
    glossary = text[text.index("### 3.1") : text.index("### 3.2")]
    for name, label in SET_KEYWORDS.items():
        assert f"**{label}**" not in glossary, label
        assert name not in GLOSSARY
        with pytest.raises(ValueError, match="unknown keyword"):
            keyword_use(name)


@pytest.mark.parametrize(
    ("line", "why"),
    [
        ("Founder - Quill Harrow gets +2A.", "set_keyword:founder"),
        ("Iron Will - Prevent 1 damage to Quill Harrow.", "set_keyword:iron_will"),
    ],
)
def test_a_line_with_a_set_keyword_stays_text_only(line: str, why: str) -> None:
    made = compile_card("character", [line], name="Quill Harrow")
    assert made["unread"] == [{"text": line, "why": why}]
