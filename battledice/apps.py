from django.apps import AppConfig


class BattleDiceConfig(AppConfig):
    """Marvel Heroes Battle Dice: its catalog, its game system entry and its pages."""

    name = "battledice"
    verbose_name = "Marvel Heroes Battle Dice"
    default_auto_field = "django.db.models.BigAutoField"
