from django.apps import AppConfig


class GamesConfig(AppConfig):
    name = "games"

    def ready(self) -> None:
        """A game that starts lets a bot that decides first move (games.tasks, via a signal
        so that games.services never imports the bots above it)."""
        from games import tasks
        from games.signals import game_started

        game_started.connect(tasks.schedule_on_start, dispatch_uid="games.bots_on_start")
