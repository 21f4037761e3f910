"""The JSON Schema of a log record (games/engine/log/event.schema.json)."""

from __future__ import annotations

import copy
import json
from functools import cache
from typing import Any

import jsonschema
import msgspec
import pytest

from cards.catalog import catalog, raw_cards
from games.engine import events as ev
from games.engine.log.codec import to_records
from games.engine.log.replay import replay
from games.engine.log.schema import SCHEMA_PATH, build_schema, dumps_schema, load_schema
from games.engine.model.edition import FIRST_RULES_EDITION, RULES_EDITION
from games.engine.model.state import GameOptions
from games.engine.sim.simulate import DEMO_BASIC_ACTIONS, DEMO_TEAMS, game_seed, play

GAMES = [
    (("greedy", "greedy"), 20, 0),
    (("random", "random"), 10, 1),
    (("greedy", "random"), 10, 2),
    (("random", "greedy"), 10, 3),
]


@cache
def validator() -> jsonschema.Draft202012Validator:
    schema = load_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


@cache
def log(index: int) -> tuple[dict[str, Any], ...]:
    bots, life, n = GAMES[index]
    raw = raw_cards()
    used = sorted({c for t in DEMO_TEAMS for c, _ in t} | set(sum(DEMO_BASIC_ACTIONS, ())))
    events, _ = play(
        catalog(),
        game_seed("schema", n),
        bots,
        GameOptions(starting_life=life, team_format="demo"),
        raw_cards=[raw[c] for c in used],
    )
    return tuple(to_records(events))


def a_record(type_name: str) -> dict[str, Any]:
    for index in range(len(GAMES)):
        for record in log(index):
            if record["type"] == type_name:
                return copy.deepcopy(record)
    raise LookupError(type_name)


def test_the_committed_schema_is_the_one_generated_from_the_event_dataclasses() -> None:
    assert load_schema() == build_schema(), "run `python -m games.engine.log.schema`"
    assert SCHEMA_PATH.read_text() == dumps_schema(build_schema())


def test_the_schema_lists_exactly_the_registered_event_types() -> None:
    schema = load_schema()
    assert set(schema["$defs"]) == set(ev.REGISTRY)
    assert set(schema["properties"]["type"]["enum"]) == set(ev.REGISTRY)
    assert [branch["then"]["$ref"] for branch in schema["oneOf"]] == [
        f"#/$defs/{name}" for name in sorted(ev.REGISTRY)
    ]
    for name, cls in ev.REGISTRY.items():
        part = schema["$defs"][name]
        names = {f.name for f in msgspec.structs.fields(cls)}
        assert part["properties"]["type"] == {"const": name}
        assert set(part["properties"]) == names | {"seq", "type"}
        required = {f.name for f in msgspec.structs.fields(cls) if f.required}
        assert set(part["required"]) == required | {"seq", "type"}
        assert part["additionalProperties"] is False
        assert part["x-decision"] is cls.decision


@pytest.mark.parametrize("index", range(len(GAMES)))
def test_every_record_of_a_bot_game_validates(index: int) -> None:
    records = log(index)
    assert records[-1]["type"] == "GameEnded"
    assert [r["seq"] for r in records] == list(range(len(records)))
    # Records that differ only in seq validate alike (seq is checked on every branch).
    distinct = {json.dumps({**r, "seq": min(r["seq"], 1)}, sort_keys=True): r for r in records}
    for record in distinct.values():
        if not validator().is_valid(record):
            errors = [e.message for e in validator().iter_errors(record)]
            raise AssertionError((record, errors))


def test_the_bot_games_cover_most_event_types() -> None:
    seen = {r["type"] for index in range(len(GAMES)) for r in log(index)}
    assert len(seen) >= 25, sorted(set(ev.REGISTRY) - seen)


def test_an_unknown_type_does_not_validate() -> None:
    record = a_record("PriorityPassed")
    record["type"] = "PriorityStolen"
    assert not validator().is_valid(record)
    del record["type"]
    assert not validator().is_valid(record)


@pytest.mark.parametrize("type_name", ["DiePurchased", "DiceRolled", "GameCreated", "TurnBegan"])
def test_a_missing_required_field_does_not_validate(type_name: str) -> None:
    cls = ev.REGISTRY[type_name]
    for f in msgspec.structs.fields(cls):
        if f.required:
            record = a_record(type_name)
            del record[f.name]
            assert not validator().is_valid(record), f.name
    record = a_record(type_name)
    del record["seq"]
    assert not validator().is_valid(record)


