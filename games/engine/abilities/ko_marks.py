"""What the KO door and the search for lethal dice need to know of a KO a player may replace
(abilities/ko_offers.py), with nothing else imported: the door asks `OFFERS` (filled by
ko_offers.py as it is imported) before it KOs, and neither it nor `stats.lethal` KOs again a
die that waits for its controller's answer (`WAITING`) or whose KO was replaced with the
damage it still has (`SPARED`, its amount: that damage; new damage may KO it again)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from games.engine.model.batch import Batch
from games.engine.model.state import GameState

WAITING = "ko_offered"  # a persistent effect on the die: its KO waits for an answer
SPARED = "ko_spared"  # a persistent effect on the die: its KO was replaced this turn

# (batch, dice about to be KO'd, who KOs them) -> the dice whose KO now waits for an answer
Offer = Callable[[Batch, Sequence[str], "int | None"], set[str]]
OFFERS: list[Offer] = []


def held(state: GameState, die_id: str) -> bool:
    """The die is not KO'd by the damage it has now: its answer is due, or it was spared
    with this much damage on it (or more that was since prevented)."""
    if not state.lasting:
        return False
    for x in state.lasting:
        if x.target != die_id:
            continue
        if x.effect == WAITING:
            return True
        if x.effect == SPARED and state.dice[die_id].damage <= x.amount:
            return True
    return False


def waiting(state: GameState, die_id: str) -> bool:
    """Its controller's answer is still due (the KO door leaves it where it is)."""
    return any(x.effect == WAITING and x.target == die_id for x in state.lasting)


def offered(b: Batch, dice: Sequence[str], by: int | None) -> set[str]:
    """The dice whose KO a card's optional replacement now offers to its controller."""
    found: set[str] = set()
    for offer in OFFERS:
        found |= offer(b, [d for d in dice if d not in found], by)
    return found
