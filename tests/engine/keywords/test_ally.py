"""Ally (002:L743): "Character dice with the Ally ability count as Sidekicks also while in the
Field Zone. They don't count as Sidekick Dice when in the bag, Prep Area, Used Pile, or
anywhere else." Hook: counts_as_sidekick (asked by the `sidekick` target filter)."""

from __future__ import annotations

from typing import Any

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.stats import stats
from games.engine.abilities.targets import targets_for
from tests.engine.helpers import ACTION0, CHAR, FIST, Game, c, cards_with, m, of_type
from tests.engine.keywords.common import character

HOUND = character("hound", 1, 1, keywords=["ally"])  # A1 D1 at level 1, like a Sidekick
PUP = character("pup", 1, 1)  # the same die without Ally
HOUND_DIE, PUP_DIE = "p2:hound:1", "p2:pup:1"


def action(card_id: str, effect: dict[str, Any]) -> dict[str, Any]:
    """An action card whose action face does `effect`."""
    faces = [{"kind": "action"}] * 3 + [{"kind": "energy", "symbols": ["fist"]}] * 3
    ability = {"trigger": "action", "text": card_id, "effects": [effect]}
    return {"id": card_id, "name": card_id, "kind": "action", "cost": 1, "faces": faces,
            "abilities": [ability]}  # fmt: skip


# "Deal 1 damage to each Sidekick character die" / "KO target non-Sidekick character die".
SWEEP = action("sweep", {"op": "deal_damage", "amount": 1, "target": "all_characters",
                         "filters": {"sidekick": True}})  # fmt: skip
SNIPE = action("snipe", {"op": "ko", "target": "target_die", "filters": {"sidekick": False}})


def at_main(card: str) -> Game:
    """Michele's first Main Step, her action die `card` in the Reserve Pool; in Chris's Field
    Zone a Sidekick character die (c5), his Ally die and his plain die (level 1)."""
    g = Game(
        teams=(((card, 2),), (("hound", 2), ("pup", 2))),
        cards=cards_with(HOUND, PUP, SWEEP, SNIPE),
    )
    g.start()
    g.give(1, HOUND_DIE, to="field", face=0)
    g.give(1, PUP_DIE, to="field", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.give(0, f"p1:{card}:1")
    g.begin({f"p1:{card}:1": ACTION0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def test_in_the_field_zone_an_ally_die_is_hit_by_an_effect_on_sidekicks() -> None:
    """DM-12.7: "any Sidekicks" covers both players' dice; the Ally die is one in the Field
    Zone. The plain die of the same stats is not."""
    g = at_main("sweep")
    events = g.do(A.UseActionDie(player=0, die="p1:sweep:1"))
    damaged = {e.die for e in of_type(events, ev.DieDamaged)}
    assert damaged == {c(5), HOUND_DIE}
    assert {c(5), HOUND_DIE} <= g.zone(1, "prep") and PUP_DIE in g.zone(1, "field")


def test_in_the_attack_zone_it_still_counts_part_of_the_field_zone() -> None:
    """DM-1.4: the Attack Zone is part of the Field Zone."""
    g = at_main("sweep")
    g.arrange(1, "attack", [HOUND_DIE])
    assert HOUND_DIE in targets_for(g.state, "target_die", 0, [("sidekick", True)])


def test_it_is_not_a_non_sidekick_for_an_effect_that_excludes_sidekicks() -> None:
    """Ruling (docs/rulings.md, Keywords (kwa)): counting as a Sidekick, it is not a
    "non-Sidekick" die; choosing it for such an effect is refused (DM-13)."""
    g = at_main("snipe")
    g.do(A.UseActionDie(player=0, die="p1:snipe:1"))
    assert g.pending.kind == "choose_target" and g.pending.options == (PUP_DIE,)
    g.refuse(A.ChooseTarget(player=0, target=HOUND_DIE), E.TARGET_INVALID)
    g.target(PUP_DIE)
    assert PUP_DIE in g.zone(1, "prep") and HOUND_DIE in g.zone(1, "field")


def test_anywhere_else_it_is_not_a_sidekick_die() -> None:
    """Bag, Prep Area, Used Pile, Reserve Pool: only the real Sidekick dice count."""
    g = at_main("sweep")
    for zone in ("used", "prep", "bag", "reserve"):
        g.arrange(1, zone, [HOUND_DIE, c(5)], face=CHAR if zone == "reserve" else None)
        found = targets_for(g.state, "target_die", 0, [("sidekick", True), ("zone", zone)])
        assert c(5) in found and HOUND_DIE not in found, zone


def test_a_count_of_your_sidekick_dice_in_the_field_zone_counts_it() -> None:
    """DM-18.5 "for each of your Sidekick character dice in the Field Zone" (our Hive
    Tender's static ability): the Ally die is one of them, the plain die is not."""
    per = {"op": "modify_defense", "amount": 1, "target": "this_card", "per": "your_sidekick_dice"}
    tender = character("tender", 1, 1, abilities=[{"trigger": "static", "effects": [per]}])
    g = Game(
        teams=((("sweep", 2),), (("tender", 1), ("hound", 2), ("pup", 2))),
        bacs=(("way-out-west", "counterstrike"), ("way-out-west", "counterstrike")),
        cards=cards_with(HOUND, PUP, SWEEP, tender),
        team_format="standard",
    )
    g.start()
    for die_id in ("p2:tender:1", PUP_DIE):
        g.give(1, die_id, to="field", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    assert stats(g.state, g.state.dice["p2:tender:1"]) == (1, 2)  # c5 only
    g.give(1, HOUND_DIE, to="field", face=0)
    assert stats(g.state, g.state.dice["p2:tender:1"]) == (1, 3)  # and the Ally die
    g.arrange(1, "used", [HOUND_DIE])
    assert stats(g.state, g.state.dice["p2:tender:1"]) == (1, 2)
