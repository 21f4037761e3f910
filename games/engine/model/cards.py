"""Card and die definitions as plain data (DM-1.4 to DM-1.7).

A card owns a die of six faces. Faces are energy (symbols), character (level, fielding cost,
A, D, bursts) or action (bursts). The rulebooks never print the Sidekick die or the Basic
Action Die, so they are defined here (see docs/rulings.md, "Dice without cards")."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from games.engine.model.wide_scopes import wide_scopes

ENERGY_TYPES = ("fist", "bolt", "mask", "shield")  # DM-2.1
WILD = "wild"  # DM-2.2: stands in for any type when spending
GENERIC = "generic"  # DM-2.3: no type
SYMBOLS = (*ENERGY_TYPES, WILD, GENERIC)

CardKind = Literal["character", "action", "basic_action", "sidekick"]


@dataclass(frozen=True, slots=True)
class EnergyFace:
    """Energy symbols on a face: ("bolt",), ("bolt", "bolt"), ("generic", "generic")."""

    symbols: tuple[str, ...]
    bursts: int = 0

    kind = "energy"


@dataclass(frozen=True, slots=True)
class CharacterFace:
    """A character face: its level is its position among the card's character faces."""

    level: int
    cost: int  # fielding cost (top left)
    attack: int
    defense: int
    bursts: int = 0

    kind = "character"


@dataclass(frozen=True, slots=True)
class ActionFace:
    """An action face: the card's effect, plus burst text when the bursts match (DM-17)."""

    bursts: int = 0

    kind = "action"


Face = EnergyFace | CharacterFace | ActionFace


@dataclass(frozen=True, slots=True)
class Condition:
    """A condition of card text ("if", "unless", "as long as", "while X is active"): `kind`
    names an entry of abilities/conditions.py CONDITIONS, `params` its parameters as sorted
    (name, value) pairs (values made hashable: lists as tuples, filters as sorted pairs);
    `unless` reverses it ("unless ..." holds when the condition does not)."""

    kind: str
    params: tuple[tuple[str, Any], ...] = ()
    unless: bool = False

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        return default


@dataclass(frozen=True, slots=True)
class EffectSpec:
    """One effect with its parameters. `op` names an effect primitive and `target` a target
    kind (the closed sets: abilities/effects, abilities/targets; checked at load).

    `filters` narrow the dice a target kind offers, as (filter name, value) pairs (DM-13:
    level, energy type, affiliation, Sidekick, name, zone, ...). `duration` says how long a
    lasting effect lasts (DM-14: "turn" applied until Cleanup, "static" while its condition
    holds). `per` counts ("for each ...", DM-18.5): the amount is multiplied by the count.
    """

    op: str
    amount: int = 0
    target: str = "none"
    zone: str = ""  # destination for moves, source for prep
    duration: str = "turn"
    filters: tuple[tuple[str, Any], ...] = ()
    per: str = ""
    attack: int = 0  # what an effect makes (make_tokens, DM-24.1): the tokens' A, D and
    defense: int = 0  # affiliation
    affiliation: str = ""
    # redirect_next: whose damage it redirects (a target kind without a choice: "you",
    # "this_die", "all_your_characters"); its `target` is where the damage goes (DM-19.2)
    from_target: str = ""
    # the amount may be divided among several of the chosen kind's targets (Range: "you can
    # choose multiple targets"): the target choice then names each with its part
    split: bool = False
    # "up to N target dice": the target choice may name 1 to N distinct targets (each
    # affected by the whole effect; one: an ordinary choice); "two target dice" (`exact`):
    up_to: int = 0  # N of them, or all there are if fewer (abilities/choosers.fewest)
    exact: bool = False
    # "if ...": the effect happens only while `condition` holds as it resolves (DM-12.1);
    # "... instead": when `instead_if` holds, `instead` happens in its place (conditions.py)
    condition: Condition | None = None
    instead: tuple[EffectSpec, ...] = ()
    trigger: str = ""  # a suppression's ("opposing when-fielded ...", abilities/locks.py)
    # grant_keyword: the keyword it gives ("overcrush", "range:2"), with its rules (the
    # loader sets `granted`: a KeywordUse) (effects/granting.py)
    keyword: str = ""
    granted: Any = None
    per_filters: tuple[tuple[str, Any], ...] = ()  # what a "for each" count counts
    instead_if: Condition | None = None
    # filters on other dice an effect concerns: a block limit's blockers (abilities/blocking.py)
    by_filters: tuple[tuple[str, Any], ...] = ()
    by_card: bool = False  # deal_damage on another die's deed: the card is the source
    rolled: Rolled | None = None  # "if it rolls an energy face, ..." (abilities/outcomes.py)
    choice: int = 0  # which of its ability's choices names its target (abilities/answers.py)


