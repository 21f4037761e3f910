"""What a game system gives the platform: its rules engine behind one small interface.

The services (games/services.py), the rulings (games/disputes.py), the tournaments' online
play and simulation, the `replay` and `audit` commands and the pages only ever call these
methods; each system implements them over its own pure engine package. A state is whatever
the system's engine folds a log into; the platform reads two attributes of it: `seq` (the
next event's seq) and `over`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from typing import Any, ClassVar

State = Any
Action = Any
# The log is append-only: whatever text a ruling carries stays there forever.
RULING_TEXT_MAX_CHARS = 2000


def ruling_int(params: Mapping[str, Any], name: str) -> int:
    """A ruling's whole-number parameter, or MalformedAction ruling/bad_params."""
    from games.errors import MalformedAction

    value = params.get(name)
    if type(value) is not int:
        raise MalformedAction(f"{name} must be an integer", "ruling/bad_params")
    return value


def ruling_text(params: Mapping[str, Any], name: str) -> str:
    """A ruling's free text: a string (empty when left out) of bounded length."""
    from games.errors import MalformedAction

    value = params.get(name, "")
    if not isinstance(value, str):
        raise MalformedAction(f"{name} must be a string", "ruling/bad_params")
    if len(value) > RULING_TEXT_MAX_CHARS:
        raise MalformedAction(
            f"{name} is at most {RULING_TEXT_MAX_CHARS} characters", "ruling/text_too_long"
        )
    return value


class ReplayFailed(Exception):
    """A log that does not replay: where (`seq`, None when unknown), why (`code`, a log/...
    or rule reason code) and the rule broken, if any. Services turn it into LogCorrupt; an
    audit reports it.

    `editions` (recorded, current) when the log was recorded under another rules edition
    than the engine's (code RULES_EDITION_CHANGED): it could not be re-validated under
    current rules, which is no verdict of corruption; `cause` is then today's (code,
    message)."""

    def __init__(
        self,
        code: str,
        message: str,
        seq: int | None,
        rule: str = "",
        *,
        editions: tuple[int, int] | None = None,
        cause: tuple[str, str] | None = None,
    ) -> None:
        super().__init__(f"{code} at seq {seq}: {message}")
        self.code = code
        self.message = message
        self.seq = seq
        self.rule = rule
        self.editions = editions
        self.cause = cause


# The reason code of a replay that fails under a rules edition other than the log's.
RULES_EDITION_CHANGED = "log/rules_edition_changed"


@dataclass(frozen=True)
class NewGame:
    """A game about to be stored: the options as stored on its row, the state after its
    first event and what follows it at once, that event's record (seq 0) and the engine
    events that follow it (stored from seq 1, before any chance)."""

    options: dict[str, Any]
    state: State
    genesis: dict[str, Any]
    follows: tuple[Any, ...] = ()


@dataclass(frozen=True)
class EventSettings:
    """What an event tells a system about the games it starts: its ruleset and the settings
    an organizer chose (each system reads those that concern it)."""

    rules: str
    starting_life: int = 20
    team_format: str = ""
    # What an event's format adds to a system's own team rules (team lists): sets allowed
    # (empty: all), cards banned, online play (dice must be rollable) and executed cards only.
    format_label: str = ""  # the event's format as organizers named it
    legal_sets: tuple[str, ...] = ()
    banned: tuple[str, ...] = ()
    online: bool = False
    executed_only: bool = False
    # A format's own team-building rules (tournaments Format): at most N dice per card ("one
    # die per card"), every card from another set (10/10), one shared energy type (Single
    # Energy).
    max_dice_per_card: int | None = None
    different_sets: bool = False
    single_energy: bool = False
    # A sealed format's pool (tournaments/teamlists/sealed.py): a list is checked against it.
    pool: Any = None


