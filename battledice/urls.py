"""The Battle Dice table's form posts (its pages are games' play and judge pages)."""

from django.urls import path

from battledice import views_web

app_name = "battledice"
urlpatterns = [
    path("games/<str:game_id>/battle-dice/act/", views_web.act, name="act"),
    path("games/<str:game_id>/battle-dice/rule/", views_web.rule, name="rule"),
]
