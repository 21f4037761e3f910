"""Keywords with abilities of their own given by an effect (abilities/granted_triggers.py):
a die that gains Deadly, Intimidate or Call Out has the keyword's abilities (DM-14.1: a
keyword is its glossary's rules; DM-14.2: until the end of the turn; DM-14.3: while a
static holds), the giving card's own dice do not, and a keyword with a printed ability of
its own (Impulse) is not given (Infiltrate, used in a Global window, is:
test_given_infiltrate.py). Cards and wording are our own."""

from __future__ import annotations

import pytest

from games.engine import events as ev
from games.engine.loading import card_from_dict
from tests.engine.effects.common import effect
from tests.engine.helpers import of_type
from tests.engine.keywords.common import character, face_off

PLAIN = character("plain", 2, 2)
WALL = character("wall", 1, 4)  # survives the plain die's 2 damage
PLAIN_DIE, WALL_DIE = "p1:plain:1", "p2:wall:1"


def mentor(keyword: str) -> dict:
    """ "While active, your Plain character dice gain <keyword>": a static narrowed to
    another card's dice, so the mentor's own die never has it."""
    grant = effect("grant_keyword", "all_your_characters", keyword=keyword,
                   filters={"card": "plain"})  # fmt: skip
    static = {"trigger": "static", "text": f"Your plain dice gain {keyword}.", "effects": [grant]}
    return character("mentor", 1, 1, abilities=[static])


def test_a_die_given_deadly_kos_its_blocker_at_the_end_of_the_turn() -> None:
    """Deadly (002:L759): the blocker that survived combat is KO'd at the end of the turn
    (DM-10.3), a KO by an effect (DM-16.4)."""
    g = face_off([mentor("deadly"), PLAIN], [WALL])
    g.attack(PLAIN_DIE)
    g.block((WALL_DIE, PLAIN_DIE))
    events = g.pass_all()
    cleanup = events.index(ev.TurnCleanedUp(1))
    assert ev.DiceKnockedOut((WALL_DIE,)) in events[cleanup:]
    assert WALL_DIE in g.zone(1, "prep")


def test_the_giving_cards_own_die_has_no_deadly() -> None:
    """Near miss: the mentor's die blocked by the wall: nothing marks it, nothing is KO'd."""
    g = face_off([mentor("deadly"), PLAIN], [WALL])
    g.attack("p1:mentor:1")
    g.block((WALL_DIE, "p1:mentor:1"))
    events = g.pass_all()
    assert not of_type(events, ev.AbilityTriggered)
    assert WALL_DIE in g.zone(1, "field")


def test_without_the_static_the_die_has_no_deadly() -> None:
    """DM-18.1: the mentor not active (no die of it in the Field Zone), the grant is off."""
    g = face_off([PLAIN], [WALL])
    g.attack(PLAIN_DIE)
    g.block((WALL_DIE, PLAIN_DIE))
    g.pass_all()
    assert WALL_DIE in g.zone(1, "field")


def test_a_die_given_call_out_targets_an_opposing_die_when_it_attacks() -> None:
    """Call Out (000:L767): attacking, its controller targets an opposing character die
    (DM-13.1), which may then block only it."""
    g = face_off([mentor("call_out"), PLAIN], [WALL], chris_field=1)
    g.attack(PLAIN_DIE)
    assert g.pending.kind == "choose_target"
    g.target(WALL_DIE)
    assert [(x.effect, x.source, x.target) for x in g.state.lasting] == [
        ("called_out", PLAIN_DIE, WALL_DIE)
    ]


def test_a_die_given_deadly_until_end_of_turn() -> None:
    """DM-14.2: "target character die gains Deadly until end of turn" (a persistent effect
    on the die): the same KO at the end of the turn."""
    grant = effect("grant_keyword", "target_your_die", keyword="deadly")
    giver = character("giver", 1, 1, abilities=[
        {"trigger": "when_attacks", "text": "When attacks, target die gains Deadly.",
         "effects": [grant]}])  # fmt: skip
    g = face_off([giver, PLAIN], [WALL])
    g.attack(PLAIN_DIE, "p1:giver:1")
    g.target(PLAIN_DIE)
    g.block((WALL_DIE, PLAIN_DIE))
    events = g.pass_all()
    cleanup = events.index(ev.TurnCleanedUp(1))
    assert ev.DiceKnockedOut((WALL_DIE,)) in events[cleanup:]


@pytest.mark.parametrize("keyword", ["impulse"])
def test_a_keyword_of_a_printed_ability_is_not_given(keyword: str) -> None:
    with pytest.raises(ValueError, match="cannot be given"):
        card_from_dict(mentor(keyword))
