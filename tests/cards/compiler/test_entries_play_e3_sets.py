"""Lane e3's entries of this session played by the engine (the shapes no other entry has:
`set_attack`, and a `this_way` condition): each entry's records, put on a card of our own
naming, do what its note says, and a near miss does not. No printed text."""

from __future__ import annotations

from games.engine.abilities.stats import attack_of
from tests.cards.compiler.test_entries_play import fielding, records, resolve_all
from tests.engine.keywords.common import character, face_off


def test_the_targeted_die_s_attack_is_0_as_the_attack_step_starts() -> None:
    """109msw: while the card is active, as the Attack Step starts (attackers declared,
    DM-8.25) the targeted character die's A becomes 0 until the end of the turn (DM-14.1);
    the die not targeted (near miss) keeps its A."""
    tyrant = character("tyrant", 2, 2, abilities=records("109msw"))
    g = face_off([tyrant], [character("brute", 4, 4)], chris_field=1)
    kept = attack_of(g.state, g.state.dice["p2:sidekick:5"])
    g.attack("p1:tyrant:1")
    assert g.pending.kind == "choose_target"
    g.target("p2:brute:1")
    resolve_all(g)
    assert attack_of(g.state, g.state.dice["p2:brute:1"]) == 0
    assert attack_of(g.state, g.state.dice["p2:sidekick:5"]) == kept > 0


def test_prep_only_when_the_damage_kos_a_die() -> None:
    """111msw: when fielded, 1 damage to every character die; a die from the bag is prepped
    only if that damage KO'd at least one (DM-16.4); with no 1D die (near miss), none."""
    for frail, prepped in ((1, 1), (2, 0)):
        sapling = character("sapling", 1, 2, abilities=records("111msw"))
        g = fielding(sapling, character("twig", 1, frail))
        g.give(0, "p1:twig:1", to="field", face=0)
        before = len(g.zone(0, "prep"))
        g.field("p1:sapling:1")
        resolve_all(g)
        assert len(g.zone(0, "prep")) - before == prepped
