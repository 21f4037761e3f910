"""Team-building rules as data (DM-3.2, DIGEST §2.6), and one function that lists every
problem of a team under a format.

The engine checks a game's teams with it when the game is created (and again when its log is
replayed); the card catalog checks submitted team lists with the very same function, so a
list accepted there is a team the engine accepts. It is plain Python over plain records:

    problems = team_problems(
        [("jubilee-wondra", 4), ("hope-summers-messiah-complex", 4)],  # (card id, dice)
        ["way-out-west", "counterstrike"],                              # Basic Action Cards
        cards,                                 # card id -> anything with id, name, kind,
    )                                          #   max_dice (a CardDef; a catalog row)
    for p in problems:                         # [] when the team is legal
        print(p.code, p.card, p.rule, p.message)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from games.engine.model import errors as E


@dataclass(frozen=True, slots=True)
class TeamRules:
    """The numbers of one team format. `None` means no limit."""

    name: str
    max_cards: int | None  # cards other than Basic Action Cards
    basic_actions: int | None  # exactly this many Basic Action Cards, all different
    max_dice: int | None  # dice on those cards; Sidekicks and Basic Action Dice not counted
    min_dice_per_card: int = 1  # "at least 1 die" on every chosen card
    unique_names: bool = True  # no two cards with the same name, even with other subtitles
    starting_life: int = 20  # the format's life (a game option; here for organizers' defaults)
    rule: str = "DM-3.2"  # where the numbers come from
    seats: int = 2  # players in a game: two, or four in Doubles (two teams of two)
    basic_action_dice: int = 3  # dice on each Basic Action Card (DM-3.3: "Use: 3")


STANDARD = TeamRules("standard", max_cards=8, basic_actions=2, max_dice=20)
"""DM-3.2 (000:L707-709); also the 2014 book's Tournament Teams (001:L918-937)."""

BASIC_TEAMS_2014 = TeamRules(
    "basic-2014", max_cards=6, basic_actions=2, max_dice=15, starting_life=15, rule="001:L894-916"
)
"""The 2014 book's Basic Teams: 15 life, up to 6 cards, up to 15 dice."""

TOURNAMENT_TEAMS_2014 = TeamRules(
    "tournament-2014", max_cards=8, basic_actions=2, max_dice=20, rule="001:L918-937"
)
"""The 2014 book's Tournament Teams: 20 life, two different Basic Action Cards, up to 8
cards and up to 20 dice (the numbers of DM-3.2)."""

DRAFT_TEAMS_2014 = TeamRules(
    "draft-2014", max_cards=None, basic_actions=None, max_dice=20, rule="001:L870-892"
)
"""The 2014 book's Draft Teams: the teams are drafted in the game (model/draft.py); a
number of dice and life from 8 to 20, three or four Basic Action Cards in the centre."""

RAINBOW = TeamRules("rainbow", max_cards=8, basic_actions=2, max_dice=20, rule="000:L717-721")
"""Rainbow Draft: a sealed pool of 12 foil packs and the players' own Basic Action Cards;
the team's numbers are DM-3.2's (docs/rulings.md "Formats (fmt)")."""

DOUBLE_RAINBOW = TeamRules(
    "double-rainbow", max_cards=8, basic_actions=2, max_dice=20, rule="000:L723-727"
)
"""Double Rainbow Draft: Draft Packs with Basic Action Cards; both come from the pool."""

DEMO = TeamRules(
    "demo", max_cards=2, basic_actions=1, max_dice=None, starting_life=10, rule="DM-3.6"
)
"""The demo game: two characters with their dice and one Basic Action Card each."""

DOUBLES = TeamRules(
    "doubles",
    max_cards=4,
    basic_actions=1,
    max_dice=None,
    starting_life=30,
    rule="000:L729-733",
    seats=4,
    basic_action_dice=6,
)
"""Dice Masters Doubles: "a 2 vs 2 format", "Each team will start with 30 Life, and each
player gets to bring four cards with up to their maximum number of dice and one Basic Action
Card with six dice" (000:L729-733). Each player's list is checked alone (docs/rulings.md)."""

FORMATS: Mapping[str, TeamRules] = {
    r.name: r
    for r in (
        STANDARD,
        BASIC_TEAMS_2014,
        TOURNAMENT_TEAMS_2014,
        DRAFT_TEAMS_2014,
        RAINBOW,
        DOUBLE_RAINBOW,
        DEMO,
        DOUBLES,
    )
}

