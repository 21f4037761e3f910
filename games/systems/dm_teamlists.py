"""Dice Masters team lists (the system's entry reads, checks and shows them; the tournaments
app keeps, hides and reveals them without knowing what is in them).

A list is checked by the engine's own team rules (`games.engine.team_problems`, the function
`GameCreated` uses) under the event's format, plus what only the event knows (EventSettings):
legal sets, banned cards, dice faces for online play, executed cards when the event asks for
them, and a sealed pool's cards and dice (Rainbow Drafts). Every problem names the card and
the rule. A stored team is {"cards": [[engine id, dice], ...], "basic_actions": [ids]}.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote

from django.conf import settings as django_settings
from django.db.models import Q

from cards import services as card_services
from cards.models import Card, CardSet
from games.engine import FORMATS, team_problems
from games.engine.model.errors import TEAM_SAME_BASIC_ACTION
from games.engine.model.teams import ANY_FORMAT
from games.systems.base import EventSettings, TeamListRefused

ENTRY = re.compile(r"^([0-9]{1,2})x([0-9]{1,5})([a-z][a-z0-9_]{0,15})$")
LINK_CARDS = re.compile(r"(?:^|[?&#])cards=([^&#\s]*)")
MAX_LINK = 2000
MAX_ENTRIES = 30
BAD_LINK = "team_list/bad_link"
BAD_BODY = "team_list/bad_body"
INVALID = "team_list/invalid"


@dataclass(frozen=True)
class Submission:
    """A team as engine card ids: (card, dice) for the team's cards, and the Basic Actions.

    `basic_action_dice`: the count a link wrote before each Basic Action Card (`3x27fus`),
    kept so the list's link comes back as it was sent; () when the list did not say."""

    cards: tuple[tuple[str, int], ...]
    basic_actions: tuple[str, ...]
    basic_action_dice: tuple[int, ...] = ()

    def team(self) -> dict[str, Any]:
        team: dict[str, Any] = {
            "cards": [list(pair) for pair in self.cards],
            "basic_actions": list(self.basic_actions),
        }
        if self.basic_action_dice:
            team["basic_action_dice"] = list(self.basic_action_dice)
        return team


@dataclass(frozen=True)
class RuleCard:
    """What the engine's team rules read of a catalog card."""

    id: str
    name: str
    subtitle: str
    kind: str
    max_dice: int


def submission_of(team: Any) -> Submission:
    """A stored team (or anything shaped like one) as a Submission; odd entries are dropped
    here and reported by the check."""
    team = team if isinstance(team, Mapping) else {}
    cards = []
    for entry in team.get("cards") or ():
        if isinstance(entry, list | tuple) and len(entry) == 2:
            cards.append((str(entry[0]), entry[1] if type(entry[1]) is int else 0))
    bacs = tuple(str(b) for b in team.get("basic_actions") or () if isinstance(b, str))
    counts = team.get("basic_action_dice") or ()
    ok = isinstance(counts, list | tuple) and len(counts) == len(bacs)
    ok = ok and all(type(n) is int and 0 <= n <= 99 for n in counts)
    return Submission(tuple(cards), bacs, tuple(counts) if ok else ())


# --- reading what players send -------------------------------------------------------------


def parse_link(text: Any) -> list[tuple[int, str]]:
    """A Team Builder link (or just its `cards=` value) as (dice, code) pairs, in order."""
    if not isinstance(text, str) or not text.strip():
        raise TeamListRefused(BAD_LINK, "paste a Team Builder link")
    if len(text) > MAX_LINK or "\x00" in text:
        raise TeamListRefused(BAD_LINK, f"a link is at most {MAX_LINK} characters")
    found = LINK_CARDS.search(text.strip())
    value = unquote(found.group(1) if found else text.strip())
    entries = [part.strip() for part in value.split(";") if part.strip()]
    if not entries:
        raise TeamListRefused(BAD_LINK, "the link names no cards (cards=2x31xfc;...)")
    if len(entries) > MAX_ENTRIES:
        raise TeamListRefused(BAD_LINK, f"at most {MAX_ENTRIES} cards in a link")
    pairs = []
    for position, entry in enumerate(entries, start=1):
        match = ENTRY.match(entry.lower())
        if not match:
            shown = entry[:40]
            raise TeamListRefused(
                BAD_LINK, f"card {position} ({shown!r}) is not <dice>x<number><set>, like 2x31xfc"
            )
        pairs.append((int(match.group(1)), f"{int(match.group(2))}{match.group(3)}"))
    return pairs


