"""Per-card entries of lane eb (sets dp ... m2022, issue 16) played by the engine, as in
test_entries_play_ec.py: an extra reroll of Sidekick dice, an attacker doubled when its
player's active characters show every energy type, damage counted by unique active
characters of two affiliations. Our own cards and wording; only the affiliations the
entries filter on are the game's."""

from __future__ import annotations

from typing import Any

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.stats import attack_of, defense_of
from tests.cards.compiler.test_entries_play import blocking, records, resolve_all, table
from tests.engine.helpers import (
    BACS,
    CHAR,
    FIST,
    MASK,
    TEAMS,
    WILD,
    Game,
    bac,
    c,
    cards_with,
    m,
    of_type,
)
from tests.engine.keywords.common import character


def _rolled(active: bool = True) -> Game:
    """Michele's first turn, her dice rolled (three Sidekick dice and a Basic Action Die); a
    die of 73jl's entry in her Field Zone when `active`."""
    seer = character("seer", 1, 1, abilities=records("73jl"))
    g = Game(teams=((("seer", 2), *TEAMS[0])[:2], TEAMS[1]), cards=cards_with(seer))
    g.start()
    if active:
        g.give(0, "p1:seer:1", to="field", face=0)
    g.give(0, bac(BACS[0][0], 1))
    g.draw(m(1), m(2), m(3))
    g.draw(m(4), to="oop")
    g.roll({m(1): CHAR, m(2): FIST, m(3): MASK, bac(BACS[0][0], 1): 0})
    return g


def test_its_player_rerolls_sidekick_dice_once_more() -> None:
    """73jl: while active (DM-18.1), after the step's own reroll (DM-7.2) its player may
    reroll Sidekick dice once more (card text beats the one reroll, DM-12.1; docs/rulings.md
    "Extra rerolls": the step comes once a turn, so "once per turn" in it is that one); the
    Basic Action Die is not offered."""
    g = _rolled()
    g.reroll(m(1))
    g.roll({m(1): FIST})
    assert g.pending.kind == "reroll"
    assert set(g.pending.dice) == {m(1), m(2), m(3)}
    g.refuse(A.Reroll(player=0, dice=(bac(BACS[0][0], 1),)), E.REROLL_TWICE)
    g.reroll(m(2), m(3))
    events = g.roll({m(2): WILD, m(3): WILD})
    assert of_type(events, ev.StepBegan)[-1].step == "main"
    assert g.face(m(2)) == WILD


def test_not_active_it_gives_no_second_reroll() -> None:
    """Near miss: no die of the card in the Field Zone: DM-7.2's one reroll only."""
    g = _rolled(active=False)
    g.reroll(m(1))
    events = g.roll({m(1): FIST})
    assert of_type(events, ev.StepBegan)[-1].step == "main"


STORM = "p1:storm:1"


def _strength(g: Game) -> tuple[int, int]:
    die = g.state.dice[STORM]
    return attack_of(g.state, die), defense_of(g.state, die)


def _kinds(*types: str) -> list[dict[str, Any]]:
    """A die of 56gaf's entry (a Bolt card) and one card of each of `types` for Michele."""
    storm = character("storm", 2, 3, energy_types=["bolt"], abilities=records("56gaf"))
    return [storm, *(character(f"c{t}", 1, 1, energy_types=[t]) for t in types)]


def test_with_every_energy_type_active_the_attacker_doubles() -> None:
    """56gaf: as it attacks (DM-9.1), its player's active characters are of all four energy
    types among them (its own Bolt too): its A and D are doubled for the turn."""
    g = blocking(_kinds("fist", "mask", "shield"), [])
    g.attack(STORM)
    resolve_all(g)
    assert _strength(g) == (4, 6)


def test_a_type_missing_leaves_it_as_it_is() -> None:
    """Near miss: no Shield character active: 3 types only, nothing doubles."""
    g = blocking(_kinds("fist", "mask"), [])
    g.attack(STORM)
    resolve_all(g)
    assert _strength(g) == (2, 3)


def _spider(mine: list[dict[str, Any]]) -> Game:
    """Michele's Main Step: a die of each of `mine` in her Field Zone, she fields a die of
    12imw's entry (a Stark Industries and Spidey Friends card) whose other die is there too;
    Chris has a 12D die to take the damage."""
    web = character(
        "web", 1, 1, affiliations=["starkindustries", "spideyfriends"], abilities=records("12imw")
    )
    g = table([*mine, web], [character("wall", 1, 12)])
    g.arrange(0, "reserve", ["p1:web:2"], face=0)
    g.field("p1:web:2")
    assert g.pending.kind == "choose_target"
    g.target("p2:wall:1")
    resolve_all(g)
    return g


