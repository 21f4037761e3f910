"""Anti-Breath Weapon and the statics and triggers about Breath Weapons (abilities/breath.py,
docs/rulings.md "Anti-Breath Weapon"). An Anti-Breath Weapon is a Reactive Global of its
card (DM-8.19, DM-15.4: it interrupts, before the Breath Weapon resolves) that only its
controller may use while the card is active (DM-18.1); paying as much as the Breath Weapon
cost prevents the whole of it (DM-19.1: what was paid for it is not refunded). Cards are
our own."""

from __future__ import annotations

from games.engine import errors as E
from games.engine.api import legal_actions
from games.engine.model import actions as A
from games.engine.model import events as ev
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, die, m, make_card

ACTIVE = {"kind": "active"}


def _breath(n: int) -> dict:  # type: ignore[type-arg]
    return {"cost": n, "condition": ACTIVE, "breath": n, "text": f"Breath Weapon {n}",
            "effects": [{"op": "deal_damage", "amount": n, "target": "opponent"},
                        {"op": "deal_damage", "amount": n,
                         "target": "all_opposing_characters"}]}  # fmt: skip


ANTI = {"cost": 0, "reactive": "when_facing_a_breath_weapon", "condition": ACTIVE,
        "text": "Anti-Breath Weapon X", "effects": [{"op": "cancel_breath_weapon",
                                                      "target": "you"}]}  # fmt: skip
WYRM = make_card("wyrm", globals=[_breath(2)])
WARDEN = make_card("warden", globals=[ANTI])
CHEAP = make_card(
    "cheap", globals=[ANTI],
    abilities=[{"trigger": "static", "text": "Its Anti-Breath Weapon costs only 1.",
                "effects": [{"op": "anti_breath_only", "amount": 1, "target": "you"}]}],
)  # fmt: skip
HOARD = make_card(
    "hoard", globals=[_breath(1)],
    abilities=[{"trigger": "static", "text": "No other die may use a Breath Weapon.",
                "effects": [{"op": "no_other_breath_weapons", "target": "all_players"}]}],
)  # fmt: skip
ECHO = make_card(
    "echo",
    abilities=[{"trigger": "when_opponent_uses_a_breath_weapon",
                "text": "When an opponent breathes, deal as much to them and their dice.",
                "effects": [{"op": "deal_damage", "amount": 1, "target": "opponent",
                             "per": "opposing_breath_weapon_used"}]}],
)  # fmt: skip


def game(theirs: str = "warden", active: bool = True, energy: int = 2) -> Game:
    """Michele's Main Step: her Wyrm (Breath Weapon 2) active, 3 fist energy; Chris's
    `theirs` active (or not), a Sidekick c5 (1/1) fielded, `energy` fist dice in reserve."""
    cards = cards_with(WYRM, WARDEN, CHEAP, HOARD, ECHO)
    g = Game(teams=((("wyrm", 2), ("hoard", 2)), ((theirs, 2),)), cards=cards)
    g.start()
    g.arrange(0, "field", [die(0, "wyrm", 1)], face=CHAR)
    if active:
        g.arrange(1, "field", [die(1, theirs, 1)], face=CHAR)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.arrange(1, "reserve", [c(n) for n in range(1, 1 + energy)], face=FIST)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def breathe(g: Game) -> list[ev.Event]:
    return g.use_global("wyrm", (m(1), "fist"), (m(2), "fist"))


def test_paying_its_cost_cancels_the_breath_weapon() -> None:
    """The defender is asked at once (DM-8.19) and pays 2, the Breath Weapon's cost."""
    g = game()
    breathe(g)
    assert (g.pending.kind, g.pending.player) == ("react", 1)
    paid = ((c(1), ("fist",)), (c(2), ("fist",)))
    g.do(A.React(player=1, card="warden", ability=0, paid=paid))
    assert g.life(1) == 10 and c(5) in g.zone(1, "field")
    assert m(1) not in g.zone(0, "reserve")  # DM-19.1: Michele's energy is not refunded


def test_declined_the_breath_weapon_resolves() -> None:
    g = game()
    breathe(g)
    g.do(A.DeclineReaction(player=1))
    assert g.life(1) == 8 and c(5) in g.zone(1, "prep")


def test_near_miss_one_energy_short_is_not_enough() -> None:
    """DM-12.2: the cost is the Breath Weapon's whole cost; with 1 energy he is not asked."""
    g = game(energy=1)
    breathe(g)
    assert g.pending.kind != "react" and g.life(1) == 8


