"""Per-card entries of lane ea (sets ai ... gotg) played by the engine, as in
test_entries_play.py: a die sent to the Prep Area after it hits the opponent, a reroll that
KOs on energy, a burst-face double of A, a static that bars the opponent's Sidekicks. Our
own cards and wording; rule numbers from the rulebook digest."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import actions as A
from games.engine.abilities.locks import barred
from games.engine.abilities.targets import DECLINE
from tests.cards.compiler.test_entries_play import (
    attack_now,
    blocking,
    records,
    resolve_all,
    table,
)
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import Game, c, m
from tests.engine.keywords.common import character

ENERGY = 3  # a test character's first energy face (tests/engine/keywords/common.py)
ZAP_ME = action_card("zapme", {"effects": [effect("deal_damage", "you", amount=1)]})
ZAP_ANY = action_card("zapany", {"effects": [effect("deal_damage", "target_die", amount=1)]})


def _unblocked_hit(card: dict[str, Any]) -> Game:
    """Michele attacks alone with the card's die; Chris declares no blocker; combat damage
    is dealt to him (DM-9.8) and its trigger waits."""
    g = blocking([card], [])
    g.attack(f"p1:{card['id']}:1")
    g.block()
    g.pass_all()
    return g


@pytest.mark.parametrize("answer", ["accept", DECLINE])
def test_paying_one_energy_after_the_hit_sends_it_to_the_prep_area(answer: str) -> None:
    """65bat: when its die deals combat damage to the opponent, its player may pay 1 energy
    (DM-8.6); paid, the die goes from Out of Play, where the hit put it (DM-9.8), to the Prep
    Area and not on to the Used Pile; declined, it goes to the Used Pile as usual (near miss)."""
    g = _unblocked_hit(character("hunter", 2, 2, abilities=records("65bat")))
    assert g.pending.kind == "choose_target"
    paid = ((m(1), ("fist",)),) if answer == "accept" else ()
    g.do(A.ChooseTarget(player=0, target=answer, paid=paid))
    resolve_all(g)
    g.pass_all()
    where = "prep" if answer == "accept" else "used"
    assert "p1:hunter:1" in g.zone(0, where)


@pytest.mark.parametrize("answer", ["accept", DECLINE])
def test_paying_two_life_after_the_hit_sends_it_to_the_prep_area(answer: str) -> None:
    """42dp: the same with 2 life as the price (DM-11): paid, 2 life lost and the die in the
    Prep Area; declined, no life lost and the die in the Used Pile (near miss)."""
    g = _unblocked_hit(character("agent", 2, 2, abilities=records("42dp")))
    life = g.life(0)
    g.do(A.ChooseTarget(player=0, target=answer))
    resolve_all(g)
    g.pass_all()
    paid = answer == "accept"
    assert life - g.life(0) == (2 if paid else 0)
    assert "p1:agent:1" in g.zone(0, "prep" if paid else "used")


@pytest.mark.parametrize(
    ("bursts", "blocked", "attack"), [(1, False, 6), (1, True, 3), (0, False, 3)]
)
def test_unblocked_on_its_burst_face_its_attack_doubles(
    bursts: int, blocked: bool, attack: int
) -> None:
    """77aou: after blockers are declared (DM-9.4), an unblocked attacking die of the card on
    a burst face has its A doubled; blocked, or on a face with no burst, it keeps its A."""
    card = character("kid", 3, 3, abilities=records("77aou"))
    card["faces"][0] = {**card["faces"][0], "bursts": bursts}
    g = blocking([card], [])
    g.attack("p1:kid:1")
    g.block(*([(c(5), "p1:kid:1")] if blocked else []))
    resolve_all(g)
    assert attack_now(g, "p1:kid:1") == attack


@pytest.mark.parametrize(("face", "kod"), [(ENERGY, True), (0, False)])
def test_fielded_it_rerolls_an_opposing_die_and_kos_it_on_energy(face: int, kod: bool) -> None:
    """8bfu: when fielded, a targeted opposing character die is rerolled (DM-22.1): on an
    energy face it is KO'd to its owner's Prep Area; on a character face it stays in the
    Field Zone (near miss)."""
    caster = character("caster", 1, 1, abilities=records("8bfu"))
    g = table([caster], [character("brute", 3, 3)])
    g.arrange(0, "reserve", ["p1:caster:2"], face=0)
    g.field("p1:caster:2")
    assert g.pending.kind == "choose_target" and "p1:sidekick:5" not in g.pending.options
    g.do(A.ChooseTarget(player=0, target="p2:brute:1"))
    resolve_all(g)
    assert g.pending.kind == "roll"
    g.roll({"p2:brute:1": face})
    resolve_all(g)
    assert ("p2:brute:1" in g.zone(1, "prep")) is kod
    assert ("p2:brute:1" in g.zone(1, "field")) is not kod


def test_while_active_the_opponent_may_not_field_sidekick_dice() -> None:
    """89bff: while a die of the card is in its player's Field Zone (DM-18.1), the opposing
    Sidekick dice can't be fielded (DM-12.1); the opponent's other character dice, and its
    own player's Sidekicks, can (near misses); with its die gone, nothing is barred."""
    hulk = character("hulk", 4, 4, abilities=records("89bff"))
    g = table([hulk], [character("brute", 3, 3)])
    state = g.state
    assert barred(state, c(5)) and barred(state, c(6))
    assert not barred(state, "p2:brute:1") and not barred(state, "p1:sidekick:5")
    g.arrange(0, "used", ["p1:hulk:1"])
    assert not barred(g.state, c(5))