# Logs written before formats were recorded name none: only what every format shares holds.
ANY_FORMAT = TeamRules("", max_cards=None, basic_actions=None, max_dice=None)

TEAM_KINDS = ("character", "action")


class TeamCard(Protocol):
    """What the rules need to know of a card (CardDef has it; so can a catalog row)."""

    id: str
    name: str
    kind: str
    max_dice: int


@dataclass(frozen=True, slots=True)
class TeamProblem:
    """One broken rule: its reason code (errors.py, `team/...`), the card it is about ("" for
    the team as a whole), the rule's number and a sentence for people."""

    code: str
    card: str
    rule: str
    message: str


def team_problems(
    cards: Sequence[tuple[str, int]],
    basic_actions: Sequence[str],
    catalog: Mapping[str, TeamCard],
    rules: TeamRules = STANDARD,
) -> list[TeamProblem]:
    """Every problem of a team under `rules`, in the order of the list; [] if it is legal.

    `cards` are (card id, number of dice) for the cards other than Basic Action Cards;
    `basic_actions` the Basic Action Cards' ids; `catalog` maps ids to card definitions.
    """
    found: list[TeamProblem] = []

    def problem(code: str, card: str, message: str, rule: str = rules.rule) -> None:
        found.append(TeamProblem(code, card, rule, message))

    seen: set[str] = set()
    names: dict[str, str] = {}  # normalised name -> the first card id with it
    total = 0
    for card_id, dice in cards:
        card = catalog.get(card_id)
        if card is None:
            problem(E.TEAM_UNKNOWN_CARD, card_id, f"no card {card_id!r} in the catalog")
            continue
        title = _title(card)
        if card.kind not in TEAM_KINDS:
            problem(E.TEAM_NOT_TEAM_CARD, card_id, f"{title} is not a character or action card")
            continue
        if card_id in seen:
            problem(E.TEAM_DUPLICATE_CARD, card_id, f"{title} is on the team twice")
            continue
        seen.add(card_id)
        name = _name_key(card.name)
        if rules.unique_names and name in names:
            other = _title(catalog[names[name]])
            problem(E.TEAM_SAME_NAME, card_id, f"{title} has the same name as {other}")
        names.setdefault(name, card_id)
        if type(dice) is not int or dice < rules.min_dice_per_card:
            problem(E.TEAM_NO_DICE, card_id, f"{title} needs at least 1 die, not {dice!r}")
            continue
        if dice > card.max_dice:
            problem(E.TEAM_OVER_MAX, card_id, f"{title}: {dice} dice, its Max is {card.max_dice}")
        total += dice
    if rules.max_cards is not None and len(seen) > rules.max_cards:
        problem(E.TEAM_TOO_MANY_CARDS, "", f"{len(seen)} cards, at most {rules.max_cards}")
    if rules.max_dice is not None and total > rules.max_dice:
        problem(E.TEAM_TOO_MANY_DICE, "", f"{total} dice, at most {rules.max_dice}")
    found.extend(_basic_action_problems(basic_actions, catalog, rules))
    return found


def _basic_action_problems(
    basic_actions: Sequence[str], catalog: Mapping[str, TeamCard], rules: TeamRules
) -> list[TeamProblem]:
    found: list[TeamProblem] = []
    seen: set[str] = set()
    for card_id in basic_actions:
        card = catalog.get(card_id)
        if card is None:
            found.append(
                TeamProblem(E.TEAM_UNKNOWN_CARD, card_id, rules.rule, f"no card {card_id!r}")
            )
        elif card.kind != "basic_action":
            message = f"{_title(card)} is not a Basic Action Card"
            found.append(TeamProblem(E.TEAM_NOT_BASIC_ACTION, card_id, rules.rule, message))
        elif card_id in seen:
            message = f"{_title(card)} is brought twice: bring different Basic Action Cards"
            found.append(TeamProblem(E.TEAM_SAME_BASIC_ACTION, card_id, rules.rule, message))
        seen.add(card_id)
    wanted = rules.basic_actions
    if wanted is not None and len(basic_actions) != wanted:
        message = f"{len(basic_actions)} Basic Action Cards, exactly {wanted} different ones"
        found.append(TeamProblem(E.TEAM_BASIC_ACTION_COUNT, "", rules.rule, message))
    return found


def _title(card: TeamCard) -> str:
    subtitle = getattr(card, "subtitle", "")
    return f"{card.name}: {subtitle}" if subtitle else card.name


def _name_key(name: str) -> str:
    """Names compare without case or extra spaces ("Professor X" is "professor  x")."""
    return " ".join(name.split()).casefold()
