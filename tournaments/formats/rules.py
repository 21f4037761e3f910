"""Formats: their rules in words, and who may change a ban list (issue 16 item 7).

Shipped formats (tournaments/data/formats.json) have no owner: staff edit their ban lists.
An organizer (someone who organizes an event, or staff) copies a format to make their own
("the organizer's own" bans stack on the format's: organized-play.md), and edits only their
own copies. Global Escalation's list grows by the cards of an event's winning list."""

from __future__ import annotations

import re
from typing import Any

from django.db import transaction
from django.db.models import Case, IntegerField, Value, When

from cards.models import Card
from tournaments import errors as E
from tournaments.errors import NotAllowed, TournamentError
from tournaments.models import Format, Role, TeamListEntry, Tournament

NOT_ALLOWED = "format/not_allowed"
BAD_BANS = "format/bad_bans"
UNKNOWN_CARDS = "format/unknown_cards"
BAD_NAME = "format/bad_name"
NOT_ESCALATING = "format/not_escalating"
MAX_BANS = 500
# Shipped formats first, in the file's order, then organizers' own.
SHIPPED_FIRST = (
    Case(When(slug__isnull=True, then=Value(1)), default=Value(0), output_field=IntegerField()),
    "id",
)
CODE = re.compile(r"^[a-z0-9][a-z0-9_-]{0,39}$")


def ruleset_words(rules: str) -> str:
    """A ruleset in its game system's words (tournaments name no system themselves)."""
    from games import systems
    from games.errors import MalformedAction

    try:
        system = systems.for_rules(rules)
    except MalformedAction:  # an unknown ruleset id: say it as it is
        return rules
    return str(system.ruleset_labels.get(rules) or f"{system.name} ({rules})")


def ruleset_choices() -> list[tuple[str, str]]:
    """Every ruleset an event may be played by (games/systems), in words."""
    from games import systems

    return [(r, ruleset_words(r)) for r in systems.rulesets()]


def ruleset_problem(fmt: Format | None, rules: str) -> str | None:
    """Why a format does not fit a ruleset (a Dice Masters format under another game, Draft
    Teams outside the 2014 rules), or None."""
    if fmt is None or not fmt.rulesets or rules in fmt.rulesets:
        return None
    wanted = ", ".join(ruleset_words(r) for r in fmt.rulesets)
    return f"{fmt.name} is played under {wanted}, not {ruleset_words(rules)}"


def rules_words(fmt: Format) -> list[str]:
    """What the format asks of a team, in words (its team format's, then its own rules)."""
    words = [Format.TeamFormat(fmt.team_format).label if fmt.team_format else "Standard"]
    if fmt.legal_sets:
        from cards.vocabulary import SET_NAMES

        named = [f"{SET_NAMES[c]} ({c})" if c in SET_NAMES else c for c in fmt.legal_sets]
        words.append(f"Legal sets ({len(fmt.legal_sets)}): {', '.join(named)}")
    else:
        words.append("Every set is legal")
    if fmt.max_dice_per_card:
        dice = "die" if fmt.max_dice_per_card == 1 else "dice"
        words.append(f"At most {fmt.max_dice_per_card} {dice} per card")
    if fmt.different_sets:
        words.append("Every card of a team from a different set")
    if fmt.single_energy:
        words.append("One energy type on every card but the Basic Actions")
    if fmt.teams_per_player > 1:
        words.append(f"{fmt.teams_per_player} teams per player; each is checked as a team")
    if fmt.escalating:
        words.append("The cards of each earlier event's winning team are banned")
    if fmt.rulesets:
        words.append("Rulesets: " + "; ".join(ruleset_words(r) for r in fmt.rulesets))
    return words


def is_organizer_anywhere(user: Any) -> bool:
    """Staff, or someone who organizes at least one event."""
    if not (user and user.is_authenticated):
        return False
    return bool(user.is_staff) or Role.objects.filter(user=user, kind=Role.Kind.ORGANIZER).exists()


def may_edit(user: Any, fmt: Format) -> bool:
    """Staff edit every format; an organizer edits the formats they own (their copies)."""
    if not (user and user.is_authenticated):
        return False
    return bool(user.is_staff) or (fmt.owner_id is not None and fmt.owner_id == user.pk)


def require_edit(user: Any, fmt: Format) -> None:
    if not may_edit(user, fmt):
        raise NotAllowed(
            NOT_ALLOWED,
            "only staff change a shipped format; an organizer changes the formats they own"
            " (copy this one to make your own)",
        )


