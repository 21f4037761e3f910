"""A most a die takes of combat damage in a turn (DM-19.1, DM-9.7): "your other character
dice take a maximum of 4 combat damage this turn" starts `CAP` on each die it names until
the end of the turn (effects/turn_caps.py); the damage door (abilities/damage.py
`deal_damage`) makes each combat damage to such a die no more than what is left of the cap
after the combat damage it was already dealt this turn (the turn's hits, model/hits.py,
kept until Cleanup). With several, the smallest holds. Damage made 0 is not dealt and
triggers nothing (DM-19.1); ability damage is not combat damage and passes whole."""

from __future__ import annotations

from games.engine.model.state import GameState

CAP = "cap_combat_damage_this_turn"


def combat_capped(state: GameState, target: str, amount: int, combat: bool) -> int:
    """What is left of `amount` of combat damage to the die `target` under its turn's caps."""
    if not combat or amount <= 0 or not state.lasting:
        return amount
    caps = [x.amount for x in state.lasting if x.effect == CAP and x.target == target]
    if not caps:
        return amount
    taken = sum(h.amount for h in state.hits if h.target == target and h.combat)
    return max(0, min(amount, min(caps) - taken))
