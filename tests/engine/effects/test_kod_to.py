"""KO'd dice sent elsewhere than the Prep Area (ops `kod_to`, `kos_to`: abilities/kod_to.py):
card text beats DM-9.11's "KO'd -> its owner's Prep Area" (DM-12.1). The KO happens (DM-16.4), then
the die goes on to the zone named. Our own wording."""

from __future__ import annotations

from games.engine import events as ev
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import CHAR, Game, c, m, make_card, of_type

SMITE = action_card(
    "smite",
    {"text": "KO target character die.", "effects": [effect("ko", "target_die")]},
)  # fmt: skip
WARDEN = make_card(
    "warden",
    abilities=[{"trigger": "static", "while_active": "self",
                "text": "While Warden is active, a Sidekick die that is KO'd goes to its "
                        "owner's bag.",
                "effects": [effect("kod_to", "all_characters", zone="bag",
                                   filters={"sidekick": True})]}],
)  # fmt: skip
GORGON = make_card(
    "gorgon",
    abilities=[{"trigger": "static", "while_active": "self",
                "text": "When Gorgon KOs a Sidekick die with combat damage, that die goes "
                        "to the Used Pile instead of the Prep Area.",
                "effects": [effect("kos_to", "this_card", zone="used",
                                   by_filters={"sidekick": True})]}],
)  # fmt: skip


def test_a_sidekick_ko_d_while_the_card_is_active_goes_to_the_bag() -> None:
    g = with_action(SMITE, WARDEN)
    g.give(0, "p1:warden:1", to="field", face=CHAR)
    events = use(g, "smite", c(5))
    assert of_type(events, ev.DiceKnockedOut)  # it was KO'd (DM-16.4)
    assert c(5) in g.zone(1, "bag") and c(5) not in g.zone(1, "prep")


def test_not_active_the_ko_d_die_goes_to_the_prep_area() -> None:
    """Near miss: with no Warden die in the Field Zone the static does not hold (DM-18.1)."""
    g = with_action(SMITE, WARDEN)
    use(g, "smite", c(5))
    assert c(5) in g.zone(1, "prep")


def fight(with_gorgon: bool) -> tuple[Game, list[ev.Event], str]:
    """Michele's attacker (a Gorgon die, or her Sidekick m1) is blocked by Chris's c5; both
    are dealt lethal damage (1/1 each, DM-9.9/9.10)."""
    g = with_action(SMITE, GORGON, first_player_may_attack_first_turn=True)
    attacker = m(1)
    if with_gorgon:
        attacker = "p1:gorgon:1"
        g.give(0, attacker, to="field", face=CHAR)
    g.pass_all()
    g.attack(attacker)
    events = g.block((c(5), attacker))
    events += g.pass_all()
    return g, events, attacker


def test_a_die_ko_d_by_the_card_s_combat_damage_goes_to_the_used_pile() -> None:
    g, events, attacker = fight(True)
    assert of_type(events, ev.DiceKnockedOut)
    assert c(5) in g.zone(1, "used")  # Chris's die on Michele's turn: no Out of Play for him
    assert attacker in g.zone(0, "prep")  # near miss: the Gorgon die itself, KO'd by c5


def test_a_die_ko_d_by_another_die_goes_to_the_prep_area() -> None:
    """Near miss: the blocker KO'd by a Sidekick, with no Gorgon die engaged."""
    g, _, _ = fight(False)
    assert c(5) in g.zone(1, "prep")


MARSHAL = make_card(
    "marshal",
    abilities=[{"trigger": "static", "while_active": "self",
                "text": "While Marshal is active, when an attacking character die is KO'd, "
                        "it goes to the Used Pile.",
                "effects": [effect("kod_to", "all_characters", zone="used",
                                   filters={"zone": "attack", "blocker": False})]}],
)  # fmt: skip


def test_an_attacking_die_ko_d_goes_on_the_blocker_it_fought_does_not() -> None:
    """Read as the dice are KO'd, still in the Attack Zone (DM-9.1): the attacker is, the
    blocker (also in the Attack Zone, there to block) is not."""
    g = with_action(SMITE, MARSHAL, first_player_may_attack_first_turn=True)
    g.give(0, "p1:marshal:1", to="field", face=CHAR)
    g.pass_all()
    g.attack(m(1))
    events = g.block((c(5), m(1)))
    events += g.pass_all()
    assert len(of_type(events, ev.DiceKnockedOut)) >= 1
    assert m(1) in (*g.zone(0, "used"), *g.zone(0, "oop"))  # Out of Play on her turn
    assert c(5) in g.zone(1, "prep")
