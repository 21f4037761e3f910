"""How much of a game its players declared rather than the engine executed (issue 7), from
the log records alone: any game system whose records mark `declared: true`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any


def declared_share(records: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The events marked `declared`, their share, the declarations (declined ones apart)
    and the disputes of them."""
    declared = sum(1 for r in records if r.get("declared") is True)
    declarations = [r for r in records if r.get("type") == "EffectDeclared"]
    return {
        "events": len(records),
        "declared_events": declared,
        "share": round(declared / len(records), 4) if records else 0.0,
        "declarations": sum(1 for r in declarations if r.get("effects") or r.get("costs")),
        "declined": sum(1 for r in declarations if not r.get("effects") and not r.get("costs")),
        "disputed": sum(1 for r in records if r.get("type") == "DeclarationDisputed"),
    }


def describe(share: Mapping[str, Any]) -> str:
    """One line for people (the audit and replay commands)."""
    return (
        f"{share['share']:.1%}  {share['declared_events']} of {share['events']} events"
        f" declared by players ({share['declarations']} declarations,"
        f" {share['declined']} declined, {share['disputed']} disputed)"
    )
