"""Some shipped per-card entries of lane ea (cards/compiler/entry_data/<set>.json, sets ai to
gotg) played by the engine: each entry's records, put on a card of our own naming, do what
its note says, with a near miss. No printed text: the records are engine data, the cards and
names here are ours (but for the names the entries filter on, which are facts of the game)."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import IllegalAction
from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.effects.card_tokens import TOKEN, tokens
from games.engine.abilities.stats import defense_of
from games.engine.abilities.targets import ACCEPT
from games.engine.abilities.texts import keywords_of
from games.engine.model.evolve import evolve
from games.reading import read_data
from tests.cards.compiler.test_entries_play import (
    attack_now,
    blocking,
    fielding,
    records,
    resolve_all,
    table,
)
from tests.engine.helpers import ACTION0, CHAR, FIST, Game, cards_with, m, make_card
from tests.engine.keywords.common import FOE, character, face_off
from tests.engine.test_rules_effects import ARRIVE


def _defense(g: Any, die: str) -> int:
    return defense_of(g.state, g.state.dice[die])


@pytest.mark.parametrize(("company", "attack"), [([], 1 + 2), (["pal"], 1)])
def test_alone_in_the_field_zone_as_it_is_fielded_it_gets_two_more_attack(
    company: list[str], attack: int
) -> None:
    """30gotg: when fielded (DM-8.13), the die gets +2A for the turn (DM-14.1) if it is the
    only die in its player's Field Zone; with another die there (near miss), nothing."""
    loner = character("loner", 1, 1, abilities=records("30gotg"))
    g = fielding(loner, *(character(name, 1, 1) for name in company))
    g.field("p1:loner:1")
    resolve_all(g)
    assert attack_now(g, "p1:loner:1") == attack


def _two_attackers(guard: dict[str, Any]) -> Game:
    """Michele attacks with two dice; Chris holds one die of `guard` and a Sidekick."""
    g = blocking([character("runner", 1, 1), character("rover", 1, 1)], [guard])
    g.attack("p1:runner:1", "p1:rover:1")
    return g


def test_the_only_character_die_of_its_player_blocks_two_attackers() -> None:
    """54gotg: while its die is its player's only character die in the Field Zone, it may
    block two attackers (card text beats DM-9.3); with the Sidekick beside it (near miss)
    it blocks one."""
    pair = [("p2:lone:1", "p1:runner:1"), ("p2:lone:1", "p1:rover:1")]
    g = _two_attackers(character("lone", 3, 3, abilities=records("54gotg")))
    with pytest.raises(IllegalAction):
        g.block(*pair)
    g = _two_attackers(character("lone", 3, 3, abilities=records("54gotg")))
    g.arrange(1, "used", ["p2:sidekick:5"])
    g.block(*pair)
    assert sorted(g.state.combat.pairs()) == sorted(pair)


@pytest.mark.parametrize(
    ("types", "blocks", "legal"), [(["bolt", "mask"], 3, True), (["fist"], 2, False)]
)
def test_with_only_crossover_characters_active_a_die_blocks_three(
    types: list[str], blocks: int, legal: bool
) -> None:
    """60gaf: while every active character of its player is a Crossover card (two or more
    energy types), its die may block two attackers more than DM-9.3's one (Chris's
    Sidekick, of no Crossover card, is sent to his Used Pile first). One Fist card beside
    it (near miss): two attackers are one too many."""
    guard = character("guard", 3, 3, abilities=records("60gaf"), energy_types=["bolt", "mask"])
    other = character("other", 1, 1, energy_types=types)
    g = blocking([character(f"a{n}", 1, 1) for n in range(3)], [guard, other])
    g.attack("p1:a0:1", "p1:a1:1", "p1:a2:1")
    g.arrange(1, "used", ["p2:sidekick:5"])
    pairs = [("p2:guard:1", f"p1:a{n}:1") for n in range(blocks)]
    if legal:
        g.block(*pairs)
        assert len(g.state.combat.pairs()) == blocks
    else:
        with pytest.raises(IllegalAction):
            g.block(*pairs)


