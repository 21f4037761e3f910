"""The 2014 rules' batches in the priority description (`PriorityChoice.several`), the
energy a payment may come from (`EnergySource`, shared with `Payment`), and what attacking,
blocking or using an action die costs (`Taxes`)."""

from __future__ import annotations

import msgspec


class EnergySource(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """An energy die in the Reserve Pool: the symbols it `shows` and each set of them that
    may be spent from it (all of them, or a part that leaves a face of the die, DM-8.3)."""

    die: str
    shows: tuple[str, ...]
    spendable: tuple[tuple[str, ...], ...]


class Taxes(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """What a declaration or a use costs in energy (abilities/energy_taxes.py, DM-12.2),
    paid with it (`paid`, `virtual`) from `sources` and up to `virtual` virtual energy: the
    total exactly, any type (DM-8.2); nothing paid when the total is 0. Attackers: each die
    of `dice` declared, `once` with any attacker, and each amount of `groups` once with
    any of its dice ("may pay (1) to ignore this effect until end of turn"). Blockers: each
    attacker of `dice` blocked (once), each (blocker, attacker, amount) of `pairs` declared,
    each amount of `pair_groups` once with any of its pairs. Action dice: the die of `dice`
    used."""

    sources: tuple[EnergySource, ...] = ()
    virtual: int = 0
    dice: tuple[tuple[str, int], ...] = ()
    pairs: tuple[tuple[str, str, int], ...] = ()
    once: int = 0
    groups: tuple[tuple[tuple[str, ...], int], ...] = ()
    pair_groups: tuple[tuple[tuple[tuple[str, str], ...], int], ...] = ()


class BatchCard(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """A card a batch may buy from: its n-th die named in one batch costs `costs[n-1]` (no
    more than len(costs) of its dice); each mention needs a symbol of `energy_types`."""

    card: str
    costs: tuple[int, ...]
    energy_types: tuple[str, ...] = ()


class BatchDie(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """A character die in the Reserve Pool a batch may field, and its fielding cost."""

    die: str
    cost: int


class BatchGlobal(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """A Global a batch may use `times` times (2 to the batch's `most`): `cost` and one
    symbol of `energy_types` per use. `example_times`/`example_paid`: the most uses the
    engine accepts now with one payment (0 and empty when none was found)."""

    card: str
    ability: int
    cost: int
    energy_types: tuple[str, ...] = ()
    example_times: int = 0
    example_paid: tuple[tuple[str, tuple[str, ...]], ...] = ()


class BatchExample(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """One batch the engine accepts now: the cards (purchase) or dice (field) and a payment."""

    names: tuple[str, ...]
    paid: tuple[tuple[str, tuple[str, ...]], ...]


class Batches(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """The 2014 rules' batches (`dm-2014` only), each paid at once with (die, symbols) pairs
    of `sources` (each die at most once, its symbols one of its `spendable` sets; no virtual
    energy) adding up exactly to the batch's costs together:

    - `purchase_several` (001:L309-311): `cards`, 2 to `most` mentions of `purchases`' cards
      (a card at most len(costs) times), with one spent symbol of each mentioned card's energy
      types for that mention, no symbol serving two, a Wild standing for one (001:L292-293);
    - `field_several` (001:L341-342): `dice`, 2 to `most` different dice of `fields`, their
      fielding costs in any energy;
    - `use_global_several` (001:L824-827): a Global of `globals`, `times` 2 to `most`, its
      cost times `times`, one symbol of its energy types per use.

    A kind is listed when the rules allow it now and the energy could cover two (its
    examples: one batch the engine accepts, or none found by the bounded search)."""

    sources: tuple[EnergySource, ...] = ()
    most: int = 20
    purchases: tuple[BatchCard, ...] = ()
    fields: tuple[BatchDie, ...] = ()
    globals: tuple[BatchGlobal, ...] = ()
    purchase_example: BatchExample | None = None
    field_example: BatchExample | None = None
