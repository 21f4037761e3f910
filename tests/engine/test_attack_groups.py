"""Which dice may attack together (engine abilities/attack_groups.py, issue 16): statics
that let a die attack only alone, never alone, cap how many of some dice attack at once (in
all, or of each affiliation), or ask that at least some attack (if able). DM-9.1 (the
active player declares attackers), DM-14.3 (a static holds while its condition does),
DM-12.1 ("can't" beats "must": a die that must attack stays home when its attack would
break one; docs/rulings.md "Attacking together"). Each with the declaration it refuses and
the near miss it allows; the choice description and the bots agree with decide."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games.engine import actions as A
from games.engine.api import legal_actions
from games.engine.flow.choices import admits, choices
from games.engine.model import errors as E
from games.engine.model.errors import IllegalAction
from games.engine.sim.bots import greedy_bot
from tests.engine.keywords.common import at_attack, character

LONER, MATE, THIRD = "p1:loner:1", "p1:mate:1", "p1:mate:2"


def _static(op: str, target: str = "this_card", amount: int = 0, **filters: Any) -> dict:
    effect: dict[str, Any] = {"op": op, "target": target}
    if amount:
        effect["amount"] = amount
    if filters:
        effect["filters"] = filters
    return {"trigger": "static", "effects": [effect]}


def game(*limits: dict[str, Any], affiliations: tuple[str, str] = ("", "")) -> Any:
    """Michele in Declare Attackers with a die of loner (the statics' card) and two of mate,
    all level 1 in her Field Zone."""
    names = ("loner", "mate")
    cards = [
        character(name, 2, 2, abilities=list(limits) if name == "loner" else [],
                  affiliations=[aff] if aff else [])
        for name, aff in zip(names, affiliations, strict=True)
    ]  # fmt: skip
    g = at_attack(*cards)
    g.give(0, THIRD, to="field", face=0)
    return g


def refused(g: Any, *dice: str) -> str:
    with pytest.raises(IllegalAction) as info:
        g.attack(*dice)
    assert info.value.code == E.ATTACK_NOT_ALLOWED
    return str(info.value)


def test_a_die_that_attacks_only_alone() -> None:
    g = game(_static("attacks_alone"))
    assert "alone" in refused(g, LONER, MATE)
    g.attack(LONER)  # near miss: alone


def test_the_other_dice_may_still_attack_together() -> None:
    game(_static("attacks_alone")).attack(MATE, THIRD)


def test_a_die_that_never_attacks_alone() -> None:
    g = game(_static("cant_attack_alone"))
    assert "alone" in refused(g, LONER)
    g.attack(LONER, MATE)  # near miss: with another attacker


def test_without_a_limit_any_set_attacks() -> None:
    game().attack(LONER)


def test_at_most_some_of_the_dice_it_names_attack() -> None:
    """At most one die of Grovekin: mate and third are; loner is not."""
    g = game(
        _static("max_attackers", "all_characters", 1, affiliation="grovekin"),
        affiliations=("", "grovekin"),
    )
    assert "at most 1" in refused(g, MATE, THIRD)
    g.attack(LONER, MATE)  # near miss: one Grovekin die


def test_at_most_one_of_each_affiliation() -> None:
    g = game(
        _static("max_attackers_each_affiliation", "all_characters"),
        affiliations=("", "grovekin"),
    )
    assert "at most 1" in refused(g, MATE, THIRD)
    g.attack(LONER, MATE)  # loner has no affiliation: it counts for none


def test_dice_of_different_affiliations_may_attack_together() -> None:
    game(
        _static("max_attackers_each_affiliation", "all_characters"),
        affiliations=("rookery", "grovekin"),
    ).attack(LONER, MATE)


def test_at_least_one_must_attack() -> None:
    g = game(_static("min_attackers", "all_characters", 1))
    assert "at least 1" in refused(g)
    g.attack(THIRD)  # near miss: one


def test_at_least_one_if_able() -> None:
    """Every die may attack only alongside another and only one may attack at once: no
    declaration holds one, so declaring none is allowed (DM-12.1)."""
    g = game(
        _static("min_attackers", "all_characters", 1),
        _static("cant_attack_alone", "all_characters"),
        _static("max_attackers", "all_characters", 1),
    )
    g.attack()


def test_a_die_that_must_attack_stays_home_when_its_attack_breaks_a_limit() -> None:
    """loner must attack and attacks only alone; mate attacks: loner need not (DM-12.1)."""
    g = game(_static("attacks_alone"), _static("must_attack"))
    g.attack(MATE)


def test_a_die_that_must_attack_still_must_when_it_can() -> None:
    g = game(_static("cant_attack_alone"), _static("must_attack"))
    assert "must attack" in refused(g, MATE)
    g.attack(LONER, MATE)


@pytest.mark.parametrize(
    "limits",
    [
        (_static("attacks_alone"),),
        (_static("cant_attack_alone"), _static("must_attack")),
        (_static("min_attackers", "all_characters", 2),),
        (_static("max_attackers_each_affiliation", "all_characters"),),
    ],
)
def test_the_description_the_bots_and_the_legal_actions_agree_with_decide(
    limits: tuple[dict, ...],
) -> None:
    g = game(*limits, affiliations=("grovekin", "grovekin"))
    choice = choices(g.state, 0)
    assert choice.limits  # the limits are described
    sets = [(), (LONER,), (MATE,), (LONER, MATE), (MATE, THIRD), (LONER, MATE, THIRD)]
    for dice in sets:
        action = A.DeclareAttackers(player=0, dice=dice)
        assert admits(choice, action) == (action in legal_actions(g.state, 0)), dice
    for action in legal_actions(g.state, 0):
        if isinstance(action, A.DeclareAttackers):
            assert admits(choice, action)
    for seed in range(5):
        bot = greedy_bot(g.state, 0, random.Random(seed))
        assert admits(choice, bot), bot
