"""Many bot games over the cards of a set (our own: `ocr`), and which keywords fired in them.

A survey plays game i with covering team i against team i + 1 (sim/teams.py), the bots
taking turns through `pairs`; an exception out of the engine is an engine error, kept with
the game's seed. Each log is then replayed (validated, with the seed) with the keywords'
hooks counted: a keyword *fired* in a game when one of its hooks gave an answer other than
the usual rule's (`USUAL`) or emitted events, or when the log holds an ability the keyword
gave its card (`Keyword.abilities`) or one printed for a trigger the keyword defines
(Impulse's), triggered or used; a keyword with none of these (a rule the engine applies to
its cards, Crossover's) fires when a die of its card is purchased. Used by
`manage.py simulate --set` and `make bench`.
"""

from __future__ import annotations

import dataclasses
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from games.engine.log.codec import to_records
from games.engine.log.replay import replay
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import CardDef, KeywordUse
from games.engine.model.state import GameOptions
from games.engine.sim.simulate import game_seed, play
from games.engine.sim.teams import Team

# The usual rule's answer of each hook point (abilities/keyword.py HOOK_POINTS): an answer
# that is not usual is the keyword firing. A hook point not listed fires on any answer but
# None; a hook given the batch also fires when it emits events. Offering a window ability is
# not firing (using it is: AbilityUsed).
USUAL: Mapping[str, Callable[[Any], bool]] = {
    "combat_damage": lambda answer: answer is None,
    "damage_phase": lambda answer: answer == 1,
    "replace_ko": lambda answer: not answer,
    "after_roll": lambda answer: False,  # asked only for the rolls its keyword requested
    "action_die_destination": lambda answer: answer is None,
    "may_attack": lambda answer: answer is not False,
    "may_block": lambda answer: answer is not False,
    "counts_as_sidekick": lambda answer: not answer,
    "used_pile": lambda answer: answer is None,
    "drawn": lambda answer: True,  # it acts by emitting events (below)
    "window_ability": lambda answer: True,
}

PAIRS = (("greedy", "greedy"), ("greedy", "random"), ("random", "greedy"), ("random", "random"))


@dataclass
class Survey:
    games: int = 0
    seconds: float = 0.0  # playing the games (not the counting replays)
    events: int = 0
    errors: list[tuple[int, str, str]] = field(default_factory=list)  # (game, seed, error)
    fired: Counter[str] = field(default_factory=Counter)  # keyword -> games it fired in
    keywords: frozenset[str] = frozenset()  # keywords the teams' cards print
    implemented: frozenset[str] = frozenset()  # ... of them, those with rules (a module)
    # capture, control and copy (DM-23.1 to DM-23.3) -> games they happened in (`taken`)
    takeovers: Counter[str] = field(default_factory=Counter)

    @property
    def unseen(self) -> list[str]:
        """Implemented keywords of the cards that fired in no game."""
        return sorted(self.implemented - set(self.fired))


def survey(
    cards: Mapping[str, CardDef],
    teams: Sequence[Team],
    games: int,
    seed: str = "survey",
    pairs: Sequence[tuple[str, str]] = PAIRS,
    options: GameOptions | None = None,
) -> Survey:
    """Play `games` bot games with `teams` and count the keywords that fired (module doc)."""
    options = options or GameOptions()
    used = {card for team, bacs in teams for card in (*(c for c, _ in team), *bacs)}
    printed = [use for card in used for use in cards[card].keywords]
    result = Survey(
        keywords=frozenset(use.name for use in printed),
        implemented=frozenset(use.name for use in printed if use.rules is not None),
    )
    for index in range(games):
        one, two = teams[index % len(teams)], teams[(index + 1) % len(teams)]
        game = game_seed(seed, index)
        started = time.process_time()
        try:
            events, _ = play(
                cards,
                game,
                pairs[index % len(pairs)],
                options,
                teams=(one[0], two[0]),
                basic_actions=(one[1], two[1]),
            )
        except Exception as error:
            result.errors.append((index, game, f"{type(error).__name__}: {error}"))
            continue
        finally:
            result.seconds += time.process_time() - started
            result.games += 1
        result.events += len(events)
        result.takeovers.update(taken(events))
        try:
            result.fired.update(keywords_fired(cards, events, game))
        except Exception as error:
            result.errors.append((index, game, f"replay: {type(error).__name__}: {error}"))
    return result


