"""Sealed pools (the Rainbow Draft formats): opened, kept, committed and revealed.

The event's game system opens a pool from a seed (`GameSystem.sealed_pool`); this module
keeps one per registration (SealedPool) with the seed's SHA-256 published from the start
(the commitment) and the seed itself shown once the event reveals team lists (round 1 is
paired), so anyone can open the pool again and see it is the seed's. A player's team list
is checked against their pool (teamlists.problems passes it to the system).
"""

from __future__ import annotations

import hashlib
import secrets
from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction

from tournaments import errors as E
from tournaments.errors import Conflict, TournamentError
from tournaments.game_systems import event_settings, system_of
from tournaments.models import Registration, SealedPool, Tournament


def seed_hash(seed: str) -> str:
    return hashlib.sha256(bytes.fromhex(seed)).hexdigest()


def is_sealed(tournament: Tournament) -> bool:
    """Whether the event's format opens pools (its system says so for a probe seed)."""
    probe = "00" * 32
    return system_of(tournament).sealed_pool(probe, _settings(tournament)) is not None


def _settings(tournament: Tournament):
    return event_settings(tournament)


def pool_of(registration: Registration) -> dict[str, Any] | None:
    row = SealedPool.objects.filter(registration=registration).first()
    return None if row is None else row.pool


def open_pools(tournament: Tournament, by: AbstractBaseUser) -> list[SealedPool]:
    """A pool for every registration that has none (organizers; before round 1)."""
    from tournaments.permissions import require_organizer

    require_organizer(by, tournament)
    if tournament.rounds.exists():
        raise Conflict(E.SEALED_LOCKED, "pools are opened before round 1 is paired")
    system, settings = system_of(tournament), _settings(tournament)
    if system.sealed_pool("00" * 32, settings) is None:
        raise TournamentError(E.SEALED_NOT_SEALED, "the event's format opens no sealed pools")
    made = []
    with transaction.atomic():
        have = set(
            SealedPool.objects.filter(registration__tournament=tournament).values_list(
                "registration_id", flat=True
            )
        )
        for registration in tournament.registrations.order_by("id"):
            if registration.pk in have:
                continue
            seed = secrets.token_hex(32)
            pool = system.sealed_pool(seed, settings)
            made.append(
                SealedPool.objects.create(
                    registration=registration,
                    seed=seed,
                    seed_hash=seed_hash(seed),
                    pool=pool,
                    opened_by=by,
                )
            )
    return made


def verify(row: SealedPool) -> bool:
    """The stored pool is the one its seed opens, and the seed is the committed one."""
    tournament = row.registration.tournament
    again = system_of(tournament).sealed_pool(row.seed, _settings(tournament))
    return seed_hash(row.seed) == row.seed_hash and again == row.pool


def body(row: SealedPool, show_seed: bool) -> dict[str, Any]:
    return {
        "registration": row.registration_id,
        "display_name": row.registration.display_name,
        "seed_hash": row.seed_hash,
        "seed": row.seed if show_seed else None,
        "pool": row.pool,
        "created_at": row.created_at.isoformat(),
    }


def summary(tournament: Tournament) -> dict[str, Any]:
    """For the organizer console: how many pools are open, and their commitments."""
    rows = SealedPool.objects.filter(registration__tournament=tournament).select_related(
        "registration"
    )
    return {
        "sealed": is_sealed(tournament),
        "opened": rows.count(),
        "registrations": tournament.registrations.count(),
        "pools": [
            {
                "display_name": r.registration.display_name,
                "seed_hash": r.seed_hash,
                "cards": sum(int(n) for n in (r.pool.get("cards") or {}).values()),
                "basic_actions": len(r.pool.get("basic_actions") or ()),
            }
            for r in rows.order_by("registration__display_name")
        ],
    }
