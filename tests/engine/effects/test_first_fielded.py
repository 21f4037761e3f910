"""The first character die its player fields this turn made free, or 1 cheaper, to field
(abilities/costs.py `free_next_field`, `reduce_next_field_cost` with the condition `fielded`
at most 0, GameState.fielded): a persistent effect on the player (DM-14.2) used up by the
next die fielded (DM-8.10), which happens only if the player has fielded no character die
yet this turn as it resolves (docs/rulings.md, "The first die you field this turn").
Cards and wording are our own."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.costs import field_cost
from tests.engine.effects.common import action_card, effect, use
from tests.engine.helpers import (
    ACTION0,
    CHAR,
    FIST,
    TEAMS,
    Game,
    bac,
    c,
    cards_with,
    die,
    m,
    make_card,
)

FIRST = {"kind": "fielded", "at_most": 0}
FREE_FIRST = action_card(
    "opening-gift",
    {"text": "Your first character die fielded this turn costs nothing to field.",
     "effects": [effect("free_next_field", "you", condition=FIRST)]},
)  # fmt: skip
CHEAP_FIRST = action_card(
    "opening-discount",
    {"text": "Your first character die fielded this turn costs 1 less to field.",
     "effects": [effect("reduce_next_field_cost", "you", amount=1, condition=FIRST)]},
)  # fmt: skip
HERO = make_card("hero", cost=4)


def _turn(action: dict) -> Game:
    """Michele's Main Step, nothing fielded yet: her action die on its action face, two
    Sidekicks as fist energy, a level-2 Hero die (fielding cost 1) and a Sidekick in her
    Reserve Pool."""
    teams = ((("hero", 2), *TEAMS[0])[:2], TEAMS[1])
    g = Game(
        teams=teams, bacs=((action["id"],), ("counterstrike",)), cards=cards_with(action, HERO)
    )
    g.start()
    g.give(0, bac(action["id"], 1))
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({bac(action["id"], 1): ACTION0, m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, die(0, "hero", 1), to="reserve", face=1)
    return g


def test_the_first_die_fielded_is_free_then_the_effect_is_used_up() -> None:
    g = _turn(FREE_FIRST)
    events = use(g, "opening-gift")
    assert any(isinstance(e, ev.EffectStarted) and e.effect == "free_next_field" for e in events)
    hero = g.state.dice[die(0, "hero", 1)]
    assert field_cost(g.state, 0, hero, 1) == 0  # DM-8.10: no fielding cost
    events = g.field(die(0, "hero", 1))  # paid nothing
    assert ev.EffectEnded("free_next_field", "player:0", "opening-gift") in events
    assert g.state.dice[die(0, "hero", 1)].zone.value == "field"
    assert field_cost(g.state, 0, g.state.dice[m(1)], 1) == 1  # near miss: used up


def test_a_die_fielded_before_it_resolves_was_the_first() -> None:
    """Near miss: a Sidekick fielded first this turn; the effect then does nothing."""
    g = _turn(FREE_FIRST)
    g.field(m(1))
    events = use(g, "opening-gift")
    assert not any(isinstance(e, ev.EffectStarted) for e in events)
    assert field_cost(g.state, 0, g.state.dice[die(0, "hero", 1)], 1) == 1


def test_the_first_die_fielded_costs_one_less() -> None:
    g = _turn(CHEAP_FIRST)
    use(g, "opening-discount")
    assert field_cost(g.state, 0, g.state.dice[die(0, "hero", 1)], 1) == 0
    g.field(m(1))  # the Sidekick (cost 0) is the first: it uses the reduction up
    assert field_cost(g.state, 0, g.state.dice[die(0, "hero", 1)], 1) == 1
