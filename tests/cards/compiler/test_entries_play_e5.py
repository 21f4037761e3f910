"""Some shipped per-card entries of lane e5 (cards/compiler/entry_data/<set>.json) played by the
engine: each entry's records, put on a card of our own naming, do what its note says. No
printed text: the records are engine data, the cards and names here are ours (but for the
names the entries filter on, which are facts of the game)."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import actions as A
from games.engine.abilities.costs import global_cost, purchase_cost
from tests.cards.compiler.test_entries_play import (
    attack_now,
    blocking,
    fielding,
    records,
    resolve_all,
    table,
)
from tests.engine.keywords.common import character, face_off


def _buying(g: Any, player: int, card: str, die: str) -> int:
    return purchase_cost(g.state, player, g.state.cards[card], g.state.dice[die])


def test_a_named_ally_costs_less_and_hits_harder_while_the_card_is_active() -> None:
    """62dps: while active, its controller's dice of cards named Deadpool cost 1 less to buy
    (DM-8.7) and their character dice get +2A (DM-14.3); another name is no match."""
    partner = character("partner", 1, 1, abilities=records("62dps"))
    named = character("named", 2, 2, name="Deadpool", cost=5)
    cousin = character("cousin", 2, 2, name="Lady Deadpool", cost=5)
    g = blocking([partner, named, cousin], [])
    assert attack_now(g, "p1:named:1") == 2 + 2
    assert attack_now(g, "p1:cousin:1") == 2
    assert _buying(g, 0, "named", "p1:named:2") == 5 - 1
    assert _buying(g, 0, "cousin", "p1:cousin:2") == 5
    g.arrange(0, "used", ["p1:partner:1"])  # no longer active (DM-18.1): nothing changes
    assert attack_now(g, "p1:named:1") == 2
    assert _buying(g, 0, "named", "p1:named:2") == 5


def test_globals_cost_the_opponent_two_more_on_your_turn_only() -> None:
    """9smc: while active, during its controller's turn, the opponent pays 2 more for each
    Global (DM-8.17); the controller's own Globals cost what they cost."""
    tax = character("tax", 1, 1, abilities=records("9smc"))
    g = face_off([tax], [])
    assert g.state.active == 0
    assert global_cost(g.state, 1, 1) == 1 + 2
    assert global_cost(g.state, 0, 1) == 1
    g.arrange(0, "used", ["p1:tax:1"])
    assert global_cost(g.state, 1, 1) == 1


def test_two_energy_types_two_boosts() -> None:
    """42gaf: while active, the controller's other Bolt character dice get +1A and the other
    Fist ones +1A: a die of both types gets +2A, a Mask die and the card's own die none."""
    # the entry names its own card by its code ("of another card"): the test card has it
    leader = character("42gaf", 1, 1, abilities=records("42gaf"), energy_types=["bolt"])
    both = character("both", 2, 2, energy_types=["bolt", "fist"])
    fisty = character("fisty", 2, 2, energy_types=["fist"])
    masky = character("masky", 2, 2, energy_types=["mask"])
    g = blocking([leader, both, fisty, masky], [])
    assert attack_now(g, "p1:both:1") == 2 + 2
    assert attack_now(g, "p1:fisty:1") == 2 + 1
    assert attack_now(g, "p1:masky:1") == 2
    assert attack_now(g, "p1:42gaf:1") == 1


def test_cheaper_while_the_opponent_has_two_dice_in_the_prep_area() -> None:
    """80dp: the card costs 1 less to buy while an opponent has 2 or more dice in their Prep
    Area, whether or not it is active (DM-8.9); with one die there it costs its price."""
    scout = character("scout", 2, 2, abilities=records("80dp"), cost=4)
    g = face_off([scout], [])
    g.arrange(0, "used", ["p1:scout:1"])
    g.arrange(1, "prep", ["p2:sidekick:5"])
    assert _buying(g, 0, "scout", "p1:scout:2") == 4
    g.arrange(1, "prep", ["p2:sidekick:5", "p2:sidekick:6"])
    assert _buying(g, 0, "scout", "p1:scout:2") == 4 - 1


BOOST = [
    {
        "trigger": "when_fielded",
        "effects": [{"op": "modify_attack", "amount": 1, "target": "this_die"}],
    }
]


@pytest.mark.parametrize(("affiliations", "gained"), [(["villain"], 0), (["hero"], 1)])
def test_villains_when_fielded_abilities_do_not_trigger(affiliations: list, gained: int) -> None:
    """26gaf: while active, a Villain die's "when fielded" ability does not trigger (a static
    lock, DM-12.1); a die of another affiliation's does (near miss)."""
    warden = character("warden", 1, 1, abilities=records("26gaf"))
    newcomer = character("newcomer", 1, 1, affiliations=affiliations, abilities=BOOST)
    g = fielding(newcomer, warden)
    g.field("p1:newcomer:1")
    resolve_all(g)
    assert attack_now(g, "p1:newcomer:1") == 1 + gained


def test_cheaper_with_more_active_characters_of_an_affiliation_than_the_opponent() -> None:
    """21dp: the card costs 3 less to buy while its player has more different active
    Deadpool-affiliated characters than the opponent (DM-18.1); as many is no reduction."""
    lady = character("lady", 2, 2, abilities=records("21dp"), affiliations=["deadpool"], cost=6)
    pal = character("pal", 1, 1, affiliations=["deadpool"])
    rival = character("rival", 1, 1, affiliations=["deadpool"])
    g = blocking([lady, pal], [rival])
    assert _buying(g, 0, "lady", "p1:lady:2") == 6 - 3
    g.arrange(0, "used", ["p1:pal:1"])
    assert _buying(g, 0, "lady", "p1:lady:2") == 6


# On its owner's own turn a die sent to the Used Pile from the Field Zone is Out of Play
# until Cleanup (abilities/effects/moves.py); the opponent's goes to their Used Pile.
@pytest.mark.parametrize(
    ("code", "mine", "theirs"), [("76dp", "prep", "prep"), ("66dp", "oop", "used")]
)
def test_each_player_picks_one_of_their_own_character_dice_to_move(
    code: str, mine: str, theirs: str
) -> None:
    """76dp / 66dp: when fielded, the controller picks one of their Field Zone character dice,
    then the opponent picks one of theirs (their own answer, not targeting, DM-13.1); each
    picked die goes to its owner's Prep Area (76dp) or Used Pile (66dp, a sacrifice, not a
    KO); the dice not picked stay."""
    mover = character("mover", 1, 1, abilities=records(code))
    g = table([mover], [])
    g.arrange(0, "reserve", ["p1:mover:2"], face=0)
    g.field("p1:mover:2")
    assert g.pending.kind == "choose_target" and g.pending.player == 0
    g.do(A.ChooseTarget(player=0, target="p1:sidekick:5"))
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    assert g.pending.options == ("p2:sidekick:5",)  # only the opponent's own dice
    g.do(A.ChooseTarget(player=1, target="p2:sidekick:5"))
    assert g.state.dice["p1:sidekick:5"].zone == mine
    assert g.state.dice["p2:sidekick:5"].zone == theirs
    assert g.state.dice["p1:mover:1"].zone == "field"
