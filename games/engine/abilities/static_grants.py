"""Keywords a static ability gives (DM-14.3): "While <this> is active, your character dice
gain Fast", "(grv) character dice you control have Immortal". A `grant_keyword` effect of a
static ability reaches a die in the Field Zone (or Attack Zone) while the ability holds
for a player whose effect it would be and the die passes its filters, like a static's A and
D (abilities/stats.py); the die then has the keyword's hooks (abilities/texts.granted). Only
keywords of hook points are given (keywords/uses.granted_keyword): nothing is queued. A
grant narrowed by a keyword ("dice with Immortal gain ...") is not read (it would ask itself).
"""

from __future__ import annotations

from games.engine.abilities import texts
from games.engine.abilities.static_entries import statics_of
from games.engine.abilities.targets import static_reaches
from games.engine.model.cards import KeywordUse
from games.engine.model.state import FIELD_ZONES, GameState


def static_granted(state: GameState, die_id: str, point: str = "") -> tuple[KeywordUse, ...]:
    """The keywords static abilities in force give the die now (none it has printed); with
    a hook point, only keywords with a hook there (abilities/texts.hooks_of)."""
    die = state.dice.get(die_id)
    if die is None or die.zone not in FIELD_ZONES:
        return ()
    cards = state.cards
    printed = {k.name for k in cards[die.card].keywords}
    found: list[KeywordUse] = []
    for card, ability, effect in statics_of(cards, texts.GRANT_KEYWORD):
        use = effect.granted
        if use is None:
            continue
        if point and (use.rules is None or point not in use.rules.hooks):
            continue
        if any(name == "keyword" for name, _ in effect.filters):
            continue  # "dice with <keyword> gain ...": would ask itself round
        if use.name in printed or any(k.name == use.name for k in found):
            continue
        if static_reaches(state, card, ability, effect, die, die_id):
            found.append(use)
    return tuple(found)


def install() -> None:
    """Let abilities/texts.py read these grants (it sits below this module's imports)."""
    if static_granted not in texts.STATIC_GRANTS:
        texts.STATIC_GRANTS.append(static_granted)
