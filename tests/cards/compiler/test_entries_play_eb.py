"""Per-card entries of lane eb (sets hhs ... zhn, issue 16), played by the engine as in
test_entries_play_e11b.py: a die that goes to its bag after hitting the opponent, a count of
a name's attackers, a start-of-turn check of Lantern colors, dice KO'd sent elsewhere, a
trigger on an opponent's targeting and Globals beside them. Our own cards and wording; only
names and affiliations the entries filter on are the game's."""

from __future__ import annotations

import pytest

from games.engine import actions as A
from games.engine import errors as E
from games.engine.abilities.costs import purchase_cost
from games.engine.abilities.targets import DECLINE
from games.engine.abilities.texts import keywords_of
from tests.cards.compiler.helpers import NAME, grammar_records
from tests.cards.compiler.test_entries_play import (
    TWO_BACS,
    attack_now,
    blocked_and_resolved,
    blocking,
    records,
    resolve_all,
    table,
)
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import (
    ACTION0,
    BOLT,
    CHAR,
    FIST,
    GENERIC2,
    MASK,
    WAY_OUT_WEST,
    Game,
    bac,
    c,
    cards_with,
    m,
    skip_turn,
)
from tests.engine.keywords.common import FOE, character, face_off

DOUBLE_FIST = 5  # a test character's (fist)(fist) face (keywords/common.py `character`)


def _hit_unblocked(card: dict) -> Game:  # type: ignore[type-arg]
    """Michele attacks alone with the card's die and Chris declares no blocker; combat
    damage is dealt to him (DM-9.8) and every trigger resolves."""
    g = blocking([card], [])
    g.attack(f"p1:{card['id']}:1")
    g.block()
    g.pass_all()
    resolve_all(g)
    return g


def test_dealing_combat_damage_to_the_opponent_it_goes_to_its_bag() -> None:
    """16ygo: an unblocked die of the card deals its combat damage to the opponent (DM-9.8)
    and goes from Out of Play into its owner's bag, never to the Used Pile."""
    g = _hit_unblocked(character("wyrm", 2, 2, abilities=records("16ygo")))
    assert "p1:wyrm:1" in g.zone(0, "bag")
    g.pass_all()
    assert "p1:wyrm:1" not in g.zone(0, "used")


def test_blocked_and_surviving_it_stays_in_the_field() -> None:
    """Near miss: blocked by a die it does not hurt past its D, no damage reaches the
    opponent; the die stays in the Field Zone."""
    wyrm = character("wyrm", 2, 4, abilities=records("16ygo"))
    g = blocking([wyrm], [character("wall", 1, 5)])
    blocked_and_resolved(g, "p2:wall:1", "p1:wyrm:1")
    assert "p1:wyrm:1" in g.zone(0, "field")


def _ninjas(attacking: int) -> tuple[Game, int]:
    """Two dice of a card named Foot Ninja with 11hhs's records in Michele's Field Zone;
    `attacking` of them attack. The game and Chris's life before the attack."""
    ninja = character("ninja", 1, 1, name="Foot Ninja", abilities=records("11hhs"))
    g = face_off([ninja], [])
    g.give(0, "p1:ninja:2", to="field", face=0)
    life = g.life(1)
    g.attack(*(f"p1:ninja:{n}" for n in range(1, attacking + 1)))
    resolve_all(g)
    return g, life


def test_two_ninjas_attacking_at_once_deal_one_each() -> None:
    """11hhs: once attackers are declared (DM-8.25) with two dice of that name among them,
    the opponent takes 1 damage per such attacker (2)."""
    g, life = _ninjas(2)
    assert g.life(1) == life - 2


def test_one_ninja_alone_deals_nothing() -> None:
    """Near miss: one such attacker is fewer than two; no damage."""
    g, life = _ninjas(1)
    assert g.life(1) == life


def _ring_turn(color: str) -> tuple[Game, int]:
    """24wol's die (a Yellow Lantern) in Michele's Field Zone and Chris's die of `color`
    in his; Michele's second turn begins (DM-5.2). The game and Chris's life before."""
    sin = character("sin", 2, 2, affiliations=["yellowlantern"], abilities=records("24wol"))
    g = table([sin], [character("ring", 2, 2, affiliations=[color])])
    g.pass_all()
    life = g.life(1)
    skip_turn(g, {c(1): FIST, c(2): FIST, c(3): FIST, c(4): FIST})
    resolve_all(g)
    return g, life


