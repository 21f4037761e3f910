"""The card catalog: sets, cards, their immutable versions and the bundles games use.

A `Card` is an identity (set code + collector number, the community's `31xfc`) and a search
row copied from its current version. A `CardVersion` is one definition, addressed by the
SHA-256 of its canonical JSON and never changed: errata make a new version. A `CardBundle`
is the set of versions one game was created with, addressed by the digest the game's
`GameCreated` records, so a replay years later finds the exact definitions.
"""

from __future__ import annotations

from typing import Any, NoReturn

from django.db import models

from cards.errors import VersionImmutable


class CardSet(models.Model):
    """A set (`xfc`, `wwe`, `ocr`): its name and the words its pages use."""

    code = models.SlugField(max_length=16, unique=True)
    name = models.CharField(max_length=120)
    # WWE says "Superstar" where others say "character": {"character": "Superstar"}.
    vocabulary = models.JSONField(default=dict, blank=True)
    source = models.CharField(max_length=120, blank=True, help_text="where its cards came from")

    class Meta:
        ordering = ["code"]

    def __str__(self) -> str:
        return f"{self.name} ({self.code})"

    def word(self, kind: str) -> str:
        """What this set calls a kind of card ("Superstar" for a WWE character)."""
        default = {"character": "Character", "action": "Action", "basic_action": "Basic Action"}
        return str(self.vocabulary.get(kind) or default.get(kind, kind))


class Card(models.Model):
    """A card's identity and, copied from its current version, what search and lists need."""

    class Kind(models.TextChoices):
        CHARACTER = "character"
        ACTION = "action"
        BASIC_ACTION = "basic_action"

    engine_id = models.CharField(max_length=64, unique=True, help_text="the id game logs use")
    set = models.ForeignKey(CardSet, on_delete=models.PROTECT, related_name="cards")
    number = models.CharField(max_length=10)
    number_sort = models.PositiveIntegerField(default=0)
    code = models.CharField(max_length=40, unique=True, help_text="<number><set>, e.g. 31xfc")
    name = models.CharField(max_length=200)
    subtitle = models.CharField(max_length=200, blank=True)
    kind = models.CharField(max_length=20, choices=Kind.choices)
    cost = models.PositiveIntegerField(default=0)
    energy_types = models.JSONField(default=list, blank=True)
    affiliations = models.JSONField(default=list, blank=True)
    rarity = models.CharField(max_length=20, blank=True)
    max_dice = models.PositiveIntegerField(default=4)
    keywords = models.JSONField(default=list, blank=True)
    has_faces = models.BooleanField(default=False, help_text="all six die faces are known")
    executed = models.BooleanField(
        default=False, help_text="the engine executes everything on it (else text only)"
    )
    not_executed = models.JSONField(default=list, blank=True, help_text="why not, if not")
    text_only_why = models.JSONField(
        default=list, blank=True, help_text="why not, as reason categories (cards/compiler)"
    )
    stand_in = models.CharField(max_length=300, blank=True, help_text="what we made up")
    # Lower-cased name, subtitle, code, set, kind, energy, affiliations, keywords and text:
    # one column for the portable search (a trigram index speeds it up on PostgreSQL).
    search_text = models.TextField(blank=True)
    # Name, subtitle and both, folded (cards/names.py): what close-name matching compares.
    name_folded = models.CharField(max_length=200, blank=True, db_index=True)
    subtitle_folded = models.CharField(max_length=200, blank=True)
    title_folded = models.CharField(max_length=401, blank=True)
    current_version = models.ForeignKey(
        "CardVersion", null=True, on_delete=models.PROTECT, related_name="+"
    )

    class Meta:
        ordering = ["set__code", "number_sort", "number"]
        constraints = [
            models.UniqueConstraint(fields=["set", "number"], name="one_card_per_set_number"),
        ]

    def __str__(self) -> str:
        return f"{self.code} {self.title}"

    @property
    def title(self) -> str:
        return f"{self.name}: {self.subtitle}" if self.subtitle else self.name


class CardVersion(models.Model):
    """One definition of a card, addressed by the SHA-256 of its canonical JSON."""

    digest = models.CharField(max_length=64, unique=True)
    card = models.ForeignKey(Card, on_delete=models.PROTECT, related_name="versions")
    data = models.JSONField(help_text="the definition the engine's card loader reads")
    source = models.CharField(max_length=120, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["card", "id"]

    def __str__(self) -> str:
        return f"{self.card.code} @ {self.digest[:12]}"

    def save(self, *args: Any, **kwargs: Any) -> None:
        """Insert only: a definition never changes (errata are a new version)."""
        if not self._state.adding:
            raise VersionImmutable(self.digest)
        super().save(*args, **kwargs)

    def delete(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise VersionImmutable(self.digest)


class CardBundle(models.Model):
    """The versions a game was created with; `digest` is its `GameCreated.cards_digest`."""

    digest = models.CharField(max_length=64, unique=True)
    versions = models.ManyToManyField(CardVersion, related_name="bundles")
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"bundle {self.digest[:12]}"
