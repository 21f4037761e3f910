from django.apps import AppConfig


class TournamentsConfig(AppConfig):
    name = "tournaments"

    def ready(self) -> None:
        from games.signals import game_ended
        from tournaments.online import on_game_ended

        game_ended.connect(on_game_ended, dispatch_uid="tournaments.online.on_game_ended")
