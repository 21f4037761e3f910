"""Per-card entries of lane ea's third session (sets ai ... gotg) played by the engine, as
in test_entries_play.py: damage to every die but one name's, a static that grows with a
burst, a reroll whose burst sends the die elsewhere, a bonus once a turn for a KO. Our own
cards and wording; only the entries' data, and the names they filter on, are the cards'."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import IllegalAction, legal_actions
from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.permissions import may_attack
from games.engine.abilities.stats import attack_of, defense_of
from games.engine.model.evolve import evolve
from tests.cards.compiler.helpers import NAME, grammar_records
from tests.cards.compiler.test_entries_play import (
    attack_now,
    blocked_and_resolved,
    blocking,
    records,
    resolve_all,
    table,
)
from tests.engine.effects.common import action_card, with_action
from tests.engine.helpers import (
    ACTION0,
    ACTION1,
    ACTION2,
    CHAR,
    FIST,
    SHIELD,
    Game,
    bac,
    c,
    cards_with,
    m,
)
from tests.engine.keywords.common import FOE, character


def _hammered(face: int) -> Game:
    """Michele uses a 127avx action die showing `face` with two dice of hers in the Field
    Zone, both 1A 5D: one of a card named Thor, one of another name."""
    hammer = {**action_card("hammer"), "abilities": records("127avx")}
    g = with_action(hammer, character("storm", 1, 5, name="Thor"), character("rock", 1, 5))
    g.give(0, "p1:storm:1", to="field", face=0)
    g.give(0, "p1:rock:1", to="field", face=0)
    g.arrange(0, "reserve", [bac("hammer", 1)], face=face)
    g.do(A.UseActionDie(player=0, die=bac("hammer", 1)))
    resolve_all(g)
    return g


@pytest.mark.parametrize(
    ("face", "rock"), [(ACTION0, "field"), (ACTION1, "prep"), (ACTION2, "field")]
)
def test_every_die_but_thor_takes_4_or_5_with_one_burst(face: int, rock: str) -> None:
    """127avx: 4 damage to each character die of either player (DM-13.3) but a Thor die;
    one burst (DM-17.2, DM-17.3) makes it 5, so the 5D die is KO'd (DM-16). Near misses: the
    Thor die takes none; a two-burst face matches no text and deals the base 4."""
    g = _hammered(face)
    assert g.state.dice["p1:storm:1"].zone == "field" and g.state.dice["p1:storm:1"].damage == 0
    assert g.state.dice["p1:rock:1"].zone == rock
    assert c(5) in g.zone(1, "prep") and m(1) in g.zone(0, "prep")  # the Sidekicks (1D)


def _father(bursts: int) -> Game:
    """Michele has a 58aou die (its level-1 face showing `bursts` bursts), a Thor die (2A 2D)
    and a die of another card (2A 2D) in her Field Zone; Chris has a 2A 2D die."""
    line = f"While {NAME} is active, your other fielded character dice get +2D."
    read = grammar_records([line], code="58aou")
    father = character("58aou", 1, 1, abilities=[*read, *records("58aou")])
    father["faces"][0] = {**father["faces"][0], "bursts": bursts}
    thunder = character("thunder", 2, 2, name="Thor")
    return table([father, thunder, character("pal", 2, 2)], [character("foe", 2, 2)])


def _stats(g: Game, die: str) -> tuple[int, int]:
    state = g.state
    return attack_of(state, state.dice[die]), defense_of(state, state.dice[die])


@pytest.mark.parametrize(("bursts", "thor_attack"), [(1, 4), (0, 2)])
def test_others_get_2d_and_a_burst_gives_thor_2a(bursts: int, thor_attack: int) -> None:
    """58aou: while active (DM-18.1) her character dice of other cards have +2D (DM-14.3);
    while its die shows one burst, her Thor die also has +2A. Near misses: without the burst
    Thor has no +2A; the card's own die and Chris's die have nothing."""
    g = _father(bursts)
    assert _stats(g, "p1:thunder:1") == (thor_attack, 4)
    assert _stats(g, "p1:pal:1") == (2, 4)
    assert _stats(g, "p1:58aou:1") == (1, 1)
    assert _stats(g, "p2:foe:1") == (2, 2)


def test_the_bonus_ends_when_the_card_leaves() -> None:
    """58aou: with no die of the card in the Field Zone (DM-18.1) nothing holds."""
    g = _father(1)
    g.arrange(0, "used", ["p1:58aou:1"])
    assert _stats(g, "p1:thunder:1") == (2, 2)


def _gaze(bursts: int, roll: int) -> Game:
    """Michele fields a 56fus die from her Reserve Pool on a face with `bursts` bursts; it
    targets Chris's 1A 1D die, which rolls face `roll`."""
    gazer = character("gazer", 1, 1, abilities=records("56fus"))
    gazer["faces"][0] = {**gazer["faces"][0], "bursts": bursts}
    g = table([gazer], [character("stone", 1, 1)])
    g.arrange(0, "reserve", ["p1:gazer:2"], face=0)
    g.field("p1:gazer:2")
    assert g.pending.kind == "choose_target" and "p2:stone:1" in g.pending.options
    g.target("p2:stone:1")
    g.roll({"p2:stone:1": roll})
    resolve_all(g)
    return g


@pytest.mark.parametrize(
    ("bursts", "roll", "zone"), [(0, 3, "prep"), (1, 3, "used"), (1, 1, "field")]
)  # 3: a Fist energy face; 1: level 2
def test_the_rerolled_die_is_kod_or_with_a_burst_sent_to_the_used_pile(
    bursts: int, roll: int, zone: str
) -> None:
    """56fus: when fielded (DM-12.1) a targeted opposing die is rerolled (DM-22.1): on
    energy it is KO'd (to its owner's Prep Area, DM-16); fielded from a one-burst face
    (DM-17.3) it goes to its owner's Used Pile instead. Near miss: on a character face it
    stays in the Field Zone at that level."""
    g = _gaze(bursts, roll)
    assert g.state.dice["p2:stone:1"].zone == zone


