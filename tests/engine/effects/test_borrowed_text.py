"""A copy carries everything the copied card has (DM-23.3), and a controlled die's card holds
for its controller (DM-23.2): keywords, static abilities and Globals of the card whose text a
die has (abilities/texts.py)."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.hooks import may_attack
from games.engine.abilities.stats import stats
from games.engine.abilities.targets import targets_for
from games.engine.abilities.texts import hooks_of, keywords_of, lent, lent_globals
from games.engine.api import legal_actions
from games.engine.flow.choices import choices
from tests.engine.effects.common import effect
from tests.engine.effects.test_capture_control import PUPPETEER
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, m
from tests.engine.keywords.common import character


def _copier(card_id: str, op: str) -> dict[str, Any]:
    return character(
        card_id, 1, 1,
        abilities=[{"trigger": "when_fielded", "text": f"When fielded, {op} target character die.",
                    "effects": [effect(op, "target_die")]}],
    )  # fmt: skip


BRUTE = character("brute", 5, 6, keywords=["overcrush"])
BANNER = character(
    "banner", 2, 2,
    abilities=[{"trigger": "static", "text": "While active, your character dice get +1A.",
                "effects": [effect("modify_attack", "all_your_characters", amount=1,
                                   duration="static")]},
               {"trigger": "static", "text": "This card's dice get +2D.",
                "effects": [effect("modify_defense", "this_card", amount=2,
                                   duration="static")]}],
)  # fmt: skip


def _game(mine: dict[str, Any], theirs: dict[str, Any]) -> tuple[Game, str, str]:
    """Michele's first turn (she may attack): her die of `mine` in her Reserve Pool, Chris's
    die of `theirs` (level 1) and his Sidekick c5 in his Field Zone, her Sidekick m1 in hers."""
    g = Game(
        teams=(((mine["id"], 2),), ((theirs["id"], 2),)),
        cards=cards_with(mine, theirs),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    her, his = f"p1:{mine['id']}:1", f"p2:{theirs['id']}:1"
    g.give(1, his, to="field", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, her, to="reserve", face=0)
    g.field(m(1))
    return g, her, his


@pytest.mark.parametrize("op", ["copy_abilities", "copy_die"])
def test_a_copy_carries_the_copied_cards_keywords(op: str) -> None:
    """DM-23.3: "copy the abilities" adds the copied card's text to the copying die's card
    (a keyword is part of it), "copy the die" makes it "a copy ... for all intents and
    purposes": the keyword's rule changes (hook points) and the `keyword` filter read the
    copying die's keywords."""
    g, mimic, brute = _game(_copier("mimic", op), BRUTE)
    assert not hooks_of(g.state, mimic, "combat_damage")
    g.field(mimic)
    g.target(brute)
    assert [k.name for k in keywords_of(g.state, g.state.dice[mimic])] == ["overcrush"]
    assert len(hooks_of(g.state, mimic, "combat_damage")) == 1
    assert mimic in targets_for(g.state, "all_your_characters", 0, (("keyword", "overcrush"),))


def test_a_copied_overcrush_sends_the_excess_damage_to_the_player() -> None:
    """Overcrush (glossary: "When this character is blocked, excess damage dealt to the
    blocking character(s) is dealt to your opponent") on a die that copies the die with it
    (DM-23.3): a 5A copy blocked by a 1D Sidekick deals 4 to Chris (DM-9.7)."""
    g, mimic, brute = _game(_copier("mimic", "copy_die"), BRUTE)
    g.field(mimic)
    g.target(brute)
    assert stats(g.state, g.state.dice[mimic]) == (5, 6)
    g.pass_all()
    g.attack(mimic)
    g.pass_all()
    g.block((c(5), mimic))
    g.pass_all()
    assert g.life(1) == 10 - 4
    assert c(5) in g.zone(1, "prep")


def test_the_copy_ends_and_the_keyword_goes_with_it() -> None:
    """A copy lasts until Cleanup (docs/rulings.md); then the die has its own text again."""
    g, mimic, brute = _game(_copier("mimic", "copy_abilities"), BRUTE)
    g.field(mimic)
    g.target(brute)
    g.pass_all()
    g.attack()  # no attack: Cleanup
    assert not hooks_of(g.state, mimic, "combat_damage")
    assert not keywords_of(g.state, g.state.dice[mimic])


def test_a_copy_the_die_drops_its_own_keywords() -> None:
    """DM-23.3 "copy the die": the copied text "in place of its own": its own keyword goes."""
    own = {**_copier("mimic", "copy_die"), "keywords": ["fast"]}
    g, mimic, brute = _game(own, BRUTE)
    g.field(mimic)
    assert hooks_of(g.state, mimic, "damage_phase")
    g.target(brute)
    assert not hooks_of(g.state, mimic, "damage_phase")
    assert [k.name for k in keywords_of(g.state, g.state.dice[mimic])] == ["overcrush"]


