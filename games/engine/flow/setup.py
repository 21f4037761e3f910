"""Creating a game: the genesis event and the state it describes (DM-3)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict

from games.engine.model import errors as E
from games.engine.model import events as ev
from games.engine.model.cards import SIDEKICK, SIDEKICK_ID, CardDef
from games.engine.model.errors import IllegalAction
from games.engine.model.state import Die, GameOptions, GameState, PlayerState, Zone

SIDEKICKS = 8  # DM-3.1
BASIC_ACTION_DICE = 3  # DM-3.3: "Use: 3"

Team = Sequence[tuple[str, int]]


def genesis_event(
    players: tuple[str, str],
    teams: tuple[Team, Team],
    basic_actions: tuple[Sequence[str], Sequence[str]],
    cards_digest: str,
    options: GameOptions,
    seed_hash: str = "",
) -> ev.GameCreated:
    return ev.GameCreated(
        version=ev.LOG_FORMAT_VERSION,
        options=tuple(sorted(asdict(options).items())),
        players=players,
        teams=(tuple(tuple(t) for t in teams[0]), tuple(tuple(t) for t in teams[1])),  # type: ignore[arg-type]
        basic_actions=(tuple(basic_actions[0]), tuple(basic_actions[1])),
        cards_digest=cards_digest,
        seed_hash=seed_hash,
    )


def options_of(genesis: ev.GameCreated) -> GameOptions:
    return GameOptions(**dict(genesis.options))


def initial_state(
    genesis: ev.GameCreated, cards: Mapping[str, CardDef], seed: str | None = None
) -> GameState:
    """The state right after seq 0: sidekicks in the bags, dice on their cards (DM-3)."""
    options = options_of(genesis)
    pool: dict[str, CardDef] = {SIDEKICK_ID: SIDEKICK}
    dice: dict[str, Die] = {}
    zones: dict[tuple[int | None, Zone], tuple[str, ...]] = {}

    def add(die: Die) -> None:
        dice[die.id] = die
        key = (die.owner, die.zone)
        zones[key] = (*zones.get(key, ()), die.id)

    players = []
    bac_sets: dict[str, int] = {}
    for index in (0, 1):
        prefix = f"p{index + 1}"
        for copy in range(1, SIDEKICKS + 1):
            add(Die(f"{prefix}:{SIDEKICK_ID}:{copy}", SIDEKICK_ID, copy, index, Zone.BAG))
        team: list[str] = []
        for card_id, count in genesis.teams[index]:
            card = _card(cards, card_id)
            if card.kind not in ("character", "action"):
                raise IllegalAction(E.GAME_BAD_SETUP, f"{card_id} is not a character/action card")
            if not 1 <= count <= card.max_dice:
                raise IllegalAction(
                    E.GAME_BAD_SETUP, f"{card_id}: {count} dice (1 to {card.max_dice})", "DM-3.2"
                )
            pool[card_id] = card
            team.append(card_id)
            for copy in range(1, count + 1):
                add(Die(f"{prefix}:{card_id}:{copy}", card_id, copy, index, Zone.SUPPLY))
        for card_id in genesis.basic_actions[index]:
            card = _card(cards, card_id)
            if card.kind != "basic_action":
                raise IllegalAction(E.GAME_BAD_SETUP, f"{card_id} is not a Basic Action Card")
            pool[card_id] = card
            # Both players bringing the same BAC gives two sets of its dice (001:L910-913).
            start = bac_sets.get(card_id, 0)
            for copy in range(start + 1, start + BASIC_ACTION_DICE + 1):
                add(Die(f"bac:{card_id}:{copy}", card_id, copy, None, Zone.SUPPLY))
            bac_sets[card_id] = start + BASIC_ACTION_DICE
        players.append(
            PlayerState(name=genesis.players[index], life=options.starting_life, team=tuple(team))
        )
    if options.chooser not in (None, 0, 1):
        raise IllegalAction(E.GAME_BAD_SETUP, "the chooser is player 0 or 1")
    return GameState(
        options=options,
        cards=pool,
        dice=dice,
        zones=zones,
        players=(players[0], players[1]),
        seq=1,
        seed=seed,
        seed_hash=genesis.seed_hash,
        toss_winner=options.chooser,
    )


def _card(cards: Mapping[str, CardDef], card_id: str) -> CardDef:
    card = cards.get(card_id)
    if card is None:
        raise IllegalAction(E.GAME_BAD_SETUP, f"unknown card {card_id}")
    return card
