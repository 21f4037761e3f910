"""modify_attack, modify_defense, modify_stats: +/-A and D (DM-16.1). Applied by a triggered
ability, they last until Cleanup (DM-14.1); in a static ability, while it holds (DM-14.3);
with duration "next_turn", until the start of the controller's next turn (a persistent
effect kept in `GameState.lasting` that abilities/stats.py adds, DM-14.2)."""

from __future__ import annotations

from games.engine.abilities.effects.base import Apply, Effect
from games.engine.abilities.effects.lasting import start
from games.engine.abilities.markers import MARKERS
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger

# (A, D) per point of amount, by op: what a persistent stat change adds (abilities/stats.py).
STAT_CHANGES = {"modify_attack": (1, 0), "modify_defense": (0, 1), "modify_stats": (1, 1)}
# (A, D) per point of amount of a token on a card, not a die: every die of that card its
# owner (the effect's controller) has gets it (Experience tokens, keywords/experience_tokens;
# every kind of marker: abilities/markers.py)
CARD_TOKENS = MARKERS


def _modify(attack: int, defense: int) -> Apply:
    def apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        dice = [t for t in targets if t in b.state.dice]
        if effect.duration in ("next_turn", "while_in_field"):
            start(b, effect.op, effect, trigger, dice, effect.amount)
            return
        for target in dice:
            a, d = attack * effect.amount, defense * effect.amount
            b.emit(ev.StatsModified(target, a, d, trigger.card))

    return apply


def _stats(op: str):  # type: ignore[no-untyped-def]
    attack, defense = STAT_CHANGES[op]
    return lambda spec: (attack * spec.amount, defense * spec.amount)


EFFECTS = {op: Effect(_modify(*change), stats=_stats(op)) for op, change in STAT_CHANGES.items()}
