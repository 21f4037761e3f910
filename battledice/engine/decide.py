"""decide: check an action against the rules and the state, and run it.

`run(state, action)` returns every event the action causes (the decision first, then what
follows automatically) and the state after them, or raises IllegalAction and changes
nothing.
"""

from __future__ import annotations

from battledice.engine import actions as A
from battledice.engine import chance
from battledice.engine import errors as E
from battledice.engine import events as ev
from battledice.engine.errors import IllegalAction
from battledice.engine.flow import Batch, Pending, advance, awaiting, in_round, pick_count
from battledice.engine.powers import (
    active_powers,
    applies,
    copiable,
    declarable_sources,
    usable_powers,
)
from battledice.engine.records import (
    EFFECTS,
    EXECUTED_POWERS,
    MAGIC,
    MAX_AMOUNT,
    MAX_TEXT,
    STATS,
    TELEPATHY,
    WHOM,
)
from battledice.engine.state import (
    AT_CAPTURED,
    AT_DIE,
    AT_STAGING,
    IN_BATTLE,
    IN_DICE,
    IN_STAGING,
    STANDARD,
    GameState,
)

# The decision each action answers.
KINDS: dict[type[A.Action], tuple[str, ...]] = {
    A.ReportRollOff: ("rolloff",),
    A.ReportRoll: ("roll",),
    A.ReportReveal: ("reveal",),
    A.ChooseSide: ("side",),
    A.Load: ("load",),
    A.Pick: ("pick",),
    A.ChooseMatchup: ("matchup",),
    A.ChooseStat: ("stat",),
    A.UsePower: ("powers",),
    A.Declare: ("powers", "rules"),
    A.Pass: ("powers", "rules"),
    A.Accept: ("respond",),
    A.Dispute: ("respond",),
    A.JudgeUphold: ("judge",),
    A.JudgeOverturn: ("judge",),
}


def run(state: GameState, action: A.Action) -> tuple[list[ev.Event], GameState]:
    b = Batch(state)
    decide_into(b, action)
    advance(b)
    return b.events, b.state


def decide(state: GameState, action: A.Action) -> list[ev.Event]:
    return run(state, action)[0]


def decide_into(b: Batch, action: A.Action) -> None:
    state = b.state
    kinds = KINDS.get(type(action))
    if kinds is None and isinstance(action, A.JudgeAnnotate):
        if not 0 <= action.about_seq < state.seq:
            raise IllegalAction(E.RULING_BAD_SEQ, f"no event {action.about_seq} to annotate")
        b.emit(ev.RulingAnnotated(action.judge, action.about_seq, action.text[:MAX_TEXT]))
        return
    if state.outcome is not None:
        raise IllegalAction(E.GAME_OVER, "the game is over")
    if kinds is None and isinstance(action, A.Concede):
        if action.player not in (0, 1):
            raise IllegalAction(E.NOT_YOURS, "only a player concedes")
        b.emit(ev.Conceded(action.player))
        return
    if kinds is None and isinstance(action, A.CallTime):
        if state.time_called:
            raise IllegalAction(E.TIME_ALREADY_CALLED, "time is already called")
        b.emit(ev.TimeCalled())
        return
    pending = awaiting(state)
    if pending is None or kinds is None or pending.kind not in kinds:
        waiting = pending.kind if pending else "nothing"
        raise IllegalAction(E.WRONG_STEP, f"{action.name} is not the decision now ({waiting})")
    if pending.player is not None and action.player != pending.player:
        raise IllegalAction(E.NOT_YOURS, f"player {pending.player} decides now ({pending.kind})")
    DECIDERS[type(action)](b, action, pending)


# --- chance and hidden information --------------------------------------------------------


def _face(value: object) -> bool:
    return type(value) is int and 1 <= value <= 6  # type: ignore[operator]


