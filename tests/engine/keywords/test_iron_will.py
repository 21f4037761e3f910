"""Iron Will (a set keyword, ruled from 19wf's reminder, docs/rulings.md "Iron Will"): "This
character can't be KO'd unless it was previously damaged this turn." Hook: may_be_kod, asked
by the KO door (DM-9.11, DM-16.1) and the search for lethal dice."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from games.engine.keywords import KEYWORDS
from games.engine.model.evolve import evolve
from tests.engine.helpers import ACTION0, FIST, JUBILEE, Game, bac, c, cards_with, m, of_type
from tests.engine.keywords.common import at_attack, boost, character

BULWARK = character("bulwark", 1, 3, keywords=["iron_will"])
PLAIN = character("plain", 1, 3)  # the near miss: no Iron Will
SNIPE = {
    "id": "snipe",
    "name": "Snipe",
    "kind": "basic_action",
    "cost": 1,
    "abilities": [
        {"trigger": "action", "effects": [{"op": "ko", "target": "target_opposing_die"}]}
    ],
}


def test_the_glossary_line_is_the_reminder() -> None:
    assert KEYWORDS["iron_will"].glossary == (
        "This character can't be KO'd unless it was previously damaged this turn."
    )


def _sniped(card: dict, *actions: str) -> tuple[Game, str]:
    """Chris has a die of `card` in his Field Zone at level 1; Michele has action dice."""
    g = Game(
        teams=(((JUBILEE, 2),), ((card["id"], 2),)),
        bacs=(actions, ("counterstrike",)),
        cards=cards_with(card, SNIPE),
    )
    g.start()
    die = f"p2:{card['id']}:1"
    g.give(1, die, to="field", face=0)
    rolls = {m(1): FIST, m(2): FIST, m(3): FIST}
    for action in actions:
        g.give(0, bac(action, 1))
        rolls[bac(action, 1)] = ACTION0
    g.begin(rolls, oop=m(4))
    return g, die


def test_a_ko_effect_does_nothing_to_an_undamaged_die() -> None:
    g, die = _sniped(BULWARK, "snipe")
    g.do(A.UseActionDie(player=0, die=bac("snipe", 1)))
    events = g.target(die)
    assert not of_type(events, ev.DiceKnockedOut)
    assert die in g.zone(1, "field")


def test_near_miss_a_die_without_iron_will_is_kod() -> None:
    g, die = _sniped(PLAIN, "snipe")
    g.do(A.UseActionDie(player=0, die=bac("snipe", 1)))
    events = g.target(die)
    assert ev.DiceKnockedOut((die,)) in events


def test_once_damaged_this_turn_the_ko_effect_works() -> None:
    """1 damage (below its D 3) first: it was previously damaged this turn."""
    g, die = _sniped(BULWARK, "snipe")
    g.state = evolve(g.state, ev.DieDamaged(die, 1, "test", False))
    assert g.state.dice[die].damage == 1 and die in g.zone(1, "field")
    g.do(A.UseActionDie(player=0, die=bac("snipe", 1)))
    events = g.target(die)
    assert ev.DiceKnockedOut((die,)) in events


def test_lethal_combat_damage_kos_it() -> None:
    """Damage that reaches its D is damage this turn: it is KO'd as any die."""
    g = at_attack(BULWARK)
    die = "p1:bulwark:1"
    boost(g, c(5), attack=2)  # Chris's Sidekick now A3: lethal to D3
    g.attack(die)
    g.block((c(5), die))
    events = g.pass_all()
    assert any(die in e.dice for e in of_type(events, ev.DiceKnockedOut))


def test_a_defense_lowered_to_zero_does_not_ko_an_undamaged_die() -> None:
    """0D with no damage: it stays (and the rules do not try again and again)."""
    g = at_attack(BULWARK)
    die = "p1:bulwark:1"
    g.state = evolve(g.state, ev.StatsModified(die, 0, -3, "test"))
    events = g.pass_all()
    assert die in g.zone(0, "field") or die in g.zone(0, "attack")
    assert not any(die in e.dice for e in of_type(events, ev.DiceKnockedOut))