def _unknown(names: Iterable[str]) -> TeamListRefused:
    """Codes the catalog lacks, said two ways: a set this site has never imported (the
    organizer imports it: nothing is wrong with the link), or a number its set does not
    have (most likely a typo in the link)."""

    names = list(names)
    sets = {n: n.lstrip("0123456789") for n in names}
    imported = set(
        CardSet.objects.filter(code__in=set(sets.values())).values_list("code", flat=True)
    )
    problems = []
    for n in names:
        if sets[n] in imported:
            problems.append(
                _problem(
                    "team/unknown_card", n, "", "catalog",
                    f"card {n}: set {sets[n]} has no card number {n[: -len(sets[n])]}; "
                    "check the link for a typo",
                )
            )  # fmt: skip
        else:
            problems.append(
                _problem(
                    "team/unknown_card", n, "", "catalog",
                    f"card {n}: the set {sets[n] or n} is not in this site's card catalog yet. "
                    "The organizer has not imported it: they (or the site's staff) import "
                    "the set's card file with manage.py import_cards, then you submit again",
                )
            )  # fmt: skip
    return TeamListRefused(INVALID, problems[0]["message"], problems)


def from_link(text: Any) -> Submission:
    """The link's cards, Basic Action Cards apart; an unknown code is a problem naming it."""
    pairs = parse_link(text)
    found = card_services.cards_by_code(code for _, code in pairs)
    unknown = [code for _, code in pairs if code not in found]
    if unknown:
        raise _unknown(unknown)
    cards, bacs, counts = [], [], []
    for dice, code in pairs:
        card = found[code]
        if card.kind == Card.Kind.BASIC_ACTION:
            bacs.append(card.engine_id)
            counts.append(dice)
        else:
            cards.append((card.engine_id, dice))
    return Submission(tuple(cards), tuple(bacs), tuple(counts))


def from_body(cards: Any, basic_actions: Any) -> Submission:
    """Cards as [{"card": "31xfc", "dice": 2}, ...] (or [code, dice] pairs) and Basic Action
    Cards as codes; codes or engine ids both name a card."""
    if not isinstance(cards, list) or not isinstance(basic_actions, list):
        raise TeamListRefused(BAD_BODY, "cards and basic_actions are lists")
    if len(cards) > MAX_ENTRIES or len(basic_actions) > MAX_ENTRIES:
        raise TeamListRefused(BAD_BODY, f"at most {MAX_ENTRIES} cards")
    pairs: list[tuple[str, int]] = []
    for position, entry in enumerate(cards, start=1):
        if isinstance(entry, dict):
            name, dice = entry.get("card"), entry.get("dice")
        elif isinstance(entry, list) and len(entry) == 2:
            name, dice = entry
        else:
            raise TeamListRefused(BAD_BODY, f"card {position}: {{card, dice}}")
        if not isinstance(name, str) or not 0 < len(name) <= 64:
            raise TeamListRefused(BAD_BODY, f"card {position}: a card code")
        if type(dice) is not int or not 0 <= dice <= 99:
            raise TeamListRefused(BAD_BODY, f"card {position}: dice 0 to 99")
        pairs.append((name.strip().lower(), dice))
    for position, name in enumerate(basic_actions, start=1):
        if not isinstance(name, str) or not 0 < len(name) <= 64:
            raise TeamListRefused(BAD_BODY, f"basic action {position}: a card code")
    names = [n for n, _ in pairs] + [b.strip().lower() for b in basic_actions]
    known = _cards(names)
    unknown = [n for n in dict.fromkeys(names) if n not in known]
    if unknown:
        raise _unknown(unknown)
    return Submission(
        tuple((known[n].engine_id, dice) for n, dice in pairs),
        tuple(known[b.strip().lower()].engine_id for b in basic_actions),
    )


def read(data: Mapping[str, Any]) -> dict[str, Any]:
    """A request body: {"link": ...} or {"cards": [...], "basic_actions": [...]}."""
    if data.get("link") not in (None, ""):
        if "cards" in data or "basic_actions" in data:
            raise TeamListRefused(BAD_BODY, "send a link or cards, not both")
        return from_link(data["link"]).team()
    if "cards" not in data:
        raise TeamListRefused(BAD_BODY, "send a Team Builder link or the cards")
    return from_body(data["cards"], data.get("basic_actions", [])).team()


def _cards(names: Iterable[str]) -> dict[str, Card]:
    """Cards by code or engine id, under the name they were asked by."""
    names = set(names)
    rows = Card.objects.select_related("set", "current_version").filter(
        Q(code__in=names) | Q(engine_id__in=names)
    )
    found = {}
    for card in rows:
        for name in (card.code, card.engine_id):
            if name in names:
                found[name] = card
    return found


# --- checking ----------------------------------------------------------------------------


def _problem(code: str, card: str, title: str, rule: str, message: str) -> dict[str, str]:
    return {"code": code, "card": card, "title": title, "rule": rule, "message": message}


