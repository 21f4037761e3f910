"""Energy borrowed from an opponent (issue 16): "use one energy from your opponent's Reserve
Pool" is the player's `borrow_energy` until Cleanup (the engine's effects/borrowed.py: spent
in a payment of theirs as their own, once). "You may" is the player's choice of accepting it;
the die and the payment are chosen as they pay. Another player's pool than an opponent's, or
"all the energy", is not this shape."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: borrow_energy
borrow_energy: "use" number "energy" "from" _lender "reserve" "pool" turn?
_lender: "your" "opponent's" | "an" "opponent's" | "target" "opponent's" | "the" "opponent's"
"""


def _borrow(children: list[Any]) -> list[Effect]:
    amount = next(c for c in children if isinstance(c, int))
    return [{"op": "borrow_energy", "amount": amount, "target": "you"}]


RULES: dict[str, Any] = {"borrow_energy": _borrow}
