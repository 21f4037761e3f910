"""State changes the event handlers of evolve.py share: each returns new values (the fields
of the state that change) and never changes what it is given."""

from __future__ import annotations

from typing import Any

from msgspec.structs import replace

from games.engine.model import events as ev
from games.engine.model.cards import GENERIC, EnergyFace
from games.engine.model.rulesets import ruleset
from games.engine.model.state import Die, GameState, PlayerState, Zone
from games.engine.model.teams import ANY_FORMAT, FORMATS
from games.engine.model.zones import move

Changes = dict[str, Any]
_OOP, _USED = Zone.OOP, Zone.USED


def global_key(
    s: GameState, player: int, card: str, ability: int, via: str = ""
) -> tuple[int, str, int]:
    """What "once per turn" (DM-8.19) counts a Global use under: (player, card, ability); a
    Global a copy gives (DM-23.3) is the copying die's card's own, counted apart from the
    copied card's: its card is "<copied card>@<copying die's card>"."""
    if not via:
        return (player, card, ability)
    return (player, f"{card}@{s.dice[via].card}", ability)


def uses_left(s: GameState, player: int, card: str, ability: int, via: str = "") -> bool:
    """A "once per turn" Global (DM-8.19) not yet used this turn by `player` on every copy of
    its card: "If both you and your opponent brought the same Limited Global Ability, they
    may each be used separately" (000:L603, your cards and theirs are different, DM-12.7),
    so a card both players brought gives two uses; a copied one (`via`) is one card."""
    key = global_key(s, player, card, ability, via)
    used = s.globals_used.count(key)
    return used == 0 or (not via and used < copies_brought(s, card))


