"""`kod_to` (the KO'd dice it names) and `kos_to` (the dice its card's dice KO with combat
damage) go to another zone than the Prep Area: statics only, the KO door reads them
(abilities/kod_to.py); `ko_instead` replaces its card's dice's KO (abilities/ko_instead.py);
`redirect_to_self`, `redirect_first_to_opponent` and `redirect_part_to_opponent` send
damage elsewhere
(abilities/static_redirect.py).
Nothing happens as they resolve: they are no triggered effects."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _nothing(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """A static: read where dice are KO'd, never applied."""


EFFECTS = {
    "kod_to": Effect(_nothing),
    "kos_to": Effect(_nothing),
    "ko_instead": Effect(_nothing),  # a die's own replacement of its KO (abilities/ko_instead.py)
    "redirect_to_self": Effect(_nothing),  # damage to its own die (abilities/static_redirect.py)
    "redirect_first_to_opponent": Effect(_nothing),  # (abilities/static_redirect.py too)
    "redirect_part_to_opponent": Effect(_nothing),  # (abilities/static_redirect.py too)
}
