"""Edge weights that turn Swiss priorities into one maximum-weight matching, and the objective.

Priorities, highest first:

1. every player is paired (``max_cardinality=True``; a bye node makes an odd field even);
2. fewest rematches (zero whenever a rematch-free pairing exists);
3. the bye goes to the lowest-ranked eligible player (eligible = no bye yet);
4. the largest score difference inside a pair is as small as possible;
5. the total score difference is as small as possible.

Priority 4 is a bottleneck, which a sum of weights can only express with exponentially large
weights (beyond rustworkx's 128-bit integers for real fields). So it is a *threshold on the
graph* instead: pair edges exist only when ``|Δpoints| <= D``, and ``D`` is the smallest value at
which priorities 1-3 are still as good as without a threshold. The weights carry 2, 3 and 5.
For a graph with ``n`` nodes (bye node included), largest candidate difference ``dmax`` and
``E`` bye candidates::

    T   = (n // 2) * dmax + 1            exceeds any total score difference
    U_B = T                              one step of bye preference beats every difference
    U_R = U_B * E + T                    one rematch fewer beats any bye choice and differences
    K   = U_R * (n // 2 + 1)             keeps every weight positive
    w(a, b)   = K - U_R * met(a, b) - |points(a) - points(b)|
    w(a, bye) = K + U_B * (E - 1 - below(a))   below(a) = eligible players ranked below a

In a perfect matching the sum is a constant plus ``U_B * bye_preference - U_R * rematches -
total_difference``, so maximising it is lexicographic (2, 3, 5); all values fit in 64 bits for
any realistic field.

The reported objective does not depend on which graph was built, so the sparse and the complete
graph can be compared: it packs the cost (rematches, bye penalty, largest difference, total
difference) into one 63-bit integer, most significant first, lower is better (see Cost).
"""

from __future__ import annotations

from typing import NamedTuple


class Weights(NamedTuple):
    """The constants of the formula above for one graph."""

    pair_base: int
    rematch: int
    bye_step: int

    def pair(self, difference: int, rematch: bool) -> int:
        """Weight of a pair edge."""
        return self.pair_base - (self.rematch if rematch else 0) - difference

    def bye(self, candidates: int, below: int) -> int:
        """Weight of the edge from a player to the bye node."""
        return self.pair_base + self.bye_step * (candidates - 1 - below)


def weights_for(nodes: int, max_difference: int, bye_candidates: int) -> Weights:
    """The constants for a graph of `nodes` nodes (see the module docstring)."""
    total_bound = (nodes // 2) * max_difference + 1
    bye_step = total_bound
    rematch = bye_step * bye_candidates + total_bound
    return Weights(pair_base=rematch * (nodes // 2 + 1), rematch=rematch, bye_step=bye_step)


# Bit widths of the packed objective, most significant first; 15 + 16 + 8 + 24 = 63 bits, so it
# fits a signed 64-bit column (Django BigIntegerField). Exact for events up to 32,767 pairs and
# 65,535 players, differences up to 255 points and totals up to 16,777,215; a larger value
# saturates its field (the order of such absurd events is then approximate).
_WIDTHS = (15, 16, 8, 24)


class Cost(NamedTuple):
    """What a pairing costs, compared lexicographically (lower is better)."""

    rematches: int
    bye_penalty: int
    max_difference: int
    total_difference: int

    def packed(self) -> int:
        """One non-negative 63-bit integer with the same order: a PairingResult's `objective`."""
        value = 0
        for part, width in zip(self, _WIDTHS, strict=True):
            value = (value << width) | min(part, (1 << width) - 1)
        return value

    @classmethod
    def unpack(cls, objective: int) -> Cost:
        """Read an objective back into its four parts."""
        parts: list[int] = []
        for width in reversed(_WIDTHS):
            parts.append(objective & ((1 << width) - 1))
            objective >>= width
        return cls(*reversed(parts))