def _reborn(*blocks: tuple[str, str]) -> list[Any]:
    """Michele attacks with two 3A 3D dice; Chris has two dice of a 51gotg card (1A 1D) and
    a 1A 1D die of another card in his Field Zone and blocks as `blocks` say; combat and its
    triggers resolve. The events from the blocks on."""
    rage = character("51gotg", 1, 1, abilities=records("51gotg"))
    g = blocking(
        [character("brute", 3, 3), character("other", 3, 3)], [rage, character("wall", 1, 1)]
    )
    g.give(1, "p2:51gotg:2", to="field", face=0)
    g.attack("p1:brute:1", "p1:other:1")
    events = g.block(*blocks)
    events += g.pass_all()
    assert g.state.step == "cleanup" or g.pending.kind in ("draw", "priority")
    return [e for e in events if type(e).__name__ == "StatsModified"]


def test_a_ko_of_another_cards_die_gives_3a_once_a_turn() -> None:
    """51gotg: while active, the first KO each turn of a character die of another card (his
    Sidekick and his other die, by combat damage, DM-9.11) gives each of the card's dice in
    his Field Zone +3A for the turn (DM-14.1), once (DM-15.5): not again for the second."""
    boosts = _reborn((c(5), "p1:brute:1"), ("p2:wall:1", "p1:other:1"))
    assert [(e.die, e.attack) for e in boosts] == [("p2:51gotg:1", 3), ("p2:51gotg:2", 3)]


def test_a_ko_of_the_cards_own_die_gives_nothing() -> None:
    """Near miss: the only die KO'd is the card's own (not another card's): no bonus."""
    assert _reborn(("p2:51gotg:2", "p1:brute:1")) == []


def _agents(bursts: int) -> Game:
    """Michele fields a second die of a 63aou card named S.H.I.E.L.D. Agent (level-1 face with
    `bursts` bursts) from her Reserve Pool; the first is in her Field Zone with a die of a
    card of another name; Chris has a die of another card of that name (a team has one card
    of a name, DM-3.2). All 1A 1D."""
    recruit = character("63aou", 1, 1, name="S.H.I.E.L.D. Agent", abilities=records("63aou"))
    recruit["faces"][0] = {**recruit["faces"][0], "bursts": bursts}
    agent = character("agent", 1, 1, name="S.H.I.E.L.D. Agent")
    g = table([recruit, character("temp", 1, 1)], [agent])
    g.arrange(0, "reserve", ["p1:63aou:2"], face=0)
    g.field("p1:63aou:2")
    return g


def test_a_burst_gives_another_agent_1a_1d() -> None:
    """63aou: fielded from a one-burst face (DM-17.3, DM-12.1), its player chooses (not
    targeting, DM-13.1) another S.H.I.E.L.D. Agent die, either player's, another die of the
    same card too, which gets +1A and +1D for the turn (DM-14.1). Near misses: the fielded
    die itself and a die of another name are no options."""
    g = _agents(1)
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {"p1:63aou:1", "p2:agent:1"}
    g.target("p1:63aou:1")
    resolve_all(g)
    assert _stats(g, "p1:63aou:1") == (2, 2) and _stats(g, "p2:agent:1") == (1, 1)


def test_no_burst_no_bonus() -> None:
    """Near miss: fielded from a face with no burst, nothing happens (DM-17.2)."""
    g = _agents(0)
    assert g.pending.kind == "priority" and _stats(g, "p1:63aou:1") == (1, 1)


def _circus(code: str, attack: int, blockers: tuple[str, ...]) -> tuple[Game, list[Any]]:
    """Michele's die of card `code` (`attack`A 5D) attacks; Chris, with a 1A 9D die, a 1A 1D
    die and his Sidekick, blocks it with `blockers`. The events of the blocks and the
    priority passes that follow, up to the first choice."""
    crawler = character(code, attack, 5, abilities=records(code))
    g = blocking([crawler], [character("wall", 1, 9), character("idle", 1, 1)])
    g.attack(f"p1:{code}:1")
    events = g.block(*((b, f"p1:{code}:1") for b in blockers))
    while g.pending.kind == "priority":
        events += g.pass_()
    return g, events


def test_blocked_it_kos_one_of_its_blockers_before_damage() -> None:
    """116avx: once blocked (DM-9.3) its player chooses one of its blockers (not targeted)
    and KOs it (DM-16) before combat damage; the other still blocks. Near miss: Chris's die
    that does not block is no option."""
    g, _ = _circus("116avx", 1, ("p2:wall:1", c(5)))
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {"p2:wall:1", c(5)}
    g.target("p2:wall:1")
    assert "p2:wall:1" in g.zone(1, "prep") and c(5) in g.zone(1, "attack")
    assert "p2:idle:1" in g.zone(1, "field")


def test_at_the_end_of_the_attack_step_it_kos_a_blocker_still_there() -> None:
    """84avx: at the end of the Attack Step (after combat damage and its KOs, DM-9.11), its
    player chooses a die still blocking it and KOs it: the 9D blocker, which combat left
    alive. Near miss: Chris's die that did not block is no option."""
    g, _ = _circus("84avx", 1, ("p2:wall:1",))
    assert g.pending.kind == "choose_target" and g.pending.options == ("p2:wall:1",)
    g.target("p2:wall:1")
    assert "p2:wall:1" in g.zone(1, "prep") and "p2:idle:1" in g.zone(1, "field")


def test_at_the_end_of_the_attack_step_a_blocker_kod_by_damage_leaves_nothing() -> None:
    """Near miss (84avx): its only blocker was KO'd by combat damage (5A against 1D): no die
    still blocks it, so its ability finds nothing to KO."""
    g, events = _circus("84avx", 5, (c(5),))
    assert g.pending.kind != "choose_target" and "p2:idle:1" in g.zone(1, "field")
    kos = [e.dice for e in events if type(e).__name__ == "DiceKnockedOut"]
    assert kos == [(c(5),)] and "p2:wall:1" in g.zone(1, "field")


def test_blocked_it_damages_an_opposing_die_that_is_not_blocking() -> None:
    """22cw: once blocked it deals 1 damage to a targeted opposing character die (DM-13.1)
    that does not block it: the idle 1D die is KO'd. Near miss: its blockers are no
    options."""
    g, _ = _circus("22cw", 1, ("p2:wall:1", c(5)))
    assert g.pending.kind == "choose_target" and g.pending.options == ("p2:idle:1",)
    g.target("p2:idle:1")
    assert "p2:idle:1" in g.zone(1, "prep")


