"""Experience tokens taken off a card (the later Dungeons & Dragons sets' Experience puts them
on the card: docs/rulings.md "Experience tokens"; engine effects/card_tokens.py):

- "remove N Experience token(s) from target Adventurer card": one character card whose dice
  have Experience, of any player, chosen (DM-13.1; `target_card`);
- "... from each Adventurer card", "... from all Adventurer cards": every such card of every
  player (DM-13.3; `all_cards`);
- "... from <dice>" ("each active Good Adventurer", "target Adventurer"): the card of each
  die named, for that die's owner;
- "remove half the Experience tokens, rounded down, from <card>": half of what the card has
  (`halve_experience_tokens`).

N is a number, "an"/"one" (1) or "all"/"all the" (every one: amount 0); "counters" are the
same tokens. On a card of the first sets (Battle for Faerun and its Organized Play dice),
whose Experience puts its token on the die, such a line is not read (`DIE_TOKEN_SETS`).
Anything else (a token taken off as a cost, "from Drizzt" to pay for another effect, "(if
able)") is not this construct's."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import SELF, Context, Effect, NotRead
from cards.compiler.set_words import set_code
from cards.vocabulary import EXPERIENCE_SETS

GRAMMAR = r"""
%extend effect: tokens_off | tokens_halved
tokens_off: "remove" tokens_many "experience" _token_noun "from" tokens_from
tokens_halved: "remove" "half" "the" "experience" _token_noun "," "rounded" "down" "," \
    "from" tokens_from
_token_noun: "token" | "tokens" | "counter" | "counters"
!tokens_many: number | "all" | "all" "the" | "all" "of" "the"
tokens_from: adventurer_cards _adventurer_said? | targets | marker_card  // (constructs/markers.py)
_adventurer_said: "(" "any" "character" "with" "experience" ")"
adventurer_cards: dice_det "adventurer" ("card" | "cards")
"""
ON_CARDS = "$tokens_on_cards"  # settled by the card's set (MARKS)
# the first sets, whose Experience puts its +1A/+1D on the die, not on the card ("Experience"
# in docs/rulings.md): a token taken "from a card" there is not settled by our rulings
DIE_TOKEN_SETS = EXPERIENCE_SETS - {"ocr"}
ADVENTURER = {"keyword": "experience"}  # docs/rulings.md "Adventurers" (either Experience)
# the determiner of "<det> Adventurer card(s)" (constructs/targets.py's `dice_det`)
CARDS = {"target": "target_card", "each": "all_cards", "all": "all_cards"}
# dice target kinds whose dice' cards the tokens come off (a player is no card)
_DICE = frozenset({
    "target_die", "target_opposing_die", "target_your_die", "choose_die", "choose_opposing_die",
    "choose_your_die", "all_characters", "all_opposing_characters", "all_your_characters",
    "that_die", "this_die",
})  # fmt: skip


def _many(children: list[Any]) -> int:
    first = children[0]
    return first if isinstance(first, int) else 0  # "all": every one


def _from(children: list[Any]) -> list[Effect]:
    said = children[0]
    if isinstance(said, dict):  # this card ("from self's card", constructs/markers.py)
        return [said]
    if isinstance(said, str):
        if said not in CARDS:
            raise NotRead("target")  # "your Adventurer card", "an Adventurer card": not read
        return [{"target": CARDS[said], "filters": dict(ADVENTURER)}]
    found = [dict(t) for t in said]
    if found == [{"target": SELF}]:  # "from self": this card
        return [{"target": "none"}]
    if len(found) != 1 or found[0].get("target") not in _DICE or "up_to" in found[0]:
        raise NotRead("effect")  # several holders, a player, "up to N": not read here
    return found


def _off(children: list[Any]) -> list[Effect]:
    amount, (holder,) = children[0], children[1]
    if amount < 0 or amount > 9:
        raise NotRead("effect")
    return [{"op": "remove_experience_token", "amount": amount, **holder, ON_CARDS: True}]


def _halved(children: list[Any]) -> list[Effect]:
    (holder,) = children[0]
    return [{"op": "halve_experience_tokens", **holder, ON_CARDS: True}]


def _settle(effect: Effect, value: Any, context: Context) -> None:
    """Not read on a card of a set whose Experience tokens are on the die."""
    if set_code(context.code) in DIE_TOKEN_SETS:
        raise NotRead("effect")


MARKS = {ON_CARDS: _settle}
RULES = {
    "tokens_off": _off,
    "tokens_halved": _halved,
    "tokens_many": _many,
    "tokens_from": _from,
    "adventurer_cards": lambda c: c[0][1],  # the determiner
}
