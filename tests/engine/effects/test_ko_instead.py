"""A die's own replacement of its KO (op `ko_instead`, abilities/ko_instead.py): "instead"
replaces the KO (DM-12.1, card text beating DM-9.11), so the die is never KO'd and nothing
waiting for a KO triggers (DM-16.4). Our own wording; near misses keep the usual KO."""

from __future__ import annotations

from msgspec.structs import replace

from games.engine import events as ev
from games.engine.abilities.ko_instead import replacements
from games.engine.model.cards import CardPool
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import CHAR, c, make_card, of_type

SMITE = action_card(
    "smite",
    {"text": "KO target character die.", "effects": [effect("ko", "target_die")]},
)  # fmt: skip


def _card(card_id: str, zone: str, **filters: object) -> dict:
    spec = effect("ko_instead", "this_card", zone=zone)
    if filters:
        spec["filters"] = dict(filters)
    return make_card(
        card_id,
        abilities=[{"trigger": "static", "text": f"If {card_id} would be KO'd, instead ...",
                    "effects": [spec]}],
    )  # fmt: skip


DRIFTER = _card("drifter", "used")
PHOENIX = _card("phoenix", "field")
EMBER = _card("ember", "field", bursts=1)
WATCHER = make_card(
    "watcher",
    abilities=[{"trigger": "when_kod", "text": "When watcher is KO'd, gain 2 life.",
                "effects": [effect("gain_life", "you", amount=2)]}],
)  # fmt: skip


def test_a_die_that_would_be_ko_d_goes_to_the_used_pile_instead() -> None:
    g = with_action(SMITE, DRIFTER)
    g.give(0, "p1:drifter:1", to="field", face=CHAR)
    events = use(g, "smite", "p1:drifter:1")
    assert not of_type(events, ev.DiceKnockedOut)  # never KO'd (DM-12.1)
    # on its owner's turn a die sent to the Used Pile from the Field Zone is Out of Play
    assert "p1:drifter:1" in g.zone(0, "oop") | g.zone(0, "used")
    assert "p1:drifter:1" not in g.zone(0, "prep")


def test_a_die_returns_to_the_field_zone_at_level_1() -> None:
    g = with_action(SMITE, PHOENIX)
    g.give(0, "p1:phoenix:1", to="field", face=1)  # level 2
    events = use(g, "smite", "p1:phoenix:1")
    assert not of_type(events, ev.DiceKnockedOut)
    die = g.state.dice["p1:phoenix:1"]
    assert "p1:phoenix:1" in g.zone(0, "field") and die.face == 0 and die.damage == 0


def test_an_attacker_dealt_lethal_damage_returns_out_of_combat() -> None:
    g = with_action(SMITE, PHOENIX, first_player_may_attack_first_turn=True)
    g.give(0, "p1:phoenix:1", to="field", face=CHAR)
    g.pass_all()
    g.attack("p1:phoenix:1")
    events = g.block((c(5), "p1:phoenix:1"))
    events += g.pass_all()
    assert "p1:phoenix:1" in g.zone(0, "field")  # not the Attack Zone: it left combat
    assert g.state.dice["p1:phoenix:1"].damage == 0
    assert c(5) in g.zone(1, "prep")  # the blocker it fought was KO'd as usual
    assert all("p1:phoenix:1" not in e.dice for e in of_type(events, ev.DiceKnockedOut))


def test_nothing_that_waits_for_a_ko_triggers() -> None:
    """A die replaced so is not KO'd: its own "when KO'd" is not triggered (DM-16.4)."""
    both = {**DRIFTER, "id": "twice", "name": "twice",
            "abilities": [*DRIFTER["abilities"], *WATCHER["abilities"]]}  # fmt: skip
    g = with_action(SMITE, both)
    g.give(0, "p1:twice:1", to="field", face=CHAR)
    events = use(g, "smite", "p1:twice:1")
    assert not of_type(events, ev.DiceKnockedOut)
    assert [e.card for e in of_type(events, ev.AbilityTriggered)] == ["smite"]


def test_near_miss_a_die_with_no_such_text_triggers_its_when_ko_d() -> None:
    g = with_action(SMITE, WATCHER)
    g.give(0, "p1:watcher:1", to="field", face=CHAR)
    events = use(g, "smite", "p1:watcher:1")
    assert of_type(events, ev.DiceKnockedOut)
    assert "watcher" in [e.card for e in of_type(events, ev.AbilityTriggered)]


def test_burst_text_holds_only_on_a_burst_face() -> None:
    """Near miss: the Ember die shows a face with no burst; it is KO'd as usual."""
    g = with_action(SMITE, EMBER)
    g.give(0, "p1:ember:1", to="field", face=CHAR)
    events = use(g, "smite", "p1:ember:1")
    assert of_type(events, ev.DiceKnockedOut) and "p1:ember:1" in g.zone(0, "prep")


def test_another_card_s_die_is_ko_d_as_usual() -> None:
    """Near miss: the text is the Drifter card's own; Chris's Sidekick goes to his Prep Area."""
    g = with_action(SMITE, DRIFTER)
    g.give(0, "p1:drifter:1", to="field", face=CHAR)
    use(g, "smite", c(5))
    assert c(5) in g.zone(1, "prep")


class _Unscanned(CardPool):
    """A game's cards that fail the test if anything looks at every card's statics."""

    __slots__ = ()

    def values(self):  # type: ignore[override]
        raise AssertionError("every card's statics scanned")


def test_a_game_with_no_such_static_looks_at_no_card_when_a_die_is_kod() -> None:
    """The KO door asks the game's `static_ops` first (as first_point does): no card of the
    game replaces a KO, so no card's statics are scanned."""
    g = with_action(SMITE, WATCHER)
    g.give(0, "p1:watcher:1", to="field", face=CHAR)
    pool = CardPool(g.state.cards)
    pool.__class__ = _Unscanned  # its facts worked out, then no more looks at every card
    state = replace(g.state, cards=pool)
    assert replacements(state, ("p1:watcher:1",)) == {}
    with_one = with_action(SMITE, DRIFTER)
    with_one.give(0, "p1:drifter:1", to="field", face=CHAR)
    assert replacements(with_one.state, ("p1:drifter:1",)) == {"p1:drifter:1": ("used", "drifter")}
