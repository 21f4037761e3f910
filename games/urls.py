"""Games URLs: the REST API under api/ and the play and judge pages, mounted once in
config/urls.py."""

from django.urls import include, path

from games import live, views, views_web

api_patterns = [
    # A move and its legal actions first: the requests a game makes most (issue 18).
    path("games/<str:game_id>/actions/", views.ActionsView.as_view(), name="game-actions"),
    path(
        "games/<str:game_id>/legal-actions/",
        views.LegalActionsView.as_view(),
        name="game-legal-actions",
    ),
    path("games/", views.GameCreateView.as_view(), name="game-create"),
    path("games/<str:game_id>/", views.GameDetailView.as_view(), name="game-detail"),
    path("games/<str:game_id>/log/", views.LogView.as_view(), name="game-log"),
    path("games/<str:game_id>/state/", views.StateAtView.as_view(), name="game-state"),
    path("games/<str:game_id>/audit/", views.AuditView.as_view(), name="game-audit"),
    path("games/<str:game_id>/disputes/", views.DisputesView.as_view(), name="game-disputes"),
    path("games/<str:game_id>/rulings/", views.RulingsView.as_view(), name="game-rulings"),
    path(
        "games/<str:game_id>/chance-reports/",
        views.ChanceReportsView.as_view(),
        name="game-chance-reports",
    ),
    path(
        "games/<str:game_id>/chance-reports/<int:report_id>/confirm/",
        views.ChanceReportConfirmView.as_view(),
        name="game-chance-report-confirm",
    ),
    path(
        "games/<str:game_id>/chance-reports/<int:report_id>/reject/",
        views.ChanceReportRejectView.as_view(),
        name="game-chance-report-reject",
    ),
    path(
        "games/<str:game_id>/rewind-points/",
        views.RewindPointsView.as_view(),
        name="game-rewind-points",
    ),
]

web_patterns = [
    path("games/<str:game_id>/play/", views_web.play, name="game-play"),
    path("games/<str:game_id>/judge/", views_web.judge, name="game-judge"),
    path("games/<str:game_id>/stream/", live.stream, name="game-stream"),
]

app_name = "games"
urlpatterns = [path("api/", include(api_patterns)), *web_patterns]
