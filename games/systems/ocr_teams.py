"""Teams of our own set (Overcrush Originals, cards/data/ocr.json) for bots, the demo and
online players who sent no list: every card on them is executed by the engine.

Each is a standard team (DM-3.2: 8 cards, 2 different Basic Action Cards, 20 dice);
`fitted` cuts one down to a smaller format (the 2014 Basic Teams, the demo game).
"""

from __future__ import annotations

from games.engine import TeamRules

Team = tuple[tuple[tuple[str, int], ...], tuple[str, ...]]

TEAMS: tuple[Team, ...] = (
    (  # fist and bolt: early damage
        (("1ocr", 3), ("4ocr", 3), ("7ocr", 2), ("8ocr", 3), ("49ocr", 3), ("52ocr", 2),
         ("12ocr", 2), ("47ocr", 1)),
        ("41ocr", "39ocr"),
    ),
    (  # mask and shield: value over time
        (("13ocr", 3), ("14ocr", 2), ("15ocr", 3), ("19ocr", 3), ("20ocr", 3), ("21ocr", 2),
         ("54ocr", 2), ("48ocr", 1)),
        ("40ocr", "46ocr"),
    ),
    (  # bolt and shield
        (("9ocr", 3), ("7ocr", 3), ("50ocr", 3), ("53ocr", 3), ("55ocr", 2), ("20ocr", 2),
         ("12ocr", 2), ("8ocr", 2)),
        ("43ocr", "42ocr"),
    ),
    (  # fist and mask
        (("2ocr", 3), ("1ocr", 2), ("49ocr", 3), ("51ocr", 3), ("13ocr", 2), ("15ocr", 3),
         ("4ocr", 2), ("48ocr", 1)),
        ("56ocr", "45ocr"),
    ),
)  # fmt: skip


def fitted(team: Team, rules: TeamRules) -> Team:
    """The team cut to a format: its first cards, dice taken off the end to fit the limit."""
    cards = list(team[0][: rules.max_cards] if rules.max_cards is not None else team[0])
    if rules.max_dice is not None:
        extra = sum(dice for _, dice in cards) - rules.max_dice
        for index in range(len(cards) - 1, -1, -1):
            card, dice = cards[index]
            cut = max(0, min(extra, dice - 1))
            cards[index] = (card, dice - cut)
            extra -= cut
    bacs = team[1][: rules.basic_actions] if rules.basic_actions is not None else team[1]
    return tuple(cards), tuple(bacs)


def team_for(index: int, rules: TeamRules) -> Team:
    return fitted(TEAMS[index % len(TEAMS)], rules)
