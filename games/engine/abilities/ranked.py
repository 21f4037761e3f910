"""Damage split by rank (DM-13.1, DM-13.4, DM-15.6): "deal 1 damage to target character
die, 2 damage to a different target character die, and 3 damage to another different
target character die". One effect, `deal_damage` with `split` and `up_to` N: its amount
(1 + 2 + ... + N) is dealt at once as 1, 2, ..., N to N different targets its controller
names, each with its part (the target choice's `split`, checked by targets.check_split).
It names N targets or none: with fewer than N valid targets the ability offers no choice
and an action die of it cannot be used (docs/rulings.md "Damage split by rank")."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.abilities.answers import first_asked
from games.engine.model.cards import EffectSpec
from games.engine.model.state import GameState, Trigger


def ranked(effect: EffectSpec) -> int:
    """N for an effect split by rank, else 0."""
    return effect.up_to if effect.split and effect.up_to else 0


def ranks(state: GameState, trigger: Trigger, chosen: frozenset[str]) -> int:
    """N of the chosen effect asked now if it is split by rank, else 0."""
    effect = first_asked(state, trigger)
    return ranked(effect) if effect is not None and effect.target in chosen else 0


def misranked(parts: Sequence[tuple[str, int]], n: int) -> str:
    """Why `parts` is not 1, 2, ..., N to N different targets ("" if it is)."""
    if sorted(amount for _, amount in parts) != list(range(1, n + 1)):
        return f"name {n} different targets with 1 to {n} damage, one each"
    return ""


def by_rank(picks: Sequence[str]) -> tuple[tuple[str, int], ...]:
    """The best first: the most damage to the first target picked."""
    return tuple((t, len(picks) - i) for i, t in enumerate(picks))


def misread(effect: EffectSpec) -> bool:
    """Split by rank, but not damage of 1 + 2 + ... + N (the loader refuses it)."""
    n = ranked(effect)
    return bool(n) and (effect.op != "deal_damage" or effect.amount != n * (n + 1) // 2)