def _terror(target: str) -> tuple[Game, tuple[int, int]]:
    """Michele attacks with a 42bat die; she has a Batman die, Chris a Batman die and a die of
    another affiliation; the attack's ability targets `target`. Her and his life lost."""
    bane = character("bane", 2, 2, abilities=records("42bat"))
    squire = character("squire", 1, 1, affiliations=["batman"])
    knight = character("knight", 1, 1, affiliations=["batman"])
    g = blocking([bane, squire], [knight, character("crook", 1, 1)])
    lives = g.life(0), g.life(1)
    g.attack("p1:bane:1")
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {"p1:squire:1", "p2:knight:1"}  # (not the crook)
    g.target(target)
    resolve_all(g)
    return g, (lives[0] - g.life(0), lives[1] - g.life(1))


@pytest.mark.parametrize(
    ("target", "owner", "lost"), [("p2:knight:1", 1, (0, 1)), ("p1:squire:1", 0, (1, 0))]
)
def test_attacking_it_kos_a_batman_die_and_hurts_its_controller(
    target: str, owner: int, lost: tuple[int, int]
) -> None:
    """42bat: as it attacks (DM-9.1) a targeted Batman character die, either player's, is
    KO'd (to its owner's Prep Area, DM-16) and its controller takes 1 damage: Chris for his,
    Michele for her own. Near miss: a die of another affiliation is no option."""
    g, taken = _terror(target)
    assert target in g.zone(owner, "prep") and taken == lost


def _plague(answer: str) -> tuple[Game, int]:
    """Michele attacks with a 17bfu die; its ability is answered `answer`. Chris's life lost."""
    marine = character("marine", 2, 2, abilities=records("17bfu"))
    g = blocking([marine], [character("crook", 1, 1)])
    life = g.life(1)
    g.attack("p1:marine:1")
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {c(5), "decline"}  # (his 1A 1D crook is no Sidekick)
    g.target(answer)
    resolve_all(g)
    return g, life - g.life(1)


def test_attacking_it_may_ko_a_sidekick_and_hurt_its_controller() -> None:
    """17bfu: as it attacks its player may KO a Sidekick die (chosen, not targeted, DM-13.1);
    if so its controller, Chris, takes 1 damage."""
    g, lost = _plague(c(5))
    assert c(5) in g.zone(1, "prep") and lost == 1


def test_declined_no_ko_and_no_damage() -> None:
    """Near miss (17bfu): declined, no KO and no damage."""
    g, lost = _plague("decline")
    assert c(5) in g.zone(1, "field") and lost == 0


def _kreature(bursts: int, face: int) -> tuple[Game, int]:
    """Michele's 3A 3D die (on face `face`) attacks and Chris blocks it with a 66avx die (its
    level-1 face showing `bursts` bursts); the block's ability resolves. Chris, down to 5
    life (a gain stops at the starting life, DM-11.3), gains what the result says."""
    beast = character("beast", 1, 9, abilities=records("66avx"))
    beast["faces"][0] = {**beast["faces"][0], "bursts": bursts}
    g = blocking([character("brute", 3, 3)], [beast])
    g.arrange(0, "field", ["p1:brute:1"], face=face)
    g.state = evolve(g.state, ev.LifeLost(1, 5, "test"))
    life = g.life(1)
    g.attack("p1:brute:1")
    g.block(("p2:beast:1", "p1:brute:1"))
    resolve_all(g)
    return g, g.life(1) - life


@pytest.mark.parametrize(("bursts", "gained"), [(0, 0), (1, 2)])
def test_blocking_it_kos_a_level_1_attacker_and_a_burst_gains_2(bursts: int, gained: int) -> None:
    """66avx: as it blocks (DM-9.3) the attacker it blocks, at level 1, is KO'd (DM-16);
    blocking from a one-burst face (DM-17.3) its player also gains 2 life for that KO."""
    g, life = _kreature(bursts, 0)
    assert "p1:brute:1" in g.zone(0, "prep") and life == gained


def test_blocking_it_spins_a_higher_attacker_down_and_gains_nothing() -> None:
    """Near miss (66avx): a level 2 attacker goes down to level 1 (DM-21.2) and stays in the
    attack; no KO, so even the burst face gains no life."""
    g, life = _kreature(1, 1)
    assert "p1:brute:1" in g.zone(0, "attack") and g.face("p1:brute:1") == 0 and life == 0


def _spy(target: str) -> Game:
    """Michele fields a 23aou die; Chris has his Sidekick (1D), a 1A 3D die and a Villain
    die; her ability's choice is `target`."""
    spy = character("spy", 1, 1, abilities=records("23aou"))
    hero, rogue = character("hero", 1, 3), character("rogue", 1, 1, affiliations=["villain"])
    g = table([spy], [hero, rogue])
    g.arrange(0, "reserve", ["p1:spy:2"], face=0)
    g.field("p1:spy:2")
    assert g.pending.kind == "choose_target" and "p2:rogue:1" not in g.pending.options
    assert {c(5), "p2:hero:1", "p1:spy:1"} <= set(g.pending.options)
    g.target(target)
    resolve_all(g)
    return g


def test_fielded_its_2_damage_kos_a_non_villain_into_the_used_pile() -> None:
    """23aou: when fielded (DM-12.1) 2 damage to a non-Villain character die its player
    chooses (not targeted, DM-13.1): the Sidekick is KO'd (DM-16) and goes on to its owner's
    Used Pile, not the Prep Area. Near miss: the Villain die is no option."""
    g = _spy(c(5))
    assert c(5) in g.zone(1, "used")


def test_a_die_that_survives_the_damage_stays() -> None:
    """Near miss (23aou): the 3D die survives the 2 damage and stays in the Field Zone."""
    g = _spy("p2:hero:1")
    assert "p2:hero:1" in g.zone(1, "field") and g.state.dice["p2:hero:1"].damage == 2


