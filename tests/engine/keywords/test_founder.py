"""Founder (a set keyword; no reminder on the set's cards, docs/rulings.md "Founder"):
"Founder carries no effect of its own; other cards refer to characters with it." (our
ruling's words, its source the set's cards). A die with it plays as one without, and a
filter `keyword: founder` finds it (DM-12.1)."""

from __future__ import annotations

from cards.compiler import compile_card
from cards.vocabulary import keywords_in
from games.engine.abilities.texts import has_keyword
from games.engine.keywords import KEYWORDS
from tests.engine.keywords.common import character, face_off

ELDER = character("elder", 2, 2, keywords=["founder"])
NEWCOMER = character("newcomer", 2, 2)


def test_it_changes_no_rule() -> None:
    founder = KEYWORDS["founder"]
    assert founder.glossary.startswith("Founder carries no effect of its own")
    assert not founder.hooks and not founder.triggers and founder.abilities is None


def test_a_filter_finds_the_dice_with_it_and_not_the_others() -> None:
    g = face_off([ELDER, NEWCOMER], [])
    assert has_keyword(g.state, g.state.dice["p1:elder:1"], "founder")
    assert not has_keyword(g.state, g.state.dice["p1:newcomer:1"], "founder")


def test_the_bare_word_is_the_keyword_and_a_line_saying_more_is_not() -> None:
    assert keywords_in(["Founder"], "dps") == ["founder"]
    made = compile_card("character", ["Founder - Quill Harrow gets +2A."], name="Quill Harrow")
    assert made["unread"] == [
        {"text": "Founder - Quill Harrow gets +2A.", "why": "set_keyword:founder"}
    ]
