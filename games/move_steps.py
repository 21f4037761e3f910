"""The steps of a player's move that `games.services` runs in its transaction or without one:
who acts and what it makes (`decided`), the answer (`answer`), and the move that skips the
read when this process wrote the game's head itself (`without_read`, games/recent_heads.py).
"""

from __future__ import annotations

import uuid
from typing import Any

from games import event_store, recent_heads
from games.access import (
    GameState,
    User,
    cache_state,
    game_summary,
    load_state,
    player_index,
    system_of,
)
from games.errors import GameError, MalformedAction, NotAllowed, StaleSequence
from games.models import Dispute, Game
from games.state_cache import head_tag, state_cache


def without_read(
    game_id: uuid.UUID | str,
    user: User,
    action_dict: Any,
    expected_seq: Any,
    choices: bool,
    view: bool = True,
) -> tuple[dict[str, Any], Game] | None:
    """A usual move (as `services.submit_action` takes it without a lock) in a game whose head at
    `expected_seq` this process wrote itself, its state still held here: decided on the row
    kept then (games/recent_heads.py) and appended in one statement guarded by that row's
    version, with no read. None when it cannot be taken so (nothing kept, the guard fails,
    or the move is refused or ends the game): then the usual way answers, from a fresh read,
    so refusals and 409s are exactly as before."""
    if type(expected_seq) is not int:
        return None
    kept = recent_heads.recall(game_id, expected_seq)
    if kept is None:
        return None
    game, version = kept
    if state_cache().local(game.pk, head_tag(game.head_seq, game.head_hash)) is None:
        return None
    system = system_of(game)
    try:
        index, action, state, events, after = decided(game, user, action_dict, expected_seq)
    except GameError:
        return None
    report = game.mode == Game.Mode.PAPER and system.is_chance(action)
    if system.outcome(after) is not None or report:
        return None
    records = system.to_records(events, start=state.seq)
    if not event_store.append_at_version(game, records, version, actor=user):
        return None
    cache_state(game, after)
    return answer(game, user, index, records, after, choices, view), game


def decided(
    game: Game, user: User, action_dict: Any, expected_seq: Any
) -> tuple[int, Any, GameState, list, GameState]:
    """Who acts, the action, the state at the head, and the events it makes; or the
    GameError that refuses it (nothing written)."""
    index = player_index(game, user)
    if index is None:
        raise NotAllowed("game/not_a_player", "only the game's players act in it")
    if type(expected_seq) is not int:
        raise MalformedAction("expected_seq must be an integer", "turn/bad_seq")
    if expected_seq != game.head_seq:
        raise StaleSequence(expected_seq, game.head_seq)
    system = system_of(game)
    action = system.parse_action(action_dict, index)
    state = load_state(game)
    with system.sharing(state):  # the check and the decision both ask what it waits for
        system.check_may_act(state, index, action)
        events, after = system.apply(state, action, game.mode == Game.Mode.ONLINE)
    return index, action, state, events, after


def answer(
    game: Game,
    user: User,
    index: int,
    records: list[dict[str, Any]],
    after: GameState,
    choices: bool = True,
    view: bool = True,
) -> dict[str, Any]:
    """The events, the game, the mover's view and what GET legal-actions would answer now
    (a client whose decision comes next, a Main Step's purchases say, needs no second
    request); with `choices`, the description of the mover's choice too. A client that does
    without it (`?choices=0`) spares the server about a third of the answer's engine work.
    Without `view` (`?view=0`), the view holds only whose decision comes next (`waiting_for`):
    the rest is the game's GET."""
    system = system_of(game)
    _open_declaration_disputes(game, user, records)
    with system.sharing(after):  # the view and the actions ask the same of `after`
        answered = {
            "seq": game.head_seq,
            "events": records,
            "game": game_summary(game, user),
            "view": (system.view if view else system.brief_view)(after, f"player{index}"),
        }
        if choices:
            answered["actions"], answered["choices"] = system.decisions(after, index)
        else:
            answered["actions"] = system.legal_actions(after, index)
    return answered


def _open_declaration_disputes(game: Game, user: User, records: list[dict[str, Any]]) -> None:
    """A disputed declaration (issue 7) goes to the judges like any other dispute: about the
    declaration's event, with the player's reason."""
    for record in records:
        if record.get("type") == "DeclarationDisputed":
            Dispute.objects.create(
                game=game,
                seq=record.get("about_seq", record["seq"]),
                opened_by=user,
                reason=record.get("reason") or "the declaration is disputed",
            )
