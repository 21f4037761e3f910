"""Step 3, the Main Step: spending energy, purchasing, fielding, actions, Globals and
priority (DM-2, DM-8; 000:L335-379)."""

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev

from .helpers import (
    ACTION0,
    ACTION1,
    BOLT,
    CHAR,
    COUNTERSTRIKE,
    FIST,
    GENERIC2,
    HOPE,
    JUBILEE,
    MADELYNE,
    MASK,
    SHIELD,
    WAY_OUT_WEST,
    WILD,
    Game,
    bac,
    c,
    cards_with,
    die,
    m,
    make_card,
    of_type,
    opening,
)


def first_turn(faces, **game) -> Game:
    """Michele's first turn, in the Main Step with `faces` (m4 is Out of Play)."""
    g = Game(**game)
    g.start()
    g.begin(faces, oop=m(4))
    return g


# --- spending energy and purchasing --------------------------------------------------------


def test_purchase_needs_one_energy_of_the_card_type():
    """A typed card needs at least one matching energy; Wild stands in for any type
    (DM-8.6, 000:L347-349, DM-2.2 000:L297)."""
    g = first_turn({m(1): FIST, m(2): MASK, m(3): WILD})
    g.refuse(
        A.Purchase(player=0, card=JUBILEE, paid=((m(1), ("fist",)), (m(2), ("mask",)))),
        E.ENERGY_TYPE_MISSING,
    )
    g.buy(JUBILEE, (m(1), "fist"), (m(3), "wild"))
    assert g.zone(0, "oop") == {m(1), m(3), m(4)}


def test_purchase_pays_exactly_the_cost():
    """Energy is never spent for no reason: paying 3 for a cost of 2 is refused, and so is
    paying 1 (DM-8.2 000:L341; DM-8.6 000:L84 "exactly that much energy")."""
    g = first_turn({m(1): BOLT, m(2): MASK, m(3): WILD})
    three = ((m(1), ("bolt",)), (m(2), ("mask",)), (m(3), ("wild",)))
    g.refuse(A.Purchase(player=0, card=JUBILEE, paid=three), E.ENERGY_OVERPAID)
    g.refuse(A.Purchase(player=0, card=JUBILEE, paid=three[:1]), E.ENERGY_INSUFFICIENT)
    g.buy(JUBILEE, (m(1), "bolt"), (m(2), "mask"))


def test_payment_dice_must_be_your_energy_dice_in_the_reserve_pool():
    """Only energy faces in your own Reserve Pool pay, each die once, and only with the
    symbols it shows (DM-8.1, 000:L341)."""
    g = first_turn({m(1): BOLT, m(2): MASK, m(3): CHAR})
    buy = lambda *paid: A.Purchase(player=0, card=JUBILEE, paid=paid)  # noqa: E731
    g.refuse(buy((m(1), ("bolt",)), (m(3), ("fist",))), E.ENERGY_NOT_ENERGY)
    g.refuse(buy((m(1), ("bolt",)), (m(1), ("bolt",))), E.ENERGY_DUPLICATE_DIE)
    g.refuse(buy((m(1), ("bolt",)), (m(5), ("fist",))), E.DIE_NOT_IN_RESERVE)
    g.refuse(buy((m(1), ("bolt",)), (c(1), ("fist",))), E.DIE_NOT_YOURS)
    g.refuse(buy((m(1), ("bolt",)), ("p1:nobody:1", ("fist",))), E.DIE_UNKNOWN)
    g.refuse(buy((m(1), ("bolt",)), (m(2), ("fist",))), E.ENERGY_BAD_PARTIAL)
    g.refuse(buy((m(1), ("bolt",)), (m(2), ())), E.ENERGY_BAD_PARTIAL)
    g.refuse(
        A.Purchase(player=0, card=JUBILEE, paid=((m(1), ("bolt",)),), virtual=1),
        E.ENERGY_NO_VIRTUAL,
    )
    g.buy(JUBILEE, (m(1), "bolt"), (m(2), "mask"))


