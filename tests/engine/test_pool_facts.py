"""Per-game facts a game's CardPool works out once (model/cards.py), which the flow asks
before a loop over dice or cards instead of asking each die or card (issue 18: replay
speed). Each fact must give exactly the answer the full look would: these tests compare."""

from __future__ import annotations

from msgspec.structs import replace

from games.engine.abilities.texts import hooks_of, no_hooks
from games.engine.model.cards import CardPool
from games.engine.model.state import Lasting
from tests.engine.effects.common import effect
from tests.engine.helpers import Game, cards_with, m, make_card
from tests.engine.keywords.common import FOE, character

KIN = character("kin", 1, 1, keywords=["swarm"])  # a keyword with a "drawn" hook
# a card with two static abilities, one of two effects (our own wording)
CALM = make_card(
    "calm",
    abilities=[
        {"trigger": "static", "text": "If calm would be KO'd, instead ...",
         "effects": [effect("ko_instead", "this_card", zone="used")]},
        {"trigger": "static", "text": "calm costs 1 less to buy and 1 less to field.",
         "effects": [effect("reduce_cost", "this_card", amount=1),
                     effect("reduce_field_cost", "this_card", amount=1)]},
    ],
)  # fmt: skip


def _state(*teams: tuple[tuple[str, int], ...]):
    g = Game(teams=teams, cards=cards_with(KIN, CALM))
    g.start()
    return g.state


def test_hook_points_are_the_points_some_card_of_the_game_answers() -> None:
    with_kin = _state((("kin", 2),), ((FOE, 2),))
    without = _state(((FOE, 2),), ((FOE, 2),))
    assert "drawn" in with_kin.cards.hook_points
    assert "drawn" not in without.cards.hook_points
    assert not no_hooks(with_kin, "drawn")
    assert no_hooks(without, "drawn")
    # the full look agrees: no die of the game without Kin has a "drawn" hook
    assert all(hooks_of(without, d, "drawn") == () for d in without.dice)


def test_no_hooks_answers_no_while_a_persistent_effect_may_give_a_keyword() -> None:
    """With a persistent effect in force a die may have another card's text (a copy) or a
    keyword given to it: the per-die look decides then, never the pool's fact alone."""
    state = _state(((FOE, 2),), ((FOE, 2),))
    effect = Lasting("grant_keyword", m(1), "x", 0, "end_of_turn")
    assert not no_hooks(replace(state, lasting=(effect,)), "drawn")


def test_static_effects_hold_each_static_effect_once_in_card_order() -> None:
    state = _state((("kin", 2), ("calm", 2)), ((FOE, 2),))
    pool = state.cards
    assert isinstance(pool, CardPool)
    expected = [
        (card.id, index, effect.op)
        for card in pool.values()
        for index, ability in enumerate(card.statics)
        for effect in ability.effects
    ]
    found = [
        (card.id, card.statics.index(ability), effect.op)
        for entries in pool.static_effects.values()
        for card, ability, effect in entries
    ]
    assert len(expected) == 3 and sorted(found) == sorted(expected)
    assert pool.static_ops == frozenset(op for _, _, op in expected)
    for entries in pool.static_effects.values():  # each primitive's own, in card order
        order = [list(pool).index(card.id) for card, _, _ in entries]
        assert order == sorted(order)


def test_a_card_that_flips_back_gives_the_pool_it_came_from() -> None:
    """A flip keeps the pool it gives on the pool (model/flip_sides.py): flipping back gives
    the first pool again, a second flip the kept one, and each holds the side that is up."""
    from games.engine.loading import card_from_dict
    from games.engine.model.flip_sides import flipped_pool
    from tests.engine.keywords.test_flip import TWIN

    front = card_from_dict(TWIN)
    pool = CardPool({"twin": front})
    turned = flipped_pool(pool, "twin")
    assert turned["twin"] is front.back and pool["twin"] is front
    assert flipped_pool(turned, "twin") is pool
    assert flipped_pool(pool, "twin") is turned
    assert turned.hook_points == CardPool({"twin": front.back}).hook_points


def test_a_printed_defense_of_zero_is_a_fact_of_the_card_and_of_its_pool() -> None:
    """CardDef.zero_defense is worked out once, when the card is made (DM-16.1)."""
    from dataclasses import replace as replaced

    from games.engine.model.cards import CharacterFace

    card = cards_with(KIN)["kin"]
    assert not card.zero_defense and not CardPool({"kin": card}).zero_defense
    faces = (CharacterFace(level=1, cost=0, attack=1, defense=0), *card.faces[1:])
    zero = replaced(card, faces=faces)
    assert zero.zero_defense and CardPool({"kin": zero}).zero_defense
