"""Who answers an ability's choice: its controller (DM-13.1), or their opponent where the
text says so ("your opponent chooses one non-Villain character. All other non-Villains
can't block this turn": target kind `opponent_chooses_die`, the opponent who plays next,
as "your opponent" is, docs/rulings.md "Doubles"). What the choice does is still the
controller's ability's; `all_other_characters` then names each character die but the one
chosen (abilities/targets.py). "Your opponent targets two of his or her characters": the
opponent names as many as the text says (`up_to`), fewer only when there are fewer to name
(`fewest`): a choice made for the other player gives them no "up to" to use against it.
So does "two target character dice" (`exact`): two, or all there are if fewer (DM-13.1)."""

from __future__ import annotations

from games.engine.abilities.answers import first_asked
from games.engine.abilities.ranked import ranked
from games.engine.abilities.targets import DECLINE
from games.engine.model.state import GameState, Trigger

# (`opponent_may_choose_their_die`: a cost the opponent may pay to prevent an effect,
# abilities/opponent_prevents.py)
OPPONENT_CHOOSES = frozenset({
    "opponent_chooses_die", "opponent_targets_their_die", "opponent_may_choose_their_die",
    "opponent_may_pay",
    "opponent_chooses_their_die",  # "each player KOs one of their character dice"
    "energy_face_opponent_chooses",  # "... to an energy face of your opponent's choice"
    "opponent_either",  # "your opponent chooses: either ... or ..." (either_chosen.py)
})  # fmt: skip


def chooser(state: GameState, trigger: Trigger) -> int:
    """The player who chooses the target of the choice asked now (abilities/answers.py)."""
    effect = first_asked(state, trigger)
    if effect is not None and effect.target in OPPONENT_CHOOSES:
        return state.next_seat(trigger.controller)
    return trigger.controller


def fewest(state: GameState, trigger: Trigger, options: tuple[str, ...]) -> int:
    """How many targets the choice must name at least: 1, or for an opponent's choice of
    "N" dice or "N target dice" (`exact`), N (or all there are, if fewer)."""
    effect = first_asked(state, trigger)
    if effect is None:
        return 1
    if effect.up_to > 1 and (effect.target in OPPONENT_CHOOSES or effect.exact):
        return max(1, min(effect.up_to, len([o for o in options if o != DECLINE])))
    return ranked(effect) or 1  # N different targets (abilities/ranked.py)