@pytest.mark.parametrize(("pick", "hurt"), [(c(5), 0), ("p2:tank:1", 2)])
def test_fielded_the_opponents_pick_takes_3_and_surviving_costs_her_2(pick: str, hurt: int) -> None:
    """47aou: when fielded Chris picks one of his character dice (his choice, not targeted,
    DM-13.1) and the die deals it 3 damage: his Sidekick is KO'd (DM-16) and Michele loses
    nothing; his 5D die survives, and she takes 2 damage."""
    archer = character("archer", 1, 1, abilities=records("47aou"))
    g = table([archer], [character("tank", 1, 5)])
    g.arrange(0, "reserve", ["p1:archer:2"], face=0)
    life = g.life(0)
    g.field("p1:archer:2")
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    assert set(g.pending.options) == {c(5), "p2:tank:1"}
    g.target(pick)
    resolve_all(g)
    assert life - g.life(0) == hurt


def _batter(partner: dict[str, Any], chris_blocks: bool = True) -> Game:
    """Michele attacks with a 55bat Villain die and `partner` (no Sidekick of hers in the
    Field Zone); the attack's ability resolves, and Chris may then declare blockers."""
    quinn = character("quinn", 2, 2, affiliations=["villain"], abilities=records("55bat"))
    g = blocking([quinn, partner], [])
    g.attack("p1:quinn:1", f"p1:{partner['id']}:1")
    resolve_all(g)
    return g


def _blockable(g: Game, die: str) -> bool:
    """May Chris block `die` with his Sidekick (DM-9.3)?"""
    try:
        g.block((c(5), die))
    except IllegalAction:
        return False
    return True


@pytest.mark.parametrize(("villain", "open_"), [(True, False), (False, True)])
def test_with_only_villains_and_a_villain_beside_her_she_cant_be_blocked(
    villain: bool, open_: bool
) -> None:
    """55bat: as it attacks with another Villain die of hers, and every character die she
    controls is a Villain, it can't be blocked this turn (DM-14.2). Near miss: the other
    attacker is no Villain (and she then controls a non-Villain): it may be blocked."""
    partner = character("mate", 2, 2, affiliations=["villain"] if villain else [])
    g = _batter(partner)
    assert _blockable(g, "p1:quinn:1") is open_


def test_a_non_villain_she_controls_leaves_her_blockable() -> None:
    """Near miss (55bat): a Villain attacks beside her, but a non-Villain die of hers stays in
    her Field Zone: she does not control only Villains, so she may be blocked."""
    partner = character("mate", 2, 2, affiliations=["villain"])
    quinn = character("quinn", 2, 2, affiliations=["villain"], abilities=records("55bat"))
    g = blocking([quinn, partner, character("idler", 1, 1)], [])
    g.attack("p1:quinn:1", "p1:mate:1")
    resolve_all(g)
    assert _blockable(g, "p1:quinn:1")


def _torches(first: str) -> tuple[Game, list[Any]]:
    """Michele has a 12avx die (named Human Torch) in her Field Zone and fields `first` from
    her Reserve Pool, then a die of another card. The StatsModified events of both."""
    torch = character("torch", 1, 1, name="Human Torch", abilities=records("12avx"))
    g = table([torch, character("pal", 1, 1), character("mate", 1, 1)], [])
    g.arrange(0, "reserve", [first, "p1:pal:2"], face=0)
    events = g.field(first)
    resolve_all(g)
    events += g.field("p1:pal:2")
    resolve_all(g)
    return g, [(e.die, e.attack) for e in events if type(e).__name__ == "StatsModified"]


def test_the_first_die_fielded_each_turn_boosts_each_torch_already_there() -> None:
    """12avx: while active, the first character die its player fields this turn (DM-8.12)
    gives each Human Torch die already in the Field Zone +1A and +1D for the turn (DM-14.1);
    the second die fielded gives nothing more."""
    _, boosts = _torches("p1:mate:2")
    assert boosts == [("p1:torch:1", 1)]


def test_a_torch_fielded_first_is_not_already_there() -> None:
    """Near miss (12avx): the first die fielded is itself a Human Torch die: the one already
    there gets the bonus, the one fielded does not."""
    _, boosts = _torches("p1:torch:2")
    assert boosts == [("p1:torch:1", 1)]


@pytest.mark.parametrize(("roll", "zone"), [(3, "prep"), (1, "attack")])  # 3: Fist energy
def test_blocked_it_rerolls_a_blocker_kod_on_energy(roll: int, zone: str) -> None:
    """6fus: once blocked (DM-9.3) a targeted blocker of it is rerolled (DM-22.1): on energy
    it is KO'd (DM-16); on a character face it stays in the Attack Zone at that level, still
    blocking. Near miss: Chris's die that does not block is no option."""
    g, _ = _circus("6fus", 1, ("p2:wall:1",))
    assert g.pending.kind == "choose_target" and g.pending.options == ("p2:wall:1",)
    g.target("p2:wall:1")
    g.roll({"p2:wall:1": roll})
    resolve_all(g)
    assert "p2:wall:1" in g.zone(1, zone)
    if zone == "attack":
        assert g.face("p2:wall:1") == 1 and g.state.combat.blocks["p2:wall:1"] == "p1:6fus:1"


@pytest.mark.parametrize(("bursts", "face"), [(1, 1), (0, 0)])
def test_a_burst_spins_her_other_kobolds_up(bursts: int, face: int) -> None:
    """41bff: fielded from a one-burst face (DM-17.3) each other die of hers named Kobold in
    the Field Zone goes up one level (DM-21.2); the fielded die and a die of another name do
    not. Near miss: no burst, no spin."""
    kobold = character("kob", 1, 1, name="Kobold", abilities=records("41bff"))
    kobold["faces"][0] = {**kobold["faces"][0], "bursts": bursts}
    g = table([kobold, character("pal", 1, 1)], [])
    g.arrange(0, "reserve", ["p1:kob:2"], face=0)
    g.field("p1:kob:2")
    resolve_all(g)
    assert g.face("p1:kob:1") == face and g.face("p1:kob:2") == 0 and g.face("p1:pal:1") == 0


@pytest.mark.parametrize(("roll", "zone"), [(3, "prep"), (1, "attack")])  # 3: Fist energy
def test_blocked_it_rerolls_its_blockers_and_preps_those_off_a_character_face(
    roll: int, zone: str
) -> None:
    """21avx: once blockers are declared (DM-9.3) each die engaged with it is rerolled
    (DM-22.1): one landing on energy goes to its owner's Prep Area; one on a character face
    stays, blocking at that level."""
    g, _ = _circus("21avx", 1, ("p2:wall:1",))
    assert g.pending.kind == "roll" and tuple(g.pending.dice) == ("p2:wall:1",)
    g.roll({"p2:wall:1": roll})
    resolve_all(g)
    assert "p2:wall:1" in g.zone(1, zone) and "p2:idle:1" in g.zone(1, "field")


