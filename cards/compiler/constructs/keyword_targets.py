"""A card's own Intimidate that may affect only some dice (issue 16; engine
abilities/keyword_targets.py): "<self> can only use Intimidate on (grv) character dice",
"... may only use Intimidate on Sidekick character dice", "... on character dice with
purchase cost of 4 or less", "... on non-(grv) character dice with purchase cost 5 or
greater". A static of op `keyword_targets` whose `by_filters` are the target filters the
die must pass; the loader narrows the card's Intimidate target with them. Dice named by
several kinds at once ("on (grv), (h), or (bo)": any of three), a second sentence ("when he
does, ...") and another keyword stay text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: keyword_only
keyword_only: targets ("can" | "may") "only" "use" "intimidate" "on" (blocker | cost_blocker)
"""
_NOT = {"affiliation": "not_affiliation", "energy_type": "not_energy_type"}


def _filters(said: dict[str, Any]) -> dict[str, Any]:
    """The blocker's filters as target filters: "non-X" (`only`/`non`) is a `not_` filter."""
    by = dict(said.get("by", {}))
    for name, value in {**said.get("only", {}), **said.get("non", {})}.items():
        if _NOT.get(name) is None or _NOT[name] in by:
            raise NotRead("target")
        by[_NOT[name]] = value
    if not by or "level_vs" in by:
        raise NotRead("target")  # any character die; a level against whose?
    return by


def _keyword_only(children: list[Any]) -> list[Effect]:
    found, said = children[0], children[-1]
    if len(found) != 1 or not str(found[0].get("target", "")).startswith(("$self", "this_")):
        raise NotRead("target")  # another card's Intimidate
    return [
        {"op": "keyword_targets", "keyword": "intimidate", "by_filters": _filters(said),
         **found[0]}
    ]  # fmt: skip


RULES: dict[str, Any] = {"keyword_only": _keyword_only}
