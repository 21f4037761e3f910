"""Several dice drawn, each going where the text sends its kind (abilities/outcomes.py
`after_draw` over every die drawn): "When fielded, draw two dice. Place any Sidekick dice in
your Used Pile and the rest in your Prep Area." No die is chosen (DM-13.1): each goes by
what it is; a die drawn and not moved stays in the bag. Cards and wording are our own."""

from __future__ import annotations

from tests.engine.effects.test_drawn_outcomes import OTHER, TO, fielded

LINE = (
    "When fielded, draw two dice. Place any Sidekick dice in your Used Pile and the rest in "
    "your Prep Area."
)
SORT = {
    "op": "draw", "amount": 2,
    "rolled": {"drawn": {"sidekick": True}, "effects": [{**TO, "zone": "used"}],
               "otherwise": [{**TO, "zone": "prep"}]},
}  # fmt: skip


def test_each_die_drawn_goes_where_its_kind_is_sent() -> None:
    g = fielded(SORT, LINE)
    assert (g.pending.kind, g.pending.count, g.pending.to) == ("draw", 2, "outcome")
    sidekick = next(d for d in sorted(g.zone(0, "bag")) if d != OTHER)
    g.draw(sidekick, OTHER, to="outcome")
    assert sidekick in g.zone(0, "used") and OTHER in g.zone(0, "prep")
    assert not g.state.triggers  # resolved (DM-15.3)


def test_two_of_one_kind_both_go_there() -> None:
    g = fielded(SORT, LINE)
    first, second = [d for d in sorted(g.zone(0, "bag")) if d != OTHER][:2]
    g.draw(first, second, to="outcome")
    assert {first, second} <= set(g.zone(0, "used")) and OTHER in g.zone(0, "bag")


def test_a_kind_kept_in_the_bag() -> None:
    kept = {**SORT, "rolled": {**SORT["rolled"], "otherwise": [{**TO, "zone": "bag"}]}}
    g = fielded(kept, LINE)
    sidekick = next(d for d in sorted(g.zone(0, "bag")) if d != OTHER)
    g.draw(sidekick, OTHER, to="outcome")
    assert sidekick in g.zone(0, "used") and OTHER in g.zone(0, "bag")