def test_fields_with_defaults_may_be_left_out() -> None:
    record = a_record("DiePurchased")
    del record["virtual"]
    assert validator().is_valid(record)
    assert ev.event_from_dict(record) == ev.event_from_dict(a_record("DiePurchased"))


def test_the_genesis_records_the_rules_edition_and_may_leave_it_out() -> None:
    """A new log's genesis says its rules edition; one without (as logs were stored before
    the edition was recorded) validates and reads as edition 1."""
    record = a_record("GameCreated")
    assert record["rules_edition"] == RULES_EDITION
    del record["rules_edition"]
    assert validator().is_valid(record)
    assert ev.event_from_dict(record).rules_edition == FIRST_RULES_EDITION == 1
    assert validator().is_valid({**record, "rules_edition": RULES_EDITION + 1})


@pytest.mark.parametrize(
    ("type_name", "field", "value"),
    [
        ("TurnBegan", "turn", "3"),
        ("TurnBegan", "player", 1.5),
        ("OrderChosen", "go_first", 1),
        ("DiceRolled", "faces", [["p1:sidekick:1", "2"]]),
        ("DiceRolled", "faces", [["p1:sidekick:1"]]),
        ("DiceRolled", "faces", "p1:sidekick:1"),
        ("DiePurchased", "paid", 7),
        ("DiePurchased", "virtual", None),
        ("DiePurchased", "die", "sidekick"),
        ("StepBegan", "step", "lunch"),
        ("GameEnded", "winner", "0"),
        ("GameCreated", "version", 2),
        ("GameCreated", "seed_hash", "not-a-hash"),
        ("GameCreated", "rules_edition", 0),  # editions count from 1 (model/edition.py)
        ("GameCreated", "rules_edition", "2"),
        ("PlayerDamaged", "combat", "yes"),
    ],
)
def test_a_field_of_the_wrong_type_does_not_validate(
    type_name: str, field: str, value: Any
) -> None:
    record = a_record(type_name)
    assert validator().is_valid(record)
    record[field] = value
    assert not validator().is_valid(record)


def test_an_extra_field_or_a_bad_seq_does_not_validate() -> None:
    record = a_record("TurnBegan")
    assert not validator().is_valid({**record, "comment": "hi"})
    assert not validator().is_valid({**record, "seq": -1})
    assert not validator().is_valid({**record, "seq": 0})  # seq 0 is GameCreated's
    assert not validator().is_valid({**a_record("GameCreated"), "seq": 3})
    assert not validator().is_valid([record])


def test_a_draw_whose_text_says_what_follows_validates() -> None:
    """ "Draw a die; if it is a Sidekick, ..." draws to "outcome" (abilities/outcomes.py): the
    schema publishes that destination too; an unknown one stays refused."""
    record = a_record("DiceDrawn")
    assert validator().is_valid({**record, "to": "outcome"})
    assert not validator().is_valid({**record, "to": "pocket"})


# --- every event of bot games with every card validates (issue 9, item 17) --------------------


@cache
def _covering() -> list:
    from games.engine.sim.teams import covering_teams

    return covering_teams(catalog())


@cache
def every_card_log(index: int, bots: tuple[str, str]) -> tuple[dict[str, Any], ...]:
    """A bot game of covering team `index` against the next one: together the games play
    every card of the catalog. Its log replays, seed checked."""
    teams = _covering()
    one, two = teams[index], teams[(index + 1) % len(teams)]
    events, _ = play(
        catalog(),
        game_seed("every-card", index),
        bots,
        GameOptions(starting_life=10),
        teams=(one[0], two[0]),
        basic_actions=(one[1], two[1]),
    )
    records = tuple(to_records(events))
    assert replay(list(records), catalog(), seed=game_seed("every-card", index)).over
    return records


@pytest.mark.parametrize("bots", [("random", "random"), ("greedy", "random")])
@pytest.mark.parametrize("index", range(7))
def test_every_event_of_bot_games_with_every_card_validates(
    index: int, bots: tuple[str, str]
) -> None:
    """Whatever card the engine plays, every event it writes is valid by the published schema
    (a log the engine writes is never refused as unreadable)."""
    if index >= len(_covering()):
        pytest.skip("fewer teams")
    for record in every_card_log(index, bots):
        errors = [e.message for e in validator().iter_errors(record)]
        assert not errors, (record, errors)
