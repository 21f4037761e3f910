"""A die that deals its combat damage before the opposing dice (issue 16): "when assigning
damage in an attack step, <this> assigns and resolves its damage before opposing
characters" (`damage_first`, a static ability of the card while it is active, DM-14.3,
DM-18.1). Fast (000:L785, keywords/fast.py) deals before non-Fast dice; this text puts the
die before every opposing die, Fast or not: a phase of its own ahead of Fast's
(hooks.REGULAR_DAMAGE): its damage is dealt and the dice it KO'd are knocked out (DM-9.11)
before any other die deals its own, and a die it KO'd deals none. Dice of both sides with
it deal theirs at once (docs/rulings.md)."""

from __future__ import annotations

from games.engine.abilities import hooks
from games.engine.abilities.targetability import reaching
from games.engine.model.cards import CardPool
from games.engine.model.state import GameState

OP = "damage_first"
OPS = frozenset({OP})
FIRST = -1  # before Fast's phase (keywords/fast.py FAST = 0)


def in_game(state: GameState) -> bool:
    """May a static of the game's cards say it (the CardPool's static ops; a mapping: maybe)?"""
    cards = state.cards
    return not isinstance(cards, CardPool) or OP in cards.static_ops


def phase(state: GameState, die: str) -> int:
    """When the die deals its combat damage: its keywords' phase, or first of all."""
    usual = hooks.damage_phase(state, die)
    return min(usual, FIRST) if reaching(state, OPS, die) else usual