def test_two_damage_for_each_unique_active_character_of_those_teams() -> None:
    """12imw: fielded (DM-8.12) with another Stark Industries card and a Spidey Friends card
    active, and its own card (two dice: one character, DM-18.1), 3 unique characters: 6
    damage to the target (DM-18.5, counted as it resolves); a Villain does not count."""
    g = _spider(
        [
            character("suit", 1, 1, affiliations=["starkindustries"]),
            character("kid", 1, 1, affiliations=["spideyfriends"]),
            character("thug", 1, 1, affiliations=["villain"]),
        ]
    )
    assert g.state.dice["p2:wall:1"].damage == 6


def test_alone_it_counts_itself_only() -> None:
    """Near miss: with only a Villain beside it, its own card is the one such character: 2."""
    g = _spider([character("thug", 1, 1, affiliations=["villain"])])
    assert g.state.dice["p2:wall:1"].damage == 2


OPTIC = "p1:optic:1"


def _optic(sidekick: bool = True) -> Game:
    """Michele attacks with a die of 140dps's entry, a die of another card of hers in the
    Field Zone beside it and (when `sidekick`) a Sidekick character die; Chris has a 9D die
    and a Sidekick character die."""
    optic = character("optic", 1, 1, abilities=records("140dps"))
    g = blocking([optic, character("pal", 1, 1)], [character("wall", 1, 9)])
    if sidekick:
        g.arrange(0, "field", ["p1:sidekick:5"], face=CHAR)
    g.attack(OPTIC)
    return g


def test_x_damage_divided_x_her_character_dice_in_the_field_zone() -> None:
    """140dps: with a Sidekick die of hers active, as it attacks (DM-9.1) she divides X damage
    among targeted character dice (DM-13.1), X counted as it resolves (DM-18.5): the
    attacker, the other die and the Sidekick, 3 (the Attack Zone is in the Field Zone); a
    division of another total is refused."""
    g = _optic()
    assert g.pending.kind == "choose_target"
    g.refuse(A.ChooseTarget(player=0, split=(("p2:wall:1", 1), (c(5), 1))), E.TARGET_INVALID)
    g.do(A.ChooseTarget(player=0, split=(("p2:wall:1", 2), (c(5), 1))))
    resolve_all(g)
    assert g.state.dice["p2:wall:1"].damage == 2
    assert c(5) not in g.zone(1, "field")  # a 1D Sidekick: KO'd (DM-16.4)


def test_without_a_sidekick_of_hers_active_nothing_happens() -> None:
    """Near miss: no Sidekick character die of hers in the Field Zone: no damage at all."""
    g = _optic(sidekick=False)
    resolve_all(g)
    assert g.state.dice["p2:wall:1"].damage == 0


def _fury() -> Game:
    """Michele attacks with a die of 86fus's entry (a card whose subtitle names it a Fiend,
    with the code its filter names);
    her Used Pile holds its other die, a die of another Fiend card and one of a Dragon."""
    fury = character("86fus", 2, 2, subtitle="Winged Fiend", abilities=records("86fus"))
    imp = character("imp", 1, 1, subtitle="Lesser Fiend")
    wyrm = character("wyrm", 1, 1, subtitle="Young Dragon")
    g = blocking([fury, imp, wyrm], [])
    g.arrange(0, "used", ["p1:86fus:2", "p1:imp:2", "p1:wyrm:2"], face=0)
    g.attack("p1:86fus:1")
    return g


def test_attacking_it_brings_another_fiend_from_the_used_pile_to_the_field() -> None:
    """86fus: as it attacks (DM-9.1), a targeted (DM-13.1) Fiend character die of another
    card in its player's Used Pile goes to the Field Zone on level 1 (DM-23.4: moved, not
    fielded); its own card's die and a Dragon are not offered (near miss)."""
    g = _fury()
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {"p1:imp:2"}
    g.target("p1:imp:2")
    resolve_all(g)
    assert "p1:imp:2" in g.zone(0, "field")
    assert g.face("p1:imp:2") == 0  # its level 1 face
    assert "p1:86fus:2" in g.zone(0, "used") and "p1:wyrm:2" in g.zone(0, "used")