def _fielded_beside(newcomer: dict[str, Any], warden: dict[str, Any]) -> Game:
    """Michele's first turn, Main Step: a die of `newcomer` in her Reserve Pool on its level 1
    face, a card of hers with a 1-energy Global (1 life); one die of `warden` in Chris's
    Field Zone."""
    sage = character(
        "sage",
        1,
        1,
        globals=[{"cost": 1, "effects": [{"op": "gain_life", "amount": 1, "target": "you"}]}],
    )
    g = Game(
        teams=(((newcomer["id"], 2), ("sage", 2)), ((warden["id"], 2), (FOE, 2))),
        cards=cards_with(newcomer, sage, warden),
    )
    g.start()
    g.give(1, f"p2:{warden['id']}:1", to="field", face=0)
    g.give(0, f"p1:{newcomer['id']}:1", to="used")
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.arrange(0, "reserve", [f"p1:{newcomer['id']}:1"], face=0)
    return g


@pytest.mark.parametrize(("affiliations", "barred"), [(["hero"], True), (["villain"], False)])
def test_fielding_a_die_that_is_no_villain_bars_the_opponents_globals(
    affiliations: list[str], barred: bool
) -> None:
    """97gotg: while the card is active, when its player's opponent fields a non-Villain
    character die, that opponent may use no Global for the rest of the turn (a persistent
    effect, DM-14.2; DM-12.1: "can't" beats "can"); a Villain fielded (near miss): the
    Global is used as usual (DM-8.16)."""
    warden = character("warden", 1, 1, abilities=records("97gotg"))
    g = _fielded_beside(character("newcomer", 1, 1, affiliations=affiliations), warden)
    g.field("p1:newcomer:1")
    resolve_all(g)
    g.hurt(0, 3)  # room below the starting life (DM-11.3)
    life = g.life(0)
    if barred:
        with pytest.raises(IllegalAction):
            g.use_global("sage", (m(1), "fist"))
    else:
        g.use_global("sage", (m(1), "fist"))
        resolve_all(g)
        assert g.life(0) == life + 1


@pytest.mark.parametrize(("alignment", "gained"), [("good", 1), ("evil", 0)])
def test_the_first_good_character_fielded_each_turn_gains_one_life(
    alignment: str, gained: int
) -> None:
    """57bff: while the card is active, the first time in a turn its player fields a Good
    character die (DM-15.5: once per card and turn), they gain 1 life; a second Good die
    the same turn gains nothing; an Evil die (near miss) none."""
    unicorn = character("unicorn", 1, 1, abilities=records("57bff"))
    g = fielding(character("knight", 1, 1, alignment=alignment), unicorn)
    g.hurt(0, 3)  # room below the starting life (DM-11.3)
    life = g.life(0)
    g.field("p1:knight:1")
    resolve_all(g)
    assert g.life(0) == life + gained
    g.arrange(0, "reserve", ["p1:knight:2"], face=0)
    g.field("p1:knight:2")
    resolve_all(g)
    assert g.life(0) == life + gained


@pytest.mark.parametrize(("alignment", "asked"), [("evil", True), ("good", False)])
def test_an_evil_die_fielded_may_pay_one_energy_for_one_damage(alignment: str, asked: bool) -> None:
    """66fus: while the card is active, each time its player fields an Evil character die
    they may pay one energy of any kind (DM-8.1) for 1 damage to the opponent; a Good die
    (near miss) asks nothing."""
    mother = character("mother", 1, 1, abilities=records("66fus"))
    g = fielding(character("minion", 1, 1, alignment=alignment), mother)
    life = g.life(1)
    g.field("p1:minion:1")
    assert (g.pending.kind == "choose_target") is asked
    if asked:
        g.do(A.ChooseTarget(player=0, target=ACCEPT, paid=((m(1), ("fist",)),)))
        resolve_all(g)
        assert g.life(1) == life - 1
        assert m(1) not in g.zone(0, "reserve")


@pytest.mark.parametrize(("fellow", "gained"), [(["villain"], 1), (["hero"], 0)])
def test_attackers_all_villains_gain_one_life(fellow: list[str], gained: int) -> None:
    """72bat: while the card is active, once its player's attackers are declared (DM-8.25),
    they gain 1 life if every attacker is a Villain; a hero among them (near miss): none."""
    talia = character("talia", 1, 1, affiliations=["villain"], abilities=records("72bat"))
    g = face_off([talia, character("fellow", 1, 1, affiliations=fellow)], [], chris_field=1)
    g.hurt(0, 3)  # room below the starting life (DM-11.3)
    life = g.life(0)
    g.attack("p1:talia:1", "p1:fellow:1")
    resolve_all(g)
    assert g.life(0) == life + gained


