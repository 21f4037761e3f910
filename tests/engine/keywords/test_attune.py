"""Attune (000:L763, 002:L749, 003:L623): "While a character you control with Attune is active,
when you use an action die, that character deals 1 damage to target player or character die
(no matter how many of that character's dice are active)." Keyword.abilities: a
when_you_use_an_action_die ability of the card (scope player, the card active)."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.loading import card_execution
from tests.engine.helpers import ACTION0, CHAR, FIST, Game, bac, c, cards_with, m, of_type
from tests.engine.keywords.common import FOE, character

SEER = character("seer", 2, 3, keywords=["attune"])
MEND = {
    "id": "mend",
    "name": "Mend",
    "kind": "basic_action",
    "abilities": [
        {
            "trigger": "action",
            "text": "Gain 1 life.",
            "effects": [{"op": "gain_life", "amount": 1, "target": "you"}],
        }
    ],
}
ACTION_DIE = bac("mend", 1)


def at_main(seers: int = 1) -> Game:
    """Michele's first Main Step: `seers` Attune dice in her Field Zone, a Sidekick character
    die in Chris's, her action die in the Reserve Pool."""
    g = Game(
        teams=((("seer", 2),), ((FOE, 2),)),
        bacs=(("mend",), ("counterstrike",)),
        cards=cards_with(SEER, MEND),
    )
    g.start()
    for n in range(1, seers + 1):
        g.give(0, f"p1:seer:{n}", to="field", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.give(0, ACTION_DIE)
    g.begin({ACTION_DIE: ACTION0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def use_and_order(g: Game) -> list[ev.Event]:
    """Use the action die; Michele orders her two different triggers (DM-15.2): the action's
    effect first, then Attune, which asks for its target."""
    events = g.do(A.UseActionDie(player=0, die=ACTION_DIE))
    assert g.pending.kind == "order_triggers"
    events += g.do(A.ChooseTrigger(player=0, index=0))
    return events


def test_using_an_action_die_lets_the_active_character_deal_1_damage_to_a_player() -> None:
    g = at_main()
    events = use_and_order(g)
    assert ev.AbilityTriggered(0, "seer", 0, "ability", "") in events
    assert g.pending.kind == "choose_target"
    assert {"player:0", "player:1", c(5), "p1:seer:1"} == set(g.pending.options)
    events = g.target("player:1")
    assert ev.PlayerDamaged(1, 1, "seer", False) in events  # ability damage (000:L753)
    assert g.life(1) == 9


def test_or_to_a_character_die_which_it_may_ko() -> None:
    g = at_main()
    use_and_order(g)
    events = g.target(c(5))
    assert ev.DieDamaged(c(5), 1, "seer", False) in events
    assert c(5) in g.zone(1, "prep")  # D1: KO'd at once (DM-16.1)


def test_one_trigger_however_many_of_its_dice_are_active() -> None:
    g = at_main(seers=2)
    events = use_and_order(g)
    assert len([e for e in events if isinstance(e, ev.AbilityTriggered)]) == 2  # action + Attune
    g.target("player:1")
    assert g.life(1) == 9 and not g.state.triggers


def test_not_active_no_damage() -> None:
    """DM-18.1: "while ... active": with its die in the Reserve Pool nothing triggers."""
    g = at_main()
    g.arrange(0, "reserve", ["p1:seer:1"], face=CHAR)
    events = g.do(A.UseActionDie(player=0, die=ACTION_DIE))
    assert [e.card for e in of_type(events, ev.AbilityTriggered)] == ["mend"]
    assert g.life(1) == 10


def test_a_target_that_is_not_a_player_or_a_character_die_in_the_field_is_refused() -> None:
    """DM-13.2: character dice in the Field Zone only; the Reserve Pool's dice are not."""
    g = at_main()
    use_and_order(g)
    g.refuse(A.ChooseTarget(player=0, target=m(1)), E.TARGET_INVALID)
    g.refuse(A.ChooseTarget(player=0, target="player:2"), E.TARGET_INVALID)
    g.refuse(A.ChooseTarget(player=1, target="player:1"), E.TURN_NOT_YOURS)


def test_the_opponents_action_dice_do_not_trigger_it() -> None:
    """ "when you use an action die": Chris's use on his turn is not Michele's."""
    g = at_main()
    g.pass_all()  # (no attack on the first player's first turn)
    g.give(1, bac("mend", 2))
    g.begin({bac("mend", 2): ACTION0, c(1): FIST, c(2): FIST, c(3): FIST, c(4): FIST})
    events = g.do(A.UseActionDie(player=1, die=bac("mend", 2)))
    assert [e.card for e in of_type(events, ev.AbilityTriggered)] == ["mend"]


def test_a_card_with_attune_and_only_its_reminder_text_is_executed() -> None:
    card = {**SEER, "text": ["Attune (each time you use an action die, 1 damage)."]}
    assert card_execution(card).executed
