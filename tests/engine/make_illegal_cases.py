"""Writes tests/engine/cases/illegal/*.jsonl: each a short legal log plus one event that
breaks one rule, with the CorruptLog code and seq it must give (`*.expected.json`).

Run `python -m tests.engine.make_illegal_cases` after a deliberate log-format change.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from games.engine import errors as E
from games.engine.log.codec import dumps_jsonl, to_records

from .helpers import BOLT, CHAR, FIST, MASK, WILD, Game, m

ILLEGAL = Path(__file__).parent / "cases" / "illegal"


def started() -> Game:
    g = Game()
    g.start()
    return g


def drawn() -> Game:
    g = started()
    g.draw(m(1), m(2), m(3))
    g.draw(m(4), to="oop")
    return g


def main_step(faces=None) -> Game:
    g = drawn()
    g.roll(faces or {m(1): BOLT, m(2): MASK, m(3): WILD})
    g.reroll()
    return g


def fielded() -> Game:
    g = main_step({m(1): CHAR, m(2): MASK, m(3): WILD})
    g.field(m(1))
    return g


Record = dict[str, Any]
Case = tuple[Callable[[], Game], Callable[[list[Record]], list[Record]], str, str, str]


def append(event: Record) -> Callable[[list[Record]], list[Record]]:
    def edit(records: list[Record]) -> list[Record]:
        return [*records, {"seq": len(records), **event}]

    return edit


def purchase(card: str, die: str, paid: list) -> Record:
    return {
        "type": "DiePurchased",
        "player": 0,
        "card": card,
        "die": die,
        "paid": paid,
        "virtual": 0,
    }


def seq_gap(records: list[Record]) -> list[Record]:
    return [r if r["seq"] < 4 else {**r, "seq": r["seq"] + 1} for r in records]


def edit_consequence(records: list[Record]) -> list[Record]:
    """The first StepBegan after the draw claims the Main Step instead of Roll and Reroll."""
    out = [dict(r) for r in records]
    for r in out:
        if r["type"] == "StepBegan" and r["step"] == "roll_and_reroll":
            r["step"] = "main"
            break
    return out


def truncate(records: list[Record]) -> list[Record]:
    return records[:3]  # OrderChosen without the TurnBegan that follows it


CASES: dict[str, Case] = {
    "purchase_from_opponents_card": (
        main_step,
        append(
            purchase(
                "madelyne-pryor-anodyne",
                "p2:madelyne-pryor-anodyne:1",
                [[m(1), ["bolt"]], [m(2), ["mask"]], [m(3), ["wild"]]],
            )
        ),
        E.PURCHASE_NOT_YOUR_CARD,
        "DM-8.5",
        "Michele buys Chris's Madelyne Pryor (000:L345)",
    ),
    "wrong_payment_type": (
        lambda: main_step({m(1): FIST, m(2): FIST, m(3): MASK}),
        append(
            purchase("jubilee-wondra", "p1:jubilee-wondra:1", [[m(1), ["fist"]], [m(2), ["fist"]]])
        ),
        E.ENERGY_TYPE_MISSING,
        "DM-8.6",
        "Jubilee (bolt) paid with two fists (000:L349)",
    ),
    "overpaid_as_printed": (
        main_step,
        append(
            purchase(
                "jubilee-wondra",
                "p1:jubilee-wondra:1",
                [[m(1), ["bolt"]], [m(2), ["mask"]], [m(3), ["wild"]]],
            )
        ),
        E.ENERGY_OVERPAID,
        "DM-8.2",
        "Jubilee (cost 2) paid with three energy as in 000:L472",
    ),
    "unknown_card_whoever_assemble": (
        main_step,
        append(
            purchase(
                "whoever-assemble", "p1:whoever-assemble:1", [[m(1), ["bolt"]], [m(2), ["mask"]]]
            )
        ),
        E.PURCHASE_UNKNOWN_CARD,
        "DM-8.5",
        'the example\'s "Whoever Assemble!" (000:L500)',
    ),
    "draw_not_in_bag": (
        started,
        append(
            {"type": "DiceDrawn", "player": 0, "to": "prep", "dice": [m(1), m(2), "p2:sidekick:1"]}
        ),
        E.RANDOM_NOT_IN_BAG,
        "DM-6.2",
        "Michele draws one of Chris's dice",
    ),
    "first_turn_draws_four": (
        started,
        append({"type": "DiceDrawn", "player": 0, "to": "prep", "dice": [m(1), m(2), m(3), m(4)]}),
        E.RANDOM_BAD_COUNT,
        "DM-6.5",
        "the first player's first turn draws 3 to Prep",
    ),
    "face_that_does_not_exist": (
        drawn,
        append({"type": "DiceRolled", "player": 0, "faces": [[m(1), 7], [m(2), 1], [m(3), 1]]}),
        E.RANDOM_BAD_FACE,
        "DM-1.4",
        "a Sidekick die rolled to face 7",
    ),
    "second_reroll": (
        main_step,
        append({"type": "RerollChosen", "player": 0, "dice": [m(1)]}),
        E.REROLL_TWICE,
        "DM-7.2",
        "a second reroll in the Main Step (000:L331)",
    ),
    "attack_on_first_turn": (
        fielded,
        append({"type": "AttackersDeclared", "player": 0, "dice": [m(1)]}),
        E.ATTACK_FIRST_TURN,
        "OP",
        "the first player attacks on turn 1 (tournament rule)",
    ),
    "seq_gap": (drawn, seq_gap, E.LOG_SEQ_GAP, "", "seq 4 is missing"),
    "edited_consequence": (
        drawn,
        edit_consequence,
        E.LOG_MISMATCH,
        "DM-5.3",
        "a step skipped by hand",
    ),
    "truncated_batch": (started, truncate, E.LOG_TRUNCATED, "", "the log stops mid-batch"),
}


def main() -> None:
    ILLEGAL.mkdir(parents=True, exist_ok=True)
    for name, (build, edit, code, rule, about) in CASES.items():
        g = build()
        records = edit(to_records(g.events))
        seq = _bad_seq(records, code)
        (ILLEGAL / f"{name}.jsonl").write_text(dumps_jsonl(records))
        expected = {"code": code, "seq": seq, "rule": rule, "about": about}
        (ILLEGAL / f"{name}.expected.json").write_text(json.dumps(expected, indent=2) + "\n")


def _bad_seq(records: list[Record], code: str) -> int:
    """The seq where replay stops (checked by hand: the appended or edited event)."""
    from cards.catalog import catalog
    from games.engine.log.replay import replay
    from games.engine.model.errors import CorruptLog

    try:
        replay(records, catalog())
    except CorruptLog as error:
        assert error.code == code, (error.code, code)
        return error.seq
    raise AssertionError("the log replays: it breaks no rule")


if __name__ == "__main__":
    main()
