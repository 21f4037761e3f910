"""What narrows a die's "damaged" and "deals_damage" occasions to a die that was not KO'd
(issue 16): "When <this> takes damage and isn't KO'd", "Whenever <this> deals combat damage
and is not KO'd". The occasions of a hit are announced before its KO (ability damage,
DM-16.1: "when damaged" first; combat damage, DM-9.11: the Knock Out step comes after), so
the die is still in its Field Zone then: it is not KO'd when its damage is below its
defense (DM-16.2). A die already gone to the Prep Area (a Fast phase's KO) was KO'd; an
unblocked attacker moved Out of Play (DM-9.8) was not. They read abilities/stats.py, which
reads the effects, which announce occasions: so these triggers join `TRIGGERS` here, once
the loader (loading/cards.py, which every game's cards go through) imports this (as
attack_filters.py's filters join `FILTERS`)."""

from __future__ import annotations

from games.engine.abilities.combat_occasions import Occasion, deals_combat_damage
from games.engine.abilities.occasions import TRIGGERS, TriggerKind
from games.engine.abilities.stats import defense_of
from games.engine.model.state import FIELD_ZONES, GameState, Zone


def survives(state: GameState, die_id: str) -> bool:
    """The die is not KO'd by the damage on it now."""
    die = state.dice.get(die_id)
    if die is None:
        return False
    if die.zone in FIELD_ZONES:
        return die.damage < defense_of(state, die)
    return die.zone is Zone.OOP


def damaged_survives(state: GameState, occasion: Occasion, die: str) -> bool:
    """ "When <this> takes damage and isn't KO'd" (DM-16.4's trigger, narrowed)."""
    return survives(state, occasion.die)


def deals_combat_damage_survives(state: GameState, occasion: Occasion, die: str) -> bool:
    """ "Whenever <this> deals combat damage and is not KO'd"."""
    return deals_combat_damage(state, occasion, die) and survives(state, occasion.die)


SURVIVAL_TRIGGERS = {
    "when_damaged_survives": TriggerKind("damaged", condition=damaged_survives),
    "when_deals_combat_damage_survives": TriggerKind(
        "deals_damage", condition=deals_combat_damage_survives
    ),
    # "When a character die (of yours, an opposing one) is damaged and not KO'd," while
    # this card is active (DM-18.1): another die's damage it survives
    "when_your_die_damaged_survives": TriggerKind(
        "damaged", "yours", True, condition=damaged_survives
    ),
    "when_opposing_die_damaged_survives": TriggerKind(
        "damaged", "opposing", True, condition=damaged_survives
    ),
}
TRIGGERS.update(SURVIVAL_TRIGGERS)
