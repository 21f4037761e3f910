"""evolve: one event applied to a state. It trusts the event (decide checked it)."""

from __future__ import annotations

from battledice.engine import chance
from battledice.engine import events as ev
from battledice.engine.records import MAGIC, RANGED_WEAPON, TELEPATHY, source_parts
from battledice.engine.state import (
    AT_CAPTURED,
    AT_DIE,
    AT_STAGING,
    IN_BATTLE,
    IN_DICE,
    IN_READY,
    IN_STAGING,
    Battle,
    Declaration,
    Die,
    GameState,
    Outcome,
    Termination,
    Window,
    Zone,
    replace,
)

RANGED_WEAPON_BONUS = 2  # 004:L302, L458
TELEPATHY_MALUS = -2  # 004:L460


def evolve(state: GameState, event: ev.Event) -> GameState:
    """The state after `event`. Each handler is handed the new seq and sets it in its last
    copy of the state: one copy of the (frozen) state an event, not one more for the seq."""
    handler = _HANDLERS.get(type(event))
    if handler is None:
        return replace(state, seq=state.seq + 1)
    return handler(state, event, state.seq + 1)


def _rolloff(state: GameState, e: ev.RollOffRolled, seq: int) -> GameState:
    a, b = e.faces
    winner = None if a == b else (0 if a < b else 1)
    return replace(state, seq=seq, rolloff=(a, b), rolloff_winner=winner, draws=state.draws + 1)


def _side(state: GameState, e: ev.SideChosen, seq: int) -> GameState:
    state = replace(state, rolloff=None, rolloff_winner=None, sides_done=True, seq=seq)
    if not e.swap:
        return state
    p0, p1 = state.players
    players = (replace(p0, team=p1.team), replace(p1, team=p0.team))
    pieces = {k: replace(p, owner=1 - p.owner) for k, p in state.pieces.items()}
    dice = {k: replace(d, owner=1 - d.owner) for k, d in state.dice.items()}
    return replace(state, seq=seq, players=players, pieces=pieces, dice=dice)


def _loaded(state: GameState, e: ev.DiceLoaded, seq: int) -> GameState:
    contents: dict[str, str] = {}
    if e.sealed and state.seed is not None:
        contents = dict(chance.unseal(state.seed, state.seals, e.player, e.sealed))
    dice = dict(state.dice)
    for die_id in e.dice:
        content = contents.get(die_id)
        dice[die_id] = replace(dice[die_id], zone=IN_READY, loaded=True, content=content)
    pieces = dict(state.pieces)
    for piece_id in state.pieces_of(e.player, AT_STAGING):
        pieces[piece_id] = replace(pieces[piece_id], where=AT_DIE)
    seals = state.seals + 1 if e.sealed else state.seals
    return replace(state, seq=seq, dice=dice, pieces=pieces, seals=seals)


def _picked(state: GameState, e: ev.DicePicked | ev.DiceTaken, seq: int) -> GameState:
    picked = list(state.picked)
    picked[e.player] = tuple(e.dice)
    return replace(state, seq=seq, picked=(picked[0], picked[1]))


def _rolled(state: GameState, e: ev.DiceRolled, seq: int) -> GameState:
    dice = dict(state.dice)
    for die_id, face in e.faces:
        dice[die_id] = replace(dice[die_id], zone=IN_BATTLE, face=face)
    return replace(state, seq=seq, dice=dice, picked=((), ()), draws=state.draws + 1, rolled=True)


def _round(state: GameState, e: ev.RoundStarted, seq: int) -> GameState:
    return replace(state, seq=seq, round=e.round, round_open=True)


def _matchup(state: GameState, e: ev.MatchupChosen | ev.MatchupSet, seq: int) -> GameState:
    pair = (e.mine, e.theirs) if e.player == 0 else (e.theirs, e.mine)
    battle = Battle(dice=pair, matchup_chooser=e.player)
    if state.options.game == "basic":  # the lower roll: it will name the stat (MB-10)
        return replace(state, seq=seq, battle=battle, window=None)
    return replace(
        state,
        seq=seq,
        battle=battle,
        last_chooser=e.player,
        rolloff=None,
        rolloff_winner=None,
        window=None,
    )


def _stat(state: GameState, e: ev.StatChosen, seq: int) -> GameState:
    battle = state.battle
    assert battle is not None
    faces = [state.dice[d].face for d in battle.dice]
    if faces[0] != faces[1]:  # the lower roll names the stat both use (MB-10, MB-23)
        battle = replace(battle, stats=(e.stat, e.stat), stat_chooser=e.player)
    else:  # equal rolls: each names their own (MB-23)
        stats = list(battle.stats)
        stats[e.player] = e.stat
        battle = replace(battle, stats=(stats[0], stats[1]))
    if state.options.game == "basic":
        state = replace(state, last_chooser=e.player)  # the basic game orders by it (MB-14)
    return replace(state, seq=seq, battle=battle, window=None)


