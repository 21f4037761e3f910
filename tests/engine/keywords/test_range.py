"""Range (002:L777): "When a character with Range attacks, all active characters with Range
deal damage equal to their Range value to target opposing character die. You can choose
multiple targets for each of your dice with Range, and if you're defending with Range you get
to choose even if your die would be KO'd by Range damage." Keyword.abilities: a "range"
trigger on "attacks" for each Range die in a Field Zone, once per declaration."""

from __future__ import annotations

from cards.catalog import raw_cards
from games.engine import actions as A
from games.engine import admits, choices
from games.engine import errors as E
from games.engine import events as ev
from games.engine.flow.choices.model import TargetChoice
from games.engine.loading import card_execution
from games.engine.model.actions import action_from_event
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, m, of_type
from tests.engine.keywords.common import FOE, character

ARCHER = character("archer", 1, 3, keywords=["range:2"])  # A1 D3, Range 2
SNIPER = character("sniper", 1, 3, keywords=["range:1"])
PLAIN = character("plain", 2, 2)
CARDS = cards_with(ARCHER, SNIPER, PLAIN)


def battle(mine: list[str], theirs: list[str], chris_sidekicks: int = 1) -> Game:
    """Michele's first turn, Declare Attackers: her dice of `mine` and Chris's of `theirs`
    (die ids) in the Field Zones at level 1, with `chris_sidekicks` Sidekicks of his."""
    ours = sorted({d.split(":")[1] for d in mine})
    others = sorted({d.split(":")[1] for d in theirs}) or [FOE]
    g = Game(
        teams=(tuple((x, 2) for x in ours), tuple((x, 2) for x in others)),
        cards=CARDS,
        first_player_may_attack_first_turn=True,
    )
    g.start()
    for die_id in mine:
        g.give(0, die_id, to="field", face=0)
    for die_id in theirs:
        g.give(1, die_id, to="field", face=0)
    g.arrange(1, "field", [c(n) for n in range(5, 5 + chris_sidekicks)], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.pass_all()
    assert g.pending.kind == "declare_attackers"
    return g


def test_an_attacking_range_die_deals_its_range_to_target_opposing_die() -> None:
    """The damage comes before blockers are declared: a Sidekick it KOs cannot block
    (002:L505, the Primaris Reiver example). Ability damage KOs at once (DM-16.1)."""
    g = battle(["p1:archer:1"], [])
    g.attack("p1:archer:1")
    assert (g.pending.kind, g.pending.options) == ("choose_target", (c(5),))
    events = g.target(c(5))
    assert ev.DieDamaged(c(5), 2, "p1:archer:1", False) in events
    assert c(5) in g.zone(1, "prep") and g.state.step.value != "declare_blockers"


def test_every_active_range_die_joins_in_not_only_the_attacker() -> None:
    """Michele's Sniper stays home; it deals its Range 1 too (each die its own target)."""
    g = battle(["p1:archer:1", "p1:sniper:1"], [], chris_sidekicks=2)
    g.attack("p1:archer:1")
    assert g.pending.kind == "order_triggers"  # two cards' abilities: Michele orders them
    g.do(A.ChooseTrigger(player=0, index=0))
    g.target(c(5))
    g.target(c(6))
    damage = {(e.die, e.amount, e.source) for e in of_type(g.events, ev.DieDamaged)}
    assert len(damage) == 2 and {amount for _, amount, _ in damage} == {1, 2}


def test_the_defenders_range_dice_fire_back_even_if_they_would_be_kod() -> None:
    """Chris's Sniper (Range 1) targets one of Michele's dice. Michele's volley resolves
    first (DM-15.2) and deals it lethal damage, but it still chooses and deals its own:
    KOs wait until the queue is empty."""
    g = battle(["p1:archer:1"], ["p2:sniper:1"], chris_sidekicks=0)
    g.attack("p1:archer:1")
    g.target("p2:sniper:1")  # Michele's Range 2 against its D3: not lethal alone
    assert (g.pending.kind, g.pending.player) == ("choose_target", 1)
    assert g.pending.options == ("p1:archer:1",)
    events = g.target("p1:archer:1")
    assert ev.DieDamaged("p1:archer:1", 1, "p2:sniper:1", False) in events


def test_two_range_attackers_make_one_volley() -> None:
    """Ruling: one volley per declaration of attackers, each Range die firing once."""
    g = battle(["p1:archer:1", "p1:sniper:1"], [], chris_sidekicks=2)
    g.attack("p1:archer:1", "p1:sniper:1")
    assert len(g.state.triggers) == 2


def test_an_attacker_without_range_sets_off_nothing() -> None:
    g = battle(["p1:plain:1", "p1:archer:1"], [])
    events = g.attack("p1:plain:1")
    assert not of_type(events, ev.AbilityTriggered) and g.pending.kind == "declare_blockers"


def test_with_no_opposing_character_die_there_is_nothing_to_target() -> None:
    """DM-13.4: no valid target, the ability does nothing."""
    g = battle(["p1:archer:1"], [], chris_sidekicks=0)
    events = g.attack("p1:archer:1")
    assert not of_type(events, ev.DieDamaged) and g.pending.kind != "choose_target"


def test_the_ocr_card_with_range_is_executed() -> None:
    assert card_execution(raw_cards()["33ocr"]).executed


POKER = character(
    "poker", 1, 3,
    abilities=[{"trigger": "when_attacks", "text": "When attacks, deal 2 damage to target "
                "opposing character die.",
                "effects": [{"op": "deal_damage", "amount": 2, "target": "target_opposing_die"}]}],
)  # fmt: skip


def test_a_range_die_divides_its_range_among_targets() -> None:
    """ "You can choose multiple targets for each of your dice with Range": Archer's Range 2
    is divided, 1 to each of Chris's Sidekicks (DM-13.1: chosen targets), dealt at once by
    one effect: one "deals damage" occasion for Archer however many dice it hits (DM-15.6:
    one effect, one trigger)."""
    g = battle(["p1:archer:1"], [], chris_sidekicks=2)
    g.attack("p1:archer:1")
    choice = choices(g.state, 0)
    assert isinstance(choice, TargetChoice) and (choice.split, choice.options) == (2, (c(5), c(6)))
    split = ((c(5), 1), (c(6), 1))
    assert admits(choice, A.ChooseTarget(player=0, split=split))
    events = g.do(A.ChooseTarget(player=0, split=split))
    assert ev.TargetChosen(0, "", split) in events
    assert ev.DieDamaged(c(5), 1, "p1:archer:1", False) in events
    assert ev.DieDamaged(c(6), 1, "p1:archer:1", False) in events
    assert {c(5), c(6)} <= g.zone(1, "prep")  # both KO'd before blockers (002:L505)
    assert action_from_event(ev.TargetChosen(0, "", split)) == A.ChooseTarget(player=0, split=split)


def test_a_division_must_be_whole_and_of_valid_targets() -> None:
    """The whole Range value, each target once, at least 1 each, among the valid targets."""
    g = battle(["p1:archer:1"], [], chris_sidekicks=2)
    g.attack("p1:archer:1")
    choice = choices(g.state, 0)
    for split in (
        ((c(5), 1),),  # not all of it
        ((c(5), 1), (c(5), 1)),  # the same die twice
        ((c(5), 2), (c(6), 0)),  # a part of 0
        ((c(5), 1), ("p1:archer:1", 1)),  # not an opposing die
    ):
        assert not admits(choice, A.ChooseTarget(player=0, split=split))
        g.refuse(A.ChooseTarget(player=0, split=split), E.TARGET_INVALID)
    g.refuse(A.ChooseTarget(player=0, target=c(5), split=((c(5), 2),)), E.TARGET_INVALID)


def test_an_effect_that_names_one_target_is_not_divided() -> None:
    """Only an effect that says so is divided: "deal 2 damage to target ..." names one."""
    g = Game(
        teams=((("poker", 2),), ((FOE, 2),)),
        cards=cards_with(POKER),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    g.give(0, "p1:poker:1", to="field", face=0)
    g.arrange(1, "field", [c(5), c(6)], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.pass_all()
    g.attack("p1:poker:1")
    assert choices(g.state, 0).split == 0
    g.refuse(A.ChooseTarget(player=0, split=((c(5), 1), (c(6), 1))), E.TARGET_INVALID)


def test_a_range_line_with_a_colon_before_its_reminder_only_names_the_keyword() -> None:
    """ "Range 1: (<reminder>)" says no more than "Range 1 (<reminder>)"; a colon with words
    after it, or the wrong value, is more than the keyword and stays text only."""
    card = {**SNIPER, "text": ["Range 1: (When it attacks, every Range die deals damage.)"]}
    assert card_execution(card).executed
    for line in ("Range 1: deal 1 damage to target die.", "Range 2: (When it attacks, ...)"):
        assert not card_execution({**SNIPER, "text": [line]}).executed, line
