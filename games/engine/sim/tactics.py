"""What a bot makes of an ability: does its effect help or harm what it affects, is it worth
using now, and which target to give it. Read from the effect data (op, amount, target kind),
so a bot plays new cards without knowing them; an op it does not know is neither (0)."""

from __future__ import annotations

from games.engine.abilities import if_you_do
from games.engine.abilities.either_chosen import OPTIONS as EITHER_OPTIONS
from games.engine.abilities.either_chosen import outcome as either_outcome
from games.engine.abilities.ko_offers import NAME as KO_OFFER
from games.engine.abilities.queue import ability_of
from games.engine.abilities.redirect_offers import OPS as OFFERED
from games.engine.abilities.stats import stats
from games.engine.abilities.targets import ACCEPT, CHOSEN_TARGETS, DECLINE, TARGETS
from games.engine.model import actions as A
from games.engine.model import hits
from games.engine.model.cards import Ability, CardDef, EffectSpec, GlobalAbility
from games.engine.model.evolve_takeover import lasts
from games.engine.model.state import FIELD_ZONES, GameState, Step, Trigger, Zone
from games.engine.sim import redirect_choice

# Effects that are bad for whatever they affect, and good ones (modify_* go by their sign).
HARMFUL = frozenset(
    {"deal_damage", "lose_life", "ko", "spin_down", "cant_attack", "cant_block", "must_attack"}
    | {"increase_cost", "increase_field_cost", "field_cost_at_least"}
    | {"life_to_use_global", "life_to_use_action", "life_to_block", "life_per_blocker"}
    | {"energy_to_attack", "energy_to_declare_attack", "energy_to_block", "energy_per_blocker"}
    | {"energy_to_use_action"}
    | {"must_block", "cant_declare_blockers"}
    | {"corrupt", "cleave", "call_out", "mark_deadly"}  # keywords' (Keyword.effects, marks)
    | {"mark_ko_unless_attacks"}  # "if it does not attack this turn, KO it"
    | {"capture", "take_control"}  # a die taken away for the turn (DM-23.1, DM-23.2)
    | {"put_stun_token", "remove_experience_token", "remove_loyalty_counter"}  # on a card
    | {"remove_stat_token"}
    | {"halve_experience_tokens"}
)
HELPFUL = frozenset(
    {
        "gain_life",
        "spin_up",
        "cant_be_blocked",
        "gain_virtual_energy",
        "draw",
        "draw_sort",
        "draw_roll_bag",
        "draw_roll_prep",
        "draw_pick",
        "prep",
        "reroll",
        "roll_from",
        "prevent_damage",
        "redirect_damage",
        "shield",
        "field_die",
        "reduce_cost",
        "reduce_field_cost",
        "reduce_next_cost",
        "reduce_next_field_cost",
        "free_field",
        "free_next_field",
        "make_tokens",
        "cant_be_targeted_by_opponents",
        "cant_be_targeted",
        "prevent_next",
        "prevent_next_ability",
        "shield_combat",
        "remove_stun_token",
        "add_experience_token",
        "add_loyalty_counter",
        "add_stat_token",
    }
)


# Cost reductions (abilities/costs.py): a Global giving one is used in your own Main Step.
CHEAPER = frozenset(
    {
        "reduce_cost",
        "reduce_field_cost",
        "reduce_next_cost",
        "reduce_next_field_cost",
        "free_next_field",
    }
)

# Effects whose chosen target takes damage meant for another (DM-19.2): bad for that target.
REDIRECTS = frozenset({"redirect_damage", "redirect_next"})

# Effects that take on another die's stats or text (DM-23.3): worth a strong die of another card.
COPYING = frozenset({"copy_stats", "copy_abilities", "copy_die"})
# Effects that take an opposing die away (DM-23.1, DM-23.2): worth their strongest die, and
# a die that does it when fielded is worth fielding only while they have one.
TAKING = frozenset({"capture", "take_control"})


def buying_value(card: CardDef) -> int:
    """What a die of the card is worth buying: its cost, one more for a die or an action that
    takes an opposing die away (a blocker gone, or an attacker gained, for a turn or more)."""
    takes = any(e.op in TAKING for a in card.abilities for e in a.effects)
    return card.cost + takes


def takes_when_fielded(state: GameState, die_id: str) -> bool:
    """Does the die's card capture or take control of a die when fielded?"""
    card = state.cards[state.dice[die_id].card]
    return any(
        a.trigger == "when_fielded" and any(e.op in TAKING for e in a.effects)
        for a in card.abilities
    )


def something_to_take(state: GameState, player: int) -> bool:
    """An opposing character die in a Field Zone (a capture or a control has a target)."""
    return any(_dice(state, seat) for seat in state.opponents(player))


