"""Plain records and a table for the Battle Dice engine tests (no Django, no database).

`Table` drives a paper game (chance reported, loads unseen) or a seeded one, one action at a
time, and keeps the log so every test can also replay what it played.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from battledice import engine as mb
from battledice.engine import actions as A
from battledice.engine.records import Power, Suggestion

SHIPPED = Path(mb.__file__).resolve().parent.parent / "data" / "series1.json"
DATA = json.loads(SHIPPED.read_text(encoding="utf-8"))
FIGURES = [mb.figure_from(f) for f in DATA["figures"] if "stats" in f]
DICE = [mb.die_from(d) for d in DATA["dice"]]
SEED = "ab" * 32


def figure(fid: str, stats: tuple[int, ...] = (3, 3, 3, 3, 3, 3), value: int = 5, **kw: Any):
    powers = tuple(
        Power(name, stat, Suggestion(*s) if s else None) for name, stat, *s in kw.pop("powers", ())
    )
    return mb.Figure(fid, fid.replace("-", " ").title(), stats, value, powers, **kw)  # type: ignore[arg-type]


def die(did: str, rule: str = "", suggests: tuple | None = None) -> mb.BattleDie:
    return mb.BattleDie(did, did, "blue", rule, Suggestion(*suggests) if suggests else None)


def team(figures: list[str], prefix: str) -> mb.Team:
    return mb.Team(tuple(figures), tuple(f"{prefix}-{n}" for n in range(1, len(figures) + 1)))


def dice_for(*teams: mb.Team) -> list[mb.BattleDie]:
    return [die(d) for t in teams for d in t.dice]


class Table:
    """A game at a table: `act` runs an action as the engine's API would, keeping the log."""

    def __init__(
        self,
        teams: tuple[mb.Team, mb.Team],
        figures: list[mb.Figure],
        dice: list[mb.BattleDie] | None = None,
        rules: str = "mb-2006",
        seed: str | None = None,
        **options: Any,
    ) -> None:
        game = "basic" if rules == "mb-2006-basic" else "standard"
        options.setdefault("team_value", 0)
        self.options = mb.Options(
            rules=rules, game=game, randomness="seed" if seed else "reported", **options
        )
        self.seed = seed
        dice = dice if dice is not None else dice_for(*teams)
        self.state, self.events = mb.create_game(
            ("Marty", "Helen"), teams, figures, dice, self.options, seed=seed
        )
        if seed:
            self._settle()

    def _settle(self) -> None:
        more, self.state = mb.settle(self.state)
        self.events.extend(more)

    def act(self, action: A.Action) -> list[mb.events.Event]:
        produced, self.state = mb.run(self.state, action)
        self.events.extend(produced)
        if self.seed:
            self._settle()
        return produced

    @property
    def pending(self) -> mb.Pending:
        pending = mb.waiting_for(self.state)
        assert pending is not None
        return pending

    def records(self) -> list[dict[str, Any]]:
        return [{"seq": n, **e.to_dict()} for n, e in enumerate(self.events)]

    def types(self, since: int = 0) -> list[str]:
        return [e.type for e in self.events[since:]]

    # --- paper shortcuts -------------------------------------------------------------------

    def load(self, player: int, dice: tuple[str, ...] | None = None) -> None:
        """Load every figure in the Staging Zone (on paper: into these dice)."""
        if dice is None:
            staging = self.state.pieces_of(player, mb.Where.STAGING)
            empty = [
                d.id
                for d in sorted(self.state.dice.values(), key=lambda d: d.id)
                if d.owner == player and not d.loaded and d.zone is mb.Zone.STAGING
            ]
            dice = tuple(empty[: len(staging)])
        self.act(A.Load(player=player, dice=dice))

    def roll(self, **faces: int) -> None:
        """Report faces by die id written with underscores for colons: a_die_x1=4."""
        pairs = tuple((_id(k), v) for k, v in faces.items())
        self.act(A.ReportRoll(player=None, faces=pairs))

    def reveal(self, *pairs: tuple[str, str]) -> None:
        self.act(A.ReportReveal(player=None, reveals=tuple(pairs)))


def _id(name: str) -> str:
    """a_die_x_1 -> a:die:x-1 (test shorthand)."""
    team, _, rest = name.partition("_")
    if rest.startswith("die_"):
        return f"{team}:die:{rest[4:].replace('_', '-')}"
    return f"{team}:{rest.replace('_', '-')}"
