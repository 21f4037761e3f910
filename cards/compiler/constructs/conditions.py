"""Conditions of a sentence: "If <condition>, <effects>." and "Unless <condition>, ...":
each effect of the sentence gets the engine's condition (games/engine/abilities/
conditions.py; DM-12.1), read as it resolves. The grammar's `condition` slot reads:
"you have / your opponent has N or more [affiliation] character dice / Sidekick dice /
dice [in your Used Pile / Prep Area / Field Zone / Reserve Pool / bag]", "... no ... dice",
"you have N or more [affiliation] active characters" (unique characters, DM-18.5; "non-<self>"
or "... other than <self>": of another card than this one), "any /
another / N other ... [active | fielded | in the field]", "a (affiliation) character is
active" (any player's), "your opponent has more fielded characters than you" (kind
`versus`), "you have less / more life than your opponent", "your opponent's life total is
greater than yours", "your life is N or less", "you have N or less life", "it is your turn",
"your opponent has a (affiliation) character on their team" (kind `team`: cards, `_team`),
"a die of yours in the Reserve Pool shows a double energy face" (filter `double_energy`)
(cards/compiler/reader.py applies it to the sentence it opens or ends).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.constructs import lantern_words
from cards.compiler.constructs.named import COUNTS, named_filter
from cards.compiler.core import first
from cards.compiler.parts import CODE, NotRead

GRAMMAR = r"""
%extend condition: cond_have | cond_life_than | cond_life_is | cond_life_have | cond_turn \
                 | cond_life_theirs | cond_it_is | cond_any_active | cond_versus
!cond_have: cond_who ("have" | "has" | "control" | "controls") cond_amount cond_mod* \
            cond_noun cond_post?
           | "there" ("is" | "are") cond_amount cond_mod* cond_noun cond_post?
!cond_who: "you" | "your" "opponent" | "an" "opponent" | "the" "opponent" \
         | "the" "defending" "player"
!cond_amount: number ("or" "more")? | "no" | "at" "least" number | "any" | "another" \
            | ("less" | "fewer" | "more") "than" number | "exactly" number
!cond_mod: "active" | "other" | "fielded" | "different" | "non-sidekick" | ICON \
         | "level" INT | "non-self"
!cond_noun: AFF? ("character" ("dice" | "die") | "characters" | "character" \
          | "sidekick" "character"? ("dice" | "die") | "sidekicks" | "sidekick" \
          | "dice" | "die" | "villains" | "villain" | "heroes" | "hero" \
          | ("villain" | "hero") ("characters" | "character" ("dice" | "die"))) | AFF \
          | NAME
!cond_post: cond_zone | "active" | "fielded" | "in" "play" | "other" "than" "self" | cond_on_team \
          | cond_on_double
!cond_on_team: "on" ("your" | "their") "team"
!cond_on_double: "on" ("a" | "an") "double" "energy" ("face" | "faces") "in" ("your" | "their") \
                 "reserve" "pool"
!cond_zone: "in" ("your" | "their" | "the") ("used" "pile" | "prep" "area" | "field" "zone" \
          | "field" | "reserve" "pool" | "bag")
!cond_any_active: ("a" | "an" | "any") cond_mod* cond_noun ("is" | "are") "active"
!cond_versus: cond_who ("have" | "has" | "control" | "controls") ("more" | "fewer" | "less") \
              cond_mod* cond_noun cond_post? "than" ("you" | "your" "opponent" \
              | "an" "opponent" | "the" "opponent" | "target" "opponent") "do"?
!cond_life_than: cond_who ("have" | "has") ("less" | "more") "life" "than" ("you" | "your" \
                "opponent" | "an" "opponent") "do"?
!cond_life_is: "your" "life" "total"? "is" number "or" ("less" | "fewer" | "more" | "lower")
!cond_life_have: cond_who "have" number "or" ("less" | "fewer") "life" \
               | cond_who "have" cond_amount "life"
!cond_turn: "it" "is" "your" "turn"
!cond_life_theirs: "your" "opponent's" "life" "total"? "is" ("greater" | "higher" | "less" \
                 | "lower") "than" "yours"