@pytest.mark.parametrize("op", ["copy_abilities", "copy_die"])
def test_a_copy_carries_the_copied_cards_statics_for_the_copying_player(op: str) -> None:
    """DM-23.3 with DM-14.3: the copied card's static abilities hold for the copying die's
    controller while the copy lasts: "your character dice get +1A" for Michele's dice (and
    still for Chris's, whose Banner is active: two players' statics, one each); "this card's
    dice get +2D" for the copying die (self-references are the copying die's, DM-23.3)."""
    g, mimic, banner = _game(_copier("mimic", op), BANNER)
    assert stats(g.state, g.state.dice[m(1)]) == (1, 1)  # Sidekick, level 1
    assert stats(g.state, g.state.dice[c(5)]) == (2, 1)  # Chris's Banner's +1A
    g.field(mimic)
    g.target(banner)
    assert "banner" in lent(g.state, 0)
    assert stats(g.state, g.state.dice[m(1)]) == (2, 1)
    a, d = (2, 2) if op == "copy_die" else (1, 1)
    assert stats(g.state, g.state.dice[mimic]) == (a + 1, d + 2)
    assert stats(g.state, g.state.dice[c(5)]) == (2, 1)  # not twice (DM-14.3)
    assert stats(g.state, g.state.dice[banner]) == (3, 4)


def test_a_copied_static_stops_when_the_copying_die_leaves_the_field_zone() -> None:
    """DM-14.3: a static effect "end[s] as soon as that situation is no longer taking
    place": the copying die KO'd (its copy ends, DM-14.2) takes the +1A away at once."""
    g, mimic, banner = _game(_copier("mimic", "copy_abilities"), BANNER)
    g.field(mimic)
    g.target(banner)
    assert stats(g.state, g.state.dice[m(1)]) == (2, 1)
    g.arrange(0, "prep", [mimic])
    assert "banner" not in lent(g.state, 0)
    assert stats(g.state, g.state.dice[m(1)]) == (1, 1)


def test_a_copy_of_a_character_without_statics_gives_none() -> None:
    """Refusal: the copied card's statics, and only those: a copy of Chris's Sidekick gives
    Michele no +1A from Chris's Banner, and Chris keeps his."""
    g, mimic, _ = _game(_copier("mimic", "copy_abilities"), BANNER)
    g.field(mimic)
    g.target(c(5))  # a Sidekick: nothing of Banner is copied
    assert "banner" not in lent(g.state, 0)
    assert stats(g.state, g.state.dice[m(1)]) == (1, 1)
    assert stats(g.state, g.state.dice[c(5)]) == (2, 1)


def test_a_controlled_dies_statics_hold_for_its_controller() -> None:
    """DM-23.2: the controlled die "becomes yours for game purposes" and references its
    card "as if you had a "virtual" copy of that card on your team": Banner's "your
    character dice get +1A" holds for Michele while she controls the Banner die, and no
    longer for Chris (no die of Banner left in his Field Zone, DM-18.1)."""
    g, puppeteer, banner = _game(PUPPETEER, BANNER)
    g.field(puppeteer)
    g.target(banner)
    assert banner in g.zone(0, "field")
    assert stats(g.state, g.state.dice[m(1)]) == (2, 1)
    assert stats(g.state, g.state.dice[puppeteer]) == (2, 3)
    assert stats(g.state, g.state.dice[banner]) == (3, 4)  # +1A (hers now), +2D (this card)
    assert stats(g.state, g.state.dice[c(5)]) == (1, 1)  # Chris's Banner is not active
    g.pass_all()
    g.attack()  # Cleanup: control ends, the die goes back to Chris
    assert banner in g.zone(1, "field")
    assert stats(g.state, g.state.dice[m(1)]) == (1, 1)
    assert stats(g.state, g.state.dice[c(5)]) == (2, 1)


def test_a_controlled_die_with_a_keyword_keeps_it_for_its_controller() -> None:
    """DM-23.2: still a die of its card: its keywords (Overcrush) work for the controller."""
    g, puppeteer, brute = _game(PUPPETEER, BRUTE)
    g.field(puppeteer)
    g.target(brute)
    assert hooks_of(g.state, brute, "combat_damage") and may_attack(g.state, brute)
    assert g.state.dice[brute].owner == 0


