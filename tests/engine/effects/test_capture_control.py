"""Capture (DM-23.1) and control (DM-23.2): a die taken for a while, and returned."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.counts import times
from games.engine.abilities.effects.control import owner_of
from games.engine.abilities.targets import targets_for
from games.engine.model.state import Zone
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import CHAR, FIST, c, m
from tests.engine.keywords.common import character

NOOP = action_card("noop", {"text": "Gain 1 life.", "effects": [effect("gain_life", "you",
                                                                        amount=1)]})  # fmt: skip
WARDEN = character(
    "warden", 2, 2,
    abilities=[{"trigger": "when_fielded",
                "text": "When fielded, capture target opposing character die.",
                "effects": [effect("capture", "target_opposing_die")]}],
)  # fmt: skip
PUPPETEER = character(
    "puppeteer", 1, 3,
    abilities=[{"trigger": "when_fielded",
                "text": "When fielded, take control of target opposing character die.",
                "effects": [effect("take_control", "target_opposing_die")]}],
)  # fmt: skip
SEIZE = action_card(
    "seize",
    {"text": "Take control of target opposing character die.",
     "effects": [effect("take_control", "target_opposing_die")]},
)  # fmt: skip


def _fielded(card: dict, **options) -> tuple:  # type: ignore[no-untyped-def]
    """Michele's Main Step: her die of `card` fielded at level 1 against Chris's Sidekick
    c5 (level 1, his Field Zone); its "when fielded" asks for a target."""
    g = with_action(NOOP, card, **options)
    die = f"p1:{card['id']}:1"
    g.give(0, die, to="reserve", face=0)
    g.field(die)
    return g, die


def test_a_captured_die_no_longer_exists_until_the_end_of_the_turn() -> None:
    """DM-23.1: "The captured die no longer exists for game purposes"; "if unspecified, at
    the end of the turn ... return the captured die ... to the place they were captured
    from, on the original levels"."""
    g, warden = _fielded(WARDEN)
    events = g.target(c(5))
    assert ev.DiceCaptured(0, (c(5),), warden, "warden") in events
    assert g.state.dice[c(5)].zone is Zone.CAPTURED and c(5) in g.zone(1, "captured")
    assert g.state.dice[c(5)].face == CHAR  # it keeps its level under the capturing die
    assert c(5) not in targets_for(g.state, "all_characters", 0)
    assert times(g.state, "opposing_character_dice", 0) == 0
    g.pass_all()  # (the first player's first turn: no attack) Cleanup
    ended = [e for e in g.events if isinstance(e, ev.CaptureEnded)]
    assert ended == [ev.CaptureEnded(c(5), "field", "end_of_turn")]
    assert c(5) in g.zone(1, "field") and g.state.dice[c(5)].face == CHAR
    assert not [x for x in g.state.lasting if x.effect == "captured"]


def test_a_capture_ends_when_the_capturing_die_leaves_the_field_zone() -> None:
    """DM-23.1: "or when the capturing die leaves the Field Zone (KO'd, rerolled to energy,
    etc.)": the die returns at once, on its original level (level 2 here)."""
    g, warden = _fielded(WARDEN)
    g.state = _spun(g.state, c(5))
    g.target(c(5))
    g.arrange(0, "prep", [warden])  # KO'd, say
    events = g.pass_()
    assert ev.CaptureEnded(c(5), "field", "capturer_left") in events
    assert c(5) in g.zone(1, "field") and g.state.dice[c(5)].face == 1  # level 2


def _spun(state, die_id: str):  # type: ignore[no-untyped-def]
    """Chris's test die on another face: his Sidekick has one level, so give him a Warden."""
    from games.engine.model.evolve import evolve

    state = evolve(state, ev.DiceMoved(1, (die_id,), "used", "test"))
    state = evolve(state, ev.DiePurchased(1, "warden", "p1:warden:2", (), 0))
    state = evolve(state, ev.DiceMoved(1, ("p1:warden:2",), "field", "test"))
    state = evolve(state, ev.DieSpun("p1:warden:2", 1, "test"))
    # the name c5 now means Chris's level-2 Warden for these tests
    return _renamed(state, "p1:warden:2", die_id)


