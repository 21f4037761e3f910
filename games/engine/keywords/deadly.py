"""Deadly (002:L759, 003:L637): every character die engaged with a Deadly die this turn is KO'd
at the end of the turn, even if the Deadly die is gone by then. Keyword.abilities: "when
blocks" and "when blocked" abilities mark the engaged dice (`mark_deadly`, a persistent
effect that outlasts the Deadly die, effects/marks.py); at the end of the turn (DM-10.3) a
trigger of the card, whether or not it is active, KOs the marked dice still in the Field
Zone (a KO by an effect, not damage: DM-16.4). The trigger fires only while marks exist."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.abilities.occasions import Occasion, TriggerKind
from games.engine.model.cards import Ability, EffectSpec, KeywordUse
from games.engine.model.state import GameState

NAME = "deadly"
MARK = "deadly"  # the persistent effect's name (effects/marks.py)


def _marked(state: GameState, occasion: Occasion, die: str) -> bool:
    return bool(state.lasting) and any(x.effect == MARK for x in state.lasting)


END = "deadly_end_of_turn"
MARKING = EffectSpec("mark_deadly", target="engaged_dice")
KO_MARKED = EffectSpec("ko", target="all_characters", filters=(("lasting", MARK),))


def abilities(use: KeywordUse) -> tuple[Ability, ...]:
    origin = f"keyword:{NAME}"
    return (
        Ability("when_blocks", (MARKING,), origin=origin),
        Ability("when_blocked", (MARKING,), origin=origin),
        Ability(END, (KO_MARKED,), origin=origin),
    )


KEYWORD = Keyword(
    name=NAME,
    label="Deadly",
    glossary=(
        "Character dice that are engaged with a character die that has Deadly are KO'd at the"
        " end of the turn (even if the character with Deadly has been KO'd or leaves the Field"
        " Zone)."
    ),
    source="002:L759, 003:L637",
    rules=("DM-9.4", "DM-10.3", "DM-14.2", "DM-16.4"),
    triggers={END: TriggerKind("turn_ended", "game", needs_active=False, condition=_marked)},
    abilities=abilities,
)