@pytest.mark.parametrize(("friends", "targets"), [(True, 2), (False, 1)])
def test_a_second_sidekick_is_hit_only_against_a_spider_friend(friends: bool, targets: int) -> None:
    """64asm: when fielded, 1 damage to a targeted Sidekick die (DM-13.1); with a
    Spider-Friends character die in the opponent's Field Zone, 1 damage to a second,
    different targeted Sidekick die; without one, the second target is hit by nothing (near
    miss: the condition is checked as the effect resolves)."""
    brute = character("brute", 1, 3, abilities=records("64asm"))
    theirs = [character("pal", 1, 3, affiliations=["spideyfriends"] if friends else [])]
    g = table([brute], theirs)
    g.arrange(1, "field", [c(6)], face=0)
    g.arrange(0, "reserve", ["p1:brute:2"], face=0)
    g.field("p1:brute:2")
    g.do(A.ChooseTarget(player=0, target=c(5)))
    assert g.pending.kind == "choose_target" and c(5) not in g.pending.options
    g.do(A.ChooseTarget(player=0, target=c(6)))
    resolve_all(g)
    hit = [d for d in (c(5), c(6)) if d in g.zone(1, "prep")]
    assert len(hit) == targets


@pytest.mark.parametrize("answer", ["accept", DECLINE])
def test_koing_itself_shields_the_other_guardians_for_the_turn(answer: str) -> None:
    """9gotg: fielded, its player may KO the die (a cost, DM-13.3); done, the damage to their
    other Guardians of the Galaxy character dice is prevented this turn (DM-19.1), so a
    1-damage action leaves one unhurt; declined, the die stays and the damage is dealt."""
    dog = character("dog", 1, 1, affiliations=["gotg"], abilities=records("9gotg"))
    pal = character("pal", 1, 3, affiliations=["gotg"])
    g = with_action(ZAP_ANY, dog, pal)
    g.give(0, "p1:pal:1", to="field", face=0)
    g.give(0, "p1:dog:1", to="used")
    g.arrange(0, "reserve", ["p1:dog:1"], face=0)
    g.field("p1:dog:1")
    g.do(A.ChooseTarget(player=0, target=answer))
    resolve_all(g)
    assert ("p1:dog:1" in g.zone(0, "field")) is (answer == DECLINE)
    use(g, "zapany", "p1:pal:1")
    resolve_all(g)
    assert g.state.dice["p1:pal:1"].damage == (0 if answer == "accept" else 1)


@pytest.mark.parametrize("hurt", [True, False])
def test_taking_damage_spins_its_dice_up_to_level_3(hurt: bool) -> None:
    """95bat: while active, each time its player takes damage (DM-11) its dice in the Field
    Zone spin up to level 3 (two levels, DM-21.2); no damage, no spin (near miss)."""
    hawk = character("95bat", 2, 2, abilities=records("95bat"))  # (its filter names its code)
    g = with_action(ZAP_ME, hawk)
    g.give(0, "p1:95bat:1", to="field", face=0)
    if hurt:
        use(g, "zapme")
        resolve_all(g)
    assert g.face("p1:95bat:1") == (2 if hurt else 0)


@pytest.mark.parametrize(("level", "spun"), [(2, True), (1, False)])
def test_at_turn_end_one_die_up_and_one_opposing_die_down_or_neither(
    level: int, spun: bool
) -> None:
    """89cw: while active, as its player's turn ends (DM-10) they may spin a targeted die of
    theirs up a level and a targeted opposing die down a level (DM-21); both or neither:
    with no opposing character die above level 1 neither is offered (near miss)."""
    marvel = character("marvel", 2, 2, abilities=records("89cw"))
    g = table([marvel], [character("brute", 2, 2)])
    g.arrange(1, "field", ["p2:brute:1"], face=level - 1)
    g.pass_all()
    if g.pending.kind == "declare_attackers":
        g.attack()
    if spun:
        g.do(A.ChooseTarget(player=0, target="p1:marvel:1"))
        g.do(A.ChooseTarget(player=0, target="p2:brute:1"))
        resolve_all(g)
    assert g.pending.kind == "draw"  # Chris's turn: nothing else was asked
    assert (g.face("p1:marvel:1"), g.face("p2:brute:1")) == ((1, 0) if spun else (0, 0))