@dataclass(frozen=True, slots=True)
class Rolled:
    """A roll's outcome: `effects` per die that matches, then `then`; `otherwise` per other"""

    face: str
    unless: bool = False
    effects: tuple[EffectSpec, ...] = ()
    then: tuple[EffectSpec, ...] = ()
    otherwise: tuple[EffectSpec, ...] = ()  # (abilities/outcomes.py)
    drawn: tuple[tuple[str, Any], ...] = ()  # a draw's: what the die drawn is (face "")
    symbols: tuple[str, ...] = ()  # `then` once per such symbol shown (rolled_symbols.py)


@dataclass(frozen=True, slots=True)
class Ability:
    """A triggered or static card ability: when `trigger` happens, do `effects` in order.

    `bursts` limits the ability to faces with that many bursts (() = the base text); burst
    text adds to the base text or, with `burst_mode` "replace", replaces it (DM-17.3).
    `while_active` names a card that must be active (static abilities, DM-18.1; "self" is
    this card). `first_time_each_turn`: only the first trigger per card and turn (DM-15.5).
    `origin` is "" for printed text, or "keyword:<name>" for an ability a keyword gives
    (DM-18.4: not a "when fielded" ability for cards that care about those). A "global_window"
    ability is used by its die's controller whenever they could use a Global (DM-8.18),
    paying its `costs` (effects, DM-12.2: "you cannot avoid paying costs") first.
    """

    trigger: str
    effects: tuple[EffectSpec, ...]
    bursts: tuple[int, ...] = ()
    burst_mode: str = "add"
    while_active: str = ""
    first_time_each_turn: bool = False
    each_die: bool = False  # that limit kept per die, not per card (001:L631-634: Iceman)
    origin: str = ""
    costs: tuple[EffectSpec, ...] = ()  # paid first, when the ability is used (DM-12.2)
    text: str = ""
    # The Global windows a "global_window" ability may be used in, by step name; () = both
    # (DM-8.19). ("action_global_window",): "after blockers are declared" (Tag Out, DM-9.6).
    steps: tuple[str, ...] = ()
    # "You may": its controller may decline it when choosing its target (pending
    # choose_target offers DECLINE beside the targets; Heroic's pairing up).
    optional: bool = False
    # More triggers of the same ability ("when you or this die is dealt damage": `trigger`
    # "when_damaged", `also` ("when_you_are_damaged",)); one effect meeting several of them
    # triggers it once (DM-15.6: abilities/occasions.py)
    also: tuple[str, ...] = ()
    # "If ..." / "as long as ..." / "while ...": a triggered ability triggers and resolves
    # only while it holds; a static one holds only while it does (DM-14.3)
    condition: Condition | None = None
    # Filters on the die the occasion concerns ("whenever you field a Villain character
    # die"): abilities/occasions.py; ("other_card", "self"): a die of another card
    trigger_filters: tuple[tuple[str, Any], ...] = ()
    # "You may pay <energy> to ...": as it resolves its controller pays `pay` energy (one
    # symbol of each of `pay_types`, DM-8.6) from the Reserve Pool with their answer, or
    # declines it; a player who cannot pay does nothing (flow/paid.py, DM-8.1)
    pay: int = 0
    pay_types: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class GlobalAbility:
    """A Global (DM-8.16 to DM-8.20): both players may pay `cost` (energy, with `energy_types`)
    and `costs` (effects, DM-12.2) in the Global windows; once per turn, only on your turn
    (DM-8.19). `reactive`: the trigger a Reactive Global answers instead (DM-8.19). `riders`:
    the card's other printed lines said in it; `breath`: a Breath Weapon's N (rulings.md)."""

    cost: int
    effects: tuple[EffectSpec, ...]
    energy_types: tuple[str, ...] = ()
    once_per_turn: bool = False
    only_your_turn: bool = False
    costs: tuple[EffectSpec, ...] = ()
    reactive: str = ""
    text: str = ""
    condition: Condition | None = None  # "use only if ..." (abilities/conditions.py)
    riders: tuple[str, ...] = ()
    breath: int = 0


