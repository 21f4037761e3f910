"""Gear equipped to character dice (the Dungeons & Dragons sets' Equip; no rulebook we hold
defines it, docs/rulings.md "Equip"). An equipped Gear die is an action die in its owner's
Field Zone (DM-8.14, as a Continuous one) with a persistent effect `equipped` on it
(DM-14.2) whose `source` is the character die it is attached to; it ends when either die
leaves the Field Zone (effects/equip.py `ending`). These are the queries the statics,
filters and counts read."""

from __future__ import annotations

from games.engine.model.state import GameState

EQUIPPED = "equipped"  # Lasting.effect on a Gear die; its source: the character die
UNTIL = "equipped"  # its Lasting.until: neither Cleanup nor a new turn ends it


def gear_on(state: GameState, die_id: str) -> tuple[str, ...]:
    """The Gear dice equipped to the character die `die_id`, in the order equipped."""
    if not state.lasting:
        return ()
    return tuple(x.target for x in state.lasting if x.effect == EQUIPPED and x.source == die_id)


def equipped_to(state: GameState, gear_id: str) -> str:
    """The character die the Gear die `gear_id` is equipped to ("" if none)."""
    for x in state.lasting:
        if x.effect == EQUIPPED and x.target == gear_id:
            return x.source
    return ""


def carries(state: GameState, die_id: str, card_id: str) -> bool:
    """Has the character die `die_id` a Gear die of `card_id` equipped ("the equipped
    character" of that Gear card's statics)?"""
    return any(state.dice[g].card == card_id for g in gear_on(state, die_id) if g in state.dice)
