"""Per-card entries of lane eb (sets hhs ... zhn), as in test_entries_play_e9b.py: a
Continuous die that shields at a Global's moment, a fielding that KOs every Sidekick, a
purchase cost that holds at an exact life total, a KO that doubles printed A, fielding made
free by an opposing Villain. Our own cards and wording; only names the entries filter on."""

from __future__ import annotations

import pytest
from msgspec.structs import replace

from games.engine import IllegalAction
from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.costs import purchase_cost
from games.engine.abilities.stats import attack_of
from tests.cards.compiler.helpers import grammar_records
from tests.cards.compiler.test_entries_play import TWO_BACS, records, resolve_all, table
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import (
    ACTION0,
    CHAR,
    FIST,
    Game,
    bac,
    c,
    cards_with,
    m,
)
from tests.engine.keywords.common import FOE, character


def _armour(xmen: bool) -> Game:
    """Michele's first turn, Main Step: her Continuous die of 4m2022's records in her Field
    Zone, a die of `ward` (an X-Men one or not) fielded."""
    armour = {
        "id": "armour",
        "name": "armour",
        "kind": "basic_action",
        "cost": 1,
        "keywords": ["continuous"],
        "abilities": records("4m2022"),
    }
    ward = character("ward", 1, 3, affiliations=["xmen"] if xmen else ["villain"])
    g = Game(
        teams=((("ward", 2), (FOE, 2)), ((FOE, 2),)),
        bacs=((("armour"),), ("counterstrike",)),
        cards=cards_with(armour, ward),
    )
    g.start()
    g.give(0, "p1:ward:1", to="field", face=0)
    g.give(0, bac("armour", 1), to="field", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.hurt(0, 2)  # below the starting life: a gain has room (DM-11.3)
    return g


def _armour_used(g: Game) -> None:
    g.do(A.UseAbility(player=0, die=bac("armour", 1), ability=0))
    while g.pending.kind == "order_triggers":
        g.do(A.ChooseTrigger(player=0, index=0))
    if g.pending.kind == "choose_target" and "accept" in g.pending.options:
        g.do(A.ChooseTarget(player=0, target="accept"))
    g.target("p1:ward:1")
    resolve_all(g)


def _shielded(g: Game) -> list[tuple[str, int]]:
    return [
        (e.target, e.amount)
        for e in g.events
        if isinstance(e, ev.EffectStarted) and e.effect == "prevent_next"
    ]


def test_the_continuous_die_pays_itself_and_with_an_x_man_gains_a_life() -> None:
    """4m2022 (Continuous, DM-8.14): at a Global's moment its player moves it from the Field
    Zone to the Used Pile to shield a target character die from its next 2 damage (DM-19)
    and, with an active X-Men character, gains 1 life."""
    g = _armour(xmen=True)
    life = g.life(0)
    _armour_used(g)
    assert bac("armour", 1) not in g.zone(0, "field")  # paid: it left (Out of Play till Cleanup)
    assert _shielded(g) == [("p1:ward:1", 2)]
    assert g.life(0) == life + 1


def test_without_an_x_man_the_shield_comes_but_no_life() -> None:
    """Near miss: no active X-Men character: no life gained; the die still goes."""
    g = _armour(xmen=False)
    life = g.life(0)
    _armour_used(g)
    assert _shielded(g) == [("p1:ward:1", 2)]
    assert g.life(0) == life


def _czar() -> Game:
    """Michele's first turn, Main Step: a die of 123xfc's card in her Reserve Pool to field,
    a Sidekick die of each player's and a die of another card of hers in the Field Zones."""
    czar = character("czar", 2, 2, abilities=records("123xfc"))
    pal = character("pal", 1, 1)
    g = Game(
        teams=((("czar", 2), ("pal", 2)), ((FOE, 2),)),
        cards=cards_with(czar, pal),
        bacs=TWO_BACS,
        team_format="standard",
    )
    g.start()
    g.give(0, "p1:pal:1", to="field", face=0)
    g.arrange(1, "field", [c(5), c(6)], face=CHAR)
    g.begin({m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    g.field(m(1))
    g.give(0, "p1:czar:1", to="reserve", face=0)
    return g


def test_fielded_it_kos_every_sidekick_and_deals_one_damage_for_each() -> None:
    """123xfc: fielded (DM-8.12), every Sidekick die in the Field Zone, its player's too, is
    KO'd, and the opponent takes 1 damage for each; a die of another card stays (near
    miss)."""
    g = _czar()
    life = g.life(1)
    g.field("p1:czar:1")
    resolve_all(g)
    assert not {m(1), c(5), c(6)} & (g.zone(0, "field") | g.zone(1, "field"))
    assert g.life(1) == life - 3
    assert "p1:pal:1" in g.zone(0, "field")


def test_no_wild_energy_may_buy_its_dice() -> None:
    """123xfc's first line: the card's own bar on Wild energy (as 123gotg's)."""
    (bar, _) = records("123xfc")
    assert bar["effects"] == [{"op": "no_wild_purchase", "target": "this_card"}]


# 129ig's Energize in our own words as the grammar reads it (its entry keeps the cost line)
_TITAN = [
    *grammar_records(["Energize - Give target character die +4A."], keywords=("energize",)),
    *records("129ig"),
]


def _titan_cost(hurt: int) -> tuple[int, int]:
    """129ig's card's purchase cost (printed 6) for Michele, with Chris at 20 life less
    `hurt`; and a card of no entry's."""
    titan = character("titan", 3, 3, abilities=_TITAN, keywords=["energize"])
    titan = {**titan, "cost": 6}
    plain = {**character("plain", 1, 1), "cost": 6}
    g = Game(
        life=20, teams=((("titan", 2), ("plain", 2)), ((FOE, 2),)), cards=cards_with(titan, plain)
    )
    g.start()
    if hurt:
        g.hurt(1, hurt)
    state = g.state
    return (
        purchase_cost(state, 0, state.cards["titan"], state.dice["p1:titan:1"]),
        purchase_cost(state, 0, state.cards["plain"], state.dice["p1:plain:1"]),
    )


def test_while_the_opponent_has_20_life_its_dice_cost_2_less() -> None:
    """129ig: while the opponent's life is exactly 20, its dice cost 2 less to purchase
    (DM-8.7); another card's as printed (near miss)."""
    assert _titan_cost(0) == (4, 6)


def test_with_the_opponent_at_19_life_its_dice_cost_as_printed() -> None:
    """Near miss: one damage to the opponent and the reduction is gone."""
    assert _titan_cost(1) == (6, 6)


def test_its_energize_gives_a_target_die_4a() -> None:
    """129ig's Energize (DM-12, the keyword's trigger): a target character die +4A."""
    (energize, _) = _TITAN
    assert energize["trigger"] == "energize"
    assert energize["effects"] == [{"op": "modify_attack", "amount": 4, "target": "target_die"}]


def _sands() -> Game:
    """Michele's first turn, Main Step: two dice of 84ig's card (named Sandman) and a die of
    another card in her Field Zone."""
    sand = character("sand", 2, 2, name="Sandman", abilities=records("84ig"))
    pal = character("pal", 2, 2)
    zap = {
        "id": "zapper",
        "name": "zapper",
        "kind": "basic_action",
        "cost": 1,
        "abilities": [{"trigger": "action", "effects": [{"op": "ko", "target": "target_die"}]}],
    }
    g = Game(
        teams=((("sand", 2), ("pal", 2)), ((FOE, 2),)),
        bacs=((("zapper"),), ("counterstrike",)),
        cards=cards_with(zap, sand, pal),
    )
    g.start()
    g.give(0, bac("zapper", 1))
    g.give(0, "p1:sand:1", to="field", face=0)
    g.give(0, "p1:sand:2", to="field", face=0)
    g.give(0, "p1:pal:1", to="field", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({bac("zapper", 1): ACTION0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def _ko(g: Game, die: str) -> None:
    g.do(A.UseActionDie(player=0, die=bac("zapper", 1)))
    g.target(die)
    resolve_all(g)


def test_a_sandman_kod_doubles_the_other_sandman_s_printed_a() -> None:
    """84ig: a Sandman die of its player KO'd, the other Sandman die has its printed A
    doubled this turn (DM-14.1); a die of another name keeps its A (near miss)."""
    g = _sands()
    _ko(g, "p1:sand:1")
    state = g.state
    assert attack_of(state, state.dice["p1:sand:2"]) == 4
    assert attack_of(state, state.dice["p1:pal:1"]) == 2


def test_another_die_kod_doubles_nothing() -> None:
    """Near miss: the KO'd die is not a Sandman: the Sandman dice keep their A."""
    g = _sands()
    _ko(g, "p1:pal:1")
    state = g.state
    assert attack_of(state, state.dice["p1:sand:1"]) == 2
    assert attack_of(state, state.dice["p1:sand:2"]) == 2


def _fury(villain: bool, active: bool = True) -> Game:
    """Michele's first turn, Main Step: 37thor's card (a die in the Field Zone if `active`), a
    die of a cost-2 card of hers in her Reserve Pool, a die of Chris's (a Villain or not) in
    his Field Zone."""
    fury = character("fury", 1, 1, abilities=records("37thor"))
    costly = character("costly", 1, 1)
    costly["faces"][0] = {**costly["faces"][0], "cost": 2}
    foe = character("rogue", 1, 1, affiliations=["villain" if villain else "hero"])
    g = Game(
        teams=((("fury", 2), ("costly", 2)), (("rogue", 2), (FOE, 2))),
        cards=cards_with(fury, costly, foe),
        bacs=TWO_BACS,
        team_format="standard",
    )
    g.start()
    if active:
        g.give(0, "p1:fury:1", to="field", face=0)
    g.give(1, "p2:rogue:1", to="field", face=0)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, "p1:costly:1", to="reserve", face=0)
    return g


def test_with_an_opposing_villain_its_player_fields_for_free() -> None:
    """37thor: while the card and an opposing Villain die are active, its player's character
    dice cost nothing to field (DM-8.9)."""
    g = _fury(villain=True)
    g.field("p1:costly:1")
    assert "p1:costly:1" in g.zone(0, "field")
    assert {m(1), m(2), m(3)} <= g.zone(0, "reserve")  # nothing paid


def _refused(g: Game) -> None:
    """Fielding the cost-2 die with nothing paid is refused; it stays in the Reserve Pool."""
    with pytest.raises(IllegalAction):
        g.field("p1:costly:1")
    assert "p1:costly:1" in g.zone(0, "reserve")


def test_with_no_opposing_villain_fielding_costs_as_printed() -> None:
    """Near miss: the opponent's die is no Villain: the fielding cost stands."""
    _refused(_fury(villain=False))


def test_with_the_card_inactive_fielding_costs_as_printed() -> None:
    """Near miss: no die of the card in the Field Zone (DM-18.1): nothing is free."""
    _refused(_fury(villain=True, active=False))


def _captain(fielded: bool) -> Game:
    """Michele's first turn, Main Step: 102toa's card (a die in the Field Zone, the other in
    her Reserve Pool, fielded if `fielded`), a die of another card in the Field Zone."""
    cap = character("cap", 1, 1, abilities=records("102toa"))
    g = table([cap, character("pal", 1, 1)], [])
    g.arrange(0, "reserve", ["p1:cap:2"], face=0)
    if fielded:
        g.field("p1:cap:2")
        resolve_all(g)
    return g


def test_fielded_it_sends_the_next_die_bought_to_the_bag() -> None:
    """102toa: fielded (DM-8.12), the next die its player buys this turn goes to the bag
    instead of the Used Pile (DM-8.8 replaced)."""
    g = _captain(fielded=True)
    g.buy("pal", (m(1), "fist"))
    resolve_all(g)
    assert "p1:pal:2" in g.zone(0, "bag")


def test_with_nothing_fielded_a_die_bought_goes_to_the_used_pile() -> None:
    """Near miss: no die of the card fielded this turn: DM-8.8 as ever."""
    g = _captain(fielded=False)
    g.buy("pal", (m(1), "fist"))
    resolve_all(g)
    assert "p1:pal:2" in g.zone(0, "used")


def _lich(active: bool, alignment: str = "evil") -> Game:
    """Michele's first turn, Main Step: her action die of a plain boost ready, 54toa's card
    (a die in the Field Zone if `active`), a card of printed cost 4 and that alignment."""
    lich = character("lich", 1, 1, abilities=records("54toa"), globals=records("54toa", "globals"))
    other = {**character("other", 1, 1, alignment=alignment), "cost": 4}
    boost = action_card("boost", {"effects": [effect("gain_life", "you", amount=1)]})
    g = with_action(boost, lich, other)
    if active:
        g.give(0, "p1:lich:1", to="field", face=0)
    return g


def _cost_after_an_action(g: Game) -> int:
    use(g, "boost")
    resolve_all(g)
    state = g.state
    return purchase_cost(state, 0, state.cards["other"], state.dice["p1:other:1"])


def test_an_action_die_used_makes_the_next_evil_character_2_cheaper() -> None:
    """54toa: while active (DM-18.1), using an action die makes the next Evil character die
    its player buys this turn cost 2 less (DM-8.7)."""
    assert _cost_after_an_action(_lich(active=True)) == 2


def test_a_good_character_is_not_cheaper() -> None:
    """Near miss: a Good character die costs as printed."""
    assert _cost_after_an_action(_lich(active=True, alignment="good")) == 4


def test_with_the_card_inactive_nothing_is_cheaper() -> None:
    """Near miss: no die of the card in the Field Zone: no reduction."""
    assert _cost_after_an_action(_lich(active=False)) == 4


def test_its_global_rerolls_an_action_die_of_yours_in_the_reserve_pool() -> None:
    """54toa's Global (DM-8.16): pay 1, reroll a target action die of its player's in the
    Reserve Pool (DM-20.3); a Sidekick die there is no option (near miss)."""
    g = _lich(active=True)
    g.do(A.UseGlobal(player=0, card="lich", ability=0, paid=((m(2), ("fist",)),)))
    assert g.pending.kind == "choose_target"
    assert bac("boost", 1) in g.pending.options and m(3) not in g.pending.options
    g.target(bac("boost", 1))
    assert g.pending.kind == "roll"


def _mogrok(active: bool) -> Game:
    """Michele's first turn, Main Step: a boost action card of cost 1 in the centre, 9ork's
    card (a die in the Field Zone if `active`), two Fist energy in her Reserve Pool."""
    ork = character("ork", 1, 1, abilities=records("9ork"))
    boost = action_card("boost", {"effects": [effect("gain_life", "you", amount=1)]})
    g = with_action(boost, ork)
    if active:
        g.give(0, "p1:ork:1", to="field", face=0)
    g.state = replace(g.state, purchased=())  # the dice given to set up were bought no dice
    return g


def _bought(g: Game, paid: str) -> set[str]:
    """The dice that came to Michele's Prep Area and Used Pile with a purchase of a boost
    die: (prep, used)."""
    prep, used = g.zone(0, "prep"), g.zone(0, "used")
    g.buy("boost", (paid, "fist"))
    resolve_all(g)
    return {f"prep:{d}" for d in g.zone(0, "prep") - prep} | {
        f"used:{d}" for d in g.zone(0, "used") - used
    }


def test_the_first_action_die_bought_each_turn_goes_to_the_prep_area() -> None:
    """9ork: while active (DM-18.1), the first action die its player buys this turn goes to
    the Prep Area instead of the Used Pile (DM-8.8 replaced); the second goes to the Used
    Pile (near miss)."""
    g = _mogrok(active=True)
    (first,) = _bought(g, m(2))
    assert first.startswith("prep:")
    (second,) = _bought(g, m(3))
    assert second.startswith("used:")


def test_with_the_card_inactive_the_first_action_die_goes_to_the_used_pile() -> None:
    """Near miss: no die of the card in the Field Zone: DM-8.8 as ever."""
    g = _mogrok(active=False)
    (first,) = _bought(g, m(2))
    assert first.startswith("used:")
