"""Who attacked (or blocked) this turn (issue 16, card text): the record of the dice declared
as attackers and as blockers this turn (GameState.attacked, GameState.blocked_with: DM-9.1,
DM-9.3; a new turn begins without them), read as

- the filter `attacked_this_turn` ("a character die that attacked this turn"; False: "that
  did not attack this turn") and `fought_this_turn` ("that attacked or blocked this turn");
  a die declared as an attacker attacked, whatever happened to it after (blocked, KO'd, sent
  Out of Play unblocked); a die put into the Attack Zone otherwise (a swap, DM-23.4) did not;
- the mark `mark_ko_unless_attacks` ("if it doesn't attack this turn, KO it", effects/marks.py
  `ko_unless_attacked`): its die, if still in the Field Zone at the end of the turn and not
  declared as an attacker this turn, is KO'd by the card's own end-of-turn ability;
- with the effect `arm_end_of_turn` (effects/armed.py), an action die's "at the end of the
  turn, ..." (DM-10.3): its card's `end_of_turn` ability armed (abilities/armed.py) from the
  use until the next turn begins, so Cleanup's end of "this turn" effects does not disarm
  it first; once for each die of the card used.

Registered here (abilities/targets.py imports this module)."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.filters import FILTERS
from games.engine.model.state import Die, GameState

MARK = "ko_unless_attacked"  # the persistent mark's name (effects/marks.py)


def attacked(state: GameState, die: str) -> bool:
    """Was the die declared as an attacker this turn?"""
    return die in state.attacked


def _attacked(state: GameState, die: Die, value: Any) -> bool:
    return attacked(state, die.id) is bool(value)


def _fought(state: GameState, die: Die, value: Any) -> bool:
    fought = die.id in state.attacked or die.id in state.blocked_with
    return fought is bool(value)


FILTERS["attacked_this_turn"] = _attacked
FILTERS["fought_this_turn"] = _fought
