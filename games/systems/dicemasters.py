"""Dice Masters (the 2018 books): the first game system, over games/engine and the catalog."""

from __future__ import annotations

import functools
import logging
import random
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import msgspec
from django.db import DatabaseError

from cards import catalog as card_files
from cards import services as card_services
from cards.errors import CatalogError
from cards.models import Card
from games import options as setup_options
from games.engine import (
    BOTS,
    DEMO_BASIC_ACTIONS,
    DEMO_FORMAT,
    DEMO_TEAMS,
    FIRST_RULES_EDITION,
    FORMATS,
    RANDOM_KINDS,
    RULES_EDITION,
    CorruptLog,
    GameState,
    IllegalAction,
    RulesEditionChanged,
    Zone,
    choice_dict,
    choices,
    create_game,
    legal_actions,
    load_schema,
    replay,
    resolve_random,
    rewind,
    rewind_points,
    run,
    snapshot,
    step,
    to_records,
    view,
    waiting_for,
)
from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.flow.randomness import draft_basic_actions, draft_draw_problem
from games.engine.model.draft import FORMAT as DRAFT_FORMAT
from games.errors import IllegalMove, MalformedAction, NotAllowed
from games.systems import dm_teamlists, sealed
from games.systems.base import (
    EventSettings,
    GameSystem,
    NewGame,
    ReplayFailed,
    ruling_int,
    ruling_text,
)

logger = logging.getLogger(__name__)

# Card and die ids are a few dozen characters; a longer string in an action is not an id.
ACTION_TEXT_MAX_CHARS = 200


