"""Effect costs paid with a chosen die (DM-12.2): "KO one of your Sidekicks", "spin down one
of your character dice". The player names the die with the action (`cost_target`); the
choice descriptions list what may pay; the log records it in the decision event."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import choices
from games.engine import errors as E
from games.engine import events as ev
from games.engine.api import legal_actions
from games.engine.model.actions import action_from_event
from tests.engine.effects.common import effect
from tests.engine.helpers import CHAR, FIST, Game, bac, c, cards_with, m, of_type
from tests.engine.keywords.common import FOE, character

SACRIFICE = {
    "id": "sacrifice", "name": "sacrifice", "kind": "basic_action", "cost": 1,
    "abilities": [{"trigger": "action", "text": "Gain 1 life.",
                   "effects": [effect("gain_life", "you", amount=1)]}],
    "globals": [
        {"cost": 1, "text": "Global: Pay 1 and KO one of your Sidekick character dice: deal 2 "
                            "damage to target opposing character die.",
         "costs": [effect("ko", "target_your_die", filters={"sidekick": True})],
         "effects": [effect("deal_damage", "target_opposing_die", amount=2)]},
        {"cost": 0, "text": "Global: Pay 0: gain 1 life.",
         "effects": [effect("gain_life", "you", amount=1)]},
    ],
}  # fmt: skip
STRAIN = character(
    "strain", 1, 3,
    abilities=[{"trigger": "global_window",
                "text": "Spin one of your character dice down one level: this die gets +2A.",
                "costs": [effect("spin_down", "target_your_die", amount=1)],
                "effects": [effect("modify_attack", "this_die", amount=2)]}],
)  # fmt: skip


def game() -> Game:
    """Michele's first turn, Main Step: her Sacrifice die (energy) and m2, m3 (fist) in her
    Reserve Pool, Sidekick m1 fielded, Strain at level 1 in her Field Zone; Chris's c5."""
    g = Game(
        teams=((("strain", 2), (FOE, 2)), ((FOE, 2),)),
        bacs=(("sacrifice",), ("counterstrike",)),
        cards=cards_with(SACRIFICE, STRAIN),
    )
    g.start()
    g.give(0, bac("sacrifice", 1))
    g.give(0, "p1:strain:1", to="field", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({bac("sacrifice", 1): FIST, m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    g.field(m(1))
    return g


def _sacrifice(g: Game, cost_target: str = "", ability: int = 0) -> A.UseGlobal:
    paid = ((m(2), ("fist",)),) if ability == 0 else ()
    return A.UseGlobal(
        player=0, card="sacrifice", ability=ability, paid=paid, cost_target=cost_target
    )


def test_a_cost_is_paid_with_the_die_the_player_chooses() -> None:
    """DM-12.2: "KOing a die ... should be considered a cost": paid first, with the chosen
    Sidekick, and not refunded; then the Global's own target is chosen."""
    g = game()
    events = g.do(_sacrifice(g, m(1)))
    assert ev.GlobalUsed(0, "sacrifice", 0, ((m(2), ("fist",)),), 0, m(1)) in events
    assert of_type(events, ev.DiceKnockedOut) == [ev.DiceKnockedOut((m(1),))]
    assert m(1) in g.zone(0, "prep")
    events = g.target(c(5))
    assert ev.DieDamaged(c(5), 2, "sacrifice", False) in events
    # the decision event gives the action back (replay)
    assert action_from_event(ev.GlobalUsed(0, "sacrifice", 0, (), 0, m(1))) == A.UseGlobal(
        player=0, card="sacrifice", ability=0, cost_target=m(1)
    )


def test_a_cost_that_names_no_valid_die_is_refused() -> None:
    """DM-12.2: "You cannot avoid paying costs": no die named, the opponent's die, a die
    that is not a Sidekick; and a Global whose costs choose nothing takes no die."""
    g = game()
    g.refuse(_sacrifice(g), E.COST_UNPAYABLE)
    g.refuse(_sacrifice(g, c(5)), E.COST_UNPAYABLE)
    g.refuse(_sacrifice(g, "p1:strain:1"), E.COST_UNPAYABLE)
    g.refuse(_sacrifice(g, m(1), ability=1), E.COST_UNPAYABLE)
    g.refuse(A.UseAbility(player=0, die="p1:strain:1", ability=0), E.COST_UNPAYABLE)


def test_the_choice_description_lists_what_may_pay() -> None:
    """The priority description names each die that may pay the chosen cost; a level-1 die
    cannot be spun down ("you cannot pay", DM-12.2), so Strain's ability is offered only
    once a die of Michele's is above level 1."""
    g = game()
    choice = choices(g.state, 0)
    (option,) = [o for o in choice.globals if (o.card, o.ability) == ("sacrifice", 0)]
    assert option.cost_targets == (m(1),)
    assert not choice.abilities
    uses = [
        a.cost_target
        for a in legal_actions(g.state, 0)
        if isinstance(a, A.UseGlobal) and (a.card, a.ability) == ("sacrifice", 0)
    ]
    assert uses == [m(1)]
    g.arrange(0, "field", ["p1:strain:1"], face=1)  # Strain on level 2
    (ability,) = choices(g.state, 0).abilities
    assert ability.cost_targets == ("p1:strain:1",)
    events = g.do(A.UseAbility(player=0, die="p1:strain:1", ability=0, cost_target="p1:strain:1"))
    assert ev.AbilityUsed(0, "p1:strain:1", 0, "p1:strain:1") in events
    assert g.face("p1:strain:1") == 0