def test_with_only_yellow_lanterns_active_the_turn_starts_with_2_damage() -> None:
    """24wol: at the start of its player's turn, no character of another Lantern color is
    active (its own Yellow Lantern does not count; Chris's Villain is no Lantern): the
    opponent takes 2 damage."""
    g, life = _ring_turn("villain")
    assert g.life(1) == life - 2


def test_an_opposing_green_lantern_keeps_the_damage_away() -> None:
    """Near miss: Chris's active Green Lantern is a Lantern of another color; no damage."""
    g, life = _ring_turn("greenlantern")
    assert g.life(1) == life


# Lines whose entries the grammar made needless, in our own words as it reads them: the
# Globals of 96msw, 92ig and 90ig, 61toa's and 62toa's second line, 60msw's Energize.
_PREP_ONCE = grammar_records(
    ["Global: Pay (fist). Once per turn, during your turn, Prep a die from your bag."],
    where="globals",
)
# (92ig's Global as data: the grammar reads its line so; our own wording of it would be a
# long run of the card's words)
_CHEAPER_ACTION = [
    {"cost": 1, "energy_types": ["bolt"], "once_per_turn": True, "effects": [
        {"op": "reduce_next_cost", "amount": 2, "target": "all_your_dice",
         "filters": {"die_kind": "action"}}]},
]  # fmt: skip
_SIDEKICK_UP = grammar_records(
    ["Global: Pay (mask). Once per turn, field 1 Sidekick die from your Used Pile."],
    where="globals",
)
_PIRATE = grammar_records([f"{NAME} counts as a Pirate, this text cannot be ignored."])
_PANTHER = [
    *grammar_records(
        ["Energize - Your (f4) character dice get +2 attack this turn."],
        keywords=("energize",),
        icons={"f4": "fantastic4"},
    ),
    *records("60msw"),
]


def test_a_die_it_kos_in_combat_goes_to_its_owners_bag() -> None:
    """96msw: a blocker its die KOs with combat damage (DM-9.11) goes on to Chris's bag,
    not his Prep Area."""
    claws = character("claws", 3, 3, abilities=records("96msw"))
    g = blocking([claws], [character("guard", 1, 1)])
    blocked_and_resolved(g, "p2:guard:1", "p1:claws:1")
    assert "p2:guard:1" in g.zone(1, "bag")
    assert "p2:guard:1" not in g.zone(1, "prep")


def test_its_global_preps_one_die_once_a_turn() -> None:
    """96msw's Global: one Fist paid, one die of Michele's bag goes to her Prep Area; a
    second use the same turn is refused (once per turn, DM-8.19)."""
    claws = character("claws", 3, 3, abilities=records("96msw"), globals=_PREP_ONCE)
    g = table([claws], [])
    g.use_global("claws", (m(1), "fist"))
    assert g.pending.kind == "draw" and g.pending.to == "prep"
    g.draw(m(6))
    assert g.zone(0, "prep") == {m(6)}
    g.refuse(A.UseGlobal(player=0, card="claws", paid=((m(2), ("fist",)),)), E.GLOBAL_LIMIT)


@pytest.mark.parametrize(("doom", "where"), [(True, "used"), (False, "prep")])
def test_a_legion_of_doom_die_sends_what_it_kos_to_the_used_pile(doom: bool, where: str) -> None:
    """6myst: while the card is active, a blocker that its player's Legion of Doom die KOs
    with combat damage goes on to the Used Pile (Chris's, on Michele's turn: no Out of Play,
    DM-8.1); the near miss, a die of no such affiliation, sends it to the Prep Area."""
    adam = character("adam", 1, 1, abilities=records("6myst"))
    brute = character("brute", 3, 3, affiliations=["legionofdoom"] if doom else ["villain"])
    g = blocking([brute, adam], [character("guard", 1, 1)])
    blocked_and_resolved(g, "p2:guard:1", "p1:brute:1")
    assert "p2:guard:1" in g.zone(1, where)


PING = {"op": "deal_damage", "amount": 1, "target": "target_die"}
PINGER = character("pinger", 2, 2, abilities=[{"trigger": "when_attacks", "effects": [PING]}])


