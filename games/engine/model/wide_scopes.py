"""Which cards' abilities every occasion of a kind concerns, beyond one die or card: a
game's fact worked out once at setup (`CardPool.wide`, `wide_scopes`, `wide_each`), so that
announcing an occasion (abilities/occasions.py) reads each such card's scopes for it rather
than gathering them from its abilities again at every announcement."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Protocol

# scopes not found through one die or card
_WIDE = ("game", "player", "each_die", "reactive", "yours", "opposing")
_EACH = "each:"  # a given keyword's trigger reaching every die with it (granted_triggers.py)

Scoped = dict[str, dict[str, frozenset[str]]]


class _Card(Protocol):
    """What this reads of a card (model/cards.CardDef: that module imports this one)."""

    @property
    def id(self) -> str: ...
    @property
    def occasions(self) -> Mapping[str, tuple[tuple[int, str, bool], ...]]: ...


def wide_scopes(
    cards: Iterable[_Card],
) -> tuple[dict[str, tuple[str, ...]], Scoped, frozenset[str]]:
    """Per occasion, the cards (in card order) with an ability of a wide scope for it; per
    occasion, each such card's scopes for it; the occasions a scope "each:..." waits for."""
    scoped: Scoped = {}
    each: set[str] = set()
    for card in cards:
        for occasion, entries in card.occasions.items():
            scopes = frozenset(scope for _, scope, _ in entries)
            if any(scope.startswith(_EACH) for scope in scopes):
                each.add(occasion)
            elif scopes.isdisjoint(_WIDE):
                continue  # (only through its own die or card)
            scoped.setdefault(occasion, {})[card.id] = scopes
    wide = {occasion: tuple(by_card) for occasion, by_card in scoped.items()}
    return wide, scoped, frozenset(each)
