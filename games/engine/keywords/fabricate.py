"""Fabricate N-M (a set keyword; no rulebook we hold defines it, docs/rulings.md
"Fabricate"): the Tomb of Annihilation, Faerun Under Siege and Kree cards print its
reminder: the player may KO N character dice whose purchase costs add up to M or more to
purchase a die of this card for free. Card data writes it `fabricate:NM` (two digits: N
dice, M the total; the printed values are single digits).

Ruling: a way to pay for a purchase in the Main Step (DM-8.5): the active player names N of
their own character dice in their Field Zone (DM-9.1: the Attack Zone too), of cards whose
purchase costs (DM-8.8: a Sidekick's 0, a copy's the copied card's) total M or more; they
are KO'd (DM-16.1, the KO door: "when KO'd" abilities trigger), then the die is purchased
with no energy (no energy type either: "for free"). Hook: purchase_by_ko, asked by the
purchase (flow/main_step.py) when it names dice to KO instead of energy."""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import combinations

from games.engine.abilities.filters import card_of
from games.engine.abilities.hooks import KoPayment, may_be_kod
from games.engine.abilities.keyword import Keyword
from games.engine.model.cards import KeywordUse
from games.engine.model.state import FIELD_ZONES, GameState

NAME = "fabricate"


# its line: the keyword alone, or with its reminder said as a sentence after a colon or stop
_LINE = re.compile(
    r"^\s*fabricate (\d)-(\d)\s*(?:[:.]\s*you may ko (\d) character dice with total purchase"
    r" cost \(?(\d)\)? or more to purchase this die for free\.?)?\s*$",
    re.IGNORECASE,
)


def value_of(line: str) -> int | None:
    """`NM` of a printed line that is the keyword alone or with its reminder, else None (a
    line that says more, or a reminder with other numbers, is not the keyword's)."""
    found = _LINE.match(line)
    if found is None:
        return None
    dice, total, said_dice, said_total = found.groups()
    if said_dice is not None and (said_dice, said_total) != (dice, total):
        return None
    return int(dice) * 10 + int(total)


def printed(line: str, use: KeywordUse) -> bool:
    """The line only names this keyword (with its reminder): it says nothing more."""
    return value_of(line) == use.value


def split(value: int | None) -> tuple[int, int]:
    """(N dice, M total purchase cost) of `fabricate:NM`."""
    dice, total = divmod(value or 0, 10)
    return dice, total


def purchase_by_ko(state: GameState, player: int, use: KeywordUse, dice: Sequence[str]) -> str:
    """Why KOing `dice` does not pay for the purchase ("" if it does)."""
    count, total = split(use.value)
    if len(set(dice)) != len(dice) or len(dice) != count:
        return f"Fabricate {count}-{total} KOs exactly {count} different character dice"
    for die_id in dice:
        die = state.dice.get(die_id)
        if die is None or die.owner != player or die.zone not in FIELD_ZONES:
            return f"{die_id} is not a die in your Field Zone"
        if not state.is_character(die):
            return f"{die_id} is not a character die"
        if not may_be_kod(state, die_id):  # (Iron Will: a die that can't be KO'd pays nothing)
            return f"{die_id} can't be KO'd now"
    paid = sum(card_of(state, state.dice[d]).cost for d in dice)
    if paid < total:
        return f"their purchase costs total {paid}, less than {total}"
    return ""


def ko_payment(state: GameState, player: int, use: KeywordUse) -> KoPayment:
    """N, M and the cheapest choice that pays (the dice of least purchase cost in all, then by
    id: what a player offered one example gives up least; () if no N of their dice reach M)."""
    count, total = split(use.value)
    mine = sorted(
        (card_of(state, die).cost, die_id)
        for die_id, die in state.dice.items()
        if die.owner == player
        and die.zone in FIELD_ZONES
        and state.is_character(die)
        and may_be_kod(state, die_id)
    )
    best: tuple[int, tuple[str, ...]] | None = None
    for chosen in combinations(mine, count):
        paid = sum(cost for cost, _ in chosen)
        if paid >= total and (best is None or paid < best[0]):
            best = (paid, tuple(die_id for _, die_id in chosen))
    return KoPayment(count, total, best[1] if best else ())


KEYWORD = Keyword(
    name=NAME,
    label="Fabricate",
    glossary=(
        "Fabricate N-M: instead of paying energy, you may KO N of your character dice whose"
        " purchase costs add up to M or more to purchase a die of this card."
    ),
    source="16toa's reminder",
    rules=("DM-8.5", "DM-8.8", "DM-16.1"),
    hooks={"purchase_by_ko": purchase_by_ko, "ko_payment": ko_payment},
    takes_value=True,
    printed=printed,
)
