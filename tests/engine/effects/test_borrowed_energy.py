""" "When fielded, you may use 1 energy from your opponent's Reserve Pool" (our own wording,
read by the compiler: constructs/borrowed_energy.py; the engine's effects/borrowed.py,
flow/energy.py, model/changes.py).

DM-8.1 spends your own energy; card text beats it (DM-12.1). DM-2.6: energy is counted in
symbols. DM-14.2: the effect lasts until Cleanup, or until used. The opponent's die goes to
its owner's Used Pile (it is not their turn: 000:L184 sends only the active player's spent
dice Out of Play). docs/rulings.md "Energy borrowed from an opponent"."""

from __future__ import annotations

from typing import Any

import pytest

from cards.compiler import compile_card
from games.engine.abilities.targets import ACCEPT, DECLINE
from games.engine.flow.choices.payment import payment
from games.engine.flow.energy import available_energy
from games.engine.model.errors import IllegalAction
from games.engine.model.state import Zone
from tests.engine.helpers import CHAR, FIST, GENERIC2, Game, c, cards_with, die, m

LINE = "When Sly Pilferer is fielded, you may use 1 energy from your opponent's Reserve Pool."


def _pilferer() -> dict[str, Any]:
    made = compile_card("character", [LINE], "Sly Pilferer", code="pilferer")
    assert "unread" not in made, made
    return {
        "id": "pilferer", "name": "Sly Pilferer", "kind": "character", "cost": 2,
        "energy_types": ["fist"], "text": [LINE], **made,
        "faces": [
            {"kind": "character", "level": 1, "cost": 1, "attack": 1, "defense": 1},
            {"kind": "character", "level": 2, "cost": 1, "attack": 2, "defense": 2},
            {"kind": "character", "level": 3, "cost": 1, "attack": 3, "defense": 3},
            {"kind": "energy", "symbols": ["fist"]}, {"kind": "energy", "symbols": ["fist"]},
            {"kind": "energy", "symbols": ["generic", "generic"]},
        ],
    }  # fmt: skip


PILFERER = die(0, "pilferer", 1)


def _game(accept: bool = True) -> Game:
    """Michele's first turn, Main Step: her Sly Pilferer rolled to level 1 in her Reserve
    Pool, her Sidekicks m2 and m3 showing (fist); Chris's Sidekick c5 showing (fist) in his
    Reserve Pool. She fields the Pilferer with m2 and answers its "you may"."""
    g = Game(teams=((("pilferer", 2),), (("pilferer", 2),)), cards=cards_with(_pilferer()))
    g.start()
    g.give(0, PILFERER)
    g.begin({PILFERER: CHAR, m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    g.arrange(1, "reserve", [c(5)], face=FIST)
    g.field(PILFERER, (m(2), "fist"))
    assert g.pending.kind == "choose_target" and DECLINE in g.pending.options
    g.target(ACCEPT if accept else DECLINE)
    return g


def test_she_spends_his_energy_die_as_her_own_and_it_goes_to_his_used_pile() -> None:
    g = _game()
    assert c(5) in {s.die for s in payment(g.state, 0, 2, ("fist",)).sources}
    assert available_energy(g.state, 0) == 2  # m3 and c5
    g.buy("pilferer", (m(3), "fist"), (c(5), "fist"))
    assert g.state.dice[c(5)].zone is Zone.USED and g.state.dice[c(5)].owner == 1
    assert not any(x.effect == "borrow_energy" for x in g.state.lasting)  # used up


def test_once_only_and_never_without_the_effect() -> None:
    g = _game(accept=False)
    assert c(5) not in {s.die for s in payment(g.state, 0, 2, ("fist",)).sources}
    with pytest.raises(IllegalAction, match="not yours"):
        g.buy("pilferer", (m(3), "fist"), (c(5), "fist"))
    g = _game()
    g.arrange(1, "reserve", [c(6)], face=FIST)
    with pytest.raises(IllegalAction, match="borrow no more"):
        g.buy("pilferer", (c(6), "fist"), (c(5), "fist"))


def test_one_energy_is_one_symbol_of_a_double() -> None:
    g = _game()
    g.arrange(1, "reserve", [c(5)], face=GENERIC2)  # (generic)(generic)
    with pytest.raises(IllegalAction, match="borrow no more"):
        g.buy("pilferer", (c(5), ("generic", "generic")))
    assert available_energy(g.state, 0) == 2  # m3, and one of c5's two


def test_cleanup_ends_it_unused() -> None:
    g = _game()
    g.pass_all()
    assert not any(x.effect == "borrow_energy" for x in g.state.lasting)
