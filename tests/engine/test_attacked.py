"""Who attacked or blocked this turn (abilities/attacked.py; docs/rulings.md "If it doesn't
attack this turn, KO it"): the turn's record of the dice declared as attackers and blockers
(DM-9.1, DM-9.3), its filters, the mark KO'd at the end of the turn unless its die attacked,
and an action die's end-of-turn ability armed past Cleanup (DM-10.1, DM-10.3). Our own
cards and wording."""

from __future__ import annotations

from games.engine.abilities.filters import FILTERS
from games.engine.log.snapshot import decode, encode
from tests.cards.compiler.test_entries_play import resolve_all
from tests.engine.effects.common import action_card, use, with_action
from tests.engine.helpers import c, m
from tests.engine.keywords.common import character, face_off


def _fought(g: object, die: str, name: str) -> bool:
    state = g.state  # type: ignore[attr-defined]
    return FILTERS[name](state, state.dice[die], True)


def test_declared_attackers_and_blockers_are_recorded_for_the_turn() -> None:
    """DM-9.1, DM-9.3: a die declared as an attacker attacked, one declared as a blocker
    blocked, whatever happens to them after; a die that did neither is in no record."""
    g = face_off([character("oak", 2, 4), character("elm", 2, 4)], [], chris_field=2)
    g.attack("p1:oak:1")
    g.block((c(5), "p1:oak:1"))
    assert _fought(g, "p1:oak:1", "attacked_this_turn")
    assert not _fought(g, "p1:elm:1", "attacked_this_turn")  # near miss: it stayed home
    assert _fought(g, c(5), "fought_this_turn") and not _fought(g, c(5), "attacked_this_turn")
    assert not _fought(g, c(6), "fought_this_turn")  # near miss: neither attacked nor blocked
    assert FILTERS["attacked_this_turn"](g.state, g.state.dice["p1:elm:1"], False)


def test_the_record_survives_a_snapshot_and_ends_with_the_turn() -> None:
    g = face_off([character("oak", 2, 4)], [], chris_field=1)
    g.attack("p1:oak:1")
    g.block((c(5), "p1:oak:1"))
    assert g.state.attacked == ("p1:oak:1",) and g.state.blocked_with == (c(5),)
    _, again = decode(encode(g.state, "t"), g.state.cards)
    assert again.attacked == g.state.attacked and again.blocked_with == g.state.blocked_with
    g.pass_all()  # (Chris's turn begins: a new record)
    assert g.state.turn == 2 and g.state.attacked == () and g.state.blocked_with == ()


_DARE = action_card(
    "dare",
    {"effects": [
        {"op": "mark_ko_unless_attacks", "target": "target_your_die"},
        {"op": "arm_end_of_turn", "target": "you"},
    ]},
)  # fmt: skip
_DARE["abilities"].append(
    {"trigger": "end_of_turn", "condition": {"kind": "lasting", "effect": "armed_trigger"},
     "effects": [{"op": "ko", "target": "all_characters",
                  "filters": {"lasting": "ko_unless_attacked", "attacked_this_turn": False}}]}
)  # fmt: skip


def _dared(attack: bool) -> object:
    g = with_action(_DARE, character("oak", 2, 4), first_player_may_attack_first_turn=True)
    g.give(0, "p1:oak:1", to="field", face=0)
    use(g, "dare", "p1:oak:1")
    resolve_all(g)
    g.pass_all()
    g.attack("p1:oak:1") if attack else g.attack()
    if attack:
        g.block((c(5), "p1:oak:1"))
        g.pass_all()
    resolve_all(g)
    return g


def test_a_marked_die_that_did_not_attack_is_kod_at_the_end_of_the_turn() -> None:
    """DM-10.3: the armed end-of-turn ability resolves after Cleanup ended the turn's other
    effects (DM-10.1); the KO is an effect's (DM-16.4: Prep Area)."""
    g = _dared(attack=False)
    assert "p1:oak:1" in g.zone(0, "prep")  # type: ignore[attr-defined]
    assert m(1) in g.zone(0, "field")  # type: ignore[attr-defined]  # near miss: unmarked


def test_a_marked_die_that_attacked_and_was_blocked_stays() -> None:
    """Near miss: blocked and back in the Field Zone (DM-9.13), it attacked: not KO'd."""
    g = _dared(attack=True)
    assert "p1:oak:1" in g.zone(0, "field")  # type: ignore[attr-defined]
