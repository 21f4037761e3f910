"""Per-card entries of lane eb (sets hhs ... zhn, second session) played by the engine, as in
test_entries_play.py: rerolls with a team-wide boost, a sacrifice at the start of the turn,
statics on Sidekick dice. Our own cards and wording; only names the entries filter on."""

from __future__ import annotations

import pytest

from games.engine import IllegalAction
from games.engine import actions as A
from games.engine.abilities.permissions import may_field, may_purchase
from games.engine.abilities.stats import defense_of
from games.engine.abilities.stun import stunned
from games.engine.abilities.targets import DECLINE
from games.engine.abilities.texts import keywords_of
from tests.cards.compiler.test_entries_play import (
    TWO_BACS,
    attack_now,
    blocking,
    records,
    resolve_all,
    table,
)
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import FIST, Game, bac, c, cards_with, m, skip_turn
from tests.engine.keywords.common import FOE, character

ENERGY = 3  # a test character's first energy face (keywords/common.py `character`)


def test_fielded_it_rerolls_two_targeted_dice_and_boosts_each_of_its_players_dice() -> None:
    """141msw: when fielded (DM-15), two targeted character dice are rerolled (DM-13.1,
    exactly two) and each character die of its player gets +3A this turn (DM-14.1). Near
    miss: the opponent's dice get nothing."""
    sue = character("sue", 1, 1, abilities=records("141msw"))
    g = table([sue, character("pal", 2, 2)], [character("foe", 2, 2)])
    g.arrange(0, "reserve", ["p1:sue:2"], face=0)
    g.field("p1:sue:2")
    assert g.pending.kind == "choose_target"
    try:  # near miss: exactly two, so one target is refused (DM-13.1)
        g.do(A.ChooseTarget(player=0, split=(("p2:foe:1", 1),)))
        raise AssertionError("one target taken")
    except IllegalAction:
        pass
    g.do(A.ChooseTarget(player=0, split=(("p2:foe:1", 1), ("p1:pal:1", 1))))
    resolve_all(g)
    assert g.pending.kind == "roll"
    g.roll({"p2:foe:1": ENERGY, "p1:pal:1": 1})
    resolve_all(g)
    assert "p2:foe:1" not in g.zone(1, "field")
    assert attack_now(g, "p1:pal:1") == 3 + 3  # rerolled to level 2, then +3A
    assert attack_now(g, "p1:sue:2") == 1 + 3
    assert attack_now(g, c(5)) == 1  # near miss: Chris's Sidekick


def _businessman(sacrifice: bool) -> Game:
    """Michele's 2imw die and a 2A die in her Field Zone at the start of her second turn;
    she sacrifices the 2imw die or declines."""
    howard = character("2imw", 1, 1, abilities=records("2imw"))
    g = table([howard, character("pal", 2, 2)], [])
    g.pass_all()
    skip_turn(g, {c(1): FIST, c(2): FIST, c(3): FIST, c(4): FIST})
    assert g.pending.kind == "choose_target" and g.pending.player == 0
    assert "p1:pal:1" not in g.pending.options  # only a die of the card itself
    g.do(A.ChooseTarget(player=0, target="p1:2imw:1" if sacrifice else DECLINE))
    resolve_all(g)
    return g


def test_sacrificed_at_the_start_of_the_turn_the_others_get_2a() -> None:
    """2imw: at the start of its player's turn (DM-5) they may sacrifice its die (to the Used
    Pile, not a KO: DM-16.4); if they do, each other character die of theirs gets +2A."""
    g = _businessman(sacrifice=True)
    assert "p1:2imw:1" in g.zone(0, "oop")  # the Used Pile, on its own turn (000:L184)
    assert attack_now(g, "p1:pal:1") == 2 + 2
    assert attack_now(g, m(5)) == 1 + 2


def test_not_sacrificed_nobody_gets_more_attack() -> None:
    """Near miss: declined, the die stays and no die gets +2A."""
    g = _businessman(sacrifice=False)
    assert "p1:2imw:1" in g.zone(0, "field")
    assert attack_now(g, "p1:pal:1") == 2


