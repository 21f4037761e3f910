"""More per-card entries of lane eb (sets hhs ... zhn), as in test_entries_play_e9.py:
Globals that search the bag or make a fielding free, a burst's Boomerang. Our own cards
and wording; only names the entries filter on."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import IllegalAction
from games.engine import actions as A
from games.engine.abilities.stats import attack_of, defense_of
from tests.cards.compiler.helpers import NAME, grammar_records
from tests.cards.compiler.test_entries_play import (
    FREE_FIRST,
    TWO_BACS,
    blocking,
    records,
    resolve_all,
)
from tests.engine.effects.common import action_card, use, with_action
from tests.engine.helpers import (
    ACTION0,
    ACTION1,
    CHAR,
    FIST,
    SHIELD,
    Game,
    bac,
    cards_with,
    m,
)
from tests.engine.keywords.common import FOE, character


def _with_globals(
    code: str, card: dict[str, Any], *others: dict[str, Any], globals_: list | None = None
) -> Game:
    """Michele's first turn, Main Step: a die of `card` (with its own abilities or `code`'s
    records, and `code`'s Globals or `globals_`) in her Field Zone, a Shield and two Fists
    in her Reserve Pool, Sidekicks m5-m8 in her bag; `others` are her other cards."""
    given = records(code, "globals") if globals_ is None else globals_
    card = {**card, "abilities": card.get("abilities") or records(code), "globals": given}
    team = tuple((x["id"], 2) for x in (card, *others))
    g = Game(
        teams=(team, ((FOE, 2),)),
        cards=cards_with(card, *others),
        bacs=TWO_BACS,
        team_format="standard",
    )
    g.start()
    g.give(0, f"p1:{card['id']}:1", to="field", face=0)
    g.begin({m(1): SHIELD, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def test_the_global_preps_a_sidekick_die_from_the_bag() -> None:
    """72ig's Global: pay 2 (DM-8.16) to move a Sidekick die of yours from your bag to your
    Prep Area; a die of another card in the bag is no option (near miss)."""
    g = _with_globals("72ig", character("hel", 2, 2), character("pal", 1, 1))
    g.give(0, "p1:pal:1", to="bag")
    g.do(A.UseGlobal(player=0, card="hel", ability=0, paid=((m(2), ("fist",)), (m(3), ("fist",)))))
    assert g.pending.kind == "choose_target"
    assert "p1:pal:1" not in g.pending.options and m(5) in g.pending.options
    g.target(m(5))
    resolve_all(g)
    assert g.zone(0, "prep") == {m(5)}


def _olsen() -> Game:
    pal = character("pal", 1, 1, abilities=[])
    supes = character("supes", 2, 2, name="Superman")
    g = _with_globals("75skc", character("jimmy", 1, 1), supes, pal, globals_=FREE_FIRST)
    g.give(0, "p1:supes:1", to="field", face=0)
    g.give(0, "p1:pal:1", to="field", face=0)
    return g


def test_while_active_superman_dice_get_1a_1d() -> None:
    """75skc: while the card is active (DM-18.1), its player's Superman dice get +1A/+1D;
    a die of another name does not (near miss)."""
    g = _olsen()
    state = g.state
    supes, pal = state.dice["p1:supes:1"], state.dice["p1:pal:1"]
    assert (attack_of(state, supes), defense_of(state, supes)) == (3, 3)
    assert attack_of(state, pal) == 1


def test_the_global_makes_the_first_fielding_of_the_turn_free() -> None:
    """75skc's Global: pay one Shield; the first character die its user fields this turn
    costs nothing to field (DM-8.9)."""
    costly = character("costly", 1, 1)
    costly["faces"][0] = {**costly["faces"][0], "cost": 2}
    g = _with_globals("75skc", character("jimmy", 1, 1), costly, globals_=FREE_FIRST)
    g.do(A.UseGlobal(player=0, card="jimmy", ability=0, paid=((m(1), ("shield",)),)))
    resolve_all(g)
    g.give(0, "p1:costly:1", to="reserve", face=0)
    g.field("p1:costly:1")
    assert "p1:costly:1" in g.zone(0, "field")
    assert {m(2), m(3)} <= g.zone(0, "reserve")  # nothing paid


def test_after_a_fielding_the_global_frees_nothing() -> None:
    """Near miss: a character die fielded already this turn, the next costs as ever."""
    cheap = character("cheap", 1, 1)
    costly = character("costly", 1, 1)
    costly["faces"][0] = {**costly["faces"][0], "cost": 2}
    g = _with_globals("75skc", character("jimmy", 1, 1), cheap, costly, globals_=FREE_FIRST)
    g.give(0, "p1:cheap:1", to="reserve", face=0)
    g.field("p1:cheap:1")
    g.do(A.UseGlobal(player=0, card="jimmy", ability=0, paid=((m(1), ("shield",)),)))
    resolve_all(g)
    g.give(0, "p1:costly:1", to="reserve", face=0)
    with pytest.raises(IllegalAction):
        g.field("p1:costly:1")


# 140wf's "when fielded" line in our own words as the grammar reads it (its entry keeps the other)
_LANTERN = [
    *grammar_records(["When fielded, KO each Firestorm die."], names=("Firestorm",)),
    *records("140wf"),
]


def _ping(face: int) -> Game:
    ping = {
        **action_card("ping"),
        "abilities": [
            *grammar_records(["Deal 1 damage to target opponent."], kind="action"),
            *records("69jus"),
        ],
    }
    g = with_action(ping)
    g.arrange(0, "reserve", [bac("ping", 1)], face=face)
    return g


def test_with_a_burst_the_used_die_is_rolled_and_an_action_face_preps_it() -> None:
    """69jus: 1 damage to the opponent; on a burst face, Boomerang too (docs/rulings.md
    "Boomerang"): the used die is rolled and, on an action face, goes to the Prep Area."""
    g = _ping(ACTION1)
    life = g.life(1)
    use(g, "ping")
    assert g.life(1) == life - 1
    assert g.pending.kind == "roll"
    g.roll({bac("ping", 1): ACTION0})
    resolve_all(g)
    assert bac("ping", 1) in g.zone(0, "prep")


def test_with_no_burst_there_is_no_boomerang() -> None:
    """Near miss: no burst: the damage only; nothing is rolled."""
    g = _ping(ACTION0)
    life = g.life(1)
    use(g, "ping")
    resolve_all(g)
    assert g.life(1) == life - 1 and g.pending.kind != "roll"
    assert bac("ping", 1) not in g.zone(0, "prep")


_ = CHAR


def test_fielded_it_kos_every_firestorm_die_but_no_other() -> None:
    """140wf: fielded, each character die named Firestorm, either side's, is KO'd (DM-16.4);
    a die of another name is not (near miss)."""
    lantern = character("lantern", 2, 2, abilities=_LANTERN)
    storm = character("storm", 1, 1, name="Firestorm")
    g = _with_globals("140wf", lantern, storm)
    g.give(0, "p1:storm:1", to="field", face=0)
    g.give(0, "p1:lantern:2", to="reserve", face=0)
    g.field("p1:lantern:2")
    resolve_all(g)
    assert "p1:storm:1" in g.zone(0, "prep")
    assert "p1:lantern:1" in g.zone(0, "field")


@pytest.mark.parametrize(("blocker_face", "paid"), [(0, 2), (1, 0)])
def test_blocking_with_a_mask_die_costs_the_opponent_2_life(blocker_face: int, paid: int) -> None:
    """140wf: while the card is active, the opponent pays 2 life (DM-12.2) to declare
    blockers with a Mask character die among them; a blocker of another type costs nothing
    (near miss)."""
    lantern = character("lantern", 3, 3, abilities=_LANTERN)
    masked = character("masked", 1, 1, energy_types=["mask"])
    plain = character("plain", 1, 1, energy_types=["fist"])
    blocker = (masked, plain)[blocker_face]
    g = blocking([lantern], [blocker])
    g.attack("p1:lantern:1")
    life = g.life(1)
    g.block((f"p2:{blocker['id']}:1", "p1:lantern:1"))
    assert life - g.life(1) == paid


def test_kod_it_may_prep_a_superman_die_from_the_used_pile() -> None:
    """142skc: a die of this card KO'd, its player may move a Superman-affiliated die not
    named Jimmy Olsen from their Used Pile to their Prep Area; its own card's die there is no
    option (near miss)."""
    jimmy = character("jimmy", 1, 1, name="Jimmy Olsen", affiliations=["superman"])
    kal = character("kal", 2, 2, affiliations=["superman"])
    zap = action_card("zapany", {"effects": [{"op": "deal_damage", "target": "target_die",
                                              "amount": 1}]})  # fmt: skip
    jimmy = {**jimmy, "abilities": records("142skc"), "globals": FREE_FIRST}
    g = with_action(zap, jimmy, kal)
    g.give(0, "p1:jimmy:1", to="field", face=0)
    g.arrange(0, "used", ["p1:kal:1", "p1:jimmy:2"])
    use(g, "zapany", "p1:jimmy:1")
    while g.pending.kind == "order_triggers":
        g.do(A.ChooseTrigger(player=0, index=0))
    assert g.pending.kind == "choose_target"
    assert "p1:kal:1" in g.pending.options and "p1:jimmy:2" not in g.pending.options
    g.target("p1:kal:1")
    resolve_all(g)
    assert "p1:kal:1" in g.zone(0, "prep")


def test_attacking_it_spins_up_its_players_other_superstars() -> None:
    """14tag: when a die of this card attacks, each character die of its player not named
    Scott Hall goes up a level (DM-21; a Superstar is a character die, docs/rulings.md);
    its own dice and the opponent's do not (near misses)."""
    line = f"When {NAME} attacks, spin your non-{NAME} Superstar dice up 1 level."
    hall = character("hall", 2, 2, abilities=grammar_records([line], code="hall"))
    g = blocking([hall, character("nash", 1, 1)], [character("foe", 1, 1)])
    g.attack("p1:hall:1")
    resolve_all(g)
    assert g.face("p1:nash:1") == 1
    assert g.face("p1:hall:1") == 0 and g.face("p2:foe:1") == 0


