"""The keyword registry: every keyword a card lists is one of the rulebooks' (DIGEST §3.1),
and it has a module (games/engine/keywords/<name>.py) with its tests, or it is on the list
of keywords still to implement below, which only shrinks."""

from __future__ import annotations

from pathlib import Path

import pytest

import games.engine.keywords as package
from cards.catalog import raw_cards
from games.engine.abilities.keyword import HOOK_POINTS, Keyword
from games.engine.keywords import GLOSSARY, KEYWORDS
from games.engine.loading import card_from_dict, keyword_use

# Keywords without a module yet, and the hook point or trigger each should use (docs/engine.md).
PENDING: dict[str, str] = {}  # every keyword has its module now
TESTS = Path(__file__).parent
MODULES = Path(package.__file__).parent


def test_every_keyword_is_implemented_or_pending_never_both() -> None:
    assert set(KEYWORDS) | set(PENDING) == set(GLOSSARY)
    assert not set(KEYWORDS) & set(PENDING), "remove an implemented keyword from PENDING"


def test_every_keyword_on_a_card_has_a_module_or_is_pending() -> None:
    """A keyword listed on a shipped card is a rulebook keyword, and executed or pending."""
    listed = {k.split(":")[0] for card in raw_cards().values() for k in card.get("keywords", ())}
    assert listed <= set(GLOSSARY)
    assert listed - set(KEYWORDS) <= set(PENDING)


def test_every_module_is_registered_with_its_own_name() -> None:
    modules = {p.stem for p in MODULES.glob("*.py")} - {"__init__", "glossary", "uses"}
    assert modules == set(KEYWORDS)
    for name, keyword in KEYWORDS.items():
        assert isinstance(keyword, Keyword) and keyword.name == name
        assert keyword.label == GLOSSARY[name].label


def test_every_module_has_tests_that_quote_its_glossary_line() -> None:
    for name, keyword in KEYWORDS.items():
        text = " ".join((TESTS / f"test_{name}.py").read_text().split())
        assert " ".join(keyword.glossary.split()[:8]) in text, name
        assert keyword.source.split(",")[0] in text, name


def test_keywords_implement_only_named_hook_points() -> None:
    with pytest.raises(ValueError, match="no hook point named"):
        Keyword("x", "X", "", "", hooks={"when_i_feel_like_it": print})
    for keyword in KEYWORDS.values():
        assert set(keyword.hooks) <= set(HOOK_POINTS)


def test_an_unknown_keyword_or_a_missing_value_is_refused_when_a_card_is_loaded() -> None:
    card = {"id": "x", "name": "X", "kind": "basic_action"}
    with pytest.raises(ValueError, match="unknown keyword 'overcrash'"):
        card_from_dict({**card, "keywords": ["overcrash"]})
    with pytest.raises(ValueError, match="is written 'range:<number>'"):
        keyword_use("range")
    with pytest.raises(ValueError, match="is written 'fast'"):
        keyword_use("fast:2")
    assert keyword_use("range:2").value == 2 and keyword_use("range:2").rules is KEYWORDS["range"]
    assert keyword_use("fast").rules is KEYWORDS["fast"]
