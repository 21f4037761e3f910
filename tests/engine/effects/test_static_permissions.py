"""Static abilities that say what a die may do in combat (abilities/permissions.py):
"<self> can't be blocked", "<self> must attack", "if ..., <self> can't attack" hold while
their card is active and their condition holds (DM-14.3), read like the persistent effects
of the same names (DM-14.2). Conditions comparing both players (`versus`) and any player's
active characters (`all_active_characters`). Cards and wording are our own."""

from __future__ import annotations

from games.engine import actions as A
from games.engine.abilities.conditions import Context, condition_from_dict, holds
from games.engine.abilities.permissions import may_attack, may_block, required_attackers
from games.engine.loading import card_execution, card_from_dict
from games.engine.model import errors as E
from games.engine.model.cards import Condition
from tests.engine.effects.common import effect, with_action
from tests.engine.helpers import CHAR, c, die, m, make_card

RALLY = {
    "id": "rally",
    "name": "rally",
    "kind": "basic_action",
    "cost": 1,
    "abilities": [{"trigger": "action", "effects": [effect("gain_life", "you", amount=1)]}],
}


def _static(card_id: str, op: str, condition: dict | None = None) -> dict:
    ability = {"trigger": "static", "text": f"{card_id}: {op}",
               "effects": [effect(op, "this_card")]}  # fmt: skip
    if condition is not None:
        ability["condition"] = condition
    return make_card(card_id, abilities=[ability])


SLIPPERY = _static("slippery", "cant_be_blocked")
# "If your opponent has more character dice in the Field Zone than you, Underdog can't be
# blocked."
UNDERDOG = _static(
    "underdog",
    "cant_be_blocked",
    {"kind": "versus", "count": "your_character_dice", "than_opponent": "less"},
)
EAGER = _static("eager", "must_attack")
# "Shy can't attack unless a Villain is active" (any player's)
SHY = _static(
    "shy",
    "cant_attack",
    {
        "kind": "count",
        "count": "all_active_characters",
        "filters": {"affiliation": "villain"},
        "unless": True,
    },
)


def test_a_static_can_t_be_blocked_holds_while_its_card_is_active() -> None:
    """DM-14.3: Slippery's die may not be blocked; a Sidekick may be."""
    g = with_action(RALLY, SLIPPERY)
    g.give(0, die(0, "slippery", 1), to="field", face=CHAR)
    assert not may_block(g.state, c(5), die(0, "slippery", 1))
    assert may_block(g.state, c(5), m(1))


def test_a_static_s_condition_starts_and_stops_it() -> None:
    """Underdog can't be blocked only while Chris has more character dice than Michele."""
    g = with_action(RALLY, UNDERDOG, chris_field=3)
    g.give(0, die(0, "underdog", 1), to="field", face=CHAR)
    assert not may_block(g.state, c(5), die(0, "underdog", 1))  # 2 against 3
    g.arrange(0, "field", [m(2)], face=CHAR)  # 3 against 3
    assert may_block(g.state, c(5), die(0, "underdog", 1))


def test_a_static_must_attack_names_its_die_among_the_required_attackers() -> None:
    g = with_action(RALLY, EAGER)
    g.give(0, die(0, "eager", 1), to="field", face=CHAR)
    assert required_attackers(g.state, [die(0, "eager", 1), m(1)]) == (die(0, "eager", 1),)


def test_a_static_must_attack_is_enforced_when_attackers_are_declared() -> None:
    """DM-14.2, DM-14.3: with no persistent effect in play, Eager's static still makes its
    die attack; a declaration without it is refused."""
    g = with_action(RALLY, EAGER, first_player_may_attack_first_turn=True)
    g.give(0, die(0, "eager", 1), to="field", face=CHAR)
    g.pass_all()
    assert g.state.lasting == ()
    g.refuse(A.DeclareAttackers(player=0, dice=(m(1),)), E.ATTACK_REQUIRED)
    g.attack(die(0, "eager", 1))
    assert die(0, "eager", 1) in g.zone(0, "attack")


def test_unless_any_player_has_an_active_villain_it_can_t_attack() -> None:
    g = with_action(RALLY, SHY)
    g.give(0, die(0, "shy", 1), to="field", face=CHAR)
    assert not may_attack(g.state, die(0, "shy", 1))
    villain = dict(make_card("brute", affiliations=["villain"]))
    g2 = with_action(RALLY, SHY, villain)
    g2.give(0, die(0, "shy", 1), to="field", face=CHAR)
    g2.give(0, die(0, "brute", 1), to="field", face=CHAR)
    assert may_attack(g2.state, die(0, "shy", 1))


def test_versus_compares_the_same_count_for_both_players() -> None:
    g = with_action(RALLY, chris_field=2)
    fewer = Condition("versus", (("count", "your_character_dice"), ("than_opponent", "less")))
    more = Condition("versus", (("count", "your_character_dice"), ("than_opponent", "more")))
    ctx = Context(g.state, 0, "rally")
    assert holds(ctx, fewer) and not holds(ctx, more)  # Michele 1 (m1), Chris 2
    g.arrange(0, "field", [m(2), m(3)], face=CHAR)
    ctx = Context(g.state, 0, "rally")
    assert holds(ctx, more) and not holds(ctx, fewer)