def _brilliant(sacrifice: bool) -> Game:
    """As `_businessman`, with 3imw: she sacrifices its die (or declines) and names Chris's
    level-1 die as the target."""
    howard = character("3imw", 1, 1, abilities=records("3imw"))
    g = table([howard, character("pal", 2, 2)], [character("foe", 2, 2)])
    g.pass_all()
    skip_turn(g, {c(1): FIST, c(2): FIST, c(3): FIST, c(4): FIST})
    assert g.pending.kind == "choose_target" and g.pending.options == ("p1:3imw:1", DECLINE)
    g.do(A.ChooseTarget(player=0, target="p1:3imw:1" if sacrifice else DECLINE))
    if sacrifice:
        assert g.pending.kind == "choose_target" and "p2:foe:1" in g.pending.options
        g.target("p2:foe:1")
    resolve_all(g)
    return g


def test_sacrificed_at_the_start_of_the_turn_a_target_goes_up_and_gains_iron_will() -> None:
    """3imw: sacrificed at the start of its player's turn (DM-5), a targeted die of either
    side spins up one level (DM-14.2) and gains Iron Will until the end of the turn."""
    g = _brilliant(sacrifice=True)
    foe = g.state.dice["p2:foe:1"]
    assert "p1:3imw:1" not in g.zone(0, "field")
    assert attack_now(g, "p2:foe:1") == 3  # level 2
    assert "iron_will" in {k.name for k in keywords_of(g.state, foe)}


def test_not_sacrificed_no_die_goes_up() -> None:
    """Near miss: declined, nothing is asked further and no die changes."""
    g = _brilliant(sacrifice=False)
    assert "p1:3imw:1" in g.zone(0, "field")
    assert attack_now(g, "p2:foe:1") == 2
    assert "iron_will" not in {k.name for k in keywords_of(g.state, g.state.dice["p2:foe:1"])}


def test_while_active_its_players_sidekick_dice_get_1a_1d() -> None:
    """6tiw: while its card is active (DM-18.1), each Sidekick die of its player (the set's
    "NPC", docs/rulings.md "A set's creature words") gets +1A and +1D (DM-14.3). Near misses:
    the opponent's Sidekick and another card's die of hers."""
    bard = character("bard", 1, 1, abilities=records("6tiw"))
    g = table([bard, character("pal", 2, 2)], [])
    state = g.state
    assert (attack_now(g, m(5)), defense_of(state, state.dice[m(5)])) == (2, 2)
    assert attack_now(g, c(5)) == 1 and attack_now(g, "p1:pal:1") == 2
    g.arrange(0, "used", ["p1:bard:1"])
    assert attack_now(g, m(5)) == 1  # the card no longer active


def _brick(target: str) -> Game:
    """Michele uses a die of a card with 24hq's entry on `target`: her own 1/3 die (it
    survives) or Chris's Sidekick (1 damage KOs it)."""
    brick = {**action_card("brick"), "abilities": records("24hq")}
    g = with_action(brick, character("tough", 1, 3))
    g.give(0, "p1:tough:1", to="field", face=0)
    use(g, "brick", target)
    resolve_all(g)
    return g


def test_the_brick_that_does_not_ko_preps_a_die_and_itself() -> None:
    """24hq: the 1 damage leaves the die in the Field Zone (DM-16.1), so its user preps a die
    from her bag and the action die goes to her Prep Area, not the Used Pile (DM-8.14)."""
    g = _brick("p1:tough:1")
    assert "p1:tough:1" in g.zone(0, "field")
    assert g.pending.kind == "draw" and g.pending.to == "prep"
    g.draw(m(5), to="prep")
    assert g.zone(0, "prep") == {bac("brick", 1), m(5)}


def test_the_brick_that_kos_preps_nothing() -> None:
    """Near miss: the damage KOs the die; nothing is prepped, the action die is spent as ever."""
    g = _brick(c(5))
    assert c(5) in g.zone(1, "prep")  # KO'd (DM-16.4)
    assert g.pending.kind != "draw" and g.zone(0, "prep") == set()


ZAP_ANY = action_card("zapany", {"effects": [effect("deal_damage", "target_die", amount=1)]})


