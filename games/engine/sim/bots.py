"""Bots for tests, the demo and load tests: a random legal player and a simple greedy one.

A bot is a pure function of (state, player, rng) -> action; the rng is the bot's own
`random.Random`, seeded by the caller, so a bot game is reproducible.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import msgspec

from games.engine.abilities import attack_groups, energy_taxes
from games.engine.abilities.answers import first_asked
from games.engine.abilities.blocking import blockers_needed
from games.engine.abilities.permissions import required_attackers, required_blockers
from games.engine.abilities.ranked import by_rank, ranks
from games.engine.abilities.several_blocks import may_block_all
from games.engine.abilities.stats import stats
from games.engine.abilities.targets import CHOSEN_TARGETS, DECLINE, up_to_count
from games.engine.abilities.total_cost import within
from games.engine.api import legal_actions
from games.engine.flow import paid, taxed
from games.engine.flow.combat import split_targets
from games.engine.flow.turn import awaiting, possible_attackers, possible_blocks
from games.engine.model import actions as A
from games.engine.model.state import GameState, Zone
from games.engine.sim.tactics import (
    borrowed,
    buying_value,
    choose_target,
    holding,
    something_to_take,
    takes_when_fielded,
    worth_taking,
    worth_using,
)

Bot = Callable[[GameState, int, random.Random], A.Action]


def random_bot(state: GameState, player: int, rng: random.Random) -> A.Action:
    """Any legal action but conceding, uniformly."""
    options = [a for a in legal_actions(state, player) if not isinstance(a, A.Concede)]
    return rng.choice(options)


def greedy_bot(state: GameState, player: int, rng: random.Random) -> A.Action:
    """Buy the dearest die it can (one that captures or controls counts one dearer), field
    everything (the dearest first; one that takes a die while there is one), use its action
    dice, then the Globals and window abilities worth using (sim/tactics.py), pay the
    Reactive Globals offered, attack when the opponent cannot block better, block the biggest
    attacker with a die that survives it, give each effect the target it is best on."""
    pending = awaiting(state)
    assert pending is not None and pending.player == player
    options = [a for a in legal_actions(state, player) if not isinstance(a, A.Concede)]
    kind = pending.kind
    if kind == "choose_order":
        return A.ChooseFirstPlayer(player=player, go_first=True)
    if kind == "draft_pick":  # the most dice, then the dearest card (Draft Teams)
        picks = [a for a in options if isinstance(a, A.DraftPick)]
        return max(picks, key=lambda a: (a.dice, state.cards[a.card].cost, a.card))
    if kind == "reroll":  # action faces it has no use for (text-only actions): reroll them
        useless = [
            d
            for d in pending.dice
            if state.cards[state.dice[d].card].faces[state.dice[d].face].kind == "action"  # type: ignore[index]
            and not any(a.effects for a in state.cards[state.dice[d].card].abilities)
        ]
        return A.Reroll(player=player, dice=tuple(useless[: pending.count or None]))
    if kind == "priority":
        fields = [a for a in options if isinstance(a, A.Field)]
        fields = [a for a in fields if not a.instead or _pays_instead(state, a, fields)]
        # A die that captures or takes control when fielded (DM-23.1, DM-23.2): first while
        # the opponent has a die to take, last (kept in the Reserve Pool) while not.
        takers = [a for a in fields if takes_when_fielded(state, a.die)]
        if takers and something_to_take(state, player):
            return max(takers, key=lambda a: (_card_cost(state, a.die), a.die))
        fields = [a for a in fields if a not in takers] or fields
        buys = [a for a in options if isinstance(a, A.Purchase)]
        uses = [a for a in options if isinstance(a, A.UseActionDie)]
        # The dearest character first: a die that costs 4 or more is fielded before buying.
        best = max(fields, key=lambda a: (_card_cost(state, a.die), a.die), default=None)
        dear = best is not None and _card_cost(state, best.die) >= 4
        # 2014: several at once with one payment, to spend a generic die completely
        # (001:L309-311, L341-342, L824-827): a batch of dice dearer than any one die, every
        # character at once, a Global worth using as often as the energy pays for it.
        batch_buy = max(
            (a for a in options if isinstance(a, A.PurchaseSeveral)),
            key=lambda a: (sum(state.cards[c].cost for c in a.cards), a.cards),
            default=None,
        )
        if buys and (best is None or (not dear and rng.random() < 0.5)):
            single = max(buys, key=lambda a: (buying_value(state.cards[a.card]), a.card))
            if batch_buy and sum(state.cards[c].cost for c in batch_buy.cards) > (
                state.cards[single.card].cost
            ):
                return batch_buy
            return single
        if best is not None:
            return next(
                (a for a in options if isinstance(a, A.FieldSeveral) and best.die in a.dice),
                best,
            )
        if uses:
            return uses[0]
        worth = [a for a in options if worth_using(state, player, a)]
        if worth:
            return next(
                (
                    a
                    for a in options
                    if isinstance(a, A.UseGlobalSeveral)
                    and isinstance(worth[0], A.UseGlobal)
                    and (a.card, a.ability) == (worth[0].card, worth[0].ability)
                ),
                worth[0],
            )
        return A.PassPriority(player=player)
    if kind == "declare_attackers":
        mine = possible_attackers(state)
        theirs = [
            d
            for seat in state.opponents(player)
            for d in state.in_zone(seat, Zone.FIELD)
            if state.is_character(state.dice[d])
        ]
        if not mine:
            return A.DeclareAttackers(player=player, dice=())
        required = required_attackers(state, mine)  # "must attack" (DM-14.2)
        # a controlled die always attacks (nothing of ours is lost); a die holding a capture
        # past the turn stays home (its KO would give the die back)
        safe = {*required, *(d for d in borrowed(state, player) if d in mine)}
        keep = [d for d in mine if d in safe or not holding(state, d)]
        if len(keep) > len(theirs) or rng.random() < 0.3:
            dice = tuple(keep)
        else:
            chosen = (keep[0],) if keep and rng.random() < 0.5 else ()
            dice = tuple(sorted({*chosen, *safe}))
        if found := attack_groups.limits(state, mine):  # dice attacking together (DM-14.3)
            dice = attack_groups.fit(found, required, dice, mine)
        return _paid_attack(state, player, dice)
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
        theirs_now = set(borrowed(state, player))  # KO'd, it goes back to its owner: no loss
        blocks = []
        for attacker in attackers:
            attack = stats(state, state.dice[attacker])[0]
            if blockers_needed(state, attacker) > 1:
                continue  # (a block of two or more dice: left to other players)
            able = [d for d in free if (d, attacker) in allowed]
            survivor = next((d for d in able if stats(state, state.dice[d])[1] > attack), None)
            spare = [d for d in able if d in theirs_now] or [
                d for d in able if not holding(state, d)
            ]
            chosen = (
                survivor
                or next((d for d in able if d in theirs_now), None)
                or (spare[0] if spare and state.players[player].life <= attack * 2 else None)
            )
            if chosen:
                blocks.append((chosen, attacker))
                free.remove(chosen)
            elif more := _also(state, blocks, attacker, allowed):  # a blocker of several
                blocks.append((more, attacker))
        for blocker in required_blockers(state, allowed):  # "must block" (DM-14.2)
            if blocker in free:
                blocks.append((blocker, next(a for a in attackers if (blocker, a) in allowed)))
        return _paid_blocks(state, player, blocks)
    if kind == "assign_damage":
        splits = []
        for attacker in pending.dice:
            total = stats(state, state.dice[attacker])[0]
            for blocker in split_targets(state, attacker):  # (a blocker's: its attackers)
                need = max(0, stats(state, state.dice[blocker])[1] - state.dice[blocker].damage)
                amount = min(need, total)
                splits.append((attacker, blocker, amount))
                total -= amount
            if total:
                a, bl, n = splits[-1]
                splits[-1] = (a, bl, n + total)
        return A.AssignDamage(player=player, splits=tuple(splits))
    if kind == "react":  # a Reactive Global it can pay (prevent damage and the like): pay it
        reacts = [a for a in options if isinstance(a, A.React)]
        if not reacts:
            return A.DeclineReaction(player=player)
        if reacts[0].target:  # the new target of a redirection (DM-19.2) and the like
            best = choose_target(state, player, tuple(a.target for a in reacts))
            return next(a for a in reacts if a.target == best)
        return reacts[0]
    if kind == "choose_target":
        return _with_payment(state, _targets(state, player, pending.options))
    return rng.choice(options)


def _pays_instead(state: GameState, a: A.Field, fields: list[A.Field]) -> bool:
    """Its card's other price (abilities/field_instead.py) only when no energy pays for the
    die: life while plenty is left, a KO of the Field Zone when nothing else is in it."""
    if any(f.die == a.die and not f.instead for f in fields):
        return False
    assert a.player is not None
    if a.instead == "life":
        return state.players[a.player].life > 8
    return not [d for d in state.in_zone(a.player, Zone.FIELD) if d != a.die]


def _with_payment(state: GameState, action: A.ChooseTarget) -> A.ChooseTarget:
    """A "you may pay ... to" ability taken: with the payment (flow/paid.py)."""
    if action.target == DECLINE:
        return action
    spent, virtual = paid.payment_for(state, state.triggers[0])
    return msgspec.structs.replace(action, paid=spent, virtual=virtual)


def _targets(state: GameState, player: int, options: tuple[str, ...]) -> A.ChooseTarget:
    """The best target; for "up to N targets" the N best, one after another, while there
    are more than one (sim/tactics.py). An optional ability ("you may ...": DECLINE among
    the options) is taken when its best target is worth it (`worth_taking`), else declined."""
    first = choose_target(state, player, options)
    if DECLINE in options and not worth_taking(state, player, first):
        return A.ChooseTarget(player=player, target=DECLINE)  # "you may": not this time
    ranked = ranks(state, state.triggers[0], CHOSEN_TARGETS)  # (abilities/ranked.py)
    most = up_to_count(state, state.triggers[0]) or ranked
    if most < 2 or first == DECLINE:
        return A.ChooseTarget(player=player, target=first)
    picks = [first]
    asked = first_asked(state, state.triggers[0])
    left = [o for o in options if o != first and o != DECLINE]
    while left and len(picks) < most:
        more = choose_target(state, player, tuple(left))
        if within(state, asked, picks, more):  # (a total cost's budget: total_cost.py)
            picks.append(more)
        left.remove(more)
    if ranked:  # the most damage to the best target
        return A.ChooseTarget(player=player, split=by_rank(picks))
    if len(picks) == 1:
        return A.ChooseTarget(player=player, target=first)
    return A.ChooseTarget(player=player, split=tuple((t, 1) for t in picks))


def _also(
    state: GameState, blocks: list[tuple[str, str]], attacker: str, allowed: set[tuple[str, str]]
) -> str | None:
    """A blocker already chosen that may block this attacker too and outlive them all (its
    card lets it block several, abilities/several_blocks.py)."""
    for blocker in sorted({b for b, _ in blocks}):
        theirs = [a for b, a in blocks if b == blocker]
        total = sum(stats(state, state.dice[a])[0] for a in (*theirs, attacker))
        if (
            (blocker, attacker) in allowed
            and may_block_all(state, blocker, [*theirs, attacker])
            and stats(state, state.dice[blocker])[1] > total
        ):
            return blocker
    return None


def _card_cost(state: GameState, die_id: str) -> int:
    return state.cards[state.dice[die_id].card].cost


BOTS: dict[str, Bot] = {"random": random_bot, "greedy": greedy_bot}


def _paid_attack(state: GameState, player: int, dice: tuple[str, ...]) -> A.Action:
    """The declaration with what attacking costs paid (abilities/energy_taxes.py): the dice
    the bot can pay for, in order, when it cannot pay for them all."""
    pay = taxed.payment(state, player, energy_taxes.attack_tax(state, player, dice))
    if pay is None:
        dice = taxed.affordable(state, player, dice)
        pay = taxed.payment(state, player, energy_taxes.attack_tax(state, player, dice))
    paid_, virtual = pay or ((), 0)
    return A.DeclareAttackers(player=player, dice=dice, paid=paid_, virtual=virtual)


def _paid_blocks(state: GameState, player: int, blocks: list[tuple[str, str]]) -> A.Action:
    """The blocks with what blocking costs paid: a taxed block is left out once the energy
    would not cover it (a cost is never required, DM-12.2)."""
    kept: list[tuple[str, str]] = []
    for block in blocks:
        tax = energy_taxes.block_tax(state, [*kept, block])
        if taxed.payment(state, player, tax) is not None:
            kept.append(block)
    paid_, virtual = taxed.payment(state, player, energy_taxes.block_tax(state, kept)) or ((), 0)
    return A.DeclareBlockers(player=player, blocks=tuple(kept), paid=paid_, virtual=virtual)