def test_the_loader_reads_versus_only_with_a_count_of_yours_and_a_way() -> None:
    for bad in ({"kind": "versus", "count": "opposing_character_dice", "than_opponent": "less"},
                {"kind": "versus", "count": "your_character_dice"}):  # fmt: skip
        try:
            card_from_dict(make_card("x", abilities=[{
                "trigger": "when_fielded", "condition": bad,
                "effects": [effect("gain_life", "you", amount=1)]}]))  # fmt: skip
        except ValueError:
            continue
        raise AssertionError(bad)


def test_a_static_effect_with_its_own_condition_is_not_executed() -> None:
    """A static's condition is its ability's (DM-14.3): an effect's own condition in a
    static would go unread, so such a card is text only (near miss)."""
    card = make_card("x", abilities=[{
        "trigger": "static", "text": "If you have 3 or more dice, X gets +2A.",
        "effects": [effect("modify_attack", "this_card", amount=2,
                           condition={"kind": "dice", "at_least": 3})]}])  # fmt: skip
    verdict = card_execution({**card, "text": ["If you have 3 or more dice, X gets +2A."]})
    assert not verdict.executed and "static" in verdict.why


def test_can_t_attack_or_block_unless_is_both_with_one_condition() -> None:
    """ "Loner can't attack or block unless you have an active Villain": both permissions
    are off while no Villain of Michele's is active, both on once one is (DM-14.3)."""
    unless = {"kind": "count", "count": "your_active_characters",
              "filters": {"affiliation": "villain"}, "unless": True}  # fmt: skip
    ability = {
        "trigger": "static",
        "text": "loner",
        "condition": unless,
        "effects": [effect("cant_attack", "this_card"), effect("cant_block", "this_card")],
    }
    loner = make_card("loner", abilities=[ability])
    villain = dict(make_card("brute", affiliations=["villain"]))
    g = with_action(RALLY, loner, villain, chris_field=1)
    g.give(0, die(0, "loner", 1), to="field", face=CHAR)
    assert not may_attack(g.state, die(0, "loner", 1))
    assert not may_block(g.state, die(0, "loner", 1), c(5))
    g.give(0, die(0, "brute", 1), to="field", face=CHAR)
    assert may_attack(g.state, die(0, "loner", 1))
    assert may_block(g.state, die(0, "loner", 1), c(5))


def test_another_card_s_die_is_not_one_of_this_card() -> None:
    """ "If you have an active Villain character die other than <this>": a second die of
    the same card is no other card's (filter `other_card`); a Villain of another card is."""
    other = {"kind": "dice", "whose": "yours", "filters": {"affiliation": "villain",
             "other_card": "twin"}}  # fmt: skip
    cond = condition_from_dict(other, "test")
    twin = dict(make_card("twin", affiliations=["villain"]))
    villain = dict(make_card("brute", affiliations=["villain"]))
    g = with_action(RALLY, twin, villain)
    g.give(0, die(0, "twin", 1), to="field", face=CHAR)
    g.give(0, die(0, "twin", 2), to="field", face=CHAR)
    assert not holds(Context(g.state, 0, "twin", die(0, "twin", 1)), cond)
    g.give(0, die(0, "brute", 1), to="field", face=CHAR)
    assert holds(Context(g.state, 0, "twin", die(0, "twin", 1)), cond)


def test_a_named_character_is_active_for_any_player_or_one() -> None:
    """ "If Marsh Wren is active" (DM-18.1: a die of a card of that name in a Field Zone),
    every card of that name, in any case (filter `named`); "your opponent's Marsh Wren":
    only Chris's."""
    anyone = condition_from_dict(
        {"kind": "count", "count": "all_active_characters", "filters": {"named": "Marsh Wren"}},
        "test",
    )
    theirs = condition_from_dict(
        {"kind": "count", "count": "opposing_active_characters",
         "filters": {"named": "Marsh Wren"}}, "test",
    )  # fmt: skip
    wren = dict(make_card("wren", name="MARSH WREN"))
    g = with_action(RALLY, wren)
    assert not holds(Context(g.state, 0, "rally"), anyone)
    g.give(0, die(0, "wren", 1), to="field", face=CHAR)
    assert holds(Context(g.state, 0, "rally"), anyone)
    assert not holds(Context(g.state, 0, "rally"), theirs)
    assert holds(Context(g.state, 1, "rally"), theirs)


def test_fielded_this_turn_counts_the_player_s_fielded_character_dice() -> None:
    """ "If you fielded another character die this turn" (kind `fielded`, GameState.fielded,
    DM-8.12): Michele fielded her Sidekick m1 this turn; asked about m1 itself, no other
    was; Chris fielded none."""
    some = condition_from_dict({"kind": "fielded", "whose": "yours"}, "test")
    other = condition_from_dict({"kind": "fielded", "whose": "yours", "other": True}, "test")
    theirs = condition_from_dict({"kind": "fielded", "whose": "opposing"}, "test")
    none = condition_from_dict({"kind": "fielded", "whose": "yours", "at_most": 0}, "test")
    g = with_action(RALLY)
    assert g.state.fielded == ((0, m(1)),)
    assert holds(Context(g.state, 0, "rally"), some)
    assert not holds(Context(g.state, 0, "rally"), none)
    assert not holds(Context(g.state, 0, "rally", m(1)), other)
    assert holds(Context(g.state, 0, "rally", m(2)), other)
    assert not holds(Context(g.state, 0, "rally"), theirs)
