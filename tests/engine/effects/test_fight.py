"""Two dice fighting (effects/fight.py, DM-16.1) and one stat made equal to the other
(effects/swap_stats.py d_equals_a / a_equals_d, DM-14.1; docs/rulings.md "A stat equal to the
other"). Our own wording: "Target character die you control and target opposing character
die deal damage to each other equal to their A."; "Target character die has D equal to its A
(until end of turn)."."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.stats import stats
from games.engine.model.state import Zone
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import c
from tests.engine.keywords.common import boost, character

BRAWL = action_card(
    "brawl",
    {"text": "Your target die and their target die deal damage to each other equal to their A.",
     "effects": [effect("choose", "target_your_die"),
                 {**effect("fight", "target_opposing_die", filters={"of_choice": 0}),
                  "choice": 1}]},
)  # fmt: skip
HARDEN = action_card("harden", {"effects": [effect("d_equals_a", "target_die")]})
SOFTEN = action_card("soften", {"effects": [effect("a_equals_d", "target_die")]})
TALL = character("tall", 4, 2)
DIE = "p1:tall:1"


def _game(card: dict, chris_field: int = 1):  # type: ignore[no-untyped-def]
    g = with_action(card, TALL, chris_field=chris_field)
    g.give(0, DIE, to="field", face=0)
    return g


def test_each_deals_damage_equal_to_its_a_to_the_other_at_once() -> None:
    g = _game(BRAWL)
    before = stats(g.state, g.state.dice[c(5)])
    events = use(g, "brawl", DIE, c(5))
    hits = {(e.source, e.die, e.amount) for e in events if isinstance(e, ev.DieDamaged)}
    assert hits == {(DIE, c(5), 4), (c(5), DIE, before[0])}
    assert g.state.dice[c(5)].zone is not Zone.FIELD  # 4 damage KOs the Sidekick
    assert g.state.dice[DIE].zone is Zone.FIELD and g.state.dice[DIE].damage == before[0]


def test_the_a_counted_is_the_one_with_its_bonuses() -> None:
    g = _game(BRAWL)
    boost(g, c(5), attack=3, defense=5)  # Chris's Sidekick: A 1+3, D 1+5
    events = use(g, "brawl", DIE, c(5))
    dealt = {(e.source, e.amount) for e in events if isinstance(e, ev.DieDamaged)}
    assert dealt == {(DIE, 4), (c(5), 4)}
    assert g.state.dice[DIE].zone is not Zone.FIELD  # 4 damage against D 2: KO'd
    assert g.state.dice[c(5)].zone is Zone.FIELD  # 4 against D 6: it stays


def test_near_miss_only_opposing_dice_are_offered_second() -> None:
    """The second choice names an opposing die: the first (her own) is never offered."""
    g = _game(BRAWL, chris_field=2)
    use(g, "brawl", DIE)
    assert g.pending.kind == "choose_target" and set(g.pending.options) == {c(5), c(6)}


def test_d_becomes_the_a_as_it_stands_and_later_bonuses_add() -> None:
    g = _game(HARDEN)
    boost(g, DIE, attack=1)  # 5/2
    use(g, "harden", DIE)
    assert stats(g.state, g.state.dice[DIE]) == (5, 5)
    boost(g, DIE, defense=2)  # applied after: adds to the new D
    assert stats(g.state, g.state.dice[DIE]) == (5, 7)
    g.pass_all()  # Cleanup: it ends with the bonuses (DM-14.1)
    assert stats(g.state, g.state.dice[DIE]) == (4, 2)


def test_a_becomes_the_d() -> None:
    g = _game(SOFTEN)
    use(g, "soften", DIE)
    assert stats(g.state, g.state.dice[DIE]) == (2, 2)


CONFRONT = action_card(
    "confront",
    {"text": "Your target die's A becomes their target die's D; then the two fight.",
     "effects": [effect("a_equals_other_d", "target_your_die", filters={"of_choice": 1}),
                 {**effect("fight", "target_opposing_die", filters={"of_choice": 0}),
                  "choice": 1}]},
)  # fmt: skip


def test_the_a_becomes_the_other_die_s_d_then_they_fight() -> None:
    g = _game(CONFRONT)
    boost(g, c(5), attack=1, defense=5)  # Chris's Sidekick: D 1+5
    a, d = stats(g.state, g.state.dice[c(5)])
    events = use(g, "confront", DIE, c(5))
    dealt = {(e.source, e.amount) for e in events if isinstance(e, ev.DieDamaged)}
    assert dealt == {(DIE, d), (c(5), a)}  # its A became the Sidekick's D (not its own 4)
    assert g.state.dice[c(5)].zone is not Zone.FIELD  # D damage against D: KO'd
    assert g.state.dice[DIE].zone is not Zone.FIELD  # 2 damage against D 2: KO'd too
