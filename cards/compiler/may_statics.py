"""Which statics may say "you may" (cards/compiler/lines.py `_static_checks`): a static
makes no choice as it holds (DM-14.3), so "While <self> is active, you may ..." is read only
where the engine asks its player at the right time: a permission ("you may field ...",
constructs/field_sidekick.py), extra rerolls (constructs/extra_rerolls.py), and a
redirection of up to N damage each turn, asked as the damage is dealt (constructs/
static_redirect.py; engine abilities/redirect_offers.py), which has no meaning without it."""

from __future__ import annotations

from collections.abc import Sequence

from cards.compiler.constructs.extra_rerolls import OP as REROLLS
from cards.compiler.constructs.field_sidekick import PERMISSION
from cards.compiler.constructs.static_redirect import MAY
from cards.compiler.parts import Effect


def read(effects: Sequence[Effect], optional: bool) -> bool:
    """The static's choice, or its absence, is one the engine reads."""
    if not optional:
        return not any(e["op"] in MAY for e in effects)
    return all(e.get(PERMISSION) or e["op"] in MAY or e["op"] == REROLLS for e in effects)
