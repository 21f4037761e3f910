"""A keyword as card data writes it ("overcrush", "range:2"), checked against the rulebooks'
names (DIGEST §3.1) and given its rules; and a keyword an effect gives a die
(abilities/effects/granting.py), which must work through hook points alone."""

from __future__ import annotations

from games.engine.keywords import GLOSSARY, KEYWORDS
from games.engine.model.cards import KeywordUse


def keyword_use(text: str) -> KeywordUse:
    """ "overcrush" or "range:2" as card data writes it; unknown names are refused."""
    name, _, value = text.partition(":")
    entry = GLOSSARY.get(name)
    if entry is None:
        raise ValueError(f"unknown keyword {name!r} (DIGEST §3.1 lists {sorted(GLOSSARY)})")
    if entry.takes_value != bool(value) or (value and not value.isdigit()):
        wanted = f"{name}:<number>" if entry.takes_value else name
        raise ValueError(f"keyword {text!r} is written {wanted!r}")
    return KeywordUse(name, int(value) if value else None, KEYWORDS.get(name))


def granted_keyword(text: str, where: str) -> KeywordUse:
    """The keyword a grant_keyword effect gives: one that works through hook points, or
    abilities of its own (Deadly, Intimidate, Call Out: the giving card carries them,
    abilities/granted_triggers.py; Infiltrate's, used in a Global window: the action names
    the giving card, abilities/window_grants.py); not one with effect primitives of its own
    (effects/granting.py)."""
    use = keyword_use(text)
    rules = use.rules
    made = rules.abilities(use) if rules is not None and rules.abilities is not None else ()
    if (
        rules is None
        or rules.effects
        or rules.needs_ability
        or not (rules.hooks or made)
    ):
        raise ValueError(f"{where}: {text!r} cannot be given by an effect")
    return use