class DiceMasters(GameSystem):
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
            draft_pool, offered, count = _draft_setup(teams)
            offered = tuple(sorted(set(offered)))  # recorded, so the audit re-draws them
            teams = ((), ())
            basic_actions = (draft_basic_actions(seed, offered, count), ())
        if teams is None and len(names) > 2:  # Doubles, no lists: our own set's, per seat
            team_format = options.get("team_format") or "doubles"
            teams, basic_actions = zip(
                *(_team(None, seat, team_format) for seat in range(len(names))), strict=True
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

    def choices(self, state: GameState, index: int) -> dict[str, Any] | None:
        choice = choices(state, index)
        return None if choice is None else choice_dict(choice)

    def view(self, state: GameState, viewer: str) -> dict[str, Any]:
        return view(state, viewer)

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
            raise _failed(error) from error

    def is_decision(self, event_type: str) -> bool:
        return bool(getattr(ev.REGISTRY.get(event_type), "decision", False))

    # --- logs ----------------------------------------------------------------------------

    def definitions(self, records: Sequence[Mapping[str, Any]]) -> Any:
        return card_services.definitions_for_log(records)

    def replay(
        self,
        records: Sequence[Mapping[str, Any]],
        *,
        seed: str | None = None,
        to_seq: int | None = None,
        definitions: Any = None,
    ) -> GameState:
        cards = definitions if definitions is not None else self.definitions(records)
        try:
            return replay(records, cards, seed=seed, to_seq=to_seq)
        except CorruptLog as error:
            raise _failed(error) from error
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
            # A field of the wrong type can crash the engine before it says CorruptLog.
            raise ReplayFailed(E.LOG_UNREADABLE, repr(error), None) from error

    def rules_edition(self, records: Sequence[Mapping[str, Any]]) -> dict[str, int] | None:
        recorded = records[0].get("rules_edition", FIRST_RULES_EDITION) if records else None
        if type(recorded) is not int:  # no log, or a genesis replay refuses anyway
            return None
        return {"recorded": recorded, "current": RULES_EDITION}

    def first_event_problem(self, first: Mapping[str, Any]) -> str | None:
        if first.get("seq") != 0:
            return "GameCreated must have seq 0"
        try:
            genesis = ev.event_from_dict(dict(first))
        except (KeyError, TypeError, ValueError) as error:
            return f"unreadable GameCreated: {error}"
        assert isinstance(genesis, ev.GameCreated)
        if genesis.version != ev.LOG_FORMAT_VERSION:
            return f"log format version {genesis.version} is not supported"
        rules = self.rules_of(first)
        if rules not in self.rulesets:
            return f"ruleset {rules!r} is not one {self.name} plays"
        return None

    def replay_definitions(
        self, records: Sequence[Mapping[str, Any]], directory: str | None
    ) -> Any:
        """By default the shipped files when they match the log's cards_digest, else the
        definitions the catalog stored under it (content-addressed: they match it by
        construction); the files of `directory` when given. Files must match the digest."""
        genesis = records[0]
        digest = str(genesis.get("cards_digest", "") or "")
        used = card_services.used_card_ids(genesis)
        shipped = str(Path(card_files.DATA).resolve())
        if directory is None and digest and card_files.digest_for(used, shipped) != digest:
            try:
                stored = card_services.definitions_for_digest(digest)
            except DatabaseError:  # no database here: the files will do
                stored = None
            if stored is not None:
                return stored
        # The shipped files, when they match, are the same content by digest: no database.
        directory = directory or shipped
        if digest and card_files.digest_for(used, directory) != digest:
            message = "these card definitions are not the ones the game used"
            raise ReplayFailed(E.LOG_CARDS, message, 0)
        return card_files.catalog(directory)

    def summary(self, state: GameState, events: int, to_seq: int | None, seeded: bool) -> str:
        names = [p.name for p in state.players]
        last = state.seq - 1
        lines = [
            f"valid: {events} events" if to_seq is None else f"state at seq {last} (of {events})",
            _sides(names),
            f"turn {state.turn}, step {state.step.value}, active player {state.active}",
            "life: " + ", ".join(f"{p.name} {p.life}" for p in state.players),
        ]
        if state.outcome is not None:
            winner = state.outcome.winner
            side = " & ".join(names[winner::2]) if winner is not None else ""
            who = "draw" if winner is None else f"{side} ({winner}) wins"
            lines.append(f"outcome: {who} by {state.outcome.termination.value}")
        else:
            pending = waiting_for(state)
            if pending is not None:
                lines.append(f"waiting for: {pending.kind} (player {pending.player})")
        for index, player in enumerate(state.players):
            zones = ", ".join(f"{z.value} {len(state.in_zone(index, z))}" for z in Zone)
            lines.append(f"{player.name} dice: {zones}")
        if not seeded and state.seed_hash:
            lines.append("random outcomes were checked for legality only (no --seed given)")
        return "\n".join(lines)

    def catalog_report(self, records: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
        return card_services.cards_report(records)

    def setup_report(
        self, records: Sequence[Mapping[str, Any]], seed: str | None
    ) -> dict[str, Any] | None:
        """Draft Teams: the three or four Basic Action Cards drawn from the seed at creation
        (001:L877-878) must be the seed's draw from those offered; the picks (CardDrafted)
        are decisions the replay decides again."""
        try:
            genesis = ev.event_from_dict(dict(records[0]))
        except (IndexError, KeyError, TypeError, ValueError):
            return None  # the replay reports an unreadable first event
        if not isinstance(genesis, ev.GameCreated) or not genesis.draft_pool:
            return None
        report: dict[str, Any] = {
            "kind": "draft_basic_actions",
            "centre": list(genesis.basic_actions[0]),
            "offered": list(genesis.draft_offered),
            "picks": sum(1 for r in records if r.get("type") == "CardDrafted"),
        }
        if not genesis.draft_offered:
            problem: str | None = "the Basic Action Cards the draw was made from are not recorded"
        elif seed is None:
            return {**report, "ok": None, "detail": "seed not revealed yet"}
        else:
            problem = draft_draw_problem(genesis, seed)
        if problem:
            return {**report, "ok": False, "detail": problem}
        return {**report, "ok": True, "detail": "the seed draws the centre's Basic Action Cards"}

    def log_schema(self) -> dict[str, Any]:
        return load_schema()

    snapshots = True

    def encode_snapshot(self, state: GameState, tag: str) -> bytes:
        return snapshot.encode(state, tag)

    def decode_snapshot(self, blob: bytes, definitions: Any, seed: str | None) -> tuple:
        """(tag, state); snapshot.SnapshotError (a ValueError) for bytes that are not one."""
        return snapshot.decode(blob, definitions, seed=seed)

    # --- events --------------------------------------------------------------------------

    def match_game(
        self, settings: EventSettings, team_lists: tuple[Any, ...], chooser: int | None
    ) -> dict[str, Any]:
        """The registered lists, one per seat (four in Doubles); a player who sent none (in an
        event that does not require one) plays a team of our own set in the event's format
        (games/systems/ocr_teams.py)."""
        team_format = settings.team_format or "standard"
        if team_format == DRAFT_FORMAT:  # no lists: the teams are drafted in the game
            options = {
                "rules": settings.rules,
                "starting_life": settings.starting_life,
                "chooser": chooser,
                "team_format": team_format,
            }
            return {"teams": settings.pool or {}, "basic_actions": None, "options": options}
        teams, bacs = zip(
            *(_team(team_lists[seat], seat, team_format) for seat in range(len(team_lists))),
            strict=True,
        )
        options: dict[str, Any] = {
            "rules": settings.rules,
            "starting_life": settings.starting_life,
            "chooser": chooser,
            "team_format": team_format,
        }
        return {"teams": tuple(teams), "basic_actions": tuple(bacs), "options": options}

    def team_problems(self, team_list: Any, settings: EventSettings) -> list[dict[str, str]]:
        """The engine's team rules under the event's format, and the event's own (legal sets,
        bans, dice faces online, executed cards, a sealed pool): games/systems/dm_teamlists.py."""
        return dm_teamlists.problems(settings, dm_teamlists.submission_of(team_list))

    def teams_problems(
        self, teams: Mapping[Any, Any], settings: EventSettings
    ) -> dict[Any, list[dict[str, str]]]:
        return dm_teamlists.many_problems(settings, teams)

    def read_team_list(self, data: Mapping[str, Any]) -> dict[str, Any]:
        """A Team Builder link ({"link"}) or the cards ({"cards", "basic_actions"})."""
        return dm_teamlists.read(data)

    def describe_team(self, team: Any, settings: EventSettings) -> dict[str, Any]:
        return dm_teamlists.describe(settings, team)

    def sealed_pool(self, seed: str, settings: EventSettings) -> dict[str, Any] | None:
        """Rainbow Draft formats: packs of the event's legal sets (our own set when it names
        none), online only of cards the engine can roll (and executes, if the event asks)."""
        rules = sealed.PACKS.get(settings.team_format)
        if rules is None:
            return None
        rows = Card.objects.select_related("set")
        legal = [s.lower() for s in settings.legal_sets] or ["ocr"]
        rows = rows.filter(set__code__in=legal)
        if settings.online:
            rows = rows.filter(has_faces=True)
        if settings.executed_only:
            rows = rows.filter(executed=True)
        cards = [
            (c.engine_id, c.kind, c.rarity) for c in rows if c.engine_id not in banned(settings)
        ]
        return sealed.open_pool(seed, rules, cards)

    def bot_team_from_pool(self, pool: Any, index: int) -> Any:
        """The pool's cards with the most copies (then the dearest), up to 8 and 20 dice;
        the pool's Basic Action Cards (Double Rainbow) or our set's (Rainbow)."""
        from games.systems.ocr_teams import TEAMS

        rows = card_services.cards_by_engine_id(list(pool.get("cards") or {}))
        ranked = sorted(
            (pool["cards"].items()),
            key=lambda item: (-item[1], -(rows[item[0]].cost if item[0] in rows else 0), item[0]),
        )
        names: set[str] = set()
        cards, total = [], 0
        for card_id, copies in ranked:
            row = rows.get(card_id)
            if row is None or row.name.casefold() in names or len(cards) == 8:
                continue
            dice = min(int(copies), row.max_dice, 20 - total)
            if dice < 1:
                break
            names.add(row.name.casefold())
            cards.append([card_id, dice])
            total += dice
        bacs = list(pool.get("basic_actions") or ())[:2]
        if pool.get("format") != "double-rainbow" or len(bacs) < 2:
            bacs = list(TEAMS[index % len(TEAMS)][1])
        return {"cards": cards, "basic_actions": bacs}

    def team_versions(self, team: Any) -> dict[str, str]:
        return dm_teamlists.versions(team)

    def bot_team_list(self, index: int, settings: EventSettings) -> Any:
        """Teams of our own set, every card executed (cat's games/systems/ocr_teams.py)."""
        from games.systems.ocr_teams import team_for

        if settings.team_format == DRAFT_FORMAT:
            return {}  # drafted in each game

        cards, bacs = team_for(index, FORMATS[settings.team_format or "standard"])
        return {"cards": [list(entry) for entry in cards], "basic_actions": list(bacs)}


def banned(settings: EventSettings) -> set[str]:
    return {b.lower() for b in settings.banned}


def _draft_setup(spec: Any) -> tuple[tuple[tuple[str, int], ...], tuple[str, ...], int]:
    """A draft game's centre: {"pool": [[card, dice], ...], "basic_actions": [offered ids],
    "basic_action_count": 3 or 4}; by default our own set's cards with 2 dice each (the
    stand-in teams' cards) and its Basic Action Cards, three of them drawn."""
    from games.systems.ocr_teams import TEAMS

    spec = spec if isinstance(spec, Mapping) else {}
    pool = spec.get("pool")
    if pool is None:
        cards = sorted({card for team in TEAMS for card, _ in team[0]})
        pool = [(card, 2) for card in cards]
    offered = spec.get("basic_actions")
    if offered is None:
        offered = sorted({b for team in TEAMS for b in team[1]})
    count = spec.get("basic_action_count", 3)
    try:
        pool = tuple((str(card), int(dice)) for card, dice in pool)
        offered = tuple(str(b) for b in offered)
    except (TypeError, ValueError):
        raise MalformedAction("a draft pool is [[card, dice], ...]", "game/bad_setup") from None
    if count not in (3, 4) or len(pool) > 200:
        raise MalformedAction(
            "three or four Basic Action Cards; at most 200 cards", "game/bad_setup"
        )
    return pool, offered, count


def _sides(names: Sequence[str]) -> str:
    """ "players: ann (0) vs bob (1)"; Doubles: "ann (0) & cat (2) vs bob (1) & dan (3)"."""
    sides = (" & ".join(f"{names[s]} ({s})" for s in range(side, len(names), 2)) for side in (0, 1))
    return "players: " + " vs ".join(sides)


def _team(team_list: Any, seat: int | None, team_format: str) -> tuple[tuple, tuple]:
    """A registration's team list; when none was sent and a `seat` is given, a team of our
    own set for that seat in the event's format."""
    team = team_list if isinstance(team_list, Mapping) else {}
    cards = tuple(tuple(entry) for entry in team.get("cards", ()))
    basic = tuple(team.get("basic_actions", ()))
    if seat is not None and not (cards and basic):
        from games.systems.ocr_teams import team_for

        return team_for(seat, FORMATS[team_format])
    return cards, basic


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


def _failed(error: CorruptLog) -> ReplayFailed:
    """The engine's CorruptLog for the platform; a log of another rules edition keeps both
    editions and today's reason (RulesEditionChanged)."""
    if isinstance(error, RulesEditionChanged):
        return ReplayFailed(
            error.code,
            error.message,
            error.seq,
            error.rule,
            editions=(error.recorded, error.current),
            cause=(error.cause.code, error.cause.message),
        )
    return ReplayFailed(error.code, error.message, error.seq, error.rule)
