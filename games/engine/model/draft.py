"""Draft Teams (the 2014 book, 001:L870-892), as the game's first decisions.

"Choose a number between 8 and 20 ... Both players will select up to that number of dice,
and start the game with that much life. Shuffle the basic action cards and choose three or
four of them at random to use." The cards in the centre are `GameCreated.draft_pool`; their
dice wait on them in the supply (owner None, ids `draft:<card>:<n>`). "Stacking cards that
share the same name together": a stack is the pool's cards of one name. "The second player
picks first, choosing one card stack ... must choose which card to use ... takes all the dice
for that character and decides how many (up to the max listed and the chosen team limit) to
use. The first player then chooses. The players alternate until all cards have been chosen."

Nothing here is new state: the stacks left are the names of the dice still in the supply
with no owner, and a player's picks are their team (a card drafted with no dice is on it too,
with nothing to buy: "not used in the game").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from msgspec.structs import replace

from games.engine.model import errors as E
from games.engine.model.cards import CardDef
from games.engine.model.errors import IllegalAction
from games.engine.model.state import Die, GameState, Zone
from games.engine.model.teams import TeamProblem

FORMAT = "draft-2014"
SIZES = (8, 20)  # "a number between 8 and 20" (001:L875)
BASIC_ACTIONS = (3, 4)  # "three or four of them at random" (001:L878)
PREFIX = "draft"
RULE = "001:L870-892"


def name_key(name: str) -> str:
    """Stacks are by name, "even if they have different subtitles" (001:L883)."""
    return " ".join(name.split()).casefold()


def drafting(state: GameState) -> bool:
    """Whether stacks are left to pick (only in a draft game, after the order is chosen)."""
    return state.options.team_format == FORMAT and bool(stacks(state))


def stacks(state: GameState) -> dict[str, tuple[str, ...]]:
    """The stacks still in the centre: name -> the cards of that name (sorted ids)."""
    found: dict[str, set[str]] = {}
    for die_id in state.in_zone(None, Zone.SUPPLY):
        die = state.dice[die_id]
        if die_id.startswith(PREFIX + ":"):
            found.setdefault(name_key(state.cards[die.card].name), set()).add(die.card)
    return {name: tuple(sorted(cards)) for name, cards in sorted(found.items())}


def dice_of_stack(state: GameState, card_id: str) -> int:
    """The character's dice in the centre: the most any card of its stack has."""
    stack = stacks(state).get(name_key(state.cards[card_id].name), ())
    counts = [_pool_dice(state, card) for card in stack]
    return max(counts, default=0)


def _pool_dice(state: GameState, card_id: str) -> int:
    return sum(
        1
        for d in state.in_zone(None, Zone.SUPPLY)
        if d.startswith(PREFIX + ":") and state.dice[d].card == card_id
    )


def picker(state: GameState) -> int:
    """The second player picks first, then the players alternate (001:L885-890)."""
    assert state.first_player is not None
    picks = len(state.players[0].team) + len(state.players[1].team)
    second = 1 - state.first_player
    return second if picks % 2 == 0 else state.first_player


def dice_used(state: GameState, player: int) -> int:
    return sum(
        1 for d in state.dice.values() if d.owner == player and d.card in state.players[player].team
    )


def most_dice(state: GameState, player: int, card_id: str) -> int:
    """Up to the card's Max, the character's dice and what the limit leaves."""
    left = state.options.starting_life - dice_used(state, player)
    card = state.cards[card_id]
    return max(0, min(card.max_dice, dice_of_stack(state, card_id), left))


def check_pick(state: GameState, player: int, card_id: str, dice: int) -> None:
    card = state.cards.get(card_id)
    if card is None or card_id not in stacks(state).get(name_key(card.name), ()):
        raise IllegalAction(E.DRAFT_NOT_IN_POOL, f"{card_id} is not in the centre", RULE)
    most = most_dice(state, player, card_id)
    if type(dice) is not int or not 0 <= dice <= most:
        raise IllegalAction(
            E.DRAFT_TOO_MANY_DICE,
            f"{dice!r} dice: 0 to {most} (its Max, its dice, the limit of"
            f" {state.options.starting_life})",
            RULE,
        )


