""" "Spend one energy from your opponent's Reserve Pool" (constructs/borrowed_energy.py), in our
own wording; the engine's side: tests/engine/effects/test_borrowed_energy.py."""

from __future__ import annotations

from tests.cards.compiler.helpers import ability, why


def test_a_when_fielded_borrowing_is_read() -> None:
    record = ability("When fielded, you may use 1 energy from your opponent's Reserve Pool.")
    assert record["trigger"] == "when_fielded" and record["optional"] is True
    assert record["effects"] == [{"op": "borrow_energy", "amount": 1, "target": "you"}]


def test_near_misses_stay_text_only() -> None:
    # your own pool, all of it, or a die taken for good are other shapes
    assert why("character", "When fielded, use 1 energy from your Reserve Pool.")
    assert why("character", "When fielded, use all energy from your opponent's Reserve Pool.")
    assert why("character", "When fielded, take 1 energy from your opponent's Reserve Pool.")