def test_its_dice_cannot_be_targeted_by_action_dice() -> None:
    """99wf: no action die may target a die of this card (DM-13.1), its own player's
    included; near miss: another die of hers may be."""
    girl = character("girl", 2, 2, abilities=records("99wf"))
    g = with_action(ZAP_ANY, girl, character("pal", 1, 1))
    g.give(0, "p1:girl:1", to="field", face=0)
    g.give(0, "p1:pal:1", to="field", face=0)
    g.do(A.UseActionDie(player=0, die=bac("zapany", 1)))
    assert g.pending.kind == "choose_target"
    assert "p1:girl:1" not in g.pending.options and "p1:pal:1" in g.pending.options


def _robin_blocks_two(batman: bool) -> Game:
    """Michele attacks with two dice; Chris has a 126wf die (and a Batman die, or a die of
    another name) and blocks both attackers with it."""
    robin = character("robin", 1, 5, abilities=records("126wf"))
    partner = character("bats", 1, 1, name="Batman" if batman else "Alfred")
    g = blocking([character("a", 1, 1), character("b", 1, 1)], [robin, partner])
    g.attack("p1:a:1", "p1:b:1")
    return g


def test_with_batman_active_its_die_blocks_two_attackers() -> None:
    """126wf: while its player has a Batman die in the Field Zone, a die of this card may
    block one attacker more than DM-9.3 allows."""
    g = _robin_blocks_two(batman=True)
    g.block(("p2:robin:1", "p1:a:1"), ("p2:robin:1", "p1:b:1"))
    assert {"p1:a:1", "p1:b:1"} <= set(g.state.combat.blocked)


def test_without_batman_its_die_blocks_one() -> None:
    """Near miss: no Batman die: one attacker each (DM-9.3)."""
    g = _robin_blocks_two(batman=False)
    with pytest.raises(IllegalAction):
        g.block(("p2:robin:1", "p1:a:1"), ("p2:robin:1", "p1:b:1"))


def test_fielded_it_gets_1a_and_attacking_it_gives_each_red_lantern_1a() -> None:
    """112wol: fielded, the die gets +1A that turn (DM-14.1); when it attacks, each Red
    Lantern character die, either side's, gets +1A. Near miss: a die of another affiliation."""
    kitty = character("kitty", 1, 1, abilities=records("112wol"), affiliations=["redlantern"])
    red = character("red", 2, 2, affiliations=["redlantern"])
    g = table([kitty, character("green", 2, 2, affiliations=["greenlantern"])], [red], True)
    g.arrange(0, "reserve", ["p1:kitty:2"], face=0)
    g.field("p1:kitty:2")
    resolve_all(g)
    assert attack_now(g, "p1:kitty:2") == 2 and attack_now(g, "p1:kitty:1") == 1
    g.pass_all()
    g.attack("p1:kitty:1")
    resolve_all(g)
    assert attack_now(g, "p1:kitty:1") == 2  # its own +1A as a Red Lantern
    assert attack_now(g, "p1:kitty:2") == 3
    assert attack_now(g, "p2:red:1") == 3
    assert attack_now(g, "p1:green:1") == 2


def _juggernaut_blocks_two(villain: bool) -> Game:
    """Michele attacks with two dice, one of a Villain card or not; Chris's 73uxm die blocks
    both."""
    jug = character("jug", 1, 5, abilities=records("73uxm"))
    other = character("b", 1, 1, affiliations=["villain"] if villain else [])
    g = blocking([character("a", 1, 1), other], [jug])
    g.attack("p1:a:1", "p1:b:1")
    return g


def test_with_no_opposing_villain_its_die_blocks_two_attackers() -> None:
    """73uxm: while the opponent (Michele) has no Villain die in the Field Zone, a die of
    this card may block one attacker more (DM-9.3 beaten by the card)."""
    g = _juggernaut_blocks_two(villain=False)
    g.block(("p2:jug:1", "p1:a:1"), ("p2:jug:1", "p1:b:1"))
    assert {"p1:a:1", "p1:b:1"} <= set(g.state.combat.blocked)


