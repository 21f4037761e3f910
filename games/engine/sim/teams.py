"""Standard teams (DM-3.2) that between them bring every card of a catalog: bot games over
them play every card, keyword and effect (the schema property test, `simulate`)."""

from __future__ import annotations

from collections.abc import Mapping

from games.engine.model.cards import CardDef
from games.engine.model.teams import STANDARD, team_problems

Team = tuple[tuple[tuple[str, int], ...], tuple[str, ...]]  # (cards and dice, BACs)


def covering_teams(cards: Mapping[str, CardDef], dice_per_card: int = 2) -> list[Team]:
    """Legal standard teams, in catalog order, each card (and each Basic Action Card) on at
    least one of them: up to 8 cards of different names with `dice_per_card` dice (or their
    Max), two different Basic Action Cards each, taken in turn from all of them. At least two
    teams."""
    members = [c for c in cards.values() if c.kind in ("character", "action")]
    bacs = [c.id for c in cards.values() if c.kind == "basic_action"]
    if len(bacs) < 2 or not members:
        return []
    pending = list(members)
    bacs_pending = set(bacs)  # every Basic Action Card on a team too
    teams: list[Team] = []
    while pending or bacs_pending or len(teams) < 2:
        chosen: list[tuple[str, int]] = []
        names: set[str] = set()
        for card in list(pending) or members:
            if len(chosen) == STANDARD.max_cards:
                break
            if card.name.casefold() in names:
                continue
            chosen.append((card.id, min(dice_per_card, card.max_dice)))
            names.add(card.name.casefold())
            if card in pending:
                pending.remove(card)
        first = (2 * len(teams)) % len(bacs)
        pair = (bacs[first], bacs[(first + 1) % len(bacs)])
        bacs_pending -= set(pair)
        team = (tuple(chosen), pair)
        assert not team_problems(team[0], team[1], cards), team
        teams.append(team)
    return teams


def set_teams(cards: Mapping[str, CardDef], set_code: str, dice_per_card: int = 2) -> list[Team]:
    """Covering teams of one set's cards (our own: "ocr"): bot games over them play every
    card, keyword and ability of the set (`simulate --set`, the property tests, the bench)."""
    return covering_teams(
        {card_id: card for card_id, card in cards.items() if card.set_code == set_code},
        dice_per_card,
    )
