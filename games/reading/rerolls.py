"""The words of the Roll and Reroll Step's statics (engine abilities/extra_rerolls.py): an
extra reroll of the dice it names, an opponent's reroll capped or priced in life; and the
Clear and Draw Step's (abilities/extra_draws.py): dice drawn beyond the four; a draw of two
with one rolled (effects/draw_sort.py); Rush's (abilities/rush.py): dice more for a die drawn
in that step, by the dice of a type drawn with it; Boomerang's roll of the action die just
used (effects/boomerang.py); draws, rerolls and rolls from a pile (effects/chance.py), and
a rerolled die's face before the roll kept and put back (effects/former_face.py)."""

from __future__ import annotations

from typing import Any

from games.engine.model.cards import EffectSpec
from games.reading.targets import label


def _extra_reroll(spec: EffectSpec) -> str:
    """A reroll beyond DM-7.2's one (engine abilities/extra_rerolls.py), of the dice it names:
    action dice, a creature type's ("Trap dice"), Sidekick dice, or any."""
    kind = " ".join(_kind(n, v) for n, v in spec.filters)
    dice = f"{kind} dice" if kind else "dice"
    most = f"at most {spec.amount} of your {dice}" if spec.amount else f"any of your {dice}"
    return f"you get an extra reroll, of {most}, during your Roll and Reroll Step"


def _kind(name: str, value: object) -> str:
    """One filter of an extra reroll's dice in words."""
    if name == "sidekick":
        return "Sidekick" if value else "non-Sidekick"
    return str(value).title() if name == "creature_type" else str(value)


def _dice(amount: int) -> str:
    return "1 die" if amount == 1 else f"{amount} dice"


def _extra_draw(spec: EffectSpec) -> str:
    """Dice drawn beyond DM-6.2's four (engine abilities/extra_draws.py)."""
    dice = "1 extra die" if spec.amount == 1 else f"{spec.amount} extra dice"
    if spec.target == "all_players":
        return f"each player draws {dice} (into the Prep Area) in their Clear and Draw Step"
    return f"you draw {dice} (into your Prep Area) in your Clear and Draw Step"


def _rush_draw(spec: EffectSpec) -> str:
    """Rush (engine abilities/rush.py): counted in the draw the die came in (itself too,
    when it is of that type)."""
    kind = " or ".join(label(v) for n, v in spec.filters if n == "energy_type") or "matching"
    return (
        "when you draw this card's die in your Clear and Draw Step, draw 1 extra die (into"
        f" your Prep Area, rolled with the rest) for each {kind} die of that draw"
    )


REROLL_WORDS: dict[str, Any] = {
    # a draw, a reroll, a roll from a pile (effects/chance.py)
    "draw": lambda spec, t: (
        f"draw {_dice(spec.amount)} from your bag"
        + ("" if spec.rolled is not None and not spec.rolled.face else " and roll ")
        + (
            ""
            if spec.rolled is not None and not spec.rolled.face
            else "it"
            if spec.amount == 1
            else "them"
        )
    ),
    "reroll": lambda spec, t: f"reroll {t.or_('it')}",
    "roll_from": lambda spec, t: f"roll {t.or_('it')} into {_whose_pool(spec)} Reserve Pool",
    # (effects/former_face.py: the face before the roll, kept for the outcome)
    "remember_face": lambda spec, t: f"note the face {t.or_('it')} shows",
    "former_face": lambda spec, t: f"return {t.or_('it')} to the face it showed before the roll",
    # a draw of two, one of them rolled (effects/draw_sort.py)
    "draw_roll_bag": lambda spec, t: (
        f"draw {_dice(spec.amount)} from your bag; roll one of them (your choice)"
        " into your Reserve Pool and leave the rest in your bag"
    ),
    "draw_roll_prep": lambda spec, t: (
        f"draw {_dice(spec.amount)} from your bag; roll one of them (your choice)"
        " into your Reserve Pool and put the rest in your Prep Area"
    ),
    "draw_roll_done": lambda spec, t: (
        "roll the die chosen into your Reserve Pool"
        + ("" if spec.zone == "bag" else " and put the other dice drawn in your Prep Area")
    ),
    # Boomerang (effects/boomerang.py): the action die just used, after its own effect
    "boomerang": lambda spec, t: "once this die has been used, roll it where it is",
    "extra_draw": lambda spec, t: _extra_draw(spec),
    "extra_reroll": lambda spec, t: _extra_reroll(spec),
    "rush_draw": lambda spec, t: _rush_draw(spec),
    "reroll_cap": lambda spec, t: (
        f"your opponents get one reroll, of at most {spec.amount} dice, in their Roll and"
        " Reroll Step"
    ),
    "reroll_price": lambda spec, t: (
        f"your opponents pay {spec.amount} life for each reroll of one or more dice in their"
        " Roll and Reroll Step"
    ),
}


def _whose_pool(spec: Any) -> str:
    """A die rolled from a pile lands in its owner's Reserve Pool (DM-20.3): an opponent's
    die in theirs."""
    return "its owner's" if "opponent" in spec.target or "opposing" in spec.target else "your"
