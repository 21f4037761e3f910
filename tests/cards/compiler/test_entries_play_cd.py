"""Per-card entries of lane cd (issue 16: conditions; cards/compiler/entry_data/<set>.json)
played by the engine: each entry's records, put on a card of our own naming, do what its note
says, and a near miss does not. No printed text: the records are engine data, the cards and
names are ours (but for the names, affiliations and keywords the entries filter on, which
are facts of the game)."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import actions as A
from games.engine.abilities.costs import field_cost, purchase_cost
from games.engine.abilities.stats import attack_of, defense_of
from games.engine.abilities.targets import ACCEPT, DECLINE
from games.engine.abilities.texts import keywords_of
from games.engine.keywords.experience_tokens import tokens
from tests.cards.compiler.test_entries_play import (
    TWO_BACS,
    blocking,
    records,
    resolve_all,
    table,
)
from tests.cards.compiler.test_entries_play_e7 import _bought
from tests.engine.effects.common import action_card, use, with_action
from tests.engine.helpers import FIST, Game, cards_with, m
from tests.engine.keywords.common import FOE, character, face_off

DOUBLE_FIST = 5  # a test character's double energy face (tests/engine/keywords/common.py)


def _stats(g: Game, die: str) -> tuple[int, int]:
    state = g.state
    return attack_of(state, state.dice[die]), defense_of(state, state.dice[die])


# --- 64gotg, 101toa: a die bought may go to the bag for 1 more ---------------------------


@pytest.mark.parametrize(
    ("code", "bought"),
    [
        ("64gotg", character("imp", 1, 1, affiliations=["villain"])),
        ("101toa", character("imp", 1, 1, alignment="evil")),
    ],
)
def test_a_die_bought_of_the_kind_named_goes_to_the_bag_for_1_more(
    code: str, bought: dict[str, Any]
) -> None:
    """64gotg (a Villain), 101toa (an Evil character): while the card is active, its player
    buying such a character die may pay one more energy: the die goes into the bag instead
    of the Used Pile (DM-8.8 replaced, card text first: DM-12.1)."""
    g = _bought(code, bought, ACCEPT)
    assert "p1:imp:2" in g.zone(0, "bag")


@pytest.mark.parametrize(
    ("code", "bought", "answer"),
    [
        ("64gotg", character("imp", 1, 1, affiliations=["villain"]), DECLINE),
        ("64gotg", character("pal", 1, 1), ""),
        ("101toa", character("pal", 1, 1, alignment="good"), ""),
    ],
)
def test_declined_or_another_kind_the_die_bought_goes_to_the_used_pile(
    code: str, bought: dict[str, Any], answer: str
) -> None:
    """Near misses: declined, or a die of another kind bought: nothing asked, DM-8.8."""
    g = _bought(code, bought, answer)
    assert f"p1:{bought['id']}:2" in g.zone(0, "used")


# --- 128wol: +2A/+2D with a Green Lantern active, +1A/+1D more with another Lantern -----


@pytest.mark.parametrize(
    ("others", "expected"),
    [
        ((), (1, 1)),
        ((["yellowlantern"],), (2, 2)),
        ((["greenlantern"],), (4, 4)),
        ((["greenlantern"], ["redlantern"]), (4, 4)),
    ],
)
def test_lantern_bonuses_need_a_green_one_and_another_lantern(
    others: tuple[list[str], ...], expected: tuple[int, int]
) -> None:
    """128wol (docs/rulings.md): +2A/+2D while its player has an active Green Lantern
    character, +1A/+1D while they have an active Lantern of another card (a Green one
    counts); its own Blue Lantern die counts for neither (near miss: alone, 1A/1D)."""
    walker = character("walker", 1, 1, affiliations=["bluelantern"], abilities=records("128wol"))
    lanterns = [character(f"l{n}", 1, 1, affiliations=a) for n, a in enumerate(others)]
    g = table([walker, *lanterns], [])
    assert _stats(g, "p1:walker:1") == expected


def test_an_opposing_green_lantern_gives_nothing() -> None:
    """Near miss: the Green Lantern active is the opponent's (active: yours, DM-18.1)."""
    walker = character("walker", 1, 1, affiliations=["bluelantern"], abilities=records("128wol"))
    green = character("green", 1, 1, affiliations=["greenlantern"])
    g = table([walker], [green])
    assert _stats(g, "p1:walker:1") == (1, 1)


