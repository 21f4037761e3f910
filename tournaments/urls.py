"""Tournaments URLs: the REST API (mounted under api/) and the public pages.

Grouped by audience: everyone reads; players register, drop and report; organizers manage.
Who may do what is checked by the services, so each group stays a list of routes.
"""

from django.urls import include, path

from tournaments import views, views_teamlists, views_teamlists_web, views_web

T = "tournaments/<int:tournament_id>/"
M = "matches/<int:match_id>/"

public_api = [
    path("tournaments/", views.TournamentListView.as_view(), name="tournament-list"),
    path(T, views.TournamentDetailView.as_view(), name="tournament-detail"),
    path(f"{T}roles/", views.RoleListView.as_view(), name="role-list"),
    path(f"{T}registrations/", views.RegistrationListView.as_view(), name="registration-list"),
    path(f"{T}rounds/", views.RoundListView.as_view(), name="round-list"),
    path(f"{T}top-cut/", views.TopCutView.as_view(), name="top-cut"),
    path(f"{T}rounds/<int:number>/call-time/", views.CallTimeView.as_view(), name="call-time"),
    path(f"{T}rounds/<int:number>/", views.PairingsView.as_view(), name="round-pairings"),
    path(f"{T}standings/", views.StandingsView.as_view(), name="standings"),
    path(M, views.MatchDetailView.as_view(), name="match-detail"),
    path(f"{T}team-lists/", views_teamlists.TeamListsView.as_view(), name="team-lists"),
    path(f"{M}results/", views.ResultHistoryView.as_view(), name="match-results"),
]

R = f"{T}registrations/<int:registration_id>/"

team_list_api = [
    path(f"{T}team-list/", views_teamlists.MyTeamListView.as_view(), name="my-team-list"),
    path(
        f"{T}team-list/check/",
        views_teamlists.CheckTeamListView.as_view(),
        name="team-list-check",
    ),
    path(
        f"{R}team-list/",
        views_teamlists.RegistrationTeamListView.as_view(),
        name="registration-team-list",
    ),
    path(
        f"{R}team-list/history/",
        views_teamlists.TeamListHistoryView.as_view(),
        name="team-list-history",
    ),
    path(
        f"{T}team-lists/status/",
        views_teamlists.TeamListStatusView.as_view(),
        name="team-list-status",
    ),
    path(f"{T}team-lists.csv", views_teamlists.TeamListsCSVView.as_view(), name="team-lists-csv"),
]

player_api = [
    path(
        f"{T}registrations/<int:registration_id>/drop/",
        views.DropView.as_view(),
        name="registration-drop",
    ),
    path(f"{M}report/", views.ReportView.as_view(), name="match-report"),
    path(f"{M}confirm/", views.ConfirmView.as_view(), name="match-confirm"),
    path(f"{M}dispute/", views.DisputeView.as_view(), name="match-dispute"),
]

organizer_api = [
    path(f"{M}correct/", views.CorrectView.as_view(), name="match-correct"),
    path("tasks/<str:task_id>/", views.TaskView.as_view(), name="task"),
    path(f"{T}standings.csv", views.StandingsCSVView.as_view(), name="standings-csv"),
    path(
        f"{T}rounds/<int:number>/pairings.csv",
        views.PairingsCSVView.as_view(),
        name="pairings-csv",
    ),
]

web_patterns = [
    path(
        "tournaments/<int:tournament_id>/team/",
        views_teamlists_web.team_page,
        name="team-page",
    ),
    path(
        "tournaments/<int:tournament_id>/team-lists/",
        views_teamlists_web.team_lists_page,
        name="team-lists-page",
    ),
    path("", views_web.home, name="home"),
    path("tournaments/<int:tournament_id>/", views_web.tournament_page, name="page"),
    path("tournaments/<int:tournament_id>/live/", views_web.live, name="live"),
    path(
        "tournaments/<int:tournament_id>/rounds/<int:number>/print/",
        views_web.print_pairings,
        name="print-pairings",
    ),
    path(
        "tournaments/<int:tournament_id>/rounds/<int:number>/slips/",
        views_web.result_slips,
        name="result-slips",
    ),
]

app_name = "tournaments"
urlpatterns = [
    path("api/", include(public_api + player_api + organizer_api + team_list_api)),
    *web_patterns,
]
