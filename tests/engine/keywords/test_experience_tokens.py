"""Experience of the later Dungeons & Dragons sets (5tiw's reminder; our glossary line:
"Experience: at the end of a turn of yours in which you KO'd an opposing (ddm), this character
die's card gets one Experience Token."; docs/rulings.md "Experience tokens"). Each token gives
each die of its card +1A and +1D (DM-16.1) for the rest of the game; the card must be active as
the turn ends (DM-10.3, DM-18.1); one token per card and turn; only a Monster its player's
opponent KO'd counts (abilities/ko_credit.py, DM-9.11)."""

from __future__ import annotations

from cards.vocabulary import keywords_in
from games.engine import events as ev
from games.engine.abilities.ko_credit import kod_by
from games.engine.abilities.stats import stats
from games.engine.keywords import KEYWORDS
from games.engine.keywords.experience_tokens import tokens
from games.engine.model.evolve import evolve
from tests.engine.helpers import Game
from tests.engine.keywords.common import character, face_off

SCOUT = character("scout", 3, 3, keywords=["experience_tokens"])  # A3 D3
GOBLIN = character("goblin", 1, 1, affiliations=["monster"])  # a Monster, A1 D1
TRAVELLER = character("traveller", 1, 1)  # no Monster
SCOUT_1 = "p1:scout:1"


def _stats(g: Game, die: str) -> tuple[int, int]:
    return stats(g.state, g.state.dice[die])


def _to_next_turn(g: Game) -> None:
    while g.state.active == 0:
        g.pass_all()


def test_the_glossary_line_is_the_reminder() -> None:
    assert KEYWORDS["experience_tokens"].glossary.startswith(
        "Experience: at the end of a turn of yours"
    )
    assert KEYWORDS["experience_tokens"].label == "Experience"


def test_a_blocking_monster_kod_gives_the_card_a_token_at_the_end_of_the_turn() -> None:
    g = face_off([SCOUT], [GOBLIN])
    g.attack(SCOUT_1)
    g.block(("p2:goblin:1", SCOUT_1))
    g.pass_all()
    assert "p2:goblin:1" in g.zone(1, "prep")
    _to_next_turn(g)
    assert tokens(g.state, "scout", 0) == 1
    assert _stats(g, SCOUT_1) == (4, 4)


def test_the_token_is_the_cards_and_stays_when_its_die_leaves() -> None:
    """Every die of the card gets it, and a die that leaves and comes back still has it."""
    g = face_off([SCOUT], [GOBLIN])
    g.attack(SCOUT_1)
    g.block(("p2:goblin:1", SCOUT_1))
    g.pass_all()
    _to_next_turn(g)
    g.state = evolve(g.state, ev.DiceKnockedOut((SCOUT_1,)))
    g.give(0, "p1:scout:2", to="field", face=1)  # another die of the card, level 2 (A4 D4)
    assert _stats(g, "p1:scout:2") == (5, 5)


def test_near_miss_a_plain_blocker_gives_none() -> None:
    g = face_off([SCOUT], [TRAVELLER])
    g.attack(SCOUT_1)
    g.block(("p2:traveller:1", SCOUT_1))
    g.pass_all()
    _to_next_turn(g)
    assert tokens(g.state, "scout", 0) == 0
    assert _stats(g, SCOUT_1) == (3, 3)


def test_near_miss_the_card_not_active_at_the_end_of_the_turn_gains_none() -> None:
    """The blocking Monster (A3 now) and the attacker KO each other: no die of the card is
    in the Field Zone as the turn ends."""
    g = face_off([SCOUT], [GOBLIN])
    g.state = evolve(g.state, ev.StatsModified("p2:goblin:1", 2, 2, "test"))
    g.attack(SCOUT_1)
    g.block(("p2:goblin:1", SCOUT_1))
    g.pass_all()
    assert "p2:goblin:1" in g.zone(1, "prep") and SCOUT_1 in g.zone(0, "prep")
    _to_next_turn(g)
    assert tokens(g.state, "scout", 0) == 0


def test_two_monsters_one_token() -> None:
    g = face_off([SCOUT], [GOBLIN])
    g.give(1, "p2:goblin:2", to="field", face=0)
    g.give(0, "p1:scout:2", to="field", face=0)
    g.attack(SCOUT_1, "p1:scout:2")
    g.block(("p2:goblin:1", SCOUT_1), ("p2:goblin:2", "p1:scout:2"))
    g.pass_all()
    assert "p2:goblin:2" in g.zone(1, "prep") and "p2:goblin:1" in g.zone(1, "prep")
    _to_next_turn(g)
    assert tokens(g.state, "scout", 0) == 1


def test_near_miss_a_monster_kod_by_its_own_player_gives_none() -> None:
    """The credit goes to the player whose die dealt the latest damage (ko_credit.py)."""
    g = face_off([SCOUT], [GOBLIN])
    goblin = "p2:goblin:1"
    g.state = evolve(g.state, ev.DieDamaged(goblin, 1, "p2:goblin:1", False))
    assert kod_by(g.state, goblin) == 1
    assert kod_by(g.state, goblin, 0) == 0  # an effect's KO: its controller's
    g.state = evolve(g.state, ev.DieDamaged(goblin, 1, SCOUT_1, False))
    assert kod_by(g.state, goblin) == 0


def test_the_later_sets_print_it_bare_or_with_the_token_reminder() -> None:
    reminder = (
        "Experience (If you KO'd an opposing (ddm) during your turn, place one Experience"
        " Token on this character die's card at the end of your turn.)"
    )
    assert keywords_in([reminder], "tiw") == ["experience_tokens"]
    assert keywords_in(["Experience"], "toa") == ["experience_tokens"]
    assert keywords_in(["Experience"], "bffop") == ["experience"]  # the earlier keyword
    # Faerun Under Siege's texts count the tokens on the card (docs/rulings.md)
    assert keywords_in(["Experience"], "fus") == ["experience_tokens"]
    assert keywords_in(["Experience (gain one when you feel like it)"], "toa") == []