def test_purchase_only_from_your_own_cards_and_basic_action_cards():
    """You may buy from the Basic Action Cards (whoever brought them) and your own cards,
    NOT from the opponent's cards (DM-8.5 000:L345, DM-3.4 000:L40, 000:L84)."""
    g = first_turn({m(1): SHIELD, m(2): MASK, m(3): WILD})
    paid = ((m(1), ("shield",)), (m(2), ("mask",)), (m(3), ("wild",)))
    g.refuse(A.Purchase(player=0, card=MADELYNE, paid=paid), E.PURCHASE_NOT_YOUR_CARD)
    g.refuse(A.Purchase(player=0, card="sidekick", paid=paid), E.PURCHASE_UNKNOWN_CARD)
    g.refuse(A.Purchase(player=0, card="whoever-assemble", paid=paid), E.PURCHASE_UNKNOWN_CARD)
    events = g.buy(COUNTERSTRIKE, (m(1), "shield"), (m(2), "mask"))
    assert of_type(events, ev.DiePurchased)[0].die == bac(COUNTERSTRIKE, 1)
    # DM-8.8: the purchased die goes to the Used Pile (not Out of Play), now Michele's
    assert g.zone(0, "used") == {bac(COUNTERSTRIKE, 1)}
    assert g.state.dice[bac(COUNTERSTRIKE, 1)].owner == 0
    assert g.zone(0, "oop") == {m(1), m(2), m(4)}


def test_no_dice_left_on_a_card():
    """A card offers only the dice put on it (DM-3.3, 001:L141-142)."""
    g = first_turn({m(1): BOLT, m(2): MASK, m(3): WILD}, teams=(((JUBILEE, 1),), ((MADELYNE, 1),)))
    g.buy(JUBILEE, (m(1), "bolt"), (m(2), "mask"))
    g.refuse(A.Purchase(player=0, card=JUBILEE, paid=((m(3), ("wild",)),)), E.PURCHASE_SOLD_OUT)


def test_multi_type_card_needs_one_of_each_type():
    """A card with two energy types needs one energy of each; a Wild covers one missing type
    (DM-8.6 "at least one of each matching energy type" 000:L196, see docs/rulings.md)."""
    duo = make_card("duo", cost=2, energy_types=["bolt", "mask"])
    g = first_turn(
        {m(1): BOLT, m(2): FIST, m(3): WILD},
        teams=((("duo", 1),), ((MADELYNE, 1),)),
        cards=cards_with(duo),
    )
    g.refuse(
        A.Purchase(player=0, card="duo", paid=((m(1), ("bolt",)), (m(2), ("fist",)))),
        E.ENERGY_TYPE_MISSING,
    )
    g.refuse(
        A.Purchase(player=0, card="duo", paid=((m(2), ("fist",)), (m(3), ("wild",)))),
        E.ENERGY_TYPE_MISSING,
    )
    g.buy("duo", (m(1), "bolt"), (m(3), "wild"))


def test_double_generic_pays_two_or_leaves_one_virtual_energy():
    """A double generic face pays 2; spending one of it moves the die Out of Play and keeps
    the other as virtual energy (DM-2.3, DM-8.4, 000:L341)."""
    g = Game()
    g.start()
    g.give(0, die(0, JUBILEE, 1))
    g.give(0, bac(WAY_OUT_WEST, 1))
    g.begin(
        {
            die(0, JUBILEE, 1): CHAR,
            bac(WAY_OUT_WEST, 1): GENERIC2,
            m(1): CHAR,
            m(2): CHAR,
            m(3): CHAR,
        },
        oop=m(4),
    )
    g.field(die(0, JUBILEE, 1), (bac(WAY_OUT_WEST, 1), "generic"))
    assert bac(WAY_OUT_WEST, 1) in g.zone(0, "oop")
    assert g.virtual(0) == 1
    assert g.zone(0, "field") == {die(0, JUBILEE, 1)}


def test_generic_energy_matches_no_type():
    """Generic energy is "not considered to be any 'type' of energy": it cannot meet a
    card's type, but pays a Basic Action Card (DM-2.3, 000:L298, 000:L349)."""
    g = Game()
    g.start()
    g.give(0, bac(WAY_OUT_WEST, 1))
    g.begin({bac(WAY_OUT_WEST, 1): GENERIC2, m(1): CHAR, m(2): CHAR, m(3): CHAR}, oop=m(4))
    both = ((bac(WAY_OUT_WEST, 1), ("generic", "generic")),)
    g.refuse(A.Purchase(player=0, card=JUBILEE, paid=both), E.ENERGY_TYPE_MISSING)
    g.buy(COUNTERSTRIKE, (bac(WAY_OUT_WEST, 1), ("generic", "generic")))
    assert bac(WAY_OUT_WEST, 1) in g.zone(0, "oop") and g.virtual(0) == 0


