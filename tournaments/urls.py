"""Tournaments URLs: the REST API (mounted under api/) and the public pages.

Grouped by audience: everyone reads; players register, drop and report; organizers manage.
Who may do what is checked by the services, so each group stays a list of routes.
"""

from django.urls import include, path

from tournaments import views
from tournaments.formats import views as formats_views
from tournaments.pages import console, console_rounds, event_day, judge, player, teams
from tournaments.pages import formats as formats_pages
from tournaments.registration import views as registration_views
from tournaments.results import views as results_views
from tournaments.rounds import views as rounds_views
from tournaments.teamlists import views as teamlists_views

T = "tournaments/<int:tournament_id>/"
M = "matches/<int:match_id>/"

public_api = [
    path("tournaments/", views.TournamentListView.as_view(), name="tournament-list"),
    path(T, views.TournamentDetailView.as_view(), name="tournament-detail"),
    path(f"{T}roles/", views.RoleListView.as_view(), name="role-list"),
    path(
        f"{T}registrations/",
        registration_views.RegistrationListView.as_view(),
        name="registration-list",
    ),
    path(f"{T}rounds/", rounds_views.RoundListView.as_view(), name="round-list"),
    path(f"{T}top-cut/", rounds_views.TopCutView.as_view(), name="top-cut"),
    path(
        f"{T}rounds/<int:number>/call-time/", rounds_views.CallTimeView.as_view(), name="call-time"
    ),
    path(f"{T}rounds/<int:number>/", rounds_views.PairingsView.as_view(), name="round-pairings"),
    path(f"{T}standings/", results_views.StandingsView.as_view(), name="standings"),
    path(M, results_views.MatchDetailView.as_view(), name="match-detail"),
    path(f"{T}team-lists/", teamlists_views.TeamListsView.as_view(), name="team-lists"),
    path(f"{M}results/", results_views.ResultHistoryView.as_view(), name="match-results"),
    path("formats/", formats_views.FormatListView.as_view(), name="format-list"),
    path(
        "formats/<int:format_id>/", formats_views.FormatDetailView.as_view(), name="format-detail"
    ),
    path(
        "formats/<int:format_id>/bans/", formats_views.FormatBansView.as_view(), name="format-bans"
    ),
    path(
        "formats/<int:format_id>/winner-bans/",
        formats_views.FormatWinnerBansView.as_view(),
        name="format-winner-bans",
    ),
]

R = f"{T}registrations/<int:registration_id>/"

team_list_api = [
    path(f"{T}team-list/", teamlists_views.MyTeamListView.as_view(), name="my-team-list"),
    path(
        f"{T}team-list/check/",
        teamlists_views.CheckTeamListView.as_view(),
        name="team-list-check",
    ),
    path(
        f"{R}team-list/",
        teamlists_views.RegistrationTeamListView.as_view(),
        name="registration-team-list",
    ),
    path(
        f"{R}team-list/history/",
        teamlists_views.TeamListHistoryView.as_view(),
        name="team-list-history",
    ),
    path(
        f"{T}team-lists/status/",
        teamlists_views.TeamListStatusView.as_view(),
        name="team-list-status",
    ),
    path(f"{T}team-lists.csv", teamlists_views.TeamListsCSVView.as_view(), name="team-lists-csv"),
    path(f"{T}sealed-pools/", teamlists_views.SealedPoolsView.as_view(), name="sealed-pools"),
    path(f"{T}sealed-pool/", teamlists_views.MySealedPoolView.as_view(), name="my-sealed-pool"),
]

player_api = [
    path(
        f"{T}registrations/<int:registration_id>/drop/",
        registration_views.DropView.as_view(),
        name="registration-drop",
    ),
    path(f"{M}report/", results_views.ReportView.as_view(), name="match-report"),
    path(f"{M}confirm/", results_views.ConfirmView.as_view(), name="match-confirm"),
    path(f"{M}dispute/", results_views.DisputeView.as_view(), name="match-dispute"),
]

organizer_api = [
    path(f"{M}correct/", results_views.CorrectView.as_view(), name="match-correct"),
    path(f"{M}confirm-for/", results_views.ConfirmOnBehalfView.as_view(), name="match-confirm-for"),
    path(
        f"{T}rounds/<int:number>/confirm-reported/",
        results_views.ConfirmReportedView.as_view(),
        name="round-confirm-reported",
    ),
    path(f"{T}penalties/", results_views.PenaltyListView.as_view(), name="penalty-list"),
    path("tasks/<str:task_id>/", rounds_views.TaskView.as_view(), name="task"),
    path(f"{T}standings.csv", results_views.StandingsCSVView.as_view(), name="standings-csv"),
    path(
        f"{T}rounds/<int:number>/pairings.csv",
        rounds_views.PairingsCSVView.as_view(),
        name="pairings-csv",
    ),
]

# Pages, by audience: everyone and players (player), organizers (console), judges
# (judge). Each view asks the services who may do what, as the API does.
P = "tournaments/<int:tournament_id>/"
C = f"{P}console/"

