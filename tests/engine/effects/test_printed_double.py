"""Doubling a die's printed A, and its A and D (effects/printed_double.py, swap_stats.py
double_stats; DM-14.1 applied effects, DM-14.3 statics, DM-16.1; docs/rulings.md "Doubling
the printed A"). Our own cards."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.model.evolve import evolve
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.effects.test_double_attack import DIE, RALLY, TALL, die_stats
from tests.engine.keywords.common import boost

PRINTED = action_card("printed", {"effects": [effect("double_printed_attack", "target_die")]})
REPLACED = action_card("replaced", {"effects": [effect("set_double_printed_attack", "target_die")]})
BOTH = action_card("both", {"effects": [effect("double_stats", "target_die")]})


def _game(*cards):  # type: ignore[no-untyped-def]
    g = with_action(*cards, TALL, RALLY)
    g.give(0, DIE, to="field", face=0)
    return g


def test_only_the_printed_a_is_doubled_every_bonus_adds_undoubled() -> None:
    """DM-14.1: a +2A applied before and a +1A after both add to 2 x 3; D untouched."""
    g = _game(PRINTED)
    boost(g, DIE, attack=2)
    events = use(g, "printed", DIE)
    started = [e.effect for e in events if isinstance(e, ev.EffectStarted)]
    assert started == ["double_printed_attack"]
    assert die_stats(g) == (8, 5)  # 3 x 2 + 2
    boost(g, DIE, attack=1)
    assert die_stats(g) == (9, 5)
    g.pass_all()  # Cleanup ends it with the bonuses (DM-14.1)
    assert die_stats(g) == (3, 5)


def test_a_static_bonus_adds_to_the_doubled_printed_a() -> None:
    """DM-14.3: statics are never manipulated: 2 x 3 + 1 from a static +1A."""
    g = _game(PRINTED)
    g.give(0, "p1:rally:1", to="field", face=0)
    use(g, "printed", DIE)
    assert die_stats(g) == (7, 5)


def test_the_face_shown_now_has_its_printed_a_doubled() -> None:
    """'(on all faces)': spun up to level 2 (printed 4A), the die has 8A."""
    g = _game(PRINTED)
    use(g, "printed", DIE)
    g.state = evolve(g.state, ev.DieSpun(DIE, 1, "test"))
    assert die_stats(g) == (8, 6)


def test_near_miss_replacing_the_a_drops_earlier_bonuses() -> None:
    """'Replace its A with double its printed A': the +2A it had is replaced (6, not 8);
    a later +1A still adds."""
    g = _game(REPLACED)
    boost(g, DIE, attack=2)
    use(g, "replaced", DIE)
    assert die_stats(g) == (6, 5)
    boost(g, DIE, attack=1)
    assert die_stats(g) == (7, 5)


def test_a_and_d_doubled_as_they_stand() -> None:
    """double_stats: (3 + 1) x 2 and (5 + 1) x 2; a later bonus adds undoubled."""
    g = _game(BOTH)
    boost(g, DIE, attack=1, defense=1)
    use(g, "both", DIE)
    assert die_stats(g) == (8, 12)
    boost(g, DIE, defense=1)
    assert die_stats(g) == (8, 13)


def test_near_miss_a_die_not_in_the_field_zone_is_not_doubled() -> None:
    """DM-13.4: the doubling needs a character die in the Field Zone; once the die is KO'd
    and back, it has its printed A (DM-14.1: the effect is lost)."""
    g = _game(PRINTED)
    use(g, "printed", DIE)
    g.arrange(0, "prep", [DIE])
    g.arrange(0, "field", [DIE], face=0)
    assert die_stats(g) == (3, 5)
