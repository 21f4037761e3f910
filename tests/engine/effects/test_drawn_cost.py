"""A die drawn and what it does whatever die it is (abilities/outcomes.py `after_draw` with
`drawn` empty; the count `that_die_cost`, abilities/counts.py): "When fielded, draw a die.
Deal damage to target opponent equal to its purchase cost. Return the die to your bag." The
damage is the drawn die's card's printed purchase cost (DM-8.7; a Sidekick's is 0), then the
die goes where the text says (back to the bag: it never left). Cards and wording are our
own."""

from __future__ import annotations

import pytest

from games.engine.loading import card_from_dict
from tests.engine.effects.test_drawn_outcomes import OTHER, TO, fielded

LINE = (
    "When fielded, draw a die. Deal damage to target opponent equal to its purchase cost."
    " Return the die to your bag."
)
PEEK = {
    "op": "draw", "amount": 1,
    "rolled": {"drawn": {}, "effects": [
        {"op": "deal_damage", "target": "opponent", "amount": 1, "per": "that_die_cost"},
        {**TO, "zone": "bag"}]},
}  # fmt: skip
USED = {**PEEK, "rolled": {**PEEK["rolled"], "effects": [PEEK["rolled"]["effects"][0],
                                                         {**TO, "zone": "used"}]}}  # fmt: skip


def test_the_damage_is_the_drawn_die_s_purchase_cost_and_the_die_stays_in_the_bag() -> None:
    """The seer's card costs 1 (DM-8.7): 1 damage; the die returned to the bag."""
    g = fielded(PEEK, LINE)
    life = g.life(1)
    g.draw(OTHER, to="outcome")
    assert g.life(1) == life - 1 and OTHER in g.zone(0, "bag") and not g.state.triggers


def test_a_sidekick_drawn_deals_no_damage() -> None:
    """Near miss: a Sidekick's purchase cost is 0 (DM-8.7)."""
    g = fielded(PEEK, LINE)
    life = g.life(1)
    sidekick = next(d for d in sorted(g.zone(0, "bag")) if d != OTHER)
    g.draw(sidekick, to="outcome")
    assert g.life(1) == life and sidekick in g.zone(0, "bag")


def test_placed_in_the_used_pile_when_the_text_says_so() -> None:
    g = fielded(
        USED, LINE.replace("Return the die to your bag.", "Place the die in your Used Pile.")
    )
    g.draw(OTHER, to="outcome")
    assert OTHER in g.zone(0, "used") and OTHER not in g.zone(0, "bag")


def test_every_die_drawn_is_a_draw_s_outcome_only() -> None:
    """Card data: an empty `drawn` on anything but a draw, or with an `otherwise` (no die
    is not drawn), is refused at loading."""
    from tests.engine.effects.test_drawn_outcomes import _card

    bad = {"op": "reroll", "target": "target_die", "rolled": PEEK["rolled"]}
    with pytest.raises(ValueError):
        card_from_dict(_card(LINE, bad))
    both = {**PEEK, "rolled": {**PEEK["rolled"], "otherwise": [{**TO, "zone": "used"}]}}
    with pytest.raises(ValueError):
        card_from_dict(_card(LINE, both))