def drafted(s: GameState, player: int, card_id: str, dice: int) -> dict[str, Any]:
    """The state's changes: the stack leaves the centre, the card joins the player's team
    with `dice` of its dice (the player's own, on the card in the supply)."""
    stack = set(stacks(s).get(name_key(s.cards[card_id].name), ()))
    gone = {
        d
        for d in s.in_zone(None, Zone.SUPPLY)
        if d.startswith(PREFIX + ":") and s.dice[d].card in stack
    }
    all_dice = {k: v for k, v in s.dice.items() if k not in gone}
    zones = dict(s.zones)
    zones[(None, Zone.SUPPLY)] = tuple(d for d in zones[(None, Zone.SUPPLY)] if d not in gone)
    prefix = f"p{player + 1}"
    new = tuple(f"{prefix}:{card_id}:{copy}" for copy in range(1, dice + 1))
    for copy, die_id in enumerate(new, start=1):
        all_dice[die_id] = Die(die_id, card_id, copy, player, Zone.SUPPLY)
    key = (player, Zone.SUPPLY)
    zones[key] = (*zones.get(key, ()), *new)
    changed = replace(s.players[player], team=(*s.players[player].team, card_id))
    players = (changed, s.players[1]) if player == 0 else (s.players[0], changed)
    return {"dice": all_dice, "zones": zones, "players": players}


def pool_dice(pool: Sequence[tuple[str, int]]) -> list[Die]:
    """The dice in the centre when the game is created."""
    return [
        Die(f"{PREFIX}:{card_id}:{copy}", card_id, copy, None, Zone.SUPPLY)
        for card_id, count in pool
        for copy in range(1, count + 1)
    ]


def setup_problems(
    pool: Sequence[tuple[str, int]],
    basic_actions: Sequence[Sequence[str]],
    teams: Sequence[Sequence[Any]],
    life: int,
    cards: Mapping[str, CardDef],
) -> list[TeamProblem]:
    """What is wrong with a draft game's setup: the size, the Basic Action Cards in the
    centre (player 0's list; player 1's empty), the pool's cards, no teams yet."""
    found: list[TeamProblem] = []

    def problem(code: str, card: str, message: str) -> None:
        found.append(TeamProblem(code, card, RULE, message))

    if not SIZES[0] <= life <= SIZES[1]:
        problem(E.DRAFT_BAD_SIZE, "", f"{life}: the draft's number is {SIZES[0]} to {SIZES[1]}")
    if any(teams):
        problem(E.DRAFT_BAD_POOL, "", "the teams of a draft are drafted, not brought")
    centre = [*basic_actions[0], *basic_actions[1]]
    if basic_actions[1] or not BASIC_ACTIONS[0] <= len(centre) <= BASIC_ACTIONS[1]:
        problem(E.DRAFT_BAD_POOL, "", "three or four Basic Action Cards, all in the centre")
    if len(set(centre)) != len(centre):
        problem(E.DRAFT_BAD_POOL, "", "each Basic Action Card once")
    seen: set[str] = set()
    for card_id, count in pool:
        card = cards.get(card_id)
        if card is None:
            problem(E.TEAM_UNKNOWN_CARD, card_id, f"no card {card_id!r}")
        elif card.kind not in ("character", "action"):
            problem(E.TEAM_NOT_TEAM_CARD, card_id, f"{card.name} is not a character or action")
        elif card_id in seen or type(count) is not int or not 1 <= count <= 20:
            problem(E.DRAFT_BAD_POOL, card_id, f"{card_id}: once in the pool, 1 to 20 dice")
        seen.add(card_id)
    if not pool:
        problem(E.DRAFT_BAD_POOL, "", "a draft needs cards in the centre")
    return found


def offered_problems(centre: Sequence[str], offered: Sequence[str]) -> list[TeamProblem]:
    """The centre's Basic Action Cards must be among those the draw was made from (when the
    game records them: a game set up by hand, as in the engine's tests, need not)."""
    if not offered:
        return []
    if len(set(offered)) != len(offered) or not set(centre) <= set(offered):
        return [
            TeamProblem(
                E.DRAFT_BAD_POOL, "", RULE, "the centre's Basic Action Cards are not those offered"
            )
        ]
    return []