!cond_it_is: "it" "is" ("a" | "an") ("level" INT)? ICON? AFF? ("sidekick" | "character" "die" \
           | "die" | "character")
"""

_ZONES = {"used": "used", "prep": "prep", "field": "field", "reserve": "reserve", "bag": "bag"}
_ENERGY = ("fist", "bolt", "mask", "shield")
# nouns that name an affiliation ("if your opponent has no villains in the field")
_AFFILIATION_NOUNS = {"villains": "villain", "villain": "villain", "heroes": "hero", "hero": "hero"}


def _tokens(children: list[Any]) -> list[str]:
    return [str(c) for c in children if isinstance(c, Token)]


def _post(children: list[Any]) -> tuple[str, str]:
    """After the dice: a zone ("in your Used Pile"), "active", "fielded" or "in play"."""
    zone = next((c for c in children if isinstance(c, tuple)), None)
    if zone is not None:
        return zone
    said = _tokens(children)
    if said == ["other", "than", "self"]:
        return ("mod", "non-self")  # a die of another card than this one
    if said[:1] == ["("]:
        return ("mod", "any-player")  # "(any player's)": constructs/held_words.py
    return ("post", "fielded" if said == ["in", "play"] else said[0])


def _parts(children: list[Any]) -> tuple[dict[str, Any], list[str]]:
    """The tagged parts of a dice condition (who, amount, noun, zone) by tag, and its
    words about the dice (mods: "active", "other", an icon ...)."""
    parts: dict[str, Any] = {}
    mods: list[str] = []
    for c in children:
        if isinstance(c, tuple) and c[0] == "mod":
            mods.append(c[1])
        elif isinstance(c, tuple) and c[0] == "post":
            if c[1] in ("active", "fielded"):
                mods.append(c[1])
            else:
                parts["zone"] = c[1]
                if len(c) > 2:
                    parts["zone_of"] = c[2]
        elif isinstance(c, tuple) and c[0] == "noun" and c[1].startswith("%"):
            parts["name"] = c[1]  # another character's name (constructs/named.py)
        elif isinstance(c, tuple) and c[0] == "noun" and c[1].startswith("#"):
            icon, _, noun = c[1].partition(" ")
            mods.append(icon)
            parts["noun"] = noun or "characters"  # "an active (affiliation)": a character
        elif isinstance(c, tuple):
            parts[c[0]] = c[1]
    if len(set(mods)) != len(mods):
        raise NotRead("condition")
    _zone_owner(parts)
    return parts, mods


def _zone_owner(parts: dict[str, Any]) -> None:
    """Whose zone the condition looks in must be whose dice it counts: "there are N dice in
    your Used Pile" counts yours only; "your opponent has N dice in their Prep Area" theirs;
    "you have ... in their Used Pile" and "there are ... in their Used Pile" (whose?) stay
    text only (docs/rulings.md, "Whose zone a condition counts")."""
    said = parts.pop("zone_of", "the")
    who = parts.get("who")
    if said == "your":
        if who == "opposing":
            raise NotRead("condition")
        parts["who"] = "yours"
    elif said == "their" and who != "opposing":
        raise NotRead("condition")


def _filters(noun: str, mods: list[str]) -> dict[str, Any]:
    """The dice a condition counts, as filters of abilities/filters.py."""
    filters: dict[str, Any] = {}
    for mod in mods:
        if mod.startswith("#"):
            if "affiliation" in filters:
                raise NotRead("condition")
            filters["affiliation"] = mod[1:]
        elif mod.startswith("@"):
            if mod[1:] not in _ENERGY or "energy_type" in filters:
                raise NotRead("condition")
            filters["energy_type"] = mod[1:]
        elif mod.startswith("level:"):
            if "level" in filters:
                raise NotRead("condition")
            filters["level"] = int(mod[6:])
        elif mod.startswith("cost_at_"):  # "with cost 4 or greater" (held_words.py)
            key, _, n = mod.partition(":")
            if key in filters:
                raise NotRead("condition")
            filters[key] = int(n)
        elif mod == "double":  # on a double energy face (`_have`; filter double_energy)
            filters["double_energy"] = True
        elif mod == "adventurer":  # condition_parts.py
            if "keyword" in filters:
                raise NotRead("condition")
            filters["keyword"] = "experience"  # docs/rulings.md "Adventurers"
        elif mod.startswith(("keyword:", "non-:")) or mod in ("crossover", "non-villain"):
            key, value = (
                ("keyword", mod[8:]) if mod.startswith("keyword:")
                else ("crossover", True) if mod == "crossover"
                else ("not_affiliation", mod.removeprefix("non-").removeprefix(":#"))
            )  # fmt: skip
            if key in filters or not value:
                raise NotRead("condition")
            filters[key] = value
    named, _, rest = noun.partition(" ")
    if named in _AFFILIATION_NOUNS:  # "villains", "villain characters"
        if "affiliation" in filters:
            raise NotRead("condition")
        filters["affiliation"] = _AFFILIATION_NOUNS[named]
        noun = rest or "characters"
    if noun.startswith("adventurer"):  # "any adventurers": characters with Experience
        if "keyword" in filters:
            raise NotRead("condition")
        filters["keyword"] = "experience"
        noun = noun.partition(" ")[2] or "characters"
    if noun.startswith("sidekick"):
        filters["sidekick"] = True
    if "non-self" in mods:  # "non-<self>", "other than <self>": another card's (lines.py)
        filters["other_card"] = CODE
    if "non-sidekick" in mods:
        if noun.startswith("sidekick"):
            raise NotRead("condition")
        filters["sidekick"] = False
    return lantern_words.any_color(filters)


def _amount(children: list[Any]) -> tuple[str, Any]:
    said = _tokens(children)
    n = first(children, int)
    if said[:1] == ["no"]:
        return ("amount", ({"at_most": 0}, False))
    if said[:1] in (["any"], ["another"]):
        return ("amount", ({"at_least": 1}, said[0] == "another"))
    if said[1:2] == ["than"]:  # "less than 3": at most 2; "more than 1": at least 2
        if said[0] == "more":
            return ("amount", ({"at_least": n + 1}, False))
        if n < 1:
            raise NotRead("condition")
        return ("amount", ({"at_most": n - 1}, False))
    if said[:1] == ["exactly"]:
        return ("amount", ({"exactly": n}, False))
    # "if you have two active character dice": you have two when you have three too (a judge's
    # reading, docs/rulings.md); only "exactly two" is exactly
    return ("amount", ({"at_least": n}, False))


def _have(children: list[Any]) -> dict[str, Any]:
    """ "you have / your opponent has <amount> [active] [other] [affiliation] <dice> [in
    <zone> | active | fielded]": active characters are unique characters (DM-18.5, a count);
    dice are dice (DM-13.2), in the Field Zone unless a zone is named."""
    parts, mods = _parts(children)
    whose = parts.get("who", "any")  # "there are ...": any player's
    if "team" in parts:  # "... on your team": cards, not dice
        return _team(parts, mods, whose, parts["team"])
    if "double" in parts:  # "a die on a double energy face in your Reserve Pool" (DM-2.4)
        said = {"yours": "your", "opposing": "their"}.get(whose)
        if parts["double"] != said or parts.get("noun") not in ("die", "dice") or mods:
            raise NotRead("condition")
        mods, parts = ["double"], {**parts, "zone": "reserve"}
    if "any-player" in mods:  # "there are ... (any player's)": what it says already
        if whose != "any":
            raise NotRead("condition")
        mods = [m for m in mods if m != "any-player"]
    bound, another = parts["amount"]
    lanterns = lantern_words.colors(parts, mods)  # "three or more active (wl) colors"
    if lanterns is not None:
        return lanterns
    if "name" in parts:  # "you have an active <Name>": one of its dice in the Field Zone
        if mods != ["active"] or another or bound != {"at_least": 1} or "zone" in parts:
            raise NotRead("condition")
        return {"kind": "count", "count": COUNTS[whose], "at_least": 1,
                "filters": named_filter(parts["name"])}  # fmt: skip
    noun = parts.get("noun", "")
    # "a different active (gg) character die": one of another character than this one (as
    # "another"); "2 different ...": dice of 2 characters, this one may be among them
    other = another or "other" in mods or ("different" in mods and bound == {"at_least": 1})
    if not noun and not any(m.startswith("#") for m in mods):
        raise NotRead("condition")  # "you have an active" names nothing
    if noun in ("dice", "die") and ("active" in mods or "fielded" in mods):
        raise NotRead("condition")  # active dice are character dice (it says so)
    if noun.endswith(("dice", "die")) and "active" in mods:
        mods = [m for m in mods if m != "active"]  # active dice: dice in the Field Zone
        if "zone" in parts:
            raise NotRead("condition")
    if other and whose != "yours":
        raise NotRead("condition")
    filters = _filters(noun, mods)
    more = {"filters": filters} if filters else {}
    if "active" in mods:  # unique characters (DM-18.5)
        if "zone" in parts or "fielded" in mods:
            raise NotRead("condition")
        count = {"yours": "your_active_characters", "opposing": "opposing_active_characters",
                 "any": "all_active_characters"}  # fmt: skip
        name = "your_other_active_characters" if other else count[whose]
        return {"kind": "count", "count": name, **bound, **more}
    if "different" in mods:  # "2 different (aff) character dice": dice of 2 characters, in
        # the Field Zone (DM-18.5: a character with dice there is one active character)
        if "zone" in parts or "fielded" in mods or not noun.startswith("character d"):
            raise NotRead("condition")
        name = {"yours": "your_active_characters", "opposing": "opposing_active_characters",
                "any": "all_active_characters"}[whose]  # fmt: skip
        name = "your_other_active_characters" if other else name  # (only yours: above)
        return {"kind": "count", "count": name, **bound, **more}
    made: dict[str, Any] = {"kind": "dice", "whose": whose, **bound}
    zone = parts.get("zone", "field")
    if zone != "field":
        if "fielded" in mods:
            raise NotRead("condition")
        made["zone"] = zone
        if noun.startswith("character"):  # a character card's dice (DM-1.2; DM-1.7: an
            # unrolled Sidekick die is no character die)
            more = {"filters": {**filters, "die_kind": "character"}}
    if other:
        made["other"] = True
    return {**made, **more}


def _team(parts: dict[str, Any], mods: list[str], whose: str, said: str) -> dict[str, Any]:
    """ "if your opponent has a (affiliation) character on their team", "if you have no
    Villain character dice on your team": the player's character cards (kind `team`,
    games/engine/abilities/team_condition.py, DM-3); only "a / an / any" or "no" (a team
    holds cards: "two ... dice on your team" would count dice no card has yet)."""
    noun = parts.get("noun", "")
    bound, another = parts["amount"]
    affiliations = [m[1:] for m in mods if m.startswith("#")]
    if another or set(mods) - {f"#{a}" for a in affiliations} or len(affiliations) > 1:
        raise NotRead("condition")
    if noun not in ("character", "characters", "character die", "character dice"):
        raise NotRead("condition")
    if bound not in ({"at_least": 1}, {"at_most": 0}):
        raise NotRead("condition")
    if (whose, said) not in (("yours", "your"), ("opposing", "their")):
        raise NotRead("condition")  # "you have ... on their team"
    made: dict[str, Any] = {"kind": "team", "whose": whose, **bound}
    if affiliations:
        made["affiliation"] = affiliations[0]
    return made


def _any_active(children: list[Any]) -> dict[str, Any]:
    """ "a (affiliation) character is active" / "any villains are active": any player's
    unique active characters (DM-18.1)."""
    parts, mods = _parts(children)
    noun = parts.get("noun", "")
    if any(not m.startswith(("#", "@")) and m != "non-self" for m in mods) or noun in (
        "dice",
        "die",
    ):
        raise NotRead("condition")
    if not noun and not mods:
        raise NotRead("condition")
    filters = _filters(noun, mods)
    return {"kind": "count", "count": "all_active_characters", "at_least": 1,
            **({"filters": filters} if filters else {})}  # fmt: skip


def _versus(children: list[Any]) -> dict[str, Any]:
    """ "your opponent has more fielded characters than you", "you have fewer Sidekicks in
    the Field Zone than your opponent": the same count for each player, compared."""
    parts, mods = _parts(children)
    said = _tokens(children)
    way = "more" if "more" in said else "less"
    them = said[said.index("than") + 1] != "you"
    if (parts["who"] == "opposing") == them:
        raise NotRead("condition")  # "you have more ... than you"
    if parts["who"] == "opposing":
        way = "less" if way == "more" else "more"
    noun = parts.get("noun", "")
    if (
        "team" in parts
        or parts.get("zone", "field") != "field"
        or {"other", "different"} & set(mods)
    ):
        raise NotRead("condition")
    if noun in ("dice", "die"):
        raise NotRead("condition")
    filters = _filters(noun, mods)
    unique = "active" in mods and not noun.endswith(("dice", "die"))  # DM-18.5
    count = "your_active_characters" if unique else "your_character_dice"
    return {"kind": "versus", "count": count, "than_opponent": way,
            **({"filters": filters} if filters else {})}  # fmt: skip


