"""Project configuration; importing it loads the Celery app so tasks register."""

from config.celery import app as celery_app

__all__ = ["celery_app"]
