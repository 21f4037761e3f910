"""Folded names for close-name search (cards/names.py, cards/search.py).

The columns are filled by the catalog refresh every migrate runs (`refresh_execution`). On
PostgreSQL with pg_trgm, trigram indexes let the `%` operator pick the close names without
scanning; without the extension the search computes the same similarity itself.
"""

from django.db import migrations, models, transaction

COLUMNS = ("name_folded", "subtitle_folded", "title_folded")


def create_indexes(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    try:
        with transaction.atomic(using=schema_editor.connection.alias):
            for column in COLUMNS:
                schema_editor.execute(
                    f"CREATE INDEX IF NOT EXISTS cards_card_{column}_trgm "
                    f"ON cards_card USING gin ({column} gin_trgm_ops)"
                )
    except Exception:  # no pg_trgm on this server: the search computes similarity itself
        pass


def drop_indexes(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        for column in COLUMNS:
            schema_editor.execute(f"DROP INDEX IF EXISTS cards_card_{column}_trgm")


class Migration(migrations.Migration):
    dependencies = [("cards", "0002_search_trigram_index")]

    operations = [
        migrations.AddField(
            model_name="card",
            name="name_folded",
            field=models.CharField(blank=True, db_index=True, max_length=200),
        ),
        migrations.AddField(
            model_name="card",
            name="subtitle_folded",
            field=models.CharField(blank=True, max_length=200),
        ),
        migrations.AddField(
            model_name="card",
            name="title_folded",
            field=models.CharField(blank=True, max_length=401),
        ),
        migrations.RunPython(create_indexes, drop_indexes),
    ]
