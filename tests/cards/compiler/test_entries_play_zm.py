"""Per-card entries of lane zm (dice moved between zones): a KO'd die that comes back at level 3
for another die sent to the Prep Area, a paid move
of a character die to its owner's Prep Area, a blocker that preps another card's die of its
affiliation, an unattached Gear die sent to the Used Pile, +X/+X counted in the opponent's
Used Pile, Energy Drain 2, a die set aside until the end of the turn. Our own cards and
wording; only names the entries filter on (affiliations, creature types)."""

from __future__ import annotations

from typing import Any

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.stats import attack_of, defense_of
from games.engine.abilities.targets import ACCEPT, DECLINE
from games.engine.model.evolve import evolve
from tests.cards.compiler.test_entries_play import TWO_BACS, blocking, records
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import (
    ACTION0,
    CHAR,
    FIST,
    JUBILEE,
    MASK,
    Game,
    bac,
    c,
    cards_with,
    m,
)
from tests.engine.keywords.common import FOE, character

KO = action_card("zapper", {"effects": [effect("ko", "target_die")]})


def _settle(g: Game) -> None:
    """Order whatever waits (the first offered each time)."""
    while g.pending.kind == "order_triggers":
        g.do(A.ChooseTrigger(player=g.pending.player, index=0))


def _kod(*cards: dict[str, Any], victim: str) -> Game:
    """Michele's first turn, Main Step: a die of each of `cards` in her Field Zone; her KO
    action die used on `victim`."""
    g = with_action(KO, *cards)
    for card in cards:
        g.give(0, f"p1:{card['id']}:1", to="field", face=0)
    g.do(A.UseActionDie(player=0, die=bac("zapper", 1)))
    g.target(victim)
    _settle(g)
    return g


def test_kod_it_may_send_another_die_to_the_prep_area_and_come_back_at_level_3() -> None:
    """62bat: KO'd (DM-16.4, to the Prep Area), its player may (DM-15.3) move another of
    their character dice from the Field Zone to their Prep Area; if they do, this die goes
    back to the Field Zone at level 3 (DM-23.4: a level named by the text)."""
    miracle = character("miracle", 1, 1, abilities=records("62bat"))
    g = _kod(miracle, character("pal", 1, 1), victim="p1:miracle:1")
    assert g.pending.kind == "choose_target"
    if ACCEPT in g.pending.options:
        g.target(ACCEPT)
    assert "p1:pal:1" in g.pending.options and c(5) not in g.pending.options
    g.target("p1:pal:1")
    _settle(g)
    assert "p1:pal:1" in g.zone(0, "prep")
    assert "p1:miracle:1" in g.zone(0, "field") and g.face("p1:miracle:1") == 2  # level 3


def test_declined_it_stays_in_the_prep_area() -> None:
    """Near miss: no die moved, no return ("if you do")."""
    miracle = character("miracle", 1, 1, abilities=records("62bat"))
    g = _kod(miracle, character("pal", 1, 1), victim="p1:miracle:1")
    g.target(DECLINE)
    _settle(g)
    assert "p1:miracle:1" in g.zone(0, "prep") and "p1:pal:1" in g.zone(0, "field")


def test_fielded_it_may_pay_two_masks_to_send_a_character_die_to_its_owner_s_prep_area() -> None:
    """16uxm: fielded, its player may pay two Masks to move a character die (chosen, not
    targeted; either player's; a die showing a character face) from the Field Zone or a
    Reserve Pool to its owner's Prep Area; a die in a Used Pile is not offered (near miss)."""
    mover = character("mover", 1, 1, abilities=records("16uxm"))
    g = with_action(KO, mover)
    g.give(1, f"p2:{FOE}:1", to="used")
    g.give(1, f"p2:{FOE}:2", to="reserve", face=0)
    for die in (m(2), m(3)):
        g.state = evolve(g.state, ev.DieSpun(die, MASK, "test"))
    g.give(0, "p1:mover:1", to="reserve", face=0)
    g.field("p1:mover:1")
    _settle(g)
    assert g.pending.kind == "choose_target"
    assert {c(5), m(1), f"p2:{FOE}:2"} <= set(g.pending.options)
    assert f"p2:{FOE}:1" not in g.pending.options
    g.do(A.ChooseTarget(player=0, target=c(5), paid=((m(2), ("mask",)), (m(3), ("mask",)))))
    _settle(g)
    assert c(5) in g.zone(1, "prep") and c(5) not in g.zone(1, "field")


