"""Choice descriptions: what a pending decision admits, as data a page or a client can read
(and `admit.admits` can check) without asking the engine action by action (issue 7).

Each description is a frozen msgspec Struct tagged with the pending kind it describes
(`kind`); `actions` names the action types that answer it. Sequences are tuples (JSON lists).
`decide` stays the judge: `admits(choice, action)` says the same as `decide` for every
action of the kinds the description covers (tests/engine/test_choices.py)."""

from __future__ import annotations

from typing import Any, Union

import msgspec

from games.engine.abilities.attack_groups import AttackLimit
from games.engine.flow.choices.model_batches import (  # noqa: F401 (C.EnergySource, C.Batch*)
    BatchCard,
    BatchDie,
    Batches,
    BatchExample,
    BatchGlobal,
    EnergySource,
    Taxes,
)
from games.engine.flow.choices.model_options import (  # (also C.Payment, C.*Option)
    FabricateOption,
    FieldInsteadOption,
    FieldOption,
    GlobalOption,
    Payment,
    PurchaseOption,
)


class Choice(msgspec.Struct, frozen=True, gc=False, tag_field="kind", forbid_unknown_fields=True):
    """Base of every description: who decides (None: chance or the organizer), at which
    seq (the seq of the log's last event: a client sends it as expected_seq) and with
    which action types."""

    player: int | None
    seq: int
    actions: tuple[str, ...]


# --- chance (paper games report it; online, the seed answers at once) ------------------------


class TossChoice(Choice, tag="toss"):
    """`report_toss`: which player won the toss, one of `players` (DM-3.7)."""

    players: tuple[int, ...] = (0, 1)
    seeded: bool = False  # online: only the seed's outcome is accepted (the server's)


class DrawChoice(Choice, tag="draw"):
    """`report_draw`: exactly `count` different dice of `bag`, in the order drawn, to `to`."""

    count: int = 0
    bag: tuple[str, ...] = ()
    to: str = "prep"
    seeded: bool = False


class RollChoice(Choice, tag="roll"):
    """`report_roll`: one face index in 0..faces-1 for each of `dice`, each die once."""

    dice: tuple[str, ...] = ()
    faces: int = 6
    seeded: bool = False


# --- setup, roll, attack -------------------------------------------------------------------


class OrderChoice(Choice, tag="choose_order"):
    """`choose_first_player`: go_first true or false (DM-3.7)."""

    options: tuple[bool, ...] = (True, False)


