"""Breath Weapons and what other text says of them (docs/rulings.md "Breath Weapon",
"Anti-Breath Weapon"): a Breath Weapon is a Global of its card (`GlobalAbility.breath`: its
N, the cost paid and the damage dealt). Its use (flow/main_step.py) is announced twice:
- `breath_weapon_used` (the player who used it): "whenever an opponent uses a Breath
  Weapon" (`when_opponent_uses_a_breath_weapon`, a trigger of cards of that player's
  opponents, while the card is active, DM-18.1);
- `breath_weapon_faced` (each opponent of that player): Anti-Breath Weapon, a Reactive
  Global of its card (DM-8.19, DM-15.4) that only its controller may use while the card is
  active (its condition, flow/reactive.py), offered before that Breath Weapon resolves.
`cancel_breath_weapon` prevents the whole Breath Weapon the reacting player faces (DM-19.1:
the energy paid for it is not refunded): the Global waiting in the queue leaves it
unresolved. Its price is that Breath Weapon's N (`reactive_cost`), less what statics of the
card cap (`anti_breath_only`).
`no_other_breath_weapons` ("other character dice cannot use Breath Weapons"): while its card
is active, no Breath Weapon may be used but the ones of its own card by its controller.
"""

from __future__ import annotations

from games.engine.abilities.conditions import Context, holds
from games.engine.abilities.player_statics import holds_for
from games.engine.model.cards import GlobalAbility
from games.engine.model.state import GameState, Trigger

USED = "breath_weapon_used"
FACED = "breath_weapon_faced"
CANCEL = "cancel_breath_weapon"
ONLY = "anti_breath_only"  # "<self>'s Anti-Breath Weapon costs only N"
BAR = "no_other_breath_weapons"
STATICS = frozenset({ONLY, BAR})


def occasions(state: GameState, player: int, card: str, index: int) -> list[tuple[str, int]]:
    """The occasions (kind, player) the use of Global `index` of `card` by `player`
    announces: none unless it is a Breath Weapon."""
    if not state.cards[card].globals[index].breath:
        return []
    return [(USED, player), *((FACED, seat) for seat in state.opponents(player))]


def faced(state: GameState, player: int) -> Trigger | None:
    """The opposing Breath Weapon `player` faces: the first one waiting in the queue."""
    for t in state.triggers:
        kept = t.kind == "global" and t.controller != player
        if kept and state.cards[t.card].globals[t.ability].breath:
            return t
    return None


def reactive_cost(state: GameState, head: Trigger, ability: GlobalAbility, cost: int) -> int:
    """What a Reactive Global costs (`cost`: its printed cost with taxes); an
    Anti-Breath Weapon's cancel costs as much more as the Breath Weapon faced, or what
    its card's statics say."""
    if not any(e.op == CANCEL for e in ability.effects):
        return cost
    t = faced(state, head.controller)
    cost += state.cards[t.card].globals[t.ability].breath if t is not None else 0
    card = state.cards[head.card]
    for static in card.statics:
        if not holds_for(state, head.controller, card, static):
            continue
        ctx = Context(state, head.controller, card.id, "")
        if not holds(ctx, static.condition):
            continue
        for effect in static.effects:
            if effect.op == ONLY and holds(ctx, effect.condition):
                cost = min(cost, int(effect.amount or 0))
    return cost


def barred(state: GameState, player: int, card: str, index: int) -> str:
    """Why `player` may not use Global `index` of `card` (a Breath Weapon) now, or ""."""
    if not state.cards[card].globals[index].breath:
        return ""
    for source in state.cards.values():
        for static in source.statics:
            if not any(e.op == BAR for e in static.effects):
                continue
            for seat in range(state.seats):
                if seat == player and source.id == card:
                    continue  # its own Breath Weapon stays usable
                if holds_for(state, seat, source, static) and holds(
                    Context(state, seat, source.id, ""), static.condition
                ):
                    return "no other die may use a Breath Weapon while this holds"
    return ""
