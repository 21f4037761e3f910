"""Sealed pools for the Rainbow Draft formats (000:L717-727; the books give only a pointer
to leaflets that are not in them: docs/rulings.md "Formats (fmt)" rules the rest).

A pool is opened from packs made of the catalog's cards by rarity, every choice drawn from a
seed (HMAC-SHA256, as the game's dice: flow/randomness.py), so that the pool is committed
(the seed's hash is published when it is opened) and anyone can open it again once the seed
is revealed. Pack contents are data (`PACKS`); a card comes with one die of its own.

A pool: {"format", "packs": [[card engine ids], ...], "cards": {id: copies},
"basic_actions": [ids]} ("basic_actions": the Basic Action Cards the packs held; Rainbow
Draft players bring their own, 000:L719).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from games.engine.flow.randomness import uniform

RARITIES = ("common", "uncommon", "rare", "super-rare")


@dataclass(frozen=True)
class PackRules:
    """What one pack holds: a slot is the rarities it may be, with their weights."""

    name: str
    packs: int  # packs per player
    slots: tuple[tuple[tuple[str, int], ...], ...]
    basic_actions: int = 0  # Basic Action Cards in each pack (Draft Packs)
    rule: str = ""


UNCOMMON_OR_BETTER = (("uncommon", 70), ("rare", 25), ("super-rare", 5))
PACKS: Mapping[str, PackRules] = {
    "rainbow": PackRules(
        "rainbow",
        packs=12,  # "cards and dice from 12 foil packs" (000:L719)
        slots=((("common", 1),), UNCOMMON_OR_BETTER),  # a foil pack: 2 cards, 2 dice
        rule="000:L717-721",
    ),
    "double-rainbow": PackRules(
        "double-rainbow",
        packs=6,  # "Draft Packs with included Basic Action Cards" (000:L725)
        slots=((("common", 1),), (("common", 1),), (("uncommon", 1),), UNCOMMON_OR_BETTER[1:]),
        basic_actions=1,
        rule="000:L723-727",
    ),
}


def open_pool(seed: str, rules: PackRules, cards: Sequence[tuple[str, str, str]]) -> dict[str, Any]:
    """The pool `seed` opens: `cards` are (engine id, kind, rarity) of the cards packs are
    made of, in a fixed order (sorted here, so the catalog's order does not matter)."""
    by_rarity: dict[str, list[str]] = {}
    bacs: list[str] = []
    for card_id, kind, rarity in sorted(cards):
        if kind == "basic_action":
            bacs.append(card_id)
        elif kind in ("character", "action"):
            by_rarity.setdefault(rarity if rarity in RARITIES else "common", []).append(card_id)
    packs: list[list[str]] = []
    pool_bacs: list[str] = []
    for pack in range(rules.packs):
        opened: list[str] = []
        for slot, weights in enumerate(rules.slots):
            present = [(r, w) for r, w in weights if by_rarity.get(r)] or [
                (r, 1) for r in RARITIES if by_rarity.get(r)
            ]
            if not present:
                break
            total = sum(w for _, w in present)
            roll = uniform(seed, f"pack:{pack}:slot:{slot}:rarity", total)
            rarity = _weighted(present, roll)
            choices = by_rarity[rarity]
            opened.append(choices[uniform(seed, f"pack:{pack}:slot:{slot}:card", len(choices))])
        for n in range(rules.basic_actions if bacs else 0):
            pool_bacs.append(bacs[uniform(seed, f"pack:{pack}:basic_action:{n}", len(bacs))])
        packs.append(opened)
    copies = Counter(card for pack in packs for card in pack)
    return {
        "format": rules.name,
        "packs": packs,
        "cards": dict(sorted(copies.items())),
        "basic_actions": sorted(set(pool_bacs)),
    }


def _weighted(weights: Sequence[tuple[str, int]], roll: int) -> str:
    for rarity, weight in weights:
        if roll < weight:
            return rarity
        roll -= weight
    return weights[-1][0]


def pool_problems(pool: Mapping[str, Any], submission: Any, rows: Mapping[str, Any]):
    """What a Dice Masters list takes that its pool does not hold: a card not opened, more
    dice than its copies brought (one die each), a Basic Action Card not in a Draft Pack
    (Double Rainbow; in Rainbow Draft players bring their own, 000:L719)."""
    found: list[dict[str, str]] = []
    copies = pool.get("cards") or {}
    rules = PACKS.get(str(pool.get("format", "")))
    rule = rules.rule if rules else "sealed pool"

    def problem(code: str, card_id: str, message: str) -> None:
        row = rows.get(card_id)
        found.append(
            {
                "code": code,
                "card": row.code if row is not None else card_id,
                "title": row.title if row is not None else "",
                "rule": rule,
                "message": message,
            }
        )

    for card_id, dice in submission.cards:
        title = rows[card_id].title if card_id in rows else card_id
        have = int(copies.get(card_id, 0))
        if not have:
            problem("team/not_in_pool", card_id, f"{title} is not in your pool")
        elif dice > have:
            problem(
                "team/more_dice_than_pool",
                card_id,
                f"{title}: {dice} dice, your pool has {have} (one die a copy)",
            )
    if rules is not None and rules.basic_actions:
        held = set(pool.get("basic_actions") or ())
        for card_id in submission.basic_actions:
            if card_id not in held:
                title = rows[card_id].title if card_id in rows else card_id
                problem("team/not_in_pool", card_id, f"{title} is not in your Draft Packs")
    return found
