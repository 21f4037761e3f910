"""Celery tasks of the games app."""

from celery import shared_task

from games import bots


@shared_task(name="games.play_bots", acks_late=True)
def play_bots(game_id: str) -> int:
    """The bots' decisions in one game, until a person must decide (games/bots.py)."""
    return bots.play(game_id)
