"""What each viewer may see of a game, as plain JSON-ready data.

A player sees their own bag's contents and only the size of the opponent's; a spectator
sees bag sizes only; a judge sees every die. Nobody sees the seed before the game ends.
"""

from __future__ import annotations

from typing import Any

from games.engine.abilities.stats import stats
from games.engine.flow.turn import awaiting
from games.engine.model.state import GameState, Zone

VIEWERS = ("player0", "player1", "spectator", "judge")
SEAT_VIEWERS = ("player2", "player3")  # the other seats of a Doubles game (2 v 2)

# The zones, and the members read per die, as constants: in Python 3.11 iterating the Enum
# class and `Zone.BAG` go through EnumType's slow hooks, and every move's answer has a view.
# Each zone with its name as a plain string (`.value` is a slow property on a member).
_ZONES = tuple((zone, zone.value) for zone in Zone)
_BAG, _CAPTURED, _SUPPLY = Zone.BAG, Zone.CAPTURED, Zone.SUPPLY


def _die(state: GameState, die_id: str) -> dict[str, Any]:
    die = state.dice[die_id]
    data: dict[str, Any] = {"id": die.id, "card": die.card}
    if die.face is not None:  # rolled, including dice still in Prep during Roll and Reroll
        face = state.cards[die.card].faces[die.face]  # (state.face_of, inlined)
        data["face"] = die.face
        data["face_kind"] = face.kind
        if face.kind == "character":
            attack, defense = stats(state, die)
            data.update(level=face.level, attack=attack, defense=defense, cost=face.cost)  # type: ignore[union-attr]
        elif face.kind == "energy":
            data["symbols"] = list(face.symbols)  # type: ignore[union-attr]
        if face.bursts:
            data["bursts"] = face.bursts
    if die.damage:
        data["damage"] = die.damage
    if die.partially_spent:
        data["partially_spent"] = True
    if die.zone is _CAPTURED:
        data["captured"] = _capture_of(state, die_id)
    return data


def _capture_of(state: GameState, die_id: str) -> dict[str, Any]:
    """A captured die's capture (DM-23.1): the capturing die ("" for an action die or a
    Global), its player, how long it lasts (`end_of_turn`, `next_turn`, `while_in_field`;
    the capturing die leaving the Field Zone always ends it) and where the die returns."""
    for x in state.lasting:
        if x.effect == "captured" and x.target == die_id:
            parts = x.until.split(":")
            until = parts[1] if len(parts) > 1 else "end_of_turn"
            return {"by": x.source, "player": x.controller, "until": until, "returns_to": x.to}
    return {"by": "", "player": None, "until": "end_of_turn", "returns_to": ""}


def view(state: GameState, viewer: str) -> dict[str, Any]:
    seats = (*VIEWERS, *SEAT_VIEWERS[: state.seats - 2])
    if viewer not in seats:
        raise ValueError(f"viewer must be one of {seats}")
    pending = awaiting(state)
    players = []
    in_zone = state.zones.get
    for index, player in enumerate(state.players):
        zones: dict[str, Any] = {}
        for zone, name in _ZONES:
            ids = in_zone((index, zone), ())
            if zone is _BAG and viewer not in ("judge", f"player{index}"):
                zones[name] = len(ids)  # hidden: only how many
            else:
                zones[name] = [_die(state, d) for d in sorted(ids)] if ids else []
        players.append(
            {
                "name": player.name,
                "life": player.life,
                "virtual_energy": player.virtual_energy,
                "team": list(player.team),
                "zones": zones,
                # Doubles: the side the seat plays for (seats alternate; a team shares life)
                **({"side": index % 2} if state.seats > 2 else {}),
                # the flip cards of the seat's with their other side up (docs/rulings.md "Flip")
                **(
                    {"flipped": [c for p, c in state.flipped if p == index]}
                    if state.flipped
                    else {}
                ),
            }
        )
    center = [_die(state, d) for d in sorted(state.in_zone(None, _SUPPLY))]
    return {
        "seq": state.seq,
        "turn": state.turn,
        "active": state.active,
        "step": state.step.value,
        "priority": state.priority,
        "waiting_for": None
        if pending is None
        else {"kind": pending.kind, "player": pending.player, "options": list(pending.options)},
        "players": players,
        "basic_action_supply": center,
        "combat": None
        if state.combat is None
        else {
            "attackers": list(state.combat.attackers),
            "blocks": sorted(state.combat.pairs()),
        },
        "time_called_turn": state.time_called_turn,
        "outcome": None
        if state.outcome is None
        else {"winner": state.outcome.winner, "termination": state.outcome.termination.value},
        "seed_hash": state.seed_hash,
        "seed": state.seed if state.over and viewer == "judge" else None,
    }
