"""Dice Masters logs: the card definitions a log was played with, replaying it, checking its
first event and its setup draw, the audit's summary, the log schema and snapshots (the
log half of games/systems/dicemasters.py's DiceMasters)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from django.db import DatabaseError

from cards import catalog as card_files
from cards import services as card_services
from games.engine import (
    FIRST_RULES_EDITION,
    RULES_EDITION,
    CorruptLog,
    GameState,
    RulesEditionChanged,
    Zone,
    load_schema,
    replay,
    snapshot,
    waiting_for,
)
from games.engine import errors as E
from games.engine import events as ev
from games.engine.flow.randomness import draft_draw_problem
from games.systems.base import GameSystem, ReplayFailed


class DiceMastersLogs(GameSystem):
    """What DiceMasters does with a stored log."""

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
            raise replay_failed(error) from error
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


def _sides(names: Sequence[str]) -> str:
    """ "players: ann (0) vs bob (1)"; Doubles: "ann (0) & cat (2) vs bob (1) & dan (3)"."""
    sides = (" & ".join(f"{names[s]} ({s})" for s in range(side, len(names), 2)) for side in (0, 1))
    return "players: " + " vs ".join(sides)


def replay_failed(error: CorruptLog) -> ReplayFailed:
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
