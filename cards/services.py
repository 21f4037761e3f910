"""The catalog's services: import definitions as versions, search, and hand the engine the
frozen definitions a game is created with (and, by digest, the ones any stored game used).

Views, commands and the games services call these; every import is one transaction.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.db import DEFAULT_DB_ALIAS, IntegrityError, connections, transaction
from django.db.models import Q

from cards import catalog as files
from cards import errors as E
from cards import execution, names
from cards.errors import CardNotFound, CatalogError
from cards.import_report import ImportReport
from cards.models import Card, CardBundle, CardSet, CardVersion
from cards.records import canonical_json, version_digest
from cards.search import affiliation_tag, clean, tag
from cards.vocabulary import SET_NAMES, SET_VOCABULARY, keyword_base, keyword_label
from games.engine import CardDef, card_digest, card_from_dict

Progress = Callable[[int], None]


# --- importing ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Incoming:
    """One definition to import: the record, and where it sits in the catalog."""

    record: dict[str, Any]
    set_code: str
    number: str
    status: execution.Execution | None = field(default=None, compare=False)  # if known


def import_records(
    incoming: Sequence[Incoming],
    source: str,
    *,
    set_names: Mapping[str, dict[str, Any]] | None = None,
    progress: Progress | None = None,
    using: str = DEFAULT_DB_ALIAS,
) -> ImportReport:
    """New cards and new versions of changed ones, in one transaction; unchanged ones stay.

    A re-import of a changed definition (errata) adds a version and makes it current; old
    versions stay, so games played with them still replay."""
    report = ImportReport()
    tick = progress or (lambda n: None)
    codes = [f"{item.number}{item.set_code}" for item in incoming]
    if len(set(codes)) != len(codes):
        seen: set[str] = set()
        twice = next(c for c in codes if c in seen or seen.add(c))  # type: ignore[func-returns-value]
        raise CatalogError(E.BAD_ROW, f"card {twice} is in the file twice")
    with transaction.atomic(using=using):
        sets = _sets({item.set_code for item in incoming}, set_names or {}, source, using)
        cards = Card.objects.using(using).select_related("current_version")
        existing = {c.code: c for c in cards.filter(code__in=codes)}
        fresh: list[tuple[Card, Incoming, str]] = []
        for item, code in zip(incoming, codes, strict=True):
            record = item.record
            status = item.status or execution.status(record)
            report.count(item.set_code, record, status)
            digest = version_digest(record)
            card = existing.get(code)
            if card is None:
                card = Card(set=sets[item.set_code], number=item.number, code=code)
                _copy(card, record, status, sets[item.set_code])
                fresh.append((card, item, digest))
                report.outcome(item.set_code, new=True)
                continue  # ticked as it is written (_create)
            if card.current_version is not None and card.current_version.digest == digest:
                report.unchanged += 1
            else:
                before = card.current_version.data if card.current_version else {}
                version = _version(card, record, digest, source, using)
                _copy(card, record, status, sets[item.set_code])
                card.current_version = version
                card.save(using=using)
                report.outcome(item.set_code, new=False)
                report.differences.append(f"{code} {card.title}: {difference(before, record)}")
            tick(1)
        _create(fresh, source, using, tick)
    return report


def _sets(
    codes: Iterable[str], names: Mapping[str, dict[str, Any]], source: str, using: str
) -> dict[str, CardSet]:
    found = {}
    for code in sorted(codes):
        info = names.get(code, {})
        defaults = {
            "name": info.get("name") or SET_NAMES.get(code, code.upper()),
            "vocabulary": info.get("vocabulary") or SET_VOCABULARY.get(code, {}),
            "source": source[:120],
        }
        found[code], created = CardSet.objects.using(using).get_or_create(
            code=code, defaults=defaults
        )
        if not created and found[code].name == code.upper() != defaults["name"]:
            found[code].name = defaults["name"]  # a set first imported before we knew its name
            found[code].save(using=using, update_fields=["name"])
    return found


BATCH = 500


def _create(
    fresh: list[tuple[Card, Incoming, str]], source: str, using: str, tick: Progress
) -> None:
    """New cards in bulk, a batch at a time (ticking as each is written)."""
    if not fresh:
        return
    clash = Card.objects.using(using).filter(engine_id__in=[c.engine_id for c, _, _ in fresh])
    if clash.exists():
        raise CatalogError(E.BAD_ROW, f"card id {clash.first().engine_id} is taken")
    known = CardVersion.objects.using(using).filter(digest__in=[d for _, _, d in fresh])
    if known.exists():
        raise CatalogError(E.BAD_ROW, "a definition in this file is already another card's")
    ids = _card_ids(len(fresh), using)
    for start in range(0, len(fresh), BATCH):
        batch = fresh[start : start + BATCH]
        # Versions first, naming their cards' ids taken ahead (foreign keys are checked at
        # commit): each card is then inserted with its current version, never updated.
        versions = [
            CardVersion(digest=digest, card_id=card_id, data=item.record, source=source[:120])
            for card_id, (_, item, digest) in zip(ids[start:], batch, strict=False)
        ]
        CardVersion.objects.using(using).bulk_create(versions)
        for card_id, (card, _, _), version in zip(ids[start:], batch, versions, strict=False):
            card.pk, card.current_version = card_id, version
        Card.objects.using(using).bulk_create([card for card, _, _ in batch])
        tick(len(batch))


def _card_ids(count: int, using: str) -> list[int]:
    """Ids for `count` new cards: from the id sequence (PostgreSQL), or after the highest id
    (SQLite, whose import transaction holds the write lock)."""
    connection = connections[using]
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute(
                "SELECT nextval(pg_get_serial_sequence('cards_card', 'id'))"
                " FROM generate_series(1, %s)",
                [count],
            )
            return [row[0] for row in cursor.fetchall()]
        cursor.execute("SELECT COALESCE(MAX(id), 0) FROM cards_card")
        top = int(cursor.fetchone()[0])
    return list(range(top + 1, top + 1 + count))


def _version(card: Card, record: dict, digest: str, source: str, using: str) -> CardVersion:
    """The version with this digest (an old one again, say after a reverted erratum)."""
    found = CardVersion.objects.using(using).filter(digest=digest).first()
    if found is not None:
        if found.card_id != card.pk:
            raise CatalogError(E.BAD_ROW, f"{card.code}: the same definition as {found.card}")
        return found
    return CardVersion.objects.using(using).create(
        digest=digest, card=card, data=record, source=source[:120]
    )


def _copy(
    card: Card, record: Mapping[str, Any], status: execution.Execution, set_: CardSet
) -> None:
    """The search row's fields from the current definition."""
    card.engine_id = record["id"]
    card.name = record["name"]
    card.subtitle = record.get("subtitle", "")
    card.kind = record["kind"]
    card.cost = int(record.get("cost", 0))
    card.energy_types = list(record.get("energy_types", []))
    card.affiliations = list(record.get("affiliations", []))
    card.rarity = record.get("rarity", "")
    card.max_dice = int(record.get("max_dice", 3 if card.kind == "basic_action" else 4))
    card.keywords = list(record.get("keywords", []))
    card.has_faces = status.has_faces
    card.executed = status.executed
    card.not_executed = list(status.reasons)
    card.text_only_why = list(status.why)
    card.stand_in = str(record.get("stand_in", ""))[:300]
    card.number_sort = int(card.number) if card.number.isdigit() else 0
    _search_row(card, record, set_)