def test_blocking_it_may_prep_a_justice_league_die_of_another_card() -> None:
    """106jl: as it blocks (DM-9.3), its player may move a Justice League character die of
    another card from their Used Pile to their Prep Area; a die of its own card is not
    offered ("a different character", near miss)."""
    aqua = character("106jl", 1, 5, affiliations=["justiceleague"], abilities=records("106jl"))
    ally = character("ally", 1, 1, affiliations=["justiceleague"])
    g = blocking([character("brute", 3, 3)], [aqua, ally])
    g.give(1, "p2:106jl:2", to="used")
    g.give(1, "p2:ally:2", to="used")
    g.attack("p1:brute:1")
    g.block(("p2:106jl:1", "p1:brute:1"))
    _settle(g)
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    if ACCEPT in g.pending.options:
        g.target(ACCEPT)
    assert "p2:ally:2" in g.pending.options and "p2:106jl:2" not in g.pending.options
    g.target("p2:ally:2")
    assert "p2:ally:2" in g.zone(1, "prep") and "p2:106jl:2" in g.zone(1, "used")


def _gear_game() -> Game:
    """Michele's first turn, Main Step: a die of 71fus's card in her Reserve Pool; Chris has
    a Gear action die and a non-Gear action die in his Field Zone."""
    rust = character("rust", 1, 1, abilities=records("71fus"))
    gear = action_card("blade", {"effects": [effect("gain_life", "you", amount=1)]})
    gear["subtitle"] = "Gear"
    trinket = action_card("trinket", {"effects": [effect("gain_life", "you", amount=1)]})
    g = Game(
        teams=((("rust", 2), (FOE, 2)), ((FOE, 2), ("rust", 2))),
        bacs=(TWO_BACS[0], ("blade", "trinket")),
        cards=cards_with(rust, gear, trinket),
        team_format="standard",
    )
    g.start()
    g.give(1, bac("blade", 1), to="field", face=ACTION0)
    g.give(1, bac("trinket", 1), to="field", face=ACTION0)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, "p1:rust:1", to="reserve", face=0)
    g.field("p1:rust:1")
    _settle(g)
    return g


def test_fielded_it_may_send_an_unattached_opposing_gear_die_to_the_used_pile() -> None:
    """71fus: fielded, its player may send a targeted opposing Gear die (an action die whose
    card's subtitle says Gear) not attached to a character die to its owner's Used Pile; an
    action die of no Gear is no target (near miss)."""
    g = _gear_game()
    assert g.pending.kind == "choose_target"
    if ACCEPT in g.pending.options:
        g.target(ACCEPT)
    assert bac("blade", 1) in g.pending.options
    assert bac("trinket", 1) not in g.pending.options
    g.target(bac("blade", 1))
    assert bac("blade", 1) in g.zone(1, "used") and bac("trinket", 1) in g.zone(1, "field")


def test_a_target_gets_x_a_and_x_d_for_each_sidekick_in_the_opponent_s_used_pile() -> None:
    """32fus: the targeted character die gets +1A and +1D this turn (DM-14.1) for each
    Sidekick ("NPC") die in the opponent's Used Pile as the action die is used (DM-18.5); a
    die of another card there counts for nothing (near miss)."""
    sword = action_card("sword", *records("32fus"))
    g = with_action(sword, chris_field=1)
    g.arrange(1, "used", [c(6), c(7)])
    g.give(1, f"p2:{FOE}:1", to="used")
    g.do(A.UseActionDie(player=0, die=bac("sword", 1)))
    g.target(m(1))
    _settle(g)
    die = g.state.dice[m(1)]
    assert (attack_of(g.state, die), defense_of(g.state, die)) == (3, 3)  # a 1/1 Sidekick


def _drained(level: int) -> Game:
    """Michele's attacker on `level` blocked by a die of 131toa's card."""
    valindra = character("valindra", 1, 9, abilities=records("131toa"))
    brute = character("brute", 3, 3)
    g = blocking([brute], [valindra])
    g.arrange(0, "field", ["p1:brute:1"], face=level - 1)
    g.attack("p1:brute:1")
    g.block(("p2:valindra:1", "p1:brute:1"))
    _settle(g)
    return g


def test_energy_drain_2_spins_the_engaged_die_down_two_levels() -> None:
    """131toa: Energy Drain 2 (000:L781 with N = 2, docs/rulings.md "Energy Drain 2"): after
    blockers are declared, the die engaged with it spins down two levels (DM-21.2)."""
    g = _drained(3)
    assert g.face("p1:brute:1") == 0


def test_energy_drain_2_never_spins_below_level_1() -> None:
    """Near miss: a level 2 die spins down one level only (DM-21.2: never below level 1)."""
    g = _drained(2)
    assert g.face("p1:brute:1") == 0


