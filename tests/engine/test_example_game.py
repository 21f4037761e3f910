"""The X-Men Forever example game (000:L427-535, DIGEST §5.1), played in paper mode with
the rolls the text implies. Where the printed example breaks its own rules, the engine must
refuse the printed version; the nearest legal version is played instead (docs/rulings.md,
"The example game"). Regenerate the golden log with
`python -m tests.engine.test_example_game` after a deliberate change.
"""

from __future__ import annotations

import json
from pathlib import Path

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.stats import stats
from games.engine.api import legal_actions
from games.engine.log.codec import dumps_jsonl, read_jsonl, to_records

from .helpers import (
    BOLT,
    CHAR,
    COUNTERSTRIKE,
    FIST,
    HOPE,
    JUBILEE,
    MADELYNE,
    MASK,
    SHIELD,
    WILD,
    Game,
    bac,
    c,
    die,
    m,
    of_type,
)

CASES = Path(__file__).parent / "cases"
LOG = CASES / "xmen_forever_example.jsonl"
EXPECTED = CASES / "xmen_forever_example.expected.json"

JUB1, JUB2, HOPE1 = die(0, JUBILEE, 1), die(0, JUBILEE, 2), die(0, HOPE, 1)
MADELYNE1 = die(1, MADELYNE, 1)


def sidekicks(g: Game, player: int, zone: str) -> int:
    return sum(1 for d in g.zone(player, zone) if "sidekick" in d)