def ids_of(submission: Submission) -> list[str]:
    return [c for c, _ in submission.cards] + list(submission.basic_actions)


def problems(
    settings: EventSettings, submission: Submission, rows: Mapping[str, Card] | None = None
) -> list[dict[str, str]]:
    """Every rule the list breaks in this event, each naming the card and the rule.

    `rows`: the catalog's cards by engine id, when the caller has them already."""
    ids = ids_of(submission)
    if settings.team_format == "draft-2014" and ids:  # Draft Teams: drafted in each game
        return [
            _problem(
                "team/drafted_in_game",
                "",
                "",
                "001:L870-892",
                "Draft Teams are drafted at the table of each game: this event takes no list",
            )
        ]
    if rows is None:
        rows = card_services.cards_by_engine_id(ids)
    rules = FORMATS.get(settings.team_format or "standard", ANY_FORMAT)
    catalog = {i: RuleCard(i, c.name, c.subtitle, c.kind, c.max_dice) for i, c in rows.items()}
    found = [
        _problem(
            p.code,
            rows[p.card].code if p.card in rows else p.card,
            rows[p.card].title if p.card in rows else "",
            p.rule,
            p.message,
        )
        for p in team_problems(submission.cards, submission.basic_actions, catalog, rules)
    ]
    found += reprint_problems(submission.basic_actions, rows, rules.rule)
    legal = {s.lower() for s in settings.legal_sets}
    banned = {b.lower() for b in settings.banned}
    format_name = settings.format_label or settings.team_format or "standard"
    for card_id in dict.fromkeys(ids):
        card = rows.get(card_id)
        if card is None:
            continue
        title = card.title
        if legal and card.set.code not in legal:
            found.append(
                _problem(
                    "team/set_not_legal",
                    card.code,
                    title,
                    f"format {format_name}",
                    f"{title} ({card.code}) is from {card.set.code}, not a legal"
                    f" set of {format_name}",
                )
            )
        if card.code in banned or card.engine_id in banned:
            found.append(
                _problem(
                    "team/banned",
                    card.code,
                    title,
                    f"format {format_name}",
                    f"{title} ({card.code}) is banned in {format_name}",
                )
            )
        if settings.online and not card.has_faces:
            found.append(
                _problem(
                    "team/no_dice_faces",
                    card.code,
                    title,
                    "online play",
                    f"{title}: its die faces are not known, so the engine cannot roll it online",
                )
            )
        if settings.online and settings.executed_only and not card.executed:
            from games.reading.reasons import reasons, unread_of

            version = card.current_version
            said = reasons(card.not_executed[:1], unread_of(version.data if version else None))
            why = said[0]["words"] if said else "text only"
            why += f"; why: {said[0]['why']}" if said and said[0]["why"] else ""
            found.append(
                _problem(
                    "team/text_only",
                    card.code,
                    title,
                    "event: executed cards",
                    f"{title} is text only ({why}); this event plays only cards"
                    " the engine executes",
                )
            )
    found.extend(format_problems(settings, submission, rows, format_name))
    from games.systems.sealed import PACKS, pool_problems

    if settings.pool is not None:
        found.extend(pool_problems(settings.pool, submission, rows))
    elif settings.team_format in PACKS:
        found.append(
            _problem("team/no_pool", "", "", "sealed pool", "no sealed pool is open for you yet")
        )
    return found


def format_problems(
    settings: EventSettings, submission: Submission, rows: Mapping[str, Card], format_name: str
) -> list[dict[str, str]]:
    """A format's own team-building rules (organized-play.md "Community formats"): one die
    per card, ten cards from ten different sets (10/10), one energy type (Single Energy)."""
    found: list[dict[str, str]] = []
    rule = f"format {format_name}"
    limit = settings.max_dice_per_card
    for card_id, dice in submission.cards if limit else ():
        card = rows.get(card_id)
        if card is not None and dice > limit:
            found.append(_problem(
                "team/format_dice", card.code, card.title, rule,
                f"{card.title} brings {dice} dice; {format_name} allows {limit} per card",
            ))  # fmt: skip
    if settings.different_sets:
        seen: dict[str, Card] = {}
        for card_id in dict.fromkeys(ids_of(submission)):
            card = rows.get(card_id)
            if card is None:
                continue
            first = seen.setdefault(card.set.code, card)
            if first is not card:
                found.append(_problem(
                    "team/same_set", card.code, card.title, rule,
                    f"{card.title} ({card.code}) is from {card.set.code} like {first.title}"
                    f" ({first.code}); in {format_name} every card comes from another set",
                ))  # fmt: skip
    if settings.single_energy:
        typed = [rows[c] for c, _ in submission.cards if c in rows]
        typed = [c for c in typed if c.kind != Card.Kind.BASIC_ACTION]
        counts = Counter(t for c in typed for t in dict.fromkeys(c.energy_types))
        best = counts.most_common(1)[0][0] if counts else ""
        for card in typed:
            if best not in card.energy_types:
                have = ", ".join(card.energy_types) or "no energy type"
                found.append(_problem(
                    "team/energy_types", card.code, card.title, rule,
                    f"{card.title} ({have}) is not {best or 'of one energy type'}: in"
                    f" {format_name} every card but the Basic Actions has one energy type",
                ))  # fmt: skip
    return found