def _renamed(state, old: str, new: str):  # type: ignore[no-untyped-def]
    """(Test only) the die `old` under the id `new`."""
    from msgspec.structs import replace

    dice = dict(state.dice)
    moved = dice.pop(old)
    gone = dice.pop(new)
    dice[new] = replace(moved, id=new)
    dice[old] = replace(gone, id=old)
    zones = {k: tuple({old: new, new: old}.get(d, d) for d in v) for k, v in state.zones.items()}
    return replace(state, dice=dice, zones=zones)


def test_a_captured_token_ceases_to_exist() -> None:
    """DM-24.1 over DM-23.1: a token that leaves the Field Zone no longer exists."""
    from games.engine.model.evolve import evolve

    g, _ = _fielded(WARDEN)
    g.state = evolve(g.state, ev.TokensMade(1, ("p2:token.1:1",), "token:1:1", "t"))
    g.target("p2:token.1:1")
    assert g.state.dice["p2:token.1:1"].zone is Zone.GONE
    assert not [x for x in g.state.lasting if x.effect == "captured"]


def test_a_controlled_die_is_yours_until_the_end_of_the_turn() -> None:
    """DM-23.2: "it becomes yours for game purposes. Move it into your Field Zone"; "when
    your control ends (at the end of the turn ...), return the controlled die to your
    opponent in whatever area you took it from"."""
    g, puppeteer = _fielded(PUPPETEER)
    events = g.target(c(5))
    assert ev.ControlTaken(0, (c(5),), puppeteer, "puppeteer") in events
    assert c(5) in g.zone(0, "field") and g.state.dice[c(5)].owner == 0
    assert owner_of(g.state, c(5)) == 1
    assert times(g.state, "your_character_dice", 0) == 3  # m1, Puppeteer, c5
    g.pass_all()  # (the first player's first turn: no attack) Cleanup
    assert [e for e in g.events if isinstance(e, ev.ControlEnded)] == [
        ev.ControlEnded(c(5), 1, "field", "end_of_turn")
    ]
    assert c(5) in g.zone(1, "field") and g.state.dice[c(5)].owner == 1


def test_a_controlled_die_that_becomes_unrolled_goes_to_its_owners_prep_area() -> None:
    """DM-23.2: "If the controlled die enters an "unrolled" state ... then it immediately
    goes to your opponent's Prep Area": an unblocked attacker goes Out of Play (DM-9.8)."""
    g = with_action(SEIZE, chris_field=1, first_player_may_attack_first_turn=True)
    use(g, "seize", c(5))
    assert c(5) in g.zone(0, "field")
    g.pass_all()
    g.attack(c(5))  # (Chris has no die left to block with)
    g.pass_all()
    assert g.life(1) == 10 - 1  # Chris's own Sidekick hit him
    assert ev.ControlEnded(c(5), 1, "prep", "unrolled") in g.events
    assert c(5) in g.zone(1, "prep") and c(5) not in g.zone(0, "oop")


def test_control_ends_when_the_controlling_die_leaves_the_field_zone() -> None:
    """DM-23.2: control ends "when the controlling character die leaves the Field Zone"."""
    g, puppeteer = _fielded(PUPPETEER)
    g.target(c(5))
    g.arrange(0, "used", [puppeteer])
    events = g.pass_()
    assert ev.ControlEnded(c(5), 1, "field", "controller_left") in events
    assert c(5) in g.zone(1, "field")


def test_an_action_die_cannot_take_its_own_controllers_die_and_needs_a_target() -> None:
    g = with_action(SEIZE, chris_field=0)
    assert targets_for(g.state, "target_opposing_die", 0) == ()
    assert m(1) not in targets_for(g.state, "target_opposing_die", 0)