def _rolloff(b: Batch, action: A.ReportRollOff, pending: Pending) -> None:
    state = b.state
    if len(action.faces) != 2 or not all(_face(f) for f in action.faces):
        raise IllegalAction(E.RANDOM_BAD, "a roll-off is two numbers 1 to 6, player 0's first")
    if state.seed is not None:
        wanted = tuple(chance.rolloff(state.seed, state.draws, p) for p in (0, 1))
        if tuple(action.faces) != wanted:
            raise IllegalAction(E.RANDOM_SEED_MISMATCH, "not the seed's roll-off")
    b.emit(ev.RollOffRolled((action.faces[0], action.faces[1])))


def _roll(b: Batch, action: A.ReportRoll, pending: Pending) -> None:
    state = b.state
    dice = [pair[0] for pair in action.faces]
    if sorted(dice) != sorted(pending.dice) or not all(_face(f) for _, f in action.faces):
        raise IllegalAction(E.RANDOM_BAD, f"a number 1 to 6 for each of {list(pending.dice)}")
    faces = tuple(sorted((d, f) for d, f in action.faces))
    if state.seed is not None:
        wanted = tuple((d, chance.roll(state.seed, state.draws, d)) for d, _ in faces)
        if faces != wanted:
            raise IllegalAction(E.RANDOM_SEED_MISMATCH, "not the seed's roll")
    b.emit(ev.DiceRolled(faces))


def _reveal(b: Batch, action: A.ReportReveal, pending: Pending) -> None:
    state = b.state
    reveals = tuple(sorted(action.reveals))
    if sorted(d for d, _ in reveals) != sorted(pending.dice):
        raise IllegalAction(E.REVEAL_BAD, f"say the figure in each of {list(pending.dice)}")
    pieces = [p for _, p in reveals]
    if len(set(pieces)) != len(pieces):
        raise IllegalAction(E.REVEAL_BAD, "one figure cannot be in two dice")
    wanted = set(pieces)
    holders: dict[str, list[str]] = {}  # revealed piece -> the dice the engine knows hold it
    for d in state.dice.values():
        if d.content in wanted:  # (None never is: a piece id is a string)
            holders.setdefault(d.content, []).append(d.id)  # type: ignore[arg-type]
    for die_id, piece_id in reveals:
        die = state.dice[die_id]
        piece = state.pieces.get(piece_id)
        if piece is None or piece.owner != die.owner or piece.where is not AT_DIE:
            raise IllegalAction(E.REVEAL_BAD, f"{piece_id} is not a loaded figure of that player")
        if die.content is not None and die.content != piece_id:
            raise IllegalAction(E.RANDOM_SEED_MISMATCH, f"{die_id} does not hold {piece_id}")
        if any(other != die_id for other in holders.get(piece_id, ())):
            raise IllegalAction(E.REVEAL_BAD, f"{piece_id} is in another die")
    b.emit(ev.FiguresRevealed(reveals))


# --- players' decisions ----------------------------------------------------------------------


def _side(b: Batch, action: A.ChooseSide, pending: Pending) -> None:
    if type(action.swap) is not bool:
        raise IllegalAction(E.SIDE_BAD, "swap is true or false")
    b.emit(ev.SideChosen(pending.player, action.swap))  # type: ignore[arg-type]


def empty_dice(state: GameState, player: int) -> list[str]:
    """The dice a reload may use: empty, in the Staging or the Dice Zone (MB-16, MB-26)."""
    return sorted(
        [
            d.id
            for d in state.dice.values()
            if d.owner == player and not d.loaded and (d.zone is IN_STAGING or d.zone is IN_DICE)
        ]
    )