def test_a_copied_global_is_usable_by_the_copying_player() -> None:
    """DM-8.16: Globals are both players' already; a copy adds the copied card's Globals to
    the copying die's card (DM-23.3), so a Limited Global can be used once as the copied
    card's and once as the copy's (docs/rulings.md)."""
    surge = {**character("surge", 3, 3), "globals": [
        {"cost": 0, "once_per_turn": True, "text": "Gain 1 life (once per turn).",
         "effects": [effect("gain_life", "you", amount=1)]}]}  # fmt: skip
    g, mimic, his = _game(_copier("mimic", "copy_abilities"), surge)
    g.field(mimic)
    g.target(his)
    g.hurt(0, 3)  # (life gained never goes above the starting life)
    life = g.life(0)
    g.do(A.UseGlobal(player=0, card="surge", ability=0, paid=()))
    assert g.life(0) == life + 1
    g.refuse(A.UseGlobal(player=0, card="surge", ability=0, paid=()), E.GLOBAL_LIMIT)
    # refusals: a die that copies nothing, a die that is not hers, a card it does not copy
    for via, card in ((m(1), "surge"), (his, "surge"), (mimic, "mimic")):
        refused = g.refuse(
            A.UseGlobal(player=0, card=card, ability=0, paid=(), via=via), E.GLOBAL_UNKNOWN
        )
        assert refused.rule in ("DM-23.3", "DM-8.16")
    events = g.do(A.UseGlobal(player=0, card="surge", ability=0, paid=(), via=mimic))
    assert ev.GlobalUsed(0, "surge", 0, (), 0, "", mimic) in events
    assert g.life(0) == life + 2
    g.refuse(A.UseGlobal(player=0, card="surge", ability=0, paid=(), via=mimic), E.GLOBAL_LIMIT)
    g.pass_all()
    g.attack()  # Cleanup: the copy ends, and the Global it gave with it
    assert lent_globals(g.state, 0) == []


SELFISH = {**character("selfish", 1, 1), "globals": [
    {"cost": 0, "text": "This character die gets +2A this turn.",
     "effects": [effect("modify_attack", "this_die", amount=2, duration="turn")]},
    {"cost": 0, "text": "KO this character die: gain 2 life.",
     "costs": [effect("ko", "this_die")], "effects": [effect("gain_life", "you", amount=2)]},
]}  # fmt: skip


def test_a_copied_globals_this_die_is_the_copying_die() -> None:
    """DM-23.3: a copy is the copied card's "for all intents and purposes", and the copy's
    Globals are the copying die's card's (docs/rulings.md): used through the copy (`via`),
    "this character die" in its effect and in its cost is the copying die, never a die of
    the original card. Used as the card's own (no `via`) no die is "this die": the effect
    has nothing to act on and the cost cannot be paid (DM-12.2)."""
    g, mimic, his = _game(_copier("mimic", "copy_abilities"), SELFISH)
    g.field(mimic)
    g.target(his)
    before = {d: stats(g.state, g.state.dice[d]) for d in (mimic, his)}
    g.do(A.UseGlobal(player=0, card="selfish", ability=0, paid=(), via=mimic))
    assert stats(g.state, g.state.dice[mimic])[0] == before[mimic][0] + 2
    assert stats(g.state, g.state.dice[his]) == before[his]
    g.do(A.UseGlobal(player=0, card="selfish", ability=0, paid=()))  # the card's own: no die
    assert stats(g.state, g.state.dice[mimic])[0] == before[mimic][0] + 2

    # The cost on "this character die": the copying die pays it, only through the copy.
    offered = {(o.card, o.ability, o.via) for o in choices(g.state, 0).globals}
    assert ("selfish", 1, mimic) in offered and ("selfish", 1, "") not in offered
    assert any(
        isinstance(a, A.UseGlobal) and (a.card, a.ability, a.via) == ("selfish", 1, mimic)
        for a in legal_actions(g.state, 0)
    )
    g.refuse(A.UseGlobal(player=0, card="selfish", ability=1, paid=()), E.COST_UNPAYABLE)
    g.hurt(0, 3)
    life = g.life(0)
    g.do(A.UseGlobal(player=0, card="selfish", ability=1, paid=(), via=mimic))
    assert mimic not in g.zone(0, "field") and his in g.zone(0, "field") | g.zone(1, "field")
    assert g.life(0) == life + 2


