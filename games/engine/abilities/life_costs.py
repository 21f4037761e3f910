"""Additional costs paid in life (DM-12.2: losing life is a cost; DM-12.4): "your opponent
must pay 2 life to use an action die or a Global Ability", "... to declare blockers", "...
1 life for each character die that blocks", "players must pay 1 life to use a Global
Ability this turn". Each is an op on a player:
- in a static ability of an active card (DM-18.1): on "opponent" (its controller's
  opponents) or "all_players", while its condition holds (DM-14.3);
- as a persistent effect on a player (`Lasting` on "player:N", DM-14.2, from a trigger or
  a Global: effects/costs.py makes it).
The tax is paid with the deed, as a `LifeLost` of reason `REASON` (not damage, DM-12.4).
Life can always be paid, down to 0, and a player at 0 then loses (DM-11.1; docs/rulings.md
"Costs paid in life"). Blocking that costs life is never required: a die that must block
need not if its block is taxed (a cost is its player's choice, DM-12.2)."""

from __future__ import annotations

from collections.abc import Iterable

from games.engine.abilities.filters import FILTERS
from games.engine.abilities.player_statics import statics_on
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import CardPool, EffectSpec
from games.engine.model.state import GameState

GLOBAL, ACTION = "life_to_use_global", "life_to_use_action"
BLOCK, PER_BLOCKER = "life_to_block", "life_per_blocker"  # once a declaration; each blocker
OPS = frozenset({GLOBAL, ACTION, BLOCK, PER_BLOCKER})
REASON = "life_cost"


def _taxes(state: GameState, player: int, op: str) -> Iterable[EffectSpec | int]:
    """The statics of `op` that hold for `player` (their specs), and the persistent ones'
    amounts."""
    target = f"player:{player}"
    for x in state.lasting:
        if x.effect == op and x.target == target:
            yield x.amount
    yield from statics_on(state, player, op)


def life_to_use(state: GameState, player: int, op: str) -> int:
    """The life `player` pays to use a Global (`GLOBAL`) or an action die (`ACTION`) now."""
    if not state.lasting and isinstance(state.cards, CardPool) and op not in state.cards.static_ops:
        return 0
    return sum(t if isinstance(t, int) else t.amount for t in _taxes(state, player, op))


def _taxed(state: GameState, spec: EffectSpec, die_id: str) -> bool:
    die = state.dice[die_id]
    return all(FILTERS[n](state, die, v) for n, v in spec.by_filters)


def life_to_block(state: GameState, player: int, blockers: Iterable[str]) -> int:
    """The life `player` pays to declare these blockers: each once-a-declaration tax whose
    blockers (`by_filters`) are among them, and each per-blocker tax once a blocker it
    names. Declaring no blockers costs nothing."""
    blockers = list(blockers)
    if not blockers:
        return 0
    total = 0
    for op in (BLOCK, PER_BLOCKER):
        for t in _taxes(state, player, op):
            if isinstance(t, int):  # persistent: every blocker
                total += t if op == BLOCK else t * len(blockers)
                continue
            n = sum(1 for d in blockers if _taxed(state, t, d))
            total += (t.amount if n else 0) if op == BLOCK else t.amount * n
    return total


def untaxed(state: GameState, player: int, required: Iterable[str]) -> list[str]:
    """The dice that must block and whose block costs `player` no life (a cost is never
    required: docs/rulings.md "Costs paid in life")."""
    return [d for d in required if not life_to_block(state, player, [d])]


def pay(b: Batch, player: int, op: str, times: int = 1) -> None:
    """`player` pays the life `op` taxes (GLOBAL, ACTION) for `times` uses, as they use it."""
    if amount := life_to_use(b.state, player, op) * times:
        b.emit(ev.LifeLost(player, amount, REASON))


def pay_to_block(b: Batch, player: int, blockers: Iterable[str]) -> None:
    """`player` pays the life their blockers' declaration costs (DM-12.2)."""
    if amount := life_to_block(b.state, player, blockers):
        b.emit(ev.LifeLost(player, amount, REASON))
