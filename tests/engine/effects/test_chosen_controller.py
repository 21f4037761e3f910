"""The target kind `chosen_die_controller` (abilities/chosen_controller.py): the player who
controls the die the ability chose, read as the effect resolves (after a KO before it: the
KO'd die's owner, DM-16, DM-23.2). Our own cards and wording."""

from __future__ import annotations

import pytest

from games.engine.abilities.chosen_controller import chosen_controller
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import c, m

SNARE = action_card(
    "snare",
    {"effects": [
        effect("ko", "target_die"),
        effect("deal_damage", "chosen_die_controller", amount=2),
    ]},
)  # fmt: skip


@pytest.mark.parametrize(("target", "hurt"), [(c(5), 1), (m(1), 0)])
def test_the_kod_dies_controller_takes_the_damage(target: str, hurt: int) -> None:
    """An action die (DM-8.14) KOs a targeted die, then deals 2 damage to its controller:
    Chris for his Sidekick, Michele for her own (near miss: never simply the opponent)."""
    g = with_action(SNARE)
    lives = g.life(0), g.life(1)
    use(g, "snare", target)
    assert lives[hurt] - g.life(hurt) == 2 and lives[1 - hurt] == g.life(1 - hurt)


def test_no_die_chosen_names_no_one() -> None:
    """No die chosen (an empty answer, or one no die has) names no player."""
    g = with_action(SNARE)
    assert chosen_controller(g.state, "") == [] and chosen_controller(g.state, "nothing") == []
    assert chosen_controller(g.state, c(5)) == ["player:1"]
