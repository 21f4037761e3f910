"""The engine's public functions: create a game, decide, evolve, step with seeded chance,
list legal actions, and show the state to a player, a spectator or a judge."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from msgspec.structs import replace

from games.engine.abilities import attack_groups, energy_taxes, field_instead
from games.engine.abilities.answers import first_asked
from games.engine.abilities.blocking import blockers_needed, short
from games.engine.abilities.breath import reactive_cost
from games.engine.abilities.choosers import fewest
from games.engine.abilities.costs import field_cost, global_cost, purchase_cost
from games.engine.abilities.hooks import ko_payment
from games.engine.abilities.permissions import may_field, required_attackers, required_blockers
from games.engine.abilities.ranked import by_rank, ranks
from games.engine.abilities.stats import stats
from games.engine.abilities.targets import CHOSEN_TARGETS, DECLINE, up_to_count
from games.engine.abilities.texts import lent_globals
from games.engine.abilities.total_cost import within
from games.engine.abilities.wild_bars import wild_barred
from games.engine.abilities.window_grants import window_abilities
from games.engine.flow import paid, taxed
from games.engine.flow.choices import admits, choice_schema, choices
from games.engine.flow.choices.batches import batch_examples, describe_batches
from games.engine.flow.combat import split_targets
from games.engine.flow.decide import decide, run
from games.engine.flow.energy import find_payment
from games.engine.flow.main_step import cost_options, takes_cost_target
from games.engine.flow.randomness import seed_hash, seeded_outcome
from games.engine.flow.reactive import targets as reactive_targets
from games.engine.flow.setup import Team, genesis_event, initial_state
from games.engine.flow.shared import accepted
from games.engine.flow.turn import (
    RANDOM_KINDS,
    awaiting,
    may_attack,
    possible_attackers,
    possible_blocks,
)
from games.engine.model import actions as A
from games.engine.model import draft
from games.engine.model import events as ev
from games.engine.model.cards import CardDef, card_digest
from games.engine.model.errors import IllegalAction
from games.engine.model.evolve import evolve
from games.engine.model.state import GameOptions, GameState, Pending, Step, Trigger, Zone
from games.engine.views import view

_SUPPLY = Zone.SUPPLY  # (read per die: a member looked up on the class is slow in 3.11)


def create_game(
    players: tuple[str, ...],
    teams: tuple[Team, ...],
    basic_actions: tuple[Sequence[str], ...],
    cards: Mapping[str, CardDef],
    options: GameOptions | None = None,
    seed: str | None = None,
    raw_cards: Sequence[Mapping[str, Any]] = (),
    draft_pool: Sequence[tuple[str, int]] = (),
    draft_offered: Sequence[str] = (),
) -> tuple[GameState, list[ev.Event]]:
    """A new game: its genesis event (seq 0) and the state after it, waiting for the toss.
    One player, team and Basic Action Cards per seat: two, or four under the Doubles format
    (seats 0 and 2 against 1 and 3). `draft_pool`: Draft Teams' cards in the centre, (card
    id, dice); the teams are empty; `draft_offered`: the Basic Action Cards its centre's were
    drawn from with the seed."""
    options = options or GameOptions()
    genesis = genesis_event(
        players,
        teams,
        basic_actions,
        card_digest(raw_cards) if raw_cards else "",
        options,
        seed_hash(seed) if seed else "",
        draft_pool,
        draft_offered,
    )
    state = initial_state(genesis, cards, seed if options.randomness == "seed" else None)
    return state, [genesis]


def resolve_random(state: GameState) -> A.Action | None:
    """The seeded outcome the game waits for, or None (no seed, or no random outcome due)."""
    pending = awaiting(state)
    if state.seed is None or pending is None or pending.kind not in RANDOM_KINDS:
        return None
    return seeded_outcome(state, pending)


def step(state: GameState, action: A.Action) -> tuple[list[ev.Event], GameState]:
    """Apply an action, then every seeded random outcome that follows, until a player must
    decide. Online play uses this; paper play reports outcomes as actions instead."""
    events, state = run(state, action)
    while (chance := resolve_random(state)) is not None:
        more, state = run(state, chance)
        events.extend(more)
    return events, state


def waiting_for(state: GameState) -> Pending | None:
    return awaiting(state)


class LegalActions:
    """The legal actions of a player: `action in legal` is exact (it asks decide);
    iterating yields one representative per choice (one payment per purchase, say)."""

    def __init__(self, state: GameState, player: int | None) -> None:
        self.state = state
        self.player = player

    def __contains__(self, action: object) -> bool:
        if not isinstance(action, A.Action) or action.player != self.player:
            return False
        try:
            decide(self.state, action)
        except IllegalAction:
            return False
        return True

    def __iter__(self) -> Iterator[A.Action]:
        yield from _representatives(self.state, self.player)


def legal_actions(state: GameState, player: int | None) -> LegalActions:
    return LegalActions(state, player)


def _representatives(state: GameState, player: int | None) -> Iterator[A.Action]:
    if state.over:
        return
    pending = awaiting(state)
    assert pending is not None
    if player is not None and 0 <= player < state.seats:
        yield A.Concede(player=player)
    if pending.kind in RANDOM_KINDS:
        if player is None and state.seed is not None:
            chance = seeded_outcome(state, pending)
            yield chance
        return
    if pending.player != player:
        return
    kind = pending.kind
    if kind == "choose_order":
        yield A.ChooseFirstPlayer(player=player, go_first=True)
        yield A.ChooseFirstPlayer(player=player, go_first=False)
    elif kind == "draft_pick":
        for stack in draft.stacks(state).values():
            for card in stack:
                most = draft.most_dice(state, player, card)  # type: ignore[arg-type]
                yield A.DraftPick(player=player, card=card, dice=most)
                if most:
                    yield A.DraftPick(player=player, card=card, dice=0)
    elif kind == "reroll":
        yield A.Reroll(player=player, dice=())
        if not pending.count or len(pending.dice) <= pending.count:  # (extra_rerolls.py)
            yield A.Reroll(player=player, dice=pending.dice)
        for die_id in pending.dice:
            yield A.Reroll(player=player, dice=(die_id,))
    elif kind == "priority":
        yield from _priority_actions(state, player)  # type: ignore[arg-type]
    elif kind == "declare_attackers":
        yield from _attack_options(state, player)  # type: ignore[arg-type]
    elif kind == "declare_blockers":
        yield from _block_options(state, player)  # type: ignore[arg-type]
    elif kind == "assign_damage":
        yield _all_on_first(state, player, pending)  # type: ignore[arg-type]
    elif kind == "choose_target":
        spent, virtual = paid.payment_for(state, state.triggers[0])  # "you may pay ... to"
        singles = fewest(state, state.triggers[0], pending.options) <= 1
        for option in pending.options if singles else ():
            if option == DECLINE:
                yield A.ChooseTarget(player=player, target=option)
            else:
                yield A.ChooseTarget(player=player, target=option, paid=spent, virtual=virtual)
        most = up_to_count(state, state.triggers[0])
        several = _together(state, [o for o in pending.options if o != DECLINE], most)
        if most > 1 and len(several) > 1:  # "up to N targets": the first N together
            split = tuple((t, 1) for t in several)
            yield A.ChooseTarget(player=player, split=split, paid=spent, virtual=virtual)
        ranked = ranks(state, state.triggers[0], CHOSEN_TARGETS)  # 1, 2, ... N (ranked.py)
        if ranked and len(pending.options) >= ranked:
            split = by_rank(pending.options[:ranked])
            yield A.ChooseTarget(player=player, split=split, paid=spent, virtual=virtual)
    elif kind == "declare":  # a text-only ability: the bots decline (issue 7)
        yield A.Declare(player=player)
    elif kind == "review_declaration":
        yield A.AcceptDeclaration(player=player)
        yield A.DisputeDeclaration(player=player, reason="disputed")
    elif kind == "order_triggers":
        for index in range(pending.count):
            yield A.ChooseTrigger(player=player, index=index)
    elif kind == "react":
        yield from _react_options(state, player)  # type: ignore[arg-type]


def _priority_actions(state: GameState, player: int) -> Iterator[A.Action]:
    candidates: list[A.Action] = []
    if player == state.active and state.step is Step.MAIN:
        supply = {d.card: d for d in state.dice.values() if d.zone is _SUPPLY}
        for card_id in sorted(supply):
            card = state.cards[card_id]
            cost = purchase_cost(state, player, card, supply[card_id])  # DM-8.7
            payment = find_payment(state, player, cost, card.energy_types, not wild_barred(card))
            if payment:
                candidates.append(
                    A.Purchase(player=player, card=card_id, paid=payment[0], virtual=payment[1])
                )
            by_ko = ko_payment(state, player, card_id)  # dice KO'd instead (Fabricate)
            if by_ko is not None:
                candidates.append(A.Purchase(player=player, card=card_id, fabricated=by_ko.example))
        for die_id in state.in_zone(player, Zone.RESERVE):
            die = state.dice[die_id]
            if state.is_character(die) and may_field(state, die_id):
                cost = field_cost(state, player, die, state.face_of(die).cost)  # type: ignore[union-attr]
                payment = find_payment(state, player, cost)
                if payment:
                    candidates.append(
                        A.Field(player=player, die=die_id, paid=payment[0], virtual=payment[1])
                    )
                more = find_payment(state, player, field_cost(state, player, die, 0))
                for way in sorted(field_instead.ways(state, player, die)) if more else ():
                    candidates.append(  # another price (abilities/field_instead.py)
                        A.Field(player=player, die=die_id, instead=way, paid=more[0],
                                virtual=more[1])
                    )  # fmt: skip
    if player == state.active:
        for die_id in state.in_zone(player, Zone.RESERVE):
            if state.is_action(state.dice[die_id]):
                tax = energy_taxes.action_tax(state, player, die_id)  # (DM-12.2)
                if (pay := taxed.payment(state, player, tax)) is not None:
                    candidates.append(
                        A.UseActionDie(player=player, die=die_id, paid=pay[0], virtual=pay[1])
                    )
    cards = [(card_id, "") for card_id in sorted({d.card for d in state.dice.values()})]
    cards += [(card.id, via) for via, card in lent_globals(state, player)]  # a copy's, DM-23.3
    for card_id, via in cards:
        for index, ability in enumerate(state.cards[card_id].globals):
            cost = global_cost(state, player, ability.cost)  # (DM-8.17)
            payment = find_payment(state, player, cost, ability.energy_types)
            if payment:
                use = A.UseGlobal(
                    player=player,
                    card=card_id,
                    ability=index,
                    paid=payment[0],
                    virtual=payment[1],
                    via=via,
                )
                trigger = Trigger(player, card_id, index, "global", via)  # "this die"
                candidates.extend(_paying(state, use, ability.costs, trigger))
    for zone in (Zone.FIELD, Zone.ATTACK):  # DM-8.18: abilities of dice in the Field Zone
        for die_id in state.in_zone(player, zone):
            for card, index, named in window_abilities(state, die_id):  # given ones too
                use = A.UseAbility(player=player, die=die_id, ability=index, card=named)
                trigger = Trigger(player, card.id, index, "ability", die_id)
                candidates.extend(_paying(state, use, card.abilities[index].costs, trigger))
    candidates.extend(_batches(state, player))
    for action in candidates:
        if accepted(state, action):  # (shared with the choices inside `sharing`)
            yield action
    yield A.PassPriority(player=player)


def _batches(state: GameState, player: int) -> list[A.Action]:
    """The 2014 rules' batches (001:L309-311, L341-342, L824-827): a few representatives,
    never one per subset: the description's examples (the dearest pair of dice one payment
    buys, every character at once or the dearest pair, the most uses of each Global)."""
    return batch_examples(describe_batches(state, player), player)


def _paying(
    state: GameState, use: A.UseGlobal | A.UseAbility, costs: Sequence[Any], trigger: Trigger
) -> list[A.Action]:
    """`use`, or one per die that may pay its cost that says "target ..." (DM-12.2)."""
    if not takes_cost_target(costs):
        return [use]
    return [replace(use, cost_target=t) for t in cost_options(state, costs, trigger)]


def _react_options(state: GameState, player: int) -> Iterator[A.Action]:
    """Pay the Reactive Global offered (one payment), or let it pass (DM-8.19)."""
    head = state.triggers[0]
    ability = state.cards[head.card].globals[head.ability]
    cost = reactive_cost(state, head, ability, global_cost(state, player, ability.cost))
    payment = find_payment(state, player, cost, ability.energy_types)
    if payment is not None:
        for target in reactive_targets(state, head) or ("",):  # DM-19.2: each new target
            yield A.React(
                player=player,
                card=head.card,
                ability=head.ability,
                paid=payment[0],
                virtual=payment[1],
                target=target,
            )
    yield A.DeclineReaction(player=player)


def _attack_options(state: GameState, player: int) -> Iterator[A.Action]:
    field = tuple(possible_attackers(state)) if may_attack(state) else ()
    required = required_attackers(state, field)  # "must attack" (DM-14.2)
    required = tuple(energy_taxes.untaxed_attackers(state, player, required))  # DM-12.2
    options = [(), field, *((d,) for d in field if len(field) > 1), required]
    options.append(taxed.affordable(state, player, field))  # those it can pay for
    if found := attack_groups.limits(state, field):  # dice attacking together (DM-14.3)
        options.append(attack_groups.fit(found, required, (), field))
        for dice in dict.fromkeys(options):
            if not attack_groups.refused(found, required, dice, field):
                yield from _paid_attack(state, player, dice)
        return
    for dice in dict.fromkeys(options):
        if set(required) <= set(dice):
            yield from _paid_attack(state, player, dice)


def _paid_attack(state: GameState, player: int, dice: tuple[str, ...]) -> Iterator[A.Action]:
    """The declaration with what it costs paid (energy_taxes.py), if the player can pay."""
    pay = taxed.payment(state, player, energy_taxes.attack_tax(state, player, dice))
    if pay is not None:
        yield A.DeclareAttackers(player=player, dice=dice, paid=pay[0], virtual=pay[1])


def _block_options(state: GameState, player: int) -> Iterator[A.Action]:
    assert state.combat is not None
    possible = possible_blocks(state)
    required = required_blockers(state, possible)  # "must block" (DM-14.2)
    required = tuple(energy_taxes.untaxed_blockers(state, required, possible))  # DM-12.2
    free = [(d, a) for d, a in possible if not energy_taxes.block_tax(state, [(d, a)])]
    forced = tuple((b, next(a for d, a in free if d == b)) for b in required)
    options = [forced]
    for blocker, attacker in possible:
        if blocker not in required:
            options.append((*forced, (blocker, attacker)))
        elif (blocker, attacker) not in forced:
            options.append(tuple((b, attacker if b == blocker else a) for b, a in forced))
    for attacker in sorted({a for _, a in possible}):  # two or more at once (blocking.py)
        need = blockers_needed(state, attacker)
        able = [b for b, a in possible if a == attacker and b not in required]
        if need > 1 and len(able) >= need:
            options.append((*forced, *((b, attacker) for b in able[:need])))
    fit = [blocks for blocks in options if not short(state, blocks)] or [forced]
    for blocks in fit:
        pay = taxed.payment(state, player, energy_taxes.block_tax(state, blocks))
        if pay is not None:  # what blocking costs paid (energy_taxes.py, DM-12.2)
            yield A.DeclareBlockers(player=player, blocks=blocks, paid=pay[0], virtual=pay[1])


def _together(state: GameState, options: list[str], most: int) -> list[str]:
    """ "Up to N targets": the first options, N at most, that fit a total cost's budget
    together (abilities/total_cost.py)."""
    asked = first_asked(state, state.triggers[0])
    picks: list[str] = []
    for option in options:
        if len(picks) < most and within(state, asked, picks, option):
            picks.append(option)
    return picks


def _all_on_first(state: GameState, player: int, pending: Pending) -> A.Action:
    splits = []
    for attacker in pending.dice:
        first = split_targets(state, attacker)[0]  # (a blocker of several: an attacker)
        splits.append((attacker, first, stats(state, state.dice[attacker])[0]))
    return A.AssignDamage(player=player, splits=tuple(splits))


__all__ = [
    "LegalActions",
    "admits",
    "choice_schema",
    "choices",
    "create_game",
    "decide",
    "evolve",
    "legal_actions",
    "resolve_random",
    "run",
    "step",
    "view",
    "waiting_for",
]