def test_near_miss_not_while_the_card_is_not_active() -> None:
    """DM-18.1: the keyword is the character's; with no die of it fielded, nothing."""
    g = game(active=False)
    breathe(g)
    assert g.pending.kind != "react" and g.life(1) == 8


def test_a_static_caps_its_price() -> None:
    g = game("cheap", energy=1)
    breathe(g)
    assert g.pending.kind == "react"
    assert A.DeclineReaction(player=1) in legal_actions(g.state, 1)
    g.refuse(A.React(player=1, card="cheap", ability=0, paid=()), E.ENERGY_INSUFFICIENT)
    g.do(A.React(player=1, card="cheap", ability=0, paid=((c(1), ("fist",)),)))
    assert g.life(1) == 10


def test_other_dice_cannot_use_breath_weapons() -> None:
    """While Hoard is active, Wyrm's Breath Weapon may not be used (DM-12.1), Hoard's may."""
    g = game()
    g.arrange(0, "field", [die(0, "hoard", 1)], face=CHAR)
    g.refuse(
        A.UseGlobal(player=0, card="wyrm", ability=0, paid=((m(1), ("fist",)), (m(2), ("fist",)))),
        E.GLOBAL_BARRED,
    )
    g.use_global("hoard", (m(1), "fist"))
    g.do(A.DeclineReaction(player=1))
    assert g.life(1) == 9


def test_near_miss_without_the_bars_card_the_breath_weapon_is_used() -> None:
    g = game()
    breathe(g)
    g.do(A.DeclineReaction(player=1))
    assert g.life(1) == 8


def test_an_opponents_breath_weapon_triggers_an_equal_answer() -> None:
    """ "An equal amount": the Breath Weapon's N (2), dealt to the one who used it."""
    g = game("echo")
    breathe(g)
    assert g.life(0) == 8 and g.life(1) == 8


def test_near_miss_no_answer_to_any_other_global() -> None:
    g = game("echo")
    g.arrange(0, "field", [die(0, "hoard", 1)], face=CHAR)
    g.use_global("hoard", (m(1), "fist"))
    assert g.life(0) == 9 and g.life(1) == 9


def ours() -> Game:
    """Our cards: Michele's 661ocr (Breath Weapon 2) against Chris's 660ocr (Anti-Breath
    Weapon X, costing only 1 while he has less life than her)."""
    g = Game(teams=((("661ocr", 2),), (("660ocr", 2),)))
    g.start()
    g.arrange(0, "field", [die(0, "661ocr", 1)], face=CHAR)
    g.arrange(1, "field", [die(1, "660ocr", 1), c(5)], face=CHAR)
    g.arrange(1, "reserve", [c(1)], face=FIST)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def test_our_cards_played_one_energy_cancels_while_behind() -> None:
    g = ours()
    g.hurt(1, 3)
    g.use_global("661ocr", (m(1), "fist"), (m(2), "fist"))
    g.do(A.React(player=1, card="660ocr", ability=0, paid=((c(1), ("fist",)),)))
    assert g.life(1) == 7 and c(5) in g.zone(1, "field")


def test_near_miss_our_cards_level_on_life_one_energy_is_short() -> None:
    g = ours()
    g.use_global("661ocr", (m(1), "fist"), (m(2), "fist"))
    assert g.pending.kind != "react" and g.life(1) == 8


LAST = make_card("last", globals=[{
    **_breath(1),
    "effects": [*_breath(1)["effects"],
                {"op": "deal_damage", "amount": 2, "target": "opponent",
                 "condition": {"kind": "dice", "whose": "opposing", "at_most": 0}}],
}])  # fmt: skip


def rider_game(theirs: list[str]) -> Game:
    g = Game(teams=((("last", 2),), (("wyrm", 2),)), cards=cards_with(LAST, WYRM))
    g.start()
    g.arrange(0, "field", [die(0, "last", 1)], face=CHAR)
    if theirs:
        g.arrange(1, "field", theirs, face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.use_global("last", (m(1), "fist"))
    return g


def test_a_rider_hits_the_player_with_no_active_character_die() -> None:
    """The condition is read as the Breath Weapon resolves (DM-18.1): none, 2 more."""
    assert rider_game([]).life(1) == 7


def test_near_miss_a_die_its_own_damage_kos_still_counts() -> None:
    """His 1/1 Sidekick is KO'd only once the Breath Weapon has resolved (the KO door after
    the ability, DM-16.1): it was active as the rider was read (docs/rulings.md)."""
    g = rider_game([c(5)])
    assert g.life(1) == 9 and c(5) in g.zone(1, "prep")
