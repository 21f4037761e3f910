"""Dice Masters (the 2018 books): the first game system, over games/engine and the catalog.

This module sets a game up, plays and rules on it; what the system does with a stored log
is games/systems/dm_logs.py, what it does for events games/systems/dm_events.py."""

from __future__ import annotations

import functools
import logging
import random
from collections.abc import Iterable, Mapping, Sequence
from contextlib import AbstractContextManager
from typing import Any

import msgspec

from cards import services as card_services
from cards.errors import CatalogError
from games import options as setup_options
from games.engine import (
    BOTS,
    DEMO_BASIC_ACTIONS,
    DEMO_FORMAT,
    DEMO_TEAMS,
    RANDOM_KINDS,
    CorruptLog,
    GameState,
    IllegalAction,
    choice_dict,
    choices,
    create_game,
    legal_actions,
    resolve_random,
    rewind,
    rewind_points,
    run,
    step,
    to_records,
    view,
    waiting_for,
)
from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.flow.randomness import draft_basic_actions
from games.engine.flow.shared import sharing
from games.engine.model.draft import FORMAT as DRAFT_FORMAT
from games.errors import IllegalMove, MalformedAction, NotAllowed
from games.systems.base import (
    NewGame,
    ruling_int,
    ruling_text,
)
from games.systems.dm_events import DiceMastersEvents, draft_setup, seat_team
from games.systems.dm_logs import DiceMastersLogs, replay_failed

logger = logging.getLogger(__name__)

# Card and die ids are a few dozen characters; a longer string in an action is not an id.
ACTION_TEXT_MAX_CHARS = 200