# --- 38tmnt: while Bebop is active, Overcrush and no damage from blockers ---------------


def _rocksteady(with_bebop: bool) -> Game:
    rock = character("rock", 3, 3, abilities=records("38tmnt"))
    bebop = character("bebop", 1, 1, name="Bebop")
    g = blocking([rock, *([bebop] if with_bebop else [])], [character("wall", 5, 1)])
    g.attack("p1:rock:1")
    g.block(("p2:wall:1", "p1:rock:1"))
    g.pass_all()
    resolve_all(g)
    return g


def test_with_bebop_active_it_has_overcrush_and_takes_no_blocker_damage() -> None:
    """38tmnt: while a Bebop character is active, its die has Overcrush (2 of its 3 damage
    past the 1D blocker, DM-9.8) and takes none of the blocker's 5 damage (DM-16.3)."""
    g = _rocksteady(with_bebop=True)
    assert "p1:rock:1" in g.zone(0, "field") or "p1:rock:1" in g.zone(0, "used")
    assert "p1:rock:1" not in g.zone(0, "prep")
    assert g.life(1) == 10 - 2


def test_without_bebop_it_is_kod_by_the_blocker() -> None:
    """Near miss: no Bebop active: no Overcrush, and the 5A blocker KOs it."""
    g = _rocksteady(with_bebop=False)
    assert "p1:rock:1" in g.zone(0, "prep")
    assert g.life(1) == 10


def test_the_overcrush_is_the_card_s_own_only_while_bebop_is_active() -> None:
    rock = character("rock", 3, 3, abilities=records("38tmnt"))
    g = table([rock, character("bebop", 1, 1, name="Bebop")], [])
    assert "overcrush" in {k.name for k in keywords_of(g.state, g.state.dice["p1:rock:1"])}
    g = table([rock], [])
    assert "overcrush" not in {k.name for k in keywords_of(g.state, g.state.dice["p1:rock:1"])}


# --- 90bff: fielded with an opposing Evil die out, Good dice are free to field ----------


def _unicorn(evil: bool) -> Game:
    unicorn = character("unicorn", 1, 1, abilities=records("90bff"))
    knight = {**character("knight", 1, 1, alignment="good")}
    knight["faces"] = [{**f, "cost": 2} if f["kind"] == "character" else f for f in knight["faces"]]
    foe = character("foe", 1, 1, alignment="evil" if evil else "good")
    g = table([knight, unicorn], [foe])
    g.arrange(0, "reserve", ["p1:unicorn:2", "p1:knight:2"], face=0)
    g.field("p1:unicorn:2")
    resolve_all(g)
    return g


def test_fielded_facing_an_evil_die_good_dice_field_free_this_turn() -> None:
    """90bff: fielded while an opposing Evil character die is in the Field Zone: its
    player's Good character dice cost nothing to field this turn (DM-8.12)."""
    g = _unicorn(evil=True)
    state = g.state
    assert field_cost(state, 0, state.dice["p1:knight:2"], 2) == 0


def test_fielded_facing_no_evil_die_fielding_costs_as_printed() -> None:
    """Near miss: the opposing die is Good: no effect."""
    g = _unicorn(evil=False)
    state = g.state
    assert field_cost(state, 0, state.dice["p1:knight:2"], 2) == 2


# --- 14dc2016: 2 cheaper on a turn its player used a Cosmic Treadmill ---------------------


