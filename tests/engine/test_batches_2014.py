"""The 2014 rules' batches (001:L309-311, L341-342, L824-827) in the choice descriptions,
the legal actions and the bots: described, admitted exactly when `decide` accepts them,
enumerated within bounds, and used by the bots in dm-2014 games."""

from __future__ import annotations

import random

from games.engine import actions as A
from games.engine import events as ev
from games.engine.api import legal_actions
from games.engine.flow.choices import admits, choices
from games.engine.flow.choices import model as C
from games.engine.sim.bots import greedy_bot
from tests.engine.choice_play import accepted, check_agrees, near_batches, sample_batches

from .helpers import (
    BOLT,
    CHAR,
    FIST,
    GENERIC2,
    MASK,
    WAY_OUT_WEST,
    WILD,
    Game,
    bac,
    cards_with,
    die,
    m,
    make_card,
)
from .test_rules_2014 import ANGEL, ENRAGE, MELEE, OLD

ONE, BOLT2 = "stand-in-cost-1", "stand-in-bolt-2"


def _shop(rules: str = "dm-2014") -> Game:
    """Two cost-1 cards' worth in a double generic die, a bolt, a Wild and a fist."""
    one = make_card(ONE, cost=1, max_dice=4)
    bolt2 = make_card(BOLT2, cost=2, energy_types=["bolt"], max_dice=4)
    teams = (((ONE, 4), (BOLT2, 4)), ((ONE, 4),))
    g = Game(teams=teams, cards=cards_with(one, bolt2), rules=rules)
    g.start()
    double = bac(WAY_OUT_WEST, 1)
    g.give(0, double)
    faces = {double: GENERIC2, m(1): BOLT, m(2): WILD, m(3): FIST, m(4): CHAR}
    if rules == "dm-2014":
        g.begin(faces)
    else:
        g.begin({k: v for k, v in faces.items() if k != m(4)}, oop=m(4))
    return g


def _priority(g: Game) -> C.PriorityChoice:
    choice = choices(g.state, g.pending.player)
    assert isinstance(choice, C.PriorityChoice)
    return choice


def test_a_batch_purchase_is_described_with_what_each_die_costs() -> None:
    """001:L309-311: "you can purchase multiple dice simultaneously to spend a generic die
    completely"; 001:L292-293: each card's type needs a symbol of its own. The description
    lists each card's dice with their costs, the energy that may pay (no virtual energy),
    and an example the engine accepts; admits == decide on the batches around it."""
    g = _shop()
    choice = _priority(g)
    assert "purchase_several" in choice.actions and choice.several is not None
    cards = {c.card: c for c in choice.several.purchases}
    assert cards[ONE].costs == (1, 1, 1, 1) and cards[BOLT2].energy_types == ("bolt",)
    assert set(cards) == {ONE, BOLT2, WAY_OUT_WEST, "counterstrike"}  # Basic Actions too
    example = choice.several.purchase_example
    assert example is not None
    action = A.PurchaseSeveral(player=0, cards=example.names, paid=example.paid)
    assert admits(choice, action) and accepted(g.state, action)
    double = bac(WAY_OUT_WEST, 1)
    generic = ((double, ("generic", "generic")),)
    both = A.PurchaseSeveral(player=0, cards=(ONE, ONE), paid=generic)
    assert admits(choice, both) and accepted(g.state, both)
    refused = [
        A.PurchaseSeveral(player=0, cards=(ONE,), paid=generic),  # one die: a purchase
        A.PurchaseSeveral(player=0, cards=(ONE, ONE), paid=(*generic, (m(1), ("bolt",)))),
        A.PurchaseSeveral(player=0, cards=(BOLT2, BOLT2), paid=(*generic, (m(3), ("fist",)))),
        A.PurchaseSeveral(player=0, cards=(ONE, ONE), paid=(*generic, *generic)),
        A.PurchaseSeveral(player=1, cards=(ONE, ONE), paid=generic),  # not theirs to decide
        A.PurchaseSeveral(player=0, cards=(ONE,) * 5, paid=generic),  # four dice on the card
    ]
    for batch in refused:
        assert not admits(choice, batch) and not accepted(g.state, batch), batch
    check_agrees(random.Random(1), g.state, choice, tries=5)


def test_the_2018_rules_describe_no_batch() -> None:
    """Under 2018 the rest of a generic die is virtual energy: no batch is described, none
    admitted, and decide refuses them (purchase/not_several_at_once)."""
    g = _shop("dm-2018")
    choice = _priority(g)
    assert choice.several is None
    assert not {"purchase_several", "field_several", "use_global_several"} & set(choice.actions)
    double = bac(WAY_OUT_WEST, 1)
    batch = A.PurchaseSeveral(player=0, cards=(ONE, ONE), paid=((double, ("generic", "generic")),))
    assert not admits(choice, batch) and not accepted(g.state, batch)
    assert not sample_batches(random.Random(0), choice)
    for action in near_batches(random.Random(2), g.state, choice):
        assert admits(choice, action) == accepted(g.state, action), action


