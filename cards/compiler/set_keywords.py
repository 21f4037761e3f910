"""Set keywords whose line is the keyword alone, or with its reminder (docs/rulings.md "Set
keywords the rulebooks do not define"): the card text says what the keyword does, so the
line is read as those words, said once here in the card style, through the grammar like
any line; `extra` adds what the words cannot say.

Breath Weapon N ("pay N to deal N damage to your opponent and all their characters"): a
Global of the card (DM-8.16 to DM-8.19) that its player may use while the card is active
(DM-18.1), docs/rulings.md "Breath Weapon"; its record keeps N (`breath`). Anti-Breath
Weapon X (its reminder: cancel an opponent's Breath Weapon for its cost): a Reactive Global
of the card, docs/rulings.md "Anti-Breath Weapon" (constructs/breath_words.py).

Strike ("if you field no other characters this turn, <self> gets +2A, +2D and Overcrush"):
a static of this card's dice with the condition `fielded_alone`, docs/rulings.md "Strike".

Rush - <energy> (its reminder: this die drawn in your Clear and Draw Step draws and rolls
one more die per <energy> die): a static of this card, `rush_draw` (constructs/
extra_draws.py; engine abilities/rush.py), docs/rulings.md "Rush". Only with a reminder, if
any, naming the energy type of its head.

Suit Up - <Name> ("when purchased, you may KO a <Name> character die to field <self> at
level 2"): a trigger of its own purchase, "if you do" (docs/rulings.md "Suit Up"). Only with
its reminder naming the one character of its head (the name a token, normalise.named).

Recruit - <dice> (its reminder: this die's combat damage to an opponent moves a <dice> die of
your Prep Area, Reserve Pool or Used Pile into the Field Zone, level 1 face up): a trigger of
this die's combat damage to an opponent (docs/rulings.md "Recruit").

Retaliation (its reminder: an affiliated character KO'd deals 1 damage to an opposing player):
while this card is active, whenever one of its player's character dice that shares an
affiliation with it is KO'd, 1 damage to the opponent (docs/rulings.md "Retaliation").
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cards.compiler.constructs import breath_words
from cards.compiler.parts import NotRead

_BREATH = re.compile(
    r"^breath weapon (\d)\.?"
    r"(?: \(pay @?(\d) to deal (\d) damage to (?:your opponent|all opponents) and all"
    r" (?:his creatures|their characters|their character dice)\.?\))?$"
)
_ANTI = re.compile(
    r"^anti-breath weapon(?: -)? x\.?(?: \(when an opponent uses a breath weapon,"
    r" you may pay an amount equal to the opponent's breath weapon"
    r" cost to cancel the effect\.?\))?$"
)  # Anti-Breath Weapon X: its Reactive Global (constructs/breath_words.py)
_DICE = "character dice"
_SUIT_UP = re.compile(
    r"^suit up - ([a-z0-9' -]+) \(when purchased, you may ko an? (%[\w'-]+) character die to"
    r" field self at level 2\)\.?$"
)
_SUIT_UP_ALONE = re.compile(r"^suit up - ([a-z0-9][a-z0-9' -]*?)\.?$")  # its set's reminder
_RECRUIT = re.compile(
    r"^recruit ?- (?:an? )?([^().]+?)\.?"
    r"(?: \(when (?:this die|self) damages an opponent with combat damage, move an? [^()]+ die"
    r" from your used pile, reserve pool,? or prep area into the field(?: zone)? on its level 1"
    r" character face\)\.?)?$"
)
_RECRUITED = (
    "when self deals combat damage to your opponent, move a {} from your used pile, reserve"
    " pool, or prep area to the field zone at level 1."
)
_RUSH = re.compile(
    r"^rush - (@(?:bolt|fist|mask|shield))\.?(?: \(if you draw self during your clear and draw"
    r" step, draw and roll an?d? extra die for each (@\w+)(?: die)?\.?\))?\.?$"
)  # ("and extra die": 115ig's misprint of "an")
_RETALIATION = re.compile(
    r"^retaliation\.?(?:(?: -|:)? ?\(?if an affiliated character is (?:ko'd|knocked out), deal 1"
    r" damage to (?:an opposing player|your opponent)\.?\)?\.?)?$"
)
_RETALIATED = (
    "while self is active, whenever one of your character dice is ko'd, deal 1 damage to your"
    " opponent."
)
ALONE = {"kind": "fielded_alone"}  # no other character die fielded this turn
ACTIVE = {"kind": "active"}
_STRIKE = re.compile(
    r"^strike \((?:if you field no other characters this turn, self gets \+2/\+2 and"
    r" overcrush|self gets \+2a, \+2d,? and overcrush so long as it is the only character die"
    r" you fielded this turn)\.?\)$"
)  # this card, its player's (abilities/conditions.py)


@dataclass(frozen=True)
class Riders:
    """A card's lines that say more of its Breath Weapon (printed text) and what each adds
    to the Global's words (a sentence the grammar reads of opposing dice; `ridden` makes
    them the dice that Breath Weapon damaged)."""

    texts: tuple[str, ...] = ()
    sentences: tuple[str, ...] = ()


_OWN = r"self's breath weapon"
_BY = r"damaged by this breath weapon"
_RIDERS: tuple[tuple[re.Pattern[str], str], ...] = (
    # "<self>'s Breath Weapon deals 2 extra damage to Adventurers": the dice it damaged
    (re.compile(rf"^{_OWN} deals (?:(\d) extra|an additional (\d)) damage to"
                r" (?:adventurers|adventurer character(?: dice)?)\.?$"),
     "deal {n} damage to each opposing adventurer character die."),
    (re.compile(rf"^(level \d |adventurer )?character dice {_BY} cannot block until end of"
                r" turn\.?$"),
     "opposing {mod}character dice cannot block until end of turn."),
    # the same with no time said (an applied effect: the turn, DM-14.1) and the opponent's
    # payment to prevent it (docs/rulings.md "Breath Weapon": constructs/opponent_pays.py)
    (re.compile(rf"^(?:characters|character dice) {_BY} (?:cannot|can't) block\. your opponent"
                r" (?:may|can) prevent this(?: effect)? by paying (\d) life\.?$"),
     "opposing character dice cannot block until end of turn unless your opponent pays {n}"
     " life."),
    (re.compile(rf"^when {_OWN} deals damage to an adventurer, it cannot block this turn\.?$"),
     "opposing adventurer character dice cannot block until end of turn."),
    (re.compile(rf"^spin each character {_BY} down (\d) levels?\.?$"),
     "spin each opposing character die down {n} level."),
    # more damage to the player when none of their character dice is active (once its own
    # damage is dealt: docs/rulings.md "Breath Weapon")
    (re.compile(r"^if the defending player has no active character dice,"
                rf" {_OWN} deals an additional (\d) damage to that opponent\.?$"),
     "if your opponent has no active character dice, deal {n} damage to your opponent."),
)  # fmt: skip
RIDDEN = "all_just_damaged_dice"  # (games/engine/abilities/target_kinds.py)


def _rider(words: str) -> str | None:
    """The sentence a rider line adds to its Breath Weapon's words, or None."""
    for pattern, sentence in _RIDERS:
        found = pattern.match(words)
        if found:
            values = [g for g in found.groups() if g is not None]
            n = next((v for v in values if v.isdigit()), "")
            mod = next((v for v in values if not v.isdigit()), "")
            return sentence.format(n=n, mod=mod)
    return None