def _load(b: Batch, action: A.Load, pending: Pending) -> None:
    state = b.state
    player = pending.player
    assert player is not None
    figures = state.pieces_of(player, AT_STAGING)
    usable = set(empty_dice(state, player))
    count = min(len(figures), len(usable))
    if state.online:
        loads = tuple(sorted((d, p) for d, p in action.loads))
        dice = tuple(d for d, _ in loads)
        if action.dice and sorted(action.dice) != list(dice):
            raise IllegalAction(E.LOAD_BAD_DICE, "dice, if given, are the loads' dice")
        pieces = [p for _, p in loads]
        if (
            len(set(pieces)) != len(pieces)
            or not set(pieces) <= set(figures)
            or (len(pieces) != count)
        ):
            raise IllegalAction(
                E.LOAD_BAD_FIGURES, f"load the figures of your Staging Zone: {figures}", "MB-26"
            )
    else:
        if action.loads:
            raise IllegalAction(
                E.LOAD_SECRET_ON_PAPER, "on paper, say which dice you loaded, not with what"
            )
        dice = tuple(sorted(action.dice))
    if len(set(dice)) != len(dice) or not set(dice) <= usable or len(dice) != count:
        raise IllegalAction(
            E.LOAD_BAD_DICE, f"{count} of your empty dice ({sorted(usable)})", "MB-26"
        )
    sealed = ""
    if state.online:
        assert state.seed is not None, "online loads are sealed with the seed"
        sealed = chance.seal(state.seed, state.seals, player, loads)
    b.emit(ev.DiceLoaded(player, dice, sealed))


def _pick(b: Batch, action: A.Pick, pending: Pending) -> None:
    state = b.state
    player = pending.player
    assert player is not None
    ready = set(state.loaded_ready(player))
    count = pick_count(state, player)
    dice = tuple(sorted(action.dice))
    if len(set(dice)) != count or len(dice) != count or not set(dice) <= ready:
        raise IllegalAction(E.PICK_BAD, f"{count} of your loaded dice {sorted(ready)}", "MB-20")
    b.emit(ev.DicePicked(player, dice))


def _matchup(b: Batch, action: A.ChooseMatchup, pending: Pending) -> None:
    state = b.state
    player = pending.player
    assert player is not None
    if action.mine not in state.dice_of(player, IN_BATTLE) or action.theirs not in (
        state.dice_of(1 - player, IN_BATTLE)
    ):
        raise IllegalAction(
            E.MATCHUP_BAD, "one of your rolled dice and one of your opponent's", "MB-20"
        )
    b.emit(ev.MatchupChosen(player, action.mine, action.theirs))


def _stat(b: Batch, action: A.ChooseStat, pending: Pending) -> None:
    if action.stat not in STATS:
        raise IllegalAction(E.STAT_UNKNOWN, f"the stat is one of {list(STATS)}", "MB-3")
    b.emit(ev.StatChosen(pending.player, action.stat))  # type: ignore[arg-type]


def _power(b: Batch, action: A.UsePower, pending: Pending) -> None:
    state = b.state
    player = pending.player
    assert player is not None and state.battle is not None
    wanted = (action.piece, action.power, action.copy)
    if wanted not in usable_powers(state, player):
        active = {(piece, p.name) for piece, p in active_powers(state, player)}
        if (action.piece, action.power) not in active:
            raise IllegalAction(E.POWER_NOT_ACTIVE, "not a power of your figure active now")
        if action.power not in EXECUTED_POWERS:
            raise IllegalAction(E.POWER_NOT_EXECUTED, "declare what this power does")
        if (action.piece, action.power) in state.battle.used:
            raise IllegalAction(E.POWER_USED, "each power once per battle", "MB-24")
        effect = action.copy if action.power == MAGIC else action.power
        if action.power == MAGIC and effect not in copiable(state):
            raise IllegalAction(E.POWER_BAD_COPY, f"Magic copies one of {sorted(copiable(state))}")
        if effect == TELEPATHY and state.options.game != STANDARD:
            raise IllegalAction(E.POWER_NO_STRIKE_TOTAL, "the basic game has no strike totals")
        if not applies(state, player, action.piece, effect):
            raise IllegalAction(E.POWER_USED, "it affects each figure or player once", "MB-24")
        raise IllegalAction(E.POWER_BAD_COPY, "copy is for Magic only")
    b.emit(ev.PowerUsed(player, action.piece, action.power, action.copy))


