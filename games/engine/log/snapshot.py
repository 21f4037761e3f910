"""Game state snapshots as data: MessagePack with a format version, never code.

A snapshot is a shortcut a server keeps beside the log (a cache); the log stays the truth.
`decode` builds a state only from typed data (strings, numbers, lists), so bytes from an
untrusted store can at worst be refused (`SnapshotError`), never run. Two things are not in a
snapshot: the card definitions (only their ids: the caller has the catalog) and the secret
seed of an online game, which stays in the server's database and is given back to `decode`.
`tag` is the caller's label for what the state belongs to (a server: the log head it was
taken at).
"""

from __future__ import annotations

from collections.abc import Mapping

import msgspec

from games.engine.model.cards import (
    SIDEKICK,
    SIDEKICK_ID,
    CardDef,
    CardPool,
    is_token,
    token_card,
)
from games.engine.model.flip_sides import catalog_id, seat_copy
from games.engine.model.state import (
    Combat,
    Die,
    GameOptions,
    GameState,
    Hit,
    Lasting,
    Modifier,
    Outcome,
    Pending,
    PlayerState,
    Step,
    Termination,
    Trigger,
    Zone,
)

MAGIC = "overcrush-state"
FORMAT_VERSION = 15  # 2: first-time abilities that fired, persistent effects; 3: their amount
# 4: a declaration waiting for review; 5: the damage record (hits); 6: paid_to_field;
# 7: the dice fielded this turn; 8: the dice KO'd this turn; 9: the dice purchased and the
# action dice used this turn; 10: the answers given to a trigger's choices (chosen);
# 11: the faces the dice KO'd this turn showed (kod_faces); 12: the flip cards turned (flipped);
# 13: whether a die may carry damage or an applied effect (marked); 14: the A and D of dice
# KO'd this turn whose own text reads them (kod_stats); 15: the dice that attacked / blocked
# this turn (attacked, blocked_with)


class SnapshotError(ValueError):
    """Bytes that are not a snapshot of this format version: treat as a cache miss."""


# --- the wire format: typed arrays, checked field by field when read ----------------------


class _Die(msgspec.Struct, array_like=True, frozen=True):
    id: str
    card: str
    copy: int
    owner: int | None
    zone: Zone
    face: int | None
    damage: int
    modifiers: tuple[tuple[int, int, str], ...]
    partially_spent: bool


class _Player(msgspec.Struct, array_like=True, frozen=True):
    name: str
    life: int
    team: tuple[str, ...]
    virtual_energy: int
    rerolls: bool | int  # a count; snapshots written before it was one hold a bool (1 if true)


class _Pending(msgspec.Struct, array_like=True, frozen=True):
    kind: str
    player: int | None
    count: int
    dice: tuple[str, ...]
    to: str
    options: tuple[str, ...]
    rest: int = 0  # last and defaulted: snapshots written before it still decode


class _Combat(msgspec.Struct, array_like=True, frozen=True):
    attackers: tuple[str, ...]
    blocks: tuple[tuple[str, str], ...]
    blocked: tuple[str, ...]
    blockers_declared: bool
    damage_assigned: bool
    defenders_declared: tuple[int, ...] = ()  # (last, with a default: older snapshots read)
    splits: tuple[tuple[str, str, int], ...] = ()  # (the same)
    more: tuple[tuple[str, str], ...] = ()  # (the same)


class _Trigger(msgspec.Struct, array_like=True, frozen=True):
    controller: int
    card: str
    ability: int
    kind: str
    source_die: str


class _State(msgspec.Struct, array_like=True, frozen=True):
    options: dict[str, int | bool | str | None]  # by name: plain values, defaults for new ones
    cards: tuple[str, ...]  # the ids of the cards in play; their definitions are the caller's
    dice: tuple[_Die, ...]
    zones: tuple[tuple[int | None, Zone, tuple[str, ...]], ...]
    players: tuple[_Player, ...]  # one per seat: two, or four (Doubles)
    seq: int
    turn: int
    active: int
    first_player: int | None
    step: Step
    toss_winner: int | None
    drawn: int
    priority: int | None
    passed: int | None
    priority_declined: bool
    cleaned: bool
    trigger_chosen: bool
    combat: _Combat | None
    triggers: tuple[_Trigger, ...]
    globals_used: tuple[tuple[int, str, int], ...]
    fired: tuple[tuple[int, str, int], ...]
    lasting: tuple[tuple[str, str, str, int, str, int, str], ...]
    seed_hash: str
    random_draws: int
    time_called_turn: int | None
    outcome: tuple[int | None, Termination] | None
    chance: _Pending | None
    review: tuple[int, int] | None
    hits: tuple[tuple[int, str, str, int, bool, int], ...]
    hits_open: bool
    paid_to_field: tuple[tuple[str, ...], tuple[str, ...]] | None
    fielded: tuple[tuple[int, str], ...]
    kod: tuple[tuple[int, str], ...]
    purchased: tuple[tuple[int, str], ...]
    used_actions: tuple[tuple[int, str], ...]
    chosen: tuple[str, ...] = ()
    kod_faces: tuple[tuple[str, int], ...] = ()
    kod_stats: tuple[tuple[str, int, int], ...] = ()
    attacked: tuple[str, ...] = ()
    blocked_with: tuple[str, ...] = ()
    flipped: tuple[tuple[int, str], ...] = ()
    marked: bool = True


