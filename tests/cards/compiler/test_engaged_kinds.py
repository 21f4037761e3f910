"""A character's own static while it blocks, or is blocked by, dice of a kind
(constructs/engaged_kinds.py; DM-9.3, DM-9.4, glossary "Engaged"): "<self> gets +2A while
blocking, or while blocked by, (aff) character dice", "... while blocking non-(aff) character
dice (until end of turn)", "... when blocked by Gale Rider character dice". Near misses (dice
about combat, yours, a target, no kind at all) stay text only."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from games.engine import card_from_dict
from games.engine.abilities.stats import stats
from games.reading import read_data
from tests.cards.compiler.helpers import CODE, ICONS, NAME, ability, compiled, why
from tests.engine.keywords.common import character, face_off

GROVE = {"affiliation": "grovekin"}
BOTH = {"kind": "engaged", "filters": GROVE}
STATS = {"op": "modify_stats", "amount": 2, "target": "this_card"}


@pytest.mark.parametrize(
    ("line", "condition"),
    [
        (f"{NAME} gets +2A and +2D while blocking, or while blocked by, (grv) character dice.",
         BOTH),
        (f"{NAME} gets +2A and +2D while blocking, and when blocked by, (grv) character dice.",
         BOTH),
        (f"{NAME} gets +2A and +2D while blocking or when blocked by (grv) character dice.",
         BOTH),
        (f"{NAME} gets +2A and +2D when blocking, or when blocked by, (grv) character dice "
         "(until end of turn).", BOTH),
        (f"{NAME} gains +2A and +2D while blocking non-(grv) character dice (until end of turn).",
         {"kind": "engaged", "as": "blocking", "filters": {"not_affiliation": "grovekin"}}),
        (f"{NAME} gets +2A and +2D while blocked by (grv) character dice.",
         {"kind": "engaged", "as": "blocked", "filters": GROVE}),
    ],
)  # fmt: skip
def test_a_static_of_its_dice_engaged_with_a_kind(line: str, condition: dict) -> None:
    record = ability(line)
    assert (record["trigger"], record["effects"], record["condition"]) == (
        "static", [STATS], condition,
    )  # fmt: skip


def test_another_characters_name_is_the_kind() -> None:
    line = f"{NAME} gets +2A while blocking, and when blocked by, Gale Rider character dice."
    made = compile_card("character", [line], NAME, code=CODE, names=["Gale Rider"],
                        affiliations=ICONS)  # fmt: skip
    (record,) = made["abilities"]
    assert record["condition"] == {"kind": "engaged", "filters": {"named": "Gale Rider"}}


@pytest.mark.parametrize(
    "line",
    [
        f"{NAME} gets +2A while blocking blocking character dice.",  # combat says no kind
        f"{NAME} gets +2A while blocking character dice.",  # no kind: "while blocking" is it
        f"{NAME} gets +2A while blocking your (grv) character dice.",  # never yours
        f"{NAME} gets +2A while blocking target (grv) character die.",  # nothing is chosen
        f"{NAME} gets +2A while attacking (grv) character dice.",  # no such way
        "Your characters get +2A while blocking (grv) character dice.",  # not its own dice
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("condition", "unparsed", "target")


def _card(card_id: str, line: str) -> dict:
    return character(card_id, 1, 1, **compiled("character", [line]))


def test_blocking_a_grove_die_or_blocked_by_one_it_gets_the_bonus() -> None:
    """DM-9.4: either way of being engaged counts where both are said; a die of another kind
    engaged with it gives nothing."""
    line = f"{NAME} gets +2A and +2D while blocking, or while blocked by, (grv) character dice."
    warden = _card("warden", line)
    grove = character("sprout", 1, 1, affiliations=["grovekin"])
    g = face_off([grove], [warden])
    g.attack("p1:sprout:1")
    assert stats(g.state, g.state.dice["p2:warden:1"]) == (1, 1)
    g.block(("p2:warden:1", "p1:sprout:1"))
    assert stats(g.state, g.state.dice["p2:warden:1"]) == (3, 3)
    g = face_off([warden], [grove])  # now the warden attacks and a grove die blocks it
    g.attack("p1:warden:1")
    g.block(("p2:sprout:1", "p1:warden:1"))
    assert stats(g.state, g.state.dice["p1:warden:1"]) == (3, 3)
    g = face_off([character("brute", 1, 1)], [warden])
    g.attack("p1:brute:1")
    g.block(("p2:warden:1", "p1:brute:1"))
    assert stats(g.state, g.state.dice["p2:warden:1"]) == (1, 1)


def test_blocking_only_is_not_blocked() -> None:
    """ "While blocking non-(grv) character dice": the die asked about must be the blocker
    (DM-9.3); blocked by such a die as it attacks, it gets nothing."""
    line = f"{NAME} gains +2A and +2D while blocking non-(grv) character dice (until end of turn)."
    keeper = _card("keeper", line)
    g = face_off([character("brute", 1, 1)], [keeper])
    g.attack("p1:brute:1")
    g.block(("p2:keeper:1", "p1:brute:1"))
    assert stats(g.state, g.state.dice["p2:keeper:1"]) == (3, 3)
    g = face_off([keeper], [character("brute", 1, 1)])
    g.attack("p1:keeper:1")
    g.block(("p2:brute:1", "p1:keeper:1"))
    assert stats(g.state, g.state.dice["p1:keeper:1"]) == (1, 1)


def test_the_reading_says_which_way() -> None:
    line = f"{NAME} gains +2A and +2D while blocking non-(grv) character dice (until end of turn)."
    card = {"id": CODE, "kind": "character", "name": NAME, "text": [line],
            **compiled("character", [line])}  # fmt: skip
    (read,) = read_data(card)
    assert "if that die is blocking a non-Grovekin character die" in read.reading.replace(
        "this die", "that die"
    ), read.reading


ALONG = f"{NAME} gains +2A and +2D while attacking with a (grv) character die (until end of turn)."


def test_attacking_with_a_die_of_a_kind() -> None:
    """constructs/attacking_with.py: this die attacks, and another attacking die of its player
    is of the kind (DM-9.1)."""
    record = ability(ALONG)
    attacking = {"zone": "attack", "blocker": False}
    assert record["condition"] == {"kind": "all", "of": [
        {"kind": "this_die", "filters": attacking},
        {"kind": "dice", "whose": "yours", "other": True, "at_least": 1,
         "filters": {"affiliation": "grovekin", **attacking}},
    ]}  # fmt: skip
    for line in (
        f"{NAME} gets +2A while attacking with up to 2 (grv) character dice.",
        f"{NAME} gets +2A while attacking with target (grv) character die.",
        f"{NAME} gets +2A while attacking with a character die.",  # no kind: any company
    ):
        assert why("character", line) in ("condition", "unparsed", "target", "choice")


def test_it_gets_the_bonus_only_along_with_a_grove_die() -> None:
    leader = _card("leader", ALONG)
    grove = character("sprout", 1, 1, affiliations=["grovekin"])
    g = face_off([leader, grove], [character("brute", 1, 1)])
    g.attack("p1:leader:1", "p1:sprout:1")
    assert stats(g.state, g.state.dice["p1:leader:1"]) == (3, 3)
    assert stats(g.state, g.state.dice["p1:sprout:1"]) == (1, 1)
    g = face_off([leader, grove], [character("brute", 1, 1)])
    g.attack("p1:leader:1")  # the grove die stays home
    assert stats(g.state, g.state.dice["p1:leader:1"]) == (1, 1)


def test_the_engine_refuses_another_way_of_being_engaged() -> None:
    """`as` is "blocking" or "blocked" (abilities/conditions.py): a card saying otherwise
    does not load."""
    bad = character("odd", 1, 1, abilities=[{
        "trigger": "static", "text": "odd",
        "condition": {"kind": "engaged", "as": "sideways"},
        "effects": [{"op": "modify_attack", "amount": 1, "target": "this_card"}],
    }])  # fmt: skip
    with pytest.raises(ValueError, match="as is blocking or blocked"):
        card_from_dict(bad)


def test_the_reading_says_the_other_attacking_die() -> None:
    card = {"id": CODE, "kind": "character", "name": NAME, "text": [ALONG],
            **compiled("character", [ALONG])}  # fmt: skip
    (read,) = read_data(card)
    assert "you have 1 or more other attacking Grovekin character dice" in read.reading, (
        read.reading
    )


def test_an_affiliation_in_words() -> None:
    """ "When engaged with an X-Men character": the affiliation the card file names xmen."""
    record = ability(f"{NAME} gets +2A and +2D when engaged with an X-Men character.")
    assert record["condition"] == {"kind": "engaged", "filters": {"affiliation": "xmen"}}
    assert why("character", f"{NAME} gets +2A when engaged with X-Men.") == "unparsed"


def test_the_reading_of_an_affiliation_in_words() -> None:
    line = f"{NAME} gets +2A and +2D when engaged with an X-Men character."
    card = {"id": CODE, "kind": "character", "name": NAME, "text": [line],
            **compiled("character", [line])}  # fmt: skip
    (read,) = read_data(card)
    assert "is engaged with an X-Men character die" in read.reading, read.reading