@dataclass(frozen=True, slots=True)
class KeywordUse:
    """A keyword printed on a card ("overcrush", "range:2" -> name "range", value 2) and the
    rules that carry it out (a `keywords.Keyword`, looked up when the card is loaded)."""

    name: str
    value: int | None = None
    rules: Any = None
    card: str = ""  # the card that prints it (the loader sets it; Heroic: "another" card)


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card: what it costs, which die it carries, and what its text does."""

    id: str
    name: str
    kind: CardKind
    faces: tuple[Face, ...]
    subtitle: str = ""
    cost: int = 0
    energy_types: tuple[str, ...] = ()
    affiliations: tuple[str, ...] = ()
    alignment: str = ""  # "good", "evil", "neutral" (Dungeons & Dragons sets) or none
    max_dice: int = 4
    abilities: tuple[Ability, ...] = ()
    globals: tuple[GlobalAbility, ...] = ()
    keywords: tuple[KeywordUse, ...] = ()
    # Which abilities wait for which occasion (abilities/occasions.py), as the loader found
    # them: occasion -> ((ability index, scope, needs the card active), ...).
    occasions: Mapping[str, tuple[tuple[int, str, bool], ...]] = field(default_factory=dict)
    lowers_defense: bool = False  # a static ability of it can lower a die's D (loader)
    set_code: str = ""
    number: str = ""
    extra: Mapping[str, Any] = field(default_factory=dict)
    back: CardDef | None = field(default=None, repr=False, compare=False)  # model/flip_sides.py

    @property
    def title(self) -> str:
        return f"{self.name}: {self.subtitle}" if self.subtitle else self.name

    # Its static ("while ...") abilities: they change A and D rather than queue (derived).
    statics: tuple[Ability, ...] = field(init=False, repr=False, compare=False)

    # Its keywords' hooks by hook point (derived): (keyword, function) pairs, in card order.
    hook_table: Mapping[str, tuple[tuple[KeywordUse, Callable[..., Any]], ...]] = field(
        init=False, repr=False, compare=False
    )

    # A character face of it has a printed D of 0 (lethal with no damage, DM-16.1): derived
    # once, as every game's pool asks it of each of its cards (CardPool).
    zero_defense: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        statics = tuple(a for a in self.abilities if a.trigger == "static")
        object.__setattr__(self, "statics", statics)
        zero = any(isinstance(f, CharacterFace) and f.defense == 0 for f in self.faces)
        object.__setattr__(self, "zero_defense", zero)
        table: dict[str, list[tuple[KeywordUse, Callable[..., Any]]]] = {}
        for keyword in self.keywords:
            for name, function in getattr(keyword.rules, "hooks", {}).items():
                table.setdefault(name, []).append((keyword, function))
        object.__setattr__(self, "hook_table", {k: tuple(v) for k, v in table.items()})

    def hooks(self, name: str) -> tuple[tuple[KeywordUse, Callable[..., Any]], ...]:
        """This card's keywords that implement the hook point `name` (abilities/hooks.py)."""
        return self.hook_table.get(name, ())

    def has_keyword(self, name: str) -> bool:
        return any(k.name == name for k in self.keywords)

    def character_faces(self) -> list[int]:
        """Indexes of character faces in level order (spin up/down moves along this list)."""
        chars = [i for i, f in enumerate(self.faces) if isinstance(f, CharacterFace)]
        return sorted(chars, key=lambda i: self.faces[i].level)  # type: ignore[union-attr]


