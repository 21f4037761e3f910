from django.apps import AppConfig


class GamesConfig(AppConfig):
    name = "games"

    def ready(self) -> None:
        """A game that starts lets a bot that decides first move (games.tasks, via a signal
        so that games.services never imports the bots above it). The catalog's card page
        shows the engine's reading of a card (cards.views_web.CARD_READING, so that cards
        never imports the games above it)."""
        from cards import views_web
        from games import tasks
        from games.catalog import card_reading
        from games.signals import game_started

        game_started.connect(tasks.schedule_on_start, dispatch_uid="games.bots_on_start")
        if card_reading not in views_web.CARD_READING:
            views_web.CARD_READING.append(card_reading)
