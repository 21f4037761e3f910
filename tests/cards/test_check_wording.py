"""`manage.py check_wording` (cards/wording.py, `make check-wording`): our lines sharing a run
of N words with a card's printed text are listed, and the command fails. The card file here
is a tiny invented one (set "wdx"), never a real card's text."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from cards import wording

HOUND = (
    "When Pebble Hound is fielded, every opposing character die with a cost of 3 or more"
    " takes 1 damage."
)
OIL = "Each player draws two dice from the bag and gains life equal to the [B] they roll."
CARDS = f"""<script>
    var iconname = {{ M:"mask", F:"fist", B:"bolt", S:"shield", 1:1, 2:2 }};
    var affiliation_map = {{ 0:'none' }};
    var wdx_aff = {{ 0:'0' }};
    var wdx = [
'12304Pebble Hound|Loyal Digger|{HOUND}',
'13204Lamp Oil|Action Card|{OIL}',
    ];
    var dice = {{ "Pebble Hound":"022 133 144" }};
</script>
"""


@pytest.fixture
def cards(tmp_path: Path) -> str:
    path = tmp_path / "cards.php"
    path.write_text(CARDS)
    return str(path)


def check(cards: str, *paths: str, size: int = 12, rules: tuple[str, ...] = ()) -> tuple[bool, str]:
    out = []

    class Sink:
        def write(self, text: str) -> None:
            out.append(text)

        def flush(self) -> None:
            pass

    try:
        call_command("check_wording", cards, *paths, words=size, rules=list(rules), stdout=Sink())
    except CommandError:
        return False, "".join(out)
    return True, "".join(out)


def test_a_copied_sentence_is_listed_with_its_line_and_card(cards: str, tmp_path: Path) -> None:
    ours = tmp_path / "test_hound.py"
    ours.write_text(
        "# our own words: a hound that hurts costly dice\n"
        'LINE = "When Pebble Hound is fielded, every opposing character die with a cost of 3"\n'
    )
    ok, out = check(cards, str(ours))
    assert not ok
    assert out.startswith(f"{ours}:2: 1wdx: when pebble hound is fielded every opposing")
    assert ":1:" not in out


def test_a_line_in_our_own_words_passes(cards: str, tmp_path: Path) -> None:
    ours = tmp_path / "test_hound.py"
    # the same shape, other amounts and another order: not the card's sentence
    ours.write_text(
        'LINE = "When Pebble Hound is fielded, each opposing character die costing 4 or more'
        ' takes 2 damage."\n'
    )
    assert check(cards, str(ours)) == (True, "no line shares a 12-word run with a card's text\n")


def test_the_run_length_is_a_choice(cards: str, tmp_path: Path) -> None:
    ours = tmp_path / "notes.md"
    ours.write_text("Each player draws two dice from the bag, then rests.\n")  # 8 words shared
    assert check(cards, str(ours))[0]
    ok, out = check(cards, str(ours), size=8)
    assert not ok and "2wdx: each player draws two dice from the bag" in out


def test_icons_and_punctuation_do_not_hide_a_run() -> None:
    """The importer reads `[B]` as the icon's word; our `(bolt)` is the same word."""
    known = wording.runs([("2wdx", ["Gain life equal to the [bolt] they roll, twice."])], 6)
    (hit,) = wording.shared("x.md", "ok\ngain life equal to the (bolt) they roll!", known, 6)
    assert (hit.line, hit.card, hit.words) == (2, "2wdx", "gain life equal to the bolt they roll")


def test_a_rulebook_line_a_card_repeats_may_be_quoted(cards: str, tmp_path: Path) -> None:
    """A card's reminder often repeats a keyword's glossary line, which keyword tests quote:
    a run the rulebooks print too is the rules' words, not the card's."""
    ours = tmp_path / "test_oil.py"
    ours.write_text('GLOSSARY = "Each player draws two dice from the bag and gains life"\n')
    assert not check(cards, str(ours), size=8)[0]
    rules = tmp_path / "rules"
    rules.mkdir()
    (rules / "book.txt").write_text(
        "Oil: each player draws two dice from the bag and gains life.\n"
    )
    assert check(cards, str(ours), size=8, rules=(str(rules),))[0]
    # the rest of the card's sentence is still its own
    ours.write_text('LINE = "gains life equal to the (bolt) they roll"\n')
    assert not check(cards, str(ours), size=8, rules=(str(rules),))[0]
    with pytest.raises(CommandError, match="no such file"):
        call_command("check_wording", cards, str(ours), rules=[str(tmp_path / "gone")])
