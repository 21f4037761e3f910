"""The game state: frozen msgspec Structs, replaced (never mutated) by `evolve`.

Every die has one identity for the whole game and is in exactly one place. Zones are kept
as an index `(owner, zone) -> die ids` beside the dice themselves so that the rules can ask
"what is in my Reserve Pool" without scanning every die.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from operator import attrgetter

from msgspec import Struct

from games.engine.model.cards import ActionFace, CardDef, CharacterFace, EnergyFace, Face


class Zone(StrEnum):
    SUPPLY = "supply"  # still on its card, not purchased
    BAG = "bag"
    PREP = "prep"  # Prep Area
    RESERVE = "reserve"  # Reserve Pool
    FIELD = "field"  # Field Zone
    ATTACK = "attack"  # Attack Zone: a part of the Field Zone (DM-1.4)
    OOP = "oop"  # Out of Play: exists during its owner's turn only
    USED = "used"  # Used Pile
    # Removed from the Field Zone until end of turn (Intimidate): set aside on its face, it
    # returns to its owner's Field Zone in Cleanup (flow/turn.py)
    REMOVED = "removed"
    # A character token that left the Field Zone and so ceased to exist (DM-24.1): its record
    # stays for the rules and the log that name it, in no zone of the index.
    GONE = "gone"
    # Captured (DM-23.1): under the capturing die, "no longer exists for game purposes"; it
    # keeps its face (its level) and returns where it was captured from when the capture ends.
    CAPTURED = "captured"


ROLLED_ZONES = frozenset({Zone.RESERVE, Zone.FIELD, Zone.ATTACK})  # DM-4.1
FIELD_ZONES = frozenset({Zone.FIELD, Zone.ATTACK})


class Step(StrEnum):
    SETUP = "setup"
    CLEAR_AND_DRAW = "clear_and_draw"
    ROLL_AND_REROLL = "roll_and_reroll"
    MAIN = "main"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    ACTION_WINDOW = "action_global_window"
    ASSIGN_DAMAGE = "assign_damage"
    CLEANUP = "cleanup"
    KNOCK_OUT = "knock_out"  # "Any dice that have taken damage equal to or above ..." DM-9.11
    # After a Fast phase (000:L785): its KOs, once its "when damaged" effects have resolved
    # (DM-9.11), then the combat damage of the regular time.
    FAST_KNOCK_OUT = "fast_knock_out"
    REGULAR_DAMAGE = "regular_damage"
    END_OF_COMBAT = "end_of_combat"  # survivors return to the Field Zone (DM-9.13)
    GAME_OVER = "game_over"


class Termination(StrEnum):
    LIFE = "life"  # the opponent's life reached 0 (DM-11.1)
    TIE = "tie"  # both reached 0 from one effect (DM-11.2)
    TIME = "time"  # time was called; more life wins, equal life is a draw
    CONCESSION = "concession"


# Performance: `member.value` on an Enum goes through enum's Python-level descriptor; the
# rules read `Step.MAIN.value` and the like for every event they emit. A plain property over
# `_value_` (C-level) returns the same string.
for _enum in (Zone, Step, Termination):
    type.__setattr__(_enum, "value", property(attrgetter("_value_")))
del _enum


def _turn_order(first: int, n: int) -> tuple[int, ...]:
    """Every seat of `n`, from `first` on. (The generators of `GameState.turn_order` and
    the like live here: in a method, they would make its arguments closure cells, built at
    each of its calls, the two- and four-seat ones too.)"""
    return tuple((first + i) % n for i in range(n))


def _side(order: tuple[int, ...], seat: int, other: int) -> tuple[int, ...]:
    """The seats of `order` on `seat`'s side (`other` 0) or on the other side (1)."""
    return tuple(s for s in order if (s - seat) % 2 == other)


# A four-seat game's (Doubles) turn orders, opponents and teammates from each seat.
_ORDERS_4 = tuple(_turn_order(first, 4) for first in range(4))
_OPPONENTS_4 = tuple(_side(_ORDERS_4[seat], seat, 1) for seat in range(4))
_TEAMMATES_4 = tuple(_side(_ORDERS_4[seat], seat, 0) for seat in range(4))


class Outcome(Struct, frozen=True, gc=False):
    """How a game ended; `winner` is the winning side (in a two-player game, the seat; in
    Doubles, seats `winner` and `winner + 2`), None for a draw."""

    winner: int | None
    termination: Termination


