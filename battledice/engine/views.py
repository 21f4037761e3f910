"""What each viewer may see of a game, as JSON-ready data.

Which figure is in which loaded die is secret (MB-8): its player and judges see it, the
opponent and spectators see a closed die until it is opened. Everything else on the mats is
in plain sight. Nobody sees the seed before the game ends.
"""

from __future__ import annotations

from typing import Any

from battledice.engine.flow import awaiting, battle_totals
from battledice.engine.records import figure_dict
from battledice.engine.state import GameState, Where, Zone

VIEWERS = ("player0", "player1", "spectator", "judge")


def _piece(state: GameState, piece_id: str) -> dict[str, Any]:
    piece = state.pieces[piece_id]
    figure = state.figures[piece.figure]
    return {"id": piece_id, "figure": piece.figure, "name": figure.name, "value": figure.value}


def _die(state: GameState, die_id: str, sees: bool) -> dict[str, Any]:
    die = state.dice[die_id]
    record = state.battle_dice[die.die]
    data: dict[str, Any] = {
        "id": die_id,
        "die": die.die,
        "name": record.name,
        "colour": record.colour,
        "rule": record.rule,
        "loaded": die.loaded,
    }
    if die.face is not None:
        data["face"] = die.face
    if die.content is not None and (sees or die.revealed):
        data["figure"] = _piece(state, die.content)
    return data


def view(state: GameState, viewer: str) -> dict[str, Any]:
    if viewer not in VIEWERS:
        raise ValueError(f"viewer must be one of {VIEWERS}")
    pending = awaiting(state)
    players = []
    for index, player in enumerate(state.players):
        sees = viewer in ("judge", f"player{index}")
        opponent = 1 - index
        players.append(
            {
                "name": player.name,
                "team": player.team,
                "captured": player.captured,
                "strike_total": state.strike_total(index),
                # Which figures are loaded is in plain sight; only which die holds which is not.
                "in_dice": [_piece(state, p) for p in state.pieces_of(index, Where.DIE)],
                "pieces": {p.id: p.figure for p in state.pieces.values() if p.owner == index},
                "zones": {
                    "staging": {
                        "figures": [
                            _piece(state, p) for p in state.pieces_of(index, Where.STAGING)
                        ],
                        "dice": [_die(state, d, sees) for d in state.dice_of(index, Zone.STAGING)],
                    },
                    "ready": [_die(state, d, sees) for d in state.dice_of(index, Zone.READY)],
                    "battle": [_die(state, d, sees) for d in state.dice_of(index, Zone.BATTLE)],
                    "holding": [
                        _piece(state, p) for p in state.pieces_of(opponent, Where.CAPTURED)
                    ],
                    "dice": [_die(state, d, True) for d in state.dice_of(index, Zone.DICE)],
                },
            }
        )
    battle = state.battle
    battle_view = None
    if battle is not None:
        battle_view = {
            "dice": list(battle.dice),
            "matchup_chooser": battle.matchup_chooser,
            "stats": list(battle.stats),
            "pieces": list(battle.pieces),
            "bonus": list(battle.bonus),
            "used": sorted(list(u) for u in battle.used),
        }
        if None not in battle.pieces and None not in battle.stats:
            battle_view["totals"] = list(battle_totals(state))
    declaration = state.declaration
    return {
        "system": "battledice",
        "rules": state.options.rules,
        "game": state.options.game,
        "seq": state.seq,
        "round": state.round,
        "battles": state.battles,
        "waiting_for": None
        if pending is None
        else {"kind": pending.kind, "player": pending.player, "dice": list(pending.dice)},
        "players": players,
        "battle": battle_view,
        "window": None
        if state.window is None
        else {"kind": state.window.kind, "turn": state.window.turn},
        "declaration": None
        if declaration is None
        else {
            "player": declaration.player,
            "source": declaration.source,
            "text": declaration.text,
            "effect": declaration.effect,
            "amount": declaration.amount,
            "whom": declaration.whom,
            "target": declaration.target,
            "disputed": declaration.disputed,
            "declared": True,
        },
        "figures": {f.id: figure_dict(f) for f in state.figures.values()},
        "time_called": state.time_called,
        "outcome": None
        if state.outcome is None
        else {"winner": state.outcome.winner, "termination": state.outcome.termination.value},
        "seed_hash": state.seed_hash,
        "seed": state.seed if state.over and viewer == "judge" else None,
    }