class TeamListRefused(Exception):
    """A team list that cannot even be read (a bad link, unknown cards): a 400 with a reason
    code, and `problems` ({code, card, title, rule, message}) when there are several."""

    def __init__(self, code: str, message: str, problems: list[dict[str, str]] | None = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.problems = problems or []


class GameSystem:
    """One game system. Subclasses set the class attributes and implement every method;
    errors are the games layer's (games/errors.py): MalformedAction, NotAllowed, IllegalMove
    for refused input; ReplayFailed for a log that does not replay."""

    id: ClassVar[str] = ""
    name: ClassVar[str] = ""
    # The rulesets it plays, the first the default; a ruleset id names one system only.
    rulesets: ClassVar[tuple[str, ...]] = ()
    # Each ruleset in words, for forms and pages ("Dice Masters, 2018 rules").
    ruleset_labels: ClassVar[Mapping[str, str]] = {}
    # The `type` of the first event of its logs.
    genesis_type: ClassVar[str] = ""
    # The page templates that render its table: {"play": ..., "judge": ...}.
    templates: ClassVar[Mapping[str, str]] = {}
    # The rulings judges may make: kinds for the rulings endpoint.
    ruling_kinds: ClassVar[tuple[str, ...]] = ("annotate", "rewind")
    # Event types of rulings that change the game (a rewind warns before undoing them).
    changing_rulings: ClassVar[tuple[str, ...]] = ()
    # A team list's fields as the team page's plain form asks for them ((name, label), one
    # id a line); empty: the system has its own list builder (Dice Masters' Team Builder).
    team_list_fields: ClassVar[tuple[tuple[str, str], ...]] = ()
    # Its bots, by name (simulations play them against each other).
    bots: ClassVar[tuple[str, ...]] = ()

    # --- a log's first event -------------------------------------------------------------

    def rules_of(self, genesis: Mapping[str, Any]) -> str:
        """The ruleset a first event records (it is of this system's genesis type)."""
        raise NotImplementedError

    def new_game(
        self,
        names: tuple[str, ...],
        teams: Any,
        basic_actions: Any,
        options: Mapping[str, Any],
        mode: str,
        seed: str,
    ) -> NewGame:
        """Check the setup (options, catalog, teams) and create the game's first event."""
        raise NotImplementedError

    # --- playing -------------------------------------------------------------------------

    def parse_action(self, data: Any, index: int) -> Action:
        """A player's action from request JSON, acting as seat `index`."""
        raise NotImplementedError

    def check_may_act(self, state: State, index: int, action: Action) -> None:
        """NotAllowed unless seat `index` may take `action` now."""
        raise NotImplementedError

    def apply(self, state: State, action: Action, online: bool) -> tuple[list, State]:
        """Decide the action; online, the seeded chance that follows too."""
        raise NotImplementedError

    def is_chance(self, action: Action) -> bool:
        """Whether the action reports chance (a roll, a draw: paper play reports them)."""
        raise NotImplementedError

    def chance_confirmer(self, action: Action, kind: str, reporter: int) -> int | None:
        """On paper, the seat that must confirm `reporter`'s report of chance, or None when
        it counts at once (games/chance_reports.py). By default the opponent confirms."""
        return 1 - reporter

    def chance_seat(self, action: Action, kind: str) -> int | None:
        """Whose dice a report of chance is about; None when nobody's alone."""
        return None

    def settle(self, state: State) -> tuple[list, State]:
        """The seeded chance (and hidden information) due now, online: ([], state) if none."""
        raise NotImplementedError

    def to_records(self, events: Iterable[Any], start: int) -> list[dict[str, Any]]:
        raise NotImplementedError

    def waiting_for(self, state: State) -> dict[str, Any] | None:
        """{"kind", "player"} of the decision the game waits for, or None once over."""
        raise NotImplementedError

    def legal_actions(self, state: State, index: int) -> list[dict[str, Any]]:
        """Seat `index`'s legal actions, request-ready (one representative per choice)."""
        raise NotImplementedError

    def decisions(
        self, state: State, index: int
    ) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        """`legal_actions` and `choices` together, as a move's answer gives them: a system
        whose two listings ask the same questions answers each once (issue 18)."""
        return self.legal_actions(state, index), self.choices(state, index)

    def sharing(self, state: State) -> AbstractContextManager[None]:
        """Held while the server asks several things of `state` (a move's check and its
        decision; its answer's view, legal actions and choices): a system whose answers ask
        the same questions of it may remember them meanwhile (issue 18)."""
        return nullcontext()

    def choices(self, state: State, index: int) -> dict[str, Any] | None:
        """What seat `index` may decide now, as a choice description (JSON-ready), or None
        when the game waits for someone else. A system without descriptions says None."""
        return None

    def view(self, state: State, viewer: str) -> dict[str, Any]:
        """What `viewer` (player0, player1, spectator, judge) may see, JSON-ready."""
        raise NotImplementedError

    def brief_view(self, state: State, viewer: str) -> dict[str, Any]:
        """Of `view`, only what a move's answer must say at once: whose decision comes next
        (`waiting_for`, as `view` gives it). A system may work it out without the rest."""
        return {"waiting_for": self.view(state, viewer)["waiting_for"]}

    def outcome(self, state: State) -> dict[str, Any] | None:
        """{"winner": 0 | 1 | None, "termination": str} once the game is over."""
        raise NotImplementedError

    def bot_action(self, state: State, bot: str, player: int, rng: random.Random) -> Action:
        raise NotImplementedError

    def clock(self, state: State) -> int:
        """How far the game has gone, in the units of the system's round clock."""
        raise NotImplementedError

    def call_time(self, state: State) -> tuple[list, State] | None:
        """The organizer calls time: the events and the state after, or None when time is
        already called or cannot be yet."""
        raise NotImplementedError

    # --- rulings ------------------------------------------------------------------------

    def ruling(self, state: State, kind: str, judge: str, params: Mapping[str, Any]) -> Action:
        """The judge's action for a ruling kind other than rewind (`apply` runs it)."""
        raise NotImplementedError

    def rewind(self, state: State, target: State, judge: str, to_seq: int, reason: str):
        """(events, state) of a rewind to the state `target` after event `to_seq`;
        IllegalMove if it cannot be made."""
        raise NotImplementedError

    def rewind_points(self, records: Sequence[Mapping[str, Any]], seed: str | None) -> list[int]:
        """The seqs a judge may rewind to (ends of batches before the last event)."""
        raise NotImplementedError

    def is_decision(self, event_type: str) -> bool:
        """Whether events of this type start a batch (a decision or an outcome of chance)."""
        raise NotImplementedError

    # --- logs -----------------------------------------------------------------------------

    def definitions(self, records: Sequence[Mapping[str, Any]]) -> Any:
        """What the engine needs besides the log to replay it (catalog data), found from the
        log's first event."""
        raise NotImplementedError

    def replay(
        self,
        records: Sequence[Mapping[str, Any]],
        *,
        seed: str | None = None,
        to_seq: int | None = None,
        definitions: Any = None,
    ) -> State:
        """The validated state after the log (or event `to_seq`); ReplayFailed if it fails.
        `definitions`: what `definitions(records)` gives, when the caller has it already."""
        raise NotImplementedError

    def rules_edition(self, records: Sequence[Mapping[str, Any]]) -> dict[str, int] | None:
        """For audits: the rules edition the log was recorded under and the engine's
        (`recorded`, `current`), or None for a system whose logs record none."""
        return None

    def first_event_problem(self, first: Mapping[str, Any]) -> str | None:
        """Why a log's first event (of this system's type) makes the file no game log of
        this system (seq, readability, format version, ruleset), or None."""
        raise NotImplementedError

    def replay_definitions(self, records: Sequence[Mapping[str, Any]], directory: str | None):
        """The `replay` command's definitions: from the catalog files in `directory`, or
        when None as `definitions` finds them; ReplayFailed (seq 0) if they are not the
        game's."""
        raise NotImplementedError

    def summary(self, state: State, events: int, to_seq: int | None, seeded: bool) -> str:
        """The `replay` command's text report of a state."""
        raise NotImplementedError

    def catalog_report(self, records: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
        """For audits: which catalog data the game was created with."""
        raise NotImplementedError

    def setup_report(
        self, records: Sequence[Mapping[str, Any]], seed: str | None
    ) -> dict[str, Any] | None:
        """For audits: what chance decided when the game was created (before any event
        could record it as a decision), checked against the revealed `seed`; None when
        nothing was. A report has `ok` (None: not checkable yet) and `detail`."""
        return None

    def log_schema(self) -> dict[str, Any]:
        """The JSON Schema of its log records."""
        raise NotImplementedError

    # --- snapshots (games/state_cache.py) --------------------------------------------------

    # With a codec, states are kept in Redis too; without, in each process's memory only.
    snapshots: ClassVar[bool] = False

    def encode_snapshot(self, state: State, tag: str) -> bytes:
        raise NotImplementedError

    def decode_snapshot(self, blob: bytes, definitions: Any, seed: str | None) -> tuple:
        raise NotImplementedError

    # --- pages ---------------------------------------------------------------------------

    def page_context(self, request: Any, game: Any, page: str) -> dict[str, Any]:
        """More context for the system's play or judge template (`page`), for a table
        rendered on the server; {} for a page whose script reads the API."""
        return {}

    # --- events (tournaments) ---------------------------------------------------------------

    def match_game(
        self, settings: EventSettings, team_lists: tuple[Any, Any], chooser: int | None
    ) -> dict[str, Any]:
        """start_game's keyword arguments for a game of an event's match: teams (and basic
        actions) from the registered team lists, or stand-ins when none was sent; options
        from the event's settings; `chooser`, the loser of the previous game, if any."""
        raise NotImplementedError

    def team_problems(self, team_list: Any, settings: EventSettings) -> list[dict[str, str]]:
        """What is wrong with a registered team list under the event's settings (each
        problem {code, message}); [] when it may be played."""
        raise NotImplementedError

    def bot_team_list(self, index: int, settings: EventSettings) -> Any:
        """A legal team list for simulated player `index` of an event."""
        raise NotImplementedError

    # --- team lists (tournaments/teamlists/lists.py: submission, check, secrecy, reveal) ---------

    def read_team_list(self, data: Mapping[str, Any]) -> dict[str, Any]:
        """The team (JSON, as stored on the entry and the registration) from a request body;
        TeamListRefused when it cannot be read. By default the body is the team itself."""
        team = {k: v for k, v in data.items() if k != "reason"}
        problems = self.team_problems(team, EventSettings(rules=self.rulesets[0]))
        malformed = [p for p in problems if p.get("code") == "team/malformed"]
        if malformed:
            raise TeamListRefused("team_list/bad_body", malformed[0]["message"])
        return team

    def teams_problems(
        self, teams: Mapping[Any, Any], settings: EventSettings
    ) -> dict[Any, list[dict[str, str]]]:
        """`team_problems` of many lists at once (an event's check-in); a system may batch
        its catalog reads."""
        return {key: self.team_problems(team, settings) for key, team in teams.items()}

    def describe_team(self, team: Any, settings: EventSettings) -> dict[str, Any]:
        """A list as pages and the API show it: `items` ({card, title, kind, dice}), `valid`,
        `problems`, and whatever more the system shows (DM: cards, link)."""
        found = self.team_problems(team, settings)
        items = [
            {"card": str(i), "title": str(i), "kind": kind, "dice": None}
            for kind, ids in (team.items() if isinstance(team, Mapping) else ())
            if isinstance(ids, list)
            for i in ids
        ]
        return {"team": team, "items": items, "link": "", "valid": not found, "problems": found}

    def sealed_pool(self, seed: str, settings: EventSettings) -> dict[str, Any] | None:
        """The pool `seed` opens in the event's sealed format, or None when the format is
        not sealed (tournaments/teamlists/sealed.py keeps, commits and reveals it)."""
        return None

    def bot_team_from_pool(self, pool: Any, index: int) -> Any:
        """A legal list for a simulated player out of their sealed pool."""
        return None

    def team_versions(self, team: Any) -> dict[str, str]:
        """The catalog versions a list was checked with (kept on its entry)."""
        return {}
