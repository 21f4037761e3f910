"""The words of character tokens made (engine effects/tokens.py `make_tokens`, DM-24.1): how
many, their A and D, and for whom, said as a player would ("make a 2A/1D character token")."""

from __future__ import annotations

from typing import Any

from games.reading.targets import affiliation_label


def _tokens(spec: Any, t: Any) -> str:
    kind = f"{spec.attack}A/{spec.defense}D"
    kind += f" {affiliation_label(spec.affiliation)}" if spec.affiliation else ""
    amount = max(1, spec.amount)
    made = f"{amount} {kind} character tokens" if amount > 1 else f"a {kind} character token"
    return f"make {made}" + ("" if t.words in ("", "you") else f" for {t.words}")


TOKEN_WORDS: dict[str, Any] = {"make_tokens": _tokens}
