"""Stun tokens (abilities/stun.py, effects/stun.py; docs/rulings.md "Stun tokens"): a token
put on a character card of one player (`put_stun_token`) keeps that player's dice of that
card from attacking and blocking (DM-12.1: "can't" beats "can") until it is taken off
(`remove_stun_token`, the placing card's Global: pay 2 in a Global window, DM-8.16 to
DM-8.19); a card whose text says so never gets one (`no_stun_tokens`). Our own wording."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.effects.stun import EFFECTS
from games.engine.abilities.permissions import may_attack, may_block
from games.engine.abilities.stun import STUN, stunned
from games.engine.loading import card_execution
from games.engine.model.batch import Batch
from games.engine.model.errors import TARGET_INVALID
from games.engine.model.evolve import evolve
from games.engine.model.state import Trigger
from games.engine.sim.tactics import worth_using
from tests.engine.effects.common import effect
from tests.engine.helpers import FIST, MADELYNE, MASTERMIND, TEAMS, Game, cards_with, m
from tests.engine.keywords.common import character, face_off

REMOVE = {
    "cost": 2,
    "text": "Pay 2: take a Stun token off one of your cards.",
    "effects": [effect("remove_stun_token", "choose_your_card", filters={"stunned": True})],
}
FROST = character(
    "frost", 1, 1,
    abilities=[{"trigger": "when_fielded", "text": "When fielded, stun an opposing card.",
                "effects": [effect("put_stun_token", "choose_opposing_card")]}],
    globals=[REMOVE],
)  # fmt: skip
HARDY = character(
    "hardy", 2, 2,
    abilities=[{"trigger": "static", "text": "No Stun token on this card.",
                "effects": [effect("no_stun_tokens", "this_card")]}],
)  # fmt: skip
FIRST = "p1:frost:1"


def game() -> Game:
    """Michele's first turn, Main Step: a Frost die in her Reserve Pool on its level-1
    face (fielding cost 0), three fist energy; Chris's team is Mastermind and Madelyne."""
    g = Game(teams=((("frost", 2), TEAMS[0][0]), TEAMS[1]), cards=cards_with(FROST))
    g.start()
    g.give(0, FIRST, to="used")
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.arrange(0, "reserve", [FIRST], face=0)
    return g


def stun(g: Game, owner: int, card: str) -> None:
    token = ev.EffectStarted(STUN, f"card:{owner}:{card}", "x", 1 - owner, "game")
    g.state = evolve(g.state, token)


def test_fielding_puts_a_stun_token_on_the_chosen_opposing_card_only() -> None:
    g = game()
    g.field(FIRST)
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {f"card:1:{MASTERMIND}", f"card:1:{MADELYNE}"}
    g.target(f"card:1:{MADELYNE}")
    g.arrange(1, "field", ["p2:" + MADELYNE + ":1", "p2:" + MASTERMIND + ":1"], face=0)
    assert stunned(g.state, "p2:" + MADELYNE + ":1")
    assert not stunned(g.state, "p2:" + MASTERMIND + ":1")  # near miss: another card
    assert not stunned(g.state, FIRST)  # near miss: Michele's own dice


def test_a_stunned_card_s_dice_may_neither_attack_nor_block() -> None:
    """DM-12.1: the token's "can't" beats the rules' "can"; it stays past Cleanup."""
    g = face_off([character("hero", 2, 2)], [character("foe", 2, 2)], chris_field=1)
    hero, foe, sidekick = "p1:hero:1", "p2:foe:1", "p2:sidekick:5"
    assert may_attack(g.state, hero) and may_block(g.state, foe, hero)
    stun(g, 0, "hero")
    stun(g, 1, "foe")
    assert not may_attack(g.state, hero)
    assert not may_block(g.state, foe, hero)
    assert may_block(g.state, sidekick, hero)  # near miss: a die of an unstunned card
    g.state = evolve(evolve(g.state, ev.TurnCleanedUp(1)), ev.TurnBegan(2, 1))  # DM-10.1
    assert not may_attack(g.state, hero)  # the token outlasts the turn