class GameOptions(Struct, frozen=True, gc=False):
    """Per-game options, recorded in the first event of the log (ranges: options.py)."""

    starting_life: int = 20
    randomness: str = "seed"  # "seed" (online) or "reported" (paper)
    first_player_may_attack_first_turn: bool = False  # tournament rule: may not
    turns_after_time: int = 5
    rules: str = "dm-2018"
    # Who chooses to go first or second; None: a random method picks (DM-3.7). In a match,
    # the loser of the previous game chooses (organized-play.md).
    chooser: int | None = None
    # The team-building rules the teams follow (model/teams.py FORMATS; DM-3.2 by default).
    team_format: str = "standard"


class Modifier(Struct, frozen=True, gc=False):
    """An applied stat bonus that lasts until Cleanup, KO or reroll to energy (DM-14.1)."""

    attack: int
    defense: int
    source: str


class Die(Struct, frozen=True, gc=False):
    id: str
    card: str
    copy: int
    owner: int | None  # None: a Basic Action Die still on its card in the centre
    zone: Zone
    face: int | None = None  # index into the card's faces; None while unrolled
    damage: int = 0
    modifiers: tuple[Modifier, ...] = ()
    partially_spent: bool = False  # DM-8.3: may not be rerolled


class PlayerState(Struct, frozen=True, gc=False):
    name: str
    life: int
    team: tuple[str, ...]  # card ids this player may purchase from (own cards)
    virtual_energy: int = 0
    rerolls: int = 0  # rerolls taken this turn: the one of DM-7.2, then extra ones
    # (abilities/extra_rerolls.py)


class Pending(Struct, frozen=True, gc=False):
    """The decision (or random outcome) the game is waiting for.

    kind: "toss" | "choose_order" | "draw" | "roll" (random outcomes) and "reroll" |
    "priority" | "declare_attackers" | "declare_blockers" | "assign_damage" | "choose_target"
    | "order_triggers" | "declare" | "review_declaration" | "react" (player decisions).
    """

    kind: str
    player: int | None
    count: int = 0
    dice: tuple[str, ...] = ()
    to: str = ""
    options: tuple[str, ...] = ()
    rest: int = 0  # a draw: dice still to draw after the bag is refilled (ChanceRequested)


class Combat(Struct, frozen=True, gc=False):
    attackers: tuple[str, ...] = ()
    blocks: Mapping[str, str] = {}  # blocker -> attacker (msgspec copies a mutable default)
    blocked: frozenset[str] = frozenset()  # DM-9.5: blocked stays blocked
    blockers_declared: bool = False
    damage_assigned: bool = False
    # The defending players who have declared their blockers (a side of several, DM-9.3)
    defenders_declared: tuple[int, ...] = ()
    # The active player's split of damage among blockers (DM-9.9), kept for the regular time
    # when a Fast phase comes first: (attacker, blocker, amount); then the defending player's
    # split of a blocker's damage among the attackers it blocks: (blocker, attacker, amount)
    splits: tuple[tuple[str, str, int], ...] = ()
    # A blocker that blocks several attackers (abilities/several_blocks.py): its first
    # attacker is in `blocks`, the others here as (blocker, attacker)
    more: tuple[tuple[str, str], ...] = ()

    def pairs(self) -> list[tuple[str, str]]:
        """Every (blocker, attacker) pair of this combat, a blocker of several once each."""
        return [*self.blocks.items(), *self.more] if self.more else list(self.blocks.items())

    def blocked_by(self, blocker: str) -> tuple[str, ...]:
        """The attackers `blocker` blocks (none, one, or several)."""
        first = self.blocks.get(blocker)
        if first is None:
            return ()
        return (first, *(a for b, a in self.more if b == blocker)) if self.more else (first,)


class Lasting(Struct, frozen=True, gc=False):
    """A persistent effect (DM-14.2): `effect` applies to `target` (a die id, or "player:N")
    from `source`, for `controller`, until `until` ("end_of_turn": Cleanup, even if it never
    applied; "next_turn": the start of the controller's next turn). `amount`: its size where
    it has one (a stat change, damage to prevent, a cost reduction)."""

    effect: str
    target: str
    source: str
    controller: int
    until: str = "end_of_turn"
    amount: int = 0
    to: str = ""  # where it sends something (a redirection's new target, DM-19.2)


