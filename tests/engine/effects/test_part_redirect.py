"""Part of each damage from some sources sent to the opponent (abilities/static_redirect.py
`redirect_part_to_opponent`; DM-19.2: the source is unchanged; DM-15.4: at once, as it is
dealt): "Whenever <self> is damaged by a (bolt) character, redirect the first 1 damage from
her to your opponent" (our own wording). Near misses: another source, an action die,
another die."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.damage import deal_damage
from games.engine.abilities.damage_sources import Dealer
from games.engine.loading import card_execution
from games.engine.model.batch import Batch
from tests.engine.effects.common import effect
from tests.engine.helpers import c, m, of_type
from tests.engine.keywords.common import character, face_off

MIRROR, ZAPPER = "p1:mirror:1", "p2:zapper:1"


def _mirror() -> dict:
    spec = effect("redirect_part_to_opponent", "this_card", amount=1,
                  by_filters={"energy_type": "bolt"})  # fmt: skip
    return character(
        "mirror", 2, 5,
        abilities=[{"trigger": "static", "text": "Whenever mirror is damaged by ...",
                    "effects": [spec]}],
    )  # fmt: skip


def _game():
    zapper = character("zapper", 3, 3)
    zapper["energy_types"] = ["bolt"]
    return face_off([_mirror()], [zapper])


def test_the_card_is_executed() -> None:
    assert card_execution(_mirror()).executed


def test_the_first_1_of_each_such_damage_goes_to_the_opponent() -> None:
    g = _game()
    life = g.life(1)
    b = Batch(g.state)
    assert deal_damage(b, ZAPPER, MIRROR, 3, True) == 2  # the rest to her die
    (moved,) = of_type(b.events, ev.PlayerDamaged)
    assert (moved.player, moved.amount, moved.source, moved.combat) == (1, 1, ZAPPER, True)
    g2 = _game()
    b = Batch(g2.state)
    deal_damage(b, ZAPPER, MIRROR, 1, False, Dealer(frozenset({"character"}), 1))
    assert not of_type(b.events, ev.DieDamaged)  # all of 1 went: the die takes none
    assert [e.amount for e in of_type(b.events, ev.PlayerDamaged)] == [1]
    assert g.life(1) == life  # (a Batch only: the game itself unchanged)


def test_near_misses_another_source_or_another_die() -> None:
    g = _game()
    b = Batch(g.state)
    assert deal_damage(b, c(1), MIRROR, 3, True) == 3  # a Sidekick (no type): all to her
    assert not of_type(b.events, ev.PlayerDamaged)
    b = Batch(g.state)
    assert deal_damage(b, "bac:singe:1", MIRROR, 2, False) == 2  # no character die
    b = Batch(g.state)
    assert deal_damage(b, ZAPPER, m(1), 2, True) == 2  # not the card's die
    assert not of_type(b.events, ev.PlayerDamaged)