def test_an_opposing_villain_keeps_it_to_one_block() -> None:
    """Near miss: an attacking Villain of Michele's: one attacker (the Attack Zone is still a
    Field Zone for "in the field", DM-9)."""
    g = _juggernaut_blocks_two(villain=True)
    with pytest.raises(IllegalAction):
        g.block(("p2:jug:1", "p1:a:1"), ("p2:jug:1", "p1:b:1"))


def test_each_villain_kod_deals_1_per_active_villain_card() -> None:
    """78jl: while its card is active, a Villain die of its player KO'd deals the opponent 1
    damage for each of that player's Villain characters still active (cards, DM-18.5: two
    dice of one card count once). Near miss: a non-Villain die KO'd deals nothing."""
    manta = character("manta", 1, 1, abilities=records("78jl"), affiliations=["villain"])
    thug = character("thug", 1, 1, affiliations=["villain"])
    g = with_action(ZAP_ANY, manta, thug)
    for die in ("p1:manta:1", "p1:manta:2", "p1:thug:1", "p1:thug:2"):
        g.give(0, die, to="field", face=0)
    life = g.life(1)
    use(g, "zapany", m(1))  # her Sidekick: no Villain
    resolve_all(g)
    assert g.life(1) == life
    g.give(0, bac("zapany", 1), to="reserve", face=0)
    use(g, "zapany", "p1:thug:1")
    resolve_all(g)
    assert g.life(1) == life - 2  # manta and thug (its other die) still active


def _recruiter(bursts: int) -> Game:
    """Michele fields a 93ig die on a level-1 face showing `bursts` burst icons; her team has
    a card of purchase cost 3 and one of cost 4."""
    boss = character("boss", 2, 2, abilities=records("93ig"))
    boss["faces"][0] = {**boss["faces"][0], "bursts": bursts}
    g = table([boss, character("cheap", 1, 1, cost=3), character("dear", 1, 1, cost=4)], [])
    g.arrange(0, "reserve", ["p1:boss:2"], face=0)
    g.field("p1:boss:2")
    return g


def test_fielded_on_its_burst_it_buys_a_die_of_cost_3_for_nothing() -> None:
    """93ig: fielded showing a burst (DM-17.3), its player may buy a character die of cost 3
    or less (DM-8.7) and pays nothing; the cost-4 card is no option (near miss)."""
    g = _recruiter(bursts=1)
    assert g.pending.kind == "choose_target"
    assert "p1:cheap:2" in g.pending.options and "p1:dear:2" not in g.pending.options
    reserve = set(g.zone(0, "reserve"))
    g.target("p1:cheap:2")
    resolve_all(g)
    assert "p1:cheap:2" in g.zone(0, "used")
    assert g.zone(0, "reserve") == reserve  # no energy spent


def test_fielded_with_no_burst_it_buys_nothing() -> None:
    """Near miss: on a face with no burst the ability is not there."""
    g = _recruiter(bursts=0)
    resolve_all(g)
    assert g.pending.kind != "choose_target"
    assert "p1:cheap:2" not in g.zone(0, "used")


def _casey(attacker: dict, hurt: int) -> Game:
    """Chris's 10tmnt die blocks Michele's `attacker` (20 life each, the standard format);
    Chris has lost `hurt` life."""
    casey = character("casey", 1, 5, abilities=records("10tmnt"))
    g = Game(
        teams=(((attacker["id"], 2),), (("casey", 2), (FOE, 2))),
        cards=cards_with(attacker, casey),
        first_player_may_attack_first_turn=True,
        bacs=TWO_BACS,
        team_format="standard",
        life=20,
    )
    g.start()
    g.give(0, f"p1:{attacker['id']}:1", to="field", face=0)
    g.give(1, "p2:casey:1", to="field", face=0)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.pass_all()
    g.hurt(1, hurt)
    g.attack(f"p1:{attacker['id']}:1")
    g.block(("p2:casey:1", f"p1:{attacker['id']}:1"))
    resolve_all(g)
    return g


def test_below_15_life_blocking_a_villain_gains_1_life() -> None:
    """10tmnt: with less than 15 life, its die blocking a Villain character die (DM-9.3)
    gains its player 1 life."""
    g = _casey(character("imp", 1, 1, affiliations=["villain"]), hurt=6)
    assert g.life(1) == 20 - 6 + 1


