"""The state of a Battle Dice game: frozen records (MB-5 zones, MB-20 flow).

A figure is in its owner's Staging Zone, inside a die, or captured (in the other player's
Holding Zone). A die is in its owner's Staging, Ready, Battle or Dice Zone; a loaded die's
contents are known to the engine when it holds the game's seed (online) or once opened.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

import msgspec

from battledice.engine.records import BattleDie, Figure

STANDARD = "standard"
BASIC = "basic"

# `dataclasses.replace` for these frozen records: msgspec's, one C-level copy with no frame
# of ours around it (a replay makes tens of thousands). A state's memo is not copied: what
# was derived from the old state is not the new one's.
replace = msgspec.structs.replace


class Where(StrEnum):
    STAGING = "staging"
    DIE = "die"
    CAPTURED = "captured"


class Zone(StrEnum):
    STAGING = "staging"
    READY = "ready"
    BATTLE = "battle"
    DICE = "dice"


# Enum members as module constants (named by enum, then member): in Python 3.11 `IN_BATTLE`
# goes through the enum class's slow attribute lookup (about 0.4 us, 25 times a global's),
# and a replay reads them for every die of every state it looks at.
AT_STAGING, AT_DIE, AT_CAPTURED = Where.STAGING, Where.DIE, Where.CAPTURED
IN_STAGING, IN_READY, IN_BATTLE, IN_DICE = Zone.STAGING, Zone.READY, Zone.BATTLE, Zone.DICE


class Termination(StrEnum):
    CAPTURES = "captures"  # MB-17, MB-27
    CONCESSION = "concession"
    TIME = "time"  # docs/rulings.md, Battle Dice: time in a tournament


@dataclass(frozen=True)
class Outcome:
    winner: int | None
    termination: Termination


@dataclass(frozen=True)
class Options:
    """`rules` names the ruleset; `game` the basic or standard game (MB-7..17, MB-18..27);
    `team_value` the agreed Value (MB-18, 0: any); `cosmic_game` lifts the Cosmic limit
    (MB-36); `choose_sides` plays the basic game's heroes-or-villains roll (MB-7)."""

    rules: str = "mb-2006"
    game: str = STANDARD
    team_value: int = 30
    cosmic_game: bool = False
    choose_sides: bool = False
    randomness: str = "seed"


class Piece(msgspec.Struct, frozen=True, gc=False):
    """A figure in the game: `id` is "a:<figure>" or "b:<figure>" (by team), `owner` the
    player who plays that team."""

    id: str
    figure: str
    owner: int
    where: Where = Where.STAGING


class Die(msgspec.Struct, frozen=True, gc=False):
    id: str
    die: str
    owner: int
    zone: Zone = Zone.STAGING
    loaded: bool = False
    content: str | None = None  # the piece inside, when the engine knows it
    revealed: bool = False  # opened in front of everyone (FiguresRevealed)
    face: int | None = None


class Declaration(msgspec.Struct, frozen=True, gc=False):
    """An effect a player states for a power or die rule the engine does not execute."""

    player: int
    source: str
    text: str
    effect: str
    amount: int
    whom: str
    target: str
    disputed: bool = False


class Battle(msgspec.Struct, frozen=True, gc=False):
    """One match-up: a die of each player (MB-20 steps 3-6)."""

    dice: tuple[str, str]
    matchup_chooser: int | None = None
    stats: tuple[str | None, str | None] = (None, None)
    stat_chooser: int | None = None
    pieces: tuple[str | None, str | None] = (None, None)
    bonus: tuple[int, int] = (0, 0)
    used: frozenset[tuple[str, str]] = frozenset()  # (piece, power) already applied


class Window(msgspec.Struct, frozen=True, gc=False):
    """Players taking turns to use powers or dice rules until all pass in a row
    (MB-12, MB-24; dice rules one at a time, MB-14, MB-25)."""

    kind: str  # "powers" or "rules"
    turn: int
    passes: int = 0


