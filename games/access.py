"""A game as its readers see it: who sits where, who judges, its system, its state at the
head (snapshot or validated replay) and the summary every answer carries.

Below `games.services` (which writes) and the modules beside it (`chance_reports`,
`disputes`): they all read a game through here, so none reaches into another's private
names and no import runs back up.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from typing import Any

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser

from games import event_store, systems
from games.errors import LogCorrupt, LogNotRevalidated, MalformedAction, NotAllowed
from games.models import Game
from games.state_cache import head_tag, state_cache
from games.systems import GameSystem
from games.systems.base import ReplayFailed

User = AbstractBaseUser | AnonymousUser
# Members of this group see the judge view of every game, as staff do.
JUDGE_GROUP = "judges"
GameState = Any  # the state of the game's own system (games/systems)


# --- who is who ----------------------------------------------------------------------------


def player_index(game: Game, user: User | None) -> int | None:
    """The engine player (0 or 1; 0 to 3 in Doubles) a Django user plays in this game, or
    None. Each player acts for their own seat only, a Doubles partner too."""
    if user is None or not user.is_authenticated:
        return None
    for seat, pk in enumerate(game.seat_user_ids):
        if pk is not None and user.pk == pk:
            return seat
    return None


# Other apps add per-game judge checks (tournaments: the judges of the game's event).
JUDGE_CHECKS: list[Callable[[Any, Game], bool]] = []


def is_judge(user: User | None, game: Game | None = None) -> bool:
    """Staff, members of the judges group, or (per game) a judge of the game's event."""
    if user is None or not user.is_authenticated:
        return False
    if user.is_staff or user.groups.filter(name=JUDGE_GROUP).exists():
        return True
    return game is not None and any(check(user, game) for check in JUDGE_CHECKS)


# Other apps may keep a game from spectators: each check answers "is this game private?"
# (tournaments: a game of an event that never reveals team lists to other players).
PRIVACY_CHECKS: list[Callable[[Game], bool]] = []


def require_may_watch(game: Game, user: User | None) -> None:
    """Its players and judges see any game; others only a game no app keeps private."""
    if player_index(game, user) is not None or is_judge(user, game):
        return
    if any(check(game) for check in PRIVACY_CHECKS):
        raise NotAllowed("game/private", "only the game's players and judges see this game")


def viewer_of(game: Game, user: User | None) -> str:
    """The engine viewer for a user: their own seat first, then judge, else spectator."""
    index = player_index(game, user)
    if index is not None:
        return f"player{index}"
    return "judge" if is_judge(user, game) else "spectator"


def get_game(game_id: uuid.UUID | str, *, lock: bool | None = None) -> Game:
    """The game row, or GameNotFound. To append: `lock=True` locks it for this transaction,
    `lock=False` does not (for `event_store.append_at_head`); both check its stored head
    event first (`event_store.lock_head`, else ChainBroken)."""
    if lock is None:
        return event_store.find_game(game_id)
    return event_store.lock_head(game_id, lock=lock)


def system_of(game: Game) -> GameSystem:
    """The game system that plays this game (its options name the ruleset)."""
    return systems.of_game(game)


def load_state(game: Game) -> GameState:
    """The state at the game's head: a snapshot of this very head (seq and hash), else a
    validated replay of the stored log (which is then kept as the snapshot).

    For a game locked by `get_game(lock=True)` the head was checked against its stored row
    in this transaction, and a replay checks every link of the chain first.
    """
    system = system_of(game)
    tag = head_tag(game.head_seq, game.head_hash)
    state = state_cache().get(
        game.pk, tag, engine_seed(game), lambda: _definitions(game), system=system
    )
    # A row below the head rewritten since the head was written (event_store.lock_head):
    # the snapshot is not trusted and the log is checked link by link.
    edited = getattr(game, "rows_edited", False)
    if state is not None and state.seq == game.head_seq + 1 and not edited:
        return state
    # Up to the head that was read, never further: another move may have landed since, and
    # its state must not be kept under this head's tag.
    locked = getattr(game, "head_checked", False)  # from event_store.lock_head
    if locked:
        records = event_store.load_verified(game)
    else:
        records = event_store.load(game.pk, game.head_seq)
    state = _replayed(game, records=records)
    state_cache().put(game.pk, tag, state, system=system)
    return state


def clock(game: Game) -> int:
    """How far the game has gone, in the units an event's round clock counts (its system's:
    Dice Masters turns, Battle Dice battles)."""
    return system_of(game).clock(load_state(game))


def state_at(game: Game, seq: int) -> GameState:
    """The state right after event `seq` (a judge stepping through the log)."""
    if type(seq) is not int or not 0 <= seq <= game.head_seq:
        raise MalformedAction(f"seq must be between 0 and {game.head_seq}", "state/bad_seq")
    return _replayed(game, to_seq=seq)


def _definitions(game: Game) -> Any:
    """The catalog data a game is played with (named by its first event)."""
    return system_of(game).definitions(event_store.load(game.pk, to_seq=0))


def engine_seed(game: Game) -> str | None:
    """The server knows an online game's seed (PostgreSQL only); online play rolls on it."""
    return game.seed if game.mode == Game.Mode.ONLINE else None


def _replayed(
    game: Game, to_seq: int | None = None, records: list[dict[str, Any]] | None = None
) -> GameState:
    if records is None:
        records = event_store.load(game.pk, to_seq)
    try:
        return system_of(game).replay(records, seed=engine_seed(game), to_seq=to_seq)
    except ReplayFailed as error:
        raise log_error(error, len(records) - 1) from error


def log_error(error: ReplayFailed, last_seq: int) -> LogCorrupt:
    """The answer to a stored log that does not replay (`last_seq` where the failure has no
    seq): corrupt (500), or, recorded under another rules edition, not re-validated (409)."""
    seq = error.seq if error.seq is not None else last_seq
    if error.editions is not None and error.cause is not None:
        return LogNotRevalidated(error.code, error.message, seq, error.editions, error.cause)
    return LogCorrupt(error.code, error.message, seq)


def cache_state(game: Game, state: GameState) -> None:
    """Keep the state as the snapshot of the game's (new) head."""
    state_cache().put(game.pk, head_tag(game.head_seq, game.head_hash), state, system_of(game))


def jsonable(data: Any) -> Any:
    """Exactly what a JSON round trip gives, so a replayed idempotent answer is identical."""
    return json.loads(json.dumps(data))


def game_summary(game: Game, user: User | None) -> dict[str, Any]:
    return {
        "id": str(game.pk),
        "system": system_of(game).id,
        "rules": game.options.get("rules", systems.DEFAULT_RULES),
        "mode": game.mode,
        "status": game.status,
        "head_seq": game.head_seq,
        "seed_hash": game.seed_hash,
        "seed": game.revealed_seed,
        "outcome": game.outcome,
        "players": _player_names(game),
        "you": player_index(game, user),
    }


def _player_names(game: Game) -> list[str | None]:
    """The players' usernames: read with the locked game (event_store.lock_head), else
    through its player foreign keys."""
    seats = len(game.seat_user_ids)
    if hasattr(game, "player_one_name"):
        names = [getattr(game, f"player_{n}_name") for n in ("one", "two", "three", "four")]
        return names[:seats]
    users = [game.player_one, game.player_two, game.player_three, game.player_four][:seats]
    return [u.get_username() if u else None for u in users]