class Hit(Struct, frozen=True, gc=False):
    """What one damage event dealt (DM-19.1: prevention takes back exactly that): `amount`
    to `target` (a die id or "player:N") from `source` (a die, or a card), combat or ability
    damage, what is left of it once prevented. `moment`: the hits of one moment of damage
    share it (model/hits.py), so "prevent that damage" means those hits and no older ones."""

    seq: int
    target: str
    source: str
    amount: int
    combat: bool
    moment: int


class Trigger(Struct, frozen=True, gc=False):
    """A triggered ability waiting in the queue (DM-15.2/15.3)."""

    controller: int
    card: str
    ability: int
    kind: str = "ability"  # "ability" | "global" | "action"
    source_die: str = ""


class GameState(Struct, frozen=True, gc=False):
    """Everything about a game at one seq. `evolve` makes a new one per event (a shallow copy
    that shares every unchanged part), so holding on to an old state costs little.

    gc=False: states, dice and players are trees of immutable parts that never refer back,
    so the cycle collector has nothing to find in them (it would only cost time)."""

    options: GameOptions
    cards: Mapping[str, CardDef]
    dice: Mapping[str, Die]
    zones: Mapping[tuple[int | None, Zone], tuple[str, ...]]
    # One per seat, in turn order. Seats alternate between the two sides (seat s plays for
    # side s % 2): a two-player game has seats 0 and 1, a Doubles game (2 v 2) seats 0 to 3,
    # so 0 and 2 are one team and 1 and 3 the other (docs/rulings.md "Doubles").
    players: tuple[PlayerState, ...]
    seq: int = 0  # the seq the next event will carry
    turn: int = 0  # 1 is the first player's first turn
    active: int = 0
    first_player: int | None = None
    step: Step = Step.SETUP
    toss_winner: int | None = None
    drawn: int = 0  # dice drawn in this Clear and Draw Step (one "draw", DM-6.3)
    priority: int | None = None  # who holds priority in a Main Step or Action/Global window
    passed: int | None = None  # who passed (or handed back) priority last in this window
    priority_declined: bool = False  # the inactive player passed without acting
    cleaned: bool = False  # Cleanup's first part (damage and effects end) is done
    trigger_chosen: bool = False  # the head trigger was picked by its controller (DM-15.2)
    combat: Combat | None = None
    triggers: tuple[Trigger, ...] = ()
    globals_used: tuple[tuple[int, str, int], ...] = ()  # (player, card, ability) this turn
    # "First time each turn" abilities that fired this turn: (player, card, ability) (DM-15.5)
    fired: tuple[tuple[int, str, int], ...] = ()
    lasting: tuple[Lasting, ...] = ()  # persistent effects in force (DM-14.2)
    seed: str | None = None  # online games: the server seed (never shown to players)
    seed_hash: str = ""
    random_draws: int = 0  # how many random outcomes the seed has produced
    time_called_turn: int | None = None
    outcome: Outcome | None = None
    chance: Pending | None = None  # an effect waits for a draw or a roll (ChanceRequested)
    # A declaration waits for the opponent to accept or dispute it: (its seq, the opponent).
    review: tuple[int, int] | None = None
    # The damage dealt this turn, event by event (model/hits.py, DM-19.1), and whether the
    # latest moment of damage is still open (more hits join it).
    hits: tuple[Hit, ...] = ()
    hits_open: bool = False
    # The dice fielded last this step (several: 2014's fielding at once) and the dice paid
    # for them: their "when fielded" effects may not select those in the Used Pile
    # (001:L345-348; in 2018 they are Out of Play).
    paid_to_field: tuple[tuple[str, ...], tuple[str, ...]] | None = None
    # The character dice fielded this turn, (player, die), in order (Strike's "if you field
    # no other characters this turn": abilities/conditions.py `fielded_alone`)
    fielded: tuple[tuple[int, str], ...] = ()
    # The character dice KO'd this turn, (the player who controlled it then, die), in order
    # ("if a character die you control was KO'd this turn": abilities/conditions.py `kod`)
    kod: tuple[tuple[int, str], ...] = ()
    # The dice purchased this turn and the action dice used this turn, (player, die), in order
    # ("if you purchased a die this turn", "if you used an action this turn":
    # abilities/conditions.py `purchased`, `used_action`)
    purchased: tuple[tuple[int, str], ...] = ()
    used_actions: tuple[tuple[int, str], ...] = ()
    # The answers given to the head trigger's choices of target so far, until it resolves
    # (an ability may ask several, one after the other: abilities/answers.py)
    chosen: tuple[str, ...] = ()
    # The face each die KO'd this turn showed as it was KO'd, (die, face), in order: its
    # last-known face ("when <self> is KO'd, deal damage equal to its level": counts.py)
    kod_faces: tuple[tuple[str, int], ...] = ()
    # (die, A, D) as it was KO'd this turn, for the dice whose own text reads them (their
    # last-known stats: abilities/last_stats.py)
    kod_stats: tuple[tuple[str, int, int], ...] = ()
    # The dice declared as attackers / as blockers this turn, in order ("if it doesn't attack
    # this turn", "dice that did not attack or block this turn": abilities/attacked.py)
    attacked: tuple[str, ...] = ()
    blocked_with: tuple[str, ...] = ()
    # The flip cards whose other side is up, (owner, card) (model/cards.py CardDef.back);
    # the pool holds that side's definition (flip_sides.flipped_pool): docs/rulings.md "Flip".
    flipped: tuple[tuple[int, str], ...] = ()
    # Some die may carry damage or an applied effect (DM-14.1): set by damage and by a stat
    # change, cleared by Cleanup (DM-10.1). False: none does, so the look for lethal damage
    # in the usual game and Cleanup's own look skip every die (abilities/stats.py `lethal`).
    marked: bool = True

    # --- queries ---------------------------------------------------------------------------

    def in_zone(self, player: int | None, zone: Zone) -> tuple[str, ...]:
        return self.zones.get((player, zone), ())

    def face_of(self, die: Die) -> Face | None:
        if die.face is None:
            return None
        return self.cards[die.card].faces[die.face]

    def has_dice_of(self, card_id: str) -> bool:
        """Has the card dice in the game? (A loop, not `any` over a generator: each Global
        used asks.)"""
        for die in self.dice.values():  # noqa: SIM110
            if die.card == card_id:
                return True
        return False

    # (face_of inlined in the three below: the rules ask these for every die they look at)

    def is_character(self, die: Die) -> bool:
        face = die.face
        if face is None or die.zone not in ROLLED_ZONES:
            return False
        return isinstance(self.cards[die.card].faces[face], CharacterFace)

    def is_energy(self, die: Die) -> bool:
        face = die.face
        if face is None or die.zone not in ROLLED_ZONES:
            return False
        return isinstance(self.cards[die.card].faces[face], EnergyFace)

    def is_action(self, die: Die) -> bool:
        face = die.face
        if face is None or die.zone not in ROLLED_ZONES:
            return False
        return isinstance(self.cards[die.card].faces[face], ActionFace)

    @property
    def inactive(self) -> int:
        """The next seat in turn order: the defending player (always of the other side)."""
        return self.next_seat(self.active)

    # --- seats and sides (two sides; a side of one player or a team of several) ------------

    @property
    def seats(self) -> int:
        return len(self.players)

    def next_seat(self, seat: int) -> int:
        return (seat + 1) % len(self.players)

    def turn_order(self, first: int) -> tuple[int, ...]:
        """Every seat, from `first` on in turn order."""
        n = len(self.players)
        if n == 2:
            return (first, 1 - first)
        if n == 4 and type(first) is int and 0 <= first < 4:
            return _ORDERS_4[first]  # (Doubles: no generator, the rules ask often)
        return _turn_order(first, n)

    def opponents(self, seat: int) -> tuple[int, ...]:
        """The seats of the other side, in turn order after `seat` (the next one first)."""
        n = len(self.players)
        if n == 2:
            return (1 - seat,)  # (no generator for the usual game: the rules ask often)
        if n == 4 and type(seat) is int and 0 <= seat < 4:
            return _OPPONENTS_4[seat]
        return _side(self.turn_order(seat), seat, 1)

    def teammates(self, seat: int) -> tuple[int, ...]:
        """The seats of `seat`'s side, `seat` first: they share one life total."""
        n = len(self.players)
        if n == 2 and type(seat) is int:  # (a seat of another type: refused below)
            return (seat,)
        if n == 4 and type(seat) is int and 0 <= seat < 4:
            return _TEAMMATES_4[seat]
        return _side(self.turn_order(seat), seat, 0)

    @property
    def over(self) -> bool:
        return self.outcome is not None
