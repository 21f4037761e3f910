"""The first point of damage prevented (ops `prevent_first_point`,
`prevent_first_point_each_source`: abilities/first_point.py; DM-19.1, DM-14.3), statics on
their card's controller while it is active. Our own wording; near misses are dealt in full."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.damage import deal_damage
from games.engine.model.batch import Batch
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import CHAR, make_card, of_type

PAIN = action_card(
    "pain",
    {"text": "Deal 2 damage to you. Then deal 2 damage to you.",
     "effects": [effect("deal_damage", "you", amount=2), effect("deal_damage", "you", amount=2)]},
)  # fmt: skip


def _warden(card_id: str, op: str) -> dict:
    return make_card(
        card_id,
        abilities=[{"trigger": "static", "while_active": "self",
                    "text": f"While {card_id} is active, prevent the first point of damage ...",
                    "effects": [effect(op, "you")]}],
    )  # fmt: skip


ONCE = _warden("once", "prevent_first_point")
EACH = _warden("each", "prevent_first_point_each_source")


def test_the_first_point_each_turn_is_prevented_once() -> None:
    g = with_action(PAIN, ONCE)
    g.give(0, "p1:once:1", to="field", face=CHAR)
    events = use(g, "pain")
    assert g.life(0) == 10 - 3  # 1 of the first 2, none of the next 2
    (shielded,) = of_type(events, ev.DamageShielded)
    assert shielded.amount == 1 and shielded.target == "player:0"


def test_not_active_all_of_it_is_dealt() -> None:
    """Near miss: no Once die in the Field Zone (DM-18.1)."""
    g = with_action(PAIN, ONCE)
    use(g, "pain")
    assert g.life(0) == 10 - 4


def test_each_source_its_own_first_point() -> None:
    g = with_action(PAIN, EACH)
    g.give(0, "p1:each:1", to="field", face=CHAR)
    b = Batch(g.state)
    assert deal_damage(b, "bac:pain:1", "player:0", 2, False) == 1
    assert deal_damage(b, "bac:pain:1", "player:0", 2, False) == 2  # the same source again
    assert deal_damage(b, "p2:sidekick:5", "player:0", 1, True) == 0  # another source
    assert deal_damage(b, "p2:sidekick:5", "player:0", 3, True) == 3


def test_one_point_a_turn_whatever_the_source() -> None:
    g = with_action(PAIN, ONCE)
    g.give(0, "p1:once:1", to="field", face=CHAR)
    b = Batch(g.state)
    assert deal_damage(b, "bac:pain:1", "player:0", 1, False) == 0  # prevented: nothing dealt
    assert deal_damage(b, "p2:sidekick:5", "player:0", 1, True) == 1


def test_the_opponent_is_not_protected() -> None:
    """Near miss: "you" is the card's controller; damage to Chris is dealt in full."""
    g = with_action(PAIN, ONCE)
    g.give(0, "p1:once:1", to="field", face=CHAR)
    b = Batch(g.state)
    assert deal_damage(b, "p1:sidekick:1", "player:1", 2, False) == 2


def test_each_turn_it_is_new() -> None:
    """The mark lasts until Cleanup (DM-14.2): the next turn's first point is prevented."""
    g = with_action(PAIN, ONCE)
    g.give(0, "p1:once:1", to="field", face=CHAR)
    use(g, "pain")
    marks = [x for x in g.state.lasting if x.effect == "first_point_prevented"]
    assert marks and all(x.until == "end_of_turn" for x in marks)


def _guard(card_id: str, op: str, target: str, amount: int = 0, **more: object) -> dict:
    spec = effect(op, target, **({"amount": amount} if amount else {}), **more)
    return make_card(
        card_id,
        abilities=[{"trigger": "static", "text": "... prevent the first 2 damage ...",
                    "effects": [spec]}],
    )  # fmt: skip


BULWARK = _guard("bulwark", "prevent_first_point", "this_card", amount=2)
WARDEN = _guard(
    "warden", "prevent_first_point_each_source", "all_your_characters", filters={"sidekick": True}
)


def test_a_die_s_own_first_two_points_each_turn() -> None:
    """ "Prevent the first 2 damage dealt to each <self> die each turn": 1 of the first Zap
    and 1 of the next damage are the 2 (over two events); then all is dealt. Another die of
    it has its own 2; a die of another card has none."""
    g = with_action(PAIN, BULWARK)
    g.give(0, "p1:bulwark:1", to="field", face=CHAR)
    g.give(0, "p1:bulwark:2", to="field", face=CHAR)
    b = Batch(g.state)
    assert deal_damage(b, "bac:pain:1", "p1:bulwark:1", 1, False) == 0
    assert deal_damage(b, "p2:sidekick:5", "p1:bulwark:1", 3, True) == 2
    assert deal_damage(b, "bac:pain:1", "p1:bulwark:1", 1, False) == 1
    assert deal_damage(b, "bac:pain:1", "p1:bulwark:2", 3, False) == 1
    assert deal_damage(b, "bac:pain:1", "p1:sidekick:1", 1, False) == 1
    assert deal_damage(b, "bac:pain:1", "player:0", 1, False) == 1  # dice, not you
    shielded = [(e.target, e.amount) for e in of_type(b.events, ev.DamageShielded)]
    assert shielded == [("p1:bulwark:1", 1), ("p1:bulwark:1", 1), ("p1:bulwark:2", 2)]


def test_the_dice_a_static_names_each_source_its_first_point() -> None:
    """ "While <it> is active, prevent the first point of damage to your Sidekick dice from
    each source each turn": per die and source; not while the card is inactive."""
    g = with_action(PAIN, WARDEN)
    b = Batch(g.state)
    assert deal_damage(b, "bac:pain:1", "p1:sidekick:1", 1, False) == 1  # not active
    g = with_action(PAIN, WARDEN)
    g.give(0, "p1:warden:1", to="field", face=CHAR)
    b = Batch(g.state)
    assert deal_damage(b, "bac:pain:1", "p1:sidekick:1", 2, False) == 1
    assert deal_damage(b, "bac:pain:1", "p1:sidekick:1", 2, False) == 2
    assert deal_damage(b, "p2:sidekick:5", "p1:sidekick:1", 1, True) == 0
    assert deal_damage(b, "bac:pain:1", "p1:warden:1", 2, False) == 2  # no Sidekick