def test_virtual_energy_is_spent_like_generic_and_lost_at_the_pass():
    """Virtual energy pays like generic energy until the player passes priority; then it is
    lost (DM-2.5, DM-8.21, 000:L301, 000:L377)."""
    g = Game()
    g.start()
    g.give(0, bac(WAY_OUT_WEST, 1))
    g.give(0, die(0, HOPE, 1))
    g.begin(
        {bac(WAY_OUT_WEST, 1): GENERIC2, die(0, HOPE, 1): CHAR, m(1): BOLT, m(2): CHAR, m(3): CHAR},
        oop=m(4),
    )
    g.field(die(0, HOPE, 1), (bac(WAY_OUT_WEST, 1), "generic"))
    assert g.virtual(0) == 1
    g.refuse(
        A.Purchase(player=0, card=COUNTERSTRIKE, paid=((m(1), ("bolt",)),), virtual=2),
        E.ENERGY_NO_VIRTUAL,
    )
    events = g.pass_()
    assert ev.VirtualEnergyLost(0, 1) in events and g.virtual(0) == 0


def test_a_double_pays_two():
    """A double face is two energy (DM-2.4, 000:L299); a cost of 0 takes none of it
    (DM-8.2, 000:L341)."""
    g = Game()
    g.start()
    jubilee = die(0, JUBILEE, 1)
    g.give(0, jubilee)
    g.begin({jubilee: 5, m(1): CHAR, m(2): CHAR, m(3): CHAR}, oop=m(4))  # face 5: bolt bolt
    g.refuse(A.Field(player=0, die=m(1), paid=((jubilee, ("bolt",)),)), E.ENERGY_OVERPAID)
    g.buy(WAY_OUT_WEST, (jubilee, ("bolt", "bolt")))
    assert jubilee in g.zone(0, "oop")


def test_partial_spend_of_a_double_bolt():
    """Spending one bolt of a bolt-bolt face leaves the die on its single-bolt face, in the
    Reserve Pool and marked partially spent (DM-8.3, DM-12.5, 000:L341, 000:L575)."""
    g = Game(teams=(((JUBILEE, 2), (HOPE, 2)), ((MADELYNE, 2),)))
    g.start()
    jubilee, hope = die(0, JUBILEE, 1), die(0, HOPE, 1)
    g.give(0, jubilee)
    g.give(0, hope)
    g.begin({jubilee: 5, hope: CHAR, m(1): CHAR, m(2): CHAR, m(3): CHAR}, oop=m(4))
    g.field(hope, (jubilee, "bolt"))
    assert g.zone(0, "reserve") == {jubilee, m(1), m(2), m(3)}
    assert g.face(jubilee) == 3 and g.state.dice[jubilee].partially_spent
    assert g.zone(0, "field") == {hope}


def test_spent_energy_goes_out_of_play_on_your_turn_then_to_the_used_pile():
    """Energy spent on your turn goes Out of Play, then to the Used Pile at the end of the
    turn (DM-8.1, DM-10.4, 000:L341, 000:L425)."""
    g = first_turn({m(1): BOLT, m(2): MASK, m(3): WILD})
    g.buy(HOPE, (m(1), "bolt"), (m(2), "mask"))
    assert {m(1), m(2)} <= g.zone(0, "oop")
    g.pass_all()
    assert not g.zone(0, "oop")
    assert {m(1), m(2), m(4), die(0, HOPE, 1)} <= g.zone(0, "used")
    assert g.zone(0, "reserve") == {m(3)}  # unspent energy is saved (DM-10.2)


# --- fielding ----------------------------------------------------------------------------------


def test_fielding_pays_the_fielding_cost_of_the_face():
    """Fielding pays the face's fielding cost in any energy, even 0; energy goes Out of
    Play (DM-8.10, 000:L357)."""
    g = Game()
    g.start()
    jubilee = die(0, JUBILEE, 1)
    g.give(0, jubilee)
    g.begin({jubilee: 1, m(1): FIST, m(2): CHAR, m(3): SHIELD}, oop=m(4))  # level 2: cost 2
    g.refuse(A.Field(player=0, die=jubilee, paid=((m(1), ("fist",)),)), E.ENERGY_INSUFFICIENT)
    g.refuse(A.Field(player=0, die=m(1)), E.FIELD_NOT_CHARACTER)
    g.refuse(A.Field(player=0, die=m(5)), E.DIE_NOT_IN_RESERVE)
    g.refuse(A.Field(player=0, die=c(1)), E.DIE_NOT_YOURS)
    g.field(jubilee, (m(1), "fist"), (m(3), "shield"))
    g.field(m(2))
    assert g.zone(0, "field") == {jubilee, m(2)}
    assert {m(1), m(3)} <= g.zone(0, "oop")


