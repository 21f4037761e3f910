"""The static effects of one primitive in a game, with their card and ability, in card
order: what the rules that ask "does some static of this kind reach that die?" loop over.
A pool's are worked out at setup (`CardPool.static_effects`), so those rules look at their
own few statics, not at every card's, at each die or player they ask about (issue 18)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from games.engine.model.cards import Ability, CardDef, CardPool, EffectSpec

Entry = tuple[CardDef, Ability, EffectSpec]


def statics_of(cards: Mapping[str, CardDef], op: str) -> Sequence[Entry]:
    """(card, ability, effect) of every static effect of primitive `op`, in card order."""
    if isinstance(cards, CardPool):
        return cards.static_effects.get(op, ())
    return [(c, a, e) for c in cards.values() for a in c.statics for e in a.effects if e.op == op]