def test_a_die_moved_to_the_card_comes_back_at_the_end_of_the_turn() -> None:
    """56thor: the targeted character die is set aside (DM-14.2, moved to the action's card)
    until the end of the turn, then returns to its owner's Field Zone on the same face."""
    club = action_card("club", *records("56thor"))
    g = with_action(club, chris_field=2)
    g.do(A.UseActionDie(player=0, die=bac("club", 1)))
    g.target(c(5))
    _settle(g)
    assert c(5) not in g.zone(1, "field") and c(6) in g.zone(1, "field")
    while g.state.active == 0 and not g.state.over:
        if g.pending.kind == "priority":
            g.pass_()
        elif g.pending.kind == "declare_attackers":
            g.attack()
        else:
            break
    assert c(5) in g.zone(1, "field") and g.face(c(5)) == CHAR


def _two_blockers() -> Game:
    """Michele's attacker of 74uxm's card (5/6) blocked by two of Chris's dice (1/1 each), a
    Mask in her Reserve Pool."""
    slipper = character("slipper", 5, 6, abilities=records("74uxm"))
    g = blocking([slipper], [character("wall", 1, 1)])
    g.state = evolve(g.state, ev.DieSpun(m(2), MASK, "test"))
    g.attack("p1:slipper:1")
    g.block(("p2:wall:1", "p1:slipper:1"), (c(5), "p1:slipper:1"))
    _settle(g)
    return g


def test_blocked_it_may_pay_a_mask_to_take_one_blocker_out_of_combat() -> None:
    """74uxm: blocked (DM-9.3), its player may pay one Mask to move one of its blockers
    (chosen, not targeted) out of the Attack Zone: that die stays in its Field Zone and
    takes no combat damage; the other fights; the attacker stays blocked (DM-9.5)."""
    g = _two_blockers()
    assert g.pending.kind == "choose_target" and g.pending.player == 0
    assert set(g.pending.options) >= {"p2:wall:1", c(5)}
    assert "p1:slipper:1" not in g.pending.options  # not a blocker (near miss)
    g.do(A.ChooseTarget(player=0, target="p2:wall:1", paid=((m(2), ("mask",)),)))
    assert "p2:wall:1" in g.zone(1, "field")
    g.pass_all()
    assert "p2:wall:1" in g.zone(1, "field") and c(5) in g.zone(1, "prep")
    assert g.life(1) == 10  # still blocked: nothing to the player


def _feathers(fielded: bool) -> Game:
    """Michele's first turn, Main Step: a die of 85ygo's card fielded (or not), two Fist
    energy in her Reserve Pool."""
    feathers = character("feathers", 1, 1, abilities=records("85ygo"))
    g = with_action(KO, feathers)
    if fielded:
        g.give(0, "p1:feathers:1", to="reserve", face=0)
        g.field("p1:feathers:1")
        _settle(g)
    return g


def test_summoned_its_player_may_put_the_dice_they_buy_this_turn_into_the_bag() -> None:
    """85ygo: "when summoned" is when fielded (docs/rulings.md); then, until the end of the
    turn (DM-14.2), each die its player buys may go to the bag instead of the Used Pile
    (DM-8.8, DM-12.1): their choice at each purchase."""
    g = _feathers(fielded=True)
    g.buy("feathers", (m(2), "fist"))
    assert g.pending.kind == "choose_target" and DECLINE in g.pending.options
    g.target(ACCEPT)
    assert "p1:feathers:2" in g.zone(0, "bag")


def test_not_summoned_a_die_bought_goes_to_the_used_pile() -> None:
    """Near miss: no die of the card fielded this turn: DM-8.8 as printed."""
    g = _feathers(fielded=False)
    g.buy("feathers", (m(2), "fist"))
    assert g.pending.kind != "choose_target"
    assert "p1:feathers:1" in g.zone(0, "used")  # (the first die of the card bought)


def _thief(attacks: bool) -> Game:
    """Michele's first turn, Declare Attackers: a die of 38bff's card and another die of hers
    in the Field Zone, three of Chris's Sidekick dice in his Used Pile; the card's die
    attacks (or only the other die does)."""
    thief = character("38bff", 1, 1, abilities=records("38bff"))
    g = blocking([thief, character("pal", 1, 1)], [character("wall", 1, 1)])
    g.arrange(1, "used", [c(6), c(7), c(8)])
    g.attack("p1:38bff:1" if attacks else "p1:pal:1")
    _settle(g)
    return g


def test_attacking_it_may_send_two_of_the_opponent_s_used_dice_to_their_bag() -> None:
    """38bff: its dice declared as attackers (DM-9.1), at the start of the Attack Step
    (DM-8.25) its player may move up to two of the opponent's dice from their Used Pile to
    their bag (chosen, not targeted)."""
    g = _thief(attacks=True)
    assert g.pending.kind == "choose_target" and g.pending.player == 0
    if ACCEPT in g.pending.options:
        g.target(ACCEPT)
    assert {c(6), c(7), c(8)} <= set(g.pending.options)
    g.do(A.ChooseTarget(player=0, split=((c(6), 1), (c(7), 1))))
    assert {c(6), c(7)} <= g.zone(1, "bag") and c(8) in g.zone(1, "used")


