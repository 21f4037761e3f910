"""The shipped formats (tournaments/data/formats.json), loaded on migrate: an organizer's
create form offers them on a fresh install (issue 16 item 7, issue 17 item 4)."""

from django.db import migrations


def load(apps, schema_editor):  # type: ignore[no-untyped-def]
    from tournaments.shipped_formats import load_shipped

    load_shipped(apps.get_model("tournaments", "Format"), using=schema_editor.connection.alias)


class Migration(migrations.Migration):
    dependencies = [("tournaments", "0013_format_rules")]

    operations = [migrations.RunPython(load, migrations.RunPython.noop)]
