"""Edge weights that turn Swiss priorities into one maximum-weight matching, and the objective.

Priorities, highest first:

1. every player is paired (``max_cardinality=True``; a bye node makes an odd field even);
2. fewest rematches (zero whenever a rematch-free pairing exists);
3. the bye goes to the lowest-ranked eligible player (eligible = no bye yet);
4. the largest score difference inside a pair is as small as possible;
5. the fewest cross-group pairs: pairs whose players have different points (floaters; Swiss
   systems minimise them);
6. the total score difference is as small as possible.

Priority 4 is a bottleneck, which a sum of weights can only express with exponentially large
weights (beyond rustworkx's 128-bit integers for real fields). So it is a *threshold on the
graph* instead: pair edges exist only when ``|Δpoints| <= D``, and ``D`` is the smallest value at
which priorities 1-3 are still as good as without a threshold. The weights carry 2, 3, 5 and 6.
For a graph with ``n`` nodes (bye node included), largest candidate difference ``dmax`` and
``E`` bye candidates::

    T   = (n // 2) * dmax + 1      exceeds any total score difference
    U_X = T                        one cross-group pair fewer beats every difference
    U_B = U_X * (n // 2 + 1)       one step of bye preference beats cross pairs and differences
    U_R = U_B * (E + 1)            one rematch fewer beats any bye choice and all below
    K   = U_R * (n // 2 + 1)       keeps every weight positive
    w(a, b)   = K - U_R * met(a, b) - U_X * [points(a) != points(b)] - |points(a) - points(b)|
    w(a, bye) = K + U_B * (E - 1 - below(a))   below(a) = eligible players ranked below a

In a perfect matching the sum is a constant plus ``U_B * bye_preference - U_R * rematches -
U_X * cross_pairs - total_difference``, so maximising it is lexicographic (2, 3, 5, 6); all
values fit in 64 bits for any realistic field (about 59 bits for a 16,384-player complete
graph).

The reported objective does not depend on which graph was built, so the sparse and the complete
graph can be compared: it packs the cost (rematches, bye penalty, largest difference, cross-group
pairs, total difference) into one 63-bit integer, most significant first, lower is better (see
Cost).
"""

from __future__ import annotations

from typing import NamedTuple


class Weights(NamedTuple):
    """The constants of the formula above for one graph."""

    pair_base: int
    rematch: int
    bye_step: int
    cross: int

    def pair(self, difference: int, rematch: bool) -> int:
        """Weight of a pair edge; a non-zero difference is a cross-group pair."""
        return (
            self.pair_base
            - (self.rematch if rematch else 0)
            - (self.cross if difference else 0)
            - difference
        )

    def bye(self, candidates: int, below: int) -> int:
        """Weight of the edge from a player to the bye node."""
        return self.pair_base + self.bye_step * (candidates - 1 - below)


def weights_for(nodes: int, max_difference: int, bye_candidates: int) -> Weights:
    """The constants for a graph of `nodes` nodes (see the module docstring)."""
    pairs = nodes // 2
    total_bound = pairs * max_difference + 1
    cross = total_bound
    bye_step = cross * (pairs + 1)
    rematch = bye_step * (bye_candidates + 1)
    return Weights(pair_base=rematch * (pairs + 1), rematch=rematch, bye_step=bye_step, cross=cross)


# Bit widths of the packed objective, most significant first; 13 + 15 + 8 + 14 + 13 = 63 bits,
# so it fits a signed 64-bit column (Django BigIntegerField). Exact for events up to 32,767
# players (cross-group pairs and bye penalty), 8,191 rematches, differences up to 255 points and
# totals up to 8,191 (an optimal total never exceeds the points range, a few dozen); a larger
# value saturates its field (the order of such absurd events is then approximate).
_WIDTHS = (13, 15, 8, 14, 13)


class Cost(NamedTuple):
    """What a pairing costs, compared lexicographically (lower is better)."""

    rematches: int
    bye_penalty: int
    max_difference: int
    cross_pairs: int
    total_difference: int

    def packed(self) -> int:
        """One non-negative 63-bit integer with the same order: a PairingResult's `objective`."""
        value = 0
        for part, width in zip(self, _WIDTHS, strict=True):
            value = (value << width) | min(part, (1 << width) - 1)
        return value

    @classmethod
    def unpack(cls, objective: int) -> Cost:
        """Read an objective back into its parts."""
        parts: list[int] = []
        for width in reversed(_WIDTHS):
            parts.append(objective & ((1 << width) - 1))
            objective >>= width
        return cls(*reversed(parts))
