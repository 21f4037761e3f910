"""Shipped per-card entries of lane rb played by the engine: a die drawn and what happens by
what die it is (the draw's outcome, `rolled.drawn`, games/engine/abilities/outcomes.py
`after_draw`; DM-6.2: the die drawn is looked at while it stays in the bag, then goes where
the card says, and one the card does not move stays there). The records are the entries';
the cards, names and wording here are our own (ids: the entries' codes)."""

from __future__ import annotations

from games.engine import actions as A
from games.engine.abilities.stats import defense_of
from tests.cards.compiler.test_entries_play import blocking, records, resolve_all, table
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, m
from tests.engine.keywords.common import FOE, character

ENERGY = 3  # a test character's first energy face (keywords/common.character)


def _sidekick_in_bag(g: Game, player: int) -> str:
    return next(d for d in sorted(g.zone(player, "bag")) if ":sidekick:" in d)


# 21xmf: a die drawn for each different active (aff) character; its own dice sorted


def _fielded_hope(kin_affiliation: str) -> Game:
    """Michele fields a die of an X-Men card of ours with another card's die already in her
    Field Zone (of `kin_affiliation`); both cards' second dice wait in her bag."""
    hope = character("21xmf", 1, 1, affiliations=["xmen"], abilities=records("21xmf"))
    kin = character("kin", 1, 1, affiliations=[kin_affiliation])
    g = Game(teams=((("21xmf", 2), ("kin", 2)), ((FOE, 2),)), cards=cards_with(hope, kin))
    g.start()
    g.give(0, "p1:21xmf:1")
    g.give(0, "p1:kin:1", to="field", face=0)
    g.begin({"p1:21xmf:1": 0, m(1): FIST, m(2): FIST, m(3): CHAR}, oop=m(4))
    g.arrange(0, "bag", ["p1:kin:2"])
    g.field("p1:21xmf:1")
    return g


def test_one_die_per_active_x_men_character_the_x_men_dice_prepped() -> None:
    """Two different active X-Men characters (this card and another): two dice drawn; the
    X-Men character die goes to the Prep Area, the Sidekick to the Used Pile (DM-6.2)."""
    g = _fielded_hope("xmen")
    assert (g.pending.kind, g.pending.count, g.pending.to) == ("draw", 2, "outcome")
    sidekick = _sidekick_in_bag(g, 0)
    g.draw("p1:kin:2", sidekick, to="outcome")
    resolve_all(g)
    assert "p1:kin:2" in g.zone(0, "prep") and sidekick in g.zone(0, "used")


def test_a_character_of_another_affiliation_is_not_counted() -> None:
    """Near miss: the other active character is not X-Men: one die drawn, and a die of that
    card drawn is no X-Men die (to the Used Pile)."""
    g = _fielded_hope("villain")
    assert (g.pending.kind, g.pending.count) == ("draw", 1)
    g.draw("p1:kin:2", to="outcome")
    assert "p1:kin:2" in g.zone(0, "used")


# 24jl and 75uxm: when it blocks, a die drawn decides


def _blocked_by(code: str) -> Game:
    """Michele's 3A 3D die attacks; Chris's die of the card `code` (1A 1D) blocks it."""
    guard = character(code, 1, 1, abilities=records(code))
    g = blocking([character("brute", 3, 3)], [guard])
    g.arrange(1, "bag", [f"p2:{code}:2"])
    g.attack("p1:brute:1")
    g.block((f"p2:{code}:1", "p1:brute:1"))
    assert (g.pending.kind, g.pending.count, g.pending.to) == ("draw", 1, "outcome")
    return g


def test_a_sidekick_drawn_is_prepped_and_the_blocker_takes_no_damage() -> None:
    """24jl: a Sidekick drawn goes to the Prep Area and the blocker is dealt no damage this
    turn (DM-19: all damage to it prevented): it survives the 3A attacker."""
    g = _blocked_by("24jl")
    sidekick = _sidekick_in_bag(g, 1)
    g.draw(sidekick, to="outcome")
    resolve_all(g)
    g.pass_all()
    resolve_all(g)
    assert sidekick in g.zone(1, "prep")
    assert "p2:24jl:1" in g.zone(1, "field") | g.zone(1, "attack")


def test_another_die_drawn_stays_in_the_bag_and_the_blocker_is_kod() -> None:
    """Near miss: a die of another kind stays in the bag and the blocker is KO'd by the
    attacker's combat damage (DM-9.11)."""
    g = _blocked_by("24jl")
    g.draw("p2:24jl:2", to="outcome")
    resolve_all(g)
    g.pass_all()
    resolve_all(g)
    assert "p2:24jl:2" in g.zone(1, "bag")
    assert "p2:24jl:1" not in g.zone(1, "field") | g.zone(1, "attack")


