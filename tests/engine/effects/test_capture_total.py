"""A capture of several dice under a total fielding cost that lasts until its player damages
an opponent (abilities/total_cost.py, abilities/effects/capture.py "until_damage"; DM-23.1:
"The capture will end when specified in the card text (if unspecified, at the end of the
turn)"; DM-13.1: "a"/"any number of" chooses without targeting). Our own card: its die
captures opposing characters, as many as it likes while their fielding costs add up to no
more than a bound, until its player next damages the opponent."""

from __future__ import annotations

from typing import Any

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.effects.capture import ending
from games.engine.model.evolve import evolve
from games.engine.model.state import Zone
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.effects.test_capture_control import _renamed
from tests.engine.helpers import auto_turn, c, m
from tests.engine.keywords.common import character

JAILER = action_card(
    "jailer",
    {"text": "This die captures any number of opposing characters with a total fielding cost"
             " of 2 or less. This effect lasts until you damage your opponent.",
     "effects": [effect("capture", "choose_opposing_die", up_to=99, duration="until_damage",
                        filters={"total_field_cost": 2})]},
)  # fmt: skip


def _brute() -> dict[str, Any]:
    """A character whose level 1, 2, 3 faces cost 1, 2, 3 to field."""
    card = character("brute", 2, 2)
    for n, face in enumerate(card["faces"][:3]):
        face["cost"] = n + 1
    return card


def _jailed() -> Any:
    """Michele's first turn, her jailer die used: Chris's c5 (a brute on level 1: fielding
    cost 1), c6 (a Sidekick: cost 0) and c7 (a brute on level 2: cost 2) may be taken."""
    g = with_action(JAILER, _brute(), chris_field=3)
    for n, level in ((5, 0), (7, 1)):
        die = f"p1:brute:{1 if n == 5 else 2}"
        g.give(1, die, to="field", face=level)
        g.arrange(1, "used", [c(n)])
        g.state = _renamed(g.state, die, c(n))
    use(g, "jailer")
    return g


def test_the_dice_chosen_together_cost_at_most_the_total() -> None:
    """Each die alone fits (all three are offered); c5 and c7 cost 3 together: refused,
    nothing changes; c5 and c6 cost 1: both captured, until Michele damages Chris."""
    g = _jailed()
    assert set(g.pending.options) == {c(5), c(6), c(7)}
    g.refuse(A.ChooseTarget(player=0, split=((c(5), 1), (c(7), 1))), E.TARGET_INVALID)
    events = g.do(A.ChooseTarget(player=0, split=((c(5), 1), (c(6), 1))))
    assert [e for e in events if isinstance(e, ev.DiceCaptured)] == [
        ev.DiceCaptured(0, (d,), "", "jailer", until="until_damage") for d in (c(5), c(6))
    ]
    assert g.state.dice[c(5)].zone is Zone.CAPTURED and c(7) in g.zone(1, "field")


def test_the_capture_outlasts_turns_until_its_player_damages_the_opponent() -> None:
    """Neither Cleanup nor Chris's turn ends it, nor damage Chris deals Michele; damage
    Michele's die deals Chris ends it: the dice return to the Field Zone on their levels."""
    g = _jailed()
    g.do(A.ChooseTarget(player=0, split=((c(5), 1), (c(6), 1))))
    g.pass_all()  # Michele's Cleanup
    auto_turn(g)  # Chris's turn
    assert g.state.dice[c(5)].zone is Zone.CAPTURED
    g.state = evolve(g.state, ev.PlayerDamaged(0, 1, c(7), False))  # Chris hurts Michele
    assert ending(g.state) == []
    g.state = evolve(g.state, ev.PlayerDamaged(1, 1, m(1), True))  # Michele hurts Chris
    assert ending(g.state) == [
        ev.CaptureEnded(c(5), "field", "damaged"), ev.CaptureEnded(c(6), "field", "damaged")
    ]  # fmt: skip


def test_damage_dealt_before_the_capture_does_not_end_it() -> None:
    """Only damage after the capture began ends it (the turn's damage record, model/hits.py)."""
    g = with_action(JAILER, _brute(), chris_field=3)
    g.state = evolve(g.state, ev.PlayerDamaged(1, 1, m(1), True))
    g.give(1, "p1:brute:1", to="field", face=0)
    g.arrange(1, "used", [c(5)])
    g.state = _renamed(g.state, "p1:brute:1", c(5))
    use(g, "jailer")
    g.do(A.ChooseTarget(player=0, split=((c(5), 1), (c(6), 1))))
    assert ending(g.state) == [] and g.state.dice[c(6)].zone is Zone.CAPTURED
