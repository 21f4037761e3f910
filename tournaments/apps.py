from django.apps import AppConfig


class TournamentsConfig(AppConfig):
    name = "tournaments"

    def ready(self) -> None:
        from games import services as game_services
        from games import table as game_table
        from games.signals import game_ended
        from tournaments.game_context import match_context
        from tournaments.online import judges_the_game, keeps_lists_secret, on_game_ended

        game_ended.connect(on_game_ended, dispatch_uid="tournaments.online.on_game_ended")
        if judges_the_game not in game_services.JUDGE_CHECKS:
            game_services.JUDGE_CHECKS.append(judges_the_game)
        if keeps_lists_secret not in game_services.PRIVACY_CHECKS:
            game_services.PRIVACY_CHECKS.append(keeps_lists_secret)
        if match_context not in game_table.CONTEXT_PROVIDERS:
            game_table.CONTEXT_PROVIDERS.append(match_context)
