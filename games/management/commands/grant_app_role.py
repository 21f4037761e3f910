"""`manage.py grant_app_role`: the PostgreSQL role the web and worker processes log in as.

Run by the database owner (the role migrations run as), after every `migrate`: it creates
the application's role when missing (LOGIN, no superuser, no CREATEDB/CREATEROLE, member of
nothing), and grants it what the application does and nothing more: reading and writing
rows, but only reading and inserting in the append-only logs (the game event log, card
versions and bundles). Owning no table, it cannot ALTER or TRUNCATE any, so it cannot
switch the append-only triggers (games/migrations) off; not being a superuser, it cannot
silence them for its session either. Idempotent: run again, it sets the same grants (and
revokes any extra ones on the append-only tables), so tables added by later migrations are
covered. deploy/database.md.

    manage.py grant_app_role --from-url postgres://overcrush_app:SECRET@postgres/overcrush
    manage.py grant_app_role --role overcrush_app --password-env APP_DB_PASSWORD
"""

from __future__ import annotations

import os
from typing import Any

import dj_database_url
from django.apps import apps
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import DEFAULT_DB_ALIAS, connections, transaction
from psycopg import sql

# Insert-only tables (app label, model): the application reads and appends, nothing else.
APPEND_ONLY = (
    ("games", "GameEvent"),
    ("cards", "CardVersion"),
    ("cards", "CardBundle"),
)


def append_only_tables() -> list[str]:
    """The append-only tables, with the card bundles' many-to-many table."""
    tables = []
    for label, name in APPEND_ONLY:
        model = apps.get_model(label, name)
        tables.append(model._meta.db_table)
        for field in model._meta.local_many_to_many:
            tables.append(field.remote_field.through._meta.db_table)
    return tables


class Command(BaseCommand):
    help = "Create or update the PostgreSQL role the application runs as (run as the owner)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--from-url", help="the application's DATABASE_URL: role, password")
        parser.add_argument("--role", help="the role's name (instead of --from-url)")
        parser.add_argument("--password-env", help="environment variable holding its password")
        parser.add_argument("--database", default=DEFAULT_DB_ALIAS)

    def handle(self, *args: Any, **options: Any) -> None:
        role, password = self.role_and_password(options)
        connection = connections[options["database"]]
        if connection.vendor != "postgresql":
            raise CommandError("the application role is PostgreSQL's (SQLite has no roles)")
        owner = connection.settings_dict["USER"]
        if role == owner:
            raise CommandError("the application role must not be the owner migrations run as")
        with transaction.atomic(using=options["database"]), connection.cursor() as cursor:
            for statement in statements(role, password, connection.settings_dict["NAME"]):
                cursor.execute(statement.as_string(connection.connection))
        self.stdout.write(f"role {role}: rows read and written, append-only logs insert only")

    def role_and_password(self, options: dict[str, Any]) -> tuple[str, str | None]:
        if options["from_url"]:
            parsed = dj_database_url.parse(options["from_url"])
            role, password = parsed.get("USER") or "", parsed.get("PASSWORD") or None
        else:
            role = options["role"] or ""
            password = os.environ.get(options["password_env"]) if options["password_env"] else None
        if not role:
            raise CommandError("name the role: --from-url URL or --role NAME")
        return role, password


def statements(role: str, password: str | None, database: str) -> list[sql.Composable]:
    """What makes `role` the application's role in `database` (schema public)."""
    name = sql.Identifier(role)
    attributes = sql.SQL("LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS")
    if password:
        attributes = sql.SQL("{} PASSWORD {}").format(attributes, sql.Literal(password))
    create = sql.SQL(
        "DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = {literal}) THEN"
        " CREATE ROLE {name}; END IF; END $$"
    ).format(literal=sql.Literal(role), name=name)
    protected = sql.SQL(", ").join(sql.Identifier(table) for table in append_only_tables())
    return [
        create,
        sql.SQL("ALTER ROLE {} {}").format(name, attributes),
        sql.SQL("GRANT CONNECT ON DATABASE {} TO {}").format(sql.Identifier(database), name),
        sql.SQL("GRANT USAGE ON SCHEMA public TO {}").format(name),
        sql.SQL("REVOKE CREATE ON SCHEMA public FROM {}").format(name),
        sql.SQL("GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO {}").format(
            name
        ),
        sql.SQL("GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO {}").format(name),
        sql.SQL("REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON {} FROM {}").format(
            protected, name
        ),
        sql.SQL("GRANT SELECT, INSERT ON {} TO {}").format(protected, name),
        # Tables the owner creates later (migrations) are usable at once; this command, run
        # after each migrate, takes the extra rights off any new append-only table.
        sql.SQL(
            "ALTER DEFAULT PRIVILEGES IN SCHEMA public"
            " GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO {}"
        ).format(name),
        sql.SQL(
            "ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO {}"
        ).format(name),
    ]