def play_example() -> Game:
    """Play M1, C1, M2, C2, M3 and C3, asserting the numbers the book states."""
    g = Game(life=10)
    # Michele wins the coin toss and goes first; 10 life each (000:L443).
    g.start(first=0)
    assert (g.life(0), g.life(1)) == (10, 10)

    # --- M1 (000:L462-472): 3 Sidekicks to Prep, a 4th Out of Play; reroll all ----------------
    g.draw(m(1), m(2), m(3))
    g.draw(m(4), to="oop")
    assert g.zone(0, "oop") == {m(4)}
    g.roll({m(1): CHAR, m(2): CHAR, m(3): CHAR})  # "would not be able to purchase any"
    g.reroll(m(1), m(2), m(3))
    g.roll({m(1): BOLT, m(2): MASK, m(3): WILD})  # "choose between Hope or Jubilee"
    for card in (JUBILEE, HOPE):
        assert any(isinstance(a, A.Purchase) and a.card == card for a in legal_actions(g.state, 0))
    # Printed: "the three energy used to pay for it" -- Jubilee costs 2 (000:L349).
    printed = ((m(1), ("bolt",)), (m(2), ("mask",)), (m(3), ("wild",)))
    g.refuse(A.Purchase(player=0, card=JUBILEE, paid=printed), E.ENERGY_OVERPAID)
    g.buy(JUBILEE, (m(1), "bolt"), (m(2), "mask"))
    assert JUB1 in g.zone(0, "used")
    g.pass_all()  # no attack on the first turn
    assert g.state.turn == 2
    assert g.zone(0, "used") == {m(1), m(2), m(4), JUB1}  # the 4th die reached the Used Pile
    assert sidekicks(g, 0, "bag") == 4 and g.zone(0, "reserve") == {m(3)}

    # --- C1 (000:L476-484): 4 Sidekicks; Madelyne with all his energy; field; attack for 1 --
    g.draw(c(1), c(2), c(3), c(4))
    g.roll({c(1): SHIELD, c(2): FIST, c(3): WILD, c(4): CHAR})
    g.reroll()
    g.buy(MADELYNE, (c(1), "shield"), (c(2), "fist"), (c(3), "wild"))
    g.field(c(4))
    g.pass_all()  # Michele holds priority once (her saved Wild) and passes
    g.attack(c(4))
    events = g.pass_all()  # no blockers; the Action/Global window
    assert ev.PlayerDamaged(0, 1, c(4), True) in events
    assert ev.DiceMoved(1, (c(4),), "oop", "unblocked") in events
    assert g.life(0) == 9  # "the first damage this game"
    assert c(4) in g.zone(1, "used")

    # --- M2 (000:L486-492): the last four Sidekicks; Hope; field a Sidekick; the Global -----
    assert ev.DiceMoved(0, (m(3),), "used", "clear") in g.events
    g.draw(m(5), m(6), m(7), m(8))
    assert not g.zone(0, "bag")  # the bag empties after the second turns
    g.roll({m(5): MASK, m(6): FIST, m(7): BOLT, m(8): CHAR})
    g.reroll()
    g.buy(HOPE, (m(5), "mask"), (m(6), "fist"))
    g.field(m(8))
    g.use_global(COUNTERSTRIKE, (m(7), "bolt"))
    g.target(m(8))
    g.pass_all()
    g.attack()  # she keeps her Sidekick as a blocker
    assert g.zone(0, "field") == {m(8)}
    assert g.zone(0, "used") == {m(n) for n in range(1, 8)} | {JUB1, HOPE1}

    # --- C2 (000:L494-500): the remaining four; "Whoever Assemble!"; field; the Global ------
    g.draw(c(5), c(6), c(7), c(8))
    assert not g.zone(1, "bag")
    g.roll({c(5): BOLT, c(6): MASK, c(7): FIST, c(8): CHAR})
    g.reroll()
    g.refuse(
        A.Purchase(player=1, card="whoever-assemble", paid=((c(5), ("bolt",)), (c(6), ("mask",)))),
        E.PURCHASE_UNKNOWN_CARD,
    )
    g.buy(COUNTERSTRIKE, (c(5), "bolt"), (c(6), "mask"))  # the nearest legal action die
    g.field(c(8))
    g.use_global(COUNTERSTRIKE, (c(7), "fist"))
    g.target(c(8))
    g.pass_all()
    g.attack()  # "choosing to keep it as a blocker this time"
    assert g.zone(1, "used") == {c(n) for n in range(1, 8)} | {MADELYNE1, bac(COUNTERSTRIKE, 1)}
    assert (g.life(0), g.life(1)) == (9, 10)

    # --- M3 (000:L502-525): refill; field Jubilee (2 damage) and Hope; attack ---------------
    refill = of_type(g.events[-3:], ev.BagRefilled)
    assert refill and set(refill[0].dice) == {m(n) for n in range(1, 8)} | {JUB1, HOPE1}
    g.draw(JUB1, HOPE1, m(1), m(2))
    g.roll({JUB1: CHAR, HOPE1: CHAR, m(1): BOLT, m(2): FIST})
    g.reroll()
    events = g.field(JUB1, (m(1), "bolt"))
    assert ev.PlayerDamaged(1, 2, JUB1, False) in events and g.life(1) == 8
    g.field(HOPE1, (m(2), "fist"))
    assert stats(g.state, g.state.dice[HOPE1]) == (2, 2)  # "+1 +1" while Jubilee is active
    # Printed: "fields a Sidekick" and "buys another Jubilee": no dice or energy are left.
    g.refuse(A.Field(player=0, die=m(3)), E.DIE_NOT_IN_RESERVE)
    g.refuse(A.Purchase(player=0, card=JUBILEE, paid=()), E.ENERGY_INSUFFICIENT)
    g.pass_all()
    g.attack(JUB1, HOPE1)
    events = g.block((c(8), JUB1))
    events += g.pass_all()  # nobody can act in the Action/Global window: automatic passes
    assert ev.PlayerDamaged(1, 2, HOPE1, True) in events  # "Chris takes 2 damage from Hope"
    assert ev.DiceKnockedOut((JUB1, c(8))) in events  # "Jubilee and the Sidekick KO each other"
    assert g.life(1) == 6
    assert HOPE1 in g.zone(0, "used")
    assert g.zone(0, "prep") == {JUB1} and g.zone(1, "prep") == {c(8)}
    assert len(g.zone(0, "bag")) == 5 and g.zone(0, "field") == {m(8)}

    # --- C3 (000:L527-535): refill; 4 drawn + the KO'd die = 5 rolled; Madelyne + Sidekick --
    assert of_type(g.events[-3:], ev.BagRefilled)
    g.draw(MADELYNE1, c(1), c(2), c(3))
    assert set(g.pending.dice) == {MADELYNE1, c(1), c(2), c(3), c(8)}  # KO'd die rolled too
    g.roll({MADELYNE1: CHAR, c(8): CHAR, c(1): SHIELD, c(2): FIST, c(3): BOLT})
    g.reroll()
    g.field(MADELYNE1, (c(1), "shield"))
    g.field(c(8))
    g.refuse(
        A.Purchase(player=1, card="whoever-assemble", paid=((c(2), ("fist",)), (c(3), ("bolt",)))),
        E.PURCHASE_UNKNOWN_CARD,
    )
    g.buy(COUNTERSTRIKE, (c(2), "fist"), (c(3), "bolt"))
    g.pass_all()
    g.attack()  # the book stops here: no attack is narrated
    assert g.zone(1, "field") == {MADELYNE1, c(8)}
    assert (g.life(0), g.life(1)) == (9, 6)
    assert g.state.turn == 7 and g.pending.kind == "draw" and g.pending.player == 0
    return g


def test_the_example_game_follows_the_rules_with_the_stated_numbers():
    """Life 9 for Michele after C1 and 6 for Chris after M3; the bags empty after the
    second turns and refill on the third; KO'd dice go to Prep and are rolled next turn
    (000:L427-535; DM-6.2, DM-6.5, DM-9.8, DM-9.11, DM-18.1, DM-18.3)."""
    g = play_example()
    assert not g.state.over


def test_the_golden_log_is_the_scripted_example():
    """The stored log is exactly what the script produces (a change shows up here)."""
    g = play_example()
    assert read_jsonl(LOG.read_text().splitlines()) == to_records(g.events)
    expected = json.loads(EXPECTED.read_text())
    assert expected["life"] == [g.life(0), g.life(1)]


def regenerate() -> None:
    g = play_example()
    LOG.write_text(dumps_jsonl(to_records(g.events)))
    EXPECTED.write_text(
        json.dumps(
            {
                "about": "000:L427-535 played in paper mode; deviations in docs/rulings.md",
                "events": len(g.events),
                "turn": g.state.turn,
                "life": [g.life(0), g.life(1)],
                "outcome": None,
                "waiting_for": {"kind": g.pending.kind, "player": g.pending.player},
            },
            indent=2,
        )
        + "\n"
    )


if __name__ == "__main__":
    regenerate()
