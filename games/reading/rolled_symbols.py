"""A roll's outcome counted by symbol, in words (abilities/rolled_symbols.py): "then deal 1
damage to your opponent for each (fist) or (mask) symbol the rolled dice show"."""

from __future__ import annotations

from collections.abc import Callable

from games.engine.model.cards import EffectSpec, Rolled


def symbols_words(rolled: Rolled, effect_words: Callable[[EffectSpec], str]) -> str:
    """The effects once, their amount times the symbols of those types shown (a double face
    counts two; a (wild) none)."""
    kinds = " or ".join(f"({s})" for s in rolled.symbols)
    return "then " + ", then ".join(
        f"{effect_words(e)} for each {kinds} symbol the rolled dice show (not (wild))"
        for e in rolled.then
    )
