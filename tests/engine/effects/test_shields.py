""" "Prevent the next N damage" as one whole effect (effects/shields.py, `prevent_next`;
DM-19.1: "Prevent (damage, drawing a die, etc.; includes 'take no damage'): a prevented
thing triggers nothing"; DM-14.2: a persistent effect that states its duration)."""

from __future__ import annotations

from typing import Any

import jsonschema

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.flow.declare import check_effect
from games.engine.log.codec import to_records
from games.engine.log.schema import load_schema
from games.engine.model.evolve import evolve
from games.engine.model.state import Trigger
from tests.engine.effects.common import action_card, effect
from tests.engine.effects.test_reactive import AEGIS, ZAP
from tests.engine.helpers import ACTION0, CHAR, FIST, JUBILEE, Game, bac, cards_with, m, of_type
from tests.engine.keywords.common import FOE, character

BLAST = action_card(
    "blast",
    {"text": "Deal 3 damage to target opposing character die.",
     "effects": [effect("deal_damage", "target_opposing_die", amount=3)]},
)  # fmt: skip
HURL = action_card(
    "hurl",
    {"text": "Deal 2 damage to your opponent.",
     "effects": [effect("deal_damage", "opponent", amount=2)]},
)  # fmt: skip
GAIN = {"trigger": "when_damaged", "text": "When damaged, gain 1 life.",
        "effects": [effect("gain_life", "you", amount=1)]}  # fmt: skip
TOUGH = character("tough", 1, 6, abilities=[GAIN])  # A1 D6, when damaged: gain 1 life
TOUGH_DIE = "p2:tough:1"


def game(action: dict[str, Any], dice: int = 1) -> Game:
    """Michele's first turn, Main Step: `dice` action dice of `action` on its action face;
    Chris's Tough (A1 D6, "when damaged, gain 1 life") in his Field Zone, Aegis his Basic
    Action Card (a Reactive Global "when you are dealt damage", unpaid: no energy)."""
    g = Game(
        teams=(((JUBILEE, 2), (FOE, 2)), (("tough", 2), (FOE, 2))),
        bacs=((action["id"],), ("aegis",)),
        cards=cards_with(action, TOUGH, AEGIS),
    )
    g.start()
    for n in range(1, dice + 1):
        g.give(0, bac(action["id"], n))
    g.give(1, TOUGH_DIE, to="field", face=0)
    g.hurt(1, 3)  # room for the life "when damaged" gives (DM-11.3)
    faces = {bac(action["id"], n): ACTION0 for n in range(1, dice + 1)}
    faces.update({m(1): CHAR, m(2): FIST, m(3): FIST})  # (the action dice were prepped)
    g.begin(faces, oop=m(4))
    return g


def shield(g: Game, target: str, amount: int, until: str = "end_of_turn") -> None:
    """The effect as `prevent_next` starts it (an action or a Global of Chris's)."""
    g.state = evolve(g.state, ev.EffectStarted("prevent_next", target, "ward", 1, until, amount))


def hit(g: Game, card: str, target: str = TOUGH_DIE, n: int = 1) -> list[ev.Event]:
    events = g.do(A.UseActionDie(player=0, die=bac(card, n)))
    return events + (g.target(target) if g.pending.kind == "choose_target" else [])


def test_the_next_damage_is_never_dealt_and_triggers_nothing() -> None:
    """DM-19.1: the Zap's 1 damage is stopped before it is dealt: no damage on Tough, no
    "when damaged"; the shield has 1 left."""
    g = game(ZAP)
    shield(g, TOUGH_DIE, 2)
    events = hit(g, "zap")
    assert ev.DamageShielded(TOUGH_DIE, 1, "ward", bac("zap", 1), 1) in events
    assert not of_type(events, ev.DieDamaged) and g.state.dice[TOUGH_DIE].damage == 0
    assert not [t for t in of_type(events, ev.AbilityTriggered) if t.card == "tough"]
    assert g.life(1) == 7 and g.state.hits == ()
    (left,) = g.state.lasting
    assert (left.effect, left.amount) == ("prevent_next", 1)


