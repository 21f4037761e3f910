"""Finding people: the user search the organizer console and `GET /api/users/` share.

(A person's overview of events and games is tournaments/pages/overview.py: accounts sits below
the apps it would have to read.)"""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser


def search_users(query: str, limit: int = 20) -> list[AbstractBaseUser]:
    """Users whose username starts with (or contains) the query, prefix matches first."""
    from django.contrib.auth import get_user_model

    query = query.strip()
    if not query:
        return []
    users = get_user_model().objects.filter(is_active=True)
    prefix = list(users.filter(username__istartswith=query).order_by("username")[:limit])
    if len(prefix) < limit:
        seen = [u.pk for u in prefix]
        prefix += list(
            users.filter(username__icontains=query)
            .exclude(pk__in=seen)
            .order_by("username")[: limit - len(prefix)]
        )
    return prefix
