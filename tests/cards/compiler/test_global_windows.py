"""A die's ability used whenever its player could use a Global (cards/compiler/constructs/
global_windows.py; the engine's `global_window`, DM-8.18): "whenever you could use a Global
Ability, you may <cost>. If you do, <effects>." and "during your Main Step, ..." (the Main
Step only), its limits ("while <self> is active", "once per turn") before the window; the
cost paid as it is used (DM-12.2). Our own wording, with near misses that stay text only."""

from __future__ import annotations

from games.engine import actions as A
from games.engine.abilities.stats import defense_of
from games.engine.flow.choices import choices
from tests.cards.compiler.helpers import NAME, compiled, said, why
from tests.engine.helpers import CHAR, FIST, SHIELD, Game, c, cards_with, m
from tests.engine.keywords.common import FOE, character


def _record(line: str) -> dict:
    made = compiled("character", [line])
    assert "unread" not in made, made
    (record,) = made["abilities"]
    return {k: v for k, v in record.items() if k != "text"}


GUARD = (f"During your Main Step, you may pay (shield). If you do, {NAME} gets +3D until "
         f"the end of turn.")  # fmt: skip


def test_main_step_energy_paid_for_a_bonus() -> None:
    assert _record(GUARD) == {
        "trigger": "global_window",
        "steps": ["main"],
        "pay": 1,
        "pay_types": ["shield"],
        "effects": [{"op": "modify_defense", "amount": 3, "target": "this_die"}],
    }
    assert said(GUARD) == (
        "Whenever you could use a Global, while a die of this card is in the Field Zone (in the "
        "Main Step): you may pay 1 energy (including one Shield) from your Reserve Pool; if "
        "you do, this die gets +3D until the end of the turn."
    )


def test_sacrificed_in_the_main_step_the_window_said_last() -> None:
    line = (f"You may sacrifice {NAME} during your Main Step. If you do, target character "
            f"die is unblockable this turn.")  # fmt: skip
    assert _record(line) == {
        "trigger": "global_window",
        "steps": ["main"],
        "costs": [{"op": "move_die", "target": "this_die", "zone": "used"}],
        "effects": [{"op": "cant_be_blocked", "target": "target_die"}],
    }


def test_a_die_koed_once_per_turn_while_active() -> None:
    line = (f"While {NAME} is active, once per turn, any time you could use a Global Ability, "
            f"you may KO one of your character dice. If you do, deal 2 damage to target "
            f"opponent.")  # fmt: skip
    assert _record(line) == {
        "trigger": "global_window",
        "first_time_each_turn": True,
        "while_active": "self",
        "costs": [{"op": "ko", "target": "choose_your_die"}],
        "effects": [{"op": "deal_damage", "amount": 2, "target": "opponent"}],
    }
    assert said(line) == (
        "Whenever you could use a Global, once per turn, while this card is active: you may "
        "KO one of your character dice; if you do, deal 2 damage to your opponent."
    )


def test_energy_paid_to_an_effect_in_any_window() -> None:
    line = ("Any time you could use a Global Ability, you may pay (fist) to deal 2 damage to "
            "target character die.")  # fmt: skip
    assert _record(line) == {
        "trigger": "global_window",
        "pay": 1,
        "pay_types": ["fist"],
        "effects": [{"op": "deal_damage", "amount": 2, "target": "target_die"}],
    }


def test_near_misses_stay_text_only() -> None:
    """No cost before the effect; another window ("during your turn"); an effect that
    happens either way; a cost and an effect that both pick a die (not told apart)."""
    assert why("character", "Whenever you could use a Global Ability, gain 2 life.")
    assert why("character", "During your turn, you may pay (shield). If you do, gain 2 life.")
    assert why(
        "character",
        "During your Main Step, you may KO a character die you control. Gain 2 life.",
    )
    assert why(
        "character",
        "Whenever you could use a Global Ability, you may KO one of your character dice. "
        "If you do, capture an opposing character die.",
    )
    assert why(
        "character",
        "Whenever you could not use a Global Ability, you may pay (fist). If you do, gain 2 life.",
    )


def _guarded() -> tuple[Game, str]:
    """Michele's first turn, Main Step: a die of the Main Step card at level 1 in her Field
    Zone, a Shield energy Sidekick in her Reserve Pool."""
    guard = character("guard", 1, 2, abilities=compiled("character", [GUARD])["abilities"])
    g = Game(teams=((("guard", 2), (FOE, 2)), ((FOE, 2),)), cards=cards_with(guard))
    g.start()
    g.give(0, "p1:guard:1", to="field", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({m(1): SHIELD, m(2): FIST, m(3): FIST}, oop=m(4))
    return g, "p1:guard:1"


def test_the_die_pays_in_the_main_step_and_gets_its_bonus() -> None:
    """Used in the Main Step (DM-8.18), the Shield paid as it resolves (DM-12.2): +3D."""
    g, guard = _guarded()
    before = defense_of(g.state, g.state.dice[guard])
    assert [a.ability for a in choices(g.state, 0).abilities] == [0]
    g.do(A.UseAbility(player=0, die=guard, ability=0))
    g.order_triggers()
    assert g.pending.kind == "choose_target"
    g.do(A.ChooseTarget(player=0, target="accept", paid=((m(1), ("shield",)),)))
    assert defense_of(g.state, g.state.dice[guard]) == before + 3


SHRINK = (f"While {NAME} is active, any time you could use a Global Ability, you may spin one "
          f"of your {NAME} dice down to level 1 to gain 2 life.")  # fmt: skip


def test_spun_down_to_level_1_to_pay_for_an_effect() -> None:
    """ "you may spin <one of its dice> to level 1 to <effect>": the spin is the cost (DM-12.2),
    paid by the die the ability is used from (docs/rulings.md "Spun down to pay")."""
    assert _record(SHRINK) == {
        "trigger": "global_window",
        "while_active": "self",
        "costs": [{"op": "spin_down", "amount": 2, "target": "this_die"}],
        "effects": [{"op": "gain_life", "amount": 2, "target": "you"}],
    }
    assert why("character", SHRINK.replace("level 1 to gain", "level 2 to gain"))
    assert why("character", SHRINK.replace("you may spin one", "spin one"))


def test_a_die_above_level_1_pays_and_one_at_level_1_cannot() -> None:
    shrink = character("shrink", 1, 1, abilities=compiled("character", [SHRINK])["abilities"])
    g = Game(teams=((("shrink", 2), (FOE, 2)), ((FOE, 2),)), cards=cards_with(shrink))
    g.start()
    g.give(0, "p1:shrink:1", to="field", face=2)  # level 3
    g.give(0, "p1:shrink:2", to="field", face=0)  # level 1: nothing to spin down
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.hurt(0, 3)
    offered = [(a.die, a.ability) for a in choices(g.state, 0).abilities]
    assert offered == [("p1:shrink:1", 0)]
    g.do(A.UseAbility(player=0, die="p1:shrink:1", ability=0))
    g.order_triggers()
    assert g.face("p1:shrink:1") == 0  # level 1
    assert g.life(0) == 9
