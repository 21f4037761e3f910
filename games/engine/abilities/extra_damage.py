"""Damage dealt with an action die or a Global, and "one target" of it (DM-8.19, DM-16).

A Global paid in (bolt) as an action die or Global of yours deals damage, adding one more
damage to one target: a Reactive Global (DM-8.19) on the occasion `OCCASION`, which
an action die's or a Global's `deal_damage` announces for its controller once it has dealt
some damage (effects/damage.py); it is offered to that player, who may pay it at once.
Its target kind `target_just_damaged` names one target of that damage: the players and the
character dice still in a Field Zone that the latest moment of ability damage hit
(model/hits.py), less the dice its player may not target (DM-13.1). The extra damage is
the Global's own, a Reactive's: it sets off no further such occasion (docs/rulings.md
"Extra damage with an action die or Global").
"""

from __future__ import annotations

from games.engine.model.state import FIELD_ZONES, GameState

OCCASION = "action_or_global_damage"  # a player dealt damage with an action die or a Global
# what kinds of ability deal "damage with an action die or global ability" (Trigger.kind)
DEALERS = frozenset({"action", "global"})


def just_damaged(state: GameState) -> tuple[str, ...]:
    """The targets the latest moment of ability damage hit that can still take damage:
    players ("player:N") first, then character dice in a Field Zone, sorted."""
    if not state.hits:
        return ()
    moment = state.hits[-1].moment
    hit = {h.target for h in state.hits if h.moment == moment and h.amount > 0 and not h.combat}
    players = sorted(t for t in hit if t.startswith("player:"))
    dice = sorted(
        t for t in hit
        if t in state.dice and state.dice[t].zone in FIELD_ZONES
        and state.is_character(state.dice[t])
    )  # fmt: skip
    return (*players, *dice)