def _zoom(name: str) -> int:
    treadmill = {**action_card("treadmill", {"effects": []}), "name": name}
    zoom = {**character("zoom", 1, 1, abilities=records("14dc2016")), "cost": 4}
    g = with_action(treadmill, zoom)
    use(g, "treadmill")
    resolve_all(g)
    state = g.state
    return purchase_cost(state, 0, state.cards["zoom"], state.dice["p1:zoom:1"])


def test_after_a_cosmic_treadmill_it_costs_2_less() -> None:
    """14dc2016: its player used an action die named Cosmic Treadmill this turn (DM-8.14):
    its dice cost 2 less to purchase (DM-8.7)."""
    assert _zoom("Cosmic Treadmill") == 2


def test_after_another_action_it_costs_as_printed() -> None:
    """Near miss: an action die of another name: the printed cost."""
    assert _zoom("Treadmill Parts") == 4


# --- 94fus, 123fus: an opposing adventurer of one alignment KO'd gives a token -----------


def _fighter(code: str, alignment: str) -> int:
    fighter = character("fighter", 5, 5, keywords=["experience_tokens"], abilities=records(code))
    foe = character("foe", 1, 1, keywords=["experience_tokens"], alignment=alignment)
    g = face_off([fighter], [foe])
    g.attack("p1:fighter:1")
    g.block(("p2:foe:1", "p1:fighter:1"))
    g.pass_all()
    resolve_all(g)
    assert "p2:foe:1" in g.zone(1, "prep")
    return tokens(g.state, "fighter", 0)


@pytest.mark.parametrize(("code", "alignment"), [("94fus", "evil"), ("123fus", "good")])
def test_an_opposing_adventurer_of_the_alignment_kod_gives_a_token(
    code: str, alignment: str
) -> None:
    """94fus (Evil), 123fus (Good): on its player's turn, an opposing character die with
    Experience of that alignment KO'd (DM-9.11): the card gains an Experience token at once."""
    assert _fighter(code, alignment) == 1


@pytest.mark.parametrize(("code", "alignment"), [("94fus", "good"), ("123fus", "evil")])
def test_an_adventurer_of_the_other_alignment_gives_nothing(code: str, alignment: str) -> None:
    """Near miss: the KO'd die is of the other alignment."""
    assert _fighter(code, alignment) == 0


# --- 36dps: Energize, behind on life: field it free at level 2 --------------------------


def _jubilee(behind: bool, answer: str) -> Game:
    jubilee = character("jubi", 1, 1, keywords=["energize"], abilities=records("36dps"))
    g = Game(
        teams=((("jubi", 2),), ((FOE, 2),)),
        cards=cards_with(jubilee),
        bacs=TWO_BACS,
        team_format="standard",
    )
    g.start()
    if behind:
        g.hurt(0, 2)
    g.give(0, "p1:jubi:1")
    g.draw(m(1), m(2), m(3))
    g.draw(m(4), to="oop")
    g.roll({"p1:jubi:1": DOUBLE_FIST, m(1): FIST, m(2): FIST, m(3): FIST})
    g.reroll()
    if g.pending.kind == "choose_target":
        g.do(A.ChooseTarget(player=0, target=answer))
    resolve_all(g)
    return g


def test_energized_behind_on_life_it_may_field_itself_at_level_2() -> None:
    """36dps: rolled on its double energy face (Energize, 000:L779) while its player has less
    life than the opponent: accepted, the die is fielded free on its level 2 face."""
    g = _jubilee(behind=True, answer=ACCEPT)
    assert "p1:jubi:1" in g.zone(0, "field")
    assert g.face("p1:jubi:1") == 1


def test_energized_behind_on_life_it_may_stay_in_the_reserve_pool() -> None:
    """Near miss: declined, the die stays in the Reserve Pool."""
    g = _jubilee(behind=True, answer=DECLINE)
    assert "p1:jubi:1" in g.zone(0, "reserve")


def test_energized_level_on_life_nothing_happens() -> None:
    """Near miss: equal life: the ability does not trigger."""
    g = _jubilee(behind=False, answer=ACCEPT)
    assert "p1:jubi:1" in g.zone(0, "reserve")