@pytest.mark.parametrize(("bursts", "three_offered"), [(0, False), (1, True)])
def test_blocking_it_buys_a_cheap_die_for_nothing(bursts: int, three_offered: bool) -> None:
    """3uxmop: when its die blocks (DM-9.3), its player may buy a die of cost 2 or less for
    nothing (DM-8.5); on a burst face (DM-17.3, "instead") of cost 3 or less. Near miss:
    with no burst the cost-3 card is no option."""
    beast = character("beast", 1, 4, abilities=records("3uxmop"))
    beast["faces"][0] = {**beast["faces"][0], "bursts": bursts}
    two = character("two", 1, 1, cost=2)
    three = character("three", 1, 1, cost=3)
    g = Game(
        teams=((("brute", 2),), (("beast", 2), ("two", 2), ("three", 2))),
        cards=cards_with(character("brute", 1, 1), beast, two, three),
        first_player_may_attack_first_turn=True,
        bacs=TWO_BACS,
        team_format="standard",
    )
    g.start()
    g.give(0, "p1:brute:1", to="field", face=0)
    g.give(1, "p2:beast:1", to="field", face=0)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.pass_all()
    g.attack("p1:brute:1")
    g.block(("p2:beast:1", "p1:brute:1"))
    while g.pending.kind == "order_triggers":
        g.do(A.ChooseTrigger(player=g.pending.player, index=0))
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    assert "p2:two:1" in g.pending.options
    assert ("p2:three:1" in g.pending.options) is three_offered
    g.target("p2:two:1")
    resolve_all(g)
    assert "p2:two:1" in g.zone(1, "used")
