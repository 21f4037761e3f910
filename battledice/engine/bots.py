"""Bots for simulations and tests: a pure function of (state, player, rng) -> action.

They read only what their player may know (their own dice's contents, the open mats), never
dispute a declaration (a dispute waits for a judge), and never concede.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from battledice.engine import actions as A
from battledice.engine.api import legal_actions
from battledice.engine.decide import empty_dice
from battledice.engine.flow import awaiting
from battledice.engine.records import STATS
from battledice.engine.state import GameState, Where, Zone

Bot = Callable[[GameState, int, random.Random], A.Action]


def _playable(state: GameState, player: int) -> list[A.Action]:
    return [a for a in legal_actions(state, player) if not isinstance(a, A.Concede | A.Dispute)]


def random_bot(state: GameState, player: int, rng: random.Random) -> A.Action:
    """Any legal action but conceding or disputing; loads shuffled."""
    pending = awaiting(state)
    assert pending is not None and pending.player == player
    if pending.kind == "load" and state.online:
        return _shuffled_load(state, player, rng)
    return rng.choice(_playable(state, player))


def _shuffled_load(state: GameState, player: int, rng: random.Random) -> A.Action:
    figures = state.pieces_of(player, Where.STAGING)
    # Staging dice first: a die left in the Dice Zone keeps its rule to play (MB-14).
    dice = sorted(empty_dice(state, player), key=lambda d: state.dice[d].zone is Zone.DICE)
    dice = dice[: len(figures)]
    rng.shuffle(dice)
    return A.Load(player=player, loads=tuple(zip(dice, figures, strict=False)))


def _best_stat(state: GameState, piece: str) -> str:
    figure = state.figure_of(piece)
    return max(STATS, key=lambda s: (figure.stat(s), -STATS.index(s)))


def greedy_bot(state: GameState, player: int, rng: random.Random) -> A.Action:
    """Sends its strongest figure where it rolled high against the opponent's lowest die,
    names its figure's best stat, uses every power and helpful rule, accepts declarations."""
    pending = awaiting(state)
    assert pending is not None and pending.player == player
    kind = pending.kind
    if kind == "load" and state.online:
        return _shuffled_load(state, player, rng)
    if kind == "matchup":
        mine = state.dice_of(player, Zone.BATTLE)
        theirs = state.dice_of(1 - player, Zone.BATTLE)

        def strength(die_id: str) -> int:
            die = state.dice[die_id]
            best = (
                state.figure_of(die.content).stat(_best_stat(state, die.content))
                if (die.content)
                else 3
            )
            return best + (die.face or 0)

        own = max(mine, key=lambda d: (strength(d), d))
        other = min(theirs, key=lambda d: (state.dice[d].face or 0, d))
        return A.ChooseMatchup(player=player, mine=own, theirs=other)
    if kind == "stat":
        battle = state.battle
        assert battle is not None
        piece = state.dice[battle.dice[player]].content
        stat = _best_stat(state, piece) if piece else rng.choice(STATS)
        return A.ChooseStat(player=player, stat=stat)
    if kind in ("powers", "rules"):
        options = _playable(state, player)
        for action in options:
            if isinstance(action, A.UsePower):
                return action
        for action in options:
            if isinstance(action, A.Declare) and _helps(action):
                return action
        return A.Pass(player=player)
    if kind == "respond":
        return A.Accept(player=player)
    return rng.choice(_playable(state, player))


def _helps(action: A.Declare) -> bool:
    if action.effect == "release":
        return True
    if action.effect == "battle_total":
        return (action.amount > 0) == (action.whom == "self") and action.amount != 0
    if action.effect == "strike_total":
        return (action.amount < 0) == (action.whom == "self") and action.amount != 0
    return False


BOTS: dict[str, Bot] = {"greedy": greedy_bot, "random": random_bot}