def test_a_die_not_a_sidekick_takes_the_blocker_and_attacker_out_of_combat() -> None:
    """75uxm: a die drawn that is not a Sidekick stays in the bag, and the blocker and the
    attacker it blocks leave the Attack Zone for the Field Zone (out of combat, DM-9.5)."""
    g = _blocked_by("75uxm")
    g.draw("p2:75uxm:2", to="outcome")
    resolve_all(g)
    assert "p2:75uxm:2" in g.zone(1, "bag")
    assert "p2:75uxm:1" in g.zone(1, "field") and "p1:brute:1" in g.zone(0, "field")


def test_a_sidekick_drawn_leaves_the_combat_as_it_is() -> None:
    """Near miss: a Sidekick drawn stays in the bag and both dice stay in the Attack Zone."""
    g = _blocked_by("75uxm")
    sidekick = _sidekick_in_bag(g, 1)
    g.draw(sidekick, to="outcome")
    resolve_all(g)
    assert sidekick in g.zone(1, "bag")
    assert "p2:75uxm:1" in g.zone(1, "attack") and "p1:brute:1" in g.zone(0, "attack")
    assert defense_of(g.state, g.state.dice["p2:75uxm:1"]) == 1


# 3tmnt: a Sidekick or a die of one affiliation drawn is rolled into the Reserve Pool


def _fielded_april(kin_affiliation: str) -> Game:
    april = character("3tmnt", 1, 1, abilities=records("3tmnt"))
    kin = character("kin", 1, 1, affiliations=[kin_affiliation])
    g = Game(teams=((("3tmnt", 2), ("kin", 2)), ((FOE, 2),)), cards=cards_with(april, kin))
    g.start()
    g.give(0, "p1:3tmnt:1")
    g.begin({"p1:3tmnt:1": 0, m(1): FIST, m(2): FIST, m(3): CHAR}, oop=m(4))
    g.arrange(0, "bag", ["p1:kin:2"])
    g.field("p1:3tmnt:1")
    assert (g.pending.kind, g.pending.count, g.pending.to) == ("draw", 1, "outcome")
    return g


def test_a_turtle_die_drawn_is_rolled_into_the_reserve_pool() -> None:
    """A die of a Turtle card drawn is rolled (DM-20.3) and stays in the Reserve Pool."""
    g = _fielded_april("turtle")
    g.draw("p1:kin:2", to="outcome")
    assert g.pending.kind == "roll" and g.pending.dice == ("p1:kin:2",)
    g.roll({"p1:kin:2": ENERGY})
    assert "p1:kin:2" in g.zone(0, "reserve")


def test_a_sidekick_drawn_is_rolled_too() -> None:
    g = _fielded_april("villain")
    sidekick = _sidekick_in_bag(g, 0)
    g.draw(sidekick, to="outcome")
    assert g.pending.kind == "roll" and g.pending.dice == (sidekick,)


def test_a_die_of_another_affiliation_stays_in_the_bag() -> None:
    """Near miss: the card says nothing of other dice: it is not rolled and stays in the
    bag (docs/rulings.md "A die drawn that the card does not move")."""
    g = _fielded_april("villain")
    g.draw("p1:kin:2", to="outcome")
    assert g.pending.kind != "roll" and "p1:kin:2" in g.zone(0, "bag")


# 114gotg: Aftershock, a die drawn prepped by its purchase cost


def _shaken(cost: int) -> Game:
    """Chris's die of the card (Aftershock) blocks Michele's 3A 3D attacker and is KO'd by
    its combat damage: its Aftershock draws him a die (the card's second die, whose purchase
    cost is `cost`, waits in his bag)."""
    spot = character("114gotg", 1, 1, cost=cost, keywords=["aftershock"],
                     abilities=records("114gotg"))  # fmt: skip
    g = blocking([character("brute", 3, 3)], [spot])
    g.arrange(1, "bag", ["p2:114gotg:2"])
    g.attack("p1:brute:1")
    g.block(("p2:114gotg:1", "p1:brute:1"))
    g.pass_all()
    resolve_all(g)
    assert (g.pending.kind, g.pending.count, g.pending.to) == ("draw", 1, "outcome")
    g.draw("p2:114gotg:2", to="outcome")
    resolve_all(g)
    return g


def test_aftershock_preps_a_die_costing_less_than_4() -> None:
    assert "p2:114gotg:2" in _shaken(3).zone(1, "prep")


def test_aftershock_leaves_a_die_costing_4_in_the_bag() -> None:
    """Near miss: a purchase cost of 4 is not less than 4 (DM-8.7): back in the bag."""
    assert "p2:114gotg:2" in _shaken(4).zone(1, "bag")


# 108jl, 60ygo, 75wf: a die rolled, then a branch on the face it shows (`rolled.face`)


def _canary() -> Game:
    canary = character("108jl", 1, 1, abilities=records("108jl"))
    g = table([canary], [character("mook", 1, 1)])
    g.give(0, "p1:108jl:2", to="reserve", face=0)
    g.field("p1:108jl:2")
    assert g.pending.kind == "choose_target" and "p2:mook:1" in g.pending.options
    g.target("p2:mook:1")
    return g


