"""The words of the damage a `no_damage_from` static stops, where it says what dealt it
(engine abilities/damage_sources.py): the kinds of ability ("from Range", "from 'when
fielded' abilities", "from character abilities or Global Abilities"), dealt by an opponent
of the damaged die's controller (or player), from dice of an equal or lower level."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from games.reading.targets import FILTERS

KIND_WORDS = {
    "global": "Global Abilities",
    "action": "action dice",
    "character": "character abilities",
    "range": "Range",
    "when_fielded": '"when fielded" abilities',
}
# a comparison said otherwise than "of a higher level" (`dice_said`)
LEVEL_WORDS = {"not_higher": "of an equal or lower level"}


def level_said(vs: str | None) -> str:
    """ " of a higher level", " of an equal or lower level" ("" for no comparison)."""
    return " " + LEVEL_WORDS.get(vs, f"of a {vs} level") if vs else ""


def damage_from(by: dict[str, Any], dice: Callable[[dict[str, Any]], str]) -> str:
    """ " from <source>" for the `by_filters` (less "combat"); `dice` says source dice by
    the other filters. "" when nothing names the source."""
    rest = dict(by)
    kinds = str(rest.pop("sources", "")).split()
    opposing = bool(rest.pop("opposing", False))
    said = " or ".join(KIND_WORDS[k] for k in kinds)
    if rest:
        said = " ".join(x for x in (said, dice(rest)) if x)
    if not said and not opposing:
        return ""
    if opposing:
        said = f"{said or 'anything'} an opponent controls"
    return f" from {said}"


def dice_said(by_filters: Iterable[tuple[str, Any]]) -> str:
    """Other dice an effect names by its `by_filters` (a block limit's would-be blockers, a
    damage's source): "level 1 Sidekick character dice of a higher level"."""
    pairs = tuple(by_filters)
    q = " ".join(FILTERS[n].words(v) for n, v in pairs if n in FILTERS and not FILTERS[n].after)
    tail = "".join(
        " " + FILTERS[n].words(v) for n, v in pairs if n in FILTERS and FILTERS[n].after
    ).replace(" that is ", " that are ")  # the filters' words name one die
    return f"{q} character dice{tail}".strip() + level_said(dict(pairs).get("level_vs"))