def taken(events: Sequence[ev.Event]) -> set[str]:
    """What of capture, control and copy happened in a game: "capture", "take_control",
    "copy_stats"/"copy_abilities"/"copy_die", how each capture or control ended
    ("capture_ended:<reason>", "control_ended:<reason>"), a capture or control lasting past
    the turn ("until:<duration>"), a Global a copy gave used ("copied_global")."""
    found: set[str] = set()
    for event in events:
        if isinstance(event, ev.DiceCaptured | ev.ControlTaken):
            found.add("capture" if isinstance(event, ev.DiceCaptured) else "take_control")
            if event.until:
                found.add(f"until:{event.until}")
        elif isinstance(event, ev.CaptureEnded):
            found.add(f"capture_ended:{event.reason}")
        elif isinstance(event, ev.ControlEnded):
            found.add(f"control_ended:{event.reason}")
        elif isinstance(event, ev.EffectStarted) and event.effect.startswith("copy_"):
            found.add(event.effect)
        elif isinstance(event, ev.GlobalUsed) and event.via:
            found.add("copied_global")
    return found


def keywords_fired(
    cards: Mapping[str, CardDef], events: Sequence[ev.Event], seed: str | None
) -> set[str]:
    """The keywords that fired in a game (module doc), from its log and seed (None: chance
    as the log reports it, a paper game)."""
    fired: set[str] = set()
    replay(to_records(events), counting(cards, fired), seed=seed)
    for event in events:
        if isinstance(event, ev.AbilityTriggered) and event.kind in ("ability", "action"):
            card = cards[event.card]
            fired |= _keyword_of(card, card.abilities[event.ability])
        elif isinstance(event, ev.AbilityUsed):
            card = cards[event.card or event.die.split(":")[1]]
            fired |= _keyword_of(card, card.abilities[event.ability])
        elif isinstance(event, (ev.DiePurchased, ev.DieFabricated)):
            fired |= _rule_only(cards[event.card])
    return fired


def _rule_only(card: CardDef) -> set[str]:
    """Keywords that are a rule the engine applies to their cards with nothing of their own
    (no hook, ability or trigger: Crossover's "one energy of each type" is the purchase
    rule of every multi-type card): they fire when a die of the card is purchased."""
    return {
        use.name
        for use in card.keywords
        if use.rules is not None
        and not (use.rules.hooks or use.rules.abilities or use.rules.triggers)
    }


def counting(cards: Mapping[str, CardDef], fired: set[str]) -> dict[str, CardDef]:
    """The cards with every keyword hook wrapped to add its keyword to `fired` when it
    answers otherwise than the usual rule (the rules are unchanged)."""
    return {card_id: _counted_card(card, fired) for card_id, card in cards.items()}


def _counted_card(card: CardDef, fired: set[str]) -> CardDef:
    if not any(getattr(use.rules, "hooks", None) for use in card.keywords):
        return card
    uses = tuple(_counted_use(use, fired) for use in card.keywords)
    return dataclasses.replace(card, keywords=uses)  # __post_init__ rebuilds the hook table


def _counted_use(use: KeywordUse, fired: set[str]) -> KeywordUse:
    hooks = getattr(use.rules, "hooks", None)
    if not hooks:
        return use
    counted = {name: _counted(use.name, name, function, fired) for name, function in hooks.items()}
    return dataclasses.replace(use, rules=dataclasses.replace(use.rules, hooks=counted))


def _counted(keyword: str, point: str, function: Callable, fired: set[str]) -> Callable:
    usual = USUAL.get(point, lambda answer: answer is None)

    def hook(*args: Any) -> Any:
        # A hook given the batch acts by emitting events (Swarm draws more): that is firing.
        batch = args[0] if args and isinstance(args[0], Batch) else None
        emitted = len(batch.events) if batch is not None else 0
        answer = function(*args)
        if not usual(answer) or (batch is not None and len(batch.events) > emitted):
            fired.add(keyword)
        return answer

    return hook


def _keyword_of(card: CardDef, ability: Any) -> set[str]:
    """The keyword an ability belongs to: it gave it, or it defines its trigger."""
    if ability.origin.startswith("keyword:"):
        return {ability.origin.removeprefix("keyword:")}
    return {
        use.name for use in card.keywords if ability.trigger in getattr(use.rules, "triggers", {})
    }