def test_blocking_angel_dust_dice_hurt_every_attacker_once() -> None:
    """83dp: the first time in a turn a die named Angel Dust of its player blocks (DM-15.5),
    2 damage to each attacking character die: two such blockers make it once, not twice."""
    dust = character("dust", 1, 5, name="Angel Dust", abilities=records("83dp"))
    g = blocking([character("a", 1, 9), character("b", 1, 9)], [dust])
    g.give(1, "p2:dust:2", to="field", face=0)
    g.attack("p1:a:1", "p1:b:1")
    g.block(("p2:dust:1", "p1:a:1"), ("p2:dust:2", "p1:b:1"))
    resolve_all(g)
    assert [g.state.dice[d].damage for d in ("p1:a:1", "p1:b:1")] == [2, 2]


def test_a_sidekick_blocking_beside_angel_dust_hurts_no_attacker() -> None:
    """83dp, near miss: a blocker of another name triggers nothing (DM-18.2)."""
    dust = character("dust", 1, 5, name="Angel Dust", abilities=records("83dp"))
    g = blocking([character("a", 1, 9)], [dust])
    g.attack("p1:a:1")
    g.block(("p2:sidekick:5", "p1:a:1"))
    resolve_all(g)
    assert g.state.dice["p1:a:1"].damage == 0


