"""A team players published for a real event, rebuilt from own-worded cards of the same shapes
(tests/games/data/published_shapes.json: the DFW store event of 1 June 2014, JJ's team), and
what its games must show: the team's triggers fired and its static enforced. Shared by the
engine-level test and the browser test."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from games.engine.abilities.stats import stats
from games.engine.model.events import Event
from games.engine.model.evolve import evolve
from games.engine.model.state import GameState, Zone

FIXTURE = json.loads((Path(__file__).parent / "data" / "published_shapes.json").read_text())
CARDS: list[dict[str, Any]] = FIXTURE["cards"]
TEAM = tuple((code, dice) for code, dice in FIXTURE["team"])
BASIC_ACTIONS = tuple(FIXTURE["basic_actions"])
# The other seat: our own set's cards with no static ability, so that every change of a
# die's A and D on the table is the published team's static or a die's own modifier.
RIVALS = (
    ("1ocr", 3), ("4ocr", 3), ("6ocr", 3), ("7ocr", 2),
    ("12ocr", 2), ("15ocr", 3), ("20ocr", 2), ("22ocr", 2),
)  # fmt: skip
RIVAL_BASIC_ACTIONS = ("40ocr", "41ocr")
STATIC = "6psh"  # all non-Villain characters get -1A/-1D while it is active (40avx's shape)
FIELD = (Zone.FIELD, Zone.ATTACK)


def static_checks(genesis: GameState, events: Iterable[Event]) -> tuple[int, int]:
    """Fold the game and, at every state, compare each plain character die's A and D on the
    table (no modifier, no lasting change on it) with its printed face: one less while a
    die of STATIC is in a Field Zone (DM-8.1: a static ability applies while the card is
    active; "no matter how many dice": once), unchanged otherwise. Returns how many dice
    were checked with the static active and without; AssertionError on the first mismatch."""
    state, active_checks, idle_checks = genesis, 0, 0
    for event in events:
        state = evolve(state, event)
        on_table = [d for d in state.dice.values() if d.zone in FIELD and d.face is not None]
        active = any(d.card == STATIC for d in on_table)
        for die in on_table:
            face = state.cards[die.card].faces[die.face]  # type: ignore[index]
            if not hasattr(face, "attack") or die.modifiers:
                continue
            if any(x.target == die.id for x in state.lasting):
                continue
            villain = "villain" in {a.casefold() for a in state.cards[die.card].affiliations}
            less = 1 if active and not villain else 0
            expected = (max(0, face.attack - less), max(0, face.defense - less))
            assert stats(state, die) == expected, (event, die, expected)
            if less:
                active_checks += 1
            else:
                idle_checks += 1
    return active_checks, idle_checks


def triggered(events: Sequence[Event]) -> set[str]:
    """The published team's cards whose abilities triggered (AbilityTriggered, DM-10)."""
    return {
        e.card  # type: ignore[attr-defined]
        for e in events
        if e.type == "AbilityTriggered" and e.card.endswith("psh")  # type: ignore[attr-defined]
    }
