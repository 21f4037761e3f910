"""Experience of the later Dungeons & Dragons sets (Trouble in Waterdeep and after; no
rulebook we hold defines it, docs/rulings.md "Experience tokens"). Trouble in Waterdeep's
reminder, in our words: a turn of yours in which you KO'd an opposing Monster ends with one
Experience Token put on the card of this character die; what a token does is the keyword page's
(each token gives each of that card's dice +1A and +1D). Ruling, in three parts:

- the credit: during your turn, an opposing Monster character die is KO'd by you (by your
  dice' combat damage, an effect of your ability, or damage from your die or your Global:
  `abilities/ko_credit.py`); its own player KOing it gives none. The KO door asks this
  keyword (hook `ko_seen`), which marks the player (`MARK`, a persistent effect that lasts
  past Cleanup until the next turn begins, DM-14.2);
- the token: at the end of your turn (DM-10.3), each of your cards with this keyword that
  is active then (DM-18.1) and whose player holds the mark gains one Experience token: one
  per card and turn, however many Monsters were KO'd;
- what a token does: every character die of that card its player controls gets +1A and
  +1D (DM-16.1) for the rest of the game; a token stays on the card when its dice leave the
  Field Zone (it is no persistent effect on a die, DM-14.2: `TOKEN`, on the card).

"Adventurers" (characters with Experience) count these dice too (`counts_as`)."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.card_tokens import tokens  # noqa: F401 (this keyword's count)
from games.engine.abilities.effects.modify import CARD_TOKENS
from games.engine.abilities.filters import FILTERS
from games.engine.abilities.keyword import Keyword
from games.engine.abilities.occasions import Occasion, TriggerKind
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import Ability, CharacterFace, EffectSpec, KeywordUse
from games.engine.model.state import GameState, Trigger

NAME = "experience_tokens"
MONSTER = "monster"  # the affiliation of the cards' Monster banner (cards.php DDM)
MARK = "kod_a_monster"  # on "player:<n>": they KO'd an opposing Monster this turn
TOKEN = "experience_token"  # on a card id: one Experience token of its `controller`
assert TOKEN in CARD_TOKENS  # (abilities/stats.py adds its +1A and +1D)
FOREVER = "game"  # a token's `until`: no rule of the turn ends it
GAIN = EffectSpec(TOKEN, target="none")


def ko_seen(b: Batch, kos: Sequence[tuple[str, int | None]]) -> None:
    """Dice about to be KO'd, each with the player who KO'd it (None: not known): the
    active player who KOs an opposing Monster character die is marked, once a turn."""
    state = b.state
    player = state.active
    if any(x.effect == MARK and x.target == f"player:{player}" for x in state.lasting):
        return
    for die_id, by in kos:
        die = state.dice[die_id]
        holder = next((p for p in range(state.seats) if die_id in state.in_zone(p, die.zone)), None)
        if by != player or holder is None or holder in state.teammates(player):
            continue
        face = state.face_of(die)
        if isinstance(face, CharacterFace) and FILTERS["affiliation"](state, die, MONSTER):
            b.emit(ev.EffectStarted(MARK, f"player:{player}", die_id, player, "after_cleanup"))
            return


def marked(state: GameState, occasion: Occasion, die: str) -> bool:
    """The turn's player KO'd an opposing Monster this turn."""
    target = f"player:{occasion.player}"
    return any(x.effect == MARK and x.target == target for x in state.lasting)


def _gain(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """One Experience token on the trigger's card, its controller's."""
    b.emit(ev.EffectStarted(TOKEN, trigger.card, trigger.card, trigger.controller, FOREVER, 1))


def abilities(use: KeywordUse) -> tuple[Ability, ...]:
    return (Ability(NAME, (GAIN,), origin=f"keyword:{NAME}"),)


KEYWORD = Keyword(
    name=NAME,
    label="Experience",
    glossary=(
        "Experience: at the end of a turn of yours in which you KO'd an opposing (ddm), this"
        " character die's card gets one Experience Token."
    ),
    source="5tiw's reminder",
    rules=("DM-9.11", "DM-10.3", "DM-14.2", "DM-16.1", "DM-18.1"),
    hooks={"ko_seen": ko_seen},
    triggers={NAME: TriggerKind("turn_ended", "player", needs_active=True, condition=marked)},
    abilities=abilities,
    effects={TOKEN: Effect(_gain)},
    counts_as="experience",
)
