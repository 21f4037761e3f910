"""A flip card in the Team Builder file (docs/rulings.md "Flip"): "||" parts its two sides,
each with its own lines; the card is executed only when both sides are read, and the
reading says each side. Invented cards of an invented set: no real card text or names."""

from __future__ import annotations

from cards.execution import status
from cards.importers import teambuilder
from cards.records import build
from games.reading import sheet

FLIP = "Flip [FLIP] (At the start of your turn, you may flip this card to its other side.)"
SOURCE = (
    """ <script>
    var affiliation_map = { 0:'none' };
    var iconname = { M:"mask", F:"fist", FLIP:"flip" };
 var tbf = [
'13304Lantern Twin|Two Wicks|"""
    + FLIP
    + "||"
    + FLIP
    + """|Overcrush',
'13304Lantern Odd|Two Wicks|"""
    + FLIP
    + "||"
    + FLIP
    + """|Whistles a tune nobody has heard.',
'13304Lantern Plain|One Wick|Overcrush',
'13304Lantern Pair|Two Wicks|"""
    + FLIP
    + "||"
    + FLIP
    + """|When fielded, target character die other than Lantern Pair gets +2A.',
    ];
    var dice = { "Lantern Twin":"123 234 345", "Lantern Odd":"123 234 345",
                 "Lantern Plain":"123 234 345", "Lantern Pair":"123 234 345" };
  </script>"""
)


def cards() -> dict:
    return dict(teambuilder.read(SOURCE))


def test_the_two_sides_are_read_apart() -> None:
    twin = cards()["1tbf"]
    assert twin["keywords"] == ["flip"] and twin["text"] == [FLIP.replace("[FLIP]", "(flip)")]
    assert twin["back"]["keywords"] == ["flip", "overcrush"]
    assert status(twin).executed
    record = build(twin)
    assert record["back"]["keywords"] == ["flip", "overcrush"]
    readings = [row["reading"] for row in sheet(record)]
    assert "Other side: Overcrush" in readings
    assert all(row["read"] for row in sheet(record))


def test_a_side_that_is_not_read_keeps_the_card_text_only() -> None:
    odd = cards()["2tbf"]
    assert not status(odd).executed
    assert "text only: Whistles a tune nobody has heard." in status(odd).reasons


def test_a_card_of_one_side_has_no_other() -> None:
    assert "back" not in cards()["3tbf"]


def test_the_other_side_names_its_own_card_by_code() -> None:
    """The other side's text is the same card's (docs/rulings.md "Flip"): a die "other than
    <self>" is one of another card, this card's code, as on the first side."""
    pair = cards()["4tbf"]
    assert status(pair).executed
    ability = pair["back"]["abilities"][-1]
    assert ability["effects"][0]["filters"] == {"other_card": "4tbf"}
