from typing import Any

from django.apps import AppConfig
from django.db.models.signals import post_migrate


def take_in_shipped_formats(sender: AppConfig, using: str = "default", **kwargs: Any) -> None:
    """After every migrate (and every test database flush), the shipped formats are there:
    their rules from tournaments/data/formats.json, the ban lists staff set kept."""
    from tournaments.models import Format
    from tournaments.shipped_formats import load_shipped

    load_shipped(Format, using=using)


class TournamentsConfig(AppConfig):
    name = "tournaments"

    def ready(self) -> None:
        post_migrate.connect(
            take_in_shipped_formats, sender=self, dispatch_uid="tournaments.shipped_formats"
        )
        from games import access as game_access
        from games import seed_reveal
        from games import table as game_table
        from games.signals import game_ended
        from tournaments.online.game_context import match_context
        from tournaments.online.game_results import on_game_ended
        from tournaments.online.match_games import holds_seed, judges_the_game, keeps_lists_secret

        game_ended.connect(on_game_ended, dispatch_uid="tournaments.online.on_game_ended")
        if judges_the_game not in game_access.JUDGE_CHECKS:
            game_access.JUDGE_CHECKS.append(judges_the_game)
        if keeps_lists_secret not in game_access.PRIVACY_CHECKS:
            game_access.PRIVACY_CHECKS.append(keeps_lists_secret)
        if holds_seed not in seed_reveal.SEED_HOLDS:
            seed_reveal.SEED_HOLDS.append(holds_seed)
        if match_context not in game_table.CONTEXT_PROVIDERS:
            game_table.CONTEXT_PROVIDERS.append(match_context)
