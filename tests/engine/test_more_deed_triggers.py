"""Triggers added for issue 16's real cards (abilities/occasions.py TRIGGERS): a die of this
card purchased (`when_purchased`, DM-8.8), a die attacking with others
(`when_attacks_with_others`, DM-9.1; abilities/attack_company.py), and its player's damage
as a character's trigger while the card is active (`when_you_are_damaged` with
`while_active`, DM-12.4, DM-18.1). Cards and wording are our own."""

from __future__ import annotations

from games.engine import events as ev
from tests.engine.effects.common import action_card, effect, use
from tests.engine.effects.common import with_action as action_game
from tests.engine.helpers import CHAR, FIST, Game, cards_with, m, of_type
from tests.engine.keywords.common import FOE, at_attack, character, face_off

GAIN_1 = {"op": "gain_life", "amount": 1, "target": "you"}
TO_PREP = {"op": "move_die", "target": "this_die", "zone": "prep"}
EAGER = character("eager", 1, 2, abilities=[
    {"trigger": "when_purchased", "text": "When Eager is purchased, add it to your prep area.",
     "effects": [TO_PREP]},
])  # fmt: skip


def at_main() -> Game:
    """Michele in her Main Step with three fist energy, no die of Eager in the field."""
    g = Game(teams=((("eager", 2),), ((FOE, 2),)), cards=cards_with(EAGER))
    g.start()
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def test_a_purchased_die_goes_to_the_prep_area_though_the_card_is_not_active() -> None:
    """DM-8.8: purchased dice go to the Used Pile; the card's own purchase trigger (as
    Impulse's, 002:L771: no need to be active) moves that very die on to the Prep Area."""
    g = at_main()
    events = g.buy("eager", (m(1), "fist"))
    assert ev.AbilityTriggered(0, "eager", 0, "ability", "p1:eager:1") in events
    assert "p1:eager:1" in g.zone(0, "prep") and "p1:eager:1" not in g.zone(0, "used")


def test_fielding_is_no_purchase() -> None:
    """Near miss: fielding a die of the card triggers nothing of it (DM-18.2 is fielding)."""
    g = at_main()
    g.arrange(0, "reserve", ["p1:eager:1"], face=CHAR)
    assert not of_type(g.field("p1:eager:1"), ev.AbilityTriggered)


def brute(trigger: str, **more: object) -> dict:
    return character("brute", 2, 2, abilities=[{"trigger": trigger, "effects": [GAIN_1], **more}])


def test_attacks_with_others_needs_another_attacker() -> None:
    """DM-9.1: all attackers are declared at once; "with at least one other character":
    another die declared with it. Near miss: attacking alone triggers nothing."""
    g = at_attack(brute("when_attacks_with_others"), chris_field=0)
    assert not of_type(g.attack("p1:brute:1"), ev.AbilityTriggered)
    g = at_attack(brute("when_attacks_with_others"), chris_field=0)
    g.arrange(0, "field", [m(5)], face=CHAR)
    events = g.attack("p1:brute:1", m(5))
    assert ev.AbilityTriggered(0, "brute", 0, "ability", "p1:brute:1") in events


HURT_ME = action_card(
    "hurtme", {"text": "Deal 2 damage to you.", "effects": [effect("deal_damage", "you", amount=2)]}
)
HURT_DICE = action_card(
    "hurtdice",
    {"text": "Deal 1 damage to each of your character dice.",
     "effects": [effect("deal_damage", "all_your_characters", amount=1)]},
)  # fmt: skip
ACTIVE = {"while_active": "self"}


def test_a_character_s_when_you_take_damage_needs_it_active() -> None:
    """DM-18.1 with DM-12.4: "When you take damage," printed on a character triggers on its
    player's damage while a die of it is in the Field Zone; near miss: with none, not."""
    sore = character("sore", 1, 3, abilities=[
        {"trigger": "when_you_are_damaged", "effects": [GAIN_1], **ACTIVE}])  # fmt: skip
    g = action_game(HURT_ME, sore)
    g.arrange(0, "field", ["p1:sore:1"], face=0)
    events = use(g, "hurtme")
    assert len([e for e in events if isinstance(e, ev.AbilityTriggered) and e.card == "sore"]) == 1
    g = action_game(HURT_ME, sore)
    events = use(g, "hurtme")
    assert not [e for e in events if isinstance(e, ev.AbilityTriggered) and e.card == "sore"]


def test_you_or_your_dice_damaged_triggers_on_either() -> None:
    """DM-15.6: "whenever you or character dice you control are damaged" is one ability with
    two triggers: damage to Michele alone triggers it once; damage to her two dice (her
    Sidekick and the card's own) twice, per die ("several copies damaged at once")."""
    sore = character("sore", 1, 3, abilities=[
        {"trigger": "when_you_are_damaged", "also": ["when_your_die_is_damaged"],
         "effects": [GAIN_1], **ACTIVE}])  # fmt: skip
    for card, times in ((HURT_ME, 1), (HURT_DICE, 2)):
        g = action_game(card, sore)
        g.arrange(0, "field", ["p1:sore:1"], face=0)
        events = use(g, card["id"])
        fired = [e for e in events if isinstance(e, ev.AbilityTriggered) and e.card == "sore"]
        assert len(fired) == times, (card["id"], fired)


def test_damage_or_an_opponent_s_attack_triggers_on_the_attack() -> None:
    """DM-15.6 with DM-8.25: "When you take damage or an opponent declares an attack": Chris's
    watcher triggers as Michele's attackers are declared (the start of her Attack Step)."""
    watcher = character("watcher", 1, 3, abilities=[
        {"trigger": "when_you_are_damaged", "also": ["start_of_opponents_attack_step"],
         "effects": [GAIN_1], **ACTIVE}])  # fmt: skip
    g = face_off([character("raider", 1, 1)], [watcher])
    events = g.attack("p1:raider:1")
    assert [e for e in events if isinstance(e, ev.AbilityTriggered) and e.card == "watcher"]
