"""Aftershock (a set keyword; no rulebook we hold defines it and its cards print no reminder:
ruled (docs/rulings.md Aftershock)). Glossary line (our ruling): "When a die with Aftershock
leaves the Field Zone because of an opponent (their damage, a KO by their effect, or their
effect moving it out), its Aftershock effect happens." Trigger `aftershock` on the occasion
`left_field` (abilities/left_field.py), announced by the KO door (DM-16.4, the player who
KO'd it: abilities/ko_credit.py) and by effects that move or capture dice out of the Field
Zone; it triggers for the die's owner whether or not the card is still active (DM-18.2).
Cards and wording are our own."""

from __future__ import annotations

from typing import Any

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities import left_field
from games.engine.keywords import KEYWORDS
from games.engine.model.evolve import evolve
from tests.engine.helpers import ACTION0, FIST, JUBILEE, Game, bac, cards_with, m, of_type
from tests.engine.keywords.common import character

HIT = {"op": "deal_damage", "amount": 2, "target": "opponent"}
TREMOR = character(
    "tremor", 1, 3, keywords=["aftershock"],
    abilities=[{"trigger": "aftershock", "text": "Aftershock - Deal 2 damage to your opponent.",
                "effects": [HIT]}],
)  # fmt: skip
PLAIN = character("plain", 1, 3)  # the near miss: no Aftershock


def _action(card_id: str, effect: dict[str, Any]) -> dict[str, Any]:
    return {"id": card_id, "name": card_id, "kind": "basic_action", "cost": 1,
            "abilities": [{"trigger": "action", "effects": [effect]}]}  # fmt: skip


SNIPE = _action("snipe", {"op": "ko", "target": "target_die"})
BOUNCE = _action("bounce", {"op": "move_die", "target": "target_die", "zone": "used"})
JOLT = _action("jolt", {"op": "reroll", "target": "target_die"})


def _game(card: dict[str, Any], action: dict[str, Any], mine: bool = False) -> tuple[Game, str]:
    """A die of `card` in the Field Zone at level 1, Chris's (or Michele's, `mine`); Michele
    has the action die of `action` rolled to its action face in her Main Step."""
    seat = 0 if mine else 1
    teams: list[Any] = [((JUBILEE, 2),), ((JUBILEE, 2),)]
    teams[seat] = ((card["id"], 2),)
    g = Game(teams=tuple(teams), bacs=((action["id"],), ("counterstrike",)),
             cards=cards_with(card, action))  # fmt: skip
    g.start()
    die = f"p{seat + 1}:{card['id']}:1"
    g.give(seat, die, to="field", face=0)
    g.give(0, bac(action["id"], 1))
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST, bac(action["id"], 1): ACTION0}, oop=m(4))
    return g, die


def _used(g: Game, action: str, die: str) -> list[ev.Event]:
    events = g.do(A.UseActionDie(player=0, die=bac(action, 1)))
    return events + g.target(die)


def _aftershocks(events: list[ev.Event]) -> list[str]:
    """The cards whose abilities triggered, but the action die's own."""
    return [t.card for t in of_type(events, ev.AbilityTriggered) if t.kind != "action"]


def test_the_glossary_line() -> None:
    keyword = KEYWORDS["aftershock"]
    assert keyword.glossary == (
        "When a die with Aftershock leaves the Field Zone because of an opponent (their damage,"
        " a KO by their effect, or their effect moving it out), its Aftershock effect happens."
    )
    assert keyword.source == "ruled (docs/rulings.md Aftershock)"


def test_kod_by_an_opponent_s_effect_it_happens_for_its_owner() -> None:
    g, die = _game(TREMOR, SNIPE)
    events = _used(g, "snipe", die)
    assert ev.DiceKnockedOut((die,)) in events
    assert _aftershocks(events) == ["tremor"]
    assert g.life(0) == 8 and g.life(1) == 10


def test_moved_out_of_the_field_by_an_opponent_s_effect_it_happens() -> None:
    g, die = _game(TREMOR, BOUNCE)
    events = _used(g, "bounce", die)
    assert die in g.zone(1, "used")
    assert _aftershocks(events) == ["tremor"]
    assert g.life(0) == 8


def test_near_miss_its_own_player_s_effect_is_not_an_opponent() -> None:
    g, die = _game(TREMOR, SNIPE, mine=True)
    events = _used(g, "snipe", die)
    assert ev.DiceKnockedOut((die,)) in events
    assert not _aftershocks(events) and g.life(1) == 10


def test_near_miss_a_die_without_aftershock() -> None:
    g, die = _game(PLAIN, SNIPE)
    events = _used(g, "snipe", die)
    assert ev.DiceKnockedOut((die,)) in events
    assert not _aftershocks(events) and g.life(0) == 10


def test_damage_from_an_opponent_s_die_makes_it_theirs_and_no_one_known_is_no_one() -> None:
    """DM-16.1: KO'd by damage, the player of the latest damage's source (ko_credit.py)."""
    g, die = _game(TREMOR, SNIPE)
    (occasion,) = left_field.kod(g.state, [die], None)
    assert occasion.player is None  # no damage, no effect: no one
    assert not left_field.by_opponent(g.state, occasion, die)
    g.state = evolve(g.state, ev.DieDamaged(die, 3, m(1), True))
    (occasion,) = left_field.kod(g.state, [die], None)
    assert occasion.player == 0 and left_field.by_opponent(g.state, occasion, die)


def test_rerolled_off_the_field_by_an_opponent_s_effect_it_happens() -> None:
    """DM-22.1: a character die rerolled in the Field Zone to an energy face moves to the
    Reserve Pool: it left the Field Zone because of the player whose effect rerolled it."""
    g, die = _game(TREMOR, JOLT)
    _used(g, "jolt", die)
    events = g.roll({die: 3})  # (faces 3-5: energy)
    assert die in g.zone(1, "reserve")
    assert _aftershocks(events) == ["tremor"]
    assert g.life(0) == 8


def test_near_miss_rerolled_to_a_character_face_it_stays_and_nothing_happens() -> None:
    g, die = _game(TREMOR, JOLT)
    _used(g, "jolt", die)
    events = g.roll({die: 1})  # level 2: it stays in the Field Zone (DM-22.1)
    assert die in g.zone(1, "field")
    assert not _aftershocks(events) and g.life(0) == 10


def test_near_miss_rerolled_off_by_its_own_player_s_effect() -> None:
    g, die = _game(TREMOR, JOLT, mine=True)
    _used(g, "jolt", die)
    events = g.roll({die: 4})
    assert die in g.zone(0, "reserve")
    assert not _aftershocks(events) and g.life(1) == 10