def _who_of(children: list[Any]) -> str:
    return next((c[1] for c in children if isinstance(c, tuple) and c[0] == "who"), "yours")


def _life_than(children: list[Any]) -> dict[str, Any]:
    """ "you have less life than your opponent", "your opponent has more life than you"."""
    said = _tokens(children)
    them = said[said.index("than") + 1] != "you"
    if (_who_of(children) == "opposing") == them:
        raise NotRead("condition")
    way = "less" if "less" in said else "more"
    if _who_of(children) == "opposing":
        way = "less" if way == "more" else "more"
    return {"kind": "life", "than_opponent": way}


def _life_bound(children: list[Any]) -> dict[str, Any]:
    """ "your life is N or less", "you have N or fewer / N or more life"."""
    said = _tokens(children)
    amount = next((c for c in children if isinstance(c, tuple) and c[0] == "amount"), None)
    if amount is not None:
        bound, another = amount[1]
        if another or "exactly" in bound:
            raise NotRead("condition")
    else:
        n = first(children, int)
        bound = {"at_least": n} if "more" in said else {"at_most": n}
    whose = "yours" if _who_of(children) == "yours" else "opposing"
    return {"kind": "life", **bound, **({"whose": whose} if whose != "yours" else {})}


def _life_theirs(children: list[Any]) -> dict[str, Any]:
    """ "your opponent's life total is greater than yours": you have less."""
    said = set(_tokens(children))
    way = "less" if said & {"greater", "higher"} else "more"
    return {"kind": "life", "than_opponent": way}


