"""Cleave (003:L629): an attacking Cleave die that KOs a blocker with combat damage then deals
half its A, rounded down, as combat damage to another opposing character die, once. Trigger:
"cleave" on the "kos" occasion (the KO door says which dice KO'd which in combat) when the
die is an attacker; effect `cleave` (its own primitive: the amount is the die's A when it
resolves), to a target opposing die chosen then (the KO'd blocker is no longer one)."""

from __future__ import annotations

from games.engine.abilities.damage import damage_occasions, deal_damage
from games.engine.abilities.effects.base import Effect
from games.engine.abilities.keyword import Keyword
from games.engine.abilities.occasions import Occasion, TriggerKind, announce
from games.engine.abilities.stats import attack_of, defense_of
from games.engine.model.batch import Batch
from games.engine.model.cards import Ability, EffectSpec, KeywordUse
from games.engine.model.state import FIELD_ZONES, GameState, Trigger

NAME = "cleave"
HALF = EffectSpec(NAME, target="target_opposing_die")


def attacking(state: GameState, occasion: Occasion, die: str) -> bool:
    """It KO'd a blocker as an attacker (a blocking Cleave die does not cleave) and is not
    KO'd itself at the same time (docs/rulings.md)."""
    if state.combat is None or occasion.die not in state.combat.attackers:
        return False
    cleaver = state.dice[occasion.die]
    return cleaver.damage < defense_of(state, cleaver)


def cleave(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """Half the die's A now, rounded down, as combat damage; none if the die is gone."""
    die = b.state.dice.get(trigger.source_die)
    if die is None or die.zone not in FIELD_ZONES or not b.state.is_character(die):
        return
    amount = attack_of(b.state, die) // 2
    hits = [t for t in targets if t in b.state.dice]
    for target in hits:
        deal_damage(b, die.id, target, amount, combat=True)
    if amount > 0:
        announce(b, *damage_occasions((die.id, t) for t in hits))


def abilities(use: KeywordUse) -> tuple[Ability, ...]:
    return (Ability(NAME, (HALF,), origin=f"keyword:{NAME}"),)


KEYWORD = Keyword(
    name=NAME,
    label="Cleave",
    glossary=(
        "If a die with Cleave attacks and KOs a blocking character die with combat damage, they"
        " deal half of their A (rounded down) to another character die your opponent controls as"
        " combat damage (only once)."
    ),
    source="003:L629",
    rules=("DM-9.7", "DM-9.11", "DM-13.1", "DM-16.1"),
    triggers={NAME: TriggerKind("kos", condition=attacking)},
    abilities=abilities,
    effects={NAME: Effect(cleave)},
)
