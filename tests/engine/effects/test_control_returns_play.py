"""Our cards 540ocr and 541ocr's shapes played (constructs/take_control.py, control_returns.py,
moves.py's set-aside): the compiled line's effects, not hand-written ones."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.model.state import Zone
from tests.cards.compiler.helpers import compiled
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import CHAR, c
from tests.engine.keywords.common import character

NOOP = action_card("noop", {"text": "Gain 1 life.", "effects": [effect("gain_life", "you",
                                                                        amount=1)]})  # fmt: skip


def _card(card_id: str, line: str) -> dict:  # type: ignore[type-arg]
    return character(card_id, 1, 3, abilities=compiled("character", [line])["abilities"])


def _fielded(card: dict) -> tuple:  # type: ignore[no-untyped-def,type-arg]
    """Michele's Main Step: her die of `card` fielded against Chris's Sidekick c5 (level 1,
    his Field Zone); its "when fielded" asks for a target."""
    g = with_action(NOOP, card)
    die = f"p1:{card['id']}:1"
    g.give(0, die, to="reserve", face=0)
    g.field(die)
    return g, die


def test_control_taken_then_given_back_at_the_end_of_the_turn() -> None:
    """DM-23.2: the die is Michele's until Cleanup, then back in Chris's Field Zone (the card's
    sentence handing it back to its owner's Field Zone, same level, at end of turn)."""
    voss = _card(
        "voss",
        "When fielded, gain control of target opposing character die with purchase cost 3 or"
        " less. That character die must attack this turn. Return it to its owner's Field Zone"
        " at the same level at end of turn.",
    )
    g, die = _fielded(voss)
    events = g.target(c(5))
    assert ev.ControlTaken(0, (c(5),), die, "voss") in events
    assert c(5) in g.zone(0, "field") and g.state.dice[c(5)].owner == 0
    g.pass_all()  # (the first player's first turn: no attack) Cleanup
    assert ev.ControlEnded(c(5), 1, "field", "end_of_turn") in g.events
    assert c(5) in g.zone(1, "field") and g.state.dice[c(5)].owner == 1
    assert g.state.dice[c(5)].face == CHAR


def test_out_of_play_until_the_end_of_the_turn_then_back_on_the_same_face() -> None:
    """DM-14.2: set aside (no longer in the Field Zone) until Cleanup returns it."""
    quill = _card(
        "quill",
        "When fielded, send target opposing character die Out of Play until end of turn."
        " Return it to the Field Zone at the same level at end of turn.",
    )
    g, _ = _fielded(quill)
    g.target(c(5))
    assert g.state.dice[c(5)].zone is Zone.REMOVED and c(5) not in g.zone(1, "field")
    g.pass_all()
    assert c(5) in g.zone(1, "field") and g.state.dice[c(5)].face == CHAR


NITRO_LINE = (
    "When fielded, capture target opposing character die with D less than or equal to"
    " Wren Hollow's D until end of turn."
)


def test_a_die_of_no_more_d_than_this_one_may_be_captured() -> None:
    """abilities/own_stats.py `defense_at_most_own`: Chris's Sidekick (D 1) against this die's
    D 1 (equal: it may be taken, DM-23.1) or D 0 (it may not: no target, nothing happens)."""
    nitro = _card("nitro", NITRO_LINE)  # (compiled as Wren Hollow's: tests/cards/compiler)
    nitro["faces"] = [
        {**f, "defense": 1} if f["kind"] == "character" else f for f in nitro["faces"]
    ]
    g, die = _fielded(nitro)
    assert c(5) in g.pending.options
    assert ev.DiceCaptured(0, (c(5),), die, "nitro") in g.target(c(5))
    weak = {**nitro, "faces": [{**f, "defense": 0} if f["kind"] == "character" else f
                               for f in nitro["faces"]]}  # fmt: skip
    g, _ = _fielded(weak)
    assert c(5) not in (getattr(g.pending, "options", ()) or ())
    assert c(5) in g.zone(1, "field")