public_pages = [
    path("", player.home, name="home"),
    path("tournaments/", player.events, name="events"),
    path(P, player.tournament_page, name="page"),
    path(f"{P}live/", player.live, name="live"),
    path(f"{P}rounds/<int:number>/", player.round_page, name="round"),
    path(f"{P}rounds/<int:number>/print/", player.print_pairings, name="print-pairings"),
    path(f"{P}rounds/<int:number>/slips/", player.result_slips, name="result-slips"),
    path("matches/<int:match_id>/", player.match_page, name="match"),
    path("invitations/<str:token>/", player.invitation, name="invitation"),
    path("formats/", formats_pages.format_list, name="formats"),
    path("formats/<int:format_id>/", formats_pages.format_page, name="format"),
    path("formats/<int:format_id>/bans/", formats_pages.edit_bans, name="format-edit-bans"),
    path("formats/<int:format_id>/copy/", formats_pages.copy_format, name="format-copy"),
    path(
        "formats/<int:format_id>/winner-bans/", formats_pages.ban_winner, name="format-ban-winner"
    ),
    path(f"{P}projector/", event_day.projector, name="projector"),
    path(f"{P}games/", event_day.live_games, name="live-games"),
    path(f"{P}rounds/<int:number>/seating/", event_day.seating, name="seating"),
]

player_pages = [
    # The team-list pages (cat): submit mine; see the lists I may see.
    path(f"{P}team/", teams.team_page, name="team-page"),
    path(f"{P}team-lists/", teams.team_lists_page, name="team-lists-page"),
    path(f"{P}register/", player.register, name="register"),
    path(f"{P}drop/", player.drop_self, name="drop-self"),
    path("matches/<int:match_id>/report/", player.match_report, name="match-report"),
    path("matches/<int:match_id>/confirm/", player.match_confirm, name="match-confirm"),
    path("matches/<int:match_id>/dispute/", player.match_dispute, name="match-dispute"),
]

organizer_pages = [
    path("tournaments/new/", console.create, name="create"),
    path(C, console.console, name="console"),
    path(f"{C}event/", console.edit, name="console-edit"),
    path(f"{C}people/", console.people, name="console-people"),
    path(f"{C}people/search/", console.people_search, name="console-people-search"),
    path(f"{C}people/add/", console.add_player, name="console-add-player"),
    path(f"{C}people/judge/", console.add_judge, name="console-add-judge"),
    path(f"{C}people/bulk/", console.bulk_add, name="console-bulk-add"),
    path(f"{C}people/invite/", console.invite, name="console-invite"),
    path(
        f"{C}people/<int:registration_id>/check-in/",
        console.check_in,
        name="console-check-in",
    ),
    path(f"{C}people/<int:registration_id>/drop/", console.drop, name="console-drop"),
    path(f"{C}rounds/", console_rounds.rounds, name="console-rounds"),
    path(f"{C}rounds/pair/", console_rounds.pair_next, name="pair-next"),
    path(f"{C}tasks/<str:task_id>/", console_rounds.task_progress, name="console-task"),
    path(f"{C}rounds/<int:number>/", console_rounds.results, name="results"),
    path(f"{C}rounds/<int:number>/call-time/", console_rounds.call_time, name="call-time-page"),
    path(
        f"{C}rounds/<int:number>/confirm-reported/",
        console_rounds.confirm_reported,
        name="console-confirm-reported",
    ),
    path(f"{C}matches/<int:match_id>/enter/", console_rounds.enter_result, name="console-enter"),
    path(f"{C}matches/<int:match_id>/confirm/", console_rounds.confirm_for, name="console-confirm"),
    path(f"{C}top-cut/", console_rounds.start_top_cut, name="start-top-cut"),
    path(f"{C}team-lists/", console_rounds.team_lists, name="console-team-lists"),
    path(f"{C}exports/", console_rounds.exports, name="console-exports"),
    path(
        f"{C}people/<int:registration_id>/team-list-window/",
        event_day.team_list_window,
        name="team-list-window",
    ),
    path(f"{C}matches/<int:match_id>/feature/", event_day.feature, name="feature"),
]

judge_pages = [
    path(f"{P}disputes/", judge.disputes, name="disputes"),
    path(f"{P}disputes/<int:match_id>/rule/", judge.rule_paper, name="rule-paper"),
    path(f"{P}penalties/", judge.penalty_page, name="penalties"),
    path(f"{P}penalties/new/", judge.issue_penalty, name="penalty-issue"),
    path(f"{P}tables/", event_day.tables, name="tables"),
    path(
        f"{P}games/<uuid:game_id>/result/",
        event_day.game_result_ruling,
        name="game-result-ruling",
    ),
    path(f"{P}tables/<int:match_id>/extra-time/", event_day.extra_time, name="extra-time"),
]

app_name = "tournaments"
urlpatterns = [
    path("api/", include(public_api + player_api + organizer_api + team_list_api)),
    *public_pages,
    *player_pages,
    *organizer_pages,
    *judge_pages,
]
