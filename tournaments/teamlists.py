"""Team lists: submitted, checked, kept secret, revealed, and played.

A list is checked by the engine's own team rules (`games.engine.team_problems`, the function
`GameCreated` uses) under the event's format, plus what only the event knows: legal sets,
banned cards, dice faces for online play, and executed cards when the event asks for them.
Every problem names the card and the rule.

Who sees a list (`may_see`): its player, the event's organizers and judges; everyone once
the event reveals lists (round 1 is paired, DM-3.8); with the "never" setting, the players
the list's owner has been paired against. Who changes it (`submit`): its player until the
deadline (or round 1), an organizer any time, after the deadline with a reason.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from cards import services as card_services
from cards.models import Card
from games.engine import FORMATS, team_problems
from tournaments import errors as E
from tournaments.errors import Conflict, NotAllowed, TournamentError
from tournaments.models import Match, Registration, TeamListEntry, Tournament

ENTRY = re.compile(r"^([0-9]{1,2})x([0-9]{1,5})([a-z][a-z0-9_]{0,15})$")
LINK_CARDS = re.compile(r"(?:^|[?&#])cards=([^&#\s]*)")
MAX_LINK = 2000
MAX_ENTRIES = 30
MAX_REASON = 300
DOUBLES_LISTS = (
    "Doubles team lists (four cards and one Basic Action Card per player) are not taken yet:"
    " show them to the judges at the table"
)
NEVER = "never"


class TeamListInvalid(TournamentError):
    """The list breaks rules: `problems` names each card and rule."""

    def __init__(self, problems: list[dict[str, str]]) -> None:
        first = problems[0]["message"] if problems else "the team list is not valid"
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        super().__init__(E.TEAM_LIST_INVALID, first + more)
        self.problems = problems


@dataclass(frozen=True)
class Submission:
    """A team as engine card ids: (card, dice) for the team's cards, and the Basic Actions."""

    cards: tuple[tuple[str, int], ...]
    basic_actions: tuple[str, ...]


@dataclass(frozen=True)
class RuleCard:
    """What the engine's team rules read of a catalog card."""

    id: str
    name: str
    subtitle: str
    kind: str
    max_dice: int


# --- reading what players send -------------------------------------------------------------


def parse_link(text: Any) -> list[tuple[int, str]]:
    """A Team Builder link (or just its `cards=` value) as (dice, code) pairs, in order."""
    if not isinstance(text, str) or not text.strip():
        raise TournamentError(E.TEAM_LIST_BAD_LINK, "paste a Team Builder link")
    if len(text) > MAX_LINK or "\x00" in text:
        raise TournamentError(E.TEAM_LIST_BAD_LINK, f"a link is at most {MAX_LINK} characters")
    found = LINK_CARDS.search(text.strip())
    value = unquote(found.group(1) if found else text.strip())
    entries = [part.strip() for part in value.split(";") if part.strip()]
    if not entries:
        raise TournamentError(E.TEAM_LIST_BAD_LINK, "the link names no cards (cards=2x31xfc;...)")
    if len(entries) > MAX_ENTRIES:
        raise TournamentError(E.TEAM_LIST_BAD_LINK, f"at most {MAX_ENTRIES} cards in a link")
    pairs = []
    for position, entry in enumerate(entries, start=1):
        match = ENTRY.match(entry.lower())
        if not match:
            shown = entry[:40]
            raise TournamentError(
                E.TEAM_LIST_BAD_LINK,
                f"card {position} ({shown!r}) is not <dice>x<number><set>, like 2x31xfc",
            )
        pairs.append((int(match.group(1)), f"{int(match.group(2))}{match.group(3)}"))
    return pairs


def from_link(text: Any) -> Submission:
    """The link's cards, Basic Action Cards apart; an unknown code is a problem naming it."""
    pairs = parse_link(text)
    found = card_services.cards_by_code(code for _, code in pairs)
    unknown = [code for _, code in pairs if code not in found]
    if unknown:
        raise TeamListInvalid(
            [
                _problem("team/unknown_card", code, "", "catalog", f"no card {code} in the catalog")
                for code in unknown
            ]
        )
    cards, bacs = [], []
    for dice, code in pairs:
        card = found[code]
        if card.kind == Card.Kind.BASIC_ACTION:
            bacs.append(card.engine_id)
        else:
            cards.append((card.engine_id, dice))
    return Submission(tuple(cards), tuple(bacs))


