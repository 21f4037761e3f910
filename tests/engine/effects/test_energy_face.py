"""A targeted opposing character die spun to an energy face its player picks (target kinds
`energy_face_of_choice`, `energy_face_opponent_chooses`, abilities/energy_faces.py; effect
`spin_to_energy_face`): the die is chosen (targeted, DM-13.1), then one of its energy faces,
by the controller or, where the text says so, by the opponent; the die shows that face and
leaves the Field Zone for its owner's Reserve Pool with its damage and applied effects gone
(DM-22.1, DM-22.4). Our own cards and wording."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine.model.cards import EnergyFace
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import bac, c

FADE = action_card(
    "fade",
    {"text": "Spin a targeted opposing character die onto an energy face you pick.",
     "effects": [effect("choose", "target_opposing_die"),
                 effect("spin_to_energy_face", "energy_face_of_choice",
                        filters={"of_choice": 0}, choice=1)]},
)  # fmt: skip
DIM = action_card(
    "dim",
    {"text": "Spin a targeted opposing character die onto an energy face your opponent picks.",
     "effects": [effect("choose", "target_opposing_die"),
                 effect("spin_to_energy_face", "energy_face_opponent_chooses",
                        filters={"of_choice": 0}, choice=1)]},
)  # fmt: skip


def _energy(g, option: str) -> tuple[str, ...]:  # type: ignore[no-untyped-def]
    die, _, face = option.rpartition("@")
    shown = g.state.cards[g.state.dice[die].card].faces[int(face)]
    assert isinstance(shown, EnergyFace)
    return shown.symbols


def test_the_die_shows_the_energy_face_chosen_in_its_owner_s_reserve_pool() -> None:
    g = with_action(FADE, chris_field=2)
    g.do(A.UseActionDie(player=0, die=bac("fade", 1)))
    g.do(A.ChooseTarget(player=0, target=c(5)))
    assert g.pending.kind == "choose_target" and g.pending.player == 0
    options = g.pending.options
    assert options and all(o.startswith(f"{c(5)}@") for o in options)
    assert len({_energy(g, o) for o in options}) == len(options)  # one per energy shown
    chosen = options[-1]
    g.do(A.ChooseTarget(player=0, target=chosen))
    assert c(5) in g.zone(1, "reserve") and c(5) not in g.zone(1, "field")
    assert g.face(c(5)) == int(chosen.rpartition("@")[2])
    assert c(6) in g.zone(1, "field")


def test_the_opponent_chooses_the_face_where_the_text_says_so() -> None:
    g = with_action(DIM, chris_field=1)
    g.do(A.UseActionDie(player=0, die=bac("dim", 1)))
    g.do(A.ChooseTarget(player=0, target=c(5)))
    assert g.pending.player == 1
    option = g.pending.options[0]
    g.refuse(A.ChooseTarget(player=0, target=option), E.TURN_NOT_YOURS)
    g.do(A.ChooseTarget(player=1, target=option))
    assert c(5) in g.zone(1, "reserve")


def test_a_face_that_is_not_offered_is_refused() -> None:
    g = with_action(FADE, chris_field=1)
    g.do(A.UseActionDie(player=0, die=bac("fade", 1)))
    g.do(A.ChooseTarget(player=0, target=c(5)))
    card = g.state.cards[g.state.dice[c(5)].card]
    character = next(i for i, f in enumerate(card.faces) if not isinstance(f, EnergyFace))
    g.refuse(A.ChooseTarget(player=0, target=f"{c(5)}@{character}"), E.TARGET_INVALID)
    g.refuse(A.ChooseTarget(player=0, target=c(5)), E.TARGET_INVALID)  # a die, not a face