@pytest.mark.parametrize(("chosen", "lost"), [("p2:thunder:1", 2), ("p1:pinger:1", 0)])
def test_targeted_by_an_opponent_its_die_deals_them_2(chosen: str, lost: int) -> None:
    """92ig: Michele's attacker's ability targets Chris's die of the card (DM-13.1): she
    takes 2 damage; her ability naming her own die instead (near miss) costs her nothing."""
    thunder = character("thunder", 1, 5, abilities=records("92ig"))
    g = face_off([PINGER], [thunder])
    life = g.life(0)
    g.attack("p1:pinger:1")
    g.target(chosen)
    resolve_all(g)
    assert life - g.life(0) == lost


def _cost_now(g: Game, card: str) -> int:
    """What a supply die of `card` costs Michele now (DM-8.7)."""
    die = next(d for d in g.state.dice.values() if d.card == card and d.zone == "supply")
    return purchase_cost(g.state, 0, g.state.cards[card], die)


def test_its_global_makes_the_next_action_die_cheaper() -> None:
    """92ig's Global: one Bolt paid, the next action die its player buys this turn costs 2
    less (never below 1, DM-8.7); a character card's dice cost what they cost."""
    thunder = character("thunder", 1, 5, cost=4, abilities=records("92ig"), globals=_CHEAPER_ACTION)
    g = table([thunder], [])
    g.arrange(0, "reserve", [m(1)], face=BOLT)
    action = g.state.cards[WAY_OUT_WEST].cost
    g.use_global("thunder", (m(1), "bolt"))
    resolve_all(g)
    assert _cost_now(g, WAY_OUT_WEST) == max(1, action - 2)
    assert _cost_now(g, "thunder") == 4
    g.refuse(A.UseGlobal(player=0, card="thunder", paid=((m(2), ("fist",)),)), E.GLOBAL_LIMIT)


def _storm_fielded() -> Game:
    """Michele's first turn, Main Step: an action die on its action face and two Sidekicks
    on Fist in her Reserve Pool; she fields a die of 58xmf's records from there."""
    trick = action_card("trick", {"effects": [effect("gain_life", "you", amount=1)]})
    storm = character("storm", 1, 1, abilities=records("58xmf"))
    g = with_action(trick, storm)
    g.give(0, "p1:storm:1", to="reserve", face=0)
    g.field("p1:storm:1")
    g.order_triggers()
    return g


def test_fielded_it_may_reroll_an_action_die_in_its_reserve_pool() -> None:
    """58xmf: fielded (DM-8.12), its player may reroll (DM-22.1) a targeted action die of
    theirs in the Reserve Pool; it is rolled there and stays there on the face rolled. A
    Sidekick die there (no action die, near miss) is not offered."""
    g = _storm_fielded()
    assert g.pending.kind == "choose_target"
    assert bac("trick", 1) in g.pending.options and m(2) not in g.pending.options
    g.target(bac("trick", 1))
    assert g.pending.kind == "roll"
    g.roll({bac("trick", 1): GENERIC2})
    assert g.face(bac("trick", 1)) == GENERIC2
    assert bac("trick", 1) in g.zone(0, "reserve")


def test_declining_leaves_the_action_die_as_it_was() -> None:
    """Near miss: "you may" declined (DM-15.3), no die is rolled."""
    g = _storm_fielded()
    g.target(DECLINE)
    assert g.pending.kind != "roll"
    assert g.face(bac("trick", 1)) == ACTION0


SHOTS = [
    {"cost": 1, "effects": [effect("deal_damage", "target_die", amount=1)]},
    {"cost": 1, "effects": [effect("deal_damage", "all_opposing_characters", amount=1)]},
]


def _jimmy(friend: str) -> Game:
    """Chris's die of 12sww's records and his die of a card named `friend` in his Field
    Zone; Michele's card has two Globals of 1 energy: 1 damage to a target die, and 1 to
    every opposing character die."""
    jimmy = character("jimmy", 1, 3, abilities=records("12sww"))
    pal = character("pal", 2, 3, name=friend)
    return table([character("gunner", 1, 1, globals=SHOTS)], [jimmy, pal])