def from_body(cards: Any, basic_actions: Any) -> Submission:
    """Cards as [{"card": "31xfc", "dice": 2}, ...] (or [code, dice] pairs) and Basic Action
    Cards as codes; codes or engine ids both name a card."""
    if not isinstance(cards, list) or not isinstance(basic_actions, list):
        raise TournamentError(E.TEAM_LIST_BAD_BODY, "cards and basic_actions are lists")
    if len(cards) > MAX_ENTRIES or len(basic_actions) > MAX_ENTRIES:
        raise TournamentError(E.TEAM_LIST_BAD_BODY, f"at most {MAX_ENTRIES} cards")
    pairs: list[tuple[str, int]] = []
    for position, entry in enumerate(cards, start=1):
        if isinstance(entry, dict):
            name, dice = entry.get("card"), entry.get("dice")
        elif isinstance(entry, list) and len(entry) == 2:
            name, dice = entry
        else:
            raise TournamentError(E.TEAM_LIST_BAD_BODY, f"card {position}: {{card, dice}}")
        if not isinstance(name, str) or not 0 < len(name) <= 64:
            raise TournamentError(E.TEAM_LIST_BAD_BODY, f"card {position}: a card code")
        if type(dice) is not int or not 0 <= dice <= 99:
            raise TournamentError(E.TEAM_LIST_BAD_BODY, f"card {position}: dice 0 to 99")
        pairs.append((name.strip().lower(), dice))
    for position, name in enumerate(basic_actions, start=1):
        if not isinstance(name, str) or not 0 < len(name) <= 64:
            raise TournamentError(E.TEAM_LIST_BAD_BODY, f"basic action {position}: a card code")
    names = [n for n, _ in pairs] + [b.strip().lower() for b in basic_actions]
    known = _cards(names)
    unknown = [n for n in dict.fromkeys(names) if n not in known]
    if unknown:
        raise TeamListInvalid(
            [
                _problem("team/unknown_card", n, "", "catalog", f"no card {n} in the catalog")
                for n in unknown
            ]
        )
    return Submission(
        tuple((known[n].engine_id, dice) for n, dice in pairs),
        tuple(known[b.strip().lower()].engine_id for b in basic_actions),
    )


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


def format_name(tournament: Tournament) -> str:
    return tournament.format.team_format if tournament.format else "standard"


def problems(
    tournament: Tournament, submission: Submission, rows: Mapping[str, Card] | None = None
) -> list[dict[str, str]]:
    """Every rule the list breaks in this event, each naming the card and the rule.

    `rows`: the catalog's cards by engine id, when the caller has them already."""
    ids = [c for c, _ in submission.cards] + list(submission.basic_actions)
    if rows is None:
        rows = card_services.cards_by_engine_id(ids)
    rules = FORMATS[format_name(tournament)]
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
    format_ = tournament.format
    legal = {s.lower() for s in (format_.legal_sets if format_ else [])}
    banned = {b.lower() for b in (format_.banned_cards if format_ else [])}
    online = tournament.play_mode == Tournament.PlayMode.ONLINE
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
                    f"format {format_.name}",
                    f"{title} ({card.code}) is from {card.set.code}, not a legal"
                    f" set of {format_.name}",
                )
            )
        if card.code in banned or card.engine_id in banned:
            found.append(
                _problem(
                    "team/banned",
                    card.code,
                    title,
                    f"format {format_.name}",
                    f"{title} ({card.code}) is banned in {format_.name}",
                )
            )
        if online and not card.has_faces:
            found.append(
                _problem(
                    "team/no_dice_faces",
                    card.code,
                    title,
                    "online play",
                    f"{title}: its die faces are not known, so the engine cannot roll it online",
                )
            )
        if online and tournament.require_executed_cards and not card.executed:
            why = card.not_executed[0] if card.not_executed else "text only"
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
    return found


def check(tournament: Tournament, submission: Submission) -> None:
    found = problems(tournament, submission)
    if found:
        raise TeamListInvalid(found)