class DiceMasters(DiceMastersLogs, DiceMastersEvents):
    id = "dicemasters"
    name = "Dice Masters"
    rulesets = setup_options.RULES
    ruleset_labels = {"dm-2018": "Dice Masters, 2018 rules", "dm-2014": "Dice Masters, 2014 rules"}
    genesis_type = "GameCreated"
    templates = {"play": "games/play.html", "judge": "games/judge.html"}
    ruling_kinds = ("annotate", "set_life", "rewind")
    changing_rulings = ("RulingLifeSet", "RulingRewound")
    bots = tuple(BOTS)

    def rules_of(self, genesis: Mapping[str, Any]) -> str:
        try:
            return str(dict(genesis.get("options") or ()).get("rules", "dm-2018"))
        except (TypeError, ValueError):
            return ""

    # --- setup ---------------------------------------------------------------------------

    def new_game(
        self,
        names: tuple[str, ...],
        teams: Any,
        basic_actions: Any,
        options: Mapping[str, Any],
        mode: str,
        seed: str,
    ) -> NewGame:
        options = dict(options)
        draft_pool: tuple[tuple[str, int], ...] = ()
        offered: tuple[str, ...] = ()
        if options.get("team_format") == DRAFT_FORMAT:  # Draft Teams: drafted in the game
            draft_pool, offered, count = draft_setup(teams)
            offered = tuple(sorted(set(offered)))  # recorded, so the audit re-draws them
            teams = ((), ())
            basic_actions = (draft_basic_actions(seed, offered, count), ())
        if teams is None and len(names) > 2:  # Doubles, no lists: our own set's, per seat
            team_format = options.get("team_format") or "doubles"
            teams, basic_actions = zip(
                *(seat_team(None, seat, team_format) for seat in range(len(names))), strict=True
            )
        teams = DEMO_TEAMS if teams is None else teams
        basic_actions = DEMO_BASIC_ACTIONS if basic_actions is None else basic_actions
        if teams == DEMO_TEAMS and basic_actions == DEMO_BASIC_ACTIONS:
            options.setdefault("team_format", DEMO_FORMAT)  # the demo teams' shape (DM-3.6)
        game_options = setup_options.game_options(options, mode)
        used = (
            {card for team in teams for card, _ in team}
            | {c for bacs in basic_actions for c in bacs}
            | {card for card, _ in draft_pool}
        )
        try:
            # The catalog's current versions; their bundle is recorded under the game's digest.
            raw, definitions = card_services.game_definitions(used)
        except CatalogError as error:
            raise MalformedAction(error.message, error.code) from None  # names the card
        try:
            state, genesis = create_game(
                names,
                teams,
                basic_actions,
                definitions,
                game_options,
                seed=seed,
                raw_cards=raw,
                draft_pool=draft_pool,
                draft_offered=offered,
            )
        except IllegalAction as error:
            # A setup is input, not a move: the engine refusing it is a 400 like the API's.
            raise MalformedAction(error.message, error.code) from None
        return NewGame(msgspec.structs.asdict(game_options), state, to_records(genesis)[0])

    # --- playing -------------------------------------------------------------------------

    def parse_action(self, data: Any, index: int) -> A.Action:
        """An engine action from request JSON, acting as `index`. A player decision defaults
        to the caller's seat and may not name the other seat."""
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise MalformedAction("an action is an object with a string 'type'")
        cls = A.ACTIONS.get(data["type"])
        if cls is None:
            raise MalformedAction(f"unknown action type {data['type']!r}", E.ACTION_UNKNOWN)
        if cls is A.CallTime:
            raise NotAllowed("action/organizer_only", "only the organizer calls time")
        if cls in (A.JudgeAnnotate, A.JudgeSetLife, A.JudgeRewind):
            raise NotAllowed("action/judges_only", "judges rule through the rulings endpoint")
        data = dict(data)
        if cls not in A.RANDOM_ACTIONS:
            data.setdefault("player", index)
            if data["player"] != index:
                raise NotAllowed(E.TURN_NOT_YOURS, f"you play as player {index}")
        try:
            action = A.action_from_dict(data)
        except (KeyError, TypeError, ValueError) as error:
            raise MalformedAction(f"bad fields for {data['type']}: {error}") from None
        _check_types(action)
        return action

    def check_may_act(self, state: GameState, index: int, action: A.Action) -> None:
        """A player acts only on their own decision; conceding is allowed at any time."""
        pending = waiting_for(state)
        if pending is None or isinstance(action, A.Concede):
            return  # the engine refuses acting after the end with game/over
        if pending.kind in RANDOM_KINDS:
            return  # paper play: either player reports what the dice did
        if pending.player != index:
            raise NotAllowed(
                E.TURN_NOT_YOURS, f"player {pending.player} must decide ({pending.kind})"
            )

    def apply(self, state: GameState, action: A.Action, online: bool) -> tuple[list, GameState]:
        try:
            return step(state, action) if online else run(state, action)
        except IllegalAction as error:
            raise IllegalMove.from_engine(error) from None
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
            # Well-typed but nonsensical input (an unknown die id deep in a payment, say).
            logger.warning("action %r failed in the engine: %r", action, error)
            raise MalformedAction(f"{action.name} could not be applied: {error}") from None

    def is_chance(self, action: A.Action) -> bool:
        return isinstance(action, A.RANDOM_ACTIONS)

    def chance_confirmer(self, action: A.Action, kind: str, reporter: int) -> int | None:
        """A seat's own draw or roll counts when it reports it; the toss belongs to nobody."""
        if kind == "toss":
            return 1 - reporter
        seat = action.player
        return None if seat == reporter else seat

    def chance_seat(self, action: A.Action, kind: str) -> int | None:
        return None if kind == "toss" else action.player

    def settle(self, state: GameState) -> tuple[list, GameState]:
        events: list = []
        while (chance := resolve_random(state)) is not None:
            more, state = run(state, chance)
            events.extend(more)
        return events, state

    def to_records(self, events: Iterable[Any], start: int) -> list[dict[str, Any]]:
        return to_records(events, start=start)

    def waiting_for(self, state: GameState) -> dict[str, Any] | None:
        pending = waiting_for(state)
        return None if pending is None else {"kind": pending.kind, "player": pending.player}

    def legal_actions(self, state: GameState, index: int) -> list[dict[str, Any]]:
        return [a.to_dict() for a in legal_actions(state, index)]

    def decisions(
        self, state: GameState, index: int
    ) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        with sharing(state):  # the verdicts, energy sources and batches: asked once
            return self.legal_actions(state, index), self.choices(state, index)

    def sharing(self, state: GameState) -> AbstractContextManager[None]:
        return sharing(state)  # what it waits for, the verdicts: worked out once meanwhile

    def choices(self, state: GameState, index: int) -> dict[str, Any] | None:
        choice = choices(state, index)
        return None if choice is None else choice_dict(choice)

    def view(self, state: GameState, viewer: str) -> dict[str, Any]:
        return view(state, viewer)

    def brief_view(self, state: GameState, viewer: str) -> dict[str, Any]:
        pending = waiting_for(state)  # as the view's (games/engine/views.py), alone
        if pending is None:
            return {"waiting_for": None}
        options = list(pending.options)
        return {"waiting_for": {"kind": pending.kind, "player": pending.player, "options": options}}

    def outcome(self, state: GameState) -> dict[str, Any] | None:
        if state.outcome is None:
            return None
        return {"winner": state.outcome.winner, "termination": state.outcome.termination.value}

    def bot_action(self, state: GameState, bot: str, player: int, rng: random.Random) -> A.Action:
        return BOTS[bot](state, player, rng)

    def clock(self, state: GameState) -> int:
        return state.turn  # a round clock counts turns

    def call_time(self, state: GameState) -> tuple[list, GameState] | None:
        """Time for the game: this turn is turn 0, then its extra turns (organized play)."""
        if state.time_called_turn is not None or state.turn < 1:
            return None
        return run(state, A.CallTime(player=None))

    # --- rulings -------------------------------------------------------------------------

    def ruling(self, state: GameState, kind: str, judge: str, params: Mapping[str, Any]):
        if kind == "annotate":
            return A.JudgeAnnotate(
                player=None,
                judge=judge,
                about_seq=ruling_int(params, "about_seq"),
                text=ruling_text(params, "text"),
            )
        if kind == "set_life":
            return A.JudgeSetLife(
                player=None,
                judge=judge,
                target=ruling_int(params, "target"),
                life=ruling_int(params, "life"),
                reason=ruling_text(params, "reason"),
            )
        raise MalformedAction(f"kind must be one of {self.ruling_kinds}", "ruling/bad_kind")

    def rewind(self, state: GameState, target: GameState, judge: str, to_seq: int, reason: str):
        action = A.JudgeRewind(player=None, judge=judge, to_seq=to_seq, reason=reason)
        try:
            return rewind(state, target, action)
        except IllegalAction as error:
            raise IllegalMove.from_engine(error) from None

    def rewind_points(self, records: Sequence[Mapping[str, Any]], seed: str | None) -> list[int]:
        try:
            return rewind_points(records, self.definitions(records), seed=seed)
        except CorruptLog as error:
            raise replay_failed(error) from error

    def is_decision(self, event_type: str) -> bool:
        return bool(getattr(ev.REGISTRY.get(event_type), "decision", False))


def _check_types(action: A.Action) -> None:
    """Field types as the action's defaults have them; JSON leaves only (no objects)."""
    for name, required, default in _fields_of(type(action)):
        value = getattr(action, name)
        if name == "player":
            ok = value is None or (type(value) is int)
        elif required:
            ok = True
        else:
            ok = type(value) is type(default) and _plain(value)
        if not ok:
            raise MalformedAction(f"{action.name}.{name} has the wrong type")


@functools.cache
def _fields_of(cls: type) -> tuple[tuple[str, bool, Any], ...]:
    """(name, required, default) of an action class (msgspec works them out from type
    hints on every call: a third of a millisecond per move)."""
    return tuple((f.name, f.required, f.default) for f in msgspec.structs.fields(cls))


def _plain(value: Any) -> bool:
    if isinstance(value, tuple):
        return all(_plain(v) for v in value)
    if isinstance(value, str):
        return len(value) <= ACTION_TEXT_MAX_CHARS
    if isinstance(value, msgspec.Struct):  # a declared effect (issue 7): its fields are plain
        return all(_plain(getattr(value, f)) for f in value.__struct_fields__)
    return value is None or isinstance(value, int)
