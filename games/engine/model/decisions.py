"""Decision events: the game's creation, outcomes of chance, players' choices and
judges' rulings. Each can start a batch of the log (docs/event-log.md)."""

from __future__ import annotations

from typing import Any

import msgspec

from games.engine.model.edition import FIRST_RULES_EDITION
from games.engine.model.event_base import Event, Paid, event_type

# --- genesis -------------------------------------------------------------------------------


@event_type(decision=True)
class GameCreated(Event):
    """Seq 0: who plays which team under which options (the teams name cards by id), and
    under which edition of the engine's rules (`rules_edition`, 1 when left out)."""

    version: int
    options: tuple[tuple[str, Any], ...]
    # One per seat in turn order: two, or four in Doubles (seats 0 and 2 are one team)
    players: tuple[str, ...]
    teams: tuple[tuple[tuple[str, int], ...], ...]
    basic_actions: tuple[tuple[str, ...], ...]
    cards_digest: str
    seed_hash: str = ""
    # Draft Teams (001:L870-892): the cards in the centre and their dice, (card id, dice);
    # the teams are then drafted (CardDrafted) and start empty.
    draft_pool: tuple[tuple[str, int], ...] = ()
    # Draft Teams: the Basic Action Cards the three or four in the centre were drawn from
    # with the game's seed (001:L877-878), so the draw is checked once the seed is revealed.
    draft_offered: tuple[str, ...] = ()
    # The rules edition the game was created under (model/edition.py); a log written before
    # the edition was recorded has none and reads as the first.
    rules_edition: int = FIRST_RULES_EDITION


# --- random outcomes (decisions of chance) --------------------------------------------------


@event_type(decision=True)
class TossWon(Event):
    """The random method chose this player, who now chooses to go first or second (DM-3.7)."""

    player: int


# Where drawn dice go: the Prep Area (the turn's draw, DM-6.2; prep from the bag, 000:L799),
# Out of Play (the first player's fourth die, DM-6.5) or the Reserve Pool (an effect's "draw
# a die", rolled once, DM-20.3). The schema publishes exactly these (issue 9, item 17).
DRAW_DESTINATIONS = ("prep", "oop", "reserve")


@event_type(decision=True)
class DiceDrawn(Event):
    player: int
    dice: tuple[str, ...]
    to: str  # one of DRAW_DESTINATIONS


@event_type(decision=True)
class DiceRolled(Event):
    player: int
    faces: tuple[tuple[str, int], ...]  # (die id, face index)


# --- player decisions -----------------------------------------------------------------------


@event_type(decision=True)
class OrderChosen(Event):
    player: int
    go_first: bool


@event_type(decision=True)
class CardDrafted(Event):
    """Draft Teams (001:L870-892): the player takes a stack by choosing one card of it and
    keeps `dice` of its dice (0: the card is not used)."""

    player: int
    card: str
    dice: int


@event_type(decision=True)
class RerollChosen(Event):
    player: int
    dice: tuple[str, ...]


@event_type(decision=True)
class DiePurchased(Event):
    player: int
    card: str
    die: str
    paid: Paid
    virtual: int = 0


@event_type(decision=True)
class DieFabricated(Event):
    """A die purchased with `fabricated`, the player's dice KO'd instead of energy (Fabricate,
    docs/rulings.md): the decision the action `purchase` with `fabricated` records, the KO
    following in its batch (an event of its own: DiePurchased's stored form is unchanged)."""

    player: int
    card: str
    die: str
    fabricated: tuple[str, ...]


@event_type(decision=True)
class DicePurchased(Event):
    """2014 rules: several dice purchased at once with one payment, "to spend a generic die
    completely" (001:L309-311); `dice[i]` is the die bought from `cards[i]`."""

    player: int
    cards: tuple[str, ...]
    dice: tuple[str, ...]
    paid: Paid


@event_type(decision=True)
class CharactersFielded(Event):
    """2014 rules: several characters fielded at once, "to fully spend a generic-energy die"
    (001:L341-342); one payment for their fielding costs together."""

    player: int
    dice: tuple[str, ...]
    paid: Paid


@event_type(decision=True)
class CharacterFielded(Event):
    player: int
    die: str
    paid: Paid
    virtual: int = 0


@event_type(decision=True)
class CharacterFieldedInstead(Event, omit_defaults=True):
    """A character die fielded by the other price its card prints instead of its fielding
    cost (abilities/field_instead.py: `instead` "life", "ko_all"): the decision the action
    `field` with `instead` records, the price following in its batch (an event of its own:
    CharacterFielded's stored form is unchanged)."""

    player: int
    die: str
    instead: str
    paid: Paid = ()  # what a cost increase adds (abilities/costs.py `field_cost`)
    virtual: int = 0


@event_type(decision=True)
class ActionDieUsed(Event, omit_defaults=True):
    """Used, the die goes Out of Play (DM-8.14), or stays in the Field Zone (Continuous);
    under dm-2014 it stays in the Reserve Pool (`to` "reserve") until its effect is applied,
    then goes to the Used Pile (001:L331-332, effects/in_use.py; "used" at once in logs of
    rules editions before 10)."""

    player: int
    die: str
    to: str = "oop"
    # "must pay 1 to use each action die": the energy paid with the use (energy_taxes.py)
    paid: Paid = ()
    virtual: int = 0


@event_type(decision=True)
class GlobalUsed(Event, omit_defaults=True):
    """`virtual` is always written (records had it before `cost_target`, which is left out
    when empty, so older logs read and write as they did)."""

    player: int
    card: str
    ability: int
    paid: Paid
    virtual: int
    cost_target: str = ""  # the die (or player) a chosen effect cost is paid with (DM-12.2)
    # the copying die whose copy of `card` gives this Global (DM-23.3); left out when empty
    via: str = ""


