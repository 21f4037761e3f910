"""Template words for what the services hand over as data: an ISO timestamp read as a time
of day, a result entry's kind, a round's name (Final, not "Round 5")."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from django import template
from django.utils import timezone
from django.utils.dateformat import format as date_format

register = template.Library()


@register.filter
def when(value: Any) -> str:
    """ "28 Nov 2026, 12:34 UTC" from an ISO string or a datetime; "—" when there is none."""
    if not value:
        return "—"
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value)
        except ValueError:
            return value
    if timezone.is_aware(value):
        value = timezone.localtime(value, UTC)
    return date_format(value, "j M Y, H:i") + " UTC"


@register.simple_tag
def disputes_waiting(roles: Any) -> dict[str, Any]:
    """Open disputes of the events a judge or organizer holds roles in: per event, and in
    all (the home page's count across events)."""
    from tournaments.rounds.event_day import open_disputes

    by_event: dict[int, int] = {}
    for role in roles:
        if role.tournament_id not in by_event:
            by_event[role.tournament_id] = open_disputes(role.tournament)
    return {"by_event": by_event, "total": sum(by_event.values())}


@register.filter
def get_item(mapping: Any, key: Any) -> Any:
    return mapping.get(key) if hasattr(mapping, "get") else None


@register.filter
def list_locked(registration: Any) -> bool:
    """Whether this player can no longer submit their own team list (home page words)."""
    from tournaments.teamlists.lists import locked_for

    return locked_for(registration)