class DraftOption(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    card: str
    most: int  # dice: 0 to most


class DraftChoice(Choice, tag="draft_pick"):
    """`draft_pick`: one card of a stack in the centre and 0 to its `most` dice (Draft
    Teams, 001:L885-889)."""

    options: tuple[DraftOption, ...] = ()


class RerollChoice(Choice, tag="reroll"):
    """`reroll`: any subset of `dice`, each at most once, of at most `most` dice if it is not
    0 (abilities/extra_rerolls.py); the empty set keeps them all. Rerolling any die costs
    `life` life when it is not 0 (an opponent's card)."""

    dice: tuple[str, ...] = ()
    most: int = 0
    life: int = 0


class AttackChoice(Choice, tag="declare_attackers"):
    """`declare_attackers`: any subset of `dice` that holds every die of `required` (they
    must attack, DM-14.2), each at most once; empty declines when nothing is required. With
    `limits` (abilities/attack_groups.py), one that `attack_groups.refused` does not refuse."""

    dice: tuple[str, ...] = ()
    required: tuple[str, ...] = ()
    limits: tuple[AttackLimit, ...] = ()
    taxes: Taxes | None = None  # what attacking costs (energy_taxes.py, DM-12.2)


class BlockGrant(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """A leave to block more attackers: `extra` more than one (0: any number) when every
    attacker it blocks is one of `attackers` (abilities/several_blocks.py)."""

    extra: int
    attackers: tuple[str, ...]


class BlockerOption(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    blocker: str
    attackers: tuple[str, ...]
    # It may block several of them: the grants whose `attackers` hold all those it blocks
    # add up; without any it blocks one (DM-9.3)
    grants: tuple[BlockGrant, ...] = ()


class BlockChoice(Choice, tag="declare_blockers"):
    """`declare_blockers`: pairs (blocker, attacker); each blocker of `blockers` appears at
    most once and blocks one of its `attackers` (or several, as its `grants` allow); an
    attacker may have several blockers (DM-9.3); each die of `required` blocks (it must,
    DM-14.2). The empty set blocks nothing (when nothing is required)."""

    blockers: tuple[BlockerOption, ...] = ()
    required: tuple[str, ...] = ()
    taxes: Taxes | None = None  # what blocking costs (energy_taxes.py, DM-12.2)


class SplitOption(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    attacker: str
    damage: int
    blockers: tuple[str, ...]


class SplitChoice(Choice, tag="assign_damage"):
    """`assign_damage`: splits (attacker, blocker, amount); for each of `attackers`, amounts
    of 0 or more to its `blockers` (each blocker at most once) adding up to its `damage`
    exactly (DM-9.9). No other attacker appears."""

    attackers: tuple[SplitOption, ...] = ()


# --- abilities -----------------------------------------------------------------------------


class EffectInfo(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """One effect of the ability, as card data says it; `chosen`: the choice names its
    target (DM-13.1). Capture, control and copying (DM-23) name the die taken or copied as
    their target; tokens (DM-24.1) say their A, D and affiliation."""

    op: str
    amount: int = 0
    target: str = "none"
    chosen: bool = False
    filters: tuple[tuple[str, Any], ...] = ()
    # what it makes (make_tokens, DM-24.1): the tokens' A, D and affiliation
    attack: int = 0
    defense: int = 0
    affiliation: str = ""


class TargetChoice(Choice, tag="choose_target"):
    """`choose_target`: one of `options` (die ids or "player:N") for the effects of the
    ability at the head of the queue; or, when `split` is above 0 ("you can choose
    multiple targets": Range), `split` pairs (target, amount) dividing exactly `split`
    among distinct options, at least 1 each (then `target` is empty); when `up_to` is above
    0, one option, or 1 to `up_to` distinct options as pairs (target, 1)."""

    card: str = ""
    ability: int = 0
    ability_kind: str = "ability"
    source_die: str = ""
    effects: tuple[EffectInfo, ...] = ()
    options: tuple[str, ...] = ()
    split: int = 0
    # "up to N target dice": 1 to `up_to` distinct options as `split` pairs (target, 1)
    up_to: int = 0
    # an opponent's choice of "two" dice: at least this many of the `up_to` (or all there are)
    at_least: int = 1
    # "you may pay ... to": every answer but "decline" pays this (`paid`, `virtual`)
    payment: Payment | None = None
    # split by rank (abilities/ranked.py): `split` as 1, 2, ..., `ranked` to that many options
    ranked: int = 0


class TriggerOption(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    index: int
    card: str
    ability: int
    ability_kind: str
    source_die: str


class TriggerOrderChoice(Choice, tag="order_triggers"):
    """`choose_trigger`: the `index` of one of `triggers`, to resolve next (DM-15.2)."""

    triggers: tuple[TriggerOption, ...] = ()


# --- priority: purchases, fielding, action dice, Globals ------------------------------------


class AbilityOption(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """An ability usable whenever a Global could be (DM-8.18); its effect costs are paid
    when it is used (DM-12.2)."""

    die: str
    ability: int
    costs: tuple[EffectInfo, ...] = ()
    cost_targets: tuple[str, ...] = ()  # as GlobalOption's
    # the card whose ability: one giving the die a keyword (abilities/window_grants.py);
    # "" for the die's own card (the action `use_ability` names it alike)
    card: str = ""


class PriorityChoice(Choice, tag="priority"):
    """One of: `pass_priority`; `purchase` a card of `purchases` (`card`, `paid`,
    `virtual` as its payment says), or of `fabricate` (`card`, `fabricated`); `field` a die
    of `fields` (or of `fields_instead`, with `instead`); `use_action_die` a die of
    `action_dice`; `use_global` a Global of `globals`; `use_ability` one of `abilities`;
    under the 2014 rules, a batch of `several` (`purchase_several`, `field_several`,
    `use_global_several`, when listed in `actions`)."""

    purchases: tuple[PurchaseOption, ...] = ()
    fields: tuple[FieldOption, ...] = ()
    action_dice: tuple[str, ...] = ()
    globals: tuple[GlobalOption, ...] = ()
    abilities: tuple[AbilityOption, ...] = ()
    several: Batches | None = None
    # purchases paid by KOing dice instead of energy (`purchase` with `fabricated`)
    fabricate: tuple[FabricateOption, ...] = ()
    # characters fielded by their card's other price (`field` with `instead`)
    fields_instead: tuple[FieldInsteadOption, ...] = ()
    action_taxes: Taxes | None = None  # what using an action die costs (energy_taxes.py)


class ReactChoice(Choice, tag="react"):
    """`react`: pay the Reactive Global `card`/`ability` offered (DM-8.19) as `payment`
    says, or `decline_reaction`. When its effect `op` says "target ...", `targets` lists what
    `react` may name as its `target` (one of them, required; the new target of a
    redirection: any die that isn't untargetable, DM-19.2); empty: `target` stays empty."""

    card: str = ""
    ability: int = 0
    payment: Payment | None = None
    targets: tuple[str, ...] = ()
    op: str = ""


_JSON = msgspec.json.Encoder()


def to_dict(choice: Choice) -> dict[str, Any]:
    """The description as JSON-ready data (`kind` first)."""
    return msgspec.json.decode(_JSON.encode(choice))  # type: ignore[no-any-return]


def choice_schema() -> dict[str, Any]:
    """The JSON Schema of every description (a tagged union on `kind`), self-contained."""
    return _inline(msgspec.json.schema(AnyChoice))


def _inline(schema: dict[str, Any]) -> dict[str, Any]:
    """The schema with its `$defs` references replaced by the definitions (no recursion in
    these types), so that it can sit inside an OpenAPI document as is."""
    defs = schema.pop("$defs", {})
    schema.pop("discriminator", None)  # (its mapping names $defs; each variant has its kind)

    def walk(node: Any) -> Any:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/$defs/"):
                return walk(defs[ref.removeprefix("#/$defs/")])
            return {key: walk(value) for key, value in node.items()}
        if isinstance(node, list):
            return [walk(item) for item in node]
        return node

    return walk(schema)  # type: ignore[no-any-return]


# --- declarations of text-only abilities (issue 7) -------------------------------------------


class TargetOption(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """A target kind a declared effect may name now: `chosen` kinds name one of `options`
    (DM-13.1; unfiltered: filters only narrow them); the others affect what they say."""

    kind: str
    chosen: bool = False
    options: tuple[str, ...] = ()


class OpOption(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """An effect primitive that can happen now, with the (target kind, zone) pairs it can
    happen with (zone "" for the primitives that take none); with a zone of `chance` it is
    chance (a draw, a roll) and must come last."""

    op: str
    uses: tuple[tuple[str, str], ...]
    chance: tuple[str, ...] = ()


class DeclareChoice(Choice, tag="declare"):
    """`declare`: `costs` then `effects`, each {op, target, chosen, zone, amount, duration,
    filters} with (target, zone) one of its op's `uses`, `chosen` one of its target kind's
    `options` (or "" for a kind that is not chosen), |amount| <= `max_amount`, duration one of
    `durations`, filters named in `filters`; at most `max_effects` in all; a chance op only
    as the last effect. Both empty declines. `text` is the ability's printed text. The ops of
    `makes` (tokens, DM-24.1) also take `attack` and `defense` (0 to `max_amount`) and an
    `affiliation` (at most `max_name` characters, no ":"); other ops leave them 0 and "".
    """

    card: str = ""
    ability: int = 0
    ability_kind: str = "ability"
    source_die: str = ""
    text: str = ""
    ops: tuple[OpOption, ...] = ()
    targets: tuple[TargetOption, ...] = ()
    durations: tuple[str, ...] = ()
    filters: tuple[str, ...] = ()
    max_amount: int = 0
    max_effects: int = 0
    makes: tuple[str, ...] = ()
    max_name: int = 0


class ReviewChoice(Choice, tag="review_declaration"):
    """`accept_declaration`, or `dispute_declaration` with a `reason` of at most
    `max_reason` characters (a judge then rules); `about_seq` is the declaration's event."""

    about_seq: int = 0
    max_reason: int = 0


CHOICE_TYPES: tuple[type[Choice], ...] = (
    TossChoice, DrawChoice, RollChoice, OrderChoice, DraftChoice, RerollChoice, AttackChoice,
    BlockChoice, SplitChoice, TargetChoice, TriggerOrderChoice, PriorityChoice, ReactChoice,
    DeclareChoice, ReviewChoice,
)  # fmt: skip


AnyChoice: Any = Union[CHOICE_TYPES]  # noqa: UP007 (a union built from a tuple)