@event_type(decision=True)
class GlobalsUsed(Event):
    """2014 rules: a Global used `times` times, "paid for in a batch" with one payment, the
    uses resolving as a single effect (001:L826-827)."""

    player: int
    card: str
    ability: int
    times: int
    paid: Paid


@event_type(decision=True)
class AbilityUsed(Event, omit_defaults=True):
    """A die's ability usable "whenever you could use a Global Ability" (DM-8.18) is used:
    its costs are paid (the events after this one), then it waits in the queue."""

    player: int
    die: str
    ability: int
    cost_target: str = ""  # the die (or player) a chosen effect cost is paid with (DM-12.2)
    card: str = ""  # a card giving the die the keyword whose ability it is (window_grants.py)


@event_type(decision=True)
class PriorityPassed(Event):
    player: int


@event_type(decision=True)
class AttackersDeclared(Event, omit_defaults=True):
    player: int
    dice: tuple[str, ...]
    # "can't attack unless you pay 1 per die": the energy paid with them (energy_taxes.py)
    paid: Paid = ()
    virtual: int = 0


@event_type(decision=True)
class BlockersDeclared(Event, omit_defaults=True):
    player: int
    blocks: tuple[tuple[str, str], ...]  # (blocker, attacker)
    # "must pay 2 to block each of ...": the energy paid with them (energy_taxes.py)
    paid: Paid = ()
    virtual: int = 0


@event_type(decision=True)
class DamageAssigned(Event):
    """The active player's split of each multiply-blocked attacker's damage (DM-9.9)."""

    player: int
    splits: tuple[tuple[str, str, int], ...]  # (attacker, blocker, amount)


@event_type(decision=True)
class TargetChosen(Event, omit_defaults=True):
    player: int
    target: str  # a die id, or "player:0" / "player:1"; "" with a split
    # the effect's amount divided among targets (Range): (target, amount) pairs
    split: tuple[tuple[str, int], ...] = ()
    # "you may pay ... to": the energy paid as the ability resolves (flow/paid.py, DM-8.1)
    paid: Paid = ()
    virtual: int = 0


@event_type(decision=True)
class TriggerChosen(Event):
    """The controller picks which of their waiting triggers resolves next (DM-15.2)."""

    player: int
    index: int


@event_type(decision=True)
class Conceded(Event):
    player: int


@event_type(decision=True)
class TimeCalled(Event):
    """Tournament time: this turn is turn 0, then `turns_after_time` more turns."""

    turn: int


# --- judges' rulings (games/engine/rulings.py) ------------------------------------------


@event_type(decision=True)
class RulingAnnotated(Event):
    """A judge's note on event `about_seq`; it changes nothing in the game."""

    judge: str
    about_seq: int
    text: str


@event_type(decision=True)
class RulingLifeSet(Event):
    """A judge corrects a player's life total (within the starting life, DM-11.3)."""

    judge: str
    target: int
    life: int
    reason: str


@event_type(decision=True)
class RulingRewound(Event):
    """The game continues from the state right after event `to_seq`."""

    judge: str
    to_seq: int
    reason: str


# --- declarations of text-only abilities (issue 7) ------------------------------------------


class DeclaredEffect(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """One effect a player declares for a text-only ability, in the engine's terms: an
    effect primitive (`op`, the effects registry) with the parameters of card data's
    EffectSpec, and `chosen`, the die or player ("player:N") a "target ..." kind names."""

    op: str
    amount: int = 0
    target: str = "none"
    chosen: str = ""
    zone: str = ""
    duration: str = "turn"
    filters: tuple[tuple[str, str | int | bool], ...] = ()
    # What the effect makes (make_tokens, DM-24.1): the tokens' A, D and affiliation.
    attack: int = 0
    defense: int = 0
    affiliation: str = ""


@event_type(decision=True)
class EffectDeclared(Event):
    """The controller of the text-only ability at the head of the queue declares what it
    does (`costs` paid first, DM-12.2, then `effects`), or declines (both empty); the
    events the effects cause carry `declared: true`. The opponent then accepts or disputes
    it (a dispute goes to the judges)."""

    player: int
    effects: tuple[DeclaredEffect, ...] = ()
    costs: tuple[DeclaredEffect, ...] = ()
    declared: bool = True


@event_type(decision=True)
class DeclarationAccepted(Event):
    player: int


@event_type(decision=True)
class DeclarationDisputed(Event):
    """The opponent disputes the declaration of event `about_seq` (its effects stand until
    a judge rules on the dispute this opens)."""

    player: int
    reason: str = ""
    about_seq: int = 0


__all__ = [
    "DRAW_DESTINATIONS",
    "AbilityUsed",
    "ActionDieUsed",
    "AttackersDeclared",
    "BlockersDeclared",
    "CardDrafted",
    "CharacterFielded",
    "CharacterFieldedInstead",
    "CharactersFielded",
    "Conceded",
    "DamageAssigned",
    "DeclarationAccepted",
    "DeclarationDisputed",
    "DeclaredEffect",
    "DiceDrawn",
    "DicePurchased",
    "DiceRolled",
    "DieFabricated",
    "DiePurchased",
    "EffectDeclared",
    "GameCreated",
    "GlobalUsed",
    "GlobalsUsed",
    "OrderChosen",
    "PriorityPassed",
    "RerollChosen",
    "RulingAnnotated",
    "RulingLifeSet",
    "RulingRewound",
    "TargetChosen",
    "TimeCalled",
    "TossWon",
    "TriggerChosen",
]