def test_with_superman_active_opposing_globals_neither_target_nor_hurt_it() -> None:
    """12sww: while a character named Superman is active, an opponent's Global can't target
    the card's die (DM-13.1) and its damage to it is prevented (DM-19.1): Michele's first
    Global does not offer it, her second hurts Chris's other dice but not it."""
    g = _jimmy("Superman")
    g.use_global("gunner", (m(1), "fist"))
    assert "p2:jimmy:1" not in g.pending.options and "p2:pal:1" in g.pending.options
    g.target("p2:pal:1")
    g.use_global("gunner", (m(2), "fist"), ability=1)
    resolve_all(g)
    assert g.state.dice["p2:jimmy:1"].damage == 0
    assert g.state.dice["p2:pal:1"].damage == 2


def test_with_no_superman_active_its_die_is_targeted_and_hurt() -> None:
    """Near miss: Chris's other card is named otherwise; both Globals reach the die."""
    g = _jimmy("Lois")
    g.use_global("gunner", (m(1), "fist"))
    assert "p2:jimmy:1" in g.pending.options
    g.target("p2:jimmy:1")
    g.use_global("gunner", (m(2), "fist"), ability=1)
    resolve_all(g)
    assert g.state.dice["p2:jimmy:1"].damage == 2


def test_blocking_it_preps_two_dice_of_its_players_bag() -> None:
    """90ig: when its die blocks (DM-9.3), two dice of its player's bag go to their Prep
    Area (drawn, DM-20.1)."""
    g = blocking([character("brute", 2, 2)], [character("keeper", 1, 4, abilities=records("90ig"))])
    g.attack("p1:brute:1")
    g.block(("p2:keeper:1", "p1:brute:1"))
    g.order_triggers()
    assert g.pending.kind == "draw" and g.pending.player == 1 and g.pending.count == 2
    assert g.pending.to == "prep"


def test_opposing_globals_cannot_target_its_die() -> None:
    """90ig: an opponent's Global (DM-13.1) does not offer its die; another die of the same
    player is offered (near miss)."""
    keeper = character("keeper", 1, 4, abilities=records("90ig"))
    g = table([character("gunner", 1, 1, globals=SHOTS)], [keeper, character("pal", 2, 3)])
    g.use_global("gunner", (m(1), "fist"))
    assert "p2:keeper:1" not in g.pending.options and "p2:pal:1" in g.pending.options


def test_its_global_fields_a_sidekick_from_the_used_pile() -> None:
    """90ig's Global: one Mask paid, a Sidekick die of its player's Used Pile is fielded
    (free, level 1, DM-8.12); a die of a character card there is not offered (near miss)."""
    keeper = character("keeper", 1, 4, abilities=records("90ig"), globals=_SIDEKICK_UP)
    g = table([keeper], [])
    g.give(0, m(6), to="used")
    g.give(0, "p1:keeper:2", to="used")
    g.arrange(0, "reserve", [m(1)], face=MASK)
    g.use_global("keeper", (m(1), "mask"))
    assert m(6) in g.pending.options and "p1:keeper:2" not in g.pending.options
    g.target(m(6))
    resolve_all(g)
    assert m(6) in g.zone(0, "field") and g.face(m(6)) == CHAR


def _pirates(second: dict) -> Game:  # type: ignore[type-arg]
    """Michele's die of 61toa's records (a subtitle naming no type) and her die of
    `second` in her Field Zone."""
    elok = character(
        "elok", 2, 2, subtitle="Aspiring Captain", abilities=[*records("61toa"), *_PIRATE]
    )
    return table([elok, second], [])


def test_each_other_pirate_gives_3a_and_it_counts_as_one_itself() -> None:
    """61toa, 62toa: +3A for each other active Pirate character of its player (a type the
    subtitle names, docs/rulings.md "Creature types"); each card counts as a Pirate itself
    (the second line), so two such cards give each other +3A."""
    lask = character(
        "lask", 1, 1, subtitle="Treasure Seeker", abilities=[*records("62toa"), *_PIRATE]
    )
    g = _pirates(lask)
    assert attack_now(g, "p1:elok:1") == 2 + 3
    assert attack_now(g, "p1:lask:1") == 1 + 3


def test_a_pirate_by_its_subtitle_counts_and_a_sailor_does_not() -> None:
    """61toa: another card whose subtitle names the Pirate type counts; a card of another
    type (near miss) gives nothing."""
    assert attack_now(_pirates(character("mate", 1, 1, subtitle="Old Pirate")), "p1:elok:1") == 5
    assert attack_now(_pirates(character("mate", 1, 1, subtitle="Old Sailor")), "p1:elok:1") == 2


