"""What the play page's table needs from the server besides the game API: the game's cards
in words (name, cost, energy, affiliation, text, faces), the rule words, and the match
context other apps know (an event's round and table, the score)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.models import Game

# Apps add what they know about a game (tournaments: event, round, table, score); each
# returns a JSON-ready dict or None. Registered in their AppConfig.ready, so games never
# imports them.
CONTEXT_PROVIDERS: list[Callable[[Game, Any], dict[str, Any] | None]] = []


def _execution(card: Any) -> dict[str, Any]:
    """What the definition alone tells (no printed line that no ability was made from)."""
    found = [f"keyword not executed yet: {u.name}" for u in card.keywords if u.rules is None]
    found += [f"text only: {a.text}" for a in (*card.abilities, *card.globals) if not a.effects]
    return {"executed": not found, "reasons": found}


def card_status(cards: Any) -> dict[str, dict[str, Any]]:
    """Card id -> {"executed", "reasons" in words with their codes} for the table's badge."""
    from games.catalog import catalog_status
    from games.engine.model.flip_sides import catalog_id
    from games.reading.reasons import reasons

    # Whether the engine executes each card, as the catalog knows it; a card the catalog
    # does not know is judged from its definition (`_execution`).
    # A second seat's copy of a flip card ("<id>@p2", model/flip_sides.py) is the same card.
    known = catalog_status(sorted({catalog_id(card_id) for card_id in cards}))
    found = {}
    for card_id, card in cards.items():
        status = known.get(catalog_id(card_id)) or _execution(card)
        found[card_id] = {
            "executed": bool(status["executed"]),
            "reasons": reasons(status["reasons"], status.get("unread")),
        }
    return found


def card_info(cards: Any) -> dict[str, dict[str, Any]]:
    """Card id -> what a player reads on the card: the game's own definitions (the exact
    cards its log was created with), not the catalog's current ones."""
    from games.engine.keywords.glossary import GLOSSARY
    from games.reading import read_card

    info: dict[str, dict[str, Any]] = {}
    status = card_status(cards)
    for card_id, card in cards.items():
        faces = []
        for face in card.faces:
            data: dict[str, Any] = {"kind": face.kind, "bursts": face.bursts}
            if face.kind == "character":
                data.update(level=face.level, cost=face.cost, attack=face.attack,
                            defense=face.defense)  # fmt: skip
            elif face.kind == "energy":
                data["symbols"] = list(face.symbols)
            faces.append(data)
        text = [a.text for a in card.abilities if a.text and not a.origin]
        keywords = []
        for use in card.keywords:
            entry = GLOSSARY.get(use.name)
            label = entry.label if entry else use.name.replace("_", " ").title()
            keywords.append(label if use.value is None else f"{label} {use.value}")
        info[card_id] = {
            "name": card.name,
            "subtitle": card.subtitle,
            "kind": card.kind,
            "cost": card.cost,
            "energy": list(card.energy_types),
            "affiliations": list(card.affiliations),
            "max_dice": card.max_dice,
            "faces": faces,
            "keywords": keywords,
            "text": text,
            "globals": [
                {"text": g.text, "cost": g.cost, "energy": list(g.energy_types)}
                for g in card.globals
            ],
            # the engine's reading beside the printed text, and its badge (issue 16 item 2)
            "reading": [line.as_dict() for line in read_card(card)],
            "execution": status[card_id],
        }
    return info


def match_context(game: Game, user: Any) -> dict[str, Any]:
    """Everything the registered providers know about this game, merged."""
    context: dict[str, Any] = {}
    for provider in CONTEXT_PROVIDERS:
        found = provider(game, user)
        if found:
            context.update(found)
    return context
