"""Exact prevention (DM-19.1) and redirection (DM-19.2) with the damage record
(games/engine/model/hits.py): each damage event is recorded, prevention takes back the
damage just dealt and nothing older, and what it takes back triggers nothing."""

from __future__ import annotations

from typing import Any

from games.engine import actions as A
from games.engine import events as ev
from games.engine.log.snapshot import decode, encode
from games.engine.model import hits
from tests.engine.effects.common import action_card, effect
from tests.engine.effects.test_reactive import BLAST, ZAP
from tests.engine.helpers import ACTION0, CHAR, FIST, TEAMS, Game, bac, c, cards_with, m, of_type
from tests.engine.keywords.common import FOE, character


def _reactive(card_id: str, trigger: str, *effects: dict[str, Any]) -> dict[str, Any]:
    """A Basic Action Card with one Reactive Global (cost 1) doing `effects`."""
    return action_card(
        card_id,
        {"text": "Gain 1 life.", "effects": [effect("gain_life", "you", amount=1)]},
        globals=[{"cost": 1, "reactive": trigger, "text": "Reactive: ...",
                  "effects": list(effects)}],
    )  # fmt: skip


GUARD = _reactive("guard", "when_damaged", effect("prevent_damage", "this_die"))
GUARD_ONE = _reactive("guardone", "when_damaged", effect("prevent_damage", "this_die", amount=1))
DIVERT = _reactive(  # "... that damage is dealt to each opposing character die that is not
    "divert",  # blocking instead"
    "when_damaged",
    effect("redirect_damage", "all_opposing_characters", filters={"blocker": False}),
)
MIRROR = _reactive("mirror", "when_damaged", effect("redirect_damage", "opponent"))
DEFLECT = action_card(
    "deflect",
    {"text": "Gain 1 life.", "effects": [effect("gain_life", "you", amount=1)]},
    globals=[{"cost": 1, "text": "Global: Pay 1: the next time you would be dealt damage this "
                                 "turn, that damage is dealt to your opponent instead.",
              "effects": [effect("redirect_next", "opponent", from_target="you")]}],
)  # fmt: skip
GAIN = {"trigger": "when_damaged", "text": "When damaged, gain 1 life.",
        "effects": [effect("gain_life", "you", amount=1)]}  # fmt: skip
BITE = {"trigger": "when_deals_damage", "text": "When it deals damage, gain 1 life.",
        "effects": [effect("gain_life", "you", amount=1)]}  # fmt: skip
TOUGH = character("tough", 1, 5, abilities=[GAIN])  # A1 D5, when damaged: gain 1 life
BRUTE = character("brute", 0, 6, abilities=[GAIN])  # A0: no damage of its own to split
BITER = character("biter", 1, 3, abilities=[BITE])
HITTER = character("hitter", 2, 5, abilities=[BITE])
WALL = character("wall", 0, 5)


def _pay(g: Game, card: str, player: int, die: str) -> list[ev.Event]:
    return g.do(A.React(player=player, card=card, ability=0, paid=((die, ("fist",)),)))


# --- ability damage --------------------------------------------------------------------------


def zap_game(reactive: dict[str, Any]) -> Game:
    """Michele's first turn, Main Step, two Zap action dice; Chris's Tough (A1 D5) in his
    Field Zone, his Reactive Global `reactive` and one fist energy die to pay it."""
    g = Game(
        teams=(
            (("jubilee-wondra", 2), ("hope-summers-messiah-complex", 2)),
            (("tough", 2), (FOE, 2)),
        ),
        bacs=(("zap",), (reactive["id"],)),
        cards=cards_with(ZAP, TOUGH, reactive),
    )
    g.start()
    g.give(0, bac("zap", 1))
    g.give(0, bac("zap", 2))
    g.give(1, "p2:tough:1", to="field", face=0)
    g.arrange(1, "reserve", [c(1)], face=FIST)
    g.begin(
        {bac("zap", 1): ACTION0, bac("zap", 2): ACTION0, m(1): FIST, m(2): FIST, m(3): FIST},
        oop=m(4),
    )
    g.hurt(1, 3)  # room for life gained (DM-11.3)
    return g


