"""Card abilities: when fielded, while active, targets and the trigger queue
(DM-13, DM-15, DM-18; 000:L581-619, 000:L649-657)."""

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.stats import stats

from .helpers import (
    CHAR,
    FIST,
    HOPE,
    JUBILEE,
    MADELYNE,
    MASK,
    WILD,
    Game,
    cards_with,
    die,
    m,
    make_card,
    of_type,
)

JUB, HOP = die(0, JUBILEE, 1), die(0, HOPE, 1)


def michele_with(faces, **game) -> Game:
    g = Game(**game)
    g.start()
    for die_id in faces:
        if "sidekick" not in die_id:
            g.give(0, die_id)
    g.begin(faces, oop=m(4))
    return g


def test_when_fielded_resolves_after_the_die_is_in_the_field():
    """A when-fielded ability triggers on fielding and resolves with the die already in the
    Field Zone (DM-18.2, DM-18.3, 000:L651-655); Jubilee deals 2 damage (000:L508)."""
    g = michele_with({JUB: CHAR, m(1): FIST, m(2): CHAR, m(3): CHAR})
    events = g.field(JUB, (m(1), "fist"))
    kinds = [type(e) for e in events]
    assert kinds[:4] == [
        ev.CharacterFielded,
        ev.AbilityTriggered,
        ev.PlayerDamaged,
        ev.AbilityResolved,
    ]
    assert ev.PlayerDamaged(1, 2, JUB, False) in events
    assert g.life(1) == 8 and JUB in g.zone(0, "field")


SELF = make_card(
    "self-aware",
    abilities=[
        {
            "trigger": "when_fielded",
            "text": "When fielded, target character die you control gets +1A.",
            "effects": [{"op": "modify_attack", "amount": 1, "target": "target_your_die"}],
        }
    ],
)


def test_a_fielded_die_is_a_valid_target_of_its_own_when_fielded_ability():
    """The die is in the Field Zone when its ability resolves, so it may target itself
    (DM-18.3, 000:L655)."""
    cards = cards_with(SELF)
    g = michele_with(
        {die(0, "self-aware", 1): CHAR, m(1): FIST, m(2): CHAR, m(3): CHAR},
        teams=((("self-aware", 1),), ((MADELYNE, 1),)),
        cards=cards,
    )
    g.field(die(0, "self-aware", 1))
    assert g.pending.kind == "choose_target"
    assert g.pending.options == (die(0, "self-aware", 1),)
    events = g.target(die(0, "self-aware", 1))
    assert ev.StatsModified(die(0, "self-aware", 1), 1, 0, "self-aware") in events


def test_while_active_bonus_is_static():
    """While Jubilee is active (a die in the Field Zone) Hope gets +1A +1D; the bonus ends
    when Jubilee leaves (DM-18.1, DM-14.3, 000:L508, 000:L518-525, demo stand-in)."""
    g = michele_with({JUB: CHAR, HOP: CHAR, m(1): FIST, m(2): MASK, m(3): WILD})
    g.field(HOP, (m(1), "fist"))
    assert stats(g.state, g.state.dice[HOP]) == (1, 1)
    g.field(JUB, (m(2), "mask"))
    assert stats(g.state, g.state.dice[HOP]) == (2, 2)
    g.arrange(0, "used", [JUB])
    assert stats(g.state, g.state.dice[HOP]) == (1, 1)


def test_no_valid_target_means_no_effect_is_started():
    """You may not start an effect with no valid target (DM-13.4, 000:L589); a target must be
    one of the offered ones (DM-13.2)."""
    g = michele_with({m(1): FIST, m(2): CHAR, m(3): CHAR})
    g.refuse(
        A.UseGlobal(player=0, card="counterstrike", paid=((m(1), ("fist",)),)), E.TARGET_INVALID
    )
    g.field(m(2))
    g.use_global("counterstrike", (m(1), "fist"))
    assert g.pending.options == (m(2),)
    g.refuse(A.ChooseTarget(player=0, target=m(3)), E.TARGET_INVALID)
    g.refuse(A.ChooseTarget(player=0, target="player:1"), E.TARGET_INVALID)
    g.target(m(2))


def end_of_turn(card_id: str, text: str, effects: list) -> dict:
    return make_card(
        card_id, abilities=[{"trigger": "end_of_turn", "text": text, "effects": effects}]
    )


STING = end_of_turn(
    "sting",
    "At the end of each turn, deal 1 damage to you.",
    [{"op": "deal_damage", "amount": 1, "target": "you"}],
)
SOOTHE = end_of_turn(
    "soothe",
    "At the end of each turn, your opponent loses 1 life.",
    [{"op": "lose_life", "amount": 1, "target": "opponent"}],
)


