"""On PostgreSQL, a trigram index makes the catalog's substring search use an index.

Elsewhere (SQLite) nothing is done: the same LIKE query scans, which is fast enough for a
few thousand cards. If pg_trgm cannot be created (no rights), the search still works.
"""

from django.db import migrations, transaction


def create_index(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    try:
        with transaction.atomic(using=schema_editor.connection.alias):
            schema_editor.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
            schema_editor.execute(
                "CREATE INDEX IF NOT EXISTS cards_card_search_trgm "
                "ON cards_card USING gin (search_text gin_trgm_ops)"
            )
    except Exception:  # no pg_trgm on this server: the search scans instead
        pass


def drop_index(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("DROP INDEX IF EXISTS cards_card_search_trgm")


class Migration(migrations.Migration):
    dependencies = [("cards", "0001_catalog")]
    operations = [migrations.RunPython(create_index, drop_index)]