def _zap(g: Game, die: str) -> list[ev.Event]:
    events = g.do(A.UseActionDie(player=0, die=die))
    return events + g.target("p2:tough:1")


def test_each_damage_event_is_recorded() -> None:
    """What one event dealt: its amount, source die and target (DM-19.1 needs it)."""
    g = zap_game(GUARD)
    _zap(g, bac("zap", 1))
    (hit,) = g.state.hits
    assert (hit.target, hit.source, hit.amount, hit.combat) == (
        "p2:tough:1",
        bac("zap", 1),
        1,
        False,
    )
    _, state = decode(encode(g.state), g.state.cards)
    assert state.hits == g.state.hits  # the snapshot keeps the record


def test_prevention_takes_back_the_damage_just_dealt_never_older_damage() -> None:
    """DM-19.1: "prevent all of that damage" after a second Zap: the first Zap's damage,
    let through, stays; only the second one's "when damaged" leaves the queue."""
    g = zap_game(GUARD)
    _zap(g, bac("zap", 1))
    g.do(A.DeclineReaction(player=1))
    assert g.state.dice["p2:tough:1"].damage == 1 and g.life(1) == 8  # its "when damaged"
    _zap(g, bac("zap", 2))
    assert g.state.dice["p2:tough:1"].damage == 2 and g.pending.kind == "react"
    events = _pay(g, "guard", 1, c(1))
    assert ev.DamagePrevented("p2:tough:1", 1, "guard") in events
    assert g.state.dice["p2:tough:1"].damage == 1
    assert g.life(1) == 8  # the second "when damaged" was prevented with its damage
    assert not [t for t in g.state.triggers if t.card == "tough"]


# --- combat damage ---------------------------------------------------------------------------


