"""A reroll of every active character die whose text returns "the rest" to the Field Zone
on their rolled levels (DM-22.1 with the card's text, constructs/roll_outcomes.py `rest`):
a rerolled attacker that shows a character face goes back to the Field Zone and is out of
combat (DM-9.5); a die in the Field Zone stays; one showing energy goes to the Used Pile."""

from __future__ import annotations

from games.engine import actions as A
from tests.engine.effects.common import action_card, use, with_action
from tests.engine.helpers import CHAR, FIST, bac, c, m

TO_USED = {"op": "move_die", "target": "rolled_die", "zone": "used"}
BACK = {"op": "move_die", "target": "rolled_die", "zone": "field", "filters": {"zone": "attack"}}
DRILL = action_card(
    "drill",
    {"text": "Reroll every active character die. Any that show energy go to their owner's Used"
             " Pile; return the rest to their owner's Field Zone on their rolled levels.",
     "effects": [{"op": "reroll", "target": "all_characters", "rolled": {
         "face": "energy", "effects": [TO_USED], "otherwise": [BACK]}}]},
)  # fmt: skip


def test_a_rerolled_attacker_showing_a_character_returns_to_the_field() -> None:
    g = with_action(DRILL, first_player_may_attack_first_turn=True)
    g.pass_all()
    g.attack(m(1))
    g.block()
    assert m(1) in g.zone(0, "attack")
    g.do(A.UseActionDie(player=0, die=bac("drill", 1)))
    assert set(g.pending.dice) == {m(1), c(5)}
    g.roll({m(1): CHAR, c(5): FIST})
    assert m(1) in g.zone(0, "field") and m(1) not in g.zone(0, "attack")
    assert g.face(m(1)) == CHAR  # on its rolled level
    assert c(5) in g.zone(1, "used")


def test_a_die_in_the_field_zone_stays_where_it_is() -> None:
    """Near miss: only an attacker moves; a Field Zone die on a character face stays."""
    g = with_action(DRILL)
    use(g, "drill")
    g.roll({m(1): CHAR, c(5): CHAR})
    assert m(1) in g.zone(0, "field") and c(5) in g.zone(1, "field")
