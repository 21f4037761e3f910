"""Shapes of the catalog API: a card in a search result, a card with its definition and
versions, a set. Read-only: the catalog changes through the import commands."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

from cards.models import Card, CardSet, CardVersion
from cards.vocabulary import keyword_label


class CardSetSerializer(serializers.ModelSerializer):
    class Meta:
        model = CardSet
        fields = ["code", "name", "vocabulary", "source"]
        read_only_fields = fields


class CardSerializer(serializers.ModelSerializer):
    """A card as search results and team lists show it."""

    set = serializers.CharField(source="set.code")
    set_name = serializers.CharField(source="set.name")
    title = serializers.CharField()
    kind_label = serializers.SerializerMethodField(help_text="the set's word (Superstar)")
    keyword_labels = serializers.SerializerMethodField()
    digest = serializers.CharField(source="current_version.digest", default="")

    class Meta:
        model = Card
        fields = [
            "code", "engine_id", "set", "set_name", "number", "name", "subtitle", "title",
            "kind", "kind_label", "cost", "energy_types", "affiliations", "rarity",
            "max_dice", "keywords", "keyword_labels", "has_faces", "executed",
            "not_executed", "stand_in", "digest",
        ]  # fmt: skip
        read_only_fields = fields

    def get_kind_label(self, card: Card) -> str:
        return card.set.word(card.kind)

    def get_keyword_labels(self, card: Card) -> list[str]:
        return [keyword_label(k) for k in card.keywords]


class CardVersionSerializer(serializers.ModelSerializer):
    card = serializers.CharField(source="card.code")

    class Meta:
        model = CardVersion
        fields = ["digest", "card", "source", "created_at", "data"]
        read_only_fields = fields


class CardDetailSerializer(CardSerializer):
    """A card, its current definition (what the engine reads) and every version's digest."""

    definition = serializers.JSONField(source="current_version.data", default=None)
    versions = serializers.SerializerMethodField()

    class Meta(CardSerializer.Meta):
        fields = [*CardSerializer.Meta.fields, "definition", "versions"]
        read_only_fields = fields

    def get_versions(self, card: Card) -> list[dict[str, Any]]:
        return [
            {"digest": v.digest, "source": v.source, "created_at": v.created_at.isoformat()}
            for v in card.versions.order_by("id")
        ]


class TypedLineSerializer(serializers.Serializer):
    """One typed line: what it asked for and the card it resolved to (or why none)."""

    text = serializers.CharField()
    count = serializers.IntegerField(allow_null=True, help_text="dice typed, if any")
    set = serializers.CharField(source="set_code", help_text="the set typed, if any")
    match = CardSerializer(allow_null=True)
    certain = serializers.BooleanField(
        help_text="name and subtitle (or the only card of that name) matched exactly; "
        "else the player should confirm the match"
    )
    alternatives = CardSerializer(many=True)
    problem = serializers.CharField(help_text="why no card was found, if none")


class TypedTeamSerializer(serializers.Serializer):
    lines = TypedLineSerializer(many=True)


class TypedTeamRequestSerializer(serializers.Serializer):
    text = serializers.CharField(
        help_text='one card a line or comma-separated: "Black Widow: Tsarina (AvX) x3"'
    )


class SearchResultSerializer(serializers.Serializer):
    count = serializers.IntegerField()
    limit = serializers.IntegerField()
    offset = serializers.IntegerField()
    close = serializers.BooleanField(
        help_text="no card holds every word: these are the cards whose name is close to q"
    )
    results = CardSerializer(many=True)
