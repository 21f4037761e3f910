"""Bots for tests, the demo and load tests: a random legal player and a simple greedy one.

A bot is a pure function of (state, player, rng) -> action; the rng is the bot's own
`random.Random`, seeded by the caller, so a bot game is reproducible.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from games.engine.abilities.permissions import required_attackers
from games.engine.abilities.stats import stats
from games.engine.api import legal_actions
from games.engine.flow.combat import blockers_of
from games.engine.flow.turn import awaiting, possible_attackers, possible_blocks
from games.engine.model import actions as A
from games.engine.model.state import GameState, Zone

Bot = Callable[[GameState, int, random.Random], A.Action]


def random_bot(state: GameState, player: int, rng: random.Random) -> A.Action:
    """Any legal action but conceding, uniformly."""
    options = [a for a in legal_actions(state, player) if not isinstance(a, A.Concede)]
    return rng.choice(options)


def greedy_bot(state: GameState, player: int, rng: random.Random) -> A.Action:
    """Buy the dearest die it can, field everything, attack when the opponent cannot block
    better, block the biggest attacker with a die that survives it."""
    pending = awaiting(state)
    assert pending is not None and pending.player == player
    options = [a for a in legal_actions(state, player) if not isinstance(a, A.Concede)]
    kind = pending.kind
    if kind == "choose_order":
        return A.ChooseFirstPlayer(player=player, go_first=True)
    if kind == "reroll":
        energy_or_char = [
            d
            for d in pending.dice
            if state.cards[state.dice[d].card].faces[state.dice[d].face].kind == "action"  # type: ignore[index]
        ]
        return A.Reroll(player=player, dice=tuple(energy_or_char))
    if kind == "priority":
        fields = [a for a in options if isinstance(a, A.Field)]
        buys = [a for a in options if isinstance(a, A.Purchase)]
        uses = [a for a in options if isinstance(a, A.UseActionDie)]
        if buys and (not fields or rng.random() < 0.5):
            return max(buys, key=lambda a: (state.cards[a.card].cost, a.card))
        if fields:
            return fields[0]
        if uses:
            return uses[0]
        return A.PassPriority(player=player)
    if kind == "declare_attackers":
        mine = possible_attackers(state)
        theirs = [
            d for d in state.in_zone(1 - player, Zone.FIELD) if state.is_character(state.dice[d])
        ]
        if not mine:
            return A.DeclareAttackers(player=player, dice=())
        required = required_attackers(state, mine)  # "must attack" (DM-14.2)
        if len(mine) > len(theirs) or rng.random() < 0.3:
            return A.DeclareAttackers(player=player, dice=tuple(mine))
        chosen = (mine[0],) if rng.random() < 0.5 else ()
        return A.DeclareAttackers(player=player, dice=tuple(sorted({*chosen, *required})))
    if kind == "declare_blockers":
        assert state.combat is not None
        attackers = sorted(
            (a for a in state.combat.attackers if state.dice[a].zone is Zone.ATTACK),
            key=lambda a: -stats(state, state.dice[a])[0],
        )
        free = sorted(
            d for d in state.in_zone(player, Zone.FIELD) if state.is_character(state.dice[d])
        )
        allowed = set(possible_blocks(state))
        blocks = []
        for attacker in attackers:
            attack = stats(state, state.dice[attacker])[0]
            able = [d for d in free if (d, attacker) in allowed]
            survivor = next((d for d in able if stats(state, state.dice[d])[1] > attack), None)
            chosen = survivor or (
                able[0] if able and state.players[player].life <= attack * 2 else None
            )
            if chosen:
                blocks.append((chosen, attacker))
                free.remove(chosen)
        return A.DeclareBlockers(player=player, blocks=tuple(blocks))
    if kind == "assign_damage":
        splits = []
        for attacker in pending.dice:
            total = stats(state, state.dice[attacker])[0]
            for blocker in blockers_of(state, attacker):
                need = max(0, stats(state, state.dice[blocker])[1] - state.dice[blocker].damage)
                amount = min(need, total)
                splits.append((attacker, blocker, amount))
                total -= amount
            if total:
                a, bl, n = splits[-1]
                splits[-1] = (a, bl, n + total)
        return A.AssignDamage(player=player, splits=tuple(splits))
    return rng.choice(options)


BOTS: dict[str, Bot] = {"random": random_bot, "greedy": greedy_bot}