def _enrage() -> Game:
    g = Game(teams=(((ANGEL, 2),), ((ANGEL, 2),)), bacs=((MELEE,), (ENRAGE,)), **OLD)
    g.start()
    double = bac(MELEE, 1)
    g.give(0, double)
    g.begin({double: GENERIC2, m(1): CHAR, m(2): FIST, m(3): BOLT, m(4): MASK})
    return g


def test_a_global_batch_is_described_with_the_most_uses_one_payment_makes() -> None:
    """001:L824-827: "global abilities may be used more than once if the cost can be paid
    multiple times ... Global abilities that are paid for in a batch resolve as a single
    effect." Enrage (pay 1) with five energy: five uses at most, the example pays them all;
    the engine accepts it, and refuses one use more or a die twice."""
    g = _enrage()
    g.field(m(1))
    choice = _priority(g)
    assert choice.several is not None and "use_global_several" in choice.actions
    (enrage,) = [x for x in choice.several.globals if x.card == ENRAGE]
    assert (enrage.cost, enrage.example_times) == (1, 5)  # the Sidekick was fielded free
    use = A.UseGlobalSeveral(
        player=0, card=ENRAGE, ability=0, times=enrage.example_times, paid=enrage.example_paid
    )
    assert admits(choice, use) and accepted(g.state, use)
    for times in (1, 6, 21):
        more = A.UseGlobalSeveral(
            player=0, card=ENRAGE, ability=0, times=times, paid=enrage.example_paid
        )
        assert not admits(choice, more) and not accepted(g.state, more)
    check_agrees(random.Random(3), g.state, choice, tries=5)
    events = g.do(use)
    assert isinstance(events[0], ev.GlobalsUsed) and events[0].times == 5


def test_a_batch_of_characters_fielded_is_described() -> None:
    """001:L341-342: "you can pay several costs at once to fully spend a generic-energy
    die": two Angels at level 2 (fielding cost 1 each) with the double generic die."""
    g = _enrage()
    angels = (die(0, ANGEL, 1), die(0, ANGEL, 2))
    for die_id in angels:
        g.give(0, die_id, to="reserve", face=1)
    choice = _priority(g)
    assert choice.several is not None and "field_several" in choice.actions
    fields = {d.die: d.cost for d in choice.several.fields}
    assert all(fields[a] == 1 for a in angels)
    example = choice.several.field_example
    assert example is not None and len(example.names) >= 2
    action = A.FieldSeveral(player=0, dice=example.names, paid=example.paid)
    assert admits(choice, action) and accepted(g.state, action)
    twice = A.FieldSeveral(player=0, dice=(angels[0], angels[0]), paid=example.paid)
    assert not admits(choice, twice) and not accepted(g.state, twice)
    check_agrees(random.Random(4), g.state, choice, tries=5)


def test_legal_actions_list_bounded_batch_representatives() -> None:
    """The bots' enumeration offers batches under 2014 (each one decide accepts), a few of
    each kind, never one per subset."""
    g = _shop()
    listed = list(legal_actions(g.state, 0))
    batches = [a for a in listed if isinstance(a, A.PurchaseSeveral)]
    assert batches and len(batches) <= 8
    assert all(a in legal_actions(g.state, 0) for a in batches)
    g18 = _shop("dm-2018")
    assert not any(isinstance(a, A.PurchaseSeveral) for a in legal_actions(g18.state, 0))


def test_the_greedy_bot_spends_a_generic_die_completely() -> None:
    """With only a double generic die worth spending, the bot buys two cost-1 dice at once
    rather than one die and losing the rest (001:L309-311)."""
    g = _shop()
    g.field(m(4))  # the Sidekick (cost 0) first: the bot fields before it buys
    action = greedy_bot(g.state, 0, random.Random(0))
    assert isinstance(action, A.PurchaseSeveral), action
    assert accepted(g.state, action)


