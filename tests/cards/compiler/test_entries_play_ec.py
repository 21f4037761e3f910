"""Per-card entries of lane ec (sets bffop ... xfo, issue 16) played by the engine, as in
test_entries_play.py: an Energize that damages the opponent and rolls its die again, a
once-a-turn sacrifice of a die of the card for damage to an opposing die. Our own cards and
wording; the records are engine data."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import card_execution
from games.engine import errors as E
from tests.cards.compiler.helpers import NAME, grammar_records
from tests.cards.compiler.test_entries_play import (
    TWO_BACS,
    blocking,
    records,
    resolve_all,
    table,
)
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import BOLT, CHAR, FIST, Game, c, cards_with, m
from tests.engine.keywords.common import FOE, character, face_off

DOUBLE_FIST = 5  # a test character's (fist)(fist) face (keywords/common.py `character`)
SINGLE_FIST = 3  # and its first (fist) face


def _gambler(face: int) -> Game:
    """Michele rolls a die of 10xfo's entry (Energize) to `face` in her first Roll and Reroll
    Step and keeps it."""
    gambler = character("gambler", 1, 1, keywords=["energize"], abilities=grammar_records(
            ["Energize - Deal 1 damage to target opponent and reroll this die."],
            keywords=("energize",),
        ),)
    g = Game(
        teams=((("gambler", 2),), ((FOE, 2),)),
        cards=cards_with(gambler),
        bacs=TWO_BACS,
        team_format="standard",
    )
    g.start()
    g.give(0, "p1:gambler:1")
    g.draw(m(1), m(2), m(3))
    g.draw(m(4), to="oop")
    g.roll({"p1:gambler:1": face, m(1): FIST, m(2): FIST, m(3): FIST})
    g.reroll()
    return g


def test_energized_it_deals_1_to_the_opponent_and_rolls_itself_again() -> None:
    """10xfo: on its double energy face at the end of the Roll and Reroll Step (Energize,
    000:L779) the opponent takes 1 damage, then the die is rerolled in the Reserve Pool
    (DM-22.1); the new roll is its owner's own, so a single face ends it."""
    g = _gambler(DOUBLE_FIST)
    life = 10  # Game's starting life
    resolve_all(g)
    assert g.life(1) == life - 1
    assert g.pending.kind == "roll"  # the reroll asks for its outcome
    g.roll({"p1:gambler:1": FIST})
    resolve_all(g)
    assert g.face("p1:gambler:1") == FIST
    assert "p1:gambler:1" in g.zone(0, "reserve")
    assert g.life(1) == life - 1


def test_rolled_onto_its_double_face_again_it_energizes_again() -> None:
    """Its owner's effect rolled it (docs/rulings.md "Energize": such a roll counts at once):
    landing on the double face again deals 1 more and rolls once more."""
    g = _gambler(DOUBLE_FIST)
    life = 10
    resolve_all(g)
    g.roll({"p1:gambler:1": DOUBLE_FIST})
    resolve_all(g)
    assert g.life(1) == life - 2
    g.roll({"p1:gambler:1": FIST})
    resolve_all(g)
    assert g.life(1) == life - 2


def test_on_a_single_energy_face_nothing_happens() -> None:
    """Near miss: a single Fist is no Energize face: no damage, no roll."""
    g = _gambler(FIST)
    life = 10
    resolve_all(g)
    assert g.pending.kind != "roll"
    assert g.life(1) == life


