"""A player's own deeds as triggers (issue 16), while the card is active (DM-18.1):

- "whenever you take non-combat damage" (`when_you_take_non_combat_damage`): the latest
  moment of damage to the card's player (model/hits.py) holds no combat damage (DM-9.7: an
  attacker's; every other damage is an ability's, DM-16.1); life loss is no damage (DM-12.4);
- "whenever you KO an opposing character die" (`when_you_ko_opposing_die`): an opposing die
  KO'd, and the player who KO'd it (abilities/ko_credit.py, the "kod" occasion's `player`)
  is one of its owner's opponents (docs/rulings.md "Experience tokens": the one whose
  damage or effect it was);
- "whenever any character die leaves the Field Zone" (`when_your_die_leaves_field` and
  `when_opposing_die_leaves_field`, one ability): a character die of either player KO'd,
  moved, captured or rerolled out of it (abilities/left_field.py announces those).

They join `TRIGGERS` here, once the loader imports this (as targeted.py's)."""

from __future__ import annotations

from games.engine.abilities.left_field import LEFT_FIELD, by_opponent
from games.engine.abilities.occasions import TRIGGERS, Occasion, TriggerKind
from games.engine.model.hits import moment_of
from games.engine.model.state import GameState


def non_combat(state: GameState, occasion: Occasion, die: str) -> bool:
    """The damage the player was just dealt is no combat damage."""
    hits = moment_of(state, f"player:{occasion.player}")
    return bool(hits) and not any(h.combat for h in hits)


PLAYER_DEED_TRIGGERS = {
    "when_you_take_non_combat_damage": TriggerKind(
        "player_damaged", "player", True, condition=non_combat
    ),
    "when_you_ko_opposing_die": TriggerKind("kod", "opposing", True, condition=by_opponent),
}
TRIGGERS.update(PLAYER_DEED_TRIGGERS)


def character_left(state: GameState, occasion: Occasion, die: str) -> bool:
    """ "Any character die leaves the Field Zone" (abilities/left_field.py's occasion: KO'd,
    moved or captured out of it): a die of a character card or a Sidekick (an action die in
    the Field Zone is no character die, DM-8.14)."""
    card = state.cards[state.dice[occasion.die].card]
    return card.kind not in ("action", "basic_action")


LEFT_TRIGGERS = {
    "when_your_die_leaves_field": TriggerKind(LEFT_FIELD, "yours", True, condition=character_left),
    "when_opposing_die_leaves_field": TriggerKind(
        LEFT_FIELD, "opposing", True, condition=character_left
    ),
}
TRIGGERS.update(LEFT_TRIGGERS)