# --- who may do what ---------------------------------------------------------------------


def locked(tournament: Tournament) -> bool:
    """After the deadline, or once round 1 is paired (a team does not change between rounds),
    only organizers change lists."""
    deadline = tournament.team_list_deadline
    return (deadline is not None and timezone.now() >= deadline) or tournament.rounds.exists()


def revealed(tournament: Tournament) -> bool:
    """DM-3.8: every list at once, when round 1 is paired; never, if the event says so."""
    return tournament.reveal_team_lists != NEVER and tournament.rounds.exists()


def _staff_of(user: AbstractBaseUser | None, tournament: Tournament) -> bool:
    from tournaments.services import is_judge

    return is_judge(user, tournament)  # judges, organizers and staff


def opponents_of(registration: Registration) -> set[int]:
    """User ids of the players this registration has been paired against."""
    matches = Match.objects.filter(
        Q(player_a=registration) | Q(player_b=registration), player_b__isnull=False
    ).values_list(
        "player_a__user_id", "player_a__partner_id", "player_b__user_id", "player_b__partner_id"
    )
    own = registration.member_ids
    return {user for row in matches for user in row if user is not None and user not in own}


def may_see(user: AbstractBaseUser | None, registration: Registration) -> bool:
    tournament = registration.tournament
    if registration.has_member(user):
        return True
    if _staff_of(user, tournament) or revealed(tournament):
        return True
    if user is None or not user.is_authenticated:
        return False
    return tournament.reveal_team_lists == NEVER and user.pk in opponents_of(registration)


def require_may_see(user: AbstractBaseUser | None, registration: Registration) -> None:
    if not may_see(user, registration):
        raise NotAllowed(E.TEAM_LIST_SECRET, "team lists are secret until the event reveals them")


def require_staff(user: AbstractBaseUser | None, tournament: Tournament) -> None:
    if not _staff_of(user, tournament):
        raise NotAllowed(E.NOT_ORGANIZER, "only the event's organizers and judges may see this")


# --- submitting --------------------------------------------------------------------------


def submit(
    registration: Registration,
    by: AbstractBaseUser,
    submission: Submission,
    reason: str = "",
) -> TeamListEntry:
    """A new list for the registration (checked first; nothing is written if it fails)."""
    from tournaments.services import is_organizer

    tournament = registration.tournament
    organizer = is_organizer(by, tournament)
    if not organizer and not registration.has_member(by):
        raise NotAllowed(E.NOT_YOUR_REGISTRATION, "only the player or an organizer submits it")
    if tournament.team_size != 1:
        raise TournamentError(E.TEAM_LIST_DOUBLES, DOUBLES_LISTS)
    reason = (reason or "").strip()
    if len(reason) > MAX_REASON or "\x00" in reason:
        raise TournamentError(E.TEAM_LIST_BAD_BODY, f"a reason is at most {MAX_REASON} characters")
    late = locked(tournament)
    if late and not organizer:
        when = "round 1 has been paired" if tournament.rounds.exists() else "the deadline passed"
        raise Conflict(E.TEAM_LIST_LOCKED, f"{when}: only an organizer can change a list now")
    if late and not reason:
        raise TournamentError(E.TEAM_LIST_REASON, "a change after the deadline needs a reason")
    check(tournament, submission)
    rows = card_services.cards_by_engine_id(
        [c for c, _ in submission.cards] + list(submission.basic_actions)
    )
    with transaction.atomic():
        registration = Registration.objects.select_for_update().get(pk=registration.pk)
        entry = TeamListEntry.objects.create(
            registration=registration,
            cards=[list(pair) for pair in submission.cards],
            basic_actions=list(submission.basic_actions),
            versions={c.code: c.current_version.digest for c in rows.values() if c.current_version},
            by=by,
            reason=reason,
            after_deadline=late,
        )
        registration.team_list = {
            "cards": entry.cards,
            "basic_actions": entry.basic_actions,
        }
        registration.save(update_fields=["team_list"])
    return entry


def current(registration: Registration) -> TeamListEntry | None:
    return registration.team_list_entries.order_by("-id").first()