def test_a_controlled_cards_cost_reduction_holds_for_its_controller() -> None:
    """DM-23.2 with DM-8.9/DM-14.3: a static cost reduction of the controlled die's card
    ("your character dice cost 1 less to field") holds for Michele while she controls the
    die, not for Chris; "this card costs 1 less" (its own purchase) stays its owner's."""
    from games.engine.abilities.costs import field_cost, purchase_cost
    from games.engine.loading import card_from_dict

    quartermaster = {**character("quartermaster", 1, 2, cost=3), "abilities": [
        {"trigger": "static", "text": "Your character dice cost 1 less to field.",
         "effects": [effect("reduce_field_cost", "all_your_dice", amount=1)]},
        {"trigger": "static", "text": "Quartermaster costs 1 less to purchase.",
         "effects": [effect("reduce_cost", "this_card", amount=1)]}]}  # fmt: skip
    g, puppeteer, his = _game(PUPPETEER, quartermaster)
    g.give(0, "p1:puppeteer:2", to="reserve", face=1)  # level 2: fielding cost 0 (test card)
    chris_die = g.state.dice[c(5)]
    assert field_cost(g.state, 1, chris_die, 2) == 1  # his Quartermaster is active
    g.field(puppeteer)
    g.target(his)
    mine = g.state.dice["p1:puppeteer:2"]
    assert field_cost(g.state, 0, mine, 2) == 1
    assert field_cost(g.state, 1, chris_die, 2) == 2  # no die of it in his Field Zone now
    card = card_from_dict(quartermaster)
    assert purchase_cost(g.state, 0, card, None) == 3  # not hers to buy cheaper
    assert purchase_cost(g.state, 1, card, None) == 2  # DM-8.9: his, active or not


HERALD = {**character("herald", 1, 3), "abilities": [
    {"trigger": "end_of_turn", "text": "At the end of each turn, while active, you gain 1 life.",
     "effects": [effect("gain_life", "you", amount=1)]}]}  # fmt: skip


def _end_of_turn_gains(g: Game) -> list[int]:
    """Michele's turn ends (no attack): whose end-of-turn abilities triggered."""
    g.hurt(0, 3)
    g.hurt(1, 3)
    g.pass_all()
    if g.pending.kind == "declare_attackers":
        g.attack()
    return [e.controller for e in g.events if isinstance(e, ev.AbilityTriggered)
            and e.card == "herald"]  # fmt: skip


def test_a_controlled_cards_end_of_turn_ability_triggers_for_its_controller() -> None:
    """DM-23.2 "as if you had a "virtual" copy of that card on your team": Herald's "at the
    end of each turn, while active" (DM-10.3, DM-18.1) triggers for Michele, who controls
    its only die in a Field Zone, and not for Chris (no die of it in his). (A control "until
    the start of your next turn": one for the turn ends first thing in Cleanup, before the
    end-of-turn abilities, DM-10.3.)"""
    lasting = {**PUPPETEER, "abilities": [{**PUPPETEER["abilities"][0], "effects": [
        effect("take_control", "target_opposing_die", duration="next_turn")]}]}  # fmt: skip
    g, puppeteer, herald = _game(lasting, HERALD)
    g.field(puppeteer)
    g.target(herald)
    assert _end_of_turn_gains(g) == [0]
    assert g.life(0) == 10 - 3 + 1 and g.life(1) == 10 - 3


def test_a_copied_cards_end_of_turn_ability_triggers_for_the_copying_player() -> None:
    """DM-23.3: a copy has the copied card's text "for all intents and purposes": the
    copied card counts as active for the copying player (docs/rulings.md), so Herald's
    end-of-turn ability triggers for Michele, and for Chris, whose Herald die is active.
    (A copy until the start of her next turn: one for the turn ends in Cleanup, DM-10.1.)"""
    copier = _copier("mimic", "copy_abilities")
    copier["abilities"][0]["effects"][0]["duration"] = "next_turn"
    g, mimic, herald = _game(copier, HERALD)
    g.field(mimic)
    g.target(herald)
    assert sorted(_end_of_turn_gains(g)) == [0, 1]


def test_without_a_copy_or_a_control_the_opponents_end_of_turn_ability_is_theirs() -> None:
    """Refusal: Chris's Herald in his Field Zone gives Michele nothing."""
    g, mimic, _ = _game(_copier("mimic", "copy_abilities"), HERALD)
    g.field(mimic)
    g.target(c(5))  # a copy of a Sidekick
    assert _end_of_turn_gains(g) == [1]


def test_a_copy_of_the_die_no_longer_makes_its_own_card_active() -> None:
    """DM-23.3 "copy the die": the copied text "in place of its own": Michele's only Banner
    die, a copy of Chris's Brute, no longer makes Banner active (DM-18.1): Banner's "your
    character dice get +1A" stops for her Sidekick; "copy the abilities" keeps it."""
    for op, bonus in (("copy_die", 0), ("copy_abilities", 1)):
        banner = {**BANNER, "abilities": [*BANNER["abilities"], _copier("x", op)["abilities"][0]]}
        g, mine, brute = _game(banner, BRUTE)
        g.field(mine)
        assert stats(g.state, g.state.dice[m(1)]) == (2, 1)
        g.target(brute)
        assert stats(g.state, g.state.dice[m(1)]) == (1 + bonus, 1), op