SEARCH_FIELDS = ("search_text", "name_folded", "subtitle_folded", "title_folded")


def _search_row(card: Card, record: Mapping[str, Any], set_: CardSet) -> None:
    card.search_text = search_text(card, record, set_)
    card.name_folded = names.fold(card.name)[:200]
    card.subtitle_folded = names.fold(card.subtitle)[:200]
    card.title_folded = f"{card.name_folded} {card.subtitle_folded}".strip()


def search_text(card: Card, record: Mapping[str, Any], set_: CardSet) -> str:
    """Tags ("set:xfc", "energy:bolt", "aff:xmen", "kw:overcrush") and the folded words of
    the name, subtitle, set, kind, energy, affiliations, keywords and text, with the name
    run together ("spiderman") so any spelling a player types finds it."""
    tags = [
        card.code,
        tag("num", card.number),
        tag("set", set_.code),
        tag("kind", card.kind),
        *(tag("energy", e) for e in card.energy_types),
        *(affiliation_tag(a) for a in card.affiliations),
        *(tag("kw", keyword_base(k)) for k in card.keywords),
    ]
    words = [
        set_.name,
        set_.word(card.kind),
        card.name,
        card.subtitle,
        card.rarity,
        *card.energy_types,
        *card.affiliations,
        *(keyword_label(k) for k in card.keywords),
        *record.get("text", []),
        *(a.get("text", "") for a in record.get("abilities", [])),
        *(g.get("text", "") for g in record.get("globals", [])),
    ]
    folded = (names.fold(str(w)) for w in words if w)
    run_together = (names.compact(card.name), names.compact(card.title))
    return " " + " ".join([*(t.lower() for t in tags), *folded, *run_together]) + " "