def riders(said: dict[str, str]) -> Riders:
    """The rider lines of a card with exactly one Breath Weapon line ({printed:
    normalised}); none on a card without one."""
    if sum(1 for words in said.values() if _BREATH.match(words)) != 1:
        return Riders()
    found = {text: _rider(words) for text, words in said.items()}
    ridden = {text: sentence for text, sentence in found.items() if sentence}
    return Riders(tuple(ridden), tuple(ridden.values()))


def ridden(made: dict[str, Any]) -> dict[str, Any]:
    """A Breath Weapon's Global with riders: the effects after its own two act on the
    character dice it damaged (the opposing dice the riders' words name)."""
    effects = list(made.get("effects", ()))
    for index, effect in enumerate(effects[2:], start=2):
        if effect.get("target") == "opponent" and "condition" in effect:
            continue  # the player, on a condition: no die it damaged
        if effect.get("target") == "opponent_may_pay":
            continue  # the opponent's payment to prevent a rider (constructs/opponent_pays.py)
        if effect.get("target") != "all_opposing_characters":
            raise NotRead("set_keyword:breath_weapon")
        effects[index] = {**effect, "target": RIDDEN}
    return {**made, "effects": effects}


def spelled(
    words: str, more: Riders = Riders(), names: Mapping[str, str] | None = None
) -> tuple[str, dict[str, Any]] | None:
    """The words a set keyword's line means, and what its record adds; None if it is none
    of these (a line that says more stays with the grammar alone). `names`: the catalog's
    other characters (folded name -> printed), for a Suit Up printed without its reminder."""
    breath = _BREATH.match(words)
    if breath:
        n = breath.group(1)
        if any(g is not None and g != n for g in breath.groups()[1:]):
            return None  # "Breath Weapon 2 (pay 1 to deal 3 ...)": not the keyword's words
        said = f"global: pay @{n}. deal {n} damage to your opponent and all opposing {_DICE}."
        if not more.texts:
            return said, {"condition": dict(ACTIVE), "breath": int(n)}
        riding = {"condition": dict(ACTIVE), "riders": list(more.texts), "breath": int(n)}
        return " ".join((said, *more.sentences)), riding
    if _ANTI.match(words):
        return breath_words.SPELLED, {}
    suit = _SUIT_UP.match(words)
    if suit:
        if suit.group(2) != "%" + suit.group(1).replace(" ", "_"):
            return None  # the reminder names another character than the head
        said = f"when self is purchased, you may ko a {suit.group(2)} character die."
        return said + " if you do, field self at level 2.", {}
    alone = _SUIT_UP_ALONE.match(words)
    if alone and alone.group(1) in (names or {}):  # one character of the catalog
        said = f"when self is purchased, you may ko a %{alone.group(1).replace(' ', '_')}"
        return said + " character die. if you do, field self at level 2.", {}
    recruit = _RECRUIT.match(words)
    if recruit:  # a bare kind ("#gg", "sidekick") is its dice; a phrase says its own noun
        dice = recruit.group(1).strip()
        said = dice if re.search(r"\b(?:die|dice)\b", dice) else f"{dice} die"
        return _RECRUITED.format(said), {}
    rush = _RUSH.match(words)
    if rush:
        if rush.group(2) not in (None, rush.group(1)):
            return None  # the reminder counts another energy type than the head names
        return (
            f"draw an extra die for each {rush.group(1)} die drawn with self in your clear"
            " and draw step.",
            {},
        )
    if _RETALIATION.match(words):  # the KO'd die shares an affiliation with this card
        return _RETALIATED, {"trigger_filters": {"shares_affiliation": "self"}}
    if _STRIKE.match(words):
        return "self gets +2a and +2d and gains overcrush.", {"condition": dict(ALONE)}
    return None
