"""A Reactive Global on damage its player deals with an action die or a Global: "one extra
damage to one target" of it (DM-8.19, DM-13.1, DM-13.4; abilities/extra_damage.py)."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.extra_damage import DEALERS
from tests.engine.effects.common import BLAST, ZAP, action_card, effect, use
from tests.engine.helpers import ACTION0, CHAR, FIST, Game, bac, c, cards_with, m

CINDER = action_card(
    "cinder",
    {"text": "Gain 1 life.", "effects": [effect("gain_life", "you", amount=1)]},
    globals=[
        {"cost": 1, "energy_types": ["fist"], "reactive": "when_you_deal_action_or_global_damage",
         "text": "Global: Pay (fist) when you deal damage with an action die or global ability "
                 "to deal one extra damage to one target.",
         "effects": [effect("deal_damage", "target_just_damaged", amount=1)]},
        {"cost": 1, "text": "Global: Pay 1. Deal 1 damage to target opposing character die.",
         "effects": [effect("deal_damage", "target_opposing_die", amount=1)]},
    ],
)  # fmt: skip
OFFER = ("react", 0, ("cinder:0",))


def game(first: dict) -> Game:  # type: ignore[type-arg]
    """Michele's first turn, Main Step: her action die of `first` on its action face, fist
    energy m2 and m3 in her Reserve Pool; Chris has c5 and c6 (Sidekicks) in his Field
    Zone (1D). Cinder (the Reactive Global) is a card of the game."""
    g = Game(bacs=((first["id"],), ("cinder",)), cards=cards_with(first, CINDER))
    g.start()
    g.give(0, bac(first["id"], 1))
    g.arrange(1, "field", [c(5), c(6)], face=CHAR)
    g.begin({bac(first["id"], 1): ACTION0, m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def _react(g: Game, target: str) -> list[ev.Event]:
    return g.do(
        A.React(player=0, card="cinder", ability=0, paid=((m(2), ("fist",)),), target=target)
    )


def test_damage_by_an_action_die_offers_its_player_one_extra_damage_to_that_target() -> None:
    """DM-8.19: a Reactive Global "can only be used 'When' something happens" and resolves
    at once; the player who dealt the damage is asked. The target is one the damage hit."""
    g = game(ZAP)
    use(g, "zap", c(5))
    assert g.state.dice[c(5)].damage == 1
    assert (g.pending.kind, g.pending.player, g.pending.options) == OFFER
    g.refuse(A.React(player=0, card="cinder", ability=0, paid=((m(2), ("fist",)),),
                     target=c(6)), E.TARGET_INVALID)  # fmt: skip
    events = _react(g, c(5))
    assert ev.DieDamaged(c(5), 1, "cinder", False) in events
    assert c(5) in g.zone(1, "prep")  # KO'd (DM-16.1) once the Reactive Global resolved
    assert g.pending.kind == "priority"  # the extra damage sets off no further offer


def test_damage_to_a_player_may_take_one_more() -> None:
    g = game(BLAST)
    use(g, "blast")
    assert g.life(1) == 8 and g.pending.kind == "react"
    _react(g, "player:1")
    assert g.life(1) == 7


def test_declined_nothing_more_happens() -> None:
    g = game(ZAP)
    use(g, "zap", c(5))
    events = g.do(A.DeclineReaction(player=0))
    assert ev.ReactionDeclined(0) in events
    assert c(5) in g.zone(1, "prep")  # its 1 damage KOs the 1D Sidekick as before (DM-16.1)
    assert g.pending.kind == "priority"


def test_a_globals_damage_sets_it_off_too() -> None:
    """ "... with an action die or global ability": Cinder's own second Global deals it."""
    g = game(BLAST)
    g.use_global("cinder", (m(3), "fist"), ability=1)
    g.target(c(6))
    assert g.state.dice[c(6)].damage == 1 and g.pending.kind == "react"
    _react(g, c(6))
    assert c(6) in g.zone(1, "prep")


def test_an_opponents_damage_is_not_hers_to_add_to() -> None:
    """The player who dealt the damage is the one asked (DM-8.19: "when you deal damage");
    damage that is no action die's nor Global's (a character's, combat) is not "with an
    action die or global ability" (effects/damage.py announces it for those alone)."""
    assert sorted(DEALERS) == ["action", "global"]
    g = game(ZAP)
    use(g, "zap", c(5))
    assert g.pending.player == 0  # Michele dealt it; Chris is not asked
    g.refuse(A.DeclineReaction(player=1), E.TURN_NOT_YOURS)