def test_its_energize_gives_fantastic_four_dice_2a() -> None:
    """60msw: rolled on its double energy face (Energize, 000:L779), its player's Fantastic
    Four character dice get +2A this turn; another die of theirs (near miss) does not."""
    panther = character("panther", 1, 1, keywords=["energize"], abilities=_PANTHER)
    thing = character("thing", 3, 3, affiliations=["fantastic4"])
    other = character("other", 3, 3, affiliations=["avengers"])
    g = Game(
        teams=((("panther", 2), ("thing", 2), ("other", 2)), ((FOE, 2),)),
        cards=cards_with(panther, thing, other),
        bacs=TWO_BACS,
        team_format="standard",
    )
    g.start()
    g.give(0, "p1:thing:1", to="field", face=0)
    g.give(0, "p1:other:1", to="field", face=0)
    g.give(0, "p1:panther:1")
    g.draw(m(1), m(2), m(3))
    g.draw(m(4), to="oop")
    g.roll({"p1:panther:1": DOUBLE_FIST, m(1): FIST, m(2): FIST, m(3): FIST})
    g.reroll()
    resolve_all(g)
    assert attack_now(g, "p1:thing:1") == 3 + 2
    assert attack_now(g, "p1:other:1") == 3


def test_while_active_its_players_attackers_get_1a() -> None:
    """60msw: while the card is active, each of its player's dice that attacks gets +1A
    (in the Attack Zone, DM-9.1); a die of theirs that stays out of the attack (near miss)
    does not."""
    panther = character("panther", 1, 1, keywords=["energize"], abilities=_PANTHER)
    g = blocking([panther, character("pal", 2, 2), character("idle", 2, 2)], [])
    g.attack("p1:pal:1")
    assert attack_now(g, "p1:pal:1") == 2 + 1
    assert attack_now(g, "p1:idle:1") == 2


HURT_YOU = {"cost": 1, "effects": [effect("deal_damage", "opponent", amount=1)]}


@pytest.mark.parametrize(("guarded", "hurt"), [(True, 0), (False, 1)])
def test_opposing_globals_deal_it_and_its_dice_no_damage(guarded: bool, hurt: int) -> None:
    """106wf: while its card is active, an opponent's Globals deal no damage (DM-19.1) to its
    player or to their character dice, targeted or not; the near miss, the same dice with
    no such card of Chris's, takes the damage."""
    shots = [*SHOTS, HURT_YOU]
    theirs = [character("pal", 2, 4)]
    if guarded:
        theirs.append(character("amazon", 1, 4, abilities=records("106wf")))
    g = table([character("gunner", 1, 1, globals=shots)], theirs)
    life = g.life(1)
    g.use_global("gunner", (m(1), "fist"))
    g.target("p2:pal:1")
    g.use_global("gunner", (m(2), "fist"), ability=1)
    g.use_global("gunner", (m(3), "fist"), ability=2)
    resolve_all(g)
    assert g.state.dice["p2:pal:1"].damage == 2 * hurt
    assert life - g.life(1) == hurt


@pytest.mark.parametrize(("name", "attack"), [("Thor Odinson", 2 + 5), ("Loki", 2)])
def test_another_die_with_thor_in_its_title_gives_5a(name: str, attack: int) -> None:
    """30msw: +5A while its player has another character die whose card has the word Thor in
    its name or subtitle in the Field Zone; a card of another name (near miss) gives none."""
    goddess = character("goddess", 2, 2, subtitle="Corps Member", abilities=records("30msw"))
    g = table([goddess, character("hero", 2, 2, name=name)], [])
    assert attack_now(g, "p1:goddess:1") == attack


def test_fielded_it_gains_2_and_2_more_per_thor_character() -> None:
    """33msw: fielded, its player gains 2 life, and 2 more for each other active character of
    theirs with Thor in its card's name or subtitle (one) or of the Thor Corps (one); a third
    character of neither (near miss) adds nothing: 6 in all."""
    doctor = character("doctor", 1, 1, abilities=records("33msw"))
    thor = character("thor", 2, 2, name="Storm Lord", subtitle="Son of Thor")
    corps = character("corps", 2, 2, affiliations=["thorcorps"])
    other = character("other", 2, 2, affiliations=["avengers"])
    g = table([thor, corps, other, doctor], [])
    g.hurt(0, 8)  # room below the life cap (DM-11.3)
    g.give(0, "p1:doctor:2", to="reserve", face=0)
    life = g.life(0)
    g.field("p1:doctor:2")
    resolve_all(g)
    assert g.life(0) == life + 2 + 2 * 2


