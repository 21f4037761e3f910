"""A card's own keyword that may affect only some dice (issue 16: "<this card> can only use
Intimidate on Villain character dice"): a static ability of op `keyword_targets` naming the
keyword (`keyword`) and, as `by_filters`, the target filters (abilities/filters.py) a die
must pass to be its target.

It changes nothing while the game runs, so resolving it does nothing: the loader adds its
filters to the target of every ability that keyword gives the card (`Keyword.abilities`,
loading/cards.py), and the target choice then offers only those dice (DM-13.1; none to
offer: the ability does nothing, DM-13.4). The keyword's other uses stay as they were: a
keyword another effect gives a die (effects/granting.py) is not the card's own."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from games.engine.abilities.target_kinds import TARGETS
from games.engine.model.cards import Ability, EffectSpec, KeywordUse

OP = "keyword_targets"  # (its primitive, which does nothing: effects/keyword_targets.py)


def _limits(printed: Iterable[Ability], name: str) -> list[EffectSpec]:
    return [
        e
        for a in printed
        if a.trigger == "static"
        for e in a.effects
        if e.op == OP and e.keyword == name
    ]


def narrowed(printed: Iterable[Ability], use: KeywordUse, made: Iterable[Ability]) -> list[Ability]:
    """The abilities the keyword `use` gives its card (`made`), each chosen target narrowed
    by the filters of the card's own `keyword_targets` statics naming that keyword."""
    limits = _limits(printed, use.name)
    if not limits:
        return list(made)
    extra = tuple(pair for e in limits for pair in e.by_filters)
    out = []
    for ability in made:
        effects = tuple(
            replace(e, filters=tuple(sorted({*e.filters, *extra})))
            if TARGETS[e.target].chosen
            else e
            for e in ability.effects
        )
        out.append(replace(ability, effects=effects))
    return out


def check(printed: Iterable[Ability], keywords: Iterable[KeywordUse], where: str) -> None:
    """A `keyword_targets` static names a keyword its card prints, whose abilities choose a
    target, with filters to add: anything else could change nothing."""
    printed = list(printed)
    own = {k.name: k for k in keywords}
    for ability in printed:
        for e in ability.effects:
            if e.op != OP:
                continue
            use = own.get(e.keyword)
            rules = use.rules if use is not None else None
            made = rules.abilities(use) if rules is not None and rules.abilities else ()
            chooses = any(TARGETS[x.target].chosen for a in made for x in a.effects)
            if ability.trigger != "static" or not e.by_filters or not chooses:
                raise ValueError(
                    f"{where}: keyword_targets names a keyword of this card that chooses a"
                    f" target ({e.keyword!r}), with by_filters, in a static ability"
                )
