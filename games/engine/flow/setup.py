"""Creating a game: the genesis event and the state it describes (DM-3)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from msgspec.structs import asdict

from games.engine.flow.randomness import draft_draw_problem
from games.engine.model import draft
from games.engine.model import errors as E
from games.engine.model import events as ev
from games.engine.model.cards import (
    SIDEKICK,
    SIDEKICK_ID,
    CardDef,
    CardPool,
)
from games.engine.model.edition import RULES_EDITION
from games.engine.model.errors import IllegalAction
from games.engine.model.flip_sides import seat_copy, seat_copy_id
from games.engine.model.options import check_options
from games.engine.model.state import Die, GameOptions, GameState, PlayerState, Zone
from games.engine.model.teams import ANY_FORMAT, FORMATS, TeamProblem, team_problems

SIDEKICKS = 8  # DM-3.1
BASIC_ACTION_DICE = 3  # DM-3.3: "Use: 3" (a format may say more: TeamRules.basic_action_dice)

Team = Sequence[tuple[str, int]]


def genesis_event(
    players: tuple[str, ...],
    teams: tuple[Team, ...],
    basic_actions: tuple[Sequence[str], ...],
    cards_digest: str,
    options: GameOptions,
    seed_hash: str = "",
    draft_pool: Sequence[tuple[str, int]] = (),
    draft_offered: Sequence[str] = (),
) -> ev.GameCreated:
    return ev.GameCreated(
        version=ev.LOG_FORMAT_VERSION,
        options=tuple(sorted(asdict(options).items())),
        players=players,
        teams=tuple(tuple(tuple(t) for t in team) for team in teams),  # type: ignore[misc]
        basic_actions=tuple(tuple(bacs) for bacs in basic_actions),
        cards_digest=cards_digest,
        seed_hash=seed_hash,
        draft_pool=tuple((str(c), n) for c, n in draft_pool),
        draft_offered=tuple(str(c) for c in draft_offered),
        rules_edition=RULES_EDITION,
    )


def options_of(genesis: ev.GameCreated) -> GameOptions:
    """The options a genesis records. A log from before team formats names none ("")."""
    given = dict(genesis.options)
    try:
        return GameOptions(**{"team_format": "", **given})
    except TypeError:
        known = set(asdict(GameOptions()))
        unknown = sorted(str(name) for name in given if name not in known)
        raise IllegalAction(E.GAME_BAD_OPTION, f"unknown options {unknown}") from None


def check_setup(genesis: ev.GameCreated, options: GameOptions, cards: Mapping[str, CardDef]):
    """Every option in range and each team legal under its format (DM-3.2), or IllegalAction
    with the first problem's code and every problem in the message."""
    check_options(options, legacy_format=not any(k == "team_format" for k, _ in genesis.options))
    if options.team_format == draft.FORMAT or genesis.draft_pool:
        found = draft.setup_problems(
            genesis.draft_pool, genesis.basic_actions, genesis.teams, options.starting_life, cards
        )
        found += draft.offered_problems(genesis.basic_actions[0], genesis.draft_offered)
        if options.team_format != draft.FORMAT:
            found.append(
                TeamProblem(E.DRAFT_BAD_POOL, "", draft.RULE, "a pool is for draft games only")
            )
        if found:
            text = "; ".join(p.message for p in found)
            raise IllegalAction(found[0].code, text, found[0].rule)
        return
    rules = FORMATS.get(options.team_format, ANY_FORMAT)
    seats = len(genesis.players)
    if seats != rules.seats or len(genesis.teams) != seats or len(genesis.basic_actions) != seats:
        raise IllegalAction(
            E.GAME_BAD_SETUP,
            f"{rules.name or 'this format'} is played by {rules.seats} players, each with a"
            f" team and Basic Action Cards: {seats} players, {len(genesis.teams)} teams",
            rules.rule,
        )
    for index in range(seats):
        problems = team_problems(genesis.teams[index], genesis.basic_actions[index], cards, rules)
        if problems:
            first = problems[0]
            text = "; ".join(p.message for p in problems)
            raise IllegalAction(first.code, f"player {index}: {text}", first.rule)


def initial_state(
    genesis: ev.GameCreated, cards: Mapping[str, CardDef], seed: str | None = None
) -> GameState:
    """The state right after seq 0: sidekicks in the bags, dice on their cards (DM-3)."""
    options = options_of(genesis)
    check_setup(genesis, options, cards)
    if seed is not None:  # the Basic Action Cards a draft drew from the seed (001:L877-878)
        problem = draft_draw_problem(genesis, seed)
        if problem:
            raise IllegalAction(E.DRAFT_BAD_POOL, problem, draft.RULE)
    pool: dict[str, CardDef] = {SIDEKICK_ID: SIDEKICK}
    dice: dict[str, Die] = {}
    zones: dict[tuple[int | None, Zone], tuple[str, ...]] = {}

    def add(die: Die) -> None:
        dice[die.id] = die
        key = (die.owner, die.zone)
        zones[key] = (*zones.get(key, ()), die.id)

    players = []
    bac_sets: dict[str, int] = {}
    bac_dice = FORMATS.get(options.team_format, ANY_FORMAT).basic_action_dice
    for index in range(len(genesis.players)):
        prefix = f"p{index + 1}"
        for copy in range(1, SIDEKICKS + 1):
            add(Die(f"{prefix}:{SIDEKICK_ID}:{copy}", SIDEKICK_ID, copy, index, Zone.BAG))
        team: list[str] = []
        for catalog_card, count in genesis.teams[index]:
            card_id = catalog_card
            if card_id in pool and cards[card_id].back is not None:  # a flip card twice:
                card_id = seat_copy_id(card_id, index)  # each side turns on its own
                pool[card_id] = seat_copy(cards[catalog_card], card_id)
            else:
                pool[card_id] = cards[card_id]  # check_setup vetted the team
            team.append(card_id)
            for copy in range(1, count + 1):
                add(Die(f"{prefix}:{card_id}:{copy}", card_id, copy, index, Zone.SUPPLY))
        for card_id in genesis.basic_actions[index]:
            pool[card_id] = cards[card_id]
            # Both players bringing the same BAC gives two sets of its dice (001:L910-913).
            start = bac_sets.get(card_id, 0)
            for copy in range(start + 1, start + bac_dice + 1):
                add(Die(f"bac:{card_id}:{copy}", card_id, copy, None, Zone.SUPPLY))
            bac_sets[card_id] = start + bac_dice
        players.append(
            PlayerState(name=genesis.players[index], life=options.starting_life, team=tuple(team))
        )
    for card_id, _ in genesis.draft_pool:  # Draft Teams: the centre's cards and dice
        pool[card_id] = cards[card_id]
    for die in draft.pool_dice(genesis.draft_pool):
        add(die)
    return GameState(
        options=options,
        cards=CardPool(pool),
        dice=dice,
        zones=zones,
        players=tuple(players),
        seq=1,
        seed=seed,
        marked=False,  # no die is damaged or modified yet
        seed_hash=genesis.seed_hash,
        toss_winner=options.chooser,
    )