def test_blocked_it_bars_a_die_not_engaged_from_attacking_next_turn() -> None:
    """71bff: once blocked its player chooses (not targeted, DM-13.1) a character die that is
    neither it nor its blocker; that die can't attack until the start of her next turn
    (DM-14.2), so not in Chris's coming turn. Near misses: the blocker and the die itself
    are no options."""
    g, _ = _circus("71bff", 1, ("p2:wall:1",))
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {"p2:idle:1", c(5)}
    g.target("p2:idle:1")
    assert not may_attack(g.state, "p2:idle:1")
    assert may_attack(g.state, c(5))


def test_after_combat_each_die_still_blocking_it_is_rerolled() -> None:
    """37asm: at the end of the Attack Step its blocker that survived combat damage is
    rerolled (DM-22.1): on a character face it stays where it is, at that level."""
    g, _ = _circus("37asm", 1, ("p2:wall:1",))
    assert g.pending.kind == "roll" and tuple(g.pending.dice) == ("p2:wall:1",)
    g.roll({"p2:wall:1": 2})
    resolve_all(g)
    assert g.face("p2:wall:1") == 2


def test_unblocked_no_die_is_rerolled() -> None:
    """Near miss (37asm): not blocked, no die blocked it: nothing is rerolled."""
    _, events = _circus("37asm", 1, ())
    assert not [e for e in events if type(e).__name__ == "ChanceRequested"]


def test_kod_while_blocked_its_aftershock_deals_1() -> None:
    """49asm: blocked and KO'd by the blocker's combat damage (an opponent's, DM-9.11), its
    Aftershock deals 1 damage to the opponent (blocked this turn, DM-9.5)."""
    rider = character("49asm", 1, 1, keywords=["aftershock"], abilities=records("49asm"))
    g = blocking([rider], [character("wall", 1, 9)])
    life = g.life(1)
    g.attack("p1:49asm:1")
    g.block(("p2:wall:1", "p1:49asm:1"))
    g.pass_all()
    resolve_all(g)
    assert "p1:49asm:1" not in g.zone(0, "attack") and life - g.life(1) == 1


def test_kod_its_aftershock_sacrifices_every_sidekick() -> None:
    """55asm: KO'd by the blocker's combat damage, its Aftershock sends every Sidekick die in
    either Field Zone to its owner's Used Pile, not a KO (Out of Play first on its owner's
    own turn); other dice stay."""
    brute = character("55asm", 1, 1, keywords=["aftershock"], abilities=records("55asm"))
    g = blocking([brute], [character("wall", 1, 9)])
    g.arrange(0, "field", [m(5)], face=CHAR)
    g.attack("p1:55asm:1")
    g.block(("p2:wall:1", "p1:55asm:1"))
    g.pass_all()
    resolve_all(g)
    assert c(5) in g.zone(1, "used") and m(5) not in g.zone(0, "field")
    assert "p2:wall:1" in g.zone(1, "field")


@pytest.mark.parametrize(("face", "bonus"), [(ACTION0, 1), (ACTION1, 2), (ACTION2, 2)])
def test_two_of_her_targets_get_1_or_with_a_burst_2(face: int, bonus: int) -> None:
    """29avx: two targeted character dice of its user (DM-13.1) get +1A and +1D this turn
    (DM-14.1); with one or two bursts (DM-17.3) +1A and +1D more. Near miss: Chris's
    Sidekick is no option."""
    rage = {**action_card("rage"), "abilities": records("29avx")}
    g = with_action(rage, character("a", 1, 1), character("b", 1, 1))
    g.give(0, "p1:a:1", to="field", face=0)
    g.give(0, "p1:b:1", to="field", face=0)
    g.arrange(0, "reserve", [bac("rage", 1)], face=face)
    g.do(A.UseActionDie(player=0, die=bac("rage", 1)))
    assert g.pending.kind == "choose_target" and c(5) not in g.pending.options
    g.do(A.ChooseTarget(player=0, split=(("p1:a:1", 1), ("p1:b:1", 1))))
    resolve_all(g)
    assert _stats(g, "p1:a:1") == (1 + bonus, 1 + bonus) == _stats(g, "p1:b:1")


@pytest.mark.parametrize(("face", "bonus"), [(ACTION0, 1), (ACTION2, 3), (ACTION1, 1)])
def test_the_named_energy_types_characters_get_1d_or_3d(face: int, bonus: int) -> None:
    """3avxop: its user names an energy type (DM-2.1); each character die of a card of that
    type gets +1D this turn (DM-14.1), +3D with two bursts (DM-17.3; one burst matches no
    text, DM-17.2). Near miss: the die of a card of another type gets nothing."""
    deflect = {**action_card("3avxop"), "abilities": records("3avxop")}
    boxer = character("boxer", 1, 1, energy_types=["fist"])
    g = with_action(deflect, boxer, character("zapper", 1, 1, energy_types=["bolt"]))
    g.give(0, "p1:boxer:1", to="field", face=0)
    g.give(0, "p1:zapper:1", to="field", face=0)
    g.arrange(0, "reserve", [bac("3avxop", 1)], face=face)
    g.do(A.UseActionDie(player=0, die=bac("3avxop", 1)))
    assert g.pending.kind == "choose_target" and "energy:fist" in g.pending.options
    g.target("energy:fist")
    resolve_all(g)
    assert _stats(g, "p1:boxer:1") == (1, 1 + bonus) and _stats(g, "p1:zapper:1") == (1, 1)