def test_at_15_life_or_against_a_hero_nothing_is_gained() -> None:
    """Near misses: 15 life (not less than 15), or a blocked die of no Villain card."""
    g = _casey(character("imp", 1, 1, affiliations=["villain"]), hurt=5)
    assert g.life(1) == 15
    g = _casey(character("hero", 1, 1), hurt=6)
    assert g.life(1) == 14


def test_fielded_it_bars_a_chosen_turtle_card_while_active() -> None:
    """21hhs: fielded, its player chooses a Turtle character card (either team's; a card of
    no Turtle affiliation is no option: team_cards.py's `affiliation` card filter); while
    the card is active its owner may neither purchase nor field that card's dice (DM-14.2,
    DM-18.1)."""
    croc = character("croc", 1, 1, abilities=records("21hhs"))
    turtle = character("turtle", 1, 1, affiliations=["turtle"])
    g = table([croc], [turtle, character("rat", 1, 1)])
    g.arrange(0, "reserve", ["p1:croc:2"], face=0)
    g.field("p1:croc:2")
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {"card:1:turtle"}
    g.target("card:1:turtle")
    resolve_all(g)
    assert not may_purchase(g.state, "p2:turtle:2")
    g.give(1, "p2:turtle:2", to="reserve", face=0)
    assert not may_field(g.state, "p2:turtle:2")
    assert may_purchase(g.state, "p2:rat:2")  # near miss: the card not chosen


def _beetle_blocks(second: dict) -> Game:
    """Michele attacks with a Villain die and `second`; Chris's 110jl die blocks both."""
    beetle = character("beetle", 1, 5, abilities=records("110jl"))
    g = blocking([character("imp", 1, 1, affiliations=["villain"]), second], [beetle])
    g.attack("p1:imp:1", f"p1:{second['id']}:1")
    return g


def test_it_blocks_two_villains_at_once() -> None:
    """110jl: a die of this card may block two attackers (DM-9.3 beaten) when both are
    Villain character dice."""
    g = _beetle_blocks(character("thug", 1, 1, affiliations=["villain"]))
    g.block(("p2:beetle:1", "p1:imp:1"), ("p2:beetle:1", "p1:thug:1"))
    assert {"p1:imp:1", "p1:thug:1"} <= set(g.state.combat.blocked)


def test_a_villain_and_a_hero_are_one_too_many() -> None:
    """Near miss: one of the two is no Villain: one attacker only."""
    g = _beetle_blocks(character("hero", 1, 1))
    with pytest.raises(IllegalAction):
        g.block(("p2:beetle:1", "p1:imp:1"), ("p2:beetle:1", "p1:hero:1"))


def test_kod_by_combat_damage_it_stuns_an_opposing_card() -> None:
    """112skc: a die of this card KO'd by combat damage (DM-9.7) puts a Stun token on an
    opposing character card of its player's choice; its dice may then not attack."""
    brute = character("brute", 3, 3)
    g = blocking([brute], [character("harley", 1, 1, abilities=records("112skc"))])
    g.attack("p1:brute:1")
    g.block(("p2:harley:1", "p1:brute:1"))
    g.pass_all()
    while g.pending.kind == "order_triggers":
        g.do(A.ChooseTrigger(player=g.pending.player, index=0))
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    assert "card:0:brute" in g.pending.options
    g.target("card:0:brute")
    resolve_all(g)
    assert "p2:harley:1" in g.zone(1, "prep")
    assert stunned(g.state, "p1:brute:1")


def test_kod_by_an_action_it_stuns_nothing() -> None:
    """Near miss: KO'd by an action die's damage, not combat: no Stun token is asked for."""
    harley = character("harley", 1, 1, abilities=records("112skc"))
    g = with_action(ZAP_ANY, harley)
    g.give(0, "p1:harley:1", to="field", face=0)
    use(g, "zapany", "p1:harley:1")
    resolve_all(g)
    assert "p1:harley:1" in g.zone(0, "prep")
    assert g.pending.kind != "choose_target"