def clean_bans(value: Any) -> list[str]:
    """Card codes or engine ids, each known to the catalog; the order kept, repeats dropped."""
    if isinstance(value, str):
        value = [v for v in re.split(r"[\s,;]+", value) if v]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise TournamentError(BAD_BANS, "banned_cards is a list of card codes such as 31xfc")
    codes = list(dict.fromkeys(v.strip().lower() for v in value))
    if len(codes) > MAX_BANS:
        raise TournamentError(BAD_BANS, f"at most {MAX_BANS} banned cards")
    bad = [c for c in codes if not CODE.match(c)]
    if bad:
        raise TournamentError(BAD_BANS, f"not card codes: {', '.join(bad[:10])}")
    known = set(Card.objects.filter(code__in=codes).values_list("code", flat=True)) | set(
        Card.objects.filter(engine_id__in=codes).values_list("engine_id", flat=True)
    )
    unknown = [c for c in codes if c not in known]
    if unknown:
        raise TournamentError(
            UNKNOWN_CARDS, f"the catalog has no card {', '.join(unknown[:10])}"
            + (f" (and {len(unknown) - 10} more)" if len(unknown) > 10 else ""),
        )  # fmt: skip
    return codes


def set_bans(user: Any, fmt: Format, value: Any) -> Format:
    require_edit(user, fmt)
    fmt.banned_cards = clean_bans(value)
    fmt.save(update_fields=["banned_cards"])
    return fmt


def copy(user: Any, fmt: Format, name: Any) -> Format:
    """The organizer's own format: this one's rules and bans, theirs to edit."""
    if not is_organizer_anywhere(user):
        raise NotAllowed(E.NOT_ORGANIZER, "only staff and event organizers make formats")
    name = str(name or "").strip()
    if not 0 < len(name) <= 100:
        raise TournamentError(BAD_NAME, "give the new format a name of 1 to 100 characters")
    if Format.objects.filter(name=name).exists():
        raise TournamentError(BAD_NAME, f"a format is already called {name}")
    fields = {f.name: getattr(fmt, f.name) for f in Format._meta.concrete_fields}
    for key in ("id", "slug", "owner", "name"):
        fields.pop(key, None)
    with transaction.atomic():
        return Format.objects.create(name=name, owner=user, **fields)


def finished(tournament: Tournament) -> bool:
    """Its top cut decided, or, without one, its last Swiss round complete."""
    if tournament.status == Tournament.Status.FINISHED:
        return True
    from tournaments.events import swiss_rounds
    from tournaments.models import Round

    last = tournament.rounds.order_by("-number").first()
    return (
        not tournament.top_cut
        and last is not None
        and last.kind == Round.Kind.SWISS
        and last.number >= swiss_rounds(tournament)
        and last.status == Round.Status.COMPLETE
    )


def ban_winners_cards(user: Any, fmt: Format, tournament: Tournament) -> list[str]:
    """Global Escalation: the cards of the event's winning list join the ban list. The
    winner is the first of the final standings; returns the codes added."""
    require_edit(user, fmt)
    from tournaments.permissions import is_organizer

    if not is_organizer(user, tournament):  # its lists may be secret (reveal_team_lists)
        raise NotAllowed(E.NOT_ORGANIZER, "only an organizer of that event may use its lists")
    if not fmt.escalating:
        raise TournamentError(NOT_ESCALATING, f"{fmt.name} does not ban winners' cards")
    if not finished(tournament):
        raise TournamentError(NOT_ESCALATING, f"{tournament.name} is not finished yet")
    from tournaments.results.placings import final_placings

    first = next((row for row in final_placings(tournament) if row["place"] == 1), None)
    entry = (
        TeamListEntry.objects.filter(registration_id=first["player"]["id"]).order_by("-id").first()
        if first is not None else None
    )  # fmt: skip
    if entry is None:
        raise TournamentError(NOT_ESCALATING, "the event's winner has no team list")
    ids = [c for c, _ in entry.team.get("cards", []) or entry.cards]
    codes = dict(Card.objects.filter(engine_id__in=ids).values_list("engine_id", "code"))
    added = [codes.get(i, i) for i in ids if codes.get(i, i) not in fmt.banned_cards]
    fmt.banned_cards = [*fmt.banned_cards, *added]
    fmt.save(update_fields=["banned_cards"])
    return added


def format_rows() -> Any:
    """Every format, the shipped ones first, with its owner (the list and the pages)."""
    return Format.objects.select_related("owner").order_by(*SHIPPED_FIRST)
