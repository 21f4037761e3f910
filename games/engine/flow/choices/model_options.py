"""What a priority description offers to pay for (`PriorityChoice`, `ReactChoice`): the
payment a purchase, a field or a Global admits, and the options that carry one. Apart from
model.py so that module stays short; model.py re-exports every name (`C.Payment`, ...)."""

from __future__ import annotations

import msgspec

from games.engine.flow.choices.model_batches import EnergySource
from games.engine.model.cards import ENERGY_TYPES, WILD


class Payment(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """Pay `cost` with `paid` = (die, symbols) pairs (each die of `sources` at most once,
    its symbols one of its `spendable` sets, in any order) plus `virtual` in 0..virtual:
    exactly `cost` in all (DM-8.2), with one symbol of each of `energy_types`, a `wild`
    symbol standing for any one of `stands_for` (DM-8.6)."""

    cost: int
    energy_types: tuple[str, ...] = ()
    sources: tuple[EnergySource, ...] = ()
    virtual: int = 0
    wild: str = WILD
    stands_for: tuple[str, ...] = ENERGY_TYPES


class PurchaseOption(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    card: str
    payment: Payment


class FabricateOption(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """Buy a die of `card` by KOing `count` of `dice` (the player's character dice in their
    Field Zone) whose cards' purchase costs total `total` or more, instead of energy
    (Fabricate, docs/rulings.md): the `purchase` action with `fabricated`; `example` pays."""

    card: str
    count: int
    total: int
    dice: tuple[str, ...]
    example: tuple[str, ...]


class FieldOption(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    die: str
    payment: Payment


class FieldInsteadOption(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """Field `die` by the other price its card prints instead of energy (`instead`: "life",
    `amount` of it lost; "ko_all", every other die in the Field Zone KO'd;
    abilities/field_instead.py): the `field` action with `instead` (and `paid`, `virtual`
    as `payment` says)."""

    die: str
    instead: str
    payment: Payment  # energy beside it: what a cost increase adds (usually nothing)
    amount: int = 0


class GlobalOption(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """`cost_targets`: what may pay its effect cost that says "target ..." (the action's
    `cost_target`, one of them, DM-12.2); empty when no cost is paid with a chosen die."""

    card: str
    ability: int
    payment: Payment
    cost_targets: tuple[str, ...] = ()
    # a Global a copy gives: the copying die (the action's `via`, DM-23.3)
    via: str = ""
