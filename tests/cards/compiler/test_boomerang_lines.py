"""Boomerang lines (cards/compiler/boomerang.py; keywords/boomerang.py; docs/rulings.md
"Boomerang"): the keyword alone or with its reminder gives the card the keyword and appends
the roll as the last effect of the action die's one ability (after its own effect, DM-8.14);
it is no ability of its own. Near misses stay text only. Our own wording and cards."""

from __future__ import annotations

import pytest

from cards.execution import status
from games.reading import read_data
from tests.cards.compiler.helpers import CODE, NAME, compiled

HIT = "Deal 2 damage to target character die."
REMINDER = "(After using this die, roll it. If you roll an (a) face, add it to your Prep Area.)"


def made(lines: list[str], kind: str = "action", keywords: tuple[str, ...] = ()) -> dict:
    return compiled(kind, lines, keywords=keywords)


def executed(lines: list[str], kind: str = "action", keywords: tuple[str, ...] = ()) -> bool:
    out = made(lines, kind, keywords)
    card = {"id": CODE, "kind": kind, "name": NAME, "text": lines, "keywords": [*keywords]}
    return status({**card, **out}).executed


@pytest.mark.parametrize("line", [f"Boomerang {REMINDER}", "Boomerang", "Boomerang."])
def test_the_roll_is_the_last_effect_of_the_die_s_ability(line: str) -> None:
    out = made([HIT, line])
    assert out["keywords"] == ["boomerang"] and executed([HIT, line])
    (ability,) = out["abilities"]  # (no second ability the player could put first)
    assert ability["trigger"] == "action" and ability["text"] == HIT
    first, last = ability["effects"]
    assert first["op"] == "deal_damage" and last["op"] == "boomerang"
    assert last["rolled"]["face"] == "action"
    assert last["rolled"]["effects"][0]["zone"] == "prep"


def test_the_line_order_does_not_matter() -> None:
    (ability,) = made([f"Boomerang {REMINDER}", HIT])["abilities"]
    assert [e["op"] for e in ability["effects"]] == ["deal_damage", "boomerang"]


@pytest.mark.parametrize(
    "lines, kind, keywords",
    [
        ([f"Boomerang {REMINDER}"], "action", ()),  # no ability to follow
        ([HIT, "Gain 1 life.", "Boomerang"], "action", ()),  # two abilities: order unsure
        ([HIT, "Boomerang"], "character", ()),  # no action die
        ([HIT, "Boomerang"], "action", ("continuous",)),  # never "used" and gone
        ([HIT, "Boomerang (roll it again at once.)"], "action", ()),  # another reminder
        ([HIT, "Boomerang 2"], "action", ()),
        ([HIT, "Boomerang: gain 1 life."], "action", ()),
        (["Deal 2 damage to the moon.", "Boomerang"], "action", ()),  # its effect unread
    ],
)
def test_near_misses_stay_text_only(lines: list[str], kind: str, keywords: tuple) -> None:
    assert not executed(lines, kind, keywords)
    assert "boomerang" not in made(lines, kind, keywords).get("keywords", ())


def test_its_reading_says_the_roll_after_the_effect() -> None:
    lines = [HIT, f"Boomerang {REMINDER}"]
    card = {"id": CODE, "kind": "action", "name": NAME, "text": lines, **made(lines)}
    rows = {x.kind: x.reading for x in read_data(card) or ()}
    assert rows["keyword"].startswith("Boomerang (")
    assert rows["ability"].startswith("Deal 2 damage to target character die, then once this")
    assert "action face: move that die to the Prep Area" in rows["ability"]


def test_a_card_the_importer_lists_it_on_reads_the_same() -> None:
    lines = [HIT, f"Boomerang {REMINDER}"]  # (cards/vocabulary.py: the line's first word)
    assert executed(lines, keywords=("boomerang",))
    (ability,) = made(lines, keywords=("boomerang",))["abilities"]
    assert ability["effects"][-1]["op"] == "boomerang"
    assert not executed([f"Boomerang {REMINDER}"], keywords=("boomerang",))  # no roll to add
