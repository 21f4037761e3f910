"""Every event type the engine logs reads in words on the judge stepper and the play page's
log (games/static/games/words.js, run in Node): none falls back to its raw fields, none lands
outside the stepper's filter groups (issue 10, "Judges": the events in words). Here beside
the engine's tests so that a new event type gets its words with it: one entry in words.js
SAY (and GROUPS).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = ROOT / "games" / "engine" / "log" / "schema" / "event.schema.json"
WORDS = ROOT / "games" / "static" / "games" / "words.js"
DIE = "p1:jubilee-wondra:2"
STRINGS = {"card": "jubilee-wondra", "cards": "jubilee-wondra", "effect": "cant_attack",
           "until": "next_turn", "reason": "it looked wrong", "op": "deal_damage",
           "text": "seen", "judge": "jules", "termination": "life", "step": "main",
           "kind": "reroll", "to": "field", "zone": "field"}  # fmt: skip


def sample(name: str, schema: dict[str, Any]) -> Any:
    """A plausible value of a field, from its name and its schema."""
    if "const" in schema:
        return schema["const"]
    if "enum" in schema:
        return schema["enum"][0]
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = kind[0]
    if kind == "integer":
        return 1
    if kind == "boolean":
        return True
    if kind == "string":
        return STRINGS.get(name, DIE)
    if kind == "array":
        if "prefixItems" in schema:
            return [sample(name, item) for item in schema["prefixItems"]]  # a tuple
        items = schema.get("items") or {}
        return [sample(name, items)] if items else []
    if kind == "object":
        return {key: sample(key, value) for key, value in schema.get("properties", {}).items()}
    return None


def records() -> list[dict[str, Any]]:
    schema = json.loads(SCHEMA.read_text())
    found = []
    for name, definition in schema["$defs"].items():
        props = definition.get("properties", {})
        if props.get("type", {}).get("const") != name:
            continue
        record = {key: sample(key, value) for key, value in props.items()}
        record["seq"] = 5
        found.append(record)
    return found


def describe(
    given: list[dict[str, Any]], you: int | None = None, held: dict[str, int] | None = None
) -> dict[str, list[str]]:
    """words.js run in Node over `given`, as seat `you` reads it (None: a spectator or a
    judge), with the table's view holding the dice `held` (die -> seat): event type -> [its
    words, its filter group]."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("no node binary")
    script = (
        "const window = {}; globalThis.window = window;\n"
        + WORDS.read_text()
        + "\nconst W = window.OvercrushWords;"
        "const held = " + json.dumps(held or {}) + ";"
        "const say = W.make({players: ['ann', 'ben'], you: " + json.dumps(you) + ","
        " seatOf: (id) => (id in held ? held[id] : -1),"
        " cards: {'jubilee-wondra': 'Jubilee', sidekick: 'Sidekick'}});"
        "const out = {};"
        "for (const r of JSON.parse(require('fs').readFileSync(0, 'utf8'))) {"
        "  out[r.type] = [say.describe(r), W.group(r.type)];"
        "}"
        "process.stdout.write(JSON.stringify(out));"
    )
    answer = subprocess.run(
        [node, "-e", script], input=json.dumps(given), capture_output=True, text=True, check=True
    )
    return json.loads(answer.stdout)


def test_every_event_type_reads_in_words_and_has_a_filter_group() -> None:
    given = records()
    assert len(given) >= 54
    said = describe(given)
    raw = {t: text for t, (text, _) in said.items() if text.startswith(t)}
    assert not raw, f"event types with no words: {raw}"
    assert not [t for t, (_, group) in said.items() if group == "other"]
    for event_type, (text, _) in said.items():
        assert not any(bad in text for bad in ("undefined", "NaN", "[object", "null")), (
            event_type,
            text,
        )
    assert said["EffectStarted"][0].startswith("ann's Jubilee #2: can't attack")
    assert said["EffectDeclared"][0] == (
        "ben declares (paying deal damage 1 on ann's Jubilee #2 (the Field Zone) first) "
        "deal damage 1 on ann's Jubilee #2 (the Field Zone)."
    )