def submission_of(entry: TeamListEntry) -> Submission:
    return Submission(
        tuple((str(c), int(n)) for c, n in entry.cards), tuple(str(b) for b in entry.basic_actions)
    )


# --- showing -----------------------------------------------------------------------------


def link(submission: Submission) -> str:
    """The Team Builder link of a list (`<dice>x<number><set>` joined by `;`)."""
    rows = card_services.cards_by_engine_id(
        [c for c, _ in submission.cards] + list(submission.basic_actions)
    )
    parts = [f"{dice}x{rows[c].code}" for c, dice in submission.cards if c in rows]
    parts += [f"1x{rows[b].code}" for b in submission.basic_actions if b in rows]
    base = getattr(settings, "TEAMBUILDER_URL", "")
    return f"{base}?view&cards={';'.join(parts)}"


def describe(tournament: Tournament, submission: Submission) -> dict[str, Any]:
    """The list as pages and the API show it: each card's title, dice and engine status."""
    rows = card_services.cards_by_engine_id(
        [c for c, _ in submission.cards] + list(submission.basic_actions)
    )

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

    found = problems(tournament, submission)
    return {
        "cards": [card(c, n) for c, n in submission.cards],
        "basic_actions": [card(b, None) for b in submission.basic_actions],
        "dice": sum(n for _, n in submission.cards),
        "link": link(submission),
        "valid": not found,
        "problems": found,
    }


def entry_body(entry: TeamListEntry | None, registration: Registration) -> dict[str, Any]:
    body: dict[str, Any] = {
        "registration": registration.pk,
        "display_name": registration.display_name,
        "submitted": entry is not None,
    }
    if entry is None:
        return {**body, "valid": False, "problems": [], "cards": [], "basic_actions": []}
    return {
        **body,
        **describe(registration.tournament, submission_of(entry)),
        "submitted_at": entry.created_at.isoformat(),
        "by": entry.by.get_username(),
        "after_deadline": entry.after_deadline,
    }


def history(registration: Registration) -> list[dict[str, Any]]:
    entries = registration.team_list_entries.select_related("by").order_by("id")
    return [
        {
            "id": e.pk,
            "cards": e.cards,
            "basic_actions": e.basic_actions,
            "link": link(submission_of(e)),
            "by": e.by.get_username(),
            "reason": e.reason,
            "after_deadline": e.after_deadline,
            "created_at": e.created_at.isoformat(),
        }
        for e in entries
    ]


def status_of(tournament: Tournament) -> list[dict[str, Any]]:
    """Every registration's list status (organizers: "who has not submitted")."""
    registrations = list(tournament.registrations.order_by("display_name", "id"))
    latest = {}
    for entry in TeamListEntry.objects.filter(registration__tournament=tournament).order_by("id"):
        latest[entry.registration_id] = entry
    lists = {r: submission_of(e) for r, e in latest.items()}
    valid = _valid_ids(tournament, lists)
    rows = []
    for registration in registrations:
        entry = latest.get(registration.pk)
        state = "missing" if entry is None else "valid" if registration.pk in valid else "invalid"
        rows.append(
            {
                "registration": registration.pk,
                "display_name": registration.display_name,
                "status": state,
                "dropped": registration.dropped_after_round is not None,
                "submitted_at": entry.created_at.isoformat() if entry else None,
            }
        )
    return rows


def _valid_ids(tournament: Tournament, lists: Mapping[int, Submission]) -> set[int]:
    ids = {c for s in lists.values() for c in [*(c for c, _ in s.cards), *s.basic_actions]}
    rows = card_services.cards_by_engine_id(ids)  # one query for the whole event
    return {pk for pk, submission in lists.items() if not problems(tournament, submission, rows)}


def eligible(tournament: Tournament, registrations: Sequence[Registration]) -> set[int]:
    """The registrations with a valid list (check-in: only they are paired)."""
    latest: dict[int, TeamListEntry] = {}
    entries = TeamListEntry.objects.filter(registration__in=[r.pk for r in registrations])
    for entry in entries.order_by("id"):
        latest[entry.registration_id] = entry
    return _valid_ids(tournament, {pk: submission_of(e) for pk, e in latest.items()})
