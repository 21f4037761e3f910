"""Keywords with abilities of their own, given by an effect (DM-14.2, DM-14.3): "target
character die gains Deadly until end of turn", "while <this> is active, your (aff) character
dice gain Intimidate", "... gain Call Out". A die that has such a keyword has its abilities
(DM-14.1: a keyword is its glossary's rules, whoever gave it): Deadly's "when blocks" and
"when blocked" marks (and its end of turn KO), Intimidate's "when fielded", Call Out's "when
attacks"; its hooks come through abilities/texts.granted as for hook-only keywords.

The giving card carries the keyword's abilities (`given_abilities`, loaded with it, origin
"granted:<name>"); they are indexed under the scope "granted:<name>" (`granted_occasions`),
never "die", so they never fire for the giving card's own dice; `sources` names, for an
occasion's die, the cards that give it such a keyword now (a persistent effect on it, or a
static that reaches it), and abilities/occasions.py triggers their granted abilities with
that die as the source die (its owner their controller, like the die's own abilities). A
die whose card prints the keyword already has its abilities: nothing is added. A keyword
used in a window (Infiltrate's "global_window") or with effect primitives of its own is not
given (keywords/uses.granted_keyword refuses it)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from typing import Any

from games.engine.abilities.targets import static_reaches
from games.engine.abilities.texts import GRANT_KEYWORD
from games.engine.model.cards import Ability, CardDef, CardPool, EffectSpec, KeywordUse
from games.engine.model.state import FIELD_ZONES, GameState, Zone

PREFIX = "granted:"


def _given_uses(effects: Iterable[EffectSpec]) -> Iterator[KeywordUse]:
    for effect in effects:
        use = effect.granted
        if effect.op == GRANT_KEYWORD and use is not None and _has_abilities(use):
            yield use


def _has_abilities(use: KeywordUse) -> bool:
    return use.rules is not None and use.rules.abilities is not None


def given_abilities(abilities: Iterable[Any], more: Iterable[Any] = ()) -> list[Ability]:
    """The abilities of each keyword with abilities that the card's effects give (once per
    keyword), marked with their origin "granted:<name>"."""
    found: dict[str, KeywordUse] = {}
    for ability in (*abilities, *more):
        for use in _given_uses(ability.effects):
            found.setdefault(use.name, use)
    made = []
    for name, use in found.items():
        for ability in use.rules.abilities(use):  # type: ignore[union-attr]
            made.append(replace(ability, origin=PREFIX + name))
    return made


def granted_occasions(
    abilities: list[Ability],
    globals_: tuple[Any, ...],
    keywords: tuple[KeywordUse, ...],
    index: Callable[..., dict[str, tuple[tuple[int, str, bool], ...]]],
) -> dict[str, tuple[tuple[int, str, bool], ...]]:
    """The card's occasion index (`index`: games/engine/loading._occasions) once the abilities
    of the keywords its effects give are appended to `abilities` (the card's list as it is
    built: `given_abilities`), their die scope made "granted:<name>"; the keyword's own
    triggers (Deadly's end of turn) indexed as the keyword indexes them."""
    abilities.extend(given_abilities(abilities, globals_))
    occasions = index(abilities, keywords, globals_)
    found = {k: list(v) for k, v in occasions.items()}
    granted = {i: a for i, a in enumerate(abilities) if a.origin.startswith(PREFIX)}
    if not granted:
        return occasions
    for entries in found.values():
        for at, (index, scope, active) in enumerate(entries):
            if index in granted and scope in _GIVEN_SCOPES:
                entries[at] = (index, _GIVEN_SCOPES[scope] + granted[index].origin, active)
    indexed = {i for entries in found.values() for i, _, _ in entries}
    for index, ability in granted.items():
        kind = trigger_of_given((*abilities, *globals_), ability.trigger)  # a Global's too
        if index not in indexed and kind is not None:
            scope = (
                _GIVEN_SCOPES[kind.scope] + ability.origin
                if kind.scope in _GIVEN_SCOPES
                else kind.scope
            )
            found.setdefault(kind.occasion, []).append((index, scope, kind.needs_active))
    return {k: tuple(v) for k, v in found.items()}


# A given keyword's trigger scope, made the given one's: "die" (the occasion's die, given
# it) -> "granted:<name>"; "each_die" (Range: every die with the keyword, either player's)
# -> "each:granted:<name>", every die in a Field Zone given it by this card (`each_given`).
_GIVEN_SCOPES = {"die": "", "each_die": "each:"}
EACH = "each:" + PREFIX


def each_given(state: GameState, player: int, card: CardDef, scope: str) -> Iterator[str]:
    """The dice of `player` in a Field Zone that `card` gives the keyword of `scope`
    ("each:granted:range") now: each is a source die of the keyword's ability, as a die
    printing it is (never the card's own dice for that alone)."""
    given = scope[len("each:") :]
    for zone in (Zone.FIELD, Zone.ATTACK):
        for die_id in state.in_zone(player, zone):
            if any(c.id == card.id and s == given for c, s in sources(state, die_id)):
                yield die_id


def trigger_of_given(abilities: Iterable[Ability], name: str) -> Any:
    """The trigger kind `name` of a keyword the card gives (Deadly's "deadly_end_of_turn"),
    or None (an occasions.TriggerKind: that module imports this one)."""
    for ability in abilities:
        for use in _given_uses(ability.effects):
            kinds = use.rules.triggers  # type: ignore[union-attr]
            if name in kinds:
                return kinds[name]
    return None


def sources(state: GameState, die_id: str) -> Iterator[tuple[CardDef, str]]:
    """(giving card, "granted:<name>") of each keyword with abilities the die has now from
    another card's effect, the die's own printed keywords left out."""
    cards = state.cards
    lasting = bool(state.lasting) and any(x.effect == GRANT_KEYWORD for x in state.lasting)
    if not lasting and isinstance(cards, CardPool) and GRANT_KEYWORD not in cards.static_ops:
        return  # no keyword given in this game
    die = state.dice[die_id]
    printed = {k.name for k in cards[die.card].keywords}
    seen: set[str] = set()
    for x in state.lasting:
        name = x.to.partition(":")[0]  # "range:2": the keyword's name, its value aside
        if x.effect != GRANT_KEYWORD or x.target != die_id or name in printed | seen:
            continue
        card = cards[x.source]
        if any(a.origin == PREFIX + name for a in card.abilities):
            seen.add(name)
            yield card, PREFIX + name
    if die.zone not in FIELD_ZONES:
        return
    for card in cards.values():
        for ability in card.statics:
            for effect in ability.effects:
                use = effect.granted
                if effect.op != GRANT_KEYWORD or use is None or not _has_abilities(use):
                    continue
                if use.name in printed | seen:
                    continue
                if static_reaches(state, card, ability, effect, die, die_id):
                    seen.add(use.name)
                    yield card, PREFIX + use.name
