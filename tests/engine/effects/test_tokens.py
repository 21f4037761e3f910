"""Character tokens (DM-24.1): "level 1 character dice with a purchase cost of 0. Their A
and D values will be given by the card generating them, and they can only exist in the Field
Zone. As soon as they leave the Field Zone they no longer exist. They may not be spun up,
spun down, or rerolled. They do not have an energy type." (000:L697-699)"""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.counts import times
from games.engine.abilities.stats import stats
from games.engine.log.codec import to_records
from games.engine.log.snapshot import decode, encode
from games.engine.model.cards import token_card
from games.engine.model.state import Zone
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import c, cards_with, m

DRONES = action_card(
    "drones",
    {"text": "Make two 2/1 Drone tokens.",
     "effects": [effect("make_tokens", "you", amount=2, attack=2, defense=1,
                        affiliation="Drones")]},
)  # fmt: skip
JOLT = action_card(
    "jolt",
    {"text": "Reroll each character die, then spin each up.",
     "effects": [effect("spin_up", "all_characters"), effect("reroll", "all_characters")]},
)  # fmt: skip


def _made() -> tuple:
    g = with_action(DRONES, chris_field=1, first_player_may_attack_first_turn=True)
    events = use(g, "drones")
    return g, events


def test_an_effect_makes_level_one_character_tokens_in_the_field_zone() -> None:
    """DM-24.1: level-1 character dice, A and D from the generating card, purchase cost 0,
    no energy type; entering this way is not fielding (no "when fielded", DM-8.13)."""
    g, events = _made()
    made = [e for e in events if isinstance(e, ev.TokensMade)]
    assert made == [ev.TokensMade(0, made[0].dice, "token:2:1:Drones", "drones")]
    tokens = made[0].dice
    assert len(tokens) == 2 and set(tokens) <= g.zone(0, "field")
    card = g.state.cards["token:2:1:Drones"]
    assert card == token_card("token:2:1:Drones")
    assert (card.cost, card.energy_types, card.affiliations) == (0, (), ("Drones",))
    for token in tokens:
        die = g.state.dice[token]
        assert g.state.is_character(die) and g.state.face_of(die).level == 1
        assert stats(g.state, die) == (2, 1)
    # they count "for each" (DM-18.5): m1 and the two tokens
    assert times(g.state, "your_character_dice", 0) == 3
    assert not [e for e in events if isinstance(e, ev.AbilityTriggered) and e.card != "drones"]


def test_tokens_cannot_be_spun_or_rerolled() -> None:
    """DM-24.1: "They may not be spun up, spun down, or rerolled"."""
    g = with_action(JOLT, DRONES)
    g.state = _tokens_for(g, 0)
    events = use(g, "jolt")
    tokens = [d for d in g.zone(0, "field") if ":token." in d]
    assert not [e for e in events if isinstance(e, ev.DieSpun) and e.die in tokens]
    rolled = [e for e in events if isinstance(e, ev.ChanceRequested)]
    assert rolled and not set(tokens) & set(rolled[0].dice)
    assert m(1) in rolled[0].dice


def _tokens_for(g, player: int):  # type: ignore[no-untyped-def]
    """Two 1/1 tokens in `player`'s Field Zone, made by the engine's own event."""
    from games.engine.model.evolve import evolve

    return evolve(
        g.state, ev.TokensMade(player, ("p1:token.1:1", "p1:token.1:2"), "token:1:1", "t")
    )


def test_an_unblocked_token_attacks_and_then_ceases_to_exist() -> None:
    """DM-24.1 with DM-9.8: an unblocked attacker goes Out of Play after its damage; a token
    that leaves the Field Zone no longer exists (never in the Used Pile, never drawn)."""
    g, _ = _made()
    g.pass_all()
    token = sorted(d for d in g.zone(0, "field") if ":token." in d)[0]
    g.attack(token)
    g.block()
    g.pass_all()
    assert g.life(1) == 10 - 2
    die = g.state.dice[token]
    assert die.zone is Zone.GONE
    assert all(token not in ids for ids in g.state.zones.values())
    while g.state.active == 0 and not g.state.over:
        g.pass_all() if g.pending.kind == "priority" else g.attack()
    assert all(token not in ids for ids in g.state.zones.values())


