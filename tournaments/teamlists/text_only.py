"""Which cards of each submitted team list the engine plays as text only, and why (issue 16
item 2: an organizer sees each list's text-only cards, whether or not the event requires
executed cards). Read from each player's latest list and the catalog's verdict."""

from __future__ import annotations

from typing import Any

from cards.models import Card
from games.reading.reasons import reasons, unread_of
from tournaments.models import TeamListEntry, Tournament


def text_only_cards(tournament: Tournament) -> list[dict[str, Any]]:
    """Rows {registration, display_name, cards: [{code, title, why: [words]}]}, one per
    player whose latest list has a text-only card, in the players' order."""
    latest: dict[int, TeamListEntry] = {}
    entries = TeamListEntry.objects.filter(registration__tournament=tournament).select_related(
        "registration"
    )
    for entry in entries.order_by("id"):
        latest[entry.registration_id] = entry  # the last one wins
    ids = {card_id for entry in latest.values() for card_id in _ids(entry)}
    cards = {
        c.engine_id: c
        for c in Card.objects.filter(engine_id__in=ids, executed=False).select_related(
            "current_version"
        )
    }
    rows = []
    for entry in sorted(latest.values(), key=lambda e: (e.registration.display_name, e.pk)):
        found = [
            {"code": c.code, "title": c.title, "why": _why(c)}
            for c in (cards.get(i) for i in dict.fromkeys(_ids(entry)))
            if c is not None
        ]
        if found:
            name = entry.registration.display_name
            rows.append(
                {"registration": entry.registration_id, "display_name": name, "cards": found}
            )
    return rows


def _why(card: Card) -> list[str]:
    """Each reason in words, with the compiler's category of an unread line."""
    data = card.current_version.data if card.current_version else None
    return [
        r["words"] + (f" (why: {r['why']})" if r["why"] else "")
        for r in reasons(card.not_executed, unread_of(data))
    ]


def _ids(entry: TeamListEntry) -> list[str]:
    team = entry.team or {"cards": entry.cards, "basic_actions": entry.basic_actions}
    cards = [pair[0] for pair in team.get("cards", []) if pair]
    return [str(c) for c in (*cards, *team.get("basic_actions", []))]
