"""Triggers added for issue 16's real cards, second lot (abilities/trigger_kinds.py): a die
attacking along with a die of a kind (`when_attacks_with_die`, DM-9.1: the filters test the
other attackers, abilities/attack_company.py), a blocker declared with another blocker
(`when_blocks_with_others`, DM-9.3), a die of yours dealing combat damage
(`when_your_die_deals_combat_damage`, DM-9.7, not an ability's damage, DM-16.1) and a die
spun down by an effect (`when_your_die_spins_down`, DM-21; effects/spin.py). Cards and
wording are our own."""

from __future__ import annotations

from games.engine import events as ev
from tests.engine.effects.common import action_card, effect, use
from tests.engine.effects.common import with_action as action_game
from tests.engine.keywords.common import character, face_off

GAIN_1 = {"op": "gain_life", "amount": 1, "target": "you"}
PAL = character("pal", 1, 1)  # no affiliation
ROGUE = character("rogue", 1, 1, affiliations=["villain"])


def fired(events: list, card: str) -> list[ev.AbilityTriggered]:
    return [e for e in events if isinstance(e, ev.AbilityTriggered) and e.card == card]


def with_trigger(card: str, trigger: str, attack: int = 1, **more: object) -> dict:
    return character(card, attack, 3, abilities=[{"trigger": trigger, "effects": [GAIN_1],
                                                  **more}])  # fmt: skip


def test_attacking_along_with_a_villain_tests_the_other_attackers() -> None:
    """DM-9.1: "whenever <this> attacks with a Villain character die": with the rogue
    declared beside it, it triggers; near misses: with a die of no such kind, or alone."""
    ward = with_trigger("ward", "when_attacks_with_die",
                        trigger_filters={"affiliation": "villain"})  # fmt: skip
    g = face_off([ward, ROGUE], [])
    assert [e.source_die for e in fired(g.attack("p1:ward:1", "p1:rogue:1"), "ward")] == [
        "p1:ward:1"
    ]
    g = face_off([ward, PAL], [])
    assert not fired(g.attack("p1:ward:1", "p1:pal:1"), "ward")
    g = face_off([ward, ROGUE], [])
    assert not fired(g.attack("p1:ward:1"), "ward")


def test_its_own_kind_is_not_company() -> None:
    """A villain attacking alone does not attack "with a Villain die": itself is not one of
    the others (near miss)."""
    ward = with_trigger("ward", "when_attacks_with_die", affiliations=["villain"],
                        trigger_filters={"affiliation": "villain"})  # fmt: skip
    g = face_off([ward], [])
    assert not fired(g.attack("p1:ward:1"), "ward")


def blockers(*blocking: str) -> list[ev.Event]:
    """Michele's two pals attack; Chris's guard (and his Sidekicks) block as given."""
    guard = with_trigger("guard", "when_blocks_with_others")
    g = face_off([PAL, character("mate", 1, 1)], [guard], chris_field=1)
    g.attack("p1:pal:1", "p1:mate:1")
    pairs = {"p2:guard:1": "p1:pal:1", "p2:sidekick:5": "p1:mate:1"}
    return g.block(*((d, pairs[d]) for d in blocking))


def test_blocking_with_another_blocker_triggers_and_alone_does_not() -> None:
    """DM-9.3: all blockers are declared at once; "when <this> blocks and you declare at
    least one other blocker": with his Sidekick blocking too; near miss: the guard alone."""
    assert [e.source_die for e in fired(blockers("p2:guard:1", "p2:sidekick:5"), "guard")] == [
        "p2:guard:1"
    ]
    assert not fired(blockers("p2:guard:1"), "guard")


ZAP = action_card(
    "zap",
    {"text": "Your character dice deal 1 damage to target opposing character die.",
     "effects": [effect("deal_damage", "target_opposing_die", amount=1)]},
)  # fmt: skip


def test_a_die_of_yours_dealing_combat_damage_triggers_while_active() -> None:
    """DM-9.7, DM-18.1: the pal's combat damage to Chris triggers the coach (active, its
    die in the Field Zone, not attacking); the coach's own dice are of this card (filter)."""
    coach = with_trigger("coach", "when_your_die_deals_combat_damage",
                         trigger_filters={"other_card": "self"})  # fmt: skip
    g = face_off([coach, PAL], [], chris_field=1)
    g.hurt(0, 5)
    events = g.attack("p1:pal:1") + g.block() + g.pass_all()
    assert [e.source_die for e in fired(events, "coach")] == ["p1:pal:1"]


def test_ability_damage_is_no_combat_damage() -> None:
    """DM-16.1: damage an action die deals is an ability's; near miss: no trigger."""
    coach = with_trigger("coach", "when_your_die_deals_combat_damage")
    g = action_game(ZAP, coach)
    g.arrange(0, "field", ["p1:coach:1"], face=0)
    assert not fired(use(g, "zap", "p2:sidekick:5"), "coach")


def spin(op: str) -> dict:
    text = f"{op} each of your character dice 1."
    return action_card("twist", {"text": text, "effects": [effect(op, "all_your_characters")]})


def test_a_die_of_yours_spun_down_triggers_and_one_spun_up_does_not() -> None:
    """DM-21: "whenever one of your character dice spins down"; DM-21.2: a die at level 1
    is not spun down and triggers nothing; spinning up is the other trigger (near miss)."""
    watch = with_trigger("watch", "when_your_die_spins_down",
                         trigger_filters={"other_card": "self"})  # fmt: skip
    g = action_game(spin("spin_down"), watch, PAL)
    g.arrange(0, "field", ["p1:watch:1", "p1:pal:1"], face=0)
    g.arrange(0, "field", ["p1:pal:1"], face=2)
    assert [e.source_die for e in fired(use(g, "twist"), "watch")] == ["p1:pal:1"]
    g = action_game(spin("spin_down"), watch, PAL)
    g.arrange(0, "field", ["p1:watch:1", "p1:pal:1"], face=0)
    assert not fired(use(g, "twist"), "watch")
    g = action_game(spin("spin_up"), watch, PAL)
    g.arrange(0, "field", ["p1:watch:1", "p1:pal:1"], face=0)
    assert not fired(use(g, "twist"), "watch")


SELF_ATTACKING = {
    "kind": "dice",
    "whose": "yours",
    "filters": {"card": "self", "zone": "attack", "blocker": False},
}


def test_while_this_card_attacks_a_blocker_is_dealt_damage() -> None:
    """ "While <this> is attacking, when a character die blocks, <this> deals 1 damage to
    it": the condition (DM-9.1: a die of this card attacking) is read as each block
    triggers (DM-9.3); near miss: another die attacks alone, the card's die stays home."""
    sting = character("sting", 1, 3, abilities=[{
        "trigger": "when_opposing_die_blocks", "condition": SELF_ATTACKING,
        "effects": [{"op": "deal_damage", "amount": 1, "target": "that_die", "by_card": True}],
    }])  # fmt: skip
    g = face_off([sting, PAL], [], chris_field=1)
    g.attack("p1:sting:1")
    events = g.block(("p2:sidekick:5", "p1:sting:1"))
    assert [e.source_die for e in fired(events, "sting")] == ["p2:sidekick:5"]
    g = face_off([sting, PAL], [], chris_field=1)
    g.attack("p1:pal:1")
    assert not fired(g.block(("p2:sidekick:5", "p1:pal:1")), "sting")