def test_a_knocked_out_token_vanishes_instead_of_going_to_the_prep_area() -> None:
    """DM-24.1: a KO moves a die to its owner's Prep Area (DM-16.4), which a token cannot
    be in: it ceases to exist; the blocker that KO'd it is still a blocker."""
    g, _ = _made()
    g.pass_all()
    token = sorted(d for d in g.zone(0, "field") if ":token." in d)[0]
    g.attack(token)
    g.block((c(5), token))
    g.pass_all()
    knocked = [e for e in g.events if isinstance(e, ev.DiceKnockedOut)]
    assert any(token in e.dice for e in knocked)
    assert token not in g.zone(0, "prep") and g.state.dice[token].zone is Zone.GONE


def test_tokens_replay_validate_and_survive_a_snapshot() -> None:
    """A token card is named by its id: a snapshot rebuilds it without a catalog entry; the
    record validates against the published schema. (Replays of games with tokens: the
    property tests of our own set, tests/engine/test_properties_ocr.py.)"""
    import jsonschema

    from games.engine.log.schema import load_schema

    g, _ = _made()
    records = to_records(g.events)
    validator = jsonschema.Draft202012Validator(load_schema())
    for record in records:
        validator.validate(record)
    cards = cards_with(DRONES)
    _tag, state = decode(encode(g.state, "t"), cards)
    assert state == g.state


def test_a_token_card_id_that_names_no_stats_is_refused() -> None:
    import pytest

    for bad in ("token:", "token:a:1", "sidekick"):
        with pytest.raises(ValueError):
            token_card(bad)


def test_making_tokens_for_the_opponent_and_declaring_them() -> None:
    """The target names whose Field Zone they enter; a text-only card declares them with
    the same primitive (flow/declare.py)."""
    g = with_action(
        action_card("gift", {"text": "Your opponent makes a 0/3 token.",
                             "effects": [effect("make_tokens", "opponent", defense=3)]})
    )  # fmt: skip
    events = use(g, "gift")
    made = [e for e in events if isinstance(e, ev.TokensMade)]
    assert [(e.player, e.card, len(e.dice)) for e in made] == [(1, "token:0:3", 1)]
    g2 = with_action(action_card("unsure", {"text": "Something with tokens."}))
    g2.do(A.UseActionDie(player=0, die="bac:unsure:1"))
    assert g2.pending.kind == "declare"
    declared = g2.do(
        A.Declare(player=0, effects=(ev.DeclaredEffect("make_tokens", 1, "you", attack=1,
                                                        defense=1),))
    )  # fmt: skip
    made = [e for e in declared if isinstance(e, ev.TokensMade)]
    assert made and made[0].declared and made[0].card == "token:1:1"


def test_the_target_choice_says_what_tokens_an_effect_makes() -> None:
    """The choice description (flow/choices) of "target player makes a 1/2 token": the
    effect with its A, D and affiliation."""
    from games.engine import choices

    g = with_action(
        action_card("pick", {"text": "Target player makes a 1/2 Drone token.",
                             "effects": [effect("make_tokens", "target_player", attack=1,
                                                defense=2, affiliation="Drones")]})
    )  # fmt: skip
    g.do(A.UseActionDie(player=0, die="bac:pick:1"))
    described = choices(g.state, 0)
    assert type(described).__name__ == "TargetChoice" and "player:1" in described.options
    made = described.effects[0]
    assert (made.op, made.attack, made.defense, made.affiliation) == ("make_tokens", 1, 2, "Drones")
    events = g.target("player:1")
    assert [e.card for e in events if isinstance(e, ev.TokensMade)] == ["token:1:2:Drones"]
