"""Whose card text a die has (DM-23.2, DM-23.3): the cards the doors read for a die's
keywords, static abilities and Globals.

A die has its own card's text, and while a copy is in force on it (effects/copying.py, a
persistent effect "copy_abilities" or "copy_die" whose `source` is the copied card) the
copied card's text too: "copy the abilities" adds it ("your copying die's card would add the
copied die's card text to its own"), "copy the die" replaces its own ("a copy of the
selected other die for all intents and purposes"; the last "copy the die" wins, later
"copy the abilities" add to it). So a copy carries the copied card's keywords (the hook
points read `hooks_of`, the `keyword` filter `keywords_of`), its static abilities (for the
copying die's controller, abilities/stats.py) and its Globals (for the copying die's
controller, flow/main_step.py through `lent_globals`).

A controlled die (effects/control.py) is its controller's "virtual" copy of its owner's
card (DM-23.2): `lent` gives the cards a player has the text of through dice in their Field
Zone that are not their team's cards (controlled dice, copies), whose statics hold for them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.engine.abilities.textless import textless
from games.engine.model.cards import CardDef, CardPool, KeywordUse
from games.engine.model.state import FIELD_ZONES, Die, GameState

COPIES = ("copy_abilities", "copy_die")
_LENDING = frozenset({*COPIES, "controlled"})

Hook = tuple[KeywordUse, Callable[..., Any]]


def borrowing(state: GameState) -> bool:
    """Is a copy or a control in force (else every die has its own card's text only)?"""
    return bool(state.lasting) and any(x.effect in _LENDING for x in state.lasting)


def copies_on(state: GameState, die_id: str) -> list[tuple[str, str]]:
    """(effect, copied card) of the copies in force on a die, in the order they started;
    the last "copy the die" replaces the earlier ones."""
    if not state.lasting:
        return []
    found = [
        (x.effect, x.source)
        for x in state.lasting
        if x.target == die_id and (x.effect == "copy_abilities" or x.effect == "copy_die")
    ]
    whole = [i for i, (effect, _) in enumerate(found) if effect == "copy_die"]
    return found[whole[-1] :] if whole else found


def texts_of(state: GameState, die: Die) -> tuple[str, ...]:
    """The ids of the cards whose text the die has: its own first (unless it is a copy of
    another die), then the copied ones."""
    if state.lasting and textless(state, die):
        return ()  # "has no text" (abilities/textless.py)
    copies = copies_on(state, die.id)
    if not copies:
        return (die.card,)
    own = () if copies[0][0] == "copy_die" else (die.card,)
    return (*own, *(card for _, card in copies if card not in own))


def has_text(state: GameState, die: Die, card_id: str) -> bool:
    """Does the die have this card's text (its own, or copied)?"""
    if not state.lasting:
        return die.card == card_id
    return card_id in texts_of(state, die)


def hooks_of(state: GameState, die_id: str, point: str) -> tuple[Hook, ...]:
    """The keyword hooks of hook point `point` that the die's text has (abilities/hooks.py),
    and those of keywords an effect gave it (effects/granting.py)."""
    die = state.dice[die_id]
    cards = state.cards
    own = cards[die.card].hook_table.get(point, ())  # (CardDef.hooks inlined: hot)
    if not state.lasting and type(cards) is CardPool and GRANT_KEYWORD not in cards.static_ops:
        return own  # the usual case, `_static_grants` inlined: the rules ask at every move
    return _more_hooks(state, die, die_id, point, own)


def no_hooks(state: GameState, point: str) -> bool:
    """True when `hooks_of` answers () for every die at hook point `point`: the usual game
    (no persistent effect, no static that grants a keyword) and no card of the game has a
    keyword that answers there (`CardPool.hook_points`). Asked once before a loop over dice
    (a draw's, a move to the Used Pile's) instead of one `hooks_of` per die."""
    cards = state.cards
    return (
        not state.lasting
        and type(cards) is CardPool
        and point not in cards.hook_points
        and GRANT_KEYWORD not in cards.static_ops
    )


def _more_hooks(
    state: GameState, die: Die, die_id: str, point: str, own: tuple[Hook, ...]
) -> tuple[Hook, ...]:
    """`hooks_of` when an effect or a static may change the die's text or give it a
    keyword. (A function of its own: the comprehensions here would make `hooks_of`'s
    arguments closure cells, built at each of its calls, the usual ones too.)"""
    lasting = bool(state.lasting) and (
        any(x.target == die_id for x in state.lasting) or textless(state, die)
    )
    if not lasting and not _static_grants(state):
        return own
    texts = texts_of(state, die)
    if texts != (die.card,):
        own = tuple(h for card in texts for h in state.cards[card].hooks(point))
    given = granted(state, die_id, point)
    if not given:
        return own
    more = tuple(
        (use, use.rules.hooks[point])
        for use in given
        if use.rules is not None and point in use.rules.hooks
    )
    return own + more if more else own


GRANT_KEYWORD = "grant_keyword"
# Keywords static abilities give ("While <this> is active, your character dice gain Fast",
# DM-14.3): the reader is abilities/static_grants.py, which needs the targets and filters
# above this module; it puts itself here when imported (games/engine/loading/ imports it).
# (Asked for one hook point, only keywords with that hook are looked at: a grant narrowed by
# "Sidekick" asks the counts_as_sidekick hook, which no grant of another keyword concerns.)
STATIC_GRANTS: list[Callable[[GameState, str, str], tuple[KeywordUse, ...]]] = []


def _static_grants(state: GameState) -> bool:
    """Could a static ability of the game's cards give a die a keyword?"""
    if not STATIC_GRANTS:
        return False
    cards = state.cards
    if isinstance(cards, CardPool):
        return GRANT_KEYWORD in cards.static_ops
    return any(e.op == GRANT_KEYWORD for c in cards.values() for a in c.statics for e in a.effects)


def granted(state: GameState, die_id: str, point: str = "") -> tuple[KeywordUse, ...]:
    """The keywords persistent effects gave the die ("target die gains Overcrush until end
    of turn", effects/granting.py): each read from the effect of its source card; and
    those a static ability gives it now (`STATIC_GRANTS`; with `point`, those of it only)."""
    found = []
    if _static_grants(state):
        found.extend(STATIC_GRANTS[0](state, die_id, point))
    for x in state.lasting:
        if x.effect == GRANT_KEYWORD and x.target == die_id:
            source = state.cards[x.source]
            for ability in (*source.abilities, *source.globals):  # a Global's grant too
                for effect in ability.effects:
                    if effect.op == GRANT_KEYWORD and effect.keyword == x.to and effect.granted:
                        if all(k.name != effect.granted.name for k in found):
                            found.append(effect.granted)
                        break
    return tuple(found)


def keywords_of(state: GameState, die: Die) -> tuple[KeywordUse, ...]:
    """The keywords the die has (printed on its card, or copied, or given)."""
    own = tuple(k for card in texts_of(state, die) for k in state.cards[card].keywords)
    return own + granted(state, die.id) if state.lasting or _static_grants(state) else own


def has_keyword(state: GameState, die: Die, name: str) -> bool:
    """The die has keyword `name`, or one that counts as it (Experience of tokens)."""
    return any(
        k.name == name or getattr(k.rules, "counts_as", "") == name for k in keywords_of(state, die)
    )


def lent(state: GameState, player: int) -> dict[str, tuple[str, ...]]:
    """Cards whose text `player` has through their dice in the Field Zone beyond their own
    cards: a controlled die's card (DM-23.2's "virtual" copy) or a copied card (DM-23.3),
    each with the dice that lend it."""
    found: dict[str, list[str]] = {}
    if not state.lasting or not borrowing(state):
        return {}
    copying = {x.target for x in state.lasting if x.effect in COPIES}
    controlled = {x.target for x in state.lasting if x.effect == "controlled"}
    for die_id in copying | controlled:
        die = state.dice.get(die_id)
        if die is None or die.owner != player or die.zone not in FIELD_ZONES:
            continue
        for card in texts_of(state, die):
            if die_id in controlled or card != die.card:
                found.setdefault(card, []).append(die_id)
    return {card: tuple(sorted(dice)) for card, dice in found.items()}


def lent_globals(state: GameState, player: int) -> list[tuple[str, CardDef]]:
    """(copying die, copied card) of each copy `player` has in their Field Zone whose copied
    card has Globals: the copying die's card has them as its own (DM-23.3)."""
    if not state.lasting:
        return []
    found = []
    for x in state.lasting:
        if x.effect not in COPIES:
            continue
        die = state.dice.get(x.target)
        if die is None or die.owner != player or die.zone not in FIELD_ZONES:
            continue
        if x.source in texts_of(state, die) and state.cards[x.source].globals:
            found.append((die.id, state.cards[x.source]))
    return found


__all__ = [
    "COPIES",
    "borrowing",
    "copies_on",
    "granted",
    "has_keyword",
    "has_text",
    "hooks_of",
    "keywords_of",
    "lent",
    "lent_globals",
    "texts_of",
]