class _Snapshot(msgspec.Struct, array_like=True, frozen=True):
    magic: str
    version: int
    tag: str
    state: _State


# Fields of GameState a snapshot leaves out on purpose (the rest must all be in _State).
_NOT_STORED = frozenset({"seed"})


def _check_fields() -> None:
    """Fail at import, not with a wrong state later, if the state gains or loses a field."""
    pairs = [
        (GameState, _State, _NOT_STORED),
        (Die, _Die, frozenset()),
        (PlayerState, _Player, frozenset()),
        (Pending, _Pending, frozenset()),
        (Combat, _Combat, frozenset()),
        (Trigger, _Trigger, frozenset()),
    ]
    for cls, wire, skipped in pairs:
        names = tuple(f for f in cls.__struct_fields__ if f not in skipped)
        if names != wire.__struct_fields__:
            raise ImportError(f"games.engine.snapshot does not know {cls.__name__}'s fields")


_check_fields()

_ENCODER = msgspec.msgpack.Encoder()
_DECODER = msgspec.msgpack.Decoder(_Snapshot)


# --- encode --------------------------------------------------------------------------------


def encode(state: GameState, tag: str = "") -> bytes:
    """The state as MessagePack bytes, without its cards and without its seed."""
    c = state.combat
    wire = _State(
        options=msgspec.structs.asdict(state.options),
        cards=tuple(state.cards),
        # A die without modifiers as the plain tuple of its fields, which encodes to the
        # very bytes of its `_Die` (the same fields in the same order: `_check_fields`) at
        # a thirtieth of the cost; the snapshot is encoded after every move (issue 18).
        dice=tuple([_die_wire(d) if d.modifiers else _astuple(d) for d in state.dice.values()]),
        zones=tuple((owner, zone, ids) for (owner, zone), ids in state.zones.items()),
        players=tuple(  # type: ignore[arg-type]
            _Player(p.name, p.life, p.team, p.virtual_energy, p.rerolls) for p in state.players
        ),
        seq=state.seq,
        turn=state.turn,
        active=state.active,
        first_player=state.first_player,
        step=state.step,
        toss_winner=state.toss_winner,
        drawn=state.drawn,
        priority=state.priority,
        passed=state.passed,
        priority_declined=state.priority_declined,
        cleaned=state.cleaned,
        trigger_chosen=state.trigger_chosen,
        combat=None
        if c is None
        else _Combat(
            c.attackers,
            tuple(c.blocks.items()),
            tuple(sorted(c.blocked)),
            c.blockers_declared,
            c.damage_assigned,
            c.defenders_declared,
            c.splits,
            c.more,
        ),
        triggers=tuple(
            _Trigger(t.controller, t.card, t.ability, t.kind, t.source_die) for t in state.triggers
        ),
        globals_used=state.globals_used,
        fired=state.fired,
        lasting=tuple(
            (x.effect, x.target, x.source, x.controller, x.until, x.amount, x.to)
            for x in state.lasting
        ),
        seed_hash=state.seed_hash,
        random_draws=state.random_draws,
        time_called_turn=state.time_called_turn,
        outcome=None
        if state.outcome is None
        else (state.outcome.winner, state.outcome.termination),
        chance=None if state.chance is None else _pending_wire(state.chance),
        review=state.review,
        hits=tuple(msgspec.structs.astuple(h) for h in state.hits),  # type: ignore[misc]
        hits_open=state.hits_open,
        paid_to_field=state.paid_to_field,
        fielded=state.fielded,
        kod=state.kod,
        purchased=state.purchased,
        used_actions=state.used_actions,
        chosen=state.chosen,
        kod_faces=state.kod_faces,
        flipped=state.flipped,
        marked=state.marked,
        kod_stats=state.kod_stats,
        attacked=state.attacked,
        blocked_with=state.blocked_with,
    )
    return _ENCODER.encode(_Snapshot(MAGIC, FORMAT_VERSION, tag, wire))


def _die_wire(d: Die) -> _Die:
    modifiers = tuple([(m.attack, m.defense, m.source) for m in d.modifiers])
    return _Die(
        d.id, d.card, d.copy, d.owner, d.zone, d.face, d.damage, modifiers, d.partially_spent
    )


_astuple = msgspec.structs.astuple


def _pending_wire(p: Pending) -> _Pending:
    return _Pending(p.kind, p.player, p.count, p.dice, p.to, p.options, p.rest)


# --- decode --------------------------------------------------------------------------------