class CardPool(dict[str, CardDef]):
    """A game's cards by id (GameState.cards) and what the rules ask of all of them at once,
    worked out at setup (a game's cards never change, but for token cards an effect adds,
    with no abilities: `with_token`): one fact per slot, each said beside it. A rule asks the
    fact first and looks at every card only when it says some card may concern it."""

    __slots__ = (
        "flips",  # per flip card, the pool with its other side up (model/flip_sides.py)
        "heard",  # the occasions some ability waits for (announcing others triggers nothing)
        "hook_points",  # the hook points some card's keywords answer (abilities/hooks.py)
        "lowers_defense",  # a static ability can lower a die's D
        "static_effects",  # per static primitive, its (card, ability, effect)s in card order
        "static_ops",  # the effect primitives the static abilities name
        "wide",  # per occasion, the cards with abilities every such occasion concerns
        "wide_each",  # the occasions a scope "each:..." waits for (a given keyword's)
        "wide_scopes",  # per occasion, each `wide` card's scopes for it (occasions.py)
        "window_abilities",  # one is usable whenever a Global could be (DM-8.18)
        "with_globals",  # a card has a Global
        "zero_defense",  # a character face has a printed D of 0
    )

    def __init__(self, cards: Mapping[str, CardDef]) -> None:
        super().__init__(cards)
        self.flips: dict[str, CardPool] = {}  # (filled as cards flip: a pool never changes)
        self.lowers_defense = any(card.lowers_defense for card in self.values())
        self.zero_defense = any(card.zero_defense for card in self.values())
        self.with_globals = any(card.globals for card in self.values())
        self.heard = frozenset(kind for card in self.values() for kind in card.occasions)
        self.window_abilities = any(_has_window_ability(card) for card in self.values())
        statics = [(c, a, e) for c in self.values() for a in c.statics for e in a.effects]
        ops = dict.fromkeys(e.op for _, _, e in statics)  # (in card order)
        self.static_effects = {op: tuple(x for x in statics if x[2].op == op) for op in ops}
        self.static_ops = frozenset(ops)
        self.hook_points = frozenset(point for card in self.values() for point in card.hook_table)
        self.wide, self.wide_scopes, self.wide_each = wide_scopes(self.values())

    def with_token(self, card_id: str) -> CardPool:
        """This pool and the token card `card_id` (DM-24.1): itself if it has it."""
        if card_id in self:
            return self
        return CardPool({**self, card_id: token_card(card_id)})


def _has_window_ability(card: CardDef) -> bool:
    return bool(card.hooks("window_ability")) or any(
        a.trigger == "global_window" for a in card.abilities
    )


# --- The two dice every game uses (DM-1.7, DM-4.5); their faces are our ruling. ---------------

SIDEKICK_ID = "sidekick"
SIDEKICK = CardDef(
    id=SIDEKICK_ID,
    name="Sidekick",
    kind="sidekick",
    cost=0,
    max_dice=8,
    faces=(
        CharacterFace(level=1, cost=0, attack=1, defense=1),
        EnergyFace(("fist",)),
        EnergyFace(("bolt",)),
        EnergyFace(("mask",)),
        EnergyFace(("shield",)),
        EnergyFace((WILD,)),
    ),
)

BASIC_ACTION_FACES: tuple[Face, ...] = (
    ActionFace(bursts=0),
    ActionFace(bursts=1),
    ActionFace(bursts=2),
    EnergyFace((GENERIC, GENERIC)),
    EnergyFace((GENERIC, GENERIC)),
    EnergyFace((GENERIC, GENERIC)),
)


def card_digest(raw_cards: Iterable[Mapping[str, Any]]) -> str:
    """SHA-256 of the canonical JSON of the card data a game uses: a log names its cards
    by id, and this digest proves a replay uses the same definitions."""
    ordered = sorted(raw_cards, key=lambda c: c["id"])
    blob = json.dumps(ordered, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(blob.encode()).hexdigest()


# --- Character tokens (DM-24.1) ---------------------------------------------------------------
# "considered to be level 1 character dice with a purchase cost of 0. Their A and D values will
# be given by the card generating them ... They do not have an energy type." A token's card is
# named by its id alone ("token:A:D" or "token:A:D:Affiliation"), so a log, a replay and a
# snapshot rebuild it without a catalog. One face: it cannot be spun up or down (DM-21.2).

TOKEN_PREFIX = "token:"


def token_card_id(attack: int, defense: int, affiliation: str = "") -> str:
    base = f"{TOKEN_PREFIX}{max(0, attack)}:{max(0, defense)}"
    return f"{base}:{affiliation}" if affiliation else base


def is_token(card_id: str) -> bool:
    return card_id.startswith(TOKEN_PREFIX)


def token_card(card_id: str) -> CardDef:
    """The card of tokens `card_id` names; ValueError if it names none."""
    parts = card_id[len(TOKEN_PREFIX) :].split(":", 2) if is_token(card_id) else []
    if len(parts) < 2 or not parts[0].isdigit() or not parts[1].isdigit():
        raise ValueError(f"not a token card id: {card_id!r}")
    affiliations = (parts[2],) if len(parts) == 3 and parts[2] else ()
    return CardDef(
        id=card_id, name="Token", kind="character",
        faces=(CharacterFace(level=1, cost=0, attack=int(parts[0]), defense=int(parts[1])),),
        affiliations=affiliations,
        max_dice=0,
    )  # fmt: skip