def _revealed(state: GameState, e: ev.FiguresRevealed, seq: int) -> GameState:
    dice = dict(state.dice)
    for die_id, piece in e.reveals:
        dice[die_id] = replace(dice[die_id], content=piece, revealed=True)
    state = replace(state, dice=dice, seq=seq)
    battle = state.battle
    if battle is not None and set(battle.dice) <= {d for d, _ in e.reveals}:
        pieces = tuple(dice[d].content for d in battle.dice)
        # MB-24: who chose the match-up starts; MB-12 (basic): who chose the battle stat.
        starter = battle.matchup_chooser if battle.matchup_chooser is not None else 0
        if state.options.game == "basic" and battle.stat_chooser is not None:
            starter = battle.stat_chooser
        battle = replace(battle, pieces=(pieces[0], pieces[1]))
        state = replace(state, battle=battle, window=Window("powers", starter))
    return state


def _turn_taken(state: GameState, player: int, seq: int) -> GameState:
    """A player used something: the other player's turn, and no passes in a row."""
    window = Window(state.window.kind, 1 - player) if state.window else None
    return replace(state, window=window, seq=seq)


def _power(state: GameState, e: ev.PowerUsed, seq: int) -> GameState:
    battle = state.battle
    assert battle is not None
    effect = e.copy if e.power == MAGIC else e.power
    used = {(e.piece, e.power)}
    bonus = list(battle.bonus)
    if effect == RANGED_WEAPON:
        bonus[e.player] += RANGED_WEAPON_BONUS
        used.add((e.piece, RANGED_WEAPON))
    elif effect == TELEPATHY:
        player = state.players[e.player]
        state = state.with_player(
            e.player,
            replace(player, strike_bonus=player.strike_bonus + TELEPATHY_MALUS, telepathy=True),
        )
        used.add((e.piece, TELEPATHY))
    battle = replace(battle, bonus=(bonus[0], bonus[1]), used=battle.used | used)
    return _turn_taken(replace(state, battle=battle), e.player, seq)


def _declared(state: GameState, e: ev.EffectDeclared, seq: int) -> GameState:
    declaration = Declaration(e.player, e.source, e.text, e.effect, e.amount, e.whom, e.target)
    return replace(state, seq=seq, declaration=declaration)


def _apply_declaration(state: GameState, seq: int) -> GameState:
    d = state.declaration
    assert d is not None
    whom = d.player if d.whom == "self" else 1 - d.player
    if d.effect == "battle_total" and state.battle is not None:
        bonus = list(state.battle.bonus)
        bonus[whom] += d.amount
        state = replace(state, battle=replace(state.battle, bonus=(bonus[0], bonus[1])))
    elif d.effect == "strike_total":
        player = state.players[whom]
        state = state.with_player(
            whom, replace(player, strike_bonus=player.strike_bonus + d.amount)
        )
    elif d.effect == "release":
        piece = state.pieces[d.target]
        captor = state.players[1 - piece.owner]
        state = state.with_piece(replace(piece, where=AT_STAGING))
        state = state.with_player(1 - piece.owner, replace(captor, captured=captor.captured - 1))
    kind, item, power = source_parts(d.source)
    if kind == "die":  # a used die rule: the die goes back to Staging (004:L322)
        state = state.with_die(replace(state.dice[item], zone=IN_STAGING))
    elif kind == "power" and state.battle is not None:
        battle = replace(state.battle, used=state.battle.used | {(item, power)})
        state = replace(state, battle=battle)
    return _turn_taken(replace(state, declaration=None), d.player, seq)


def _accepted(state: GameState, e: ev.DeclarationAccepted | ev.RulingUpheld, seq: int) -> GameState:
    return _apply_declaration(state, seq)


def _disputed(state: GameState, e: ev.DeclarationDisputed, seq: int) -> GameState:
    assert state.declaration is not None
    return replace(state, seq=seq, declaration=replace(state.declaration, disputed=True))


def _overturned(state: GameState, e: ev.RulingOverturned, seq: int) -> GameState:
    assert state.declaration is not None
    return _turn_taken(replace(state, declaration=None), state.declaration.player, seq)


