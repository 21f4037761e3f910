"""Regenerate (000:L801, 002:L779, 003:L663): "If this character would be KO'd, roll it. If
you roll a character face, return it to the field on the rolled face (but not the Attack
Zone). Otherwise, move the die to your Prep Area." Hooks: replace_ko, after_roll."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from games.engine.log.codec import to_records
from games.engine.log.replay import replay
from games.engine.model.state import GameOptions
from games.engine.sim.simulate import game_seed, play
from games.engine.sim.survey import keywords_fired
from tests.engine.helpers import ACTION0, FIST, JUBILEE, Game, bac, c, cards_with, m, of_type
from tests.engine.keywords.common import at_attack, character, face_off

TROLL = character(
    "troll",
    1,
    1,
    keywords=["regenerate"],
    abilities=[
        {
            "trigger": "when_kod",
            "text": "When KO'd, your opponent loses 1 life.",
            "effects": [{"op": "lose_life", "amount": 1, "target": "opponent"}],
        }
    ],
)
ASSASSIN = {
    "id": "assassin",
    "name": "Assassin",
    "kind": "basic_action",
    "cost": 1,
    "abilities": [
        {"trigger": "action", "effects": [{"op": "ko", "target": "target_opposing_die"}]}
    ],
}
DIE = "p1:troll:1"
LEVEL_2, ENERGY = 1, 3  # faces of `character`


def trade_blows():
    """Michele's Regenerate die (A1 D1) attacks and is blocked by a Sidekick (A1 D1): both
    take lethal combat damage; the game asks for the roll that replaces its KO."""
    g = at_attack(TROLL)
    g.attack(DIE)
    g.block((c(5), DIE))
    events = g.pass_all()
    return g, events


def test_a_die_that_would_be_kod_is_rolled_instead() -> None:
    g, events = trade_blows()
    assert ev.DiceKnockedOut((c(5),)) in events  # the Sidekick is KO'd as usual
    assert (g.pending.kind, g.pending.dice, g.pending.to) == ("roll", (DIE,), "regenerate")
    assert DIE in g.zone(0, "attack")


def test_a_character_face_returns_it_to_the_field_zone_not_the_attack_zone() -> None:
    """It comes back on the rolled face, as if anew: no damage (docs/rulings.md), and it was
    not KO'd, so its "when KO'd" ability does not trigger."""
    g, _ = trade_blows()
    events = g.roll({DIE: LEVEL_2})
    assert DIE in g.zone(0, "field") and g.face(DIE) == LEVEL_2
    assert g.state.dice[DIE].damage == 0
    assert not of_type(events, ev.DiceKnockedOut) and not of_type(events, ev.AbilityTriggered)
    assert g.life(1) == 10


def test_any_other_face_sends_it_to_the_prep_area() -> None:
    g, _ = trade_blows()
    events = g.roll({DIE: ENERGY})
    assert ev.DiceMoved(0, (DIE,), "prep", "regenerate") in events
    assert DIE in g.zone(0, "prep")


