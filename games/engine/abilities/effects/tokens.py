"""make_tokens: character tokens (DM-24.1).

"for game purposes are considered to be level 1 character dice with a purchase cost of 0.
Their A and D values will be given by the card generating them, and they can only exist in
the Field Zone. As soon as they leave the Field Zone they no longer exist. They may not be
spun up, spun down, or rerolled. They do not have an energy type." (000:L697-699)

`amount` tokens (at least one) with the effect's `attack`, `defense` and `affiliation` enter
the Field Zone of each player the target names (`you` by default: the controller). They are
dice of a token card (model/cards.py `token_card`: one level-1 face, no energy type, on no
team), so they attack, block, count "for each" and can be KO'd like any character die; a
token that leaves the Field Zone (a KO, Out of Play after an unblocked attack, a bounce)
ceases to exist (model/zones.py: zone `gone`). Entering the Field Zone this way is not
fielding: no "when fielded" triggers (DM-8.13).
"""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect, players
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec, token_card_id
from games.engine.model.state import Trigger

MAX_TOKENS = 8  # per effect and player: more would be a typo in card data, not a card


def token_ids(player: int, seq: int, count: int) -> tuple[str, ...]:
    """Ids of the tokens an event of this seq makes, unique for the whole game, in the form
    of every die id ("p1:token.15:1": the player, then a card-like name, then the copy)."""
    return tuple(f"p{player + 1}:token.{seq}:{i + 1}" for i in range(count))


def _make(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    owners = players(targets) if effect.target != "none" else [trigger.controller]
    count = min(MAX_TOKENS, max(1, effect.amount))
    card = token_card_id(effect.attack, effect.defense, effect.affiliation)
    for player in owners:
        b.emit(ev.TokensMade(player, token_ids(player, b.state.seq, count), card, trigger.card))


EFFECTS = {"make_tokens": Effect(_make)}