def test_a_controlled_die_out_of_the_field_zone_but_rolled_returns_to_the_same_place() -> None:
    """DM-23.2 only says where a die "still in the Field Zone" returns; ruling: one rerolled
    to energy (DM-22.4: into the Reserve Pool) returns to its owner's Reserve Pool."""
    g, puppeteer = _fielded(PUPPETEER)
    g.target(c(5))
    g.arrange(0, "reserve", [c(5)], face=FIST)
    g.arrange(0, "used", [puppeteer])
    events = g.pass_()
    assert ev.ControlEnded(c(5), 1, "reserve", "controller_left") in events
    assert c(5) in g.zone(1, "reserve") and g.state.dice[c(5)].face == FIST


def test_a_controlled_die_captured_by_its_owner_returns_to_the_controller_first() -> None:
    """A capture of a die under control (docs/rulings.md): the capture ends first (back to
    the controller's Field Zone, still controlled), then the control (back to its owner)."""
    from games.engine.model.evolve import evolve

    g, _ = _fielded(PUPPETEER)
    g.target(c(5))
    g.state = evolve(g.state, ev.DiceCaptured(1, (c(5),), "", "test"))
    assert owner_of(g.state, c(5)) == 1 and g.state.dice[c(5)].zone is Zone.CAPTURED
    g.pass_all()  # Cleanup
    ended = [e for e in g.events if isinstance(e, (ev.CaptureEnded, ev.ControlEnded))]
    assert ended == [
        ev.CaptureEnded(c(5), "field", "end_of_turn"),
        ev.ControlEnded(c(5), 1, "field", "end_of_turn"),
    ]
    assert c(5) in g.zone(1, "field") and owner_of(g.state, c(5)) == 1


def test_captured_and_controlled_dice_survive_a_snapshot() -> None:
    """The zone `captured` and the persistent effects that return the dice are state like
    any other (log/snapshot.py)."""
    from games.engine.log.snapshot import decode, encode
    from tests.engine.helpers import cards_with

    g, _ = _fielded(WARDEN)
    g.target(c(5))
    _, state = decode(encode(g.state), cards_with(NOOP, WARDEN))
    assert state == g.state and state.dice[c(5)].zone is Zone.CAPTURED
    g, _ = _fielded(PUPPETEER)
    g.target(c(5))
    _, state = decode(encode(g.state), cards_with(NOOP, PUPPETEER))
    assert state == g.state and owner_of(state, c(5)) == 1


def test_under_the_2014_rules_the_controlling_die_cannot_attack() -> None:
    """2014: "Your controlling die cannot attack, but can send the controlled die to attack"
    (001:L782-783); DM-23.2 (2018) sets no such limit. (The same board read under each
    ruleset: the helper game's first turn is the 2018 one.)"""
    from msgspec.structs import replace

    from games.engine.abilities.permissions import may_attack

    g, puppeteer = _fielded(PUPPETEER)
    g.target(c(5))
    assert c(5) in g.zone(0, "field")
    for rules, controller_attacks in (("dm-2014", False), ("dm-2018", True)):
        state = replace(g.state, options=replace(g.state.options, rules=rules))
        assert may_attack(state, puppeteer) is controller_attacks, rules
        assert may_attack(state, c(5)), rules
        assert may_attack(state, m(1)), rules


def test_every_viewer_sees_who_captured_a_die_and_until_when() -> None:
    """DM-23.1: the view draws a captured die with its capture: the capturing die, its
    player, how long it lasts and where the die returns (what the table puts in words)."""
    from games.engine.views import view

    g, warden = _fielded(WARDEN)
    g.target(c(5))
    for viewer in ("player0", "player1", "spectator", "judge"):
        (drawn,) = view(g.state, viewer)["players"][1]["zones"]["captured"]
        assert drawn["id"] == c(5) and drawn["level"] == 1
        assert drawn["captured"] == {
            "by": warden, "player": 0, "until": "end_of_turn", "returns_to": "field"
        }  # fmt: skip
    assert "captured" not in view(g.state, "judge")["players"][0]["zones"]["field"][0]