def test_a_ko_by_an_effect_is_replaced_too() -> None:
    """ "Would be KO'd" covers a KO by an effect (DM-16.4), not only by damage."""
    g = Game(
        teams=(((JUBILEE, 2),), (("troll", 2),)),
        bacs=(("assassin",), ("counterstrike",)),
        cards=cards_with(TROLL, ASSASSIN),
    )
    g.start()
    g.give(1, "p2:troll:1", to="field", face=0)
    g.give(0, bac("assassin", 1))
    g.begin({bac("assassin", 1): ACTION0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.do(A.UseActionDie(player=0, die=bac("assassin", 1)))
    events = g.target("p2:troll:1")
    assert not of_type(events, ev.DiceKnockedOut)
    assert (g.pending.kind, g.pending.dice, g.pending.to) == ("roll", ("p2:troll:1",), "regenerate")
    assert g.pending.player == 1  # Chris rolls his own die, on Michele's turn too
    g.roll({"p2:troll:1": LEVEL_2})
    assert "p2:troll:1" in g.zone(1, "field")


def test_online_games_roll_from_the_seed_and_their_logs_replay() -> None:
    """Online the roll is the seed's like every roll (DM-22); the logs replay, seed checked."""
    cards = cards_with(TROLL)
    options = GameOptions(
        team_format="demo", starting_life=10, first_player_may_attack_first_turn=True
    )
    teams = ((("troll", 3),), ((JUBILEE, 2),))
    regenerated = 0
    for n in range(6):
        seed = game_seed("regenerate", n)
        events, final = play(cards, seed, ("random", "random"), options, teams=(teams[0], teams[1]))
        regenerated += sum(
            isinstance(e, ev.ChanceRequested) and e.to == "regenerate" for e in events
        )
        assert replay(to_records(events), cards, seed=seed) == final
    assert regenerated


# --- dice of both players KO'd at once (DM-15.2) -------------------------------------------------
# "If this character would be KO'd, roll it. If you roll a character face, return it to the
# field on the rolled face (but not the Attack Zone). Otherwise, move the die to your Prep
# Area." (000:L801): every Regenerate die that would be KO'd is rolled, each by its own player
# ("you"); the active player's first (DM-15.2, docs/rulings.md), one roll at a time.

OGRE = character("ogre", 1, 1, keywords=["regenerate"])  # Chris's card: another Regenerate card
OGRE_DIE = "p2:ogre:1"


def test_dice_of_both_players_kod_at_once_are_each_rolled_active_player_first() -> None:
    """Michele's troll (A1 D1) attacks, Chris's ogre (A1 D1) blocks: both would be KO'd at
    once. Michele (active) rolls hers first; Chris's waits in place, marked, then he rolls
    it. Neither is KO'd, so the troll's "when KO'd" does not trigger."""
    g = face_off([TROLL], [OGRE])
    g.attack(DIE)
    g.block((OGRE_DIE, DIE))
    events = g.pass_all()
    assert not of_type(events, ev.DiceKnockedOut)
    assert (g.pending.kind, g.pending.player, g.pending.dice) == ("roll", 0, (DIE,))
    assert ev.EffectStarted("regenerating", OGRE_DIE, OGRE_DIE, 1) in events
    assert OGRE_DIE in g.zone(1, "attack")  # not KO'd: its roll is due
    events = g.roll({DIE: ENERGY})
    assert DIE in g.zone(0, "prep")
    assert (g.pending.kind, g.pending.player, g.pending.dice, g.pending.to) == (
        "roll",
        1,
        (OGRE_DIE,),
        "regenerate",
    )
    assert ev.EffectEnded("regenerating", OGRE_DIE, OGRE_DIE) in events
    events = g.roll({OGRE_DIE: LEVEL_2})
    assert OGRE_DIE in g.zone(1, "field") and g.face(OGRE_DIE) == LEVEL_2
    assert g.state.dice[OGRE_DIE].damage == 0
    assert not of_type(events, ev.DiceKnockedOut) and not g.state.lasting
    assert g.life(1) == 10  # the troll's "when KO'd" did not trigger


def test_on_the_other_players_turn_he_rolls_first() -> None:
    """The same trade on Chris's turn: Chris is the active player, so his ogre is rolled
    first, then Michele's troll."""
    g = Game(
        teams=((("troll", 2),), (("ogre", 2),)),
        cards=cards_with(TROLL, OGRE),
        first_player_may_attack_first_turn=True,
    )
    g.start(first=1)
    g.give(0, DIE, to="field", face=0)
    g.give(1, OGRE_DIE, to="field", face=0)
    g.begin({c(1): FIST, c(2): FIST, c(3): FIST}, oop=c(4))
    g.pass_all()
    g.attack(OGRE_DIE)
    g.block((DIE, OGRE_DIE))
    g.pass_all()
    assert (g.pending.kind, g.pending.player, g.pending.dice) == ("roll", 1, (OGRE_DIE,))
    g.roll({OGRE_DIE: LEVEL_2})
    assert (g.pending.kind, g.pending.player, g.pending.dice) == ("roll", 0, (DIE,))
    g.roll({DIE: ENERGY})
    assert OGRE_DIE in g.zone(1, "field") and DIE in g.zone(0, "prep")


def test_online_games_where_both_regenerate_at_once_replay_the_same() -> None:
    """Decided, then replayed with validation (seed checked), a game where dice of both
    players were KO'd at once gives the same events: both plainly and with each card's
    hooks wrapped to count the keywords (sim/survey.py, where two Regenerate cards used to
    be asked apart: one roll decided, two replayed)."""
    cards = cards_with(TROLL, OGRE)
    options = GameOptions(
        team_format="demo", starting_life=10, first_player_may_attack_first_turn=True
    )
    teams = ((("troll", 3),), (("ogre", 3),))
    both, fired, rolls = 0, set(), []
    for n in range(30):  # (games 13 and 27 have such a KO)
        seed = game_seed("regenerate-both", n)
        events, final = play(cards, seed, ("random", "random"), options, teams=teams)
        assert replay(to_records(events), cards, seed=seed) == final
        fired |= keywords_fired(cards, events, seed)  # (a replay too: it raises if it fails)
        rolls += [e for e in events if isinstance(e, ev.ChanceRequested) and e.to == "regenerate"]
        both += sum(isinstance(e, ev.EffectStarted) and e.effect == "regenerating" for e in events)
    assert both and "regenerate" in fired
    assert all(d.startswith(f"p{e.player + 1}:") for e in rolls for d in e.dice)  # their own
