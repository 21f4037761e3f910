"""Matches say whether they count (issue 18): a round's completeness is read from its open
matches, no longer kept in a counter on the round row that every confirmation waited on."""

from django.db import migrations, models

COUNTING = ("confirmed", "corrected", "engine", "bye")


def mark_counted(apps, schema_editor):
    """A match counts once any of its entries counts (a counting result is never undone)."""
    Match = apps.get_model("tournaments", "Match")
    ResultEntry = apps.get_model("tournaments", "ResultEntry")
    db = schema_editor.connection.alias  # the database being migrated, not the default
    counting = ResultEntry.objects.using(db).filter(match=models.OuterRef("pk"), kind__in=COUNTING)
    Match.objects.using(db).filter(models.Exists(counting)).update(counted=True)


class Migration(migrations.Migration):
    dependencies = [
        ("tournaments", "0014_shipped_formats"),
    ]

    operations = [
        migrations.AddField(
            model_name="match",
            name="counted",
            field=models.BooleanField(
                default=False,
                help_text="has a result that counts (set with its first one, in the match's own"
                " row): a round is complete when none of its matches is open"
                " (tournaments/closing.py)",
            ),
        ),
        migrations.RunPython(mark_counted, migrations.RunPython.noop),
        migrations.AddIndex(
            model_name="match",
            index=models.Index(
                condition=models.Q(("counted", False)),
                fields=["round"],
                name="tournaments_match_open",
            ),
        ),
        migrations.RemoveField(model_name="round", name="open_matches"),
    ]