def copies_brought(s: GameState, card: str) -> int:
    """How many players brought `card`: on their teams, or as Basic Action Cards (a set of
    dice each, 001:L910-913); at least one."""
    on_teams = sum(card in p.team for p in s.players)
    if on_teams:
        return on_teams
    per_set = FORMATS.get(s.options.team_format, ANY_FORMAT).basic_action_dice
    centre = sum(1 for d in s.dice.values() if d.card == card and d.id.startswith("bac:"))
    return max(1, centre // per_set) if per_set else 1


def players_with(s: GameState, index: int, **changes: Any) -> tuple[PlayerState, ...]:
    players = s.players
    changed = replace(players[index], **changes)
    if len(players) == 2:
        return (changed, players[1]) if index == 0 else (players[0], changed)
    return (*players[:index], changed, *players[index + 1 :])


def life_of(s: GameState, seat: int, life: int) -> Changes:
    """A seat's life becomes `life`, and so does its teammates': a side shares one life total
    (Doubles: "Each team will start with 30 Life", 000:L731; a side of one player alone)."""
    players = s.players
    if len(players) == 2:
        return {"players": players_with(s, seat, life=life)}
    mates = set(s.teammates(seat))
    return {
        "players": tuple(
            [replace(p, life=life) if i in mates else p for i, p in enumerate(players)]
        )
    }


def with_die(s: GameState, die: Die) -> Changes:
    dice = dict(s.dice)
    dice[die.id] = die
    return {"dice": dice}


def moves(s: GameState, die_ids: Any, to: Zone, owner: int | None = None) -> Changes:
    dice, zones = move(s.dice, s.zones, die_ids, to, owner)
    return {"dice": dice, "zones": zones}


def pay(s: GameState, player: int, paid: ev.Paid, virtual: int) -> Changes:
    """The state's dice, zones and players once `paid` and `virtual` are spent: Out of Play
    on your own turn (000:L184), the Used Pile in 2014 (001:L226-227, no Out of Play)."""
    rules = ruleset(s.options.rules)
    dice: Any = s.dice
    zones: Any = s.zones
    extra_virtual = 0
    if paid:
        gone: list[str] = []
        spun: dict[str, Die] = {}
        for die_id, symbols in paid:
            die = dice[die_id]
            face = s.cards[die.card].faces[die.face]
            assert isinstance(face, EnergyFace)
            if symbols == face.symbols:  # the whole face: the usual payment
                gone.append(die_id)
                continue
            left = list(face.symbols)
            for symbol in symbols:
                left.remove(symbol)
            if not left:
                gone.append(die_id)
            elif all(x == GENERIC for x in left):
                # DM-8.4: the die goes, the rest as virtual energy; 2014: the rest is lost
                extra_virtual += len(left) if rules.virtual_energy else 0
                gone.append(die_id)
            else:  # DM-8.3: a symbol double spins down to the face of what is left
                face_index = _single_face(s, die, tuple(left))
                spun[die_id] = replace(die, face=face_index, partially_spent=True)
        if spun:
            dice = {**dice, **spun}
        if gone:
            spent_to = _OOP if player == s.active and rules.out_of_play else _USED
            theirs, mine = [], []  # borrowed energy: see below (loops: no closure cells)
            for d in gone:
                (mine if dice[d].owner == player else theirs).append(d)
            if theirs:  # an opponent's die goes to its owner's Used Pile (not their turn)
                gone = mine
                dice, zones = move(dice, zones, theirs, _USED)
            dice, zones = move(dice, zones, gone, spent_to)
    # The usual payment leaves the virtual energy as it was: the same players then (one copy
    # less, and flow/turn.advance_from sees that they did not change).
    players = s.players
    borrowed = lent_spent(s, player, paid) if s.lasting else None  # (its first question)
    pool = players[player].virtual_energy - virtual + extra_virtual
    if pool != players[player].virtual_energy:
        players = players_with(s, player, virtual_energy=pool)
    changes = {"dice": dice, "zones": zones, "players": players}
    if borrowed is not None:
        changes["lasting"] = borrowed
    return changes


BORROW = "borrow_energy"  # (abilities/effects/borrowed.py)


def lent_spent(s: GameState, player: int, paid: ev.Paid) -> tuple[Any, ...] | None:
    """The persistent effects once a payment spent opposing dice ("you may use one energy
    from your opponent's Reserve Pool", DM-14.2 until used): each such die uses up one
    energy borrowed for each symbol (DM-2.6); None if it spent none (the usual payment)."""
    if not s.lasting:  # (no borrowing without its effect: the usual payment, at once)
        return None
    used = sum(len(symbols) for die_id, symbols in paid if s.dice[die_id].owner != player)
    if not used:
        return None
    target, kept = f"player:{player}", []
    for x in s.lasting:
        if used and x.effect == BORROW and x.target == target:
            taken = min(used, x.amount)
            used -= taken
            if x.amount > taken:
                kept.append(replace(x, amount=x.amount - taken))
            continue
        kept.append(x)
    return tuple(kept)


def _single_face(state: GameState, die: Die, symbols: tuple[str, ...]) -> int:
    for index, face in enumerate(state.cards[die.card].faces):
        if isinstance(face, EnergyFace) and face.symbols == symbols:
            return index
    raise AssertionError("decide checked that the die has that face")


def acted(s: GameState, player: int) -> Changes:
    """Doing something in a priority window: the active player keeps priority and must pass
    again; the inactive player's one ability hands priority straight back (DM-8.22)."""
    if player != s.active:  # (any other seat: it hands priority back to the active player)
        return {"priority": None, "passed": player, "priority_declined": False}
    return {"priority_declined": False}


def blockers_declared(s: GameState, e: ev.BlockersDeclared) -> Changes:
    """Blockers move to the Attack Zone. Each defending player declares in turn (one, or
    each player of a team: Doubles); the step goes on once all have (DM-9.3)."""
    assert s.combat is not None
    paid = pay(s, e.player, e.paid, e.virtual) if e.paid or e.virtual else {}
    if paid:  # what blocking cost (abilities/energy_taxes.py, DM-8.1)
        s = replace(s, **paid)
    declared = (*s.combat.defenders_declared, e.player)
    blocks = dict(s.combat.blocks)
    more = list(s.combat.more)
    for blocker, attacker in e.blocks:  # a blocker of several: its first attacker in blocks
        if blocker in blocks:
            more.append((blocker, attacker))
        else:
            blocks[blocker] = attacker
    combat = replace(
        s.combat,
        blocks=blocks,
        more=tuple(more),
        blocked=s.combat.blocked | {a for _, a in e.blocks},
        blockers_declared=set(s.opponents(s.active)) <= set(declared),
        defenders_declared=declared,
    )
    blockers = sorted({b for b, _ in e.blocks})
    made = {"blocked_with": (*s.blocked_with, *blockers)} if blockers else {}
    return {**paid, **moves(s, blockers, Zone.ATTACK), "combat": combat, **made}


def life_lost(s: GameState, e: ev.LifeLost) -> Changes:
    return life_of(s, e.player, s.players[e.player].life - e.amount)


def life_gained(s: GameState, e: ev.LifeGained) -> Changes:
    return life_of(s, e.player, s.players[e.player].life + e.amount)


def life_set(s: GameState, e: ev.RulingLifeSet) -> Changes:
    """A judge's correction (rulings.py); a rewind is replayed from history, not evolved."""
    return life_of(s, e.target, e.life)
