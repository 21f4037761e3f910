"""The filters "not_energy_type" and "not_affiliation" (abilities/filters.py): "target
non-@bolt character die", "opposing non-(grv) character dice" (DM-13.2: filters narrow the
dice a target kind names)."""

from __future__ import annotations

from games.engine.abilities.targets import targets_for
from tests.engine.keywords.common import character, face_off

BOLTER = character("bolter", 1, 1, energy_types=["bolt"], affiliations=["Grovekin"])
FISTER = character("fister", 1, 1, energy_types=["fist"])


def test_non_energy_type_and_non_affiliation() -> None:
    g = face_off([BOLTER], [FISTER], chris_field=1)
    every = targets_for(g.state, "target_die", 0)
    assert set(every) >= {"p1:bolter:1", "p2:fister:1", "p2:sidekick:5"}
    non_bolt = targets_for(g.state, "target_die", 0, (("not_energy_type", "bolt"),))
    assert "p1:bolter:1" not in non_bolt and {"p2:fister:1", "p2:sidekick:5"} <= set(non_bolt)
    non_grove = targets_for(g.state, "target_die", 0, (("not_affiliation", "Grovekin"),))
    assert "p1:bolter:1" not in non_grove and "p2:fister:1" in non_grove