def test_one_shield_is_used_up_over_several_damage_events() -> None:
    """ "The next 2 damage": the first Zap's 1, then the second Zap's 1, and the shield ends
    (its last use says 0 left); the third Zap's damage is dealt and triggers."""
    g = game(ZAP, dice=3)
    shield(g, TOUGH_DIE, 2)
    hit(g, "zap", n=1)
    events = hit(g, "zap", n=2)
    assert ev.DamageShielded(TOUGH_DIE, 1, "ward", bac("zap", 2), 0) in events
    assert g.state.lasting == ()
    events = hit(g, "zap", n=3)
    assert ev.DieDamaged(TOUGH_DIE, 1, bac("zap", 3), False) in events
    assert any(t.card == "tough" for t in of_type(events, ev.AbilityTriggered))


def test_damage_beyond_what_is_left_is_dealt() -> None:
    """3 damage against "the next 2": 2 stopped, 1 dealt (and that 1 triggers "when
    damaged", DM-19.1 only stops what is prevented)."""
    g = game(BLAST)
    shield(g, TOUGH_DIE, 2)
    events = hit(g, "blast")
    assert ev.DamageShielded(TOUGH_DIE, 2, "ward", bac("blast", 1), 0) in events
    assert ev.DieDamaged(TOUGH_DIE, 1, bac("blast", 1), False) in events
    assert g.state.dice[TOUGH_DIE].damage == 1 and g.state.lasting == ()
    assert any(t.card == "tough" for t in of_type(events, ev.AbilityTriggered))


def test_a_player_s_shield_and_no_reaction_to_damage_never_dealt() -> None:
    """ "Prevent the next 2 damage to you": the 2 damage to Chris are never dealt, so his
    Reactive Global "when you are dealt damage" has nothing to answer (DM-8.19)."""
    g = game(HURL)
    shield(g, "player:1", 2)
    before = g.life(1)
    events = hit(g, "hurl")
    assert ev.DamageShielded("player:1", 2, "ward", bac("hurl", 1), 0) in events
    assert g.life(1) == before and not of_type(events, ev.PlayerDamaged)
    assert not [t for t in of_type(events, ev.AbilityTriggered) if t.kind == "reactive"]


def test_unused_it_ends_in_cleanup() -> None:
    """DM-14.2: "if unstated, they end in Cleanup"."""
    g = game(ZAP)
    shield(g, TOUGH_DIE, 2)
    g.pass_all()  # no attack: Cleanup
    assert not any(x.effect == "prevent_next" for x in g.state.lasting)


def test_the_effect_starts_one_shield_per_target_and_none_of_zero() -> None:
    ward = action_card(
        "ward",
        {"text": "Prevent the next 2 damage to target character die you control this turn.",
         "effects": [effect("prevent_next", "target_your_die", amount=2)]},
    )  # fmt: skip
    g = game(ward)
    g.give(0, "p1:jubilee-wondra:1", to="field", face=0)
    events = hit(g, "ward", "p1:jubilee-wondra:1")
    started = ev.EffectStarted("prevent_next", "p1:jubilee-wondra:1", "ward", 0, "end_of_turn", 2)
    assert started in events
    trigger = Trigger(0, "ward", 0, "action")
    zero = ev.DeclaredEffect("prevent_next", 0, "you")
    check_effect(g.state, trigger, zero)  # in the engine's terms: it starts nothing


def test_declared_by_a_text_only_ability() -> None:
    """Issue 7: a text-only card may declare "prevent the next 2 damage to you"; a chosen
    die must be one the kind offers (DM-13.1)."""
    g = game(ZAP)
    trigger = Trigger(0, "zap", 0, "action")
    check_effect(g.state, trigger, ev.DeclaredEffect("prevent_next", 2, "you"))
    try:
        check_effect(
            g.state, trigger, ev.DeclaredEffect("prevent_next", 2, "target_your_die", TOUGH_DIE)
        )
    except Exception as error:
        assert getattr(error, "code", "") == E.DECLARE_BAD_TARGET
    else:
        raise AssertionError("Chris's die is not Michele's")


def test_its_record_follows_the_published_schema() -> None:
    """games/engine/log/schema: the record validates, with what it needs to be read alone."""
    g = game(ZAP)
    shield(g, TOUGH_DIE, 2)
    (shielded,) = of_type(hit(g, "zap"), ev.DamageShielded)
    (record,) = to_records([shielded])
    jsonschema.Draft202012Validator(load_schema()).validate({**record, "seq": 7})
    assert {k: v for k, v in record.items() if k != "seq"} == {
        "type": "DamageShielded", "target": TOUGH_DIE, "amount": 1, "source": "ward",
        "dealer": bac("zap", 1), "left": 1,
    }  # fmt: skip