def test_unfielded_characters_go_to_the_used_pile_at_the_end_of_the_main_step():
    """Character dice not fielded by the end of the Main Step go to the Used Pile, not Out of
    Play (DM-8.11, 000:L359, 000:L379)."""
    g = first_turn({m(1): CHAR, m(2): CHAR, m(3): BOLT})
    g.field(m(1))
    events = g.pass_all()
    assert ev.DiceMoved(0, (m(2),), "used", "unfielded") in events
    assert g.zone(0, "field") == {m(1)} and g.zone(0, "reserve") == {m(3)}


# --- action dice -------------------------------------------------------------------------------


def test_action_die_resolves_and_goes_out_of_play():
    """An action face is used for free; its effect resolves and the die goes Out of Play
    (DM-8.14, 000:L363)."""
    g = Game()
    g.start()
    action = bac(WAY_OUT_WEST, 1)
    g.give(0, action)
    g.begin({action: ACTION0, m(1): CHAR, m(2): BOLT, m(3): CHAR}, oop=m(4))
    g.refuse(A.UseActionDie(player=0, die=action), E.TARGET_INVALID)  # DM-13.4: no target yet
    g.refuse(A.UseActionDie(player=0, die=m(2)), E.ACTION_DIE_NOT_ACTION)
    g.field(m(1))
    g.do(A.UseActionDie(player=0, die=action))
    assert g.zone(0, "oop") == {m(4), action}
    assert g.pending.kind == "choose_target" and g.pending.options == (m(1),)
    g.refuse(A.ChooseTarget(player=0, target=c(1)), E.TARGET_INVALID)
    events = g.target(m(1))
    assert ev.StatsModified(m(1), 2, 0, WAY_OUT_WEST) in events


def test_unused_action_dice_go_to_the_used_pile_in_cleanup():
    """Action dice not used by Cleanup go to the Used Pile (DM-10.2, 000:L421); not attacking
    skips the Attack Step (DM-8.25, 000:L379)."""
    g = Game()
    g.start()
    action = bac(WAY_OUT_WEST, 1)
    g.give(0, action)
    g.begin({action: ACTION1, m(1): FIST, m(2): BOLT, m(3): BOLT}, oop=m(4))
    events = g.pass_all()
    assert ev.DiceMoved(0, (action,), "used", "unused_action") in events
    assert "declare_blockers" not in [getattr(e, "step", "") for e in events]
    assert g.state.turn == 2


# --- Globals and priority ----------------------------------------------------------------------


def test_inactive_player_uses_one_global_then_priority_returns():
    """Both players use Globals; the inactive player uses one ability, paying from saved
    energy straight to the Used Pile, then priority goes back to the active player; the window
    ends only when the inactive player passes without acting and the active player passes
    (DM-8.1, DM-8.16, DM-8.22-8.24, 000:L341, 000:L367-379)."""
    g = first_turn({m(1): FIST, m(2): BOLT, m(3): CHAR})
    g.field(m(3))
    g.pass_all()
    g.begin({c(1): CHAR, c(2): BOLT, c(3): MASK, c(4): SHIELD})
    assert (g.pending.kind, g.pending.player) == ("priority", 1)
    g.pass_()
    assert (g.pending.kind, g.pending.player) == ("priority", 0)  # Michele saved energy
    g.refuse(A.Purchase(player=0, card=JUBILEE, paid=((m(2), ("bolt",)),)), E.PRIORITY_INACTIVE_ONE)
    g.refuse(A.Field(player=0, die=m(3)), E.PRIORITY_INACTIVE_ONE)
    g.refuse(A.PassPriority(player=1), E.TURN_NOT_YOURS)
    g.use_global(COUNTERSTRIKE, (m(1), "fist"))
    g.target(m(3))
    assert m(1) in g.zone(0, "used") and not g.zone(0, "oop")
    assert g.state.dice[m(3)].modifiers[0].defense == 1
    assert (g.pending.kind, g.pending.player) == ("priority", 1)  # handed back at once
    g.pass_()
    assert (g.pending.kind, g.pending.player) == ("priority", 0)
    g.pass_()  # Michele passes without acting
    assert (g.pending.kind, g.pending.player) == ("priority", 1)
    g.pass_()  # ... and Chris passes: the Main Step ends
    assert g.state.step.value != "main"


