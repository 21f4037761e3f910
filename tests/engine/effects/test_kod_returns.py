"""A die's own KO trigger finds the die where the KO sent it (abilities/own_die.py): "When
<self> is KO'd, return him to the Field Zone at level 1" moves the KO'd die from the Prep
Area (DM-9.x) back to the Field Zone on level 1 (DM-23.4: moving there is not fielding,
DM-8.13). Once it has left that zone it is another die for its effects (DM-13.4). Cards and
wording are our own."""

from __future__ import annotations

from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.keywords.common import character

LINE = "When Phoenix is KO'd, return him to the Field Zone at level 1."
PHOENIX = character(
    "phoenix", 2, 2, text=[LINE],
    abilities=[{"trigger": "when_kod", "text": LINE, "effects": [
        {"op": "move_die", "target": "this_die", "zone": "field", "amount": 1}]}],
)  # fmt: skip
SNUFF = action_card("snuff", {"text": "KO target character die.",
                              "effects": [effect("ko", "target_die")]})  # fmt: skip
DIE = "p1:phoenix:1"


def test_a_kod_die_returns_itself_on_level_1() -> None:
    g = with_action(SNUFF, PHOENIX)
    g.arrange(0, "field", [DIE], face=2)  # its level 3 face
    use(g, "snuff", DIE)
    while g.state.triggers and g.pending.kind == "choose_target":
        g.target(g.pending.options[0])
    assert DIE in g.zone(0, "field")
    assert g.state.face_of(g.state.dice[DIE]).level == 1  # type: ignore[union-attr]
    assert not g.state.triggers


def test_its_trigger_sees_only_the_ko_zones() -> None:
    from games.engine.abilities.own_die import KOD, own_die_zones
    from games.engine.model.state import Trigger, Zone

    g = with_action(SNUFF, PHOENIX)
    trigger = Trigger(0, "phoenix", 0, "ability", DIE)
    assert own_die_zones(g.state, trigger) == KOD
    assert Zone.RESERVE not in KOD and Zone.FIELD not in KOD