def _declare(b: Batch, action: A.Declare, pending: Pending) -> None:
    state = b.state
    player = pending.player
    assert player is not None
    if action.source not in declarable_sources(state, player):
        raise IllegalAction(
            E.DECLARE_BAD_SOURCE, "a die in your Dice Zone, or an active power of your figure"
        )
    if not isinstance(action.text, str) or len(action.text) > MAX_TEXT:
        raise IllegalAction(E.DECLARE_BAD_EFFECT, f"say what it does in {MAX_TEXT} characters")
    if action.effect not in EFFECTS or action.whom not in WHOM:
        raise IllegalAction(E.DECLARE_BAD_EFFECT, f"effect one of {EFFECTS}, whom one of {WHOM}")
    if type(action.amount) is not int or abs(action.amount) > MAX_AMOUNT:
        raise IllegalAction(E.DECLARE_BAD_EFFECT, f"amount from -{MAX_AMOUNT} to {MAX_AMOUNT}")
    if action.effect in ("release", "none") and action.amount:
        raise IllegalAction(E.DECLARE_BAD_EFFECT, f"{action.effect} has no amount")
    if action.effect != "release" and action.target:
        raise IllegalAction(E.DECLARE_BAD_EFFECT, "a target is for release")
    if action.effect == "battle_total" and state.battle is None:
        raise IllegalAction(E.DECLARE_NOT_NOW, "no battle to change the totals of")
    if action.effect == "strike_total" and (state.options.game != STANDARD or not in_round(state)):
        raise IllegalAction(E.DECLARE_NOT_NOW, "strike totals exist during a battle round")
    if action.effect == "release":
        piece = state.pieces.get(action.target)
        if piece is None or piece.owner != player or piece.where is not AT_CAPTURED:
            raise IllegalAction(E.DECLARE_BAD_EFFECT, "release one of your captured figures")
    b.emit(
        ev.EffectDeclared(
            player,
            action.source,
            action.text,
            action.effect,
            action.amount,
            action.whom,
            action.target,
        )
    )


def _accept(b: Batch, action: A.Accept, pending: Pending) -> None:
    b.emit(ev.DeclarationAccepted(pending.player))  # type: ignore[arg-type]


def _dispute(b: Batch, action: A.Dispute, pending: Pending) -> None:
    if not isinstance(action.reason, str) or len(action.reason) > MAX_TEXT:
        raise IllegalAction(E.ACTION_MALFORMED, f"a reason of at most {MAX_TEXT} characters")
    b.emit(ev.DeclarationDisputed(pending.player, action.reason))  # type: ignore[arg-type]


def _pass(b: Batch, action: A.Pass, pending: Pending) -> None:
    b.emit(ev.Passed(pending.player))  # type: ignore[arg-type]


def _uphold(b: Batch, action: A.JudgeUphold, pending: Pending) -> None:
    b.emit(ev.RulingUpheld(action.judge, action.reason[:MAX_TEXT]))


def _overturn(b: Batch, action: A.JudgeOverturn, pending: Pending) -> None:
    b.emit(ev.RulingOverturned(action.judge, action.reason[:MAX_TEXT]))


DECIDERS = {
    A.ReportRollOff: _rolloff,
    A.ReportRoll: _roll,
    A.ReportReveal: _reveal,
    A.ChooseSide: _side,
    A.Load: _load,
    A.Pick: _pick,
    A.ChooseMatchup: _matchup,
    A.ChooseStat: _stat,
    A.UsePower: _power,
    A.Declare: _declare,
    A.Accept: _accept,
    A.Dispute: _dispute,
    A.Pass: _pass,
    A.JudgeUphold: _uphold,
    A.JudgeOverturn: _overturn,
}