def difference(before: Mapping[str, Any], after: Mapping[str, Any]) -> str:
    """What changed between two definitions, field by field ("cost 3 -> 4; text changed")."""
    parts = []
    for key in sorted(set(before) | set(after)):
        old, new = before.get(key), after.get(key)
        if old == new:
            continue
        short = len(str(old) + str(new)) < 60
        if isinstance(old, int | str) and isinstance(new, int | str) and short:
            parts.append(f"{key} {old!s} -> {new!s}" if old is not None else f"{key} {new!s}")
        else:
            parts.append(f"{key} changed")
    return "; ".join(parts) or "no change"


def sync_shipped(using: str = DEFAULT_DB_ALIAS, directory: str = str(files.DATA)) -> ImportReport:
    """Take the card files we ship into the catalog (run after every migrate); then refresh
    every card's executed status, which changes as the engine learns more."""
    report = ImportReport()
    for info, records in files.shipped_sets(directory):
        code = info["code"]
        incoming = [
            Incoming(record, code, str(record.get("number") or position))
            for position, record in enumerate(records, start=1)
        ]
        part = import_records(incoming, f"shipped:{code}", set_names={code: info}, using=using)
        for name in ("read", "with_faces", "executed", "new", "changed", "unchanged"):
            setattr(report, name, getattr(report, name) + getattr(part, name))
        report.differences += part.differences
    refresh_execution(using)
    return report


def refresh_execution(using: str = DEFAULT_DB_ALIAS) -> int:
    """Recompute what depends on the engine and on how search reads cards: `executed` (the
    engine learns more) and the search row (its folding may improve); returns how many
    cards changed."""
    fields = ["executed", "has_faces", "not_executed", "text_only_why", *SEARCH_FIELDS]
    changed = []
    for card in Card.objects.using(using).select_related("current_version", "set"):
        if card.current_version is None:
            continue
        before = [getattr(card, name) for name in fields]
        status = execution.status(card.current_version.data)
        card.executed, card.has_faces = status.executed, status.has_faces
        card.not_executed = list(status.reasons)
        card.text_only_why = list(status.why)
        _search_row(card, card.current_version.data, card.set)
        if before != [getattr(card, name) for name in fields]:
            changed.append(card)
    Card.objects.using(using).bulk_update(changed, fields, 500)
    return len(changed)


def card_by_code(code: str) -> Card:
    """A card by its code (31xfc) or its engine id."""
    code = clean(code, "code", 64).lower()
    cards = Card.objects.select_related("set", "current_version")
    found = cards.filter(Q(code=code) | Q(engine_id=code)).first()
    if found is None:
        raise CardNotFound(E.NOT_FOUND, f"no card {code}")
    return found


def version_by_digest(digest: str) -> CardVersion:
    digest = clean(digest, "digest", 64).lower()
    found = CardVersion.objects.select_related("card__set").filter(digest=digest).first()
    if found is None:
        raise CardNotFound(E.NOT_FOUND, f"no card version {digest}")
    return found


def cards_by_engine_id(ids: Iterable[str]) -> dict[str, Card]:
    wanted = set(ids)
    cards = Card.objects.select_related("set", "current_version").filter(engine_id__in=wanted)
    return {card.engine_id: card for card in cards}


def cards_by_code(codes: Iterable[str]) -> dict[str, Card]:
    cards = Card.objects.select_related("set", "current_version").filter(code__in=set(codes))
    return {card.code: card for card in cards}


# --- definitions for the engine ------------------------------------------------------------------

_PARSED: OrderedDict[str, CardDef] = OrderedDict()  # by version digest: immutable, so cacheable
_CACHE_SIZE = 4096


def card_def(raw: Mapping[str, Any], digest: str | None = None) -> CardDef:
    """The engine's frozen definition of a record (parsed once per content digest)."""
    key = digest or version_digest(raw)
    found = _PARSED.get(key)
    if found is None:
        found = _PARSED[key] = card_from_dict(raw)
        if len(_PARSED) > _CACHE_SIZE:
            _PARSED.popitem(last=False)
    return found


NO_FACES = "team/no_dice_faces"
UNLOADABLE = "team/unloadable_card"