def _it_is(children: list[Any]) -> dict[str, Any]:
    """ "it is a Sidekick / a level 1 (mask) (affiliation) character die": the chosen
    target, filtered."""
    said = _tokens(children)
    filters: dict[str, Any] = _filters("", [t for t in said if t.startswith(("#", "@"))])
    if "level" in said:
        filters["level"] = int(said[said.index("level") + 1])
    if "sidekick" in said:
        filters["sidekick"] = True
    return {"kind": "target", "filters": filters}


RULES: dict[str, Any] = {
    "cond_have": _have,
    "cond_who": lambda c: ("who", "yours" if _tokens(c) == ["you"] else "opposing"),
    # (`cond_have`'s "there is / are": any player's, `_have`)
    "cond_amount": _amount,
    # "level:3"; a str child: constructs/lantern_words.py's icon
    "cond_mod": lambda c: ("mod", ":".join(map(str, c))),
    "cond_noun": lambda c: ("noun", " ".join(map(str, c))),
    "cond_post": _post,
    # the zone and whose it says it is ("your", "their", "the"): `_parts` checks it with who
    "cond_zone": lambda c: ("post", _ZONES[_tokens(c)[2]], _tokens(c)[1]),
    "cond_on_team": lambda c: ("team", _tokens(c)[1]),
    "cond_on_double": lambda c: ("double", _tokens(c)[-3]),  # whose Reserve Pool
    "cond_any_active": _any_active,
    "cond_versus": _versus,
    "cond_life_than": _life_than,
    "cond_life_is": _life_bound,
    "cond_life_have": _life_bound,
    "cond_turn": lambda c: {"kind": "your_turn"},
    "cond_life_theirs": _life_theirs,
    "cond_it_is": _it_is,
}