def _passed(state: GameState, e: ev.Passed | ev.NothingToUse, seq: int) -> GameState:
    window = state.window
    assert window is not None
    return replace(
        state, seq=seq, window=replace(window, turn=1 - e.player, passes=window.passes + 1)
    )


def _won(state: GameState, e: ev.BattleWon, seq: int) -> GameState:
    battle = state.battle
    assert battle is not None
    loser = 1 - e.winner
    winner_piece = battle.pieces[e.winner]
    assert winner_piece is not None
    pieces = dict(state.pieces)  # (each mapping copied once, the state once)
    pieces[winner_piece] = replace(pieces[winner_piece], where=AT_STAGING)
    pieces[e.captured] = replace(pieces[e.captured], where=AT_CAPTURED)
    dice = dict(state.dice)
    _empty_in(dice, battle.dice[e.winner], IN_STAGING)
    _empty_in(dice, battle.dice[loser], IN_DICE)
    players = list(state.players)
    players[e.winner] = replace(players[e.winner], captured=players[e.winner].captured + 1)
    return replace(
        state,
        seq=seq,
        pieces=pieces,
        dice=dice,
        players=(players[0], players[1]),
        battle=None,
        window=None,
        battles=state.battles + 1,
    )


def _empty_in(dice: dict[str, Die], die_id: str, zone: Zone) -> None:
    """The die emptied into `zone`, in a copy of the state's dice being built."""
    dice[die_id] = replace(
        dice[die_id], zone=zone, loaded=False, content=None, revealed=False, face=None
    )


def _tied(state: GameState, e: ev.BattleTied, seq: int) -> GameState:
    battle = state.battle
    assert battle is not None
    pieces, dice = dict(state.pieces), dict(state.dice)
    for die_id, piece in zip(battle.dice, battle.pieces, strict=True):
        assert piece is not None
        pieces[piece] = replace(pieces[piece], where=AT_STAGING)
        _empty_in(dice, die_id, IN_STAGING)
    return replace(
        state,
        seq=seq,
        pieces=pieces,
        dice=dice,
        battle=None,
        window=None,
        battles=state.battles + 1,
    )


def _round_ended(state: GameState, e: ev.RoundEnded, seq: int) -> GameState:
    pieces, dice = dict(state.pieces), dict(state.dice)
    for die_id, piece in e.unloaded:
        pieces[piece] = replace(pieces[piece], where=AT_STAGING)
        _empty_in(dice, die_id, IN_STAGING)
    players = tuple(replace(p, strike_bonus=0, telepathy=False) for p in state.players)
    return replace(
        state,
        seq=seq,
        pieces=pieces,
        dice=dice,
        players=players,  # type: ignore[arg-type]
        round_open=False,
        rolled=False,
    )


def _game_won(state: GameState, e: ev.GameWon, seq: int) -> GameState:
    outcome = Outcome(e.winner, Termination(e.termination))
    return replace(state, seq=seq, outcome=outcome, window=None)


def _conceded(state: GameState, e: ev.Conceded, seq: int) -> GameState:
    outcome = Outcome(1 - e.player, Termination.CONCESSION)
    return replace(state, seq=seq, outcome=outcome, window=None, declaration=None)


def _time(state: GameState, e: ev.TimeCalled, seq: int) -> GameState:
    return replace(state, seq=seq, time_called=True)


def _rules_offered(state: GameState, e: ev.DiceRulesOffered, seq: int) -> GameState:
    return replace(state, seq=seq, window=Window("rules", e.first), rules_window_at=state.battles)


_HANDLERS = {
    ev.RollOffRolled: _rolloff,
    ev.SideChosen: _side,
    ev.DiceLoaded: _loaded,
    ev.DicePicked: _picked,
    ev.DiceTaken: _picked,
    ev.DiceRolled: _rolled,
    ev.RoundStarted: _round,
    ev.MatchupChosen: _matchup,
    ev.MatchupSet: _matchup,
    ev.StatChosen: _stat,
    ev.FiguresRevealed: _revealed,
    ev.PowerUsed: _power,
    ev.EffectDeclared: _declared,
    ev.DeclarationAccepted: _accepted,
    ev.RulingUpheld: _accepted,
    ev.DeclarationDisputed: _disputed,
    ev.RulingOverturned: _overturned,
    ev.Passed: _passed,
    ev.NothingToUse: _passed,
    ev.BattleWon: _won,
    ev.BattleTied: _tied,
    ev.RoundEnded: _round_ended,
    ev.GameWon: _game_won,
    ev.Conceded: _conceded,
    ev.TimeCalled: _time,
    ev.DiceRulesOffered: _rules_offered,
}