def loadable(card: Card) -> None:
    """CatalogError (a 400) naming the card when no game can use it: no die faces (the
    engine cannot roll it), no definition, or a definition the engine refuses."""
    version = card.current_version
    if version is None:
        raise CatalogError(UNLOADABLE, f"{card.title} ({card.code}) has no definition")
    if not execution.has_faces(version.data):
        raise CatalogError(
            NO_FACES,
            f"{card.title} ({card.code}): its die faces are not known, so the engine cannot"
            " roll it online",
        )
    try:
        card_def(version.data, version.digest)
    except (ValueError, KeyError, TypeError) as error:
        raise CatalogError(UNLOADABLE, f"{card.title} ({card.code}): {error}") from None


def game_definitions(card_ids: Iterable[str]) -> tuple[list[dict[str, Any]], dict[str, CardDef]]:
    """The current definitions of a game's cards, and the bundle that records them.

    Called inside the transaction that creates the game: the bundle (addressed by the digest
    the game's GameCreated carries) is written with it."""
    ids = sorted(set(card_ids))
    found = cards_by_engine_id(ids)
    # An id the catalog does not know is left out: the engine refuses the team, naming it.
    ids = [card_id for card_id in ids if card_id in found]
    versions = [found[card_id].current_version for card_id in ids]
    for card_id in ids:  # a card the engine cannot load is the team's problem, named
        loadable(found[card_id])
    raw = [v.data for v in versions if v is not None]
    digest = card_digest(raw)
    bundle = CardBundle.objects.filter(digest=digest).first()
    if bundle is None:
        try:
            with transaction.atomic():
                bundle = CardBundle.objects.create(digest=digest)
                bundle.versions.set([v for v in versions if v is not None])
        except IntegrityError:
            pass  # another game recorded the same bundle meanwhile: it is the same content
    defs = {v.data["id"]: card_def(v.data, v.digest) for v in versions if v is not None}
    return raw, defs


_BUNDLES: OrderedDict[str, dict[str, CardDef]] = OrderedDict()


def definitions_for_digest(digest: str) -> dict[str, CardDef] | None:
    """The exact definitions a game with this cards_digest was created with, or None."""
    found = _BUNDLES.get(digest)
    if found is not None:
        return found
    bundle = CardBundle.objects.filter(digest=digest).first()
    if bundle is None:
        return None
    versions = list(bundle.versions.all())
    defs = {v.data["id"]: card_def(v.data, v.digest) for v in versions}
    _BUNDLES[digest] = defs
    if len(_BUNDLES) > 256:
        _BUNDLES.popitem(last=False)
    return defs


def definitions_for_log(records: Sequence[Mapping[str, Any]]) -> Mapping[str, CardDef]:
    """The definitions to replay a stored log with: the bundle its GameCreated names; for a
    log without one, the shipped files when they match its digest; else today's catalog
    (the replay then tells whether they still fit)."""
    genesis = records[0] if records else {}
    digest = str(genesis.get("cards_digest", "") or "")
    if digest:
        found = definitions_for_digest(digest)
        if found is not None:
            return found
    used = used_card_ids(genesis)
    if digest and files.digest_for(used) == digest:
        return files.catalog()
    current = cards_by_engine_id(used)
    defs = dict(files.catalog())
    defs.update(
        {i: card_def(c.current_version.data, c.current_version.digest) for i, c in current.items()}
    )
    return defs


def cards_report(records: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """For an audit: the log's cards_digest and whether the catalog holds those definitions."""
    genesis = records[0] if records else {}
    digest = str(genesis.get("cards_digest", "") or "")
    bundle = CardBundle.objects.filter(digest=digest).first() if digest else None
    versions = sorted(bundle.versions.values_list("digest", flat=True)) if bundle else []
    return {"digest": digest, "stored": bundle is not None, "versions": versions}


def used_card_ids(genesis: Mapping[str, Any]) -> list[str]:
    teams = genesis.get("teams") or ()
    bacs = genesis.get("basic_actions") or ()
    used = [str(entry[0]) for team in teams for entry in team if entry]
    pool = [str(entry[0]) for entry in genesis.get("draft_pool") or () if entry]  # Draft Teams
    return used + [str(card) for chosen in bacs for card in chosen] + pool


def bundle_json(digest: str) -> str | None:
    """The bundle's definitions as the JSON list its digest is taken of (for replay files)."""
    bundle = CardBundle.objects.filter(digest=digest).first()
    if bundle is None:
        return None
    return canonical_json(sorted((v.data for v in bundle.versions.all()), key=lambda d: d["id"]))