def both_have_sting(life: int, michele_extra=()) -> Game:
    teams = ((("sting", 1), *michele_extra), (("sting", 1),))
    cards = cards_with(STING, SOOTHE)
    g = Game(life=life, teams=teams, cards=cards)
    g.start()
    g.give(0, die(0, "sting", 1), to="field", face=CHAR)
    g.give(1, die(1, "sting", 1), to="field", face=CHAR)
    for card_id, _ in michele_extra:
        g.give(0, die(0, card_id, 1), to="field", face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def test_active_player_triggers_resolve_first():
    """Simultaneous triggers: all the active player's resolve first, then the inactive
    player's (DM-15.2, 000:L611-613; end of turn DM-10.3, 000:L423)."""
    g = both_have_sting(life=10)
    events = g.pass_all()
    resolved = of_type(events, ev.AbilityResolved)
    assert [r.controller for r in resolved] == [0, 1]
    assert [e.player for e in of_type(events, ev.PlayerDamaged)] == [0, 1]
    assert (g.life(0), g.life(1)) == (9, 9)


def test_separate_triggers_are_no_tie():
    """Two triggers that each take a player to 0 are two effects: the first to resolve ends
    the game (DM-11.1, DM-11.2 "a single game effect", docs/rulings.md)."""
    g = both_have_sting(life=1)
    events = g.pass_all()
    assert events[-1] == ev.GameEnded(1, "life")
    assert (g.life(0), g.life(1)) == (0, 1)


def test_the_controller_orders_their_own_different_triggers():
    """The active player chooses the order of their own triggers (DM-15.2, 000:L611)."""
    g = both_have_sting(life=10, michele_extra=(("soothe", 1),))
    g.pass_all()
    assert (g.pending.kind, g.pending.player, g.pending.count) == ("order_triggers", 0, 2)
    g.refuse(A.ChooseTrigger(player=0, index=2), E.ORDER_INVALID)
    g.refuse(A.ChooseTrigger(player=1, index=0), E.TURN_NOT_YOURS)
    events = g.do(A.ChooseTrigger(player=0, index=1))
    resolved = of_type(events, ev.AbilityResolved)
    assert [(r.controller, r.card) for r in resolved] == [(0, "soothe"), (0, "sting"), (1, "sting")]
    assert (g.life(0), g.life(1)) == (9, 8)


AIM = end_of_turn(
    "aim",
    "At the end of each turn, target character die you control gets +1A.",
    [{"op": "modify_attack", "amount": 1, "target": "target_your_die"}],
)


def test_a_chosen_trigger_that_needs_a_target_asks_for_its_target():
    """After the controller picks which trigger resolves next, that trigger resolves next,
    asking for its target if it has one (DM-15.2, DM-15.3, 000:L611-615)."""
    teams = ((("sting", 1), ("aim", 1)), ((MADELYNE, 1),))
    g = Game(teams=teams, cards=cards_with(STING, AIM))
    g.start()
    g.give(0, die(0, "sting", 1), to="field", face=CHAR)
    g.give(0, die(0, "aim", 1), to="field", face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.pass_all()
    assert g.pending.kind == "order_triggers"
    g.do(A.ChooseTrigger(player=0, index=1))
    assert g.pending.kind == "choose_target"


SWEEP = make_card(
    "sweep",
    kind="basic_action",
    cost=2,
    abilities=[
        {
            "trigger": "action",
            "text": "Move all character dice to their owners' Used Piles.",
            "effects": [{"op": "move_die", "target": "all_characters", "zone": "used"}],
        }
    ],
)


def test_dice_sent_to_the_used_pile_on_your_turn_go_out_of_play():
    """Dice sent from the Field Zone "to the Used Pile" during your turn go Out of Play;
    the opponent's go straight to their Used Pile (000:L182-186, DM-8.1)."""
    g = Game(bacs=(("sweep",), ("counterstrike",)), cards=cards_with(SWEEP))
    g.start()
    g.give(1, die(1, MADELYNE, 1), to="field", face=CHAR)
    g.give(0, "bac:sweep:1")
    g.begin({"bac:sweep:1": 0, m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    g.field(m(1))
    events = g.do(A.UseActionDie(player=0, die="bac:sweep:1"))
    assert ev.DiceMoved(0, (m(1),), "oop", "sweep") in events
    assert ev.DiceMoved(1, (die(1, MADELYNE, 1),), "used", "sweep") in events
    g.pass_all()
    assert m(1) in g.zone(0, "used")
