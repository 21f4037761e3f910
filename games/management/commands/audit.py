"""`manage.py audit GAME_ID`: check a stored game the way anyone may through the API.

Runs `games.services.audit` and prints the hash-chain check, the validated replay, the seed
commitment and the re-derivation of every random outcome from the revealed seed.

Exit status: 0 everything checks, 1 anything fails, 2 no such game, 3 the game holds
together (hash chain, seed) but could not be re-validated under current rules: it was
recorded under another rules edition of the engine (docs/event-log.md "Rules edition").
"""

from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from games import services
from games.declared import describe as declared_line
from games.errors import GameNotFound

OK, FAILED, NOT_FOUND, NOT_REVALIDATED = 0, 1, 2, 3


class Command(BaseCommand):
    help = "Audit a stored game: hash chain, replay, seed commitment and seed re-derivation."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("game_id", help="the game's UUID")
        parser.add_argument("--json", action="store_true", help="print the full report as JSON")

    def handle(self, *args: Any, **options: Any) -> None:
        raise SystemExit(self.run(options["game_id"], options["json"]))

    def run(self, game_id: str, as_json: bool) -> int:
        try:
            game = services.get_game(game_id)
        except GameNotFound:
            self.stderr.write(f"no game {game_id}")
            return NOT_FOUND
        report = services.audit(game)
        if as_json:
            self.stdout.write(json.dumps(report, indent=2, sort_keys=True))
        else:
            for line in describe(report):
                self.stdout.write(line)
        if report["ok"]:
            return OK
        return NOT_REVALIDATED if report["verdict"] == services.VERDICT_NOT_REVALIDATED else FAILED


def _mark(ok: bool | None) -> str:
    return {True: "ok", False: "FAIL", None: "n/a"}[ok]


def describe(report: dict[str, Any]) -> list[str]:
    """One line per check, then the verdict."""
    chain, replayed, seed, outcome = (
        report["chain"],
        report["replay"],
        report["seed"],
        report["outcome"],
    )
    lines = [f"game {report['game']} (head seq {report['head_seq']})"]
    detail = f"{chain['checked']} events linked"
    if not chain["ok"]:
        detail = f"broken at seq {chain['first_bad_seq']}: {chain['reason']}"
    lines.append(f"{'hash chain:':<20}{_mark(chain['ok'])}  {detail}")
    edition = report.get("rules_edition")
    if edition:
        lines.append(
            f"{'rules edition:':<20}recorded under edition {edition['recorded']},"
            f" engine is edition {edition['current']}"
        )
    # Recorded under other rules and refused by today's: not re-validated, not corrupt.
    stale = "recorded_edition" in replayed
    mark = "NOT RE-VALIDATED" if stale else _mark(replayed["ok"])
    if replayed["ok"]:
        detail = f"{replayed['events']} events replayed and re-decided"
    else:
        detail = f"seq {replayed.get('seq')}: {replayed['code']} {replayed['message']}"
    lines.append(f"{'replay:':<20}{mark}  {detail}")
    detail = f"stored {json.dumps(outcome['stored'])}, replayed {json.dumps(outcome['replayed'])}"
    if stale:
        detail = (
            f"not compared: the replay was not re-validated; stored {json.dumps(outcome['stored'])}"
        )
    lines.append(f"{'outcome:':<20}{_mark(outcome['ok'])}  {detail}")
    lines.append(f"{'genesis seed hash:':<20}{_mark(seed['genesis_matches'])}  {seed['seed_hash']}")
    if seed["revealed"]:
        detail = "sha256(revealed seed) equals the published hash"
    else:
        detail = "seed not revealed yet (the game has not ended)"
    lines.append(f"{'seed commitment:':<20}{_mark(seed['commitment_ok'])}  {detail}")
    if seed["randomness_checked"]:
        rederived: bool | None = bool(replayed["ok"])
        detail = "every draw and roll re-derived from the seed during the replay"
        if stale:
            rederived = None
            detail = "not re-derived: the replay was not re-validated (see replay)"
        elif not replayed["ok"]:
            detail = "the replay with the seed failed (see replay)"
    else:
        rederived = None
        detail = "not checked: " + (
            "seed not revealed yet" if not seed["revealed"] else "paper game, chance reported"
        )
    lines.append(f"{'seed re-derivation:':<20}{_mark(rederived)}  {detail}")
    setup = report.get("setup")
    if setup:  # Draft Teams: the Basic Action Cards drawn at creation
        detail = f"{', '.join(setup['centre'])}: {setup['detail']}; {setup['picks']} picks"
        lines.append(f"{'draft draw:':<20}{_mark(setup['ok'])}  {detail}")
    cards = report.get("cards") or {}
    if cards.get("stored"):
        detail = f"{len(cards['versions'])} definitions stored under {cards['digest']}"
    else:
        detail = "not in this catalog: replayed with the shipped or current definitions"
    stored = True if cards.get("stored") else None
    lines.append(f"{'card definitions:':<20}{_mark(stored)}  {detail}")
    declared = report.get("declared")
    if declared:
        lines.append(f"{'declared:':<20}{declared_line(declared)}")
    if report["verdict"] == services.VERDICT_NOT_REVALIDATED:
        lines.append(
            f"AUDIT NOT RE-VALIDATED: the game could not be re-validated under current rules"
            f" (recorded under edition {replayed['recorded_edition']}, engine is edition"
            f" {replayed['current_edition']}); its hash chain is intact, so nothing says it was"
            " tampered with, and nothing says it followed the rules of its day"
        )
    else:
        lines.append("AUDIT OK" if report["ok"] else "AUDIT FAILED")
    return lines
