"""One condition over several effects, tested once (issue 16, docs/rulings.md "One condition
over several effects"): "if your opponent has more life than you, you gain 1 life and your
opponent loses 1 life" puts the same condition on both effects (cards/compiler/reader.py);
the sentence asks it once, as the ability resolves (DM-13.4), so the gain does not undo the
loss. Consecutive effects with an equal condition share the answer the first one got."""

from __future__ import annotations

from dataclasses import replace

from games.engine.abilities.conditions import Context, holds
from games.engine.model.cards import EffectSpec

Shared = tuple[object, bool] | None  # (the condition, whether it held) of the effect before


def tested(effect: EffectSpec, ctx: Context, before: Shared) -> tuple[EffectSpec | None, Shared]:
    """`effect` to apply (its condition answered: None if it does not hold) and what the
    next effect may share. An effect with an "instead" keeps its own test."""
    if effect.condition is None or effect.instead_if is not None:
        return effect, None
    if before is not None and before[0] == effect.condition:
        held = before[1]
    else:
        held = holds(ctx, effect.condition)
    return (replace(effect, condition=None) if held else None), (effect.condition, held)
