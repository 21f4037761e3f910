"""A scripted-game builder for rules tests: paper mode, every draw and roll given by the test.

Die names: `m(3)` is Michele's (player 0) Sidekick 3, `c(3)` Chris's (player 1). Faces of a
Sidekick die: CHAR (level 1, cost 0, A1 D1), FIST, BOLT, MASK, SHIELD, WILD; of a Basic
Action Die: ACTION0-ACTION2 (0-2 bursts), GENERIC2 (double generic).
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import pytest

from cards.catalog import catalog, raw_cards
from games.engine import actions as A
from games.engine import events as ev
from games.engine.api import create_game, waiting_for
from games.engine.flow.decide import decide, run
from games.engine.loading import card_from_dict
from games.engine.model.cards import CardDef
from games.engine.model.errors import IllegalAction
from games.engine.model.evolve import evolve
from games.engine.model.state import GameOptions, GameState, Pending, Zone

CHAR, FIST, BOLT, MASK, SHIELD, WILD = range(6)
ACTION0, ACTION1, ACTION2, GENERIC2 = 0, 1, 2, 3

JUBILEE = "jubilee-wondra"
HOPE = "hope-summers-messiah-complex"
MASTERMIND = "mastermind-fracturing-the-phoenix"
MADELYNE = "madelyne-pryor-anodyne"
WAY_OUT_WEST = "way-out-west"
COUNTERSTRIKE = "counterstrike"

# The demo of 000:L433-446: two characters (two dice each) and one Basic Action Card each.
TEAMS = (((JUBILEE, 2), (HOPE, 2)), ((MASTERMIND, 2), (MADELYNE, 2)))
BACS = ((WAY_OUT_WEST,), (COUNTERSTRIKE,))


def m(n: int) -> str:
    return f"p1:sidekick:{n}"


def c(n: int) -> str:
    return f"p2:sidekick:{n}"


def die(player: int, card: str, n: int) -> str:
    return f"p{player + 1}:{card}:{n}"


def bac(card: str, n: int) -> str:
    return f"bac:{card}:{n}"


def cards_with(*extra: Mapping[str, Any]) -> dict[str, CardDef]:
    """The catalog plus test-only cards (plain dicts in the catalog's JSON format)."""
    cards = dict(catalog())
    for data in extra:
        cards[data["id"]] = card_from_dict(data)
    return cards


def make_card(card_id: str, kind: str = "character", **fields: Any) -> dict[str, Any]:
    """A test-only card: Sidekick-like faces (char 1/1 cost 0 at face 0, then energy)."""
    data: dict[str, Any] = {"id": card_id, "name": card_id, "kind": kind, "cost": 1}
    if kind == "character":
        data["faces"] = [
            {"kind": "character", "level": 1, "cost": 0, "attack": 1, "defense": 1},
            {"kind": "character", "level": 2, "cost": 1, "attack": 2, "defense": 2},
            {"kind": "energy", "symbols": ["fist"]},
            {"kind": "energy", "symbols": ["bolt"]},
            {"kind": "energy", "symbols": ["mask"]},
            {"kind": "energy", "symbols": ["bolt", "mask"]},
        ]
    data.update(fields)
    return data


class Game:
    """A game in paper mode ("reported" randomness) driven one action at a time."""

    def __init__(
        self,
        life: int = 10,
        teams: Sequence[Sequence[tuple[str, int]]] = TEAMS,
        bacs: Sequence[Sequence[str]] = BACS,
        cards: Mapping[str, CardDef] | None = None,
        **options: Any,
    ) -> None:
        self.state, self.events = create_game(
            ("Michele", "Chris"),
            (tuple(teams[0]), tuple(teams[1])),
            (tuple(bacs[0]), tuple(bacs[1])),
            cards if cards is not None else catalog(),
            GameOptions(
                starting_life=life, randomness="reported", **{"team_format": "demo", **options}
            ),
            raw_cards=_used_cards(teams, bacs) if cards is None else (),
        )

    # --- driving ------------------------------------------------------------------------

    def do(self, action: A.Action) -> list[ev.Event]:
        events, self.state = run(self.state, action)
        self.events.extend(events)
        return events

    @property
    def pending(self) -> Pending:
        pending = waiting_for(self.state)
        assert pending is not None, "the game is over"
        return pending

    def refuse(self, action: A.Action, code: str) -> IllegalAction:
        """Assert that `action` is illegal with `code` and that nothing changed."""
        before = self.state
        snapshot = copy.deepcopy(before)
        with pytest.raises(IllegalAction) as info:
            decide(before, action)
        assert info.value.code == code, info.value
        assert self.state is before
        assert before == snapshot
        return info.value

    def start(self, first: int = 0) -> None:
        """Player 0 wins the toss and chooses who goes first (DM-3.7)."""
        self.do(A.ReportToss(player=0))
        self.do(A.ChooseFirstPlayer(player=0, go_first=first == 0))

    def draw(self, *dice: str, to: str = "prep") -> list[ev.Event]:
        return self.do(A.ReportDraw(player=self.pending.player, dice=dice, to=to))

    def roll(self, faces: Mapping[str, int]) -> list[ev.Event]:
        return self.do(A.ReportRoll(player=self.pending.player, faces=tuple(faces.items())))

    def reroll(self, *dice: str) -> list[ev.Event]:
        return self.do(A.Reroll(player=self.pending.player, dice=dice))

    def begin(
        self,
        faces: Mapping[str, int],
        oop: str | None = None,
        reroll: Mapping[str, int] | None = None,
    ) -> None:
        """Draw the dice of `faces` that are not already in the Prep Area (plus the first
        turn's Out of Play die), roll them to `faces`, reroll `reroll`: the Main Step."""
        player = self.pending.player
        prep = set(self.state.in_zone(player, Zone.PREP))
        fresh = tuple(d for d in faces if d not in prep)
        if self.pending.kind == "draw":
            self.draw(*fresh)
        if self.pending.kind == "draw":
            assert oop is not None, "the first turn's fourth die goes Out of Play (DM-6.5)"
            self.draw(oop, to="oop")
        self.roll(faces)
        if reroll:
            self.reroll(*reroll)
            self.roll(reroll)
        else:
            self.reroll()

    def buy(self, card: str, *paid: tuple[str, str | tuple[str, ...]], virtual: int = 0):
        return self.do(
            A.Purchase(player=self.pending.player, card=card, paid=_paid(paid), virtual=virtual)
        )

    def field(self, die_id: str, *paid: tuple[str, str | tuple[str, ...]], virtual: int = 0):
        return self.do(
            A.Field(player=self.pending.player, die=die_id, paid=_paid(paid), virtual=virtual)
        )

    def use_global(self, card: str, *paid: tuple[str, str | tuple[str, ...]], ability: int = 0):
        return self.do(
            A.UseGlobal(player=self.pending.player, card=card, ability=ability, paid=_paid(paid))
        )

    def order_triggers(self) -> list[ev.Event]:
        """Simultaneous triggers resolved in the order offered (their controller's choice,
        DM-15.5): the first offered each time, until none is left to order."""
        events: list[ev.Event] = []
        while self.pending.kind == "order_triggers":
            events += self.do(A.ChooseTrigger(player=self.pending.player, index=0))
        return events

    def pass_(self) -> list[ev.Event]:
        return self.do(A.PassPriority(player=self.pending.player))

    def pass_all(self) -> list[ev.Event]:
        """Pass priority until the window closes."""
        events: list[ev.Event] = []
        step = self.state.step
        while self.pending.kind == "priority" and self.state.step is step:
            events.extend(self.pass_())
            if self.state.over:
                break
        return events

    def attack(self, *dice: str) -> list[ev.Event]:
        return self.do(A.DeclareAttackers(player=self.pending.player, dice=dice))

    def block(self, *pairs: tuple[str, str]) -> list[ev.Event]:
        return self.do(A.DeclareBlockers(player=self.pending.player, blocks=pairs))

    def target(self, target: str) -> list[ev.Event]:
        return self.do(A.ChooseTarget(player=self.pending.player, target=target))

    # --- looking ------------------------------------------------------------------------

    def zone(self, player: int, zone: str) -> set[str]:
        return set(self.state.in_zone(player, Zone(zone)))

    def life(self, player: int) -> int:
        return self.state.players[player].life

    def virtual(self, player: int) -> int:
        return self.state.players[player].virtual_energy

    def face(self, die_id: str) -> int | None:
        return self.state.dice[die_id].face

    # --- arranging (white-box: a position the rules could reach, built directly) ----------

    def give(self, player: int, die_id: str, to: str = "prep", face: int | None = None) -> None:
        """A supply die becomes the player's (as if bought earlier) and moves to `to`."""
        card = self.state.dice[die_id].card
        self.state = evolve(self.state, ev.DiePurchased(player, card, die_id, (), 0))
        self.arrange(player, to, [die_id], face)

    def hurt(self, player: int, amount: int) -> None:
        """Take life away outside any rule (to set up a position)."""
        self.state = evolve(self.state, ev.LifeLost(player, amount, "test"))

    def arrange(self, player: int, to: str, dice: Iterable[str], face: int | None = None) -> None:
        """Move dice with the engine's own events (DiceMoved, DieSpun), outside any rule."""
        dice = tuple(dice)
        self.state = evolve(self.state, ev.DiceMoved(player, dice, to, "test"))
        if face is not None:
            for die_id in dice:
                self.state = evolve(self.state, ev.DieSpun(die_id, face, "test"))


def _used_cards(teams, bacs) -> list[dict[str, Any]]:
    """The definitions a log's cards_digest covers: the teams' cards and the BACs."""
    used = {card for team in teams for card, _ in team} | {b for chosen in bacs for b in chosen}
    return [raw_cards()[card] for card in sorted(used)]


def _paid(paid: Iterable[tuple[str, str | tuple[str, ...]]]) -> ev.Paid:
    return tuple((d, (s,) if isinstance(s, str) else tuple(s)) for d, s in paid)


def types(events: Iterable[ev.Event]) -> list[str]:
    return [e.type for e in events]


def of_type(events: Iterable[ev.Event], cls: type[ev.Event]) -> list[Any]:
    return [e for e in events if isinstance(e, cls)]


def skip_turn(g: Game, faces: Mapping[str, int], oop: str | None = None) -> None:
    """Play a turn that does nothing: draw and roll `faces`, pass, do not attack."""
    g.begin(faces, oop=oop)
    g.pass_all()
    if not g.state.over and g.pending.kind == "declare_attackers":
        g.attack()


def auto_turn(g: Game, face: int = FIST) -> None:
    """Draw the first dice of the bag (by id), roll every die to `face`, pass, no attack."""
    while g.pending.kind == "draw":
        bag = sorted(g.state.in_zone(g.pending.player, Zone.BAG))
        g.draw(*bag[: g.pending.count], to=g.pending.to)
    g.roll({d: face for d in g.pending.dice})
    g.reroll()
    g.pass_all()
    if not g.state.over and g.pending.kind == "declare_attackers":
        g.attack()


def by_turn(events: Iterable[ev.Event], kind: type[ev.Event]) -> list[tuple[int, Any]]:
    """Each event of `kind` with whose turn it was (the latest TurnBegan's player, 0 before
    any): for tests that check on whose turns a trigger fires."""
    whose, found = 0, []
    for event in events:
        if isinstance(event, ev.TurnBegan):
            whose = event.player
        elif isinstance(event, kind):
            found.append((whose, event))
    return found


def opening() -> Game:
    """Michele first (turn 1: m1-m3 rolled to energy, m4 Out of Play, nothing bought)."""
    g = Game()
    g.start()
    skip_turn(g, {m(1): FIST, m(2): BOLT, m(3): MASK}, oop=m(4))
    return g


def snapshot(state: GameState) -> GameState:
    return copy.deepcopy(state)
