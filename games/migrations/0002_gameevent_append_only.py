"""Make the database itself refuse UPDATE and DELETE on games_gameevent.

The ORM guard in games.models stops honest mistakes; these triggers stop everything
else (raw SQL, other clients, a QuerySet built without the guard). Both raise an
integrity error whose message contains "append-only".

On SQLite, Django alters a table by rebuilding it, which drops its triggers: a later
migration that alters GameEvent must run FORWARD_SQL["sqlite"] again. A test checks
that the triggers exist after all migrations.

TRUNCATE is not covered (PostgreSQL row triggers do not fire on it, and Django's test
flush uses it); production should not grant TRUNCATE to the application role.
"""

from django.db import migrations
from django.db.backends.base.schema import BaseDatabaseSchemaEditor
from django.db.migrations.state import StateApps

FORWARD_SQL = {
    "postgresql": [
        """
        CREATE OR REPLACE FUNCTION games_gameevent_refuse_change() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
            RAISE EXCEPTION 'games_gameevent is append-only: % refused', TG_OP
                USING ERRCODE = 'restrict_violation';
        END;
        $$
        """,
        """
        CREATE TRIGGER games_gameevent_append_only
            BEFORE UPDATE OR DELETE ON games_gameevent
            FOR EACH ROW EXECUTE FUNCTION games_gameevent_refuse_change()
        """,
    ],
    "sqlite": [
        """
        CREATE TRIGGER games_gameevent_no_update BEFORE UPDATE ON games_gameevent
        BEGIN SELECT RAISE(ABORT, 'games_gameevent is append-only: UPDATE refused'); END
        """,
        """
        CREATE TRIGGER games_gameevent_no_delete BEFORE DELETE ON games_gameevent
        BEGIN SELECT RAISE(ABORT, 'games_gameevent is append-only: DELETE refused'); END
        """,
    ],
}

REVERSE_SQL = {
    "postgresql": [
        "DROP TRIGGER IF EXISTS games_gameevent_append_only ON games_gameevent",
        "DROP FUNCTION IF EXISTS games_gameevent_refuse_change()",
    ],
    "sqlite": [
        "DROP TRIGGER IF EXISTS games_gameevent_no_update",
        "DROP TRIGGER IF EXISTS games_gameevent_no_delete",
    ],
}


def _run(statements: dict[str, list[str]], schema_editor: BaseDatabaseSchemaEditor) -> None:
    vendor = schema_editor.connection.vendor
    if vendor not in statements:
        # Fail at migrate time rather than run with a mutable history.
        raise NotImplementedError(f"no append-only trigger for database vendor {vendor!r}")
    for sql in statements[vendor]:
        schema_editor.execute(sql, params=None)


def forwards(apps: StateApps, schema_editor: BaseDatabaseSchemaEditor) -> None:
    _run(FORWARD_SQL, schema_editor)


def backwards(apps: StateApps, schema_editor: BaseDatabaseSchemaEditor) -> None:
    _run(REVERSE_SQL, schema_editor)


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0001_initial"),
    ]

    operations = [
        migrations.RunPython(forwards, backwards, elidable=False),
    ]
