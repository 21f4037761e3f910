"""Dice, faces and levels in play (DM-1.2 to DM-1.7, DM-2.1, DM-3.5, DM-4.1, DM-7.3, DM-20.1,
DM-21; 000:L192-301, 000:L665-679): whole-game situations, each failing if its rule broke."""

from __future__ import annotations

from cards.catalog import catalog, raw_cards
from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.stats import stats
from games.engine.abilities.targets import targets_for
from games.engine.model.cards import (
    ENERGY_TYPES,
    SIDEKICK_ID,
    ActionFace,
    CharacterFace,
    EnergyFace,
)
from games.engine.model.state import GameOptions

from .helpers import (
    ACTION0,
    BOLT,
    CHAR,
    FIST,
    GENERIC2,
    JUBILEE,
    MASK,
    MASTERMIND,
    SHIELD,
    WAY_OUT_WEST,
    WILD,
    Game,
    bac,
    c,
    cards_with,
    die,
    m,
    make_card,
)

JUB = die(0, JUBILEE, 1)


def test_every_die_in_a_game_is_an_action_character_or_sidekick_die_with_energy_faces():
    """Three kinds of dice, all with some energy faces (DM-1.2, 000:L262); only characters
    and actions have cards: the Sidekick die has none to buy from (DM-1.3, 000:L192)."""
    g = Game(teams=((("1ocr", 2), ("36ocr", 1)), (("2ocr", 2),)), cards=catalog())
    kinds = set()
    for d in g.state.dice.values():
        card = g.state.cards[d.card]
        kinds.add("action" if card.kind == "basic_action" else card.kind)
        assert any(isinstance(f, EnergyFace) for f in card.faces), d.id
    assert kinds == {"character", "action", "sidekick"}
    g.start()
    g.begin({m(1): FIST, m(2): BOLT, m(3): MASK}, oop=m(4))
    g.refuse(
        A.Purchase(player=0, card=SIDEKICK_ID, paid=((m(1), ("fist",)),)), E.PURCHASE_UNKNOWN_CARD
    )


def test_an_action_die_has_no_numbers_and_is_never_a_character():
    """Action faces carry no cost, A or D; a Basic Action Die rolled to its action face is
    used, never fielded, and is no target for character effects (DM-1.5, 000:L264)."""
    g = Game()
    g.start()
    g.give(0, bac(WAY_OUT_WEST, 1))
    g.begin({bac(WAY_OUT_WEST, 1): ACTION0, m(1): CHAR, m(2): FIST, m(3): BOLT}, oop=m(4))
    face = g.state.cards[WAY_OUT_WEST].faces[ACTION0]
    assert isinstance(face, ActionFace) and not hasattr(face, "attack")
    g.refuse(A.Field(player=0, die=bac(WAY_OUT_WEST, 1)), E.FIELD_NOT_CHARACTER)
    g.field(m(1))
    assert targets_for(g.state, "all_your_characters", 0) == (m(1),)
    g.do(A.UseActionDie(player=0, die=bac(WAY_OUT_WEST, 1)))
    assert g.pending.options == (m(1),)  # the +2A goes to a character, never the action die


def test_a_character_face_gives_fielding_cost_attack_and_defense():
    """Top left is the fielding cost, then A (damage dealt in combat) and D (damage it can
    take); the level of a face is not its cost (DM-1.6, DM-21.1, 000:L98-102, 000:L268-276).
    Mastermind's level 1 costs 2 and hits for 2; its level 2 costs 2 too but defends 3."""
    g = Game(life=10, first_player_may_attack_first_turn=True)
    g.start()
    master1, master2 = die(1, MASTERMIND, 1), die(1, MASTERMIND, 2)
    g.begin({m(1): FIST, m(2): CHAR, m(3): CHAR}, oop=m(4))
    g.field(m(2))
    g.field(m(3))
    g.pass_all()
    g.attack()
    g.give(1, master1)
    g.give(1, master2)
    g.begin({master1: 0, master2: 1, c(1): MASK, c(2): SHIELD, c(3): FIST, c(4): FIST})
    faces = g.state.cards[MASTERMIND].faces
    assert (faces[0].level, faces[0].cost, faces[1].level, faces[1].cost) == (1, 2, 2, 2)
    g.refuse(A.Field(player=1, die=master1, paid=((c(1), ("mask",)),)), E.ENERGY_INSUFFICIENT)
    g.field(master1, (c(1), "mask"), (c(2), "shield"))
    assert stats(g.state, g.state.dice[master1]) == (2, 1)
    g.pass_all()
    g.attack(master1)
    g.block((m(2), master1))
    events = g.pass_all()
    assert ev.DieDamaged(m(2), 2, master1, True) in events  # its A
    assert ev.DieDamaged(master1, 1, m(2), True) in events  # a Sidekick's A of 1 ...
    assert master1 in g.zone(1, "prep")  # ... is its D: KO'd