@pytest.mark.parametrize(("name", "allowed"), [("Pale Dragon", False), ("Dragonkin Lord", True)])
def test_a_die_with_dragon_in_its_name_cannot_block_it(name: str, allowed: bool) -> None:
    """14ygo: its die can't be blocked (DM-9.3) by a die whose card's name has the word
    Dragon; a name with only a longer word (near miss) may block it."""
    blader = character("blader", 2, 2, subtitle="Dragon Hunter", abilities=records("14ygo"))
    g = blocking([blader], [character("wyrm", 1, 1, name=name)])
    g.attack("p1:blader:1")
    block = A.DeclareBlockers(player=1, blocks=(("p2:wyrm:1", "p1:blader:1"),))
    if allowed:
        g.do(block)
        assert g.state.combat is not None and "p2:wyrm:1" in g.state.combat.blocks
    else:
        g.refuse(block, E.BLOCK_NOT_ALLOWED)


@pytest.mark.parametrize(("energy", "kod"), [("bolt", True), ("fist", False)])
def test_the_upgrade_gives_overcrush_and_kos_a_non_fist_die_at_turn_end(
    energy: str, kod: bool
) -> None:
    """32imw: a targeted character die of its user's gains Overcrush this turn (DM-14.1); at
    the end of that turn (DM-10.3) it is KO'd unless it is a Fist character die (the near
    miss keeps its place in the Field Zone)."""
    cannon = action_card("cannon", *records("32imw"))
    hero = character("hero", 2, 2, energy_types=[energy])
    g = with_action(cannon, hero)
    g.give(0, "p1:hero:1", to="field", face=0)
    use(g, "cannon", "p1:hero:1")
    resolve_all(g)
    assert "overcrush" in {k.name for k in keywords_of(g.state, g.state.dice["p1:hero:1"])}
    assert "p1:hero:1" in g.zone(0, "field")  # not before the end of the turn
    g.pass_all()
    while g.pending.kind in ("order_triggers", "declare_attackers"):
        if g.pending.kind == "declare_attackers":
            g.attack()
        else:
            g.do(A.ChooseTrigger(player=g.pending.player, index=0))
    assert g.state.turn == 2
    assert ("p1:hero:1" in g.zone(0, "prep")) is kod
    assert ("p1:hero:1" in g.zone(0, "field")) is not kod


def _rules_lawyer(foe_face: int) -> Game:
    """Michele fields a die of 107thor's records on level 1; Chris's 3/3 die shows the
    character face `foe_face` (0: level 1, 1: level 2) beside his level-1 Sidekick."""
    lawyer = character("lawyer", 1, 1, abilities=records("107thor"))
    g = table([lawyer], [character("giant", 3, 3)])
    g.arrange(1, "field", ["p2:giant:1"], face=foe_face)
    g.give(0, "p1:lawyer:2", to="reserve", face=0)
    g.field("p1:lawyer:2")
    g.order_triggers()
    return g


def test_fielded_it_hurts_a_higher_level_die_and_spins_up() -> None:
    """107thor: fielded on level 1 while Chris has a level-2 die (DM-1.4), that die, chosen
    (not targeted; his level-1 Sidekick is not offered), takes 4 damage and is KO'd
    (DM-16.2); the fielded die spins up to level 2 (DM-21)."""
    g = _rules_lawyer(foe_face=1)
    assert g.pending.kind == "choose_target"
    assert "p2:giant:1" in g.pending.options and c(5) not in g.pending.options
    g.target("p2:giant:1")
    resolve_all(g)
    assert "p2:giant:1" in g.zone(1, "prep")
    assert attack_now(g, "p1:lawyer:2") == 2  # level 2


def test_with_no_higher_level_die_nothing_happens() -> None:
    """Near miss: Chris's dice are on level 1, as the fielded die is; no damage, no spin."""
    g = _rules_lawyer(foe_face=0)
    assert g.pending.kind != "choose_target"
    assert "p2:giant:1" in g.zone(1, "field")
    assert attack_now(g, "p1:lawyer:2") == 1