def test_dm_2014_games_played_by_descriptions_meet_batches() -> None:
    """Demo teams under the 2014 rules, played by the descriptions (batches sampled among
    the other options): every description agrees with decide, batches included."""
    from cards.catalog import catalog
    from games.engine.api import create_game, resolve_random, step
    from games.engine.flow.decide import run
    from games.engine.flow.turn import awaiting
    from games.engine.model.state import GameOptions
    from games.engine.sim.simulate import DEMO_BASIC_ACTIONS, DEMO_TEAMS, game_seed
    from tests.engine.choice_play import sample

    seen: set[str] = set()
    for seed in range(3):
        rng = random.Random(seed)
        options = GameOptions(team_format="demo", starting_life=10, rules="dm-2014")
        state, _ = create_game(
            ("A", "B"), DEMO_TEAMS, DEMO_BASIC_ACTIONS, catalog(), options,
            seed=game_seed("batch", seed),
        )  # fmt: skip
        while (chance := resolve_random(state)) is not None:
            state = run(state, chance)[1]
        for _ in range(150):
            pending = awaiting(state)
            if pending is None:
                break
            choice = choices(state, pending.player)
            assert choice is not None
            check_agrees(rng, state, choice, tries=2)
            if isinstance(choice, C.PriorityChoice) and (batches := sample_batches(rng, choice)):
                seen.update(b.name for b in batches)
                action = rng.choice(batches) if rng.random() < 0.5 else sample(rng, choice, 0.9)
            else:
                action = sample(rng, choice, 0.9)
            state = step(state, action)[1]
    assert "purchase_several" in seen, seen


def test_bots_use_batches_in_dm_2014_games() -> None:
    """Greedy bots in dm-2014 games buy, field or use Globals in batches; the same bots in
    2018 games never try (their rest of a generic die is virtual energy)."""
    from cards.catalog import catalog
    from games.engine.model.state import GameOptions
    from games.engine.sim.simulate import game_seed, play

    batches = (ev.DicePurchased, ev.CharactersFielded, ev.GlobalsUsed)
    kinds: set[str] = set()
    for index in range(10):
        options = GameOptions(team_format="demo", starting_life=10, rules="dm-2014")
        events, state = play(catalog(), game_seed("bots-2014", index), options=options)
        assert state.over
        kinds |= {type(e).__name__ for e in events if isinstance(e, batches)}
    assert kinds == {"DicePurchased", "CharactersFielded", "GlobalsUsed"}, kinds
    events, _ = play(catalog(), game_seed("bots-2014", 0))
    assert not any(isinstance(e, batches) for e in events)


FREE = "stand-in-cost-0"


def test_a_die_that_costs_nothing_is_never_part_of_a_batch_purchase() -> None:
    """001:L309-311: dice are bought "simultaneously to spend a generic die completely", and
    "To purchase a die, you must pay its cost in energy" (001:L293): a batch shares one
    payment among costs. The rulebooks' things of purchase cost 0 are never bought (a Sidekick,
    DM-1.7: "You cannot buy more", 001:L868; a token, DM-24.1), and a card printed at cost 0
    has no part of a payment to take: it is bought on its own (docs/rulings.md). With no
    energy at all, no purchase batch is offered, listed, admitted or accepted; the single
    purchase of the free card still is."""
    free = make_card(FREE, cost=0, max_dice=4)
    one = make_card(ONE, cost=1, max_dice=4)
    g = Game(teams=(((ONE, 4), (FREE, 4)), ((ONE, 4),)), cards=cards_with(one, free), **OLD)
    g.start()
    g.begin({m(1): CHAR, m(2): CHAR, m(3): CHAR, m(4): CHAR})  # no energy
    choice = _priority(g)
    assert "purchase_several" not in choice.actions
    assert choice.several is None or not choice.several.purchases
    assert not any(isinstance(a, A.PurchaseSeveral) for a in legal_actions(g.state, 0))
    for cards in ((FREE, FREE), (FREE, ONE), ("sidekick", "sidekick")):
        batch = A.PurchaseSeveral(player=0, cards=cards, paid=())
        assert not admits(choice, batch) and not accepted(g.state, batch), cards
    assert accepted(g.state, A.Purchase(player=0, card=FREE))
    for action in near_batches(random.Random(5), g.state, choice):
        assert admits(choice, action) == accepted(g.state, action), action

    # With energy for the cost-1 dice, the free card is still left out of the batches.
    g = Game(teams=(((ONE, 4), (FREE, 4)), ((ONE, 4),)), cards=cards_with(one, free), **OLD)
    g.start()
    double = bac(WAY_OUT_WEST, 1)
    g.give(0, double)
    g.begin({double: GENERIC2, m(1): CHAR, m(2): CHAR, m(3): CHAR, m(4): CHAR})
    choice = _priority(g)
    assert choice.several is not None and "purchase_several" in choice.actions
    assert FREE not in {c.card for c in choice.several.purchases}
    generic = ((double, ("generic", "generic")),)
    for cards in ((FREE, ONE, ONE), (ONE, FREE, ONE)):
        batch = A.PurchaseSeveral(player=0, cards=cards, paid=generic)
        assert not admits(choice, batch) and not accepted(g.state, batch), cards
    both = A.PurchaseSeveral(player=0, cards=(ONE, ONE), paid=generic)
    assert admits(choice, both) and accepted(g.state, both)
    check_agrees(random.Random(6), g.state, choice, tries=5)