def test_active_player_global_pays_out_of_play():
    """A Global used on your own turn pays Out of Play (DM-8.17, 000:L369)."""
    g = first_turn({m(1): FIST, m(2): BOLT, m(3): CHAR})
    g.field(m(3))
    g.use_global(COUNTERSTRIKE, (m(2), "bolt"))
    g.target(m(3))
    assert m(2) in g.zone(0, "oop")


def test_global_without_a_valid_target_is_refused():
    """You may not start an effect with no valid target (DM-13.4, 000:L589)."""
    g = first_turn({m(1): FIST, m(2): BOLT, m(3): MASK})
    g.refuse(A.UseGlobal(player=0, card=COUNTERSTRIKE, paid=((m(1), ("fist",)),)), E.TARGET_INVALID)
    g.refuse(
        A.UseGlobal(player=0, card=COUNTERSTRIKE, ability=3, paid=((m(1), ("fist",)),)),
        E.GLOBAL_UNKNOWN,
    )
    g.pass_()


LIMITED = make_card(
    "limited",
    kind="basic_action",
    cost=2,
    globals=[
        {
            "cost": 1,
            "once_per_turn": True,
            "effects": [{"op": "lose_life", "amount": 1, "target": "opponent"}],
        },
        {
            "cost": 1,
            "only_your_turn": True,
            "effects": [{"op": "lose_life", "amount": 1, "target": "opponent"}],
        },
    ],
)


def test_limited_globals_once_per_turn_and_only_your_turn():
    """Limited Globals follow their text: once per turn, only on your turn (DM-8.19,
    000:L603-605)."""
    g = Game(bacs=(("limited",), ("counterstrike",)), cards=cards_with(LIMITED))
    g.start()
    g.begin({m(1): FIST, m(2): BOLT, m(3): MASK}, oop=m(4))
    g.use_global("limited", (m(1), "fist"))
    g.refuse(A.UseGlobal(player=0, card="limited", paid=((m(2), ("bolt",)),)), E.GLOBAL_LIMIT)
    g.use_global("limited", (m(2), "bolt"), ability=1)
    assert g.life(1) == 8
    g.pass_all()
    g.begin({c(1): CHAR, c(2): BOLT, c(3): MASK, c(4): SHIELD})
    g.pass_()
    assert g.pending.player == 0
    g.refuse(
        A.UseGlobal(player=0, card="limited", ability=1, paid=((m(3), ("mask",)),)),
        E.GLOBAL_NOT_NOW,
    )
    g.use_global("limited", (m(3), "mask"))  # a new turn: once more
    assert g.life(1) == 7


def test_a_player_with_nothing_to_do_passes_automatically():
    """A player with no legal action but passing passes at once (ruling, docs/rulings.md;
    DM-8.21-8.24)."""
    g = opening()  # Michele kept m1-m3 as energy; Chris has no energy on turn 1
    passes = of_type(g.events, ev.PriorityPassed)
    assert ev.PriorityPassed(1) in passes  # Chris never held priority on turn 1
    assert ev.PriorityGiven(1) not in g.events


def test_the_inactive_players_leftover_virtual_energy_is_lost_when_priority_returns():
    """Virtual energy lasts "until you pass priority" (000:L301, 000:L341; DM-2.5). The
    inactive player's one ability hands priority back at once (DM-8.21, DM-8.22): that is
    their pass, so what is left of a double generic spent in part is lost then, and cannot pay
    for anything later (issue 9, item 16)."""
    g = first_turn({m(1): FIST, m(2): BOLT, m(3): CHAR})
    g.field(m(3))
    g.give(0, bac(COUNTERSTRIKE, 1), to="reserve", face=GENERIC2)  # saved on her turn
    g.pass_all()
    g.begin({c(1): CHAR, c(2): BOLT, c(3): MASK, c(4): SHIELD})
    g.pass_()
    assert (g.pending.kind, g.pending.player) == ("priority", 0)
    events = g.use_global(COUNTERSTRIKE, (bac(COUNTERSTRIKE, 1), "generic"))
    events += g.target(m(3))
    assert (g.pending.kind, g.pending.player) == ("priority", 1)  # handed back
    assert ev.VirtualEnergyLost(0, 1) in events
    assert g.virtual(0) == 0
    g.pass_()
    assert (g.pending.kind, g.pending.player) == ("priority", 0)
    g.refuse(
        A.UseGlobal(player=0, card=COUNTERSTRIKE, ability=0, paid=(), virtual=1),
        E.ENERGY_NO_VIRTUAL,
    )
