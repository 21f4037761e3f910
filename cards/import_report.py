"""What an import read and changed, in total and per set, and which cards cannot be rolled
online and why: the lines the import commands print. Plain Python (no Django)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from cards.execution import Execution


def unrollable(record: Mapping[str, Any], status: Execution) -> str:
    """Why the engine cannot roll this card's dice online, or "" if it can."""
    if not status.has_faces:
        return "its die faces are not known (the file gives none and none are assumed)"
    if int(record.get("max_dice", 1) or 0) == 0:
        return "it has no dice (Max 0): it takes a team's place but is never rolled"
    return ""


@dataclass
class SetReport:
    """One set's counts."""

    read: int = 0
    with_faces: int = 0
    assumed: int = 0
    executed: int = 0
    new: int = 0
    changed: int = 0
    unrollable: list[tuple[str, str]] = field(default_factory=list)  # (card, why)

    def line(self, code: str) -> str:
        assumed = f" ({self.assumed} assumed)" if self.assumed else ""
        cannot = f"; {len(self.unrollable)} cannot be rolled online" if self.unrollable else ""
        return (
            f"  {code:<14} {self.read:>4} cards, {self.with_faces} with faces{assumed}, "
            f"{self.executed} executed, {self.new} new, {self.changed} changed{cannot}"
        )


@dataclass
class ImportReport:
    """What an import read and changed; `summary()` is the line the commands print."""

    read: int = 0
    with_faces: int = 0
    assumed_faces: int = 0
    assumed_action_faces: int = 0
    executed: int = 0
    new: int = 0
    changed: int = 0
    unchanged: int = 0
    differences: list[str] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (card, reason): left out
    sets: dict[str, SetReport] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)  # by phase, as the command timed

    def count(self, set_code: str, record: Mapping[str, Any], status: Execution) -> str:
        """Count one card read (in total and in its set); its outcome is counted by `new` or
        `changed`. Returns the card's code."""
        code = f"{record.get('number', '')}{set_code}"
        name, subtitle = record.get("name", ""), record.get("subtitle", "")
        title = f"{name}: {subtitle}" if subtitle else name
        one = self.sets.setdefault(set_code, SetReport())
        stand_in = str(record.get("stand_in", ""))
        energy = status.has_faces and "energy faces assumed" in stand_in
        action = status.has_faces and "action-die faces" in stand_in
        for report in (self, one):
            report.read += 1
            report.with_faces += status.has_faces
            report.executed += status.executed
        self.assumed_faces += energy
        self.assumed_action_faces += action
        one.assumed += energy or action
        why = unrollable(record, status)
        if why:
            one.unrollable.append((f"{code} {title}", why))
        return code

    def outcome(self, set_code: str, new: bool) -> None:
        one = self.sets.setdefault(set_code, SetReport())
        if new:
            self.new += 1
            one.new += 1
        else:
            self.changed += 1
            one.changed += 1

    def summary(self) -> str:
        rest = self.read - self.executed
        left_out = f"; {len(self.skipped)} left out (see below)" if self.skipped else ""
        return (
            f"{self.read} cards read, {self.with_faces} with faces, {self.executed} whose "
            f"abilities the engine executes, the rest text only ({rest}){left_out}"
        )

    def changes(self) -> str:
        parts = [f"{self.assumed_faces} with assumed energy faces"] if self.assumed_faces else []
        if self.assumed_action_faces:
            parts.append(f"{self.assumed_action_faces} with assumed action-die faces")
        assumed = f" ({', '.join(parts)})" if parts else ""
        return (
            f"{self.new} new, {self.changed} changed (new versions), {self.unchanged} unchanged"
            f"{assumed}"
        )

    def by_set(self) -> list[str]:
        """A line per set, then each card that cannot be rolled online and why (a card left
        out of the import cannot be either: those are listed as skipped)."""
        lines = ["per set:", *(self.sets[code].line(code) for code in sorted(self.sets))]
        cannot = [pair for code in sorted(self.sets) for pair in self.sets[code].unrollable]
        if cannot:
            lines.append(f"cannot be rolled online ({len(cannot)}):")
            lines += [f"  {card}: {why}" for card, why in cannot]
        return lines

    def timing(self) -> str:
        return "seconds: " + ", ".join(f"{k} {v:.1f}" for k, v in self.seconds.items())