def test_its_owner_pays_two_in_a_global_window_to_take_one_token_off() -> None:
    g = game()
    paid = ((m(1), ("fist",)), (m(2), ("fist",)))
    # near miss: no card of hers is stunned, so the Global has nothing to do (DM-13.4)
    g.refuse(A.UseGlobal(player=0, card="frost", paid=paid), TARGET_INVALID)
    stun(g, 0, TEAMS[0][0][0])
    stun(g, 0, TEAMS[0][0][0])
    g.use_global("frost", (m(1), "fist"), (m(2), "fist"))
    g.target(f"card:0:{TEAMS[0][0][0]}")
    tokens = [x for x in g.state.lasting if x.effect == STUN]
    assert len(tokens) == 1  # one token off, one left


def test_a_card_that_cannot_have_stun_tokens_gets_none() -> None:
    g = face_off([character("hero", 2, 2)], [HARDY])
    b = Batch(g.state)
    trigger = Trigger(0, "hero", 0, "ability", "p1:hero:1")
    put = EFFECTS["put_stun_token"].apply
    put(b, None, trigger, ["card:1:hardy", f"card:1:{MADELYNE}"])  # type: ignore[arg-type]
    assert [e.target for e in b.events] == [f"card:1:{MADELYNE}"]


def test_a_die_named_puts_the_token_on_its_card_for_its_owner() -> None:
    g = face_off([character("hero", 2, 2)], [character("foe", 2, 2)])
    b = Batch(g.state)
    trigger = Trigger(0, "hero", 0, "ability", "p1:hero:1")
    EFFECTS["put_stun_token"].apply(b, None, trigger, ["p2:foe:1"])  # type: ignore[arg-type]
    assert [e.target for e in b.events] == ["card:1:foe"]
    EFFECTS["remove_stun_token"].apply(b, None, trigger, ["card:1:hero"])  # type: ignore[arg-type]
    assert len(b.events) == 1  # near miss: nothing to take off an unstunned card


def test_the_cards_load_as_executed() -> None:
    for card in (FROST, HARDY):
        assert card_execution(card).executed, card_execution(card).reasons


ICE = character(
    "ice", 1, 5, affiliations=["villain"],
    abilities=[{"trigger": "when_blocked_by_die", "text": "Blocked by a non-Villain: stun it.",
                "trigger_filters": {"not_affiliation": "villain"},
                "effects": [effect("put_stun_token", "engaged_dice",
                                   filters={"not_affiliation": "villain"})]}],
)  # fmt: skip


def test_only_the_engaged_dice_the_filter_names_get_their_card_stunned() -> None:
    """The engaged dice (relative.py) filtered: a Villain blocker's card is left alone."""
    bad = character("bad", 1, 1, affiliations=["villain"])
    g = face_off([ICE], [bad], chris_field=1)
    g.attack("p1:ice:1")
    g.pass_all()
    g.block(("p2:sidekick:5", "p1:ice:1"), ("p2:bad:1", "p1:ice:1"))
    while g.pending.kind == "choose_target":
        g.target(g.pending.options[0])
    assert {x.target for x in g.state.lasting if x.effect == STUN} == {"card:1:sidekick"}


def test_a_bot_takes_a_stun_token_off_its_own_card_in_its_main_step() -> None:
    """Bots play the Global too: worth using for its player's stunned card in their own Main
    Step (before attacking), never on the opponent's turn (DM-8.16: either may use it)."""
    g = game()
    stun(g, 0, TEAMS[0][0][0])
    use = A.UseGlobal(player=0, card="frost", paid=((m(1), ("fist",)), (m(2), ("fist",))))
    assert worth_using(g.state, 0, use)
    assert not worth_using(g.state, 1, use)
