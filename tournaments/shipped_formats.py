"""Load the formats Overcrush ships (tournaments/data/formats.json) into the Format table.

Run by a data migration (so a fresh install offers them) and after every migrate and test
database flush (tournaments/apps.py, as the shipped cards are); safe to run again: a shipped
format's rules are set from the file; its ban list only when it is created (staff edit it
afterwards, and a release never undoes their bans). It stays beside the models rather than
in tournaments/formats/ because migration 0014 imports it by this name."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent / "data" / "formats.json"
# each rule a shipped format sets, and its value when the file does not give it
RULES: dict[str, Any] = {
    "team_format": "standard", "legal_sets": [], "description": "", "rulesets": [],
    "max_dice_per_card": None, "different_sets": False, "single_energy": False,
    "teams_per_player": 1, "escalating": False,
}  # fmt: skip


def shipped() -> list[dict[str, Any]]:
    """The shipped formats' data, in the file's order."""
    return list(json.loads(DATA.read_text())["formats"])


def load_shipped(model: Any, using: str = "default") -> int:
    """Create or update each shipped format (by slug); returns how many were created. A
    name already taken by an organizer's format gets " (shipped)" after it."""
    created = 0
    rows = model.objects.using(using)
    for entry in shipped():
        fields = {key: entry.get(key, default) for key, default in RULES.items()}
        row = rows.filter(slug=entry["slug"]).first()
        if row is None:
            name = entry["name"]
            if rows.filter(name=name).exists():
                name = f"{name} (shipped)"
            rows.create(
                slug=entry["slug"], name=name, banned_cards=entry.get("banned_cards", []), **fields
            )
            created += 1
            continue
        changed = [key for key, value in fields.items() if getattr(row, key) != value]
        for key in changed:
            setattr(row, key, fields[key])
        if changed:
            row.save(using=using, update_fields=changed)
    return created
