"""The engine's public functions: create a game, step with seeded chance, what the game
waits for, the legal actions, and what each viewer sees."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations

from battledice.engine import actions as A
from battledice.engine import chance
from battledice.engine import events as ev
from battledice.engine.decide import empty_dice, run
from battledice.engine.errors import IllegalAction
from battledice.engine.flow import CHANCE_KINDS, Batch, Pending, advance, awaiting, pick_count
from battledice.engine.powers import declarable_sources, usable_powers
from battledice.engine.records import STATS, BattleDie, Figure, Suggestion, source_parts
from battledice.engine.setup import Team, genesis_event, initial_state
from battledice.engine.state import GameState, Options, Where, Zone


def create_game(
    players: tuple[str, str],
    teams: tuple[Team, Team],
    figures: Sequence[Figure],
    dice: Sequence[BattleDie],
    options: Options | None = None,
    seed: str | None = None,
) -> tuple[GameState, list[ev.Event]]:
    """A new game: its first event (seq 0), what follows it at once, and the state after."""
    options = options or Options()
    genesis = genesis_event(
        players, teams, figures, dice, options, chance.seed_hash(seed) if seed else ""
    )
    state = initial_state(genesis, seed if options.randomness == "seed" else None)
    b = Batch(state)
    advance(b)
    return b.state, [genesis, *b.events]


def resolve_chance(state: GameState) -> A.Action | None:
    """The outcome the seed gives for what the game waits for (a roll, a roll-off, opening
    dice whose contents the sealed loads hold), or None."""
    pending = awaiting(state)
    if state.seed is None or pending is None or pending.kind not in CHANCE_KINDS:
        return None
    if pending.kind == "rolloff":
        faces = tuple(chance.rolloff(state.seed, state.draws, p) for p in (0, 1))
        return A.ReportRollOff(player=None, faces=faces)
    if pending.kind == "roll":
        faces = tuple((d, chance.roll(state.seed, state.draws, d)) for d in pending.dice)
        return A.ReportRoll(player=None, faces=faces)
    reveals = tuple((d, state.dice[d].content) for d in pending.dice)
    return A.ReportReveal(player=None, reveals=reveals)  # type: ignore[arg-type]


def settle(state: GameState) -> tuple[list[ev.Event], GameState]:
    events: list[ev.Event] = []
    while (outcome := resolve_chance(state)) is not None:
        more, state = run(state, outcome)
        events.extend(more)
    return events, state


def step(state: GameState, action: A.Action) -> tuple[list[ev.Event], GameState]:
    """Run an action, then the seeded chance that follows (online play)."""
    events, state = run(state, action)
    more, state = settle(state)
    return events + more, state


def waiting_for(state: GameState) -> Pending | None:
    return awaiting(state)


def legal_actions(state: GameState, player: int | None) -> list[A.Action]:
    """The player's legal actions, one representative per choice (a load: one way to load
    the figures; a declaration: the catalog's suggestion for each source)."""
    found = []
    for action in _candidates(state, player):
        try:
            run(state, action)
        except (IllegalAction, ValueError, KeyError, TypeError):
            continue
        found.append(action)
    return found


def _candidates(state: GameState, player: int | None) -> Iterator[A.Action]:
    pending = awaiting(state)
    if pending is None:
        return
    if player in (0, 1):
        yield A.Concede(player=player)
    if pending.kind in CHANCE_KINDS:
        if player is None and (outcome := resolve_chance(state)) is not None:
            yield outcome
        return
    if pending.player != player or player is None:
        return
    kind = pending.kind
    if kind == "side":
        yield A.ChooseSide(player=player, swap=False)
        yield A.ChooseSide(player=player, swap=True)
    elif kind == "load":
        figures = state.pieces_of(player, Where.STAGING)
        dice = empty_dice(state, player)[: len(figures)]
        if state.online:
            yield A.Load(player=player, loads=tuple(zip(dice, figures, strict=False)))
        else:
            yield A.Load(player=player, dice=tuple(dice))
    elif kind == "pick":
        ready = state.loaded_ready(player)
        for dice in combinations(ready, pick_count(state, player)):
            yield A.Pick(player=player, dice=dice)
    elif kind == "matchup":
        for mine in state.dice_of(player, Zone.BATTLE):
            for theirs in state.dice_of(1 - player, Zone.BATTLE):
                yield A.ChooseMatchup(player=player, mine=mine, theirs=theirs)
    elif kind == "stat":
        for stat in STATS:
            yield A.ChooseStat(player=player, stat=stat)
    elif kind in ("powers", "rules"):
        for piece, power, copy in usable_powers(state, player) if kind == "powers" else ():
            yield A.UsePower(player=player, piece=piece, power=power, copy=copy)
        for source in declarable_sources(state, player):
            suggestion = suggestion_for(state, source) or Suggestion()
            for s in {suggestion, Suggestion()}:
                yield A.Declare(
                    player=player,
                    source=source,
                    text=source_text(state, source),
                    effect=s.effect,
                    amount=s.amount,
                    whom=s.whom,
                    target=_release_target(state, player) if s.effect == "release" else "",
                )
        yield A.Pass(player=player)
    elif kind == "respond":
        yield A.Accept(player=player)
        yield A.Dispute(player=player, reason="")


def suggestion_for(state: GameState, source: str) -> Suggestion | None:
    """What the catalog suggests a power or die rule does."""
    kind, item, name = source_parts(source)
    if kind == "die":
        return state.battle_dice[state.dice[item].die].suggests
    power = next((p for p in state.figure_of(item).powers if p.name == name), None)
    return power.suggests if power else None


def source_text(state: GameState, source: str) -> str:
    """The words of a source: a die's rule, or a power's name."""
    kind, item, name = source_parts(source)
    if kind == "die":
        record = state.battle_dice[state.dice[item].die]
        return record.rule or record.name
    return name


def _release_target(state: GameState, player: int) -> str:
    captured = state.pieces_of(player, Where.CAPTURED)
    return captured[0] if captured else ""