def test_a_sidekick_is_a_level_1_character_only_when_rolled_to_its_character_face():
    """The Sidekick die: one character face (level 1, fielding cost 0, A1 D1); in the Reserve
    Pool or the Field Zone on it, it is a Sidekick Character Die; in the Prep Area, the Used
    Pile or the bag it is just a Sidekick die; its purchase cost is 0 (DM-1.7, DM-4.1, DM-20.1,
    000:L278, 000:L665-669)."""
    g = Game()
    g.start()
    sidekick = g.state.cards[SIDEKICK_ID]
    assert sidekick.cost == 0
    chars = [f for f in sidekick.faces if isinstance(f, CharacterFace)]
    assert chars == [CharacterFace(level=1, cost=0, attack=1, defense=1)]
    g.begin({m(1): CHAR, m(2): FIST, m(3): WILD}, oop=m(4))
    assert g.state.is_character(g.state.dice[m(1)])  # rolled, in the Reserve Pool
    assert not g.state.is_character(g.state.dice[m(2)])  # an energy die
    events = g.field(m(1))  # free: cost 0
    assert ev.CharacterFielded(0, m(1), (), 0) in events
    assert stats(g.state, g.state.dice[m(1)]) == (1, 1)
    g.arrange(0, "prep", [m(1)])
    assert not g.state.is_character(g.state.dice[m(1)])  # unrolled: not a character die
    g.arrange(0, "used", [m(1)])
    assert not g.state.is_character(g.state.dice[m(1)])


def test_unrolled_dice_keep_their_card_and_affiliations():
    """Dice in the Used Pile are Character dice by their faces, and keep the affiliations of
    their cards; filters that ask for them there find them (DM-4.1, DM-20.1, 000:L669)."""
    g = Game()
    g.start()
    g.give(0, JUB, to="used")
    found = targets_for(
        g.state, "all_your_characters", 0, (("zone", "used"), ("affiliation", "X-Men"))
    )
    assert found == (JUB,)
    assert g.state.face_of(g.state.dice[JUB]) is None  # its face does not matter there


def test_energy_comes_in_four_types_and_a_card_asks_for_its_own():
    """Fist, Bolt, Mask, Shield; a Bolt card's die must be bought with Bolt energy, and its
    energy faces produce Bolt (DM-2.1, 000:L286-295)."""
    assert ENERGY_TYPES == ("fist", "bolt", "mask", "shield")
    g = Game()
    g.start()
    g.begin({m(1): FIST, m(2): MASK, m(3): BOLT}, oop=m(4))
    g.refuse(
        A.Purchase(player=0, card=JUBILEE, paid=((m(1), ("fist",)), (m(2), ("mask",)))),
        E.ENERGY_TYPE_MISSING,
    )
    g.buy(JUBILEE, (m(1), "fist"), (m(3), "bolt"))
    jubilee = g.state.cards[JUBILEE]
    produced = {s for f in jubilee.faces if isinstance(f, EnergyFace) for s in f.symbols}
    assert produced == {"bolt"}


def test_rolled_dice_go_to_the_reserve_pool_keeping_their_faces():
    """After the reroll every rolled die moves to the Reserve Pool with the face it shows; its
    face now makes it an Action, Character or Energy die (DM-7.3, 000:L333)."""
    g = Game()
    g.start()
    g.give(0, bac(WAY_OUT_WEST, 1))
    faces = {bac(WAY_OUT_WEST, 1): GENERIC2, m(1): CHAR, m(2): SHIELD, m(3): WILD}
    g.begin(faces, oop=m(4))
    assert g.zone(0, "reserve") == set(faces)
    assert {d: g.face(d) for d in faces} == faces
    assert g.state.is_energy(g.state.dice[bac(WAY_OUT_WEST, 1)])
    assert g.state.is_character(g.state.dice[m(1)])