def combat(
    mine: list[dict[str, Any]], theirs: list[dict[str, Any]], michele: dict[str, Any]
) -> Game:
    """Michele's first turn (she may attack), Declare Attackers: one die of each of `mine` in
    her Field Zone, the dice of `theirs` (two of each) in Chris's, her Reactive Global
    `michele` with a fist energy die (m2) in her Reserve Pool, Sidekick m5 in her Field Zone."""
    g = Game(
        teams=(tuple((x["id"], 2) for x in mine), (*((x["id"], 2) for x in theirs), (FOE, 2))),
        bacs=((michele["id"],), ("counterstrike",)),
        cards=cards_with(*mine, *theirs, michele),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    for card in mine:
        g.give(0, f"p1:{card['id']}:1", to="field", face=0)
    for card in theirs:
        for n in (1, 2):
            g.give(1, f"p2:{card['id']}:{n}", to="field", face=0)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.arrange(0, "field", [m(5)], face=CHAR)
    g.hurt(0, 3)  # room for life gained (DM-11.3)
    g.hurt(1, 3)
    g.pass_all()
    assert g.pending.kind == "declare_attackers"
    return g


def test_combat_damage_from_two_blockers_is_one_moment_prevented_exactly() -> None:
    """DM-9.7 (all combat damage at once) and DM-19.1: Brute blocked by two Biters takes
    1 + 1; preventing it all takes back both hits, so Brute's "when damaged" and both
    Biters' "when deals damage" leave the queue: nothing was dealt."""
    g = combat([BRUTE], [BITER], GUARD)
    g.attack("p1:brute:1")
    g.block(("p2:biter:1", "p1:brute:1"), ("p2:biter:2", "p1:brute:1"))
    g.pass_all()
    assert g.pending.kind == "react" and g.state.dice["p1:brute:1"].damage == 2
    assert {h.moment for h in g.state.hits} == {hits.COMBAT_MOMENT}
    events = _pay(g, "guard", 0, m(2))
    assert ev.DamagePrevented("p1:brute:1", 2, "guard") in events
    assert g.state.dice["p1:brute:1"].damage == 0
    resolved = {(e.card, e.source_die) for e in of_type(events, ev.AbilityResolved)}
    assert resolved == {("guard", "p1:brute:1")}  # nothing else resolved: it all left
    assert (g.life(0), g.life(1)) == (7, 7)


def test_a_partial_prevention_leaves_the_source_whose_damage_stands() -> None:
    """Prevent 1 of Brute's 2: it comes off the later hit (the second Biter's), whose "when
    deals damage" leaves the queue; the first Biter's damage stands, and so do its ability
    and Brute's "when damaged" (DM-19.1: only the prevented part triggers nothing)."""
    g = combat([BRUTE], [BITER], GUARD_ONE)
    g.attack("p1:brute:1")
    g.block(("p2:biter:1", "p1:brute:1"), ("p2:biter:2", "p1:brute:1"))
    g.pass_all()
    events = _pay(g, "guardone", 0, m(2))
    assert ev.DamagePrevented("p1:brute:1", 1, "guardone") in events
    waiting = {(t.card, t.source_die) for t in g.state.triggers}
    assert ("biter", "p2:biter:2") not in waiting
    done = {(e.card, e.source_die) for e in of_type(g.events, ev.AbilityResolved)}
    assert ("brute", "p1:brute:1") in done and ("biter", "p2:biter:1") in done
    assert ("biter", "p2:biter:2") not in done
    assert (g.life(0), g.life(1)) == (8, 8)


def test_redirected_combat_damage_keeps_its_source() -> None:
    """DM-19.2: "The source is unchanged": Chris's Hitter blocks Michele's Brute and deals
    it 2 combat damage; Michele's Divert sends it to Chris's other Hitter, which did not
    block. It is still combat damage dealt by the blocking Hitter."""
    g = combat([BRUTE], [HITTER], DIVERT)
    g.attack("p1:brute:1")
    g.block(("p2:hitter:1", "p1:brute:1"))
    g.pass_all()
    assert g.pending.kind == "react"
    events = _pay(g, "divert", 0, m(2))
    assert ev.DamagePrevented("p1:brute:1", 2, "divert") in events
    # dealt by the same source, as the same kind of damage, to the new target
    assert ev.DieDamaged("p2:hitter:2", 2, "p2:hitter:1", True) in events
    assert g.state.dice["p1:brute:1"].damage == 0
    # the source still dealt damage: its "when deals damage" resolves; Brute's "when
    # damaged" left the queue
    resolved = {(e.card, e.source_die) for e in of_type(events, ev.AbilityResolved)}
    assert ("hitter", "p2:hitter:1") in resolved and ("brute", "p1:brute:1") not in resolved
    assert (g.life(0), g.life(1)) == (7, 8)


def test_damage_to_a_die_goes_to_the_player_the_card_names() -> None:
    """DM-19.2 "the target changes to the new one per the text" and DM-12.1: Mirror ("that
    damage is dealt to your opponent instead", like our set's 71ocr) sends a die's damage to
    a player; the source is still Michele's Zap die."""
    g = zap_game(MIRROR)
    _zap(g, bac("zap", 1))
    events = _pay(g, "mirror", 1, c(1))
    assert ev.DamagePrevented("p2:tough:1", 1, "mirror") in events
    assert ev.PlayerDamaged(0, 1, bac("zap", 1), False) in events
    assert g.state.dice["p2:tough:1"].damage == 0 and g.life(0) == 9


# --- a persistent redirection ----------------------------------------------------------------


def test_the_next_damage_to_you_is_redirected_once() -> None:
    """DM-19.2, DM-14.2: "the next time you would be dealt damage this turn, that damage is
    dealt to your opponent instead": Chris's Deflect sends Michele's Blast back to her, from
    the same source (her Blast die), and is used up."""
    g = Game(bacs=(("blast",), ("deflect",)), cards=cards_with(BLAST, DEFLECT))
    g.start()
    g.give(0, bac("blast", 1))
    g.arrange(1, "reserve", [c(1)], face=FIST)
    g.begin({bac("blast", 1): ACTION0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.pass_()  # Chris holds priority in Michele's Main Step
    events = g.use_global("deflect", (c(1), "fist"))
    assert ev.EffectStarted("redirect", "player:1", "deflect", 1, to="player:0") in events
    g.pass_() if g.pending.player == 1 else None
    events = g.do(A.UseActionDie(player=0, die=bac("blast", 1)))
    assert ev.PlayerDamaged(0, 2, bac("blast", 1), False) in events
    assert not of_type(events, ev.PlayerDamaged)[1:]
    assert (g.life(0), g.life(1)) == (8, 10) and g.state.lasting == ()


def test_a_chosen_new_target_keeps_the_kind_of_target() -> None:
    """DM-19.2: "target player cannot be redirected to a target character die": "the next
    time you would be dealt damage, redirect it to target opposing character die" never
    starts (ruling: a chosen new target keeps the damage's kind of target)."""
    odd = action_card(
        "odd",
        {"text": "...", "effects": [effect("redirect_next", "target_opposing_die",
                                           from_target="you")]},
    )  # fmt: skip
    g = Game(bacs=(("odd",), ("counterstrike",)), cards=cards_with(odd))
    g.start()
    g.give(0, bac("odd", 1))
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({bac("odd", 1): ACTION0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    events = g.do(A.UseActionDie(player=0, die=bac("odd", 1))) + g.target(c(5))
    assert not of_type(events, ev.EffectStarted) and g.state.lasting == ()


GUARD_YOU = _reactive("guardyou", "when_you_are_damaged", effect("prevent_damage", "you"))
WATCHER = character(
    "watcher", 1, 3,
    abilities=[{"trigger": "when_you_are_damaged", "text": "When you are dealt damage, gain 1 "
                "life.", "effects": [effect("gain_life", "you", amount=1)]}],
)  # fmt: skip


def test_damage_to_a_player_prevented_in_full_triggers_nothing() -> None:
    """DM-19.1 and DM-12.4: Chris prevents all of Blast's 2; his "when you are dealt damage"
    ability, queued behind his Reactive Global, leaves the queue."""
    g = Game(
        teams=(TEAMS[0], (("watcher", 2), (FOE, 2))),
        bacs=(("blast",), ("guardyou",)),
        cards=cards_with(BLAST, WATCHER, GUARD_YOU),
    )
    g.start()
    g.give(0, bac("blast", 1))
    g.arrange(1, "reserve", [c(1)], face=FIST)
    g.begin({bac("blast", 1): ACTION0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.hurt(1, 3)
    g.do(A.UseActionDie(player=0, die=bac("blast", 1)))
    assert g.life(1) == 5 and [t.card for t in g.state.triggers] == ["guardyou", "watcher"]
    events = _pay(g, "guardyou", 1, c(1))
    assert ev.DamagePrevented("player:1", 2, "guardyou") in events
    assert g.life(1) == 7 and not of_type(events, ev.LifeGained)


BOUNCER = character(
    "bouncer", 1, 5,
    abilities=[{"trigger": "when_damaged",
                "text": "When this die is dealt damage, that damage is dealt to target character "
                        "die instead.",
                "effects": [effect("redirect_damage", "target_die")]}],
)  # fmt: skip


def test_a_triggered_redirection_never_offers_the_die_it_takes_the_damage_from() -> None:
    """DM-19.2 ("the target changes to the new one per the text"): the Bouncer's own
    redirection offers every other character die, never the Bouncer itself, whose damage it
    moves; the chosen die takes the damage and the Bouncer none."""
    g = Game(
        teams=(
            (("jubilee-wondra", 2), ("hope-summers-messiah-complex", 2)),
            (("bouncer", 2), (FOE, 2)),
        ),
        bacs=(("zap",), ("guard",)),
        cards=cards_with(ZAP, BOUNCER, GUARD),
    )
    g.start()
    g.give(0, bac("zap", 1))
    g.give(0, "p1:jubilee-wondra:1", to="field", face=0)
    g.give(1, "p2:bouncer:1", to="field", face=0)
    g.begin({bac("zap", 1): ACTION0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    _ = g.do(A.UseActionDie(player=0, die=bac("zap", 1)))
    g.target("p2:bouncer:1")
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    assert "p2:bouncer:1" not in g.pending.options
    assert "p1:jubilee-wondra:1" in g.pending.options
    g.target("p1:jubilee-wondra:1")
    assert g.state.dice["p2:bouncer:1"].damage == 0
    assert g.state.dice["p1:jubilee-wondra:1"].damage == 1
