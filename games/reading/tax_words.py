"""The words of costs paid in energy to attack, to block or to use an action die (engine
abilities/energy_taxes.py, DM-12.2): "this die can't attack unless its controller pays 2
energy", "blocking ... costs the blocking player 2 energy", "your opponent pays 1 energy
to use each action die"."""

from __future__ import annotations

from typing import Any

from games.reading.targets import FILTERS


def _named(filters: Any) -> str:
    return " ".join(FILTERS[k].words(v) for k, v in filters if k in FILTERS)


def _energy_cost(spec: Any, t: Any) -> str:
    """What attacking, blocking or using costs in energy."""
    n, die = spec.amount, t.words or "this die"
    if spec.op == "energy_to_attack":
        return f"{die} can't attack unless its controller pays {n} energy"
    if spec.op == "energy_once_to_attack":
        return (
            f"{die} can't attack unless their player pays {n} energy (once, with any of them"
            " declared: then all of them may attack this turn)"
        )
    if spec.op == "energy_once_to_block":
        blockers = f"{_named(spec.by_filters)} character dice".strip()
        return (
            f"{die} can't be blocked by {blockers} unless the blocking player pays {n} energy"
            " (once, with any such block declared: then all of them may block this turn)"
        )
    if spec.op == "energy_to_block":
        return f"blocking {die} costs the blocking player {n} energy (once for each die blocked)"
    if spec.op == "energy_per_blocker":
        blockers = f"{_named(spec.by_filters)} character dice".strip()
        return (
            f"{die} can't be blocked unless the blocking player pays {n} energy for each of"
            f" their {blockers} that blocks it"
        )
    who = t.verb("pays", "pay") if t.words else "each player pays"
    if spec.op == "energy_to_declare_attack":
        return f"{who} {n} energy to declare attackers (once, with any attacker)"
    named = _named(spec.by_filters)
    return f"{who} {n} energy to use each {named + ' ' if named else ''}action die"


TAX_WORDS: dict[str, Any] = {
    name: _energy_cost
    for name in (
        "energy_to_attack", "energy_once_to_attack", "energy_to_declare_attack",
        "energy_once_to_block", "energy_to_block",
        "energy_per_blocker", "energy_to_use_action",
    )
}  # fmt: skip
