""" "KO an opposing Sidekick" (choose_opposing_die, compiled by constructs/one_die.py): the
controller chooses one, which is not targeting (DM-13.1, DM-13.3), so a die that "can't be
targeted" is still offered."""

from __future__ import annotations

from games.engine.abilities.targets import target_options
from games.engine.model.state import Trigger
from tests.engine.effects.common import effect
from tests.engine.keywords.common import character, face_off

REAPER = character(
    "reaper", 2, 2,
    abilities=[{"trigger": "when_fielded", "text": "When fielded, KO an opposing Sidekick.",
                "effects": [effect("ko", "choose_opposing_die", filters={"sidekick": True})]}],
)  # fmt: skip
VEILED = character(
    "veiled", 1, 1,
    abilities=[{"trigger": "static", "text": "Your Sidekick dice can't be targeted.",
                "effects": [effect("cant_be_targeted", "all_your_characters",
                                   filters={"sidekick": True})]}],
)  # fmt: skip


def test_an_opposing_sidekick_is_offered_even_if_it_cant_be_targeted() -> None:
    g = face_off([REAPER], [VEILED], chris_field=2)
    options = target_options(g.state, Trigger(0, "reaper", 0))
    assert options == ("p2:sidekick:5", "p2:sidekick:6")  # not Chris's Veiled, no Sidekick
