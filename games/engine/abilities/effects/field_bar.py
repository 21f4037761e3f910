"""cant_be_fielded: "while <this> is active, your opponent can't field level 3 character
dice". A static ability's only (DM-14.3): the dice it reaches (its filters read the face a
die shows in the Reserve Pool, DM-8.10) may not be fielded by their owner while it holds;
abilities/locks.barred reads it for fielding, the legal actions and the choice
descriptions (permissions.may_field). DM-12.1: "you can't" beats "you can". Resolving it
does nothing.

cant_be_purchased: "... your opponent may not purchase character dice with a printed cost
of 2": the same for the dice of the supply it reaches (their card's printed cost),
permissions.may_purchase (flow/purchases.py).

no_wild_purchase: "you may not use (wild) energy to purchase this die": the card's own,
read as its dice are bought (abilities/wild_bars.py).

field_for_life, field_for_ko_all: another price for fielding the card's own dice, read as
one is fielded (abilities/field_instead.py)."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.locks import CANT_BE_FIELDED, CANT_BE_PURCHASED
from games.engine.abilities.wild_bars import NO_WILD
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _static_only(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """A bar on fielding is a static ability's: nothing happens when resolved."""


EFFECTS = {
    CANT_BE_FIELDED: Effect(_static_only),
    CANT_BE_PURCHASED: Effect(_static_only),
    NO_WILD: Effect(_static_only),
    "field_for_life": Effect(_static_only),
    "field_for_ko_all": Effect(_static_only),
}
