"""More shipped per-card entries of lane ea (entry_data/fus.json, def.json) played by
the engine: each entry's records, put on a card of our own naming, do what its note says,
with a near miss. No printed text: the records are engine data, the cards and names here
are ours."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import IllegalAction
from games.engine import events as ev
from games.engine.abilities.effects.card_tokens import TOKEN, tokens
from games.engine.abilities.texts import keywords_of
from games.engine.model.evolve import evolve
from tests.cards.compiler.test_entries_play import blocking, records, resolve_all, table
from tests.engine.keywords.common import character


@pytest.mark.parametrize(("face", "zone"), [(3, "prep"), (0, "field")])  # 3: a Fist energy face
def test_humanoids_are_rerolled_and_ko_d_on_energy(face: int, zone: str) -> None:
    """92fus: when fielded, each Humanoid character die (a card whose subtitle names the
    type), either player's, is rerolled (DM-22.1); one landing on energy is KO'd (DM-16: to
    its owner's Prep Area), one landing on a character face stays in the Field Zone; a die
    of another type (near miss) is not rolled."""
    gorgon = character("gorgon", 1, 1, abilities=records("92fus"))
    beast = character("beast", 1, 1, subtitle="Lesser Beast")
    g = table([gorgon, beast], [character("folk", 1, 1, subtitle="Lesser Humanoid")])
    g.arrange(0, "reserve", ["p1:gorgon:2"], face=0)
    g.field("p1:gorgon:2")
    assert g.pending.kind == "roll" and tuple(g.pending.dice) == ("p2:folk:1",)
    g.roll({"p2:folk:1": face})
    resolve_all(g)
    assert g.state.dice["p2:folk:1"].zone == zone
    assert g.state.dice["p1:beast:1"].zone == "field"


@pytest.mark.parametrize(("alignment", "asked"), [("evil", True), ("good", False)])
def test_an_evil_monster_fielded_rerolls_a_targeted_good_or_neutral_die(
    alignment: str, asked: bool
) -> None:
    """97fus: while the card is active, each time its player fields an Evil Monster die, a
    targeted (DM-13.1) opposing Neutral or Good character die is rerolled, and goes to its
    owner's Used Pile if it lands on energy; a Sidekick (no alignment) is no option; a Good
    Monster fielded (near miss) triggers nothing."""
    lich = character("lich", 1, 1, abilities=records("97fus"))
    minion = character("minion", 1, 1, affiliations=["monster"], alignment=alignment)
    g = table([lich, minion], [character("paladin", 1, 1, alignment="good")])
    g.arrange(0, "reserve", ["p1:minion:2"], face=0)
    g.field("p1:minion:2")
    assert (g.pending.kind == "choose_target") is asked
    if asked:
        assert g.pending.options == ("p2:paladin:1",)
        g.target("p2:paladin:1")
        g.roll({"p2:paladin:1": 3})  # a Fist energy face
        resolve_all(g)
        assert g.state.dice["p2:paladin:1"].zone == "used"


def test_fielded_it_takes_a_token_off_a_targeted_adventurer_card() -> None:
    """89fus: when fielded, a targeted Adventurer card (one with Experience, DM-13.1) loses
    one Experience token; a card without Experience (near miss) is no option."""
    ghost = character("ghost", 1, 1, abilities=records("89fus"))
    hero = character("hero", 1, 1, keywords=["experience"])
    g = table([ghost], [hero])
    g.state = evolve(g.state, ev.EffectStarted(TOKEN, "hero", "hero", 1, "game", 2))
    g.arrange(0, "reserve", ["p1:ghost:2"], face=0)
    g.field("p1:ghost:2")
    assert g.pending.kind == "choose_target"
    assert all("hero" in option for option in g.pending.options)
    g.target(g.pending.options[0])
    resolve_all(g)
    assert tokens(g.state, "hero", 1) == 2 - 1


@pytest.mark.parametrize(("level", "barred"), [(0, True), (2, False)])
def test_attacking_it_bars_an_adventurer_of_its_level_or_lower_from_blocking(
    level: int, barred: bool
) -> None:
    """89fus: when the die attacks, a targeted Adventurer die can't block this turn (DM-14.2)
    if its level is at most the attacker's; one of a higher level (near miss) still may."""
    ghost = character("ghost", 1, 1, abilities=records("89fus"))
    g = blocking([ghost], [character("hero", 1, 1, keywords=["experience"])])
    g.arrange(1, "field", ["p2:hero:1"], face=level)
    g.attack("p1:ghost:1")
    g.target("p2:hero:1")
    resolve_all(g)
    if barred:
        with pytest.raises(IllegalAction):
            g.block(("p2:hero:1", "p1:ghost:1"))
    else:
        g.block(("p2:hero:1", "p1:ghost:1"))


def _kw(g: Any, die: str) -> set[str]:
    return {k.name for k in keywords_of(g.state, g.state.dice[die])}


def test_blocking_or_blocked_the_dice_engaged_with_it_lose_their_text() -> None:
    """20def: when the die is blocked (or blocks), each die engaged with it (DM-9.3: its
    blockers, or the attacker it blocks) has no text until Cleanup; a blocker engaged with
    another attacker (near miss) keeps its keyword."""
    trick = character("trick", 1, 5, abilities=records("20def"))
    g = blocking([trick, character("pal", 1, 5)], [character("wall", 1, 5, keywords=["overcrush"])])
    g.give(1, "p2:wall:2", to="field", face=0)
    g.attack("p1:trick:1", "p1:pal:1")
    g.block(("p2:wall:1", "p1:trick:1"), ("p2:wall:2", "p1:pal:1"))
    resolve_all(g)
    assert _kw(g, "p2:wall:1") == set() and _kw(g, "p2:wall:2") == {"overcrush"}


def test_blocking_the_attacker_it_blocks_loses_its_text() -> None:
    """20def: the same when the die blocks: the attacker it blocks has no text."""
    trick = character("trick", 1, 5, abilities=records("20def"))
    g = blocking([character("raider", 1, 5, keywords=["overcrush"])], [trick])
    g.attack("p1:raider:1")
    g.block(("p2:trick:1", "p1:raider:1"))
    resolve_all(g)
    assert _kw(g, "p1:raider:1") == set()
