"""Swiss pairing of one round: seeded random in round 1, maximum-weight matching afterwards.

Why blocks instead of one sparse graph: rustworkx's blossom algorithm is roughly cubic, and one
graph over a 4,096-player field already takes about 8 s even with ~8 edges per player. So the
field is sorted (points descending, seeded shuffle within a score group). In that order the
consecutive pairing (1-2, 3-4, ...) is a lower bound `D` on the largest difference of *any*
pairing and on the total difference (every odd prefix must send one pair across the next gap).
Fewest cross-group pairs comes between the two (weights.py): the field is put in *floater
order* (`_floater_order`), whose consecutive pairing also attains the lower bound on
cross-group pairs within `D`, then cut into blocks of `block_size` consecutive players at even
positions. Each block is matched over its rematch-free pairs within `D` (a block whose
consecutive pairing has no rematch attains its share of the bounds as it is, and skips the
solver); a block whose matching is perfect and costs no more than its share of the cross-group
and total bounds is certified, and a union of certified blocks attains every bound: a global
optimum. A block that cannot be certified is widened: merged with its neighbours to double its
size, counted in `widened`. Regions of `REGION_CAP` players or more accept any perfect
rematch-free matching within `D` (cross pairs and total may then exceed the optimum), or else
their own exact rematch-free optimum (the largest difference may then exceed `D`). If the whole
field still fails, the exact solver runs on the complete graph, first without rematches, then,
as a last resort, with them (`rematches` in the result); on a large field that last step is
slow, but it needs a field where no rematch-free pairing exists even inside blocks of
REGION_CAP players.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from itertools import pairwise

from tournaments.pairing import errors
from tournaments.pairing.errors import PairingFatalError, PairingUserError
from tournaments.pairing.matching import Pair, cost_of, matching, solve_exact
from tournaments.pairing.records import (
    ALGORITHM_VERSION,
    Entrant,
    Pairing,
    PairingRequest,
    PairingResult,
    inputs_digest,
)
from tournaments.pairing.weights import weights_for

DEFAULT_BLOCK_SIZE = 16
REGION_CAP = 256


def pair_round(request: PairingRequest, *, block_size: int = DEFAULT_BLOCK_SIZE) -> PairingResult:
    """Pair one round; the same request (and seed) always gives the same pairings."""
    if block_size < 2 or block_size % 2:
        raise ValueError("block_size must be an even number of at least 2")
    entrants = _validated(request)
    if request.round_number == 1:
        return _round_one(request, entrants)
    order = _pairing_order(entrants, request)
    penalties = bye_penalties(entrants)
    bye: str | None = None
    if len(order) % 2:
        # Priority 3 fixed up front: the lowest-ranked eligible player. Certified blocks then
        # prove the rest optimal; only the complete-graph fallback may move the bye up.
        bye = next((p for p, below in penalties.items() if below == 0), None)
        if bye is None:
            raise PairingUserError(
                errors.NO_BYE_CANDIDATE, "odd field and every player has already had a bye"
            )
    pairs, widened = _pair_blocks([e for e in order if e.id != bye], block_size)
    if pairs is None:
        widened += 1
        pairs = _complete(order, penalties)
    elif bye is not None:
        pairs.append((bye, None))
    return _result(request, entrants, pairs, widened)


def pair_round_complete_graph(request: PairingRequest) -> PairingResult:
    """Reference: the exact optimum over the complete graph with the same weights (slow)."""
    entrants = _validated(request)
    if request.round_number == 1:
        return _round_one(request, entrants)
    order = _pairing_order(entrants, request)
    return _result(request, entrants, _complete(order, bye_penalties(entrants)), 0)


def bye_penalties(entrants: Sequence[Entrant]) -> dict[str, int]:
    """For each bye-eligible player, how many eligible players are ranked below it (0 = lowest)."""
    eligible = [e for e in standing_order(entrants) if not e.had_bye]
    return {e.id: len(eligible) - 1 - index for index, e in enumerate(eligible)}


def standing_order(entrants: Sequence[Entrant]) -> list[Entrant]:
    """Best first: more points, better rank, then id so ties are deterministic."""
    return [row[3] for row in sorted((-e.points, e.rank, e.id, e) for e in entrants)]


def _validated(request: PairingRequest) -> list[Entrant]:
    """Reject what the organiser can fix before any pairing work."""
    entrants = sorted(request.entrants, key=lambda e: e.id)
    if request.round_number < 1:
        raise PairingUserError(errors.INVALID_ENTRANT, "round numbers start at 1")
    if len(entrants) < 2:
        raise PairingUserError(errors.TOO_FEW_PLAYERS, "a round needs at least 2 active players")
    for previous, entrant in pairwise(entrants):
        if previous.id == entrant.id:
            raise PairingUserError(errors.DUPLICATE_ENTRANT, f"{entrant.id} is entered twice")
    for entrant in entrants:
        if not entrant.id or entrant.points < 0 or entrant.rank < 0:
            raise PairingUserError(errors.INVALID_ENTRANT, f"invalid entrant {entrant.id!r}")
        if entrant.id in entrant.opponents:
            raise PairingUserError(errors.INVALID_ENTRANT, f"{entrant.id} lists itself")
    return entrants


def _pairing_order(entrants: Sequence[Entrant], request: PairingRequest) -> list[Entrant]:
    """Points descending; within a score group a seeded shuffle, so equal records meet at random."""
    rng = random.Random(f"{request.seed}:{request.round_number}")
    keyed = sorted((-e.points, rng.random(), e.id, e) for e in entrants)  # ids are unique
    return [item[3] for item in keyed]


def _round_one(request: PairingRequest, entrants: list[Entrant]) -> PairingResult:
    """Round 1 is random: shuffle the id-sorted field with `random.Random(seed)`, pair in order."""
    order = list(entrants)
    random.Random(request.seed).shuffle(order)
    pairs: list[Pair] = []
    if len(order) % 2:
        eligible = [e for e in order if not e.had_bye]
        if not eligible:
            raise PairingUserError(
                errors.NO_BYE_CANDIDATE, "odd field and every player has already had a bye"
            )
        pairs.append((eligible[-1].id, None))
        order.remove(eligible[-1])
    pairs.extend((order[i].id, order[i + 1].id) for i in range(0, len(order), 2))
    return _result(request, entrants, pairs, 0)


def _pair_blocks(rest: Sequence[Entrant], block_size: int) -> tuple[list[Pair] | None, int]:
    """Match an even field block by block, widening uncertified blocks; None if the whole fails.

    `rest` is in pairing order (points descending). The largest difference is bounded below by
    `D`, the largest gap the consecutive pairing must cross. Blocks are cut from the floater
    order (see `_floater_order`), whose consecutive pairing attains the lower bounds of both
    the cross-group pairs and the total difference within `D`; a block is certified when its
    matching costs no more than its share of them in both, so a union of certified blocks
    attains both bounds: a global optimum.
    """
    n = len(rest)
    bound = max((rest[k].points - rest[k + 1].points for k in range(0, n, 2)), default=0)
    order = _floater_order(rest, bound)
    cross_prefix, total_prefix = [0], [0]
    for k in range(0, n, 2):
        difference = abs(order[k].points - order[k + 1].points)
        cross_prefix.append(cross_prefix[-1] + (difference > 0))
        total_prefix.append(total_prefix[-1] + difference)
    accepted: list[tuple[int, int, list[Pair]]] = []
    widened = 0
    lo, hi = 0, min(n, block_size)
    while lo < n:
        region = order[lo:hi]
        block: list[Pair] | None = _consecutive(region)
        found = None if block is not None else _match_block(region, bound)
        if found is not None:
            cross = sum(region[i].points != region[j].points for i, j in found)
            total = sum(abs(region[i].points - region[j].points) for i, j in found)
            certified = (
                cross <= cross_prefix[hi // 2] - cross_prefix[lo // 2]
                and total <= total_prefix[hi // 2] - total_prefix[lo // 2]
            )
            if certified or hi - lo >= REGION_CAP:
                block = [(region[i].id, region[j].id) for i, j in found]
        elif hi - lo >= REGION_CAP:
            # Large region, no perfect matching within the bound: exact and rematch-free,
            # allowing a larger largest difference, before growing any further.
            block = solve_exact(region, None, allow_rematch=False)
        if block is not None:
            accepted.append((lo, hi, block))
            lo, hi = hi, min(n, hi + block_size)
            continue
        if lo == 0 and hi == n:
            return None, widened
        widened += 1
        want = 2 * (hi - lo)
        hi = min(n, lo + want)
        start = max(0, hi - want)
        while accepted and accepted[-1][1] > start:
            accepted.pop()
        lo = accepted[-1][1] if accepted else 0
    return [pair for _, _, block in accepted for pair in block], widened


def _floater_order(rest: Sequence[Entrant], bound: int) -> list[Entrant]:
    """`rest` reordered so that its consecutive pairing has the fewest cross-group pairs.

    A score group of odd size must send one player out, so the groups of odd size come in
    pairs (t, u) in order, and each pair is linked by a chain of floaters that crosses every
    group between them: the chain needs at least as many pairs as hops of at most `bound`
    points from t's score to u's, landing on scores that exist between them (each landing
    group gives one player in and one out; the groups jumped over pair among themselves).
    The greedy furthest hop gives the fewest; the sum over the chains is a lower bound on the
    cross-group pairs of any pairing within `bound`, reached here together with the lower
    bound on the total difference (a chain's pairs add up to t's score minus u's). Plain
    sorted order (1-2, 3-4, ...) sends one floater to every group in between instead.
    """
    groups: list[list[Entrant]] = []
    for entrant in rest:
        if groups and groups[-1][0].points == entrant.points:
            groups[-1].append(entrant)
        else:
            groups.append([entrant])
    order: list[Entrant] = []
    g = 0
    while g < len(groups):
        order.extend(groups[g])
        if len(groups[g]) % 2 == 0:
            g += 1
            continue
        end = next(k for k in range(g + 1, len(groups)) if len(groups[k]) % 2)
        here = g
        while here != end:
            top = groups[here][0].points
            land = max(k for k in range(here + 1, end + 1) if top - groups[k][0].points <= bound)
            order.append(groups[land][0])  # pairs with the floater from `here`
            for k in range(here + 1, land):
                order.extend(groups[k])  # jumped over: even groups, paired among themselves
            order.extend(groups[land][1:])  # odd while chaining on: its last one floats on
            here = land
        g = end + 1
    return order


def _consecutive(region: Sequence[Entrant]) -> list[Pair] | None:
    """The consecutive pairing (1-2, 3-4, ...) when it has no rematch, else None.

    In floater order it attains the block's share of both lower bounds, so it is already a
    maximum-weight matching of the block and the solver can be skipped; within a score group
    the seeded shuffle makes it a random pairing, as the rules ask.
    """
    pairs: list[Pair] = []
    for k in range(0, len(region), 2):
        a, b = region[k], region[k + 1]
        if b.id in a.opponents or a.id in b.opponents:
            return None
        pairs.append((a.id, b.id))
    return pairs


def _match_block(block: Sequence[Entrant], bound: int) -> list[tuple[int, int]] | None:
    """Rematch-free pairs within `bound` points, weighted by cross-group pairs then score
    difference (no rematches, no bye here)."""
    size = len(block)
    weights = weights_for(size, bound, 0)
    ids = [e.id for e in block]
    points = [e.points for e in block]
    met = [e.opponents for e in block]
    edges: list[tuple[int, int, int]] = []
    for i in range(size):
        a_id, a_points, a_met = ids[i], points[i], met[i]
        for j in range(i + 1, size):
            difference = abs(a_points - points[j])
            if difference <= bound and ids[j] not in a_met and a_id not in met[j]:
                edges.append((i, j, weights.pair(difference, False)))
    found = matching(size, edges)
    return None if found is None else sorted((min(i, j), max(i, j)) for i, j in found)


def _complete(order: Sequence[Entrant], penalties: Mapping[str, int]) -> list[Pair]:
    """Exact solve on the complete graph: rematch-free if at all possible, else fewest rematches."""
    odd = len(order) % 2 == 1
    if odd and not penalties:
        raise PairingUserError(
            errors.NO_BYE_CANDIDATE, "odd field and every player has already had a bye"
        )
    pairs = solve_exact(order, penalties, allow_rematch=False)
    if pairs is None:
        pairs = solve_exact(order, penalties, allow_rematch=True)
    if pairs is None:
        raise PairingFatalError("pairing/no_matching", "the complete graph has no perfect matching")
    return pairs


def _result(
    request: PairingRequest, entrants: Sequence[Entrant], pairs: list[Pair], widened: int
) -> PairingResult:
    """Order tables from the top, explain each pairing and record what re-derives it."""
    by_id = {e.id: e for e in entrants}
    standing = standing_order(entrants)
    eligible = [e for e in standing if not e.had_bye]
    penalties = {e.id: len(eligible) - 1 - index for index, e in enumerate(eligible)}
    seen: set[str] = set()
    for a, b in pairs:
        for player in (a, b):
            if player is not None and player in seen:
                raise PairingFatalError("pairing/paired_twice", f"{player} paired twice")
            if player is not None:
                seen.add(player)
    if seen != set(by_id):
        raise PairingFatalError("pairing/unpaired", "a player was left unpaired")
    cost = cost_of(pairs, by_id, penalties)
    position = {e.id: i for i, e in enumerate(standing)}
    games: list[tuple[Entrant, Entrant]] = []
    bye: Entrant | None = None
    for a, b in pairs:
        if b is None:
            bye = by_id[a]
            continue
        first, second = by_id[a], by_id[b]
        games.append((first, second) if position[a] < position[b] else (second, first))
    games.sort(key=lambda game: (-game[0].points, position[game[0].id]))
    tables = [
        Pairing(table, high.id, low.id, _explain(high, low))
        for table, (high, low) in enumerate(games, start=1)
    ]
    if bye is not None:
        tables.append(Pairing(0, bye.id, None, _explain_bye(bye, request, penalties)))
    return PairingResult(
        pairings=tuple(tables),
        objective=cost.packed(),
        algorithm_version=ALGORITHM_VERSION,
        seed=request.seed,
        widened=widened,
        inputs_digest=inputs_digest(request),
        rematches=cost.rematches,
    )


def _explain(high: Entrant, low: Entrant) -> str:
    """Who was paired up or down, and by how many points."""
    if high.points == low.points:
        text = f"{high.shown} and {low.shown} both on {high.points} pts"
    else:
        text = (
            f"{high.shown} ({high.points} pts) paired down to {low.shown} ({low.points} pts), "
            f"{_pts(high.points - low.points)} apart"
        )
    if low.id in high.opponents or high.id in low.opponents:
        text += "; rematch: no rematch-free pairing exists"
    return text


def _explain_bye(player: Entrant, request: PairingRequest, penalties: Mapping[str, int]) -> str:
    """Why this player got the bye."""
    if request.round_number == 1:
        return f"{player.shown} gets the bye: random draw from the seed (round 1)"
    below = penalties.get(player.id, 0)
    if below == 0:
        return (
            f"{player.shown} ({player.points} pts, rank {player.rank}) gets the bye: "
            "lowest-ranked player without a bye"
        )
    return (
        f"{player.shown} ({player.points} pts, rank {player.rank}) gets the bye: the {below} "
        "lower-ranked players without a bye could not take it without forcing a rematch"
    )


def _pts(points: int) -> str:
    """'1 pt', '3 pts'."""
    return f"{points} pt" if points == 1 else f"{points} pts"
