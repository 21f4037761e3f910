"""What the construct tests share: one line of a card of our own, compiled (executed, with
its records) or kept as text (with why)."""

from __future__ import annotations

from typing import Any

from cards.compiler import compile_card
from cards.execution import status

NAME = "Wren Hollow"
CODE = "5tst"
ICONS = {"grv": "grovekin"}  # an affiliation icon of our own


def compiled(kind: str, lines: list[str], **more: Any) -> dict[str, Any]:
    """`more`: compile_card's other arguments (the catalog's `names`, ...)."""
    return compile_card(kind, lines, NAME, code=CODE, **{"affiliations": ICONS, **more})


def effects(kind: str, line: str, **more: Any) -> list[dict[str, Any]]:
    """The effects of a one-line card, which must be executed."""
    made = compiled(kind, [line], **more)
    card = {"id": CODE, "kind": kind, "name": NAME, "text": [line], **made}
    verdict = status(card)
    assert verdict.executed, (verdict.reasons, made)
    (record,) = made.get("abilities") or made["globals"]
    return list(record["effects"])


def why(kind: str, line: str) -> str:
    """A near miss: the line stays text only; its reason category."""
    made = compiled(kind, [line])
    card = {"id": CODE, "kind": kind, "name": NAME, "text": [line], **made}
    assert not status(card).executed
    (unread,) = made["unread"]
    return str(unread["why"])


def ability(line: str) -> dict[str, Any]:
    """The one ability record of a character's line the grammar reads."""
    made = compiled("character", [line])
    assert "unread" not in made, made
    (record,) = made["abilities"]
    return record


def said(line: str) -> str:
    """The engine's reading in words of a character's one line (an ability or a Global)."""
    from games.engine.loading import card_from_dict
    from games.reading import read_card
    from tests.engine.helpers import make_card

    card = card_from_dict(make_card(CODE, name=NAME, text=[line], **compiled("character", [line])))
    (reading,) = [x.reading for x in read_card(card) if x.kind in ("ability", "global")]
    return reading


def grammar_records(
    lines: list[str], *, code: str = CODE, keywords: tuple[str, ...] = (),
    icons: dict[str, str] | None = None, where: str = "abilities", kind: str = "character",
    names: tuple[str, ...] = (),
) -> list[dict[str, Any]]:
    """Our own card's lines (naming it NAME) as the grammar reads them, for a test that plays
    a card whose entry the grammar has made needless: `code` is the played card's id (what an
    "other than this card" filter names)."""
    made = compile_card(
        kind, lines, NAME, keywords, {**ICONS, **(icons or {})}, code=code, names=names
    )
    assert "unread" not in made, made
    return list(made[where])
