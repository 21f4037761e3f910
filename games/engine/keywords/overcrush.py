"""Overcrush (000:L797, 003:L659): an attacker that KOs or removes all its blockers deals the
damage left over to the opponent. Hook: combat_damage."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.abilities.keyword import Keyword
from games.engine.abilities.stats import defense_of
from games.engine.abilities.targets import player_target
from games.engine.model.state import GameState


def combat_damage(
    state: GameState, attacker: str, blockers: Sequence[str], attack: int
) -> list[tuple[str, int]] | None:
    """Blocked: each blocker takes what KOs it (its D less the damage on it) and the rest
    goes to the defending player; with all its blockers gone, all of it does (the exception
    to DM-9.5). If its A cannot KO them all, the usual rule (None). docs/rulings.md."""
    if attacker not in state.combat.blocked:  # type: ignore[union-attr]
        return None  # unblocked: the usual rule already hits the player (DM-9.8)
    needed = [
        (b, max(0, defense_of(state, state.dice[b]) - state.dice[b].damage)) for b in blockers
    ]
    left = attack - sum(amount for _, amount in needed)
    if left < 0:
        return None
    defender = player_target(state.next_seat(state.dice[attacker].owner))  # type: ignore[arg-type]
    return [*needed, (defender, left)]


KEYWORD = Keyword(
    name="overcrush",
    label="Overcrush",
    glossary=(
        "When attacking, if this character die KO's or removes all of its blockers, it deals"
        " any leftover damage to your opponent."
    ),
    source="000:L797, 003:L659",
    rules=("DM-9.5", "DM-9.9", "DM-9.10"),
    hooks={"combat_damage": combat_damage},
)
