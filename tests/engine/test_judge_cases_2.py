"""Judge's rule cases, second round: interactions a tournament head judge would ask about,
each citing the DIGEST rule (DM-x.y) and quoting the line it checks."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.model.state import Termination
from tests.engine.effects.common import action_card, effect
from tests.engine.effects.common import with_action as action_game
from tests.engine.helpers import (
    CHAR,
    FIST,
    Game,
    bac,
    c,
    cards_with,
    m,
    make_card,
    of_type,
)
from tests.engine.keywords.common import character
from tests.engine.test_game_end import with_action

# --- the end of the game (DM-11) ------------------------------------------------------------

RECOIL = make_card(
    "recoil",
    kind="basic_action",
    cost=2,
    abilities=[
        {
            "trigger": "action",
            "text": "Deal 2 damage to your opponent, then deal 2 damage to you.",
            "effects": [
                {"op": "deal_damage", "amount": 2, "target": "opponent"},
                {"op": "deal_damage", "amount": 2, "target": "you"},
            ],
        }
    ],
)


def test_two_effects_one_after_the_other_are_no_tie() -> None:
    """DM-11.1: "As soon as your opponent's life reaches 0 or below, the game ends
    immediately and you win!"; DM-11.2 ties only "a single game effect [that] damages both
    players simultaneously". "Deal 2 to your opponent, then 2 to you" at 2 life each: Chris
    is at 0 first, the game is over, the second damage never happens."""
    g = with_action(RECOIL, life=2)
    events = g.do(A.UseActionDie(player=0, die=bac("recoil", 1)))
    assert events[-1] == ev.GameEnded(0, Termination.LIFE.value)
    assert g.life(0) == 2 and g.life(1) == 0


LIFT = action_card(
    "lift", {"text": "Spin target character die up one level.",
             "effects": [effect("spin_up", "target_die", amount=1)]}
)  # fmt: skip
TWO_LEVEL = character("twolevel", 1, 1)


def test_a_die_at_its_top_level_is_no_target_for_a_spin_up() -> None:
    """DM-21.2: "Character dice that are already at their highest level cannot be spun
    up"; DM-13.4: "You may not choose to initiate an effect with no valid targets or dice to
    affect." With only top-level dice (and Sidekicks, one level) in the Field Zones, the
    spin-up action cannot be used."""
    g = action_game(LIFT, TWO_LEVEL, chris_field=0)
    g.give(0, "p1:twolevel:1", to="field", face=2)
    g.arrange(0, "used", [m(1)])
    g.refuse(A.UseActionDie(player=0, die=bac("lift", 1)), E.TARGET_INVALID)


def test_a_spin_up_offers_only_dice_that_can_go_up() -> None:
    """DM-21.2 and DM-13.4: with one die at level 3 and one at level 1, the choice offers the
    level-1 die only."""
    g = action_game(LIFT, TWO_LEVEL, chris_field=0)
    g.give(0, "p1:twolevel:1", to="field", face=2)
    g.give(0, "p1:twolevel:2", to="field", face=0)
    g.arrange(0, "used", [m(1)])
    g.do(A.UseActionDie(player=0, die=bac("lift", 1)))
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {"p1:twolevel:2"}


def test_2014_one_effect_on_both_players_the_active_player_wins() -> None:
    """2014 (001:L426, L385-386, L724-728): no tie; "As is the case with all ties, the
    attacker resolves first". "Deal 1 damage to each player" (one effect) at 1 life each
    under `dm-2014`: Michele, whose turn it is, wins (docs/rulings.md, Rules of 2014)."""
    both = make_card(
        "bothhit", kind="basic_action", cost=2,
        abilities=[{"trigger": "action", "text": "Deal 1 damage to each player.",
                    "effects": [{"op": "deal_damage", "amount": 1, "target": "all_players"}]}],
    )  # fmt: skip
    g = Game(life=1, bacs=(("bothhit",), ("counterstrike",)), cards=cards_with(both),
             rules="dm-2014")  # fmt: skip
    g.start()
    g.give(0, bac("bothhit", 1))
    g.begin({bac("bothhit", 1): 0, m(1): FIST, m(2): FIST, m(3): FIST, m(4): FIST})
    events = g.do(A.UseActionDie(player=0, die=bac("bothhit", 1)))
    assert g.life(0) <= 0 and g.life(1) <= 0
    assert events[-1] == ev.GameEnded(0, Termination.LIFE.value)


# --- Range (002:L777) -------------------------------------------------------------------------

ARCHER = character("archer", 1, 3, keywords=["range:2"])  # A1 D3, Range 2


def test_two_dice_of_one_range_card_each_deal_their_range() -> None:
    """Range (002:L777): "You can choose multiple targets for each of your dice with Range":
    Range is dealt die by die, not once per card. Two Archer dice (Range 2) attack: each
    chooses its own target and deals 2 (docs/rulings.md, Range)."""
    g = Game(
        teams=((("archer", 2),), (("madelyne-pryor-anodyne", 2),)),
        cards=cards_with(ARCHER),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    g.give(0, "p1:archer:1", to="field", face=0)
    g.give(0, "p1:archer:2", to="field", face=0)
    g.arrange(1, "field", [c(5), c(6)], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.pass_all()
    g.attack("p1:archer:1", "p1:archer:2")
    g.target(c(5))
    g.target(c(6))
    dealt = {(e.die, e.amount) for e in of_type(g.events, ev.DieDamaged)}
    assert dealt == {(c(5), 2), (c(6), 2)}
    assert {c(5), c(6)} <= g.zone(1, "prep")
