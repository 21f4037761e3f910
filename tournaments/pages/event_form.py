"""The organizer's event form (create and edit): the shipped formats and the rulesets to
choose from, checked by the API's serializer so a page accepts exactly what the API does."""

from __future__ import annotations

from typing import Any

from django import forms

from tournaments.formats.rules import SHIPPED_FIRST, ruleset_choices
from tournaments.models import Format, Tournament
from tournaments.serializers import TournamentSerializer


class FormatChoice(forms.ModelChoiceField):
    """A format by its name, shipped ones first (its rules are on the formats page)."""

    def label_from_instance(self, obj: Any) -> str:
        return obj.name if obj.slug else f"{obj.name} (an organizer's own)"


class EventForm(forms.ModelForm):
    """What an organizer sets; the API's serializer then checks it with the API's rules."""

    rules_version = forms.ChoiceField(
        label="Ruleset", choices=ruleset_choices, initial="dm-2018", required=False,
        help_text="The rules every game of the event is played by (each game system's rulesets).",
    )  # fmt: skip
    format = FormatChoice(
        queryset=Format.objects.order_by(*SHIPPED_FIRST), required=False,
        empty_label="No format: standard teams, every set legal",
        help_text="What a team may be: each format's rules are on the Formats page.",
    )  # fmt: skip

    def clean_rules_version(self) -> str:
        """Not given: the event's own (the default for a new one)."""
        return self.cleaned_data.get("rules_version") or self.instance.rules_version or "dm-2018"

    class Meta:
        model = Tournament
        fields = [
            "name",
            "date",
            "rules_version",
            "format",
            "match_structure",
            "play_mode",
            "swiss_rounds",
            "top_cut",
            "starting_life",
            "round_minutes",
            "team_list_deadline",
            "require_executed_cards",
            "check_in_required",
        ]
        widgets = {
            "date": forms.DateInput(attrs={"type": "date"}),
            "team_list_deadline": forms.DateTimeInput(
                attrs={"type": "datetime-local"}, format="%Y-%m-%dT%H:%M"
            ),
        }
        labels = {
            "swiss_rounds": "Swiss rounds",
            "top_cut": "Top cut (players)",
            "starting_life": "Starting life",
            "round_minutes": "Round length (minutes)",
            "team_list_deadline": "Team-list deadline (UTC)",
            "check_in_required": "Only checked-in players are paired",
            "require_executed_cards": "Online: only cards the engine executes",
        }
        help_texts = {
            "swiss_rounds": "Empty: from attendance (6 to 8 players: 3, 9 to 16: 4, ...).",
            "top_cut": "0 for none, or 2, 4, 8 ...",
        }


def checked(form: EventForm, instance: Tournament | None = None) -> dict[str, Any] | None:
    """Run the API's serializer over the form's values: a page accepts exactly what the API
    accepts. Its messages land on the form's fields."""
    if not form.is_valid():
        return None
    data = {
        key: (value.pk if hasattr(value, "pk") else value)
        for key, value in form.cleaned_data.items()
        if key in TournamentSerializer.Meta.fields
    }
    serializer = TournamentSerializer(data=data, instance=instance, partial=instance is not None)
    if serializer.is_valid():
        fields = dict(serializer.validated_data)
        if "check_in_required" in form.cleaned_data:
            fields["check_in_required"] = form.cleaned_data["check_in_required"]
        return fields
    for field, problems in serializer.errors.items():
        for problem in problems if isinstance(problems, list) else [problems]:
            form.add_error(field if field in form.fields else None, str(problem))
    return None
