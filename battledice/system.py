"""Marvel Heroes Battle Dice as a game system (games/systems): the registry entry over the
pure engine (battledice/engine) and the figure and die catalog (battledice/catalog.py).

A game's first event carries the figures and dice it is played with, so its log replays
without any catalog, and no catalog change alters a game already created.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict
from typing import Any

import msgspec

from battledice import catalog
from battledice import engine as mb
from battledice.engine import actions as A
from battledice.engine import errors as E
from battledice.engine import events as ev
from battledice.engine import snapshot
from battledice.engine.schema import log_schema
from games.errors import IllegalMove, MalformedAction, NotAllowed
from games.systems.base import (
    EventSettings,
    GameSystem,
    NewGame,
    ReplayFailed,
    TeamListRefused,
    ruling_int,
)

logger = logging.getLogger(__name__)
TEXT_MAX = 300
OPTION_NAMES = ("rules", "team_value", "cosmic_game", "choose_sides")


class BattleDice(GameSystem):
    id = "battledice"
    name = "Marvel Heroes Battle Dice"
    rulesets = mb.RULES
    ruleset_labels = {
        "mb-2006": "Marvel Heroes Battle Dice",
        "mb-2006-basic": "Marvel Heroes Battle Dice, basic game",
    }
    genesis_type = ev.GENESIS
    team_list_fields = (
        ("figures", "Figures (ids, one a line; Value 30, MB-18)"),
        ("dice", "Battle dice (ids, one a line; one a figure)"),
    )
    templates = {"play": "battledice/table.html", "judge": "battledice/table.html"}
    ruling_kinds = ("annotate", "uphold", "overturn", "rewind")
    changing_rulings = ("RulingUpheld", "RulingOverturned", "RulingRewound")
    bots = tuple(mb.BOTS)

    def rules_of(self, genesis: Mapping[str, Any]) -> str:
        return str(genesis.get("rules", ""))

    # --- setup ---------------------------------------------------------------------------

    def new_game(
        self,
        names: tuple[str, str],
        teams: Any,
        basic_actions: Any,
        options: Mapping[str, Any],
        mode: str,
        seed: str,
    ) -> NewGame:
        if basic_actions is not None:
            raise MalformedAction("Battle Dice has no Basic Action Cards", "game/bad_setup")
        engine_options = game_options(options, mode)
        basic = engine_options.game == "basic"
        try:
            pair = catalog.demo_teams(basic) if teams is None else _two_teams(teams)
        except catalog.CatalogError as error:
            raise MalformedAction(str(error), "game/bad_setup") from None
        figures, dice = catalog.records_for(
            (f for t in pair for f in t.figures), (d for t in pair for d in t.dice)
        )
        try:
            state, events = mb.create_game(names, pair, figures, dice, engine_options, seed)
        except mb.IllegalAction as error:
            raise MalformedAction(error.message, error.code) from None
        return NewGame(asdict(engine_options), state, _records(events[:1], 0)[0], tuple(events[1:]))

    # --- playing -------------------------------------------------------------------------

    def parse_action(self, data: Any, index: int) -> A.Action:
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise MalformedAction("an action is an object with a string 'type'")
        cls = A.ACTIONS.get(data["type"])
        if cls is None:
            raise MalformedAction(f"unknown action type {data['type']!r}", E.ACTION_UNKNOWN)
        if cls is A.CallTime:
            raise NotAllowed("action/organizer_only", "only the organizer calls time")
        if cls in A.JUDGE_ACTIONS:
            raise NotAllowed("action/judges_only", "judges rule through the rulings endpoint")
        data = dict(data)
        if cls in A.CHANCE_ACTIONS:
            data["player"] = None
        else:
            data.setdefault("player", index)
            if data["player"] != index:
                raise NotAllowed(E.NOT_YOURS, f"you play as player {index}")
        try:
            action = A.action_from_dict(data)
        except (KeyError, TypeError, ValueError) as error:
            raise MalformedAction(f"bad fields for {data['type']}: {error}") from None
        _check_types(action)
        return action

    def check_may_act(self, state: mb.GameState, index: int, action: A.Action) -> None:
        pending = mb.waiting_for(state)
        if pending is None or isinstance(action, A.Concede):
            return  # the engine refuses acting after the end with game/over
        if pending.kind in mb.CHANCE_KINDS or pending.player is None:
            return  # paper play: either player reports; a judge's turn: the engine refuses
        if pending.player != index:
            raise NotAllowed(E.NOT_YOURS, f"player {pending.player} must decide ({pending.kind})")

    def apply(self, state: mb.GameState, action: A.Action, online: bool) -> tuple[list, Any]:
        try:
            return mb.step(state, action) if online else mb.run(state, action)
        except mb.IllegalAction as error:
            raise IllegalMove.from_engine(error) from None
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
            logger.warning("action %r failed in the Battle Dice engine: %r", action, error)
            raise MalformedAction(f"{action.name} could not be applied: {error}") from None

    def is_chance(self, action: A.Action) -> bool:
        return isinstance(action, A.CHANCE_ACTIONS)

    def chance_confirmer(self, action: A.Action, kind: str, reporter: int) -> int | None:
        """Rolls, roll-offs and openings concern both players' dice: the other confirms."""
        return 1 - reporter

    def settle(self, state: mb.GameState) -> tuple[list, mb.GameState]:
        return mb.settle(state)

    def to_records(self, events: Iterable[Any], start: int) -> list[dict[str, Any]]:
        return _records(events, start)

    def waiting_for(self, state: mb.GameState) -> dict[str, Any] | None:
        pending = mb.waiting_for(state)
        return None if pending is None else {"kind": pending.kind, "player": pending.player}

    def legal_actions(self, state: mb.GameState, index: int) -> list[dict[str, Any]]:
        return [a.to_dict() for a in mb.legal_actions(state, index)]

    def view(self, state: mb.GameState, viewer: str) -> dict[str, Any]:
        return mb.view(state, viewer)

    def outcome(self, state: mb.GameState) -> dict[str, Any] | None:
        if state.outcome is None:
            return None
        return {"winner": state.outcome.winner, "termination": state.outcome.termination.value}

    def bot_action(self, state: mb.GameState, bot: str, player: int, rng: random.Random):
        return mb.BOTS[bot](state, player, rng)

    def clock(self, state: mb.GameState) -> int:
        return state.battles  # a round clock counts battles

    def call_time(self, state: mb.GameState) -> tuple[list, mb.GameState] | None:
        """The round in progress is played out, then captures decide (docs/rulings.md)."""
        if state.over or state.time_called:
            return None
        events, after = mb.run(state, A.CallTime(player=None))
        more, after = mb.settle(after)
        return events + more, after

    # --- rulings -------------------------------------------------------------------------

    def ruling(self, state: mb.GameState, kind: str, judge: str, params: Mapping[str, Any]):
        if kind == "annotate":
            return A.JudgeAnnotate(
                player=None,
                judge=judge,
                about_seq=ruling_int(params, "about_seq"),
                text=_text(params, "text"),
            )
        if kind in ("uphold", "overturn"):
            cls = A.JudgeUphold if kind == "uphold" else A.JudgeOverturn
            return cls(player=None, judge=judge, reason=_text(params, "reason"))
        raise MalformedAction(f"kind must be one of {self.ruling_kinds}", "ruling/bad_kind")

    def rewind(self, state: mb.GameState, target: mb.GameState, judge: str, to_seq: int, reason):
        action = A.JudgeRewind(player=None, judge=judge, to_seq=to_seq, reason=reason)
        try:
            return mb.rewind(state, target, action)
        except mb.IllegalAction as error:
            raise IllegalMove.from_engine(error) from None

    def rewind_points(self, records: Sequence[Mapping[str, Any]], seed: str | None) -> list[int]:
        try:
            return mb.rewind_points(records, seed=seed)
        except mb.CorruptLog as error:
            raise ReplayFailed(error.code, error.message, error.seq, error.rule) from error

    def is_decision(self, event_type: str) -> bool:
        return bool(getattr(ev.REGISTRY.get(event_type), "decision", False))

    # --- logs ----------------------------------------------------------------------------

    def definitions(self, records: Sequence[Mapping[str, Any]]) -> Any:
        return None  # the first event carries every record the game uses

    def replay(
        self,
        records: Sequence[Mapping[str, Any]],
        *,
        seed: str | None = None,
        to_seq: int | None = None,
        definitions: Any = None,
    ) -> mb.GameState:
        try:
            return mb.replay(records, seed=seed, to_seq=to_seq)
        except mb.CorruptLog as error:
            raise ReplayFailed(error.code, error.message, error.seq, error.rule) from error
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
            raise ReplayFailed(E.LOG_UNREADABLE, repr(error), None) from error

    def first_event_problem(self, first: Mapping[str, Any]) -> str | None:
        if first.get("seq") != 0:
            return f"{ev.GENESIS} must have seq 0"
        try:
            genesis = ev.event_from_dict(dict(first))
        except (KeyError, TypeError, ValueError) as error:
            return f"unreadable {ev.GENESIS}: {error}"
        assert isinstance(genesis, ev.BattleDiceGameCreated)
        if genesis.version != ev.LOG_FORMAT_VERSION:
            return f"log format version {genesis.version} is not supported"
        if genesis.rules not in self.rulesets:
            return f"ruleset {genesis.rules!r} is not one {self.name} plays"
        return None

    def replay_definitions(self, records: Sequence[Mapping[str, Any]], directory: str | None):
        return None

    # --- snapshots (games/state_cache.py): MessagePack, no pickle, no seed -----------------

    snapshots = True

    def encode_snapshot(self, state: mb.GameState, tag: str) -> bytes:
        return snapshot.encode(state, tag)

    def decode_snapshot(self, blob: bytes, definitions: Any, seed: str | None) -> tuple:
        """(tag, state); snapshot.SnapshotError (a ValueError) for bytes that are not one.
        The figures' and dice's records are in the snapshot (`definitions` is None)."""
        return snapshot.decode(blob, seed)

    def summary(self, state: mb.GameState, events: int, to_seq: int | None, seeded: bool) -> str:
        names = [p.name for p in state.players]
        lines = [
            f"valid: {events} events"
            if to_seq is None
            else f"state at seq {state.seq - 1} (of {events})",
            f"players: {names[0]} (0) vs {names[1]} (1)",
            f"{state.options.game} game, round {state.round}, {state.battles} battles",
            "captured foes: " + ", ".join(f"{p.name} {p.captured}" for p in state.players),
        ]
        if state.outcome is not None:
            winner = state.outcome.winner
            who = "draw" if winner is None else f"{names[winner]} ({winner}) wins"
            lines.append(f"outcome: {who} by {state.outcome.termination.value}")
        elif (pending := mb.waiting_for(state)) is not None:
            lines.append(f"waiting for: {pending.kind} (player {pending.player})")
        if not seeded and state.seed_hash:
            lines.append("rolls and sealed loads were checked for legality only (no --seed given)")
        return "\n".join(lines)

    def catalog_report(self, records: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
        genesis = records[0] if records else {}
        figures = [f.get("id") for f in genesis.get("figures") or () if isinstance(f, dict)]
        dice = [d.get("id") for d in genesis.get("dice") or () if isinstance(d, dict)]
        stand_ins = [
            r.get("id")
            for r in [*(genesis.get("figures") or ()), *(genesis.get("dice") or ())]
            if isinstance(r, dict) and r.get("stand_in")
        ]
        return {"embedded": True, "figures": figures, "dice": dice, "stand_ins": stand_ins}

    def log_schema(self) -> dict[str, Any]:
        return log_schema()

    # --- pages ---------------------------------------------------------------------------

    def page_context(self, request: Any, game: Any, page: str) -> dict[str, Any]:
        """The table rendered on the server: the viewer's view, their legal actions as
        buttons and forms, and on the judge page the log and the state at ?seq=N."""
        from django.urls import reverse

        from battledice import pages
        from games import services
        from games.errors import GameError

        user = request.user
        you = services.player_index(game, user)
        error = ""
        data = services.player_view(game, user)
        if page == "judge" and request.GET.get("seq", "").isdigit():
            try:
                data = services.judge_state_at(game, user, int(request.GET["seq"]))
            except GameError as refused:
                error = f"{refused.code}: {refused.message}"
        view = data["view"]
        legal = []
        if page == "play" and you is not None and game.status == "active":
            legal = services.legal_action_dicts(game, user)
        log = services.log_records(game) if page == "judge" else []
        return {
            "page": page,
            "table": view,
            "seat": you,
            "mats": [view["players"][i] | {"index": i} for i in _seats_first(you)],
            "buttons": pages.buttons(legal),
            "choices": pages.choices(view, you),
            "chance_report": data.get("chance_report"),
            "log": [
                {"seq": r["seq"], "type": r["type"], "declared": r.get("declared")} for r in log
            ],
            "stat_names": pages.STAT_NAMES,
            "expected_seq": game.head_seq,
            "act_url": reverse("battledice:act", args=[game.pk]),
            "rule_url": reverse("battledice:rule", args=[game.pk]),
            "may_rule": you is None and services.is_judge(user, game),
            "page_error": error,
        }

    # --- events --------------------------------------------------------------------------

    def match_game(
        self, settings: EventSettings, team_lists: tuple[Any, Any], chooser: int | None
    ) -> dict[str, Any]:
        """The registered teams (the demo teams of each seat when none was sent); a match's
        games need no chooser: nobody goes first in Battle Dice."""
        basic = settings.rules == "mb-2006-basic"
        demo = catalog.demo_teams(basic)
        teams = []
        for seat, team_list in enumerate(team_lists):
            team = catalog.team_from(team_list) if team_list else demo[seat]
            teams.append({"figures": list(team.figures), "dice": list(team.dice)})
        return {"teams": tuple(teams), "basic_actions": None, "options": {"rules": settings.rules}}

    def team_problems(self, team_list: Any, settings: EventSettings) -> list[dict[str, str]]:
        """MB-18 with the event's ruleset: Value 30 in the standard game (docs/rulings.md)."""
        try:
            team = catalog.team_from(team_list)
        except catalog.CatalogError as error:
            return [
                {
                    "code": "team/malformed",
                    "item": "",
                    "card": "",
                    "rule": "",
                    "message": str(error),
                }
            ]
        options = game_options({"rules": settings.rules}, "online")
        figures, dice = catalog.records_for(team.figures, team.dice)
        problems = mb.team_problems(
            team,
            {f.id: f for f in figures},
            {d.id: d for d in dice},
            options.team_value,
            options.cosmic_game,
        )
        return [
            {"code": p.code, "item": p.item, "card": p.item, "rule": p.rule, "message": p.message}
            for p in problems
        ]

    def read_team_list(self, data: Mapping[str, Any]) -> dict[str, Any]:
        """{"figures": [ids], "dice": [ids]}: figures by Value, a battle die each (MB-18)."""
        try:
            team = catalog.team_from({k: data.get(k) for k in ("figures", "dice")})
        except catalog.CatalogError as error:
            raise TeamListRefused("team_list/bad_body", str(error)) from None
        return {"figures": list(team.figures), "dice": list(team.dice)}

    def describe_team(self, team_list: Any, settings: EventSettings) -> dict[str, Any]:
        """Each figure with its Value and flags, each die with its rule, the total Value."""
        found = self.team_problems(team_list, settings)
        try:
            team = catalog.team_from(team_list)
        except catalog.CatalogError:
            return {"team": team_list, "items": [], "link": "", "valid": False, "problems": found}
        figures, dice = catalog.records_for(team.figures, team.dice)
        by_id = {f.id: f for f in figures}
        dice_by_id = {d.id: d for d in dice}
        items = []
        for figure_id in team.figures:
            figure = by_id.get(figure_id)
            items.append(
                {
                    "card": figure_id,
                    "title": figure.name if figure else figure_id,
                    "kind": "figure",
                    "dice": None,
                    "value": figure.value if figure else None,
                    "cosmic": bool(figure and figure.cosmic),
                    "nonunique": bool(figure and figure.nonunique),
                }
            )
        for die_id in team.dice:
            die = dice_by_id.get(die_id)
            items.append(
                {
                    "card": die_id,
                    "title": die.name if die else die_id,
                    "kind": "battle_die",
                    "dice": 1,
                    "rule": die.rule if die else "",
                }
            )
        value = sum(by_id[f].value for f in team.figures if f in by_id)
        return {
            "team": {"figures": list(team.figures), "dice": list(team.dice)},
            "items": items,
            "value": value,
            "link": "",
            "valid": not found,
            "problems": found,
        }

    def bot_team_list(self, index: int, settings: EventSettings) -> Any:
        team = catalog.demo_teams(settings.rules == "mb-2006-basic")[index % 2]
        return {"figures": list(team.figures), "dice": list(team.dice)}


def _seats_first(you: int | None) -> tuple[int, int]:
    return (1, 0) if you == 1 else (0, 1)


def game_options(options: Mapping[str, Any], mode: str) -> mb.Options:
    """Known options of the right type; the basic game agrees on no Value by default (its
    teams are the starter set's, MB-7)."""
    if not isinstance(options, Mapping):
        raise MalformedAction("options is an object", "game/bad_setup")
    unknown = sorted(str(k) for k in options if k not in OPTION_NAMES)
    if unknown:
        raise MalformedAction(f"unknown game options {unknown}", "game/bad_setup")
    rules = options.get("rules", mb.RULES[0])
    if rules not in mb.RULES:
        raise MalformedAction(f"rules is one of {list(mb.RULES)}", "game/bad_setup")
    basic = rules == "mb-2006-basic"
    given = {
        "rules": rules,
        "game": "basic" if basic else "standard",
        "team_value": options.get("team_value", 0 if basic else 30),
        "cosmic_game": options.get("cosmic_game", False),
        "choose_sides": options.get("choose_sides", False),
        "randomness": "seed" if mode == "online" else "reported",
    }
    try:
        return mb.engine_options(given)
    except mb.IllegalAction as error:
        raise MalformedAction(error.message, "game/bad_setup") from None


def _two_teams(teams: Any) -> tuple[mb.Team, mb.Team]:
    if not isinstance(teams, list | tuple) or len(teams) != 2:
        raise catalog.CatalogError("teams are two team lists")
    return catalog.team_from(teams[0]), catalog.team_from(teams[1])


def _records(events: Iterable[Any], start: int) -> list[dict[str, Any]]:
    return [{"seq": start + n, **e.to_dict()} for n, e in enumerate(events)]


def _check_types(action: A.Action) -> None:
    """Each field has its default's type; strings are short; no objects."""
    for field in msgspec.structs.fields(action):
        value = getattr(action, field.name)
        if field.name == "player":
            ok = value is None or type(value) is int
        else:
            ok = type(value) is type(field.default) and _plain(value)
        if not ok:
            raise MalformedAction(f"{action.name}.{field.name} has the wrong type")


def _plain(value: Any) -> bool:
    if isinstance(value, tuple):
        return len(value) <= 64 and all(_plain(v) for v in value)
    if isinstance(value, str):
        return len(value) <= TEXT_MAX
    return value is None or type(value) in (int, bool)


def _text(params: Mapping[str, Any], name: str) -> str:
    value = params.get(name, "")
    if not isinstance(value, str) or len(value) > TEXT_MAX:
        raise MalformedAction(f"{name} is a string of at most {TEXT_MAX}", "ruling/bad_params")
    return value