def test_rerolled_to_energy_to_the_prep_area() -> None:
    g = _canary()
    g.roll({"p2:mook:1": ENERGY})
    resolve_all(g)
    assert "p2:mook:1" in g.zone(1, "prep")


def test_rerolled_to_a_character_face_it_stays_in_the_field() -> None:
    """Near miss: on a character face the die is not moved: still in the Field Zone (DM-22.1)."""
    g = _canary()
    g.roll({"p2:mook:1": 2})
    resolve_all(g)
    assert "p2:mook:1" in g.zone(1, "field")
    assert g.state.dice["p2:mook:1"].face == 2


def _jar(face: int) -> Game:
    """60ygo: Michele fields a die of the card; Chris picks a die of his in his Prep Area and
    rolls it (DM-20.3)."""
    jar = character("60ygo", 1, 1, abilities=records("60ygo"))
    g = table([jar], [character("mook", 1, 1)])
    g.arrange(1, "prep", ["p2:mook:2"])
    g.give(0, "p1:60ygo:2", to="reserve", face=0)
    g.field("p1:60ygo:2")
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    assert g.pending.options == ("p2:mook:2",)
    g.target("p2:mook:2")
    g.roll({"p2:mook:2": face})
    resolve_all(g)
    return g


def test_the_opponents_die_rolled_to_a_character_face_goes_back_to_prep() -> None:
    assert "p2:mook:2" in _jar(1).zone(1, "prep")


def test_the_opponents_die_rolled_to_energy_goes_to_the_used_pile() -> None:
    """Near miss: an energy face sends it to Chris's Used Pile."""
    assert "p2:mook:2" in _jar(ENERGY).zone(1, "used")


def _butler(face: int) -> Game:
    """75wf: Chris's die of the card blocks Michele's 3A 3D attacker and is KO'd (DM-9.11, to
    his Prep Area); he may roll a Sidekick from his Used Pile."""
    butler = character("75wf", 1, 1, abilities=records("75wf"))
    g = blocking([character("brute", 3, 3)], [butler])
    spare = _sidekick_in_bag(g, 1)
    g.arrange(1, "used", [spare])
    g.attack("p1:brute:1")
    g.block(("p2:75wf:1", "p1:brute:1"))
    g.pass_all()
    resolve_all_but_targets(g)
    assert g.pending.kind == "choose_target" and g.pending.options[0] == spare
    g.target(spare)
    g.roll({spare: face})
    resolve_all(g)
    assert spare in g.zone(1, "used")
    return g


def resolve_all_but_targets(g: Game) -> None:
    while g.pending.kind == "order_triggers":
        g.do(A.ChooseTrigger(player=g.pending.player, index=0))


def test_energy_rolled_brings_the_kod_die_back_at_level_1() -> None:
    g = _butler(FIST)
    assert "p2:75wf:1" in g.zone(1, "field") and g.state.dice["p2:75wf:1"].face == 0


def test_a_character_face_rolled_leaves_the_kod_die_where_it_is() -> None:
    """Near miss: a character face: the KO'd die stays in the Prep Area."""
    g = _butler(CHAR)
    assert "p2:75wf:1" in g.zone(1, "prep")


# 110xfc: Awaken, a target opposing die rerolled; energy sends it away


def _woken(face: int) -> Game:
    """Michele's die of the card is spun up by her action die (its Awaken, optional: DM-21);
    she targets Chris's Sidekick c5 in his Field Zone, which is rerolled (DM-22.1)."""
    storm = character("110xfc", 1, 2, abilities=records("110xfc"))
    twist = action_card(
        "twist",
        {"text": "spin up", "effects": [effect("spin_up", "all_your_characters", amount=1)]},
    )
    g = with_action(twist, storm)
    g.arrange(0, "field", ["p1:110xfc:1"], face=0)
    use(g, "twist")
    resolve_all_but_targets(g)
    assert g.pending.kind == "choose_target" and c(5) in g.pending.options
    g.target(c(5))
    g.roll({c(5): face})
    resolve_all(g)
    return g


def test_awoken_an_opposing_die_rerolled_to_energy_goes_to_the_used_pile() -> None:
    assert c(5) in _woken(FIST).zone(1, "used")


def test_awoken_an_opposing_die_rerolled_to_a_character_face_stays() -> None:
    """Near miss: a character face: it stays in Chris's Field Zone, on its face before."""
    g = _woken(CHAR)
    assert c(5) in g.zone(1, "field") and g.state.dice[c(5)].face == CHAR


# 132skc: while active and behind on life, +2D to its player's character dice


def test_behind_on_life_her_character_dice_get_2_defense() -> None:
    girl = character("132skc", 1, 1, abilities=records("132skc"))
    g = table([girl], [character("mook", 1, 1)])
    assert defense_of(g.state, g.state.dice["p1:132skc:1"]) == 1
    g.hurt(0, 2)
    assert defense_of(g.state, g.state.dice["p1:132skc:1"]) == 1 + 2
    assert defense_of(g.state, g.state.dice["p2:mook:1"]) == 1  # (not the opponent's)