def _assassins(ogre: dict | None = None) -> Game:  # type: ignore[type-arg]
    """Michele's first turn, Main Step: two dice of 1bffop's entry in her Field Zone, a
    die of Chris's `ogre` (3D unless given) in his."""
    knife = character("knife", 1, 1, abilities=records("1bffop"))
    ogre = ogre or character("ogre", 3, 3)
    g = Game(
        teams=((("knife", 2),), (("ogre", 2), (FOE, 2))),
        cards=cards_with(knife, ogre),
        bacs=TWO_BACS,
        team_format="standard",
    )
    g.start()
    g.give(0, "p1:knife:1", to="field", face=0)
    g.give(0, "p1:knife:2", to="field", face=0)
    g.give(1, "p2:ogre:1", to="field", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({m(1): BOLT, m(2): BOLT, m(3): FIST}, oop=m(4))
    return g


def test_once_a_turn_a_die_of_it_goes_to_the_used_pile_for_2_damage() -> None:
    """1bffop: whenever a Global could be used (DM-8.18), its player sends the die to the
    Used Pile (a cost, DM-12.2; Out of Play on her own turn, DM-8.1) and deals 2 damage to
    an opposing character die she chooses (not targeted, DM-13.1); once per card and turn
    (DM-15.5): the other die of the card may not do it again."""
    g = _assassins()
    g.do(A.UseAbility(player=0, die="p1:knife:1", ability=0))
    assert "p1:knife:1" not in g.zone(0, "field")
    assert g.pending.kind == "choose_target"
    assert "p2:ogre:1" in g.pending.options and "p1:knife:2" not in g.pending.options
    g.target("p2:ogre:1")
    resolve_all(g)
    assert g.state.dice["p2:ogre:1"].damage == 2
    assert "p2:ogre:1" in g.zone(1, "field")  # 3D: it stands
    g.refuse(A.UseAbility(player=0, die="p1:knife:2", ability=0), E.GLOBAL_LIMIT)


def test_the_sacrifice_kos_a_die_it_damages_to_its_d() -> None:
    """The 2 damage KOs a 1D Sidekick die (DM-16.4); the die sent is not back."""
    g = _assassins()
    g.do(A.UseAbility(player=0, die="p1:knife:2", ability=0))
    g.target(c(5))
    resolve_all(g)
    assert c(5) not in g.zone(1, "field")
    assert "p1:knife:2" not in g.zone(0, "field")


def _mind_attacks(theirs: list[dict], sidekicks: int = 0) -> Game:  # type: ignore[type-arg]
    """Michele's die of 24xfo's entry attacks; Chris has a die of each of `theirs` (and
    `sidekicks` Sidekick character dice) in his Field Zone."""
    mind = character("mind", 2, 2, abilities=records("24xfo"))
    g = face_off([mind], theirs, chris_field=sidekicks, foe=False)
    g.attack("p1:mind:1")
    return g


def test_attacking_it_may_ko_the_cheapest_opposing_character_die() -> None:
    """24xfo: as it attacks (DM-9.1), its player may (DM-15.3) KO the opposing character die
    of the lowest purchase cost (DM-8.8): the 5-cost die is not offered (near miss)."""
    g = _mind_attacks([character("cheap", 1, 1, cost=2), character("pricey", 1, 1, cost=5)])
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {"p2:cheap:1", "decline"}
    g.target("p2:cheap:1")
    resolve_all(g)
    assert "p2:cheap:1" not in g.zone(1, "field")
    assert "p2:pricey:1" in g.zone(1, "field")


def test_a_tie_for_the_lowest_is_its_players_choice_and_a_sidekick_costs_0() -> None:
    """Two cards of the same cost are both the lowest (docs/rulings.md, lane ec: its player
    picks); with a Sidekick of his in the Field Zone (cost 0) only the Sidekick is."""
    g = _mind_attacks([character("cheap", 1, 1, cost=3), character("pricey", 1, 1, cost=3)])
    assert set(g.pending.options) == {"p2:cheap:1", "p2:pricey:1", "decline"}
    g = _mind_attacks(
        [character("cheap", 1, 1, cost=3), character("pricey", 1, 1, cost=3)], sidekicks=1
    )
    assert set(g.pending.options) == {c(5), "decline"}


def test_declined_nothing_is_kod() -> None:
    """Near miss: "you may": declined, both dice stay."""
    g = _mind_attacks([character("cheap", 1, 1, cost=2), character("pricey", 1, 1, cost=5)])
    g.target("decline")
    resolve_all(g)
    assert {"p2:cheap:1", "p2:pricey:1"} <= g.zone(1, "field")


def _healer_blocks(*blocks: tuple[str, str]) -> Game:
    """Michele's two 3A brutes attack; Chris has a die of 3bffop's entry (1D) and a 1D
    Sidekick, and declares `blocks`."""
    healer = character("healer", 1, 1, abilities=records("3bffop"))
    g = blocking([character("brute", 3, 3)], [healer])
    g.give(0, "p1:brute:2", to="field", face=0)
    g.attack("p1:brute:1", "p1:brute:2")
    g.block(*blocks)
    return g


def test_after_its_player_blocks_one_blocker_of_theirs_takes_no_damage() -> None:
    """3bffop: its card active, once blockers are declared (DM-9.4) its player may pick one
    of their blockers (not targeted, DM-13.1): all damage to it is prevented this turn
    (DM-19.1): it survives the 3A brute; the other blocker, not picked, is KO'd."""
    g = _healer_blocks(("p2:healer:1", "p1:brute:1"), (c(5), "p1:brute:2"))
    g.order_triggers()
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    assert {"p2:healer:1", c(5)} <= set(g.pending.options)
    assert "p1:brute:1" not in g.pending.options  # (only their own blockers)
    g.target("p2:healer:1")
    g.pass_all()
    resolve_all(g)
    assert "p2:healer:1" in g.zone(1, "field")
    assert c(5) not in g.zone(1, "field")


def test_no_blocker_declared_nothing_to_pick() -> None:
    """Near miss: Chris blocks nothing: no blocker to pick, no choice is offered."""
    g = _healer_blocks()
    assert g.pending.kind != "choose_target"


def test_its_own_attack_is_no_blocking_of_its_player() -> None:
    """Near miss: in its own player's attack (Chris blocking Michele's die of it) nothing
    triggers for Michele: the moment is its player's declaring blockers."""
    healer = character("healer", 3, 3, abilities=records("3bffop"))
    g = blocking([healer], [character("wall", 1, 1)])
    g.attack("p1:healer:1")
    g.block(("p2:wall:1", "p1:healer:1"))
    assert g.pending.kind != "choose_target"


def _thief(bursts: int | None) -> dict:  # type: ignore[type-arg]
    """A 1A 1D card ("ogre", for `_assassins`) with 4bffop's entry, its level 1 face showing
    `bursts` bursts."""
    thief = character("ogre", 1, 1, abilities=records("4bffop"))
    if bursts:
        thief["faces"][0]["bursts"] = bursts
    return thief


def test_on_its_burst_face_the_opponents_main_step_damage_does_not_reach_it() -> None:
    """4bffop: on a face with one burst (DM-17.2), during the Main Step, damage an opponent
    deals does not reach the die (DM-19.1): 2 damage from Michele's ability leaves Chris's
    1D die standing, undamaged."""
    g = _assassins(_thief(bursts=1))
    g.do(A.UseAbility(player=0, die="p1:knife:1", ability=0))
    g.target("p2:ogre:1")
    resolve_all(g)
    assert "p2:ogre:1" in g.zone(1, "field")
    assert g.state.dice["p2:ogre:1"].damage == 0


def test_on_a_face_without_a_burst_the_damage_kos_it() -> None:
    """Near miss: its face shows no burst: the 2 damage KOs it (DM-16.4)."""
    g = _assassins(_thief(bursts=None))
    g.do(A.UseAbility(player=0, die="p1:knife:1", ability=0))
    g.target("p2:ogre:1")
    resolve_all(g)
    assert "p2:ogre:1" not in g.zone(1, "field")


def test_blocking_in_the_attack_step_it_takes_combat_damage() -> None:
    """Near miss: the Attack Step is no Main Step: blocking a 3A die on its burst face,
    it is KO'd by the combat damage (DM-9.11)."""
    g = blocking([character("brute", 3, 3)], [_thief(bursts=1)])
    g.attack("p1:brute:1")
    g.block(("p2:ogre:1", "p1:brute:1"))
    g.pass_all()
    resolve_all(g)
    assert "p2:ogre:1" not in g.zone(1, "field")


def _dreamer_blocked() -> Game:
    """Michele's die of 4xfo's entry attacks and Chris's 1A 4D wall blocks it; the reroll
    waits for its outcome."""
    dreamer = character("dreamer", 2, 2, abilities=records("4xfo"))
    g = blocking([dreamer], [character("wall", 1, 4)])
    g.attack("p1:dreamer:1")
    g.block(("p2:wall:1", "p1:dreamer:1"))
    resolve_all(g)
    assert g.pending.kind == "roll"
    return g


def test_blocked_its_blocker_rolled_to_energy_goes_to_the_used_pile_for_2_damage() -> None:
    """4xfo: as it is blocked (DM-9.4), the blocker is rerolled (DM-22.1); on an energy face
    it goes to its owner's Used Pile (not his turn: no Out of Play, DM-8.1) and he takes 2."""
    g = _dreamer_blocked()
    life = g.life(1)
    g.roll({"p2:wall:1": SINGLE_FIST})
    resolve_all(g)
    assert "p2:wall:1" in g.zone(1, "used")
    assert g.life(1) == life - 2


def test_rolled_to_a_character_face_it_keeps_blocking_on_its_new_level() -> None:
    """Near miss: on a character face (level 2) it stays in the Attack Zone, blocking;
    Chris takes nothing from the ability."""
    g = _dreamer_blocked()
    life = g.life(1)
    g.roll({"p2:wall:1": 1})
    resolve_all(g)
    assert "p2:wall:1" in g.zone(1, "attack")
    assert g.face("p2:wall:1") == 1
    assert g.life(1) == life


def _birds_fall() -> Game:
    """Michele's die of 24dxm's entry (named as the entry's filter says) and two 1A 1D pal
    dice attack; Chris's 3A 3D wall blocks the first and KOs it, his 1A 1D die named as the
    entry's filter says blocks a pal, his Sidekick the other; every one of them is KO'd
    (DM-9.11). A third die of hers waits in her Prep Area, not KO'd this turn."""
    bird = character("bird", 1, 1, abilities=records("24dxm"))
    bird["name"] = "Thunderbird"
    twin = character("twin", 1, 1)
    twin["name"] = "Thunderbird"
    g = face_off(
        [bird, character("pal", 1, 1)], [character("wall", 3, 3), twin], chris_field=1, foe=False
    )
    g.give(0, "p1:pal:2", to="field", face=0)
    g.give(0, "p1:bird:2", to="prep")
    g.attack("p1:bird:1", "p1:pal:1", "p1:pal:2")
    g.block(("p2:wall:1", "p1:bird:1"), ("p2:twin:1", "p1:pal:1"), (c(5), "p1:pal:2"))
    g.pass_all()
    resolve_all(g)
    return g


def test_kod_it_returns_the_other_dice_kod_this_turn_to_the_field_on_level_1() -> None:
    """24dxm: KO'd, every character die of another name KO'd this turn, either player's
    (the text names no owner, docs/rulings.md), goes back from its owner's Prep Area to
    their Field Zone on level 1 (moved, not fielded: DM-23.4); it stays KO'd, and a die not
    KO'd this turn stays in the Prep Area (near miss)."""
    g = _birds_fall()
    assert {"p1:pal:1", "p1:pal:2"} <= g.zone(0, "field")
    assert g.face("p1:pal:1") == 0 and g.face("p1:pal:2") == 0
    assert c(5) in g.zone(1, "field")
    assert "p1:bird:1" in g.zone(0, "prep")
    assert "p1:bird:2" in g.zone(0, "prep")


def test_a_die_of_the_same_name_stays_kod() -> None:
    """Near miss: "non-<name>": a die of another card bearing the same name stays KO'd."""
    g = _birds_fall()
    assert "p2:twin:1" in g.zone(1, "prep")


def test_a_die_kod_on_level_3_comes_back_on_level_1() -> None:
    """The text's "at level 1": a pal KO'd on its level 3 face returns on level 1."""
    bird = character("bird", 1, 1, abilities=records("24dxm"))
    bird["name"] = "Thunderbird"
    g = face_off([bird, character("pal", 1, 1)], [character("wall", 5, 5)], foe=False)
    g.give(1, "p2:wall:2", to="field", face=0)
    g.arrange(0, "field", ["p1:pal:1"], face=2)
    g.attack("p1:bird:1", "p1:pal:1")
    g.block(("p2:wall:1", "p1:bird:1"), ("p2:wall:2", "p1:pal:1"))
    g.pass_all()
    resolve_all(g)
    assert "p1:pal:1" in g.zone(0, "field")
    assert g.face("p1:pal:1") == 0


def _phoenix(*theirs: dict) -> Game:  # type: ignore[type-arg]
    """Michele fields a die of 9uxmop's entry; Chris has a die of each of `theirs` and a
    Sidekick in his Field Zone."""
    phoenix = character("phoenix", 3, 3, abilities=records("9uxmop"), affiliations=["villain"])
    g = table([phoenix], list(theirs))
    g.arrange(0, "reserve", ["p1:phoenix:2"], face=0)
    g.field("p1:phoenix:2")
    return g


def _mutant(card_id: str, name: str) -> dict:  # type: ignore[type-arg]
    made = character(card_id, 2, 2, affiliations=["xmen"])
    made["name"] = name
    return made


def test_fielded_it_kos_an_xmen_die_and_a_named_one_costs_its_owner_2() -> None:
    """9uxmop: as it is fielded (DM-18.2) its player KOs a targeted X-Men character die
    (DM-13.1, DM-16.4: a KO, no damage); that die bears one of the two names the card
    gives, so its owner takes 2 (the die KO'd is his again, in his Prep Area)."""
    g = _phoenix(_mutant("claws", "Wolverine"), _mutant("weather", "Storm"))
    assert g.pending.kind == "choose_target"
    assert {"p2:claws:1", "p2:weather:1"} <= set(g.pending.options)
    assert c(5) not in g.pending.options  # (a Sidekick is no X-Men die)
    life, hers = g.life(1), g.life(0)
    g.target("p2:claws:1")
    resolve_all(g)
    assert "p2:claws:1" in g.zone(1, "prep")
    assert g.life(1) == life - 2
    assert g.life(0) == hers


def test_an_xmen_die_of_another_name_is_kod_with_no_damage() -> None:
    """Near miss: the X-Men die KO'd bears neither name: no one takes damage."""
    g = _phoenix(_mutant("claws", "Wolverine"), _mutant("weather", "Storm"))
    life = g.life(1)
    g.target("p2:weather:1")
    resolve_all(g)
    assert "p2:weather:1" in g.zone(1, "prep")
    assert g.life(1) == life


def _ragnarok(mine: int) -> tuple[Game, int]:
    """Michele fields a die of 130thor's entry with `mine` Sidekick character dice of hers
    in her Field Zone (m5, m6, ...); Chris has two (c5, c6) in his. And his life before."""
    g = table([character("storm", 5, 5, abilities=records("130thor"))], [])
    g.arrange(1, "field", [c(6)], face=CHAR)
    g.arrange(0, "field", [m(n) for n in range(6, 5 + mine)], face=CHAR)
    if not mine:
        g.arrange(0, "used", [m(5)])
    g.arrange(0, "reserve", ["p1:storm:2"], face=0)
    life = g.life(1)
    g.field("p1:storm:2")
    return g, life


def test_fielded_every_opposing_sidekick_is_kod_and_hers_chosen_too_each_for_1() -> None:
    """130thor: fielded, both of Chris's Sidekick dice are KO'd (DM-13.3: each, not
    targeted); Michele chooses any number of her own (here both) and KOs them too; Chris
    takes 1 damage for each Sidekick KO'd by the ability (DM-18.5): 4."""
    g, life = _ragnarok(mine=2)
    assert g.pending.kind == "choose_target"
    assert {m(5), m(6)} <= set(g.pending.options) and c(5) not in g.pending.options
    g.do(A.ChooseTarget(player=0, split=((m(5), 1), (m(6), 1))))
    resolve_all(g)
    assert {c(5), c(6)} <= g.zone(1, "prep") and {m(5), m(6)} <= g.zone(0, "prep")
    assert g.life(1) == life - 4


def test_she_may_ko_none_of_hers_and_only_the_opposing_ones_count() -> None:
    """Near miss: "may ... any number": she declines; his two are KO'd all the same, hers
    stay, and he takes 2."""
    g, life = _ragnarok(mine=2)
    g.target("decline")
    resolve_all(g)
    assert {c(5), c(6)} <= g.zone(1, "prep") and {m(5), m(6)} <= g.zone(0, "field")
    assert g.life(1) == life - 2


def test_with_no_sidekick_of_hers_his_are_kod_with_no_choice() -> None:
    """Near miss: she has no Sidekick die in play: no choice; his two KO'd, 2 damage."""
    g, life = _ragnarok(mine=0)
    resolve_all(g)
    assert {c(5), c(6)} <= g.zone(1, "prep")
    assert g.life(1) == life - 2


def _lantern(drawn: tuple[str, ...]) -> Game:
    """Michele fields a die of 15wol's entry; her bag holds a die of a Lantern-colored card
    (green) and Sidekicks; she draws `drawn`."""
    ring = character("ring", 2, 2, abilities=records("15wol"), affiliations=["indigo"])
    pal = character("pal", 1, 1, affiliations=["greenlantern"])
    g = table([ring, pal], [])
    g.give(0, "p1:pal:2", to="bag")
    g.arrange(0, "reserve", ["p1:ring:2"], face=0)
    g.field("p1:ring:2")
    resolve_all(g)
    assert g.pending.kind == "draw" and g.pending.count == 2
    g.draw(*drawn, to=g.pending.to)
    resolve_all(g)
    return g


def test_fielded_it_draws_two_a_lantern_die_is_prepped_the_other_is_used() -> None:
    """15wol: fielded, two dice drawn from her bag (DM-6.3's draw, by an effect): the die of
    a Lantern Corps color goes to her Prep Area, the Sidekick to her Used Pile."""
    g = _lantern(("p1:pal:2", m(6)))
    assert "p1:pal:2" in g.zone(0, "prep")
    assert m(6) in g.zone(0, "used")


def test_two_dice_of_no_lantern_color_both_go_to_the_used_pile() -> None:
    """Near miss: two Sidekicks drawn: both to the Used Pile, none prepped."""
    g = _lantern((m(6), m(7)))
    assert {m(6), m(7)} <= g.zone(0, "used")
    assert not {m(6), m(7)} & g.zone(0, "prep")


def _rat(code: str) -> Game:
    """Michele fields a die of `code`'s entry (Turtle) targeting Chris's wall, passes on to
    her Attack Step and attacks with a bolt die, a mask die and a Turtle (fist) die; Chris
    is to declare blockers."""
    rat = character("rat", 1, 1, abilities=records(code), affiliations=["turtle"])
    volt = character("volt", 1, 1, energy_types=["bolt"])
    veil = character("veil", 1, 1, energy_types=["mask"])
    shell = character("shell", 2, 2, energy_types=["fist"], affiliations=["turtle"])
    g = table([rat, volt, veil, shell], [character("wall", 1, 9)], attack_first=True)
    g.arrange(0, "reserve", ["p1:rat:2"], face=0)
    g.field("p1:rat:2")
    assert g.pending.kind == "choose_target" and "p2:wall:1" in g.pending.options
    assert "p1:volt:1" not in g.pending.options  # (an opposing die)
    g.target("p2:wall:1")
    resolve_all(g)
    g.pass_all()
    g.attack("p1:volt:1", "p1:veil:1", "p1:shell:1")
    assert g.pending.kind == "declare_blockers"
    return g


def _blocks(g: Game, attacker: str) -> A.DeclareBlockers:
    return A.DeclareBlockers(player=1, blocks=(("p2:wall:1", attacker),))


def test_the_targeted_die_may_not_block_her_dice_of_the_two_types() -> None:
    """45tmnt: fielded (DM-18.2), the targeted die may not block her bolt or fist character
    dice this turn (a persistent effect, DM-14.2; DM-12.1: "can't" wins); her mask die it
    may block (near miss), and his Sidekick may block the bolt die (near miss)."""
    g = _rat("45tmnt")
    g.refuse(_blocks(g, "p1:volt:1"), E.BLOCK_NOT_ALLOWED)
    g.refuse(_blocks(g, "p1:shell:1"), E.BLOCK_NOT_ALLOWED)
    g.do(A.DeclareBlockers(player=1, blocks=(("p2:wall:1", "p1:veil:1"), (c(5), "p1:volt:1"))))
    assert g.state.combat is not None and "p2:wall:1" in g.state.combat.blocks


def test_the_other_splinter_bars_the_other_two_types_and_gives_turtles_overcrush() -> None:
    """48tmnt: the same for her mask and shield dice (the bolt die may be blocked, the mask
    die may not); her Turtle character dice get Overcrush this turn (DM-14.2): the 2A Turtle
    blocked by a 1D Sidekick deals 1 to Chris (Overcrush, DM-9.11)."""
    g = _rat("48tmnt")
    g.refuse(_blocks(g, "p1:veil:1"), E.BLOCK_NOT_ALLOWED)
    life = g.life(1)
    g.do(A.DeclareBlockers(player=1, blocks=(("p2:wall:1", "p1:volt:1"), (c(5), "p1:shell:1"))))
    g.pass_all()
    resolve_all(g)
    assert c(5) not in g.zone(1, "field")
    assert g.life(1) == life - 1 - 1  # the unblocked mask die's 1 and the Turtle's 1 over


def test_a_static_bar_on_a_named_blocker_holds_while_its_card_is_active() -> None:
    """The static form (our own card: "while <this> is active, opposing Grumps can't block
    your Villain dice"): Chris's Grump may block her plain die, not her Villain."""
    bar = {"trigger": "static", "while_active": "self", "effects": [
        {"op": "cant_block_dice", "target": "all_opposing_characters",
         "filters": {"name": "grump"}, "by_filters": {"affiliation": "villain"}}]}  # fmt: skip
    boss = character("boss", 1, 1, abilities=[bar])
    assert card_execution({**boss, "abilities": [{**bar, "text": "x"}], "text": ["x"]}).executed
    crook = character("crook", 1, 1, affiliations=["villain"])
    g = blocking([boss, crook], [character("grump", 1, 9)])
    g.attack("p1:crook:1", "p1:boss:1")
    g.refuse(
        A.DeclareBlockers(player=1, blocks=(("p2:grump:1", "p1:crook:1"),)), E.BLOCK_NOT_ALLOWED
    )
    g.do(A.DeclareBlockers(player=1, blocks=(("p2:grump:1", "p1:boss:1"),)))
    assert g.state.combat is not None and "p2:grump:1" in g.state.combat.blocks


def _big_hits(active: bool) -> int:
    """Michele's 4A and 2A dice attack unblocked; Chris has a die of 2tag's entry in his
    Field Zone if `active` (else only in his Used Pile). The life he loses."""
    guard = character("guard", 1, 1, abilities=records("2tag"))
    g = face_off([character("ram", 4, 4), character("kid", 2, 2)], [guard])
    if not active:
        g.arrange(1, "used", ["p2:guard:1"])
    life = g.life(1)
    g.attack("p1:ram:1", "p1:kid:1")
    if g.pending.kind == "declare_blockers":  # (none to declare with no die of his there)
        g.block()
    g.pass_all()
    resolve_all(g)
    return life - g.life(1)


def test_while_active_combat_damage_above_2_from_one_die_is_2() -> None:
    """2tag: while its card is active (DM-18.1), the 4 combat damage one attacker would deal
    its player is 2 (DM-9.7: each attacker's damage on its own); the 2A die's 2 is not
    above 2 and stays 2: 4 in all. Near miss: not active, he takes all 6."""
    assert _big_hits(active=True) == 2 + 2
    assert _big_hits(active=False) == 4 + 2


def test_ability_damage_is_not_limited() -> None:
    """Near miss: 3 damage to him from a "when fielded" ability (no combat damage, DM-12.4)
    is all dealt while the card is active."""
    blast = {"trigger": "when_fielded", "effects": [
        {"op": "deal_damage", "amount": 3, "target": "opponent"}]}  # fmt: skip
    g = table([character("bomber", 1, 1, abilities=[blast])], [
        character("guard", 1, 1, abilities=records("2tag"))])  # fmt: skip
    g.arrange(0, "reserve", ["p1:bomber:2"], face=0)
    life = g.life(1)
    g.field("p1:bomber:2")
    resolve_all(g)
    assert g.life(1) == life - 3


def _stranger(theirs: int) -> Game:
    """Chris has a die of 14myst's entry in his Field Zone; Michele has her Sidekick m5 and
    dice of two 1A 2D cards in hers, and attacks with the first (and the second if
    `theirs` is 2)."""
    stranger = character("stranger", 1, 1, abilities=records("14myst"))
    g = table([character("left", 1, 2), character("right", 1, 2)], [stranger], attack_first=True)
    g.arrange(0, "field", [m(5)], face=CHAR)
    g.pass_all()
    g.attack(*["p1:left:1", "p1:right:1"][:theirs])
    resolve_all(g)
    return g


def test_each_opposing_attacker_deals_1_to_each_other_die_of_its_player() -> None:
    """14myst: while its card is active, as Michele's die attacks (DM-9.1) it deals 1
    damage to each other character die of hers (DM-13.3: each, not targeted): her 1D
    Sidekick is KO'd, her 2D die takes 1; the attacker itself takes none (near miss), and
    Chris's dice none (near miss)."""
    g = _stranger(theirs=1)
    assert m(5) not in g.zone(0, "field")
    assert g.state.dice["p1:right:1"].damage == 1
    assert g.state.dice["p1:left:1"].damage == 0
    assert g.state.dice["p2:stranger:1"].damage == 0
    assert {hit.source for hit in g.state.hits} == {"p1:left:1"}  # the attacker deals it


def test_two_attackers_deal_1_each_to_the_other() -> None:
    """With two attackers, each deals 1 to the other (and both to the Sidekick)."""
    g = _stranger(theirs=2)
    assert g.state.dice["p1:right:1"].damage == 1
    assert g.state.dice["p1:left:1"].damage == 1


def test_an_opposing_die_fielded_deals_1_to_each_other_die_of_its_player() -> None:
    """62thor: while its card is active, a character die Michele fields (DM-8.12) deals 1
    damage to each other character die of hers: the 1D Sidekick is KO'd, the 2D die holds;
    the fielded die and Chris's dice take none (near misses)."""
    witch = character("witch", 1, 1, abilities=records("62thor"))
    g = table([character("left", 1, 2)], [witch])
    g.arrange(0, "reserve", ["p1:left:2"], face=0)
    g.field("p1:left:2")
    resolve_all(g)
    assert m(5) not in g.zone(0, "field")
    assert g.state.dice["p1:left:1"].damage == 1
    assert g.state.dice["p1:left:2"].damage == 0
    assert g.state.dice["p2:witch:1"].damage == 0 and c(5) in g.zone(1, "field")


def _sisters(*blocks: tuple[str, str]) -> int:
    """Michele's 1A 9D die of 52ygo's entry attacks; Chris declares `blocks` (his 1A 9D wall
    and Sidekick c5). The life he loses."""
    sisters = character("sisters", 1, 9, abilities=records("52ygo"))
    g = blocking([sisters], [character("wall", 1, 9)])
    life = g.life(1)
    g.attack("p1:sisters:1")
    g.block(*blocks)
    resolve_all(g)
    g.pass_all()
    resolve_all(g)
    return life - g.life(1)


def test_blocked_by_only_one_die_it_deals_2_to_the_opponent() -> None:
    """52ygo: blocked (DM-9.4) by exactly one die, it deals 2 damage to Chris (not combat
    damage: a blocked attacker deals none to him, DM-9.7). Near miss: blocked by two, 0."""
    assert _sisters(("p2:wall:1", "p1:sisters:1")) == 2
    assert _sisters(("p2:wall:1", "p1:sisters:1"), (c(5), "p1:sisters:1")) == 0


def test_the_opponents_third_die_fielded_in_a_turn_gains_2_life_not_the_first_two() -> None:
    """86skc: while its card is active, Michele fields three character dice in her turn
    (DM-8.12); the first two gain Chris nothing (near miss), the third gains him 2 (the
    die counts among those she fielded as it triggers)."""
    ivy = character("ivy", 1, 1, abilities=records("86skc"))
    g = table([character("left", 1, 2), character("right", 1, 2)], [ivy])
    g.arrange(0, "reserve", ["p1:left:2", "p1:right:1", "p1:right:2"], face=0)
    g.hurt(1, 4)  # (room below the life cap, DM-11.3)
    life = g.life(1)
    for die in ("p1:left:2", "p1:right:1"):
        g.field(die)
        resolve_all(g)
        assert g.life(1) == life
    g.field("p1:right:2")
    resolve_all(g)
    assert g.life(1) == life + 2


ZAP3 = action_card("zap3", {"effects": [effect("deal_damage", "target_die", amount=3)]})


# 85toa's second line in our own words, as the grammar reads it (its entry is needless now)
_TOMB = grammar_records(
    [f"While {NAME} is active, your (mon) character dice take 2 less damage from action dice."],
    icons={"mon": "monster"},
)


def _tomb(active: bool, target: str) -> int:
    """Michele has a die of 85toa's entry (1A 6D; in her Field Zone if `active`, else her
    Used Pile) and of a 1A 6D Monster; her action die deals 3 damage to `target`. The
    damage it has."""
    guard = character("guard", 1, 6, abilities=_TOMB)
    beast = character("beast", 1, 6, affiliations=["monster"])
    g = with_action(ZAP3, guard, beast)
    g.give(0, "p1:beast:1", to="field", face=0)
    g.give(0, "p1:guard:1", to="field" if active else "used", face=0)
    use(g, "zap3", target)
    resolve_all(g)
    return g.state.dice[target].damage


def test_action_damage_to_her_monster_dice_is_2_less_while_active() -> None:
    """85toa: while its card is active, an action die's 3 damage (DM-8.14) to her Monster
    die is 1 (DM-14.3, a reduction at the door of damage); near misses: the card not active,
    3; her die of no Monster affiliation (the card's own), 3."""
    assert _tomb(active=True, target="p1:beast:1") == 1
    assert _tomb(active=False, target="p1:beast:1") == 3
    assert _tomb(active=True, target="p1:guard:1") == 3


def test_combat_damage_to_a_monster_die_is_not_reduced() -> None:
    """Near miss: combat damage (DM-9.11) is no action die's: the 3A attacker's 3 KOs the
    3D Monster die blocking it (DM-16.4)."""
    guard = character("guard", 1, 6, abilities=_TOMB)
    beast = character("beast", 1, 3, affiliations=["monster"])
    g = blocking([character("ram", 3, 3)], [guard, beast])
    g.attack("p1:ram:1")
    g.block(("p2:beast:1", "p1:ram:1"))
    g.pass_all()
    resolve_all(g)
    assert "p2:beast:1" in g.zone(1, "prep")
