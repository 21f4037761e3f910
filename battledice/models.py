"""The Battle Dice catalog: figures and battle dice, as users enter or import them.

Their data is not in the rulebook (DIGEST §7.7): the checklist gives names and numbers, the
rest comes from the figures' labels. A figure without its six stats and Value cannot be
played yet. A game copies the records it uses into its first event, so changing the catalog
never changes a game already created.
"""

from __future__ import annotations

from typing import Any

from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator
from django.db import models

from battledice.engine import STATS, BattleDie, Figure, RecordError, die_from, figure_from

STAT_VALIDATORS = [MaxValueValidator(6)]


class CatalogFigure(models.Model):
    """A figure (MB-3): its battle gauge; `stand_in` says what was made up, if anything."""

    slug = models.SlugField(max_length=64, unique=True, help_text="the id game logs use")
    name = models.CharField(max_length=80)
    number = models.CharField(max_length=10, blank=True, help_text="# of 68")
    faction = models.CharField(max_length=80, blank=True)
    rarity = models.CharField(max_length=10, blank=True, help_text="S, A, P, I, II or III")
    value = models.PositiveSmallIntegerField(null=True, blank=True)
    intelligence = models.PositiveSmallIntegerField(
        null=True, blank=True, validators=STAT_VALIDATORS
    )
    strength = models.PositiveSmallIntegerField(null=True, blank=True, validators=STAT_VALIDATORS)
    speed = models.PositiveSmallIntegerField(null=True, blank=True, validators=STAT_VALIDATORS)
    durability = models.PositiveSmallIntegerField(null=True, blank=True, validators=STAT_VALIDATORS)
    energy_projection = models.PositiveSmallIntegerField(
        null=True, blank=True, validators=STAT_VALIDATORS
    )
    fighting_skills = models.PositiveSmallIntegerField(
        null=True, blank=True, validators=STAT_VALIDATORS
    )
    powers = models.JSONField(
        default=list, blank=True, help_text='[{"name": "Ranged Weapon", "stat": "fighting_skills"}]'
    )
    nonunique = models.BooleanField(default=False)
    cosmic = models.BooleanField(default=False, help_text="Cosmic Level")
    stand_in = models.CharField(max_length=300, blank=True, help_text="what we made up")
    source = models.CharField(max_length=120, blank=True)

    class Meta:
        ordering = ["number", "name"]

    def __str__(self) -> str:
        return f"{self.number} {self.name}".strip()

    def clean(self) -> None:
        if self.complete:
            try:
                self.record()
            except RecordError as error:
                raise ValidationError(str(error)) from None

    @property
    def complete(self) -> bool:
        """Playable: its Value and all six stats are known."""
        return self.value is not None and all(getattr(self, s) is not None for s in STATS)

    def as_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"id": self.slug, "name": self.name}
        if self.complete:
            data["stats"] = [getattr(self, s) for s in STATS]
            data["value"] = self.value
        for name in ("powers", "nonunique", "cosmic", "number", "faction", "rarity", "stand_in"):
            value = getattr(self, name)
            if value:
                data[name] = value
        return data

    def record(self) -> Figure:
        """The engine's record; RecordError when it is incomplete or malformed."""
        if not self.complete:
            raise RecordError(f"{self.name}: its stats and Value are not entered yet")
        return figure_from(self.as_dict())


class CatalogDie(models.Model):
    """A battle die (MB-4) and the rule under its lid."""

    slug = models.SlugField(max_length=64, unique=True, help_text="the id game logs use")
    name = models.CharField(max_length=80)
    number = models.CharField(max_length=10, blank=True, help_text="# of 23")
    colour = models.CharField(max_length=20, blank=True)
    rule = models.CharField(max_length=300, blank=True)
    suggests = models.JSONField(
        null=True,
        blank=True,
        help_text='what its rule does in the engine\'s terms: {"effect", "amount", "whom"}',
    )
    stand_in = models.CharField(max_length=300, blank=True, help_text="what we made up")
    source = models.CharField(max_length=120, blank=True)

    class Meta:
        ordering = ["number", "name"]

    def __str__(self) -> str:
        return f"{self.number} {self.name}".strip()

    def clean(self) -> None:
        try:
            self.record()
        except RecordError as error:
            raise ValidationError(str(error)) from None

    def as_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"id": self.slug, "name": self.name}
        for name in ("colour", "rule", "suggests", "number", "stand_in"):
            value = getattr(self, name)
            if value:
                data[name] = value
        return data

    def record(self) -> BattleDie:
        return die_from(self.as_dict())
