"""Lasting locks, suppressions and grants (issue 16): "your opponent may not field that
card's dice until this leaves the Field Zone" (`cant_field` with duration `while_in_field`,
DM-14.2: a persistent effect states its duration; DM-12.1: "you can't" beats "you can"),
"opposing when-fielded abilities don't trigger" (`suppress_triggers`, a static ability,
DM-14.3), and an affiliation or a keyword given until the end of the turn
(`grant_affiliation`, `grant_keyword`). Cards and wording are our own."""

from __future__ import annotations

import pytest

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.filters import FILTERS
from games.engine.abilities.permissions import may_field
from games.engine.abilities.texts import has_keyword, hooks_of
from games.engine.loading import card_from_dict
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import CHAR, TEAMS, Game, c, cards_with, die, m, make_card, of_type

NOOP = action_card("noop", {"effects": [effect("gain_life", "you", amount=1)]})


def jailer(target: str) -> dict:
    return make_card("jailer", abilities=[{
        "trigger": "when_fielded",
        "text": "When fielded, the owner of target die may not field that card's dice "
                "until Jailer leaves the Field Zone.",
        "effects": [effect("cant_field", target, duration="while_in_field")]}])  # fmt: skip


def fielded_jailer(target: str, chosen: str) -> Game:
    g = with_action(NOOP, jailer(target))
    g.give(0, die(0, "jailer", 1), to="reserve", face=CHAR)
    g.field(die(0, "jailer", 1))
    g.target(chosen)
    return g


def test_a_lock_lasts_while_its_die_is_in_the_field_and_ends_when_it_leaves() -> None:
    g = fielded_jailer("target_opposing_die", c(5))
    assert (
        ev.EffectStarted(
            "cant_field", "card:1:sidekick", "jailer", 0, f"while:{die(0, 'jailer', 1)}"
        )
        in g.events
    )
    assert not may_field(g.state, c(6)) and may_field(g.state, m(2))  # his Sidekicks only
    g.pass_all()  # the Main Step ends; Cleanup does not end it (it is not "this turn")
    assert not may_field(g.state, c(6))
    assert g.pending.kind == "draw" and g.state.active == 1  # Chris's turn has begun
    g.arrange(0, "used", [die(0, "jailer", 1)])  # Jailer leaves the Field Zone
    g.draw(c(1), c(2), c(3), c(4))  # the flow ends what lasts no longer before going on
    assert may_field(g.state, c(6))
    assert of_type(g.events, ev.EffectEnded)[-1].effect == "cant_field"


def test_fielding_a_locked_card_s_die_is_refused() -> None:
    g = fielded_jailer("target_your_die", m(1))
    g.arrange(0, "reserve", [m(2)], face=CHAR)
    g.refuse(A.Field(player=0, die=m(2), paid=ev.Paid(())), E.FIELD_LOCKED)


HUSH = make_card("hush", abilities=[{
    "trigger": "static", "text": "Opposing when-fielded abilities don't trigger.",
    "effects": [effect("suppress_triggers", "all_opposing_dice",
                       trigger="when_fielded")]}])  # fmt: skip
HERALD = make_card("herald", abilities=[{
    "trigger": "when_fielded", "text": "When fielded, deal 1 damage to your opponent.",
    "effects": [effect("deal_damage", "opponent", amount=1)]}])  # fmt: skip


@pytest.mark.parametrize("hush_active", [True, False])
def test_a_static_stops_opposing_when_fielded_abilities(hush_active: bool) -> None:
    g = Game(teams=((("herald", 1), TEAMS[0][1]), (("hush", 1), TEAMS[1][1])),
             cards=cards_with(HUSH, HERALD))  # fmt: skip
    g.start()
    if hush_active:
        g.arrange(1, "field", [die(1, "hush", 1)], face=CHAR)
    g.give(0, die(0, "herald", 1))
    g.begin({die(0, "herald", 1): CHAR, m(1): CHAR, m(2): CHAR, m(3): CHAR}, oop=m(4))
    g.field(die(0, "herald", 1))
    assert g.life(1) == (10 if hush_active else 9)


ANOINT = action_card("anoint", {"effects": [
    effect("grant_affiliation", "target_opposing_die", affiliation="villain")]})  # fmt: skip
EMPOWER = action_card("empower", {"effects": [
    effect("grant_keyword", "target_your_die", keyword="overcrush")]})  # fmt: skip


def test_a_granted_affiliation_counts_for_filters() -> None:
    g = with_action(ANOINT)
    assert not FILTERS["affiliation"](g.state, g.state.dice[c(5)], "villain")
    use(g, "anoint", c(5))
    assert FILTERS["affiliation"](g.state, g.state.dice[c(5)], "villain")


def test_a_granted_keyword_has_its_hooks() -> None:
    g = with_action(EMPOWER)
    use(g, "empower", m(1))
    assert has_keyword(g.state, g.state.dice[m(1)], "overcrush")
    assert hooks_of(g.state, m(1), "combat_damage")


def test_a_keyword_with_effects_of_its_own_may_not_be_granted() -> None:
    """Near miss: Boomerang rolls its action die after use, an effect primitive of its own:
    printed text only (keywords with triggered or window abilities may be given:
    abilities/granted_triggers.py, abilities/window_grants.py)."""
    with pytest.raises(ValueError, match="cannot be given"):
        card_from_dict(action_card("x", {"effects": [
            effect("grant_keyword", "target_your_die", keyword="boomerang")]}))  # fmt: skip
    with pytest.raises(ValueError, match="names the trigger"):
        card_from_dict(make_card("y", abilities=[{"trigger": "static", "effects": [
            effect("suppress_triggers", "all_opposing_dice")]}]))  # fmt: skip


def test_a_non_affiliation_filter_is_the_affiliation_filters_other_side() -> None:
    """ "each non-Villain character" (`not_affiliation`): a die given the affiliation is no
    longer a non-Villain (DM-14.1: the given affiliation counts until the end of the turn)."""
    g = with_action(ANOINT)
    assert FILTERS["not_affiliation"](g.state, g.state.dice[c(5)], "villain")
    use(g, "anoint", c(5))
    assert not FILTERS["not_affiliation"](g.state, g.state.dice[c(5)], "villain")
