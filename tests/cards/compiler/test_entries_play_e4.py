"""Lane e4's per-card entries played by the engine (as tests/cards/compiler/test_entries_play.py
does): the records of an entry, put on a card of our own naming, do what its note says.
No printed text: the records are engine data; the cards and names here are ours."""

from __future__ import annotations

import pytest

from games.engine import IllegalAction
from games.engine.abilities.stats import attack_of
from games.engine.abilities.texts import has_keyword
from tests.cards.compiler.test_entries_play import blocking, records, resolve_all
from tests.engine.keywords.common import at_attack, character


def test_a_die_damaged_on_the_other_players_turn_hurts_both_players() -> None:
    """93asm: a die of the card dealt damage while it is not its controller's turn deals 1
    damage to each player (DM-13.3: not targeted); its twin on the attacking side, damaged on
    its own player's turn, does nothing (near miss: the condition is read as it triggers)."""
    cold = character("cold", 1, 5, abilities=records("93asm"))
    chill = character("chill", 3, 3, abilities=records("93asm"))
    g = blocking([chill], [cold])
    g.attack("p1:chill:1")
    g.block(("p2:cold:1", "p1:chill:1"))
    lives = (g.life(0), g.life(1))
    g.pass_all()
    resolve_all(g)
    assert (lives[0] - g.life(0), lives[1] - g.life(1)) == (1, 1)


def test_sidekick_blockers_of_other_cards_get_1a() -> None:
    """18tmnt: while the card is active, each Sidekick die of its controller that blocks
    gets +1A; the card's own die, a Sidekick by Ally, does not (another card's dice only),
    nor a Sidekick before it blocks."""
    (static,) = records("18tmnt")
    (boost,) = static["effects"]
    mine = {**boost, "filters": {**boost["filters"], "other_card": "ninja"}}  # the card's own id
    ninja = character("ninja", 1, 4, keywords=["ally"], abilities=[{**static, "effects": [mine]}])
    g = blocking([character("brute", 6, 6)], [ninja])
    state = g.state
    sidekick = attack_of(state, state.dice["p2:sidekick:5"])
    g.attack("p1:brute:1")
    g.block(("p2:ninja:1", "p1:brute:1"), ("p2:sidekick:5", "p1:brute:1"))
    state = g.state
    assert attack_of(state, state.dice["p2:sidekick:5"]) == sidekick + 1
    assert attack_of(state, state.dice["p2:ninja:1"]) == 1


def test_plus_1a_for_each_attacker_on_its_players_turn() -> None:
    """101skc: during its controller's turn, +1A for each attacking character die of theirs,
    itself included; before anyone attacks, nothing."""
    barda = character("barda", 2, 2, abilities=records("101skc"))
    g = at_attack(barda, character("brute", 3, 3))
    assert attack_of(g.state, g.state.dice["p1:barda:1"]) == 2
    g.attack("p1:barda:1", "p1:brute:1")
    assert attack_of(g.state, g.state.dice["p1:barda:1"]) == 2 + 2


def test_dice_of_one_affiliation_cannot_block_it() -> None:
    """45asm: a Spider-Friends die may not block this card's die; a Sidekick may (near
    miss: the limit names the blockers' affiliation only)."""
    octo = character("octo", 3, 3, abilities=records("45asm"))
    friend = character("friend", 2, 2, affiliations=["spideyfriends"])
    g = blocking([octo], [friend])
    g.attack("p1:octo:1")
    with pytest.raises(IllegalAction):
        g.block(("p2:friend:1", "p1:octo:1"))
    g.block(("p2:sidekick:5", "p1:octo:1"))
    assert g.state.combat is not None and g.state.combat.blocks == {"p2:sidekick:5": "p1:octo:1"}


@pytest.mark.parametrize(("bursts", "fast"), [(1, True), (0, False)])
def test_a_burst_face_gives_fast(bursts: int, fast: bool) -> None:
    """17doom: a die of the card showing a face with one burst has Fast (the keyword's hook
    points find it); the same die on a face with no burst does not (near miss)."""
    phantom = character("phantom", 2, 4, abilities=records("17doom"))
    phantom["faces"][0] = {**phantom["faces"][0], "bursts": bursts}
    g = at_attack(phantom)
    die = g.state.dice["p1:phantom:1"]
    assert has_keyword(g.state, die, "fast") is fast
