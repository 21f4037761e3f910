"""Make PostgreSQL refuse TRUNCATE of games_gameevent too (issue 9, item 7).

Row triggers (0002) do not fire on TRUNCATE, so a statement-level trigger refuses it,
including `TRUNCATE games_game CASCADE`, which reaches the event table.

One way through, for the test suite only: Django's flush between transactional tests
TRUNCATEs every table. `tests/flush.py` makes that flush run `SET LOCAL
overcrush.allow_truncate = 'on'` first, inside the flush's own transaction, so the switch
is off again at its commit. Nothing in the application sets it. It is a guard against
mistakes and other clients, not against the table's owner (who can disable triggers):
production's application role should not own the tables (run migrations as another role)
and is never granted TRUNCATE (deploy/README).

SQLite has no TRUNCATE; nothing to do there.
"""

from django.db import migrations
from django.db.backends.base.schema import BaseDatabaseSchemaEditor
from django.db.migrations.state import StateApps

FORWARD_SQL = [
    """
    CREATE OR REPLACE FUNCTION games_gameevent_refuse_truncate() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
        IF current_setting('overcrush.allow_truncate', true) = 'on' THEN
            RETURN NULL;  -- the test suite's flush (tests/flush.py)
        END IF;
        RAISE EXCEPTION 'games_gameevent is append-only: TRUNCATE refused'
            USING ERRCODE = 'restrict_violation';
    END;
    $$
    """,
    """
    CREATE TRIGGER games_gameevent_no_truncate
        BEFORE TRUNCATE ON games_gameevent
        FOR EACH STATEMENT EXECUTE FUNCTION games_gameevent_refuse_truncate()
    """,
]

REVERSE_SQL = [
    "DROP TRIGGER IF EXISTS games_gameevent_no_truncate ON games_gameevent",
    "DROP FUNCTION IF EXISTS games_gameevent_refuse_truncate()",
]


def forwards(apps: StateApps, schema_editor: BaseDatabaseSchemaEditor) -> None:
    if schema_editor.connection.vendor == "postgresql":
        for sql in FORWARD_SQL:
            schema_editor.execute(sql, params=None)


def backwards(apps: StateApps, schema_editor: BaseDatabaseSchemaEditor) -> None:
    if schema_editor.connection.vendor == "postgresql":
        for sql in REVERSE_SQL:
            schema_editor.execute(sql, params=None)


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0003_dispute"),
    ]

    operations = [
        migrations.RunPython(forwards, backwards, elidable=False),
    ]
