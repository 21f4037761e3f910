"""Range given by an effect (granted_triggers.each_given; Range 002:L777, DM-14.2, DM-14.3):
"while <this> is active, your character dice have Range 1", "target character die gains
Range 2 until end of turn". A die given Range joins every volley as a die printing it does,
with the given value, its owner choosing; the giving card's own dice are not given it by
that alone, and a die printing Range keeps its own. Cards are our own."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.effects import EFFECTS
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger
from tests.engine.effects.common import effect
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, m, of_type
from tests.engine.keywords.common import FOE, character

BEACON = character(
    "beacon", 1, 3,
    abilities=[{"trigger": "static", "text": "While Beacon is active, your Sidekicks have Range 1.",
                "while_active": "self",
                "effects": [effect("grant_keyword", "all_your_characters", keyword="range:1",
                                   filters={"sidekick": True})]}],
)  # fmt: skip
SPOTTER = character(
    "spotter", 1, 3, keywords=["range:2"],
    abilities=[{"trigger": "when_fielded", "text": "When fielded, target die gains Range 2.",
                "effects": [effect("grant_keyword", "target_die", keyword="range:2")]}],
)  # fmt: skip
PLAIN = {
    **character("plain", 2, 2),
    "globals": [{"cost": 1, "text": "Target character die gains Range 1.",
                 "effects": [effect("grant_keyword", "target_die", keyword="range:1")]}],
}  # fmt: skip
CARDS = cards_with(BEACON, SPOTTER, PLAIN)


def battle(mine: list[str], theirs: int = 1, mine_sidekicks: int = 0) -> Game:
    ours = sorted({d.split(":")[1] for d in mine})
    g = Game(
        teams=(tuple((x, 2) for x in ours), ((FOE, 2),)),
        cards=CARDS,
        first_player_may_attack_first_turn=True,
    )
    g.start()
    for die_id in mine:
        g.give(0, die_id, to="field", face=0)
    g.arrange(1, "field", [c(n) for n in range(5, 5 + theirs)], face=CHAR)
    if mine_sidekicks:
        g.arrange(0, "field", [m(n) for n in range(5, 5 + mine_sidekicks)], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.pass_all()
    assert g.pending.kind == "declare_attackers"
    return g


def test_a_sidekick_given_range_sets_off_a_volley_and_deals_its_value() -> None:
    g = battle(["p1:beacon:1"], theirs=1, mine_sidekicks=1)
    g.attack(m(5))
    assert (g.pending.kind, g.pending.player, g.pending.options) == ("choose_target", 0, (c(5),))
    events = g.target(c(5))
    assert ev.DieDamaged(c(5), 1, m(5), False) in events  # the Sidekick's Range 1


def test_the_giving_cards_own_die_is_not_given_range_and_fires_nothing() -> None:
    """Beacon gives Range to Sidekicks only: Beacon attacking sets off no volley."""
    g = battle(["p1:beacon:1"], theirs=1)
    g.attack("p1:beacon:1")
    assert g.pending.kind != "choose_target"
    assert not of_type(g.events, ev.AbilityTriggered)


def test_a_die_given_range_until_end_of_turn_joins_in_once() -> None:
    """Spotter prints Range 2 and gives a Plain die Range 2: two volleys' worth of damage,
    one per die (Spotter's own Range is its printed one, never a second)."""
    g = battle(["p1:spotter:1", "p1:plain:1"], theirs=2)
    b = Batch(g.state)  # Spotter's "when fielded" resolved on the Plain die
    spec = EffectSpec("grant_keyword", target="target_die", keyword="range:2")
    EFFECTS["grant_keyword"].apply(b, spec, Trigger(0, "spotter", 0), ["p1:plain:1"])
    g.state = b.state
    g.attack("p1:plain:1")
    fired = [(e.card, e.source_die) for e in of_type(g.events, ev.AbilityTriggered)]
    assert sorted(fired) == [("spotter", "p1:plain:1"), ("spotter", "p1:spotter:1")]
    while g.pending.kind in ("order_triggers", "choose_target"):
        if g.pending.kind == "order_triggers":
            g.do(A.ChooseTrigger(player=0, index=0))
        else:
            g.target(g.pending.options[0])
    dealt = sorted((e.source, e.amount) for e in of_type(g.events, ev.DieDamaged))
    assert dealt == [("p1:plain:1", 2), ("p1:spotter:1", 2)]


def test_a_global_gives_range_to_an_opposing_die_which_fires_for_its_owner() -> None:
    """A Global's grant is read as an ability's is (texts.granted): Chris's Sidekick given
    Range 1 joins Michele's volley, Chris choosing its target."""
    g = battle(["p1:spotter:1", "p1:plain:1"], theirs=1)
    b = Batch(g.state)
    spec = EffectSpec("grant_keyword", target="target_die", keyword="range:1")
    EFFECTS["grant_keyword"].apply(b, spec, Trigger(0, "plain", 0), [c(5)])
    g.state = b.state
    g.attack("p1:spotter:1")
    fired = {(e.controller, e.card, e.source_die) for e in of_type(g.events, ev.AbilityTriggered)}
    assert fired == {(0, "spotter", "p1:spotter:1"), (1, "plain", c(5))}
