"""Two conditions on one effect or static (kind `all`, abilities/conditions.py: "While
<self> is active, if ...", "If ..., <self> can't be blocked while attacking alone"): card
text puts each on it, so it holds only while every one does (DM-12.1, DM-14.3). And the
filter `level_at_least` ("if <self> is level 2 or 3", abilities/filters.py). Cards and
wording are our own."""

from __future__ import annotations

import pytest

from games.engine.abilities.conditions import Context, condition_from_dict, holds
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import m

YOUR_TURN = {"kind": "your_turn"}
ONE_FIELDED = {"kind": "dice", "whose": "yours", "at_least": 1}
TWO_FIELDED = {"kind": "dice", "whose": "yours", "at_least": 2}


def _rally(condition: dict) -> dict:
    return action_card("rally", {"effects": [effect("deal_damage", "opponent", amount=2,
                                                    condition=condition)]})  # fmt: skip


def _holds(g, data: dict, seat: int = 0, die: str = "") -> bool:  # type: ignore[no-untyped-def]
    return holds(Context(g.state, seat, "rally", die), condition_from_dict(data, "test"))


def test_all_holds_only_while_each_part_does() -> None:
    """Michele's turn; her Sidekick m1 is her one character die in the Field Zone."""
    g = with_action(_rally(YOUR_TURN))
    assert _holds(g, {"kind": "all", "of": [YOUR_TURN, ONE_FIELDED]})
    assert not _holds(g, {"kind": "all", "of": [YOUR_TURN, TWO_FIELDED]})
    assert not _holds(g, {"kind": "all", "of": [YOUR_TURN, ONE_FIELDED]}, seat=1)
    assert _holds(g, {"kind": "all", "of": [YOUR_TURN, TWO_FIELDED], "unless": True})


@pytest.mark.parametrize(("second", "dealt"), [(ONE_FIELDED, 2), (TWO_FIELDED, 0)])
def test_an_effect_under_two_conditions_happens_only_if_both_hold(second: dict, dealt: int) -> None:
    g = with_action(_rally({"kind": "all", "of": [YOUR_TURN, second]}))
    life = g.state.players[1].life
    use(g, "rally")
    assert g.state.players[1].life == life - dealt


def test_level_at_least_reads_the_face_of_the_die_asked_about() -> None:
    """m1 shows its level 1 character face."""
    g = with_action(_rally(YOUR_TURN))
    at_least = {"kind": "this_die", "filters": {"level_at_least": 1}}
    assert _holds(g, at_least, die=m(1))
    assert not _holds(g, {"kind": "this_die", "filters": {"level_at_least": 2}}, die=m(1))
    assert not _holds(g, at_least, die=m(2))  # an energy face has no level


@pytest.mark.parametrize(
    "data",
    [{"kind": "all", "of": [YOUR_TURN]},
     {"kind": "all", "of": [YOUR_TURN, {"kind": "done"}]},
     {"kind": "all", "of": [YOUR_TURN, {"kind": "all", "of": [YOUR_TURN, ONE_FIELDED]}]},
     {"kind": "all", "of": [YOUR_TURN, ONE_FIELDED], "filters": {}},
     {"kind": "all", "of": [YOUR_TURN, {"kind": "weather"}]}],
)  # fmt: skip
def test_the_loader_refuses_what_all_does_not_take(data: dict) -> None:
    with pytest.raises(ValueError):
        condition_from_dict(data, "test")


def test_a_target_condition_inside_all_is_an_effect_s_only() -> None:
    target = {"kind": "target", "filters": {"sidekick": True}}
    assert condition_from_dict({"kind": "all", "of": [YOUR_TURN, target]}, "test") is not None
    with pytest.raises(ValueError, match="chosen target"):
        condition_from_dict({"kind": "all", "of": [YOUR_TURN, target]}, "test", ability=True)