def many_problems(
    settings: EventSettings, teams: Mapping[Any, Any]
) -> dict[Any, list[dict[str, str]]]:
    """`problems` of many lists with one catalog query (an event's check-in)."""
    submissions = {key: submission_of(team) for key, team in teams.items()}
    ids = {i for s in submissions.values() for i in ids_of(s)}
    rows = card_services.cards_by_engine_id(ids)
    return {key: problems(settings, s, rows) for key, s in submissions.items()}


# --- showing -----------------------------------------------------------------------------


def link(submission: Submission, rows: Mapping[str, Card] | None = None) -> str:
    """The Team Builder link of a list (`<dice>x<number><set>` joined by `;`)."""
    if rows is None:
        rows = card_services.cards_by_engine_id(ids_of(submission))
    parts = [f"{dice}x{rows[c].code}" for c, dice in submission.cards if c in rows]
    counts = submission.basic_action_dice or (1,) * len(submission.basic_actions)
    parts += [
        f"{n}x{rows[b].code}"
        for b, n in zip(submission.basic_actions, counts, strict=True)
        if b in rows
    ]
    base = getattr(django_settings, "TEAMBUILDER_URL", "")
    return f"{base}?view&cards={';'.join(parts)}"


def reprint_key(card: Card) -> str:
    """What a reprint shares with its first printing: the name and the printed text (a Basic
    Action Card reissued under another set code is the same card for team rules)."""
    data = card.current_version.data if card.current_version is not None else {}
    words = [card.name, *(data.get("text") or ())]
    plain = "\n".join(" ".join(str(w).replace("\u2122", "").split()).casefold() for w in words)
    return hashlib.sha256(plain.encode()).hexdigest()


def reprint_problems(
    basic_actions: Iterable[str], rows: Mapping[str, Card], rule: str
) -> list[dict[str, str]]:
    """A Basic Action Card brought under two set codes is brought twice (DM-3.2: two
    *different* Basic Action Cards); the engine's own check compares ids only."""
    found, seen = [], {}
    for card_id in dict.fromkeys(basic_actions):
        card = rows.get(card_id)
        if card is None or card.kind != Card.Kind.BASIC_ACTION:
            continue
        first = seen.setdefault(reprint_key(card), card)
        if first is not card:
            found.append(
                _problem(
                    TEAM_SAME_BASIC_ACTION,
                    card.code,
                    card.title,
                    rule,
                    f"{card.title} ({card.code}) is a reprint of {first.title} ({first.code}):"
                    " bring different Basic Action Cards",
                )
            )
    return found


def describe(settings: EventSettings, team: Any) -> dict[str, Any]:
    """The list as pages and the API show it: each card's title, dice and engine status."""
    submission = submission_of(team)
    rows = card_services.cards_by_engine_id(ids_of(submission))

    def card(card_id: str, dice: int | None) -> dict[str, Any]:
        row = rows.get(card_id)
        if row is None:
            return {"card": card_id, "title": card_id, "dice": dice, "known": False}
        return {
            "card": row.code,
            "engine_id": row.engine_id,
            "title": row.title,
            "kind": row.kind,
            "kind_label": row.set.word(row.kind),
            "dice": dice,
            "max_dice": row.max_dice,
            "cost": row.cost,
            "energy_types": row.energy_types,
            "executed": row.executed,
            "has_faces": row.has_faces,
            "not_executed": row.not_executed,
        }

    found = problems(settings, submission, rows)
    cards = [card(c, n) for c, n in submission.cards]
    bacs = [card(b, None) for b in submission.basic_actions]
    return {
        "team": submission.team(),
        "cards": cards,
        "basic_actions": bacs,
        "items": cards + bacs,
        "dice": sum(n for _, n in submission.cards),
        "link": link(submission, rows),
        "valid": not found,
        "problems": found,
    }


def versions(team: Any) -> dict[str, str]:
    rows = card_services.cards_by_engine_id(ids_of(submission_of(team)))
    return {c.code: c.current_version.digest for c in rows.values() if c.current_version}
