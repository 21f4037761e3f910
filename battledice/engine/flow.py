"""The sequence of play (MB-7..17 basic, MB-19..27 standard): what the game waits for, and
the automatic events between two decisions. Only this module advances the game."""

from __future__ import annotations

import msgspec

from battledice.engine import events as ev
from battledice.engine.evolve import evolve
from battledice.engine.powers import has_options
from battledice.engine.state import (
    AT_CAPTURED,
    AT_STAGING,
    BASIC,
    IN_BATTLE,
    IN_READY,
    STANDARD,
    GameState,
    Termination,
    zones,
)

ROUND_DICE = 3  # MB-20 step 2: three dice each per battle round
CHANCE_KINDS = ("rolloff", "roll", "reveal")  # the seed (online) or the table (paper) says


class Pending(msgspec.Struct, frozen=True, gc=False):
    """A decision the game waits for: its kind, who takes it (None: chance or a judge) and
    the dice concerned (to roll, to open)."""

    kind: str
    player: int | None
    dice: tuple[str, ...] = ()


class Batch:
    """The events of one decision, each applied at once."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.events: list[ev.Event] = []

    def emit(self, event: ev.Event) -> None:
        self.events.append(event)
        self.state = evolve(self.state, event)


# --- reading the state ------------------------------------------------------------------------


def _loading(state: GameState) -> tuple[list[int], list[bool]]:
    """Each player's count of loaded dice in the Ready Zone, and whether they have a figure
    in their Staging Zone: one pass, once per state (the load and pick steps ask often)."""
    memo = state.__dict__  # GameState.memo
    found = memo.get("loading")
    if found is None:
        ready, staged = [0, 0], [False, False]
        zone = IN_READY
        for d in state.dice.values():
            if d.loaded and d.zone is zone:
                ready[d.owner] += 1
        where = AT_STAGING
        for p in state.pieces.values():
            if p.where is where:
                staged[p.owner] = True
        found = memo["loading"] = (ready, staged)
    return found  # type: ignore[no-any-return]


def needs_load(state: GameState, player: int) -> bool:
    """MB-16 (basic: no loaded die left), MB-26 (standard: fewer than three)."""
    ready, staged = _loading(state)
    if not staged[player]:
        return False
    wanted = 1 if state.options.game == BASIC else ROUND_DICE
    return ready[player] < wanted


def pick_count(state: GameState, player: int) -> int:
    wanted = 1 if state.options.game == BASIC else ROUND_DICE
    return min(wanted, _loading(state)[0][player])


def chooser(state: GameState) -> int | None:
    """Who chooses the match-up: the lowest strike total (MB-20 step 3, as
    GameState.strike_total), a roll-off on a tie (MB-22); None while the roll-off is due."""
    faces = zones(state)[1]
    players = state.players
    a, b = faces[0] + players[0].strike_bonus, faces[1] + players[1].strike_bonus
    if a != b:
        return 0 if a < b else 1
    return state.rolloff_winner


def lower_roll(state: GameState, dice: tuple[str, str]) -> int | None:
    all_dice = state.dice
    a, b = all_dice[dice[0]].face, all_dice[dice[1]].face
    if a == b:
        return None
    return 0 if a < b else 1  # type: ignore[operator]


def in_round(state: GameState) -> bool:
    """A battle round (the basic game: a battle) has begun: dice are in a Battle Zone."""
    battle = zones(state)[0]
    return bool(battle[0] or battle[1])


def rules_due(state: GameState) -> bool:
    """Dice rules are offered before each match-up (after the roll in the basic game), once,
    when someone has a die in the Dice Zone."""
    if state.rules_window_at == state.battles:
        return False
    dice_zone = zones(state)[2]
    return dice_zone[0] or dice_zone[1]


def unrevealed_leftovers(state: GameState) -> tuple[str, ...]:
    return tuple(
        sorted(d.id for d in state.dice.values() if d.zone is IN_BATTLE and not d.revealed)
    )


def step_of(state: GameState) -> str:
    """The step the game is in, derived from the state alone (once per state)."""
    memo = state.__dict__  # GameState.memo
    step = memo.get("step")
    if step is None:
        step = memo["step"] = _step_of(state)
    return step


def _step_of(state: GameState) -> str:
    if state.outcome is not None:
        return "over"
    if state.declaration is not None:
        return "judge" if state.declaration.disputed else "respond"
    if state.options.choose_sides and not state.sides_done:
        return "sides"
    window = state.window
    if window is not None and window.passes < 2:
        return window.kind
    battle = state.battle
    if battle is not None:
        if None in battle.stats:
            if state.options.game == BASIC and rules_due(state):
                return "offer_rules"
            return "stat"
        if None in battle.pieces:
            return "reveal"
        return "resolve"
    if state.options.game == BASIC and in_round(state):
        mine, theirs = zones(state)[0]
        return "roll" if lower_roll(state, (mine[0], theirs[0])) is None else "set_matchup"
    if state.options.game == STANDARD and state.round_open and state.rolled:
        mine, theirs = zones(state)[0]
        if mine and theirs:
            if rules_due(state):
                return "offer_rules"
            if chooser(state) is None:
                return "rolloff"
            return "set_matchup" if len(mine) == len(theirs) == 1 else "matchup"
        # MB-21: the round ends when either player runs out of dice in the Battle Zone.
        return "reveal" if unrevealed_leftovers(state) else "end_round"
    if state.time_called:
        return "time"
    if state.options.game == STANDARD and not state.round_open:
        return "start_round"
    # needs_load and pick_count for both players, read once.
    ready, staged = _loading(state)
    wanted = 1 if state.options.game == BASIC else ROUND_DICE
    if (staged[0] and ready[0] < wanted) or (staged[1] and ready[1] < wanted):
        return "load"
    picked = state.picked
    if (not picked[0] and ready[0]) or (not picked[1] and ready[1]):
        return "pick"
    return "roll"


def awaiting(state: GameState) -> Pending | None:
    """The decision the game waits for; None once it is over (or, inside `advance`, when an
    automatic step comes next). Derived once per state."""
    memo = state.__dict__  # GameState.memo
    found = memo.get("awaiting", _UNKNOWN)
    if found is _UNKNOWN:
        found = memo["awaiting"] = _awaiting(state)
    return found  # type: ignore[no-any-return]


_UNKNOWN = object()


def _awaiting(state: GameState) -> Pending | None:
    step = step_of(state)
    if step == "respond":
        assert state.declaration is not None
        return Pending("respond", 1 - state.declaration.player)
    if step == "judge":
        return Pending("judge", None)
    if step == "sides":
        if state.rolloff_winner is None:
            return Pending("rolloff", None)
        return Pending("side", state.rolloff_winner)
    if step in ("rules", "powers"):
        assert state.window is not None
        return Pending(step, state.window.turn)
    if step == "stat":
        battle = state.battle
        assert battle is not None
        lower = lower_roll(state, battle.dice)
        if lower is not None:
            return Pending("stat", lower)
        first = battle.matchup_chooser if battle.matchup_chooser is not None else 0
        who = first if battle.stats[first] is None else 1 - first
        return Pending("stat", who)
    if step == "reveal":
        battle = state.battle
        dice = battle.dice if battle is not None else unrevealed_leftovers(state)
        return Pending("reveal", None, tuple(dice))
    if step == "rolloff":
        return Pending("rolloff", None)
    if step == "matchup":
        return Pending("matchup", chooser(state))
    if step == "load":
        return Pending("load", next(p for p in (0, 1) if needs_load(state, p)))
    if step == "pick":
        player = next(p for p in (0, 1) if not state.picked[p] and pick_count(state, p))
        if _loading(state)[0][player] > pick_count(state, player):
            return Pending("pick", player)
        return None  # the only loaded dice: taken without a choice
    if step == "roll":
        dice = state.picked[0] + state.picked[1]
        if not dice:  # the basic game's tied roll: both roll again (MB-9)
            dice = tuple(d.id for d in state.dice.values() if d.zone is IN_BATTLE)
        return Pending("roll", None, tuple(sorted(dice)))
    return None


# --- the automatic steps -----------------------------------------------------------------------


def advance(b: Batch) -> None:
    """Emit automatic events until a decision is due or the game is over."""
    while True:
        state = b.state
        step = step_of(state)
        if step in ("rules", "powers"):
            window = state.window
            assert window is not None
            if has_options(state, window.turn):
                return
            b.emit(ev.NothingToUse(window.turn))
        elif step == "offer_rules":
            first = state.last_chooser
            if first is None:
                first = chooser(state) if state.options.game == STANDARD else 0
            b.emit(ev.DiceRulesOffered(first if first is not None else 0))
        elif step == "pick" and awaiting(state) is None:
            player = next(p for p in (0, 1) if not state.picked[p] and pick_count(state, p))
            b.emit(ev.DiceTaken(player, tuple(state.loaded_ready(player))))
        elif step == "start_round":
            b.emit(ev.RoundStarted(state.round + 1))
        elif step == "set_matchup":
            _set_matchup(b)
        elif step == "resolve":
            _resolve(b)
        elif step == "end_round":
            unloaded = tuple(
                (d.id, d.content)
                for d in sorted(state.dice.values(), key=lambda d: d.id)
                if d.zone is IN_BATTLE
            )
            b.emit(ev.RoundEnded(state.round, unloaded))  # type: ignore[arg-type]
        elif step == "time":
            _end_on_captures(b, Termination.TIME)
        else:
            return


def _set_matchup(b: Batch) -> None:
    state = b.state
    mine, theirs = zones(state)[0]
    if state.options.game == BASIC:
        player = lower_roll(state, (mine[0], theirs[0]))
    else:
        player = chooser(state)
    assert player is not None
    own, other = (mine[0], theirs[0]) if player == 0 else (theirs[0], mine[0])
    b.emit(ev.MatchupSet(player, own, other))


def battle_totals(state: GameState) -> tuple[int, int]:
    """MB-11: the battle stat plus the roll, plus what powers and declarations added."""
    battle = state.battle
    assert battle is not None
    totals = []
    for player in (0, 1):
        piece, stat, die = battle.pieces[player], battle.stats[player], battle.dice[player]
        assert piece is not None and stat is not None
        face = state.dice[die].face or 0
        totals.append(state.figure_of(piece).stat(stat) + face + battle.bonus[player])
    return totals[0], totals[1]


def _resolve(b: Batch) -> None:
    """MB-13 / MB-20 step 6, then the win (MB-17, MB-27) and the end of the round."""
    state = b.state
    battle = state.battle
    assert battle is not None
    totals = battle_totals(state)
    if totals[0] == totals[1]:
        b.emit(ev.BattleTied(totals))
    else:
        winner = 0 if totals[0] > totals[1] else 1
        captured = battle.pieces[1 - winner]
        assert captured is not None
        b.emit(ev.BattleWon(winner, captured, totals))
        state = b.state
        if state.options.game == BASIC:
            if state.players[winner].captured >= 3:  # MB-17
                b.emit(ev.GameWon(winner, Termination.CAPTURES.value))
                return
        elif not [
            p for p in state.pieces.values() if p.owner == 1 - winner and p.where != AT_CAPTURED
        ]:  # MB-27
            b.emit(ev.GameWon(winner, Termination.CAPTURES.value))
            return
    if state.options.game == BASIC and b.state.time_called:
        _end_on_captures(b, Termination.TIME)


def _end_on_captures(b: Batch, termination: Termination) -> None:
    """Time (docs/rulings.md): more captured foes wins; as many is a draw."""
    a, c = (p.captured for p in b.state.players)
    winner = None if a == c else (0 if a > c else 1)
    b.emit(ev.GameWon(winner, termination.value))