def holding(state: GameState, die_id: str) -> bool:
    """The die holds a capture or a control that lasts past the turn: losing it (a KO in
    combat) gives the taken die back (DM-23.1, DM-23.2)."""
    return any(
        x.source == die_id and x.effect in ("captured", "controlled") and lasts(x)[0] != "turn"
        for x in state.lasting
    )


def borrowed(state: GameState, player: int) -> list[str]:
    """The opposing dice `player` controls (DM-23.2): nothing of theirs is lost if such a
    die is KO'd (it goes to its owner's Prep Area), so it always attacks."""
    return [
        x.target
        for x in state.lasting
        if x.effect == "controlled"
        and x.controller == player
        and x.target in state.dice
        and state.dice[x.target].zone in FIELD_ZONES
    ]


def effect_sign(effect: EffectSpec) -> int:
    """+1 if the effect is good for what it affects, -1 if bad, 0 if the bot cannot tell."""
    if effect.op.startswith("modify_"):
        return (effect.amount > 0) - (effect.amount < 0)
    if effect.op in HARMFUL:
        return -1
    return 1 if effect.op in HELPFUL else 0


def main_effect(ability: Ability | GlobalAbility) -> EffectSpec | None:
    """The effect that decides what the ability is for: its first targeted one, else its
    first."""
    for effect in ability.effects:
        if effect.target in CHOSEN_TARGETS:
            return effect
    return ability.effects[0] if ability.effects else None


def worth_using(state: GameState, player: int, action: A.Action) -> bool:
    """A Global or a "whenever you could use a Global" ability, legal now: use it if it harms
    the opponent or their dice, or (during combat) helps one of your dice that fights."""
    if isinstance(action, A.UseGlobal):
        ability: Ability | GlobalAbility = state.cards[action.card].globals[action.ability]
    elif isinstance(action, A.UseAbility):
        ability = state.cards[action.card or state.dice[action.die].card].abilities[action.ability]
    else:
        return False
    effect = main_effect(ability)
    if effect is None:
        return False
    sign, owner = effect_sign(effect), TARGETS[effect.target].owner
    fighting = state.step is Step.ACTION_WINDOW and state.combat is not None
    if effect.op in CHEAPER:  # a cost reduction: worth it in your own Main Step, to buy more
        return state.step is Step.MAIN and player == state.active
    if sign < 0:
        if owner == "yours":
            return False
        if TARGETS[effect.target].what == "player":
            return True
        theirs = any(_dice(state, seat) for seat in state.opponents(player))
        return theirs and (fighting or state.step is Step.MAIN)
    if sign > 0 and owner != "opposing":
        if TARGETS[effect.target].what == "card":  # (a Stun token off): before attacking
            return state.step is Step.MAIN and player == state.active
        if TARGETS[effect.target].what == "player":
            return effect.op != "gain_life" or _hurt(state, player)
        return fighting and any(_fights(state, d) for d in _dice(state, player))
    return False


def worth_taking(state: GameState, player: int, target: str) -> bool:
    """An optional ability ("you may ...") on its best target: taken unless that target is
    the bot's own (or a teammate's) and the effect harms it, or the opponent's and the
    effect helps it; an effect the bot cannot tell about (sign 0) is taken, as printed."""
    if target == DECLINE:
        return False
    ability = ability_of(state, state.triggers[0])
    if _costs_the_game(state, player, ability):
        return False
    if ability.trigger == KO_OFFER:
        return True  # a KO replaced (abilities/ko_offers.py): the die is kept, at any price
    effect = main_effect(ability)
    if effect is None:
        return True
    if effect.op in OFFERED:  # a redirection of up to N (sim/redirect_choice.py)
        return redirect_choice.worth(state, player, state.triggers[0], effect)
    sign = -1 if effect.op in REDIRECTS else effect_sign(effect)
    owner = _owner(state, target)
    if owner is None or sign == 0:
        return True
    ours = owner in state.teammates(player)
    return not (sign < 0 and ours) and not (sign > 0 and not ours)


def _costs_the_game(state: GameState, player: int, ability: Ability) -> bool:
    """ "You may pay 2 life. If you do, ...": a cost of life or damage to the bot that would
    leave it at 0 life is never worth it (abilities/if_you_do.py)."""
    life = state.players[player].life
    lost = sum(
        e.amount
        for e in if_you_do.cost(ability)
        if e.op in ("lose_life", "deal_damage") and e.target == "you"
    )
    return lost > 0 and lost >= life