# --- 89toa: a KO replaced ------------------------------------------------------------


def _walled(mine: dict[str, Any], theirs: list[dict[str, Any]], face: int = 0) -> Game:
    """Michele's die of `mine` (on `face`) attacks and Chris's 5A wall blocks it: combat
    damage would KO it (DM-9.11); Chris has a die of each of `theirs` too."""
    g = blocking([mine], [character("wall", 5, 5), *theirs])
    g.give(0, f"p1:{mine['id']}:1", to="field", face=face)
    g.attack(f"p1:{mine['id']}:1")
    g.block(("p2:wall:1", f"p1:{mine['id']}:1"))
    g.pass_all()
    return g


@pytest.mark.parametrize(("alignment", "spared"), [("good", True), ("evil", False)])
def test_facing_an_active_good_die_its_ko_is_replaced_by_clearing_damage(
    alignment: str, spared: bool
) -> None:
    """89toa: its die about to be KO'd while an opponent has an active Good character die:
    instead its damage is cleared and it stays (DM-12.1); facing only an Evil one, it is
    KO'd (near miss)."""
    imp = character("imp", 1, 1, abilities=records("89toa"))
    g = _walled(imp, [character("other", 1, 1, alignment=alignment)])
    resolve_all(g)
    if spared:
        assert "p1:imp:1" in g.zone(0, "field")
        assert not g.state.dice["p1:imp:1"].damage
    else:
        assert "p1:imp:1" in g.zone(0, "prep")


# --- 57wol: 2 less damage while Lanterns of three colors are active ----------------------


@pytest.mark.parametrize(
    ("colors", "kod"), [(("greenlantern", "yellowlantern"), False), (("greenlantern",), True)]
)
def test_with_three_lantern_colors_active_damage_to_it_is_2_less(
    colors: tuple[str, ...], kod: bool
) -> None:
    """57wol: Lantern characters of three colors active (its own Red one, a Green one of
    Michele's, a Yellow one of Chris's: either player's): the wall's 5 damage is 3 to its
    4D die, which survives (DM-16.1); with two colors it is KO'd (near miss)."""
    mera = character("mera", 1, 4, affiliations=["redlantern"], abilities=records("57wol"))
    mine = [character(f"m{n}", 1, 1, affiliations=[a]) for n, a in enumerate(colors[:1])]
    theirs = [character(f"t{n}", 1, 1, affiliations=[a]) for n, a in enumerate(colors[1:])]
    g = blocking([mera, *mine], [character("wall", 5, 5), *theirs])
    g.attack("p1:mera:1")
    g.block(("p2:wall:1", "p1:mera:1"))
    g.pass_all()
    resolve_all(g)
    assert ("p1:mera:1" in g.zone(0, "prep")) is kod


# --- 74asm: +2A/+2D this turn when another card's X-Men die leaves a Field Zone ----------


@pytest.mark.parametrize(("affiliation", "bonus"), [("xmen", 2), ("avengers", 0)])
def test_an_x_men_die_leaving_the_field_gives_2a_2d_this_turn(affiliation: str, bonus: int) -> None:
    """74asm: Michele's action die KOs her own X-Men ally (DM-16.4: it leaves the Field
    Zone): her die of the card gets +2A/+2D until the end of the turn (DM-14.1); an ally of
    another affiliation leaving gives nothing (near miss)."""
    logan = character("74asm", 1, 1, affiliations=["xmen"], abilities=records("74asm"))
    ally = character("ally", 1, 1, affiliations=[affiliation])  # (its filter names its code)
    zap = action_card("zap", {"effects": [{"op": "ko", "target": "target_die"}]})
    g = with_action(zap, logan, ally)
    g.give(0, "p1:74asm:1", to="field", face=0)
    g.give(0, "p1:ally:1", to="field", face=0)
    use(g, "zap", "p1:ally:1")
    resolve_all(g)
    assert "p1:ally:1" in g.zone(0, "prep")
    assert _stats(g, "p1:74asm:1") == (1 + bonus, 1 + bonus)