def _sparked() -> Game:
    """Michele has a 20aiw die in her Field Zone and rolls its other die onto a burst face
    in her first Roll and Reroll Step (Spark, DM-17.1); Chris has his Sidekick in the Field
    Zone, she has hers."""
    vajra = character("vajra", 1, 1, abilities=records("20aiw"))
    vajra["faces"][3] = {"kind": "energy", "symbols": ["fist"], "bursts": 1}
    g = Game(teams=((("vajra", 2),), ((FOE, 2),)), cards=cards_with(vajra))
    g.start()
    g.arrange(0, "field", ["p1:vajra:2", m(5)], face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.give(0, "p1:vajra:1")
    g.draw(m(1), m(2), m(3))
    g.draw(m(4), to="oop")
    g.roll({"p1:vajra:1": 3, m(1): FIST, m(2): FIST, m(3): FIST})
    g.reroll()
    return g


@pytest.mark.parametrize(("target", "hit"), [(c(5), "die"), ("player:1", "player")])
def test_spark_deals_1_to_the_opponent_or_an_opposing_die(target: str, hit: str) -> None:
    """20aiw: a die of hers rolled onto a burst face while the card is active (Spark) deals
    1 damage to a target (DM-13.1): the opponent, or one of his character dice (his 1D
    Sidekick is KO'd, DM-16). Near misses: her own dice and she are no options."""
    g = _sparked()
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {"player:1", c(5)}
    life = g.life(1)
    g.target(target)
    resolve_all(g)
    if hit == "die":
        assert c(5) in g.zone(1, "prep") and g.life(1) == life
    else:
        assert c(5) in g.zone(1, "field") and g.life(1) == life - 1


# 85dps: its entry's first line and, in our own words as the grammar reads it, its second
_SHIFTER = [
    *records("85dps"),
    *grammar_records(
        [
            f"When {NAME} is KO'd, you may move a (bom) die with a purchase cost of 4 or more"
            " from your Used Pile to your Prep Area."
        ],
        icons={"bom": "brotherhoodofmutants"},
    ),
]


def test_kod_she_may_move_a_costly_brotherhood_die_to_the_prep_area() -> None:
    """85dps: KO'd (by the attacker's combat damage, DM-9.11) its player may move a
    Brotherhood of Mutants die of a card costing 4 or more from his Used Pile to his Prep
    Area (chosen, DM-13.1). Near miss: such a die of a card costing 1 is no option."""
    shifter = character("shifter", 1, 1, abilities=_SHIFTER)
    bom = ["brotherhoodofmutants"]
    rich = character("rich", 1, 1, affiliations=bom, cost=4)
    g = blocking(
        [character("brute", 3, 3)], [shifter, rich, character("cheap", 1, 1, affiliations=bom)]
    )
    g.arrange(1, "used", ["p2:rich:2", "p2:cheap:2"])
    g.attack("p1:brute:1")
    g.block(("p2:shifter:1", "p1:brute:1"))
    g.pass_all()
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    assert set(g.pending.options) == {"p2:rich:2", "decline"}
    g.target("p2:rich:2")
    resolve_all(g)
    assert "p2:rich:2" in g.zone(1, "prep") and "p2:cheap:2" in g.zone(1, "used")


def test_while_active_opposing_ability_damage_is_1_less() -> None:
    """85dps: while active (DM-18.1) 2 damage from an opposing character's "when fielded"
    ability to a die of his is 1 (DM-19.1); near miss: with the card gone, the full 2."""
    zap = {"op": "deal_damage", "amount": 2, "target": "target_opposing_die"}
    zapper = character("zapper", 1, 1, abilities=[{"trigger": "when_fielded", "effects": [zap]}])
    for active, taken in ((True, 1), (False, 2)):
        g = table(
            [zapper],
            [character("shifter", 1, 1, abilities=_SHIFTER), character("tank", 1, 5)],
        )
        if not active:
            g.arrange(1, "used", ["p2:shifter:1"])
        g.arrange(0, "reserve", ["p1:zapper:2"], face=0)
        g.field("p1:zapper:2")
        g.target("p2:tank:1")
        resolve_all(g)
        assert g.state.dice["p2:tank:1"].damage == taken


# Lane ea, fourth session: reductions and caps of the damage their `by_filters` name
# (abilities/damage_taken.py), on a die of the card or on its player.

ZAP3 = {"op": "deal_damage", "amount": 3}


def _zapper(target: str) -> dict[str, Any]:
    """Michele's character whose "when fielded" ability deals 3 damage to `target`."""
    effect = {**ZAP3, "target": target}
    return character("zapper", 1, 1, abilities=[{"trigger": "when_fielded", "effects": [effect]}])


def _fielded_zapper(theirs: list[dict[str, Any]], target: str) -> Game:
    """`table` with Chris's `theirs`; Michele fields a zapper aimed at `target` (a die of
    his: chosen; else the opponent) and everything resolves."""
    g = table([_zapper("target_opposing_die" if target != "opponent" else "opponent")], theirs)
    g.arrange(0, "reserve", ["p1:zapper:2"], face=0)
    g.field("p1:zapper:2")
    if target != "opponent":
        g.target(target)
    resolve_all(g)
    return g


def test_non_combat_damage_to_it_is_2_less_combat_damage_whole() -> None:
    """129cw: a "when fielded" ability's 3 damage to a die of the card is 1 (DM-16 glossary
    "Ability Damage"); near miss: 3 combat damage from an attacker it blocks stays 3."""
    runner = character(
        "runner",
        1,
        5,
        abilities=grammar_records([f"{NAME} takes 2 less damage from non-combat damage."]),
    )
    g = _fielded_zapper([runner], "p2:runner:1")
    assert g.state.dice["p2:runner:1"].damage == 1
    assert _blocking_takes(runner) == [3]


def test_an_action_dies_damage_to_it_is_at_most_1() -> None:
    """2asm: an action die's 3 damage to a die of the card is 1; near miss: a character's
    "when fielded" 3 damage is whole (not an action die's, DM-16)."""
    slug = {**action_card("slug"), "abilities": [
        {"trigger": "action", "effects": [{**ZAP3, "target": "target_opposing_die"}]}]}  # fmt: skip
    eater = character(
        "eater",
        1,
        5,
        abilities=grammar_records([f"{NAME} takes no more than 1 damage from action dice."]),
    )
    g = Game(
        teams=((("zapper", 2),), (("eater", 2), (FOE, 2))),
        bacs=(("slug",), ("slug",)),
        cards=cards_with(slug, eater, _zapper("target_opposing_die")),
    )
    g.start()
    g.give(0, bac("slug", 1))
    g.give(1, "p2:eater:1", to="field", face=0)
    g.begin({bac("slug", 1): ACTION0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.do(A.UseActionDie(player=0, die=bac("slug", 1)))
    g.target("p2:eater:1")
    resolve_all(g)
    assert g.state.dice["p2:eater:1"].damage == 1
    g = _fielded_zapper([eater], "p2:eater:1")
    assert g.state.dice["p2:eater:1"].damage == 3


def test_while_active_a_characters_ability_deals_its_player_at_most_1() -> None:
    """4aou: while active (DM-18.1) a character's ability deals its player 1 of 3; near
    misses: with the card in the Used Pile, 3; combat damage of an unblocked 4A die, 4."""
    captain = character("captain", 1, 5, abilities=records("4aou"))
    for active, lost in ((True, 1), (False, 3)):
        g = table([_zapper("opponent")], [captain])
        if not active:
            g.arrange(1, "used", ["p2:captain:1"])
        life = g.life(1)
        g.arrange(0, "reserve", ["p1:zapper:2"], face=0)
        g.field("p1:zapper:2")
        resolve_all(g)
        assert life - g.life(1) == lost
    g = blocking([character("brute", 4, 4)], [captain])
    assert blocked_and_resolved_unblocked(g, "p1:brute:1") == 4


def blocked_and_resolved_unblocked(g: Game, attacker: str) -> int:
    """`attacker` attacks unblocked; combat and every trigger resolve. The life Chris lost."""
    g.attack(attacker)
    life = g.life(1)
    g.block()
    g.pass_all()
    resolve_all(g)
    return life - g.life(1)


def test_while_active_an_attacker_deals_its_player_at_most_1() -> None:
    """13avxop: an unblocked 4A attacker deals its player 1 combat damage (DM-9.11); near
    miss: a character's "when fielded" 3 damage to that player is whole."""
    phoenix = character("phoenix", 1, 5, abilities=records("13avxop"))
    g = blocking([character("brute", 4, 4)], [phoenix])
    assert blocked_and_resolved_unblocked(g, "p1:brute:1") == 1
    g = table([_zapper("opponent")], [phoenix])
    life = g.life(1)
    g.arrange(0, "reserve", ["p1:zapper:2"], face=0)
    g.field("p1:zapper:2")
    resolve_all(g)
    assert life - g.life(1) == 3


def test_while_active_opposing_when_fielded_damage_to_its_player_is_prevented() -> None:
    """18bff: an opponent's "when fielded" 3 damage to its player is not dealt (DM-19.1);
    near miss: the same damage to a die of that player is."""
    g = _fielded_zapper([character("knight", 1, 5, abilities=records("18bff"))], "opponent")
    assert g.life(1) == 10
    g = _fielded_zapper([character("knight", 1, 5, abilities=records("18bff"))], "p2:knight:1")
    assert g.state.dice["p2:knight:1"].damage == 3


def test_the_first_time_a_named_die_is_targeted_by_an_action_its_player_gains_1() -> None:
    """30ai: Michele's action die targets her die named Iron Man: she gains 1 life; a second
    action die targeting it the same turn gains nothing (DM-15.5); near miss: an action
    die targeting her die of another name gains nothing."""
    poke = action_card(
        "poke", {"effects": [{"op": "modify_attack", "amount": 1, "target": "target_die"}]}
    )
    suit = character("suit", 1, 5, name="Iron Man", abilities=records("30ai"))
    g = with_action(poke, suit, character("plain", 1, 5))
    g.give(0, "p1:suit:1", to="field", face=0)
    g.give(0, "p1:plain:1", to="field", face=0)
    g.hurt(0, 3)
    life = g.life(0)
    g.do(A.UseActionDie(player=0, die=bac("poke", 1)))
    g.target("p1:plain:1")
    resolve_all(g)
    assert g.life(0) == life
    g.give(0, bac("poke", 2))
    g.arrange(0, "reserve", [bac("poke", 2)], face=ACTION0)
    g.do(A.UseActionDie(player=0, die=bac("poke", 2)))
    g.target("p1:suit:1")
    resolve_all(g)
    assert g.life(0) == life + 1


def test_outnumbered_it_deals_combat_damage_first() -> None:
    """75asm: with fewer character dice than Chris (1 to 2), her 3A 1D attacker KOs his 1A
    3D blocker before it deals damage (DM-9.7): it survives; near miss: with as many dice
    (not fewer, docs/rulings.md Underdog) both are KO'd together."""
    for fewer, survives in ((True, True), (False, False)):
        venom = character("venom", 3, 1, abilities=records("75asm"))
        g = _outnumbered_attack(venom, character("guard", 1, 3), fewer)
        assert "p2:guard:1" not in g.zone(1, "field")
        assert ("p1:venom:1" in g.zone(0, "field")) is survives


def _illusion(active: bool) -> Game:
    """Chris's die of 99asm's entry in his Field Zone (or his Used Pile), a Sidekick of
    Michele's in hers, at her first Clear and Draw Step."""
    seer = character("seer", 1, 1, abilities=records("99asm"))
    g = Game(teams=((("plain", 2), (FOE, 2)), (("seer", 2), (FOE, 2))),
             cards=cards_with(seer, character("plain", 1, 1)))  # fmt: skip
    g.start()
    g.give(1, "p2:seer:1", to="field" if active else "used", face=0)
    g.arrange(0, "field", [m(5)], face=CHAR)
    return g


def test_each_time_the_opponent_draws_they_ko_a_sidekick_of_theirs() -> None:
    """99asm: Michele draws her dice (one draw, DM-6.3): she targets a Sidekick die of her
    Field Zone and it is KO'd; near miss: with the card in Chris's Used Pile, nothing."""
    g = _illusion(True)
    g.draw(m(1), m(2), m(3))
    assert g.pending.kind == "choose_target" and g.pending.player == 0
    assert m(5) in g.pending.options
    g.target(m(5))
    assert m(5) not in g.zone(0, "field")
    g = _illusion(False)
    g.draw(m(1), m(2), m(3))
    assert g.pending.kind != "choose_target" and m(5) in g.zone(0, "field")


def test_blocking_beside_another_of_its_name_it_takes_no_damage() -> None:
    """97cw: two of Chris's dice named Songbird block: each takes no damage this turn;
    near miss: one blocking alone takes the attacker's 3."""
    bird = character("bird", 1, 5, name="Songbird", abilities=records("97cw"))
    g = blocking([character("brute", 3, 9), character("brute2", 3, 9)], [bird])
    g.give(1, "p2:bird:2", to="field", face=0)
    g.attack("p1:brute:1", "p1:brute2:1")
    g.block(("p2:bird:1", "p1:brute:1"), ("p2:bird:2", "p1:brute2:1"))
    g.pass_all()
    resolve_all(g)
    hit = [e for e in g.events if isinstance(e, ev.DieDamaged) and e.die.startswith("p2:bird")]
    assert hit == []
    assert _blocking_takes(bird) == [3]


def test_outnumbered_its_named_dice_get_2a_and_overcrush() -> None:
    """42asm: with fewer character dice than Chris (1 to 2) her die named Cloak has +2A (3A)
    and Overcrush: blocked by his 1D Sidekick it deals him the excess 2 (DM-9.11); near
    miss: with as many dice (2 to 2) it has 1A and no Overcrush: he loses nothing."""
    for fewer, lost in ((True, 2), (False, 0)):
        cloak = character("cloak", 1, 5, name="Cloak", abilities=records("42asm"))
        g = blocking([cloak], [character("wall", 1, 9)])
        g.arrange(1, "used", ["p2:wall:1"])
        if not fewer:
            g.arrange(0, "field", ["p1:sidekick:5"], face=CHAR)
        else:
            g.arrange(1, "field", ["p2:sidekick:6"], face=CHAR)
        assert attack_now(g, "p1:cloak:1") == (3 if fewer else 1)
        assert blocked_and_resolved(g, c(5), "p1:cloak:1") == lost


def test_outnumbered_a_die_blocking_it_gets_minus_2a() -> None:
    """114asm: with fewer character dice than Chris her attacker is blocked by his 3A die,
    which gets -2A: it deals 1 damage (DM-9.11); near miss: with as many dice, 3."""
    for fewer, dealt in ((True, 1), (False, 3)):
        dare = character("dare", 1, 9, abilities=records("114asm"))
        g = _outnumbered_attack(dare, character("brute", 3, 9), fewer)
        hit = [e.amount for e in g.events if isinstance(e, ev.DieDamaged) and e.die == "p1:dare:1"]
        assert hit == [dealt]


def test_blocked_a_fist_gives_it_1a_and_1d_as_often_as_paid() -> None:
    """19asm: her attacker is blocked; in the window after blockers (DM-8.18) she pays a Fist
    (DM-8.6): +1A and +1D this turn, and again for another Fist; near miss: in her Main
    Step, neither blocked nor blocking, it may not be used (refused, nothing changes, and the
    legal actions do not offer it: DM-8.19)."""
    weaver = character("weaver", 2, 5, abilities=records("19asm"))
    g = table([weaver], [character("wall", 1, 9)])
    use = A.UseAbility(player=0, die="p1:weaver:1", ability=0)
    g.refuse(use, "global/not_in_this_window")
    assert use not in legal_actions(g.state, 0)
    assert attack_now(g, "p1:weaver:1") == 2 and len(g.zone(0, "reserve")) == 3
    g = blocking([weaver], [character("wall", 1, 9)])
    g.attack("p1:weaver:1")
    g.block(("p2:wall:1", "p1:weaver:1"))
    for paid, bonus in ((m(1), 1), (m(2), 2)):
        g.do(A.UseAbility(player=0, die="p1:weaver:1", ability=0))
        g.do(A.ChooseTarget(player=0, target="accept", paid=((paid, ("fist",)),)))
        resolve_all(g)
        assert attack_now(g, "p1:weaver:1") == 2 + bonus
        assert defense_of(g.state, g.state.dice["p1:weaver:1"]) == 5 + bonus


def test_in_the_attack_step_a_shield_saves_a_zombie_from_all_damage() -> None:
    """92bff: Chris's die named Zombie blocks; in the window after blockers he pays a Shield
    and chooses it: it takes none of the attacker's 3 damage (DM-19.1); near miss: in the
    Main Step the ability may not be used (DM-8.18: its card names the Attack Step)."""
    zombie = character("zed", 1, 2, name="Zombie", abilities=records("92bff"))
    g = table([zombie], [character("wall", 1, 9)])
    with pytest.raises(IllegalAction):
        g.do(A.UseAbility(player=0, die="p1:zed:1", ability=0))
    g = blocking([character("brute", 3, 9)], [zombie])
    g.arrange(1, "reserve", [c(6)], face=SHIELD)
    g.attack("p1:brute:1")
    g.block(("p2:zed:1", "p1:brute:1"))
    g.pass_()
    g.do(A.UseAbility(player=1, die="p2:zed:1", ability=0))
    g.do(A.ChooseTarget(player=1, target="p2:zed:1", paid=((c(6), ("shield",)),)))
    resolve_all(g)
    g.pass_all()
    resolve_all(g)
    assert "p2:zed:1" in g.zone(1, "field")
    assert not [e for e in g.events if isinstance(e, ev.DieDamaged) and e.die == "p2:zed:1"]


def _blocking_takes(card: dict[str, Any]) -> list[int]:
    """The combat damage Chris's die of `card` takes blocking Michele's 3A Brute (DM-9.7)."""
    g = blocking([character("brute", 3, 9)], [card])
    die = f"p2:{card['id']}:1"
    g.attack("p1:brute:1")
    g.block((die, "p1:brute:1"))
    g.pass_all()
    resolve_all(g)
    return [e.amount for e in g.events if isinstance(e, ev.DieDamaged) and e.die == die]


def _outnumbered_attack(mine: dict[str, Any], theirs: dict[str, Any], fewer: bool) -> Game:
    """Michele's die of `mine` attacks and Chris's die of `theirs` blocks it, combat done;
    `fewer`: she has fewer character dice than he (else a Sidekick of hers evens them)."""
    g = blocking([mine], [theirs])
    if not fewer:
        g.arrange(0, "field", ["p1:sidekick:5"], face=CHAR)
    attacker, blocker = f"p1:{mine['id']}:1", f"p2:{theirs['id']}:1"
    g.attack(attacker)
    g.block((blocker, attacker))
    g.pass_all()
    resolve_all(g)
    return g
