"""The foundation: settings pick the embedded default or the real services."""

from django.conf import settings


def test_celery_runs_eagerly_without_redis_and_for_real_with_it() -> None:
    assert settings.CELERY_TASK_ALWAYS_EAGER is (not settings.REDIS_URL)