class Player(msgspec.Struct, frozen=True, gc=False):
    name: str
    team: int  # which team of the first event this player plays
    strike_bonus: int = 0  # this round's changes to the strike total
    telepathy: bool = False  # Telepathy already took its -2 this round (MB-24)
    captured: int = 0


class GameState(msgspec.Struct, frozen=True, dict=True):
    """The whole game at a point of its log: a frozen Struct whose `__dict__` holds only the
    memo of values derived from it (`memo`), never copied by `replace`."""

    options: Options
    figures: dict[str, Figure]
    battle_dice: dict[str, BattleDie]
    players: tuple[Player, Player]
    pieces: dict[str, Piece]
    dice: dict[str, Die]
    seq: int = 1
    seed: str | None = None
    seed_hash: str = ""
    draws: int = 0  # random outcomes drawn from the seed so far
    seals: int = 0  # secret loads sealed with the seed so far
    sides_done: bool = False
    round: int = 0
    round_open: bool = False
    rolled: bool = False  # this round's dice are rolled
    battles: int = 0
    picked: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    battle: Battle | None = None
    window: Window | None = None
    declaration: Declaration | None = None
    rolloff: tuple[int, int] | None = None
    rolloff_winner: int | None = None
    last_chooser: int | None = None
    rules_window_at: int = -1  # the battle before which dice rules were last offered
    time_called: bool = False
    outcome: Outcome | None = None

    @property
    def over(self) -> bool:
        return self.outcome is not None

    @property
    def online(self) -> bool:
        return self.options.randomness == "seed"

    def memo(self) -> dict[Any, Any]:
        """Values derived from this state, computed once: the state is frozen, so what is
        read from it stays true (a replay asks for the step and the zones many times). It
        is the Struct's own `__dict__`, which holds no field and which `replace` leaves
        behind."""
        return self.__dict__

    def dice_of(self, player: int, zone: Zone) -> list[str]:
        return sorted([d.id for d in self.dice.values() if d.owner == player and d.zone is zone])

    def pieces_of(self, player: int, where: Where) -> list[str]:
        return sorted(
            [p.id for p in self.pieces.values() if p.owner == player and p.where is where]
        )

    def loaded_ready(self, player: int) -> list[str]:
        ready = IN_READY
        return sorted(
            [d.id for d in self.dice.values() if d.owner == player and d.zone is ready and d.loaded]
        )

    def strike_total(self, player: int) -> int:
        """MB-20 step 2, MB-21: the dice still in the Battle Zone, as changed this round."""
        faces = (self.dice[d].face or 0 for d in self.dice_of(player, IN_BATTLE))
        return sum(faces) + self.players[player].strike_bonus

    def figure_of(self, piece: str) -> Figure:
        return self.figures[self.pieces[piece].figure]

    def with_die(self, die: Die) -> GameState:
        return replace(self, dice={**self.dice, die.id: die})

    def with_piece(self, piece: Piece) -> GameState:
        return replace(self, pieces={**self.pieces, piece.id: piece})

    def with_player(self, index: int, player: Player) -> GameState:
        players = list(self.players)
        players[index] = player
        return replace(self, players=(players[0], players[1]))


def zones(state: GameState) -> tuple[tuple[list[str], list[str]], list[int], list[bool]]:
    """Each player's dice in the Battle Zone (sorted) and the sum of their faces, and
    whether they have a die in their Dice Zone: one pass, once per state (the battle steps
    and the windows ask often)."""
    memo = state.__dict__  # GameState.memo
    found = memo.get("zones")
    if found is None:
        battle: tuple[list[str], list[str]] = ([], [])
        faces = [0, 0]
        dice_zone = [False, False]
        for d in state.dice.values():
            zone = d.zone
            if zone is IN_BATTLE:
                battle[d.owner].append(d.id)
                faces[d.owner] += d.face or 0
            elif zone is IN_DICE:
                dice_zone[d.owner] = True
        battle[0].sort()
        battle[1].sort()
        found = memo["zones"] = (battle, faces, dice_zone)
    return found  # type: ignore[no-any-return]