def test_the_full_game_starts_at_20_life_and_the_demo_at_10():
    """Starting life: 20 in a full game, 10 in the Quick Start demo (DM-3.5, 000:L58,
    000:L429)."""
    assert GameOptions().starting_life == 20
    full = Game(life=20)
    assert [p.life for p in full.state.players] == [20, 20]
    assert [p.life for p in Game().state.players] == [10, 10]  # the helpers' demo games


TOWER = make_card(
    "tower",
    faces=[
        {"kind": "character", "level": 1, "cost": 0, "attack": 1, "defense": 1},
        {"kind": "character", "level": 2, "cost": 1, "attack": 2, "defense": 2},
        {"kind": "character", "level": 3, "cost": 1, "attack": 3, "defense": 3},
        {"kind": "energy", "symbols": ["fist"]},
        {"kind": "energy", "symbols": ["fist"]},
        {"kind": "energy", "symbols": ["fist", "fist"]},
    ],
)


def spinner() -> tuple[Game, str]:
    """Michele has a Tower die (levels 1-3) in her Field Zone; Overclock (spin target
    character die you control up one level; Global: spin an opposing die down) is on the
    table."""
    cards = cards_with(TOWER)
    g = Game(teams=((("tower", 1),), (("tower", 1),)), bacs=(("43ocr",), ("43ocr",)), cards=cards)
    g.start()
    tower = die(0, "tower", 1)
    g.give(0, tower, to="field", face=0)
    return g, tower


def test_spinning_up_moves_one_level_right_and_stops_at_the_top():
    """Spin up = the next character face to the right (level + 1); a die at its highest
    level cannot be spun up (DM-21.1, DM-21.2, 000:L675-679)."""
    g, tower = spinner()
    for n in (1, 2, 3):
        g.give(0, bac("43ocr", n))
    faces = {bac("43ocr", n): ACTION0 for n in (1, 2, 3)}
    g.begin({**faces, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    levels = []
    for n in (1, 2):
        g.do(A.UseActionDie(player=0, die=bac("43ocr", n)))
        g.target(tower)
        levels.append(g.state.face_of(g.state.dice[tower]).level)
    assert levels == [2, 3]
    # at level 3 it is no target: the action affects nothing (DM-13.4, docs/rulings.md)
    g.refuse(A.UseActionDie(player=0, die=bac("43ocr", 3)), E.TARGET_INVALID)
    assert stats(g.state, g.state.dice[tower]) == (3, 3)


def test_a_level_1_die_does_not_spin_down_to_a_non_character_face():
    """Spin down = the next character face to the left; "unless specified, a character die
    cannot spin down from level 1 to a non-character face" (DM-21.2, 000:L679), so a level-1
    die is no target of a spin down (DM-13.4)."""
    g, _ = spinner()
    tower = die(1, "tower", 1)
    g.give(1, tower, to="field", face=0)
    g.begin({m(1): BOLT, m(2): BOLT, m(3): FIST}, oop=m(4))
    # nothing it could affect: the Global is not used at all (DM-13.4, docs/rulings.md)
    g.refuse(
        A.UseGlobal(player=0, card="43ocr", ability=0, paid=((m(1), ("bolt",)), (m(2), ("bolt",)))),
        E.TARGET_INVALID,
    )
    assert g.face(tower) == 0 and g.state.is_character(g.state.dice[tower])


def test_our_set_numbers_its_cards_and_gives_each_a_rarity():
    """Each card has a collector number, one per card of the set (DM-26.1, 000:L703), and a
    rarity of the rarity stripe: common, uncommon, rare, super-rare, promo (DM-26.2,
    000:L705). Rarity is for collectors: the engine's cards do not carry it."""
    ours = [card for card in raw_cards().values() if card.get("set_code") == "ocr"]
    numbers = [card["number"] for card in ours]
    assert ours and len(set(numbers)) == len(numbers)
    assert {card["rarity"] for card in ours} <= {
        "common",
        "uncommon",
        "rare",
        "super-rare",
        "promo",
    }
    assert not hasattr(catalog()[ours[0]["id"]], "rarity")
