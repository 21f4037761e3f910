"""Range (002:L777): when a character with Range attacks, every active character die with
Range, either player's, deals its Range value in damage to target opposing character die
(ability damage, DM-16), its Range value divided among several targets if its controller
wishes ("you can choose multiple targets": `EffectSpec.split`). Keyword.abilities: a "range"
trigger on the "attacks" occasion for each Range die in a Field Zone (scope "each_die"), once
per declaration of attackers (docs/rulings.md, "Keywords (kwb)")."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.abilities.occasions import Occasion, TriggerKind
from games.engine.abilities.texts import has_keyword
from games.engine.model.cards import Ability, EffectSpec, KeywordUse
from games.engine.model.state import GameState

NAME = "range"


def _has_range(state: GameState, die: str) -> bool:
    return has_keyword(state, state.dice[die], NAME)  # printed or copied (DM-23.3)


def volley(state: GameState, occasion: Occasion, die: str) -> bool:
    """A Range die attacks: the first of the declared attackers with Range sets off the one
    volley of this declaration (two Range attackers do not make two)."""
    if state.combat is None or not _has_range(state, occasion.die):
        return False
    ranged = [a for a in state.combat.attackers if _has_range(state, a)]
    return occasion.die == min(ranged)


def abilities(use: KeywordUse) -> tuple[Ability, ...]:
    damage = EffectSpec(  # "you can choose multiple targets": the Range value divided
        "deal_damage", amount=use.value or 0, target="target_opposing_die", split=True
    )
    return (Ability(NAME, (damage,), origin=f"keyword:{NAME}"),)


KEYWORD = Keyword(
    name=NAME,
    label="Range",
    glossary=(
        "When a character with Range attacks, all active characters with Range deal damage"
        " equal to their Range value to target opposing character die. You can choose"
        " multiple targets for each of your dice with Range, and if you're defending with"
        " Range you get to choose even if your die would be KO'd by Range damage."
    ),
    source="002:L777",
    rules=("DM-13.1", "DM-15.2", "DM-16.1", "DM-18.4"),
    triggers={NAME: TriggerKind("attacks", scope="each_die", condition=volley)},
    abilities=abilities,
    takes_value=True,
)