def decode(
    blob: bytes, cards: Mapping[str, CardDef], *, seed: str | None = None
) -> tuple[str, GameState]:
    """(tag, state) from `encode`'s bytes, with the cards in play looked up in `cards` (the
    catalog) and the seed put back.

    Raises SnapshotError for anything else: other bytes, another format version, a field of
    the wrong type, a card that is not in `cards`.
    """
    try:
        snapshot = _DECODER.decode(blob)
    except (msgspec.DecodeError, msgspec.ValidationError, TypeError) as error:
        raise SnapshotError(f"not a state snapshot: {error}") from None
    if snapshot.magic != MAGIC or snapshot.version != FORMAT_VERSION:
        raise SnapshotError(f"snapshot format {snapshot.magic!r} {snapshot.version}")
    w = snapshot.state
    pool: dict[str, CardDef] = {}
    for card_id in w.cards:
        card = SIDEKICK if card_id == SIDEKICK_ID else cards.get(card_id)
        if card is None and catalog_id(card_id) in cards:  # a second seat's flip card
            card = seat_copy(cards[catalog_id(card_id)], card_id)
        if card is None and is_token(card_id):  # a token card is named by its id (DM-24.1)
            try:
                card = token_card(card_id)
            except ValueError:
                card = None
        if card is None:
            raise SnapshotError(f"unknown card {card_id}")
        pool[card_id] = card
    for _, card_id in w.flipped:  # a flip card with its other side up (flip_sides.flipped_pool)
        turned = pool.get(card_id)
        if turned is None or turned.back is None:
            raise SnapshotError(f"flipped card not in play: {card_id}")
        pool[card_id] = turned.back
    dice = {}
    for d in w.dice:
        if d.card not in pool:
            raise SnapshotError(f"die {d.id} of a card not in play: {d.card}")
        modifiers = tuple(Modifier(a, b, source) for a, b, source in d.modifiers)
        dice[d.id] = Die(
            d.id, d.card, d.copy, d.owner, d.zone, d.face, d.damage, modifiers, d.partially_spent
        )
    try:
        options = GameOptions(**w.options)
    except TypeError as error:  # an option this engine no longer has
        raise SnapshotError(f"options: {error}") from None
    c = w.combat
    state = GameState(
        options=options,
        cards=CardPool(pool),
        dice=dice,
        zones={(owner, zone): ids for owner, zone, ids in w.zones},
        players=tuple(  # type: ignore[arg-type]
            PlayerState(p.name, p.life, p.team, p.virtual_energy, int(p.rerolls)) for p in w.players
        ),
        seq=w.seq,
        turn=w.turn,
        active=w.active,
        first_player=w.first_player,
        step=w.step,
        toss_winner=w.toss_winner,
        drawn=w.drawn,
        priority=w.priority,
        passed=w.passed,
        priority_declined=w.priority_declined,
        cleaned=w.cleaned,
        trigger_chosen=w.trigger_chosen,
        combat=None
        if c is None
        else Combat(
            c.attackers,
            dict(c.blocks),
            frozenset(c.blocked),
            c.blockers_declared,
            c.damage_assigned,
            c.defenders_declared,
            tuple((a, b, n) for a, b, n in c.splits),
            tuple((bl, a) for bl, a in c.more),
        ),
        triggers=tuple(Trigger(*_values(t)) for t in w.triggers),
        globals_used=w.globals_used,
        fired=w.fired,
        lasting=tuple(Lasting(*x) for x in w.lasting),
        seed=seed,
        seed_hash=w.seed_hash,
        random_draws=w.random_draws,
        time_called_turn=w.time_called_turn,
        outcome=None if w.outcome is None else Outcome(*w.outcome),
        chance=None if w.chance is None else Pending(*_values(w.chance)),
        review=None if w.review is None else (w.review[0], w.review[1]),
        hits=tuple(Hit(*h) for h in w.hits),
        hits_open=w.hits_open,
        paid_to_field=None
        if w.paid_to_field is None
        else (tuple(w.paid_to_field[0]), tuple(w.paid_to_field[1])),
        fielded=tuple((p, d) for p, d in w.fielded),
        kod=tuple((p, d) for p, d in w.kod),
        purchased=tuple((p, d) for p, d in w.purchased),
        used_actions=tuple((p, d) for p, d in w.used_actions),
        chosen=tuple(w.chosen),
        kod_faces=tuple((d, f) for d, f in w.kod_faces),
        flipped=tuple((p, c) for p, c in w.flipped),
        marked=w.marked,
        kod_stats=tuple((d, a, f) for d, a, f in w.kod_stats),
        attacked=tuple(w.attacked),
        blocked_with=tuple(w.blocked_with),
    )
    return snapshot.tag, state


def _values(struct: msgspec.Struct) -> tuple:
    return msgspec.structs.astuple(struct)


__all__ = ["FORMAT_VERSION", "SnapshotError", "decode", "encode"]