def test_tokens_and_basic_action_dice_read_by_name() -> None:
    """A token's card id is "token:A:D[:affiliation]" and its dice "p<n>:token.<seq>:<i>"
    (effects/tokens.py); Basic Action Dice are "bac:<card>:<n>" (flow/setup.py)."""
    made = {"seq": 9, "type": "TokensMade", "player": 0, "card": "token:2:3:X-Men",
            "dice": ["p1:token.9:1"], "source": DIE}  # fmt: skip
    used = {"seq": 10, "type": "ActionDieUsed", "player": 1, "die": "bac:jubilee-wondra:3"}
    said = describe([made, used])
    assert said["TokensMade"] == [
        "ann gets a 2/3 X-Men token in the Field Zone (ann's token #1), from ann's Jubilee #2.",
        "abilities",
    ]
    assert said["ActionDieUsed"][0] == "ben uses Jubilee #3."


def test_an_effect_from_a_card_reads_by_the_cards_name() -> None:
    """A Global's or a Basic Action's effect has its card as its source (no die: a Reactive
    Global prevents or redirects damage, DM-8.19, DM-19.1): the log names the card, not its
    id ("is prevented by Bent Path", not "by 84ocr")."""
    prevented = {"seq": 9, "type": "DamagePrevented", "target": DIE, "amount": 2,
                 "source": "jubilee-wondra"}  # fmt: skip
    said = describe([prevented])
    assert said["DamagePrevented"][0] == "2 damage to ann's Jubilee #2 is prevented by Jubilee."


ANNS, BENS = "p1:sidekick:5", "p2:sidekick:5"  # the same name and number on both sides
BOTH = [
    {"seq": 20, "type": "DieDamaged", "die": ANNS, "amount": 2, "source": BENS},
    {"seq": 21, "type": "ReactiveUsed", "player": 1, "card": "jubilee-wondra", "paid": [],
     "target": ANNS},
    {"seq": 22, "type": "DiceKnockedOut", "dice": [ANNS, "p1:sidekick:6", BENS]},
    {"seq": 23, "type": "DiceRolled", "player": 0, "faces": [[ANNS, 0], ["p1:sidekick:6", 2]]},
    {"seq": 24, "type": "DamageShielded", "amount": 1, "combat": True, "dealer": BENS,
     "target": ANNS, "source": ANNS, "left": 0},
    {"seq": 25, "type": "DiceMoved", "player": 0, "dice": [ANNS], "to": "oop",
     "reason": "unblocked"},
]  # fmt: skip


@pytest.mark.parametrize(
    ("you", "anns", "bens"), [(0, "your", "ben's"), (1, "ann's", "your"), (None, "ann's", "ben's")]
)
def test_dice_of_both_players_read_with_whose_they_are(
    you: int | None, anns: str, bens: str
) -> None:
    """Both players' dice of a card share names ("Sidekick #5"): the log names each die with
    its owner, "your" for the viewer's own (each seat's page) and the player's name for the
    other's, both names for a spectator or a judge. A list names its owner once per run; a
    move of a player's own dice needs no "ann:" before them."""
    said = {t: text for t, (text, _) in describe(BOTH, you).items()}
    opening = anns.capitalize() if you == 0 else anns  # a sentence opens "Your …"
    assert said["DieDamaged"] == f"{opening} Sidekick #5 takes 2 damage from {bens} Sidekick #5."
    assert said["ReactiveUsed"] == (
        f"ben uses Jubilee's Reactive Global for free, naming {anns} Sidekick #5."
    )
    assert said["DiceKnockedOut"] == (
        f"{opening} Sidekick #5, Sidekick #6, {bens} Sidekick #5 are KO'd."
    )
    assert said["DiceRolled"] == f"ann rolls {anns} Sidekick #5 (face 1), Sidekick #6 (face 3)."
    assert said["DamageShielded"] == (
        f"1 combat damage from {bens} Sidekick #5 to {anns} Sidekick #5 is prevented by the"
        f" shield of {anns} Sidekick #5 (used up)."
    )
    assert said["DiceMoved"] == f"{opening} Sidekick #5 to Out of Play (unblocked)."


def test_a_basic_action_die_reads_as_its_holders() -> None:
    """A Basic Action Die's id names no player ("bac:<card>:<n>", flow/setup.py): the table
    says whose it is from the seat whose zones hold it."""
    used = {"seq": 10, "type": "ActionDieUsed", "player": 1, "die": "bac:jubilee-wondra:3"}
    held = {"bac:jubilee-wondra:3": 1}
    assert describe([used], 1, held)["ActionDieUsed"][0] == "ben uses your Jubilee #3."
    assert describe([used], 0, held)["ActionDieUsed"][0] == "ben uses ben's Jubilee #3."