def test_when_only_another_die_attacks_nothing_moves() -> None:
    """Near miss: none of the card's dice attacks: no choice, the dice stay."""
    g = _thief(attacks=False)
    assert g.pending.kind != "choose_target"
    assert {c(6), c(7), c(8)} <= g.zone(1, "used")


SNIPE = action_card("snipe", {"effects": [effect("ko", "target_die")]})


def _shaken(card: dict[str, Any], *others: dict[str, Any]) -> Game:
    """Michele's first turn, Main Step: a die of `card` (with Aftershock) in Chris's Field
    Zone, one die of each of `others` and a second die of `card` in his Prep Area; Michele's
    action die KOs the first (an opponent's effect: the Aftershock happens)."""
    teams = (((JUBILEE, 2),), tuple((x["id"], 2) for x in (card, *others)))
    g = Game(teams=teams, bacs=(("snipe", "counterstrike"), TWO_BACS[1]),
             cards=cards_with(card, SNIPE, *others), team_format="standard")  # fmt: skip
    g.start()
    g.give(1, f"p2:{card['id']}:1", to="field", face=0)
    g.give(1, f"p2:{card['id']}:2", to="prep")
    for other in others:
        g.give(1, f"p2:{other['id']}:1", to="prep")
    g.give(0, bac("snipe", 1))
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST, bac("snipe", 1): ACTION0}, oop=m(4))
    g.do(A.UseActionDie(player=0, die=bac("snipe", 1)))
    g.target(f"p2:{card['id']}:1")
    _settle(g)
    return g


def _may(code: str) -> dict[str, Any]:
    return character(code, 1, 1, affiliations=["spideyfriends"], keywords=["aftershock"],
                     abilities=records(code))  # fmt: skip


def test_aftershock_puts_a_spidey_friends_die_of_another_card_in_the_field_at_level_2() -> None:
    """108asm: its Aftershock (docs/rulings.md "Aftershock"): its player moves a Spidey
    Friends character die of another card from their Prep Area to the Field Zone at level 2
    (DM-23.4: the level named; not fielding); its own card's dice and a die of no such
    affiliation are not offered (near misses)."""
    g = _shaken(_may("108asm"), character("pal", 1, 1, affiliations=["spideyfriends"]),
                character("other", 1, 1, affiliations=["villain"]))  # fmt: skip
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    options = set(g.pending.options)
    assert "p2:pal:1" in options and not {"p2:108asm:1", "p2:108asm:2", "p2:other:1"} & options
    g.target("p2:pal:1")
    assert "p2:pal:1" in g.zone(1, "field") and g.face("p2:pal:1") == 1  # level 2


def test_aftershock_puts_a_non_villain_die_of_another_card_in_the_field_at_level_1() -> None:
    """76asm: the same with a non-Villain character die, at level 1; a Villain die is not
    offered (near miss)."""
    g = _shaken(_may("76asm"), character("pal", 1, 1, affiliations=["xmen"]),
                character("other", 1, 1, affiliations=["villain"]))  # fmt: skip
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    options = set(g.pending.options)
    assert "p2:pal:1" in options and not {"p2:76asm:2", "p2:other:1"} & options
    g.target("p2:pal:1")
    assert "p2:pal:1" in g.zone(1, "field") and g.face("p2:pal:1") == 0


def test_aftershock_sends_every_prep_area_die_to_its_owner_s_used_pile() -> None:
    """136asm: its Aftershock moves every die in each player's Prep Area (its own KO'd die
    among them, DM-16.4) to its owner's Used Pile."""
    shaker = character("shaker", 1, 1, keywords=["aftershock"], abilities=records("136asm"))
    g = _shaken(shaker, character("pal", 1, 1))
    assert not g.zone(1, "prep")
    assert {"p2:shaker:1", "p2:shaker:2", "p2:pal:1"} <= g.zone(1, "used")


def test_kod_by_its_own_player_no_aftershock_happens() -> None:
    """Near miss: KO'd by its own player's effect, no Aftershock: the Prep Area stays."""
    shaker = character("shaker", 1, 1, keywords=["aftershock"], abilities=records("136asm"))
    g = with_action(KO, shaker)
    g.give(0, "p1:shaker:1", to="field", face=0)
    g.give(0, "p1:shaker:2", to="prep")
    g.do(A.UseActionDie(player=0, die=bac("zapper", 1)))
    g.target("p1:shaker:1")
    _settle(g)
    assert {"p1:shaker:1", "p1:shaker:2"} <= g.zone(0, "prep")
