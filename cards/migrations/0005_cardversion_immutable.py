"""Make the database itself refuse UPDATE and DELETE of card versions (and TRUNCATE on
PostgreSQL), like the event log (games/migrations/0002, 0004).

A `CardVersion` is one definition addressed by its digest; games name the versions they were
created with (CardBundle), so a changed or deleted row would silently change what an old game
means. `CardVersion.save`/`delete` refuse in Python; these triggers refuse raw SQL, other
clients and a QuerySet's update()/delete(). Each raises an error whose message contains
"immutable".

The one way through is the test suite's flush (tests/flush.py): on PostgreSQL its TRUNCATE
runs with the transaction-local `overcrush.allow_truncate` switch, on SQLite its DELETEs run
between a DROP and a re-CREATE of the triggers in the flush's own transaction. On SQLite,
Django alters a table by rebuilding it, which drops its triggers: a later migration that
alters CardVersion must run SQLITE_TRIGGERS again (a test checks they exist).
"""

from django.db import migrations
from django.db.backends.base.schema import BaseDatabaseSchemaEditor
from django.db.migrations.state import StateApps

TABLE = "cards_cardversion"
POSTGRESQL = [
    """
    CREATE OR REPLACE FUNCTION cards_cardversion_refuse_change() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
        IF TG_OP = 'TRUNCATE' AND current_setting('overcrush.allow_truncate', true) = 'on' THEN
            RETURN NULL;  -- the test suite's flush (tests/flush.py)
        END IF;
        RAISE EXCEPTION 'cards_cardversion is immutable: % refused', TG_OP
            USING ERRCODE = 'restrict_violation';
    END;
    $$
    """,
    """
    CREATE TRIGGER cards_cardversion_immutable
        BEFORE UPDATE OR DELETE ON cards_cardversion
        FOR EACH ROW EXECUTE FUNCTION cards_cardversion_refuse_change()
    """,
    """
    CREATE TRIGGER cards_cardversion_no_truncate
        BEFORE TRUNCATE ON cards_cardversion
        FOR EACH STATEMENT EXECUTE FUNCTION cards_cardversion_refuse_change()
    """,
]
SQLITE_TRIGGERS = {
    "cards_cardversion_no_update": (
        "CREATE TRIGGER cards_cardversion_no_update BEFORE UPDATE ON cards_cardversion"
        " BEGIN SELECT RAISE(ABORT, 'cards_cardversion is immutable: UPDATE refused'); END"
    ),
    "cards_cardversion_no_delete": (
        "CREATE TRIGGER cards_cardversion_no_delete BEFORE DELETE ON cards_cardversion"
        " BEGIN SELECT RAISE(ABORT, 'cards_cardversion is immutable: DELETE refused'); END"
    ),
}
REVERSE = {
    "postgresql": [
        "DROP TRIGGER IF EXISTS cards_cardversion_immutable ON cards_cardversion",
        "DROP TRIGGER IF EXISTS cards_cardversion_no_truncate ON cards_cardversion",
        "DROP FUNCTION IF EXISTS cards_cardversion_refuse_change()",
    ],
    "sqlite": [f"DROP TRIGGER IF EXISTS {name}" for name in SQLITE_TRIGGERS],
}
FORWARD = {"postgresql": POSTGRESQL, "sqlite": list(SQLITE_TRIGGERS.values())}


def _run(statements: dict[str, list[str]], schema_editor: BaseDatabaseSchemaEditor) -> None:
    vendor = schema_editor.connection.vendor
    if vendor not in statements:  # fail at migrate time rather than run with mutable versions
        raise NotImplementedError(f"no immutability trigger for database vendor {vendor!r}")
    for sql in statements[vendor]:
        schema_editor.execute(sql, params=None)


def forwards(apps: StateApps, schema_editor: BaseDatabaseSchemaEditor) -> None:
    _run(FORWARD, schema_editor)


def backwards(apps: StateApps, schema_editor: BaseDatabaseSchemaEditor) -> None:
    _run(REVERSE, schema_editor)


class Migration(migrations.Migration):
    dependencies = [("cards", "0004_text_only_why")]
    operations = [migrations.RunPython(forwards, backwards, elidable=False)]