def _spell(code: str, mine: dict[str, Any], theirs: dict[str, Any]) -> Game:
    """Michele's first turn, Main Step: a die of an action card with the entry's records in
    her Reserve Pool on its action face; one die of `mine` in her Field Zone, one of
    `theirs` in Chris's."""
    spell = make_card(code, kind="action", faces=ARRIVE["faces"], abilities=records(code))
    g = Game(
        teams=(((code, 1), (mine["id"], 2)), ((theirs["id"], 2), (FOE, 2))),
        cards=cards_with(spell, mine, theirs),
    )
    g.start()
    g.give(0, f"p1:{code}:1")
    g.give(0, f"p1:{mine['id']}:1", to="field", face=0)
    g.give(1, f"p2:{theirs['id']}:1", to="field", face=0)
    g.begin({f"p1:{code}:1": ACTION0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.do(A.UseActionDie(player=0, die=f"p1:{code}:1"))
    return g


def _names(g: Game, die: str) -> set[str]:
    return {k.name for k in keywords_of(g.state, g.state.dice[die])}


def test_a_die_of_the_user_gets_three_and_three_and_no_text() -> None:
    """16dp: the chosen character die of the user's gets +3A/+3D (DM-14.1) and has no text
    for the turn (its Overcrush gone); the opponent's die is no option (DM-13.1) and keeps
    its own (near miss)."""
    g = _spell("16dp", character("mine", 1, 1, keywords=["overcrush"]),
               character("theirs", 1, 1, keywords=["overcrush"]))  # fmt: skip
    assert "p2:theirs:1" not in g.pending.options
    g.target("p1:mine:1")
    resolve_all(g)
    assert (attack_now(g, "p1:mine:1"), _defense(g, "p1:mine:1")) == (4, 4)
    assert _names(g, "p1:mine:1") == set() and _names(g, "p2:theirs:1") == {"overcrush"}


def test_the_opponents_characters_lose_their_text_for_the_turn() -> None:
    """64bff: the cards of the opponent's character dice in the Field Zone have no text
    until the end of the turn (DM-14.2); the user's own die keeps its keyword (near miss)."""
    g = _spell("64bff", character("mine", 1, 1, keywords=["overcrush"]),
               character("theirs", 1, 1, keywords=["overcrush"]))  # fmt: skip
    resolve_all(g)
    assert _names(g, "p2:theirs:1") == set() and _names(g, "p1:mine:1") == {"overcrush"}


def _tokens(g: Game) -> list[str]:
    return sorted(d for d in g.zone(0, "field") if g.state.dice[d].card.startswith("token:"))


def test_a_five_five_token_as_the_die_is_fielded_and_as_it_attacks() -> None:
    """147dps: as the die is fielded (DM-8.13), and again as it attacks, one 5A/5D character
    token enters its player's Field Zone (DM-24.1); the token's own arrival is no fielding
    (near miss: it makes no token of its own)."""
    g = fielding(character("mould", 1, 1, abilities=records("147dps")))
    g.field("p1:mould:1")
    resolve_all(g)
    made = _tokens(g)
    assert len(made) == 1
    assert (attack_now(g, made[0]), _defense(g, made[0])) == (5, 5)
    g = face_off([character("mould", 1, 1, abilities=records("147dps"))], [], chris_field=1)
    g.attack("p1:mould:1")
    resolve_all(g)
    assert len(_tokens(g)) == 1


def test_attacking_dice_of_other_cards_get_one_more_attack_on_its_players_turn() -> None:
    """12fus: while the card is active, on its player's turn, their attacking character
    dice of other cards get +1A (DM-14.3); its own die does not, nor a die of another card
    still in the Field Zone (near miss)."""
    # the entry names its own card by its code ("of another card"): the test card has it
    ranger = character("12fus", 1, 1, abilities=records("12fus"))
    g = face_off([ranger, character("brute", 3, 3)], [], chris_field=1)
    g.give(0, "p1:brute:2", to="field", face=0)
    g.attack("p1:12fus:1", "p1:brute:1")
    resolve_all(g)
    dice = ("p1:brute:1", "p1:12fus:1", "p1:brute:2")
    assert [attack_now(g, die) for die in dice] == [4, 1, 3]


def test_a_blocker_of_its_player_gets_nothing() -> None:
    """12fus, near miss: on the opponent's turn its player's blockers are in the Attack Zone
    too (DM-9.3) but attack nothing: no bonus."""
    ranger = character("12fus", 1, 1, abilities=records("12fus"))
    g = blocking([character("brute", 3, 3)], [ranger, character("guard", 2, 2)])
    g.attack("p1:brute:1")
    g.block(("p2:guard:1", "p1:brute:1"))
    resolve_all(g)
    assert attack_now(g, "p2:guard:1") == 2


@pytest.mark.parametrize(("fellow", "blockable"), [(["thunderbolts"], False), (["hero"], True)])
def test_attacking_with_one_thunderbolts_fellow_it_cant_be_blocked(
    fellow: list[str], blockable: bool
) -> None:
    """128cw: as the die attacks with exactly one other attacker, a Thunderbolts die not
    named Songbird, it can't be blocked this turn (DM-14.2); with a fellow of another
    affiliation (near miss) it can."""
    song = character("song", 1, 1, abilities=records("128cw"))
    g = face_off([song, character("fellow", 1, 1, affiliations=fellow)], [], chris_field=1)
    g.attack("p1:song:1", "p1:fellow:1")
    resolve_all(g)
    if blockable:
        g.block(("p2:sidekick:5", "p1:song:1"))
    else:
        with pytest.raises(IllegalAction):
            g.block(("p2:sidekick:5", "p1:song:1"))


@pytest.mark.parametrize(("guard", "attack"), [("villain", 6), ("sidekick", 3)])
def test_blocked_by_a_villain_its_attack_doubles(guard: str, attack: int) -> None:
    """115aou: once per turn, when a Villain die blocks the die, its A is doubled (an applied
    effect, DM-14.1); blocked by a Sidekick (near miss), it stays."""
    hyper = character("hyper", 3, 3, abilities=records("115aou"))
    g = blocking([hyper], [character("villain", 1, 1, affiliations=["villain"])])
    g.attack("p1:hyper:1")
    g.block((f"p2:{guard}:{5 if guard == 'sidekick' else 1}", "p1:hyper:1"))
    resolve_all(g)
    assert attack_now(g, "p1:hyper:1") == attack


@pytest.mark.parametrize(("name", "prepped"), [("kin", 1), ("Star-Lord", 0)])
def test_each_guardians_attacker_of_another_name_preps_a_die(name: str, prepped: int) -> None:
    """37ai: while the card is active, each attacking Guardians character die of its player
    not named Star-Lord moves one die of the bag to the Prep Area (DM-18.2: each die that
    attacks); one named Star-Lord (near miss) none."""
    lord = character("lord", 1, 1, abilities=records("37ai"))
    kin = character("kin", 1, 1, name=name, affiliations=["gotg"])
    g = face_off([lord, kin], [], chris_field=1)
    g.attack("p1:kin:1")
    assert (g.pending.kind == "draw") is bool(prepped)  # the bag's draw (a chance, DM-6.3)
    if prepped:
        g.draw(m(5))
    assert len(g.zone(0, "prep")) == prepped


def test_adventurers_of_both_players_get_minus_two_and_minus_two() -> None:
    """47bff: while the card is active, each Adventurer (a character die with Experience),
    either player's, gets -2A/-2D (DM-14.3); a die without Experience (near miss) keeps
    its own."""
    bear = character("bear", 1, 1, abilities=records("47bff"))
    hero = character("hero", 3, 5, keywords=["experience"])
    foe = character("foe", 3, 5, keywords=["experience"])
    g = face_off([bear, hero], [foe], chris_field=1)
    assert (attack_now(g, "p1:hero:1"), _defense(g, "p1:hero:1")) == (1, 3)
    assert (attack_now(g, "p2:foe:1"), _defense(g, "p2:foe:1")) == (1, 3)
    assert (attack_now(g, "p1:bear:1"), _defense(g, "p2:sidekick:5")) == (1, 1)


@pytest.mark.parametrize(
    ("code", "types", "gain"),
    [
        ("12gaf", ["fist"], (1, 1)),
        ("12gaf", ["fist", "shield"], (2, 2)),
        ("12gaf", ["bolt"], (0, 0)),
        ("59gaf", ["shield"], (0, 2)),
        ("59gaf", ["mask", "shield"], (0, 4)),
        ("59gaf", ["fist"], (0, 0)),
    ],
)
def test_fielding_a_die_of_one_energy_type_or_both_boosts_this_cards_dice(
    code: str, types: list[str], gain: tuple[int, int]
) -> None:
    """12gaf / 59gaf: while the card is active, each time its player fields a character die
    of either named energy type, the card's dice get a bonus for the turn (DM-14.1), a
    bigger one instead when the fielded die is of both types; a die of another type (near
    miss) gives none."""
    # the entry names its own card by its code: the test card has it
    leader = character(code, 1, 1, abilities=records(code))
    g = fielding(character("newcomer", 1, 1, energy_types=types), leader)
    g.field("p1:newcomer:1")
    resolve_all(g)
    mine = f"p1:{code}:1"
    assert (attack_now(g, mine) - 1, _defense(g, mine) - 1) == gain
    assert (attack_now(g, "p1:newcomer:1"), _defense(g, "p1:newcomer:1")) == (1, 1)


def test_each_draw_hurts_the_player_who_draws() -> None:
    """104bat: while the card is active, each time a player draws (a whole draw at once,
    DM-6.3: the Clear and Draw Step's four dice are one), 1 damage to that player: its
    controller's first draw hurt them, the opponent's next draw hurts the opponent only."""
    g = table([character("para", 1, 1, abilities=records("104bat"))], [])
    assert (g.life(0), g.life(1)) == (10 - 1, 10)
    g.pass_all()
    if g.pending.kind == "declare_attackers":
        g.attack()
    g.begin({f"p2:sidekick:{n}": FIST for n in (1, 2, 3, 4)})
    assert (g.life(0), g.life(1)) == (10 - 1, 10 - 1)


def test_adventurers_spin_down_and_their_cards_lose_a_token() -> None:
    """110bff: when fielded, each Adventurer die (with Experience), either player's, spins
    down a level (DM-14.1) and each Adventurer card of either team loses one Experience
    token; a die without Experience (near miss) stays at its level."""
    mummy = character("mummy", 1, 1, abilities=records("110bff"))
    hero = character("hero", 1, 1, keywords=["experience"])
    g = fielding(mummy, hero)
    g.give(0, "p1:hero:1", to="field", face=1)
    g.arrange(0, "field", ["p1:sidekick:5"], face=CHAR)
    g.state = evolve(g.state, ev.EffectStarted(TOKEN, "hero", "hero", 0, "game", 2))
    g.field("p1:mummy:1")
    resolve_all(g)
    assert g.state.face_of(g.state.dice["p1:hero:1"]).level == 1
    assert g.state.dice["p1:sidekick:5"].face == CHAR
    assert tokens(g.state, "hero", 0) == 2 - 1


def test_a_condition_on_the_fielded_die_reads_as_that_die() -> None:
    """The reading of a yours trigger's condition on its source die names the die fielded
    ("that die"), the die the engine asks (abilities/occasions.py), not the card's own."""
    data = {"id": "lead", "kind": "character", "name": "Lead", "text": ["(ours)"],
            "abilities": [{**r, "text": "(ours)"} for r in records("12gaf")]}  # fmt: skip
    words = " ".join(line.reading for line in read_data(data) or [])
    assert "if that die is Fist, and if that die is Shield" in words
    assert "if this die is" not in words