def choose_target(state: GameState, player: int, options: tuple[str, ...]) -> str:
    """The target for the head of the trigger queue: for a harmful effect, an opposing die it
    would KO, else their strongest (the opponent, for players); a capture their best blocker
    (the highest D), a control their hardest hitter (the highest A); for a helpful one, your
    die that fights, else your strongest (you, for players)."""
    if ACCEPT in options:  # "you may" with nothing to choose: a card's own help, taken
        return ACCEPT
    trigger = state.triggers[0]
    if set(options) <= set(EITHER_OPTIONS):  # the opponent's pick of an outcome
        return _either(state, player, trigger, options)
    effect = main_effect(ability_of(state, trigger))
    sign = effect_sign(effect) if effect is not None else 0
    amount = effect.amount if effect is not None else 0
    if effect is not None and effect.op in REDIRECTS:  # the new target takes the damage
        sign = -1
        if effect.op == "redirect_damage" and amount <= 0:  # all the damage just dealt
            amount = hits.left(state, trigger.source_die or f"player:{trigger.controller}")
    opponents = state.opponents(player)  # a teammate's dice are neither (Doubles)
    mine = [o for o in options if _owner(state, o) == player]
    theirs = [o for o in options if _owner(state, o) in opponents]
    if effect is not None and effect.op == "take_control" and theirs:
        # the die that attacks hardest for us (and no longer blocks for them)
        return max(theirs, key=lambda o: (_strength(state, o), o))
    if effect is not None and effect.op == "capture" and theirs:
        # their best blocker: the highest D, then A (DM-23.1: it no longer exists)
        return max(theirs, key=lambda o: (_strength(state, o)[::-1], o))
    if sign < 0:
        pool = theirs or mine or list(options)
        if not theirs:  # only our own: the one we lose least by
            return min(pool, key=lambda o: (_strength(state, o), o))
        return max(pool, key=lambda o: (_kills(state, o, amount), _strength(state, o), o))
    if effect is not None and effect.op in COPYING:  # the strongest die of another card
        own = state.dice[trigger.source_die].card if trigger.source_die in state.dice else ""
        others = [o for o in options if o in state.dice and state.dice[o].card != own]
        if others:
            return max(others, key=lambda o: (_strength(state, o), o))
    pool = mine or theirs or list(options)
    if sign == 0:
        return pool[0]
    return max(pool, key=lambda o: (_fights_id(state, o), _strength(state, o), o))


def _either(state: GameState, player: int, trigger: Trigger, options: tuple[str, ...]) -> str:
    """Of two outcomes (abilities/either_chosen.py), the one that does `player` the least
    harm: each effect counts +1 if it helps their side or harms the other, -1 the other way
    (by its target kind's owner, from the ability's controller); the first on a tie."""
    effects = ability_of(state, trigger).effects
    ours = trigger.controller in state.teammates(player)

    def score(option: str) -> int:
        wanted = EITHER_OPTIONS.index(option) + 1
        total = 0
        for effect in effects:
            if either_outcome(effect) != wanted:
                continue
            owner = TARGETS[effect.target].owner
            if owner not in ("yours", "opposing"):
                continue
            theirs = (owner == "yours") == ours  # the effect's side is the chooser's
            total += effect_sign(effect) * (1 if theirs else -1)
        return total

    return max(options, key=lambda o: (score(o), -options.index(o)))


def _owner(state: GameState, option: str) -> int | None:
    if option.startswith("player:"):
        return int(option.removeprefix("player:"))
    if option.startswith("card:"):  # a card of a team, "card:<owner>:<card>"
        return int(option.split(":")[1])
    die = state.dice.get(option)
    return die.owner if die is not None else None


def _dice(state: GameState, player: int) -> list[str]:
    return [
        d
        for zone in FIELD_ZONES
        for d in state.in_zone(player, zone)
        if state.is_character(state.dice[d])
    ]


def _fights(state: GameState, die_id: str) -> bool:
    """Attacking (in the Attack Zone) or blocking."""
    combat = state.combat
    return state.dice[die_id].zone is Zone.ATTACK or (
        combat is not None and die_id in combat.blocks
    )


def _fights_id(state: GameState, option: str) -> bool:
    return option in state.dice and _fights(state, option)


def _hurt(state: GameState, player: int) -> bool:
    return state.players[player].life < state.options.starting_life


def _strength(state: GameState, option: str) -> tuple[int, int]:
    die = state.dice.get(option)
    if die is None or not state.is_character(die):
        return (0, 0)
    return stats(state, die)


def _kills(state: GameState, option: str, amount: int) -> bool:
    die = state.dice.get(option)
    if die is None or not state.is_character(die):
        return False
    return stats(state, die)[1] - die.damage <= abs(amount)
