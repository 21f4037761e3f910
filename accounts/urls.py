"""Account URLs: Django's own auth views with our templates, signup, and the `me` and user
search API endpoints."""

from django.contrib.auth import views as auth
from django.urls import path, reverse_lazy

from accounts import views, views_web
from config.throttles import login_throttled

T = "accounts/"

pages = [
    path(
        "accounts/login/",
        # POSTs share the token endpoint's per-address limit (guessing passwords).
        login_throttled(
            auth.LoginView.as_view(template_name=f"{T}login.html", redirect_authenticated_user=True)
        ),
        name="login",
    ),
    path("accounts/logout/", auth.LogoutView.as_view(), name="logout"),
    path("accounts/signup/", login_throttled(views_web.signup), name="signup"),
    path(
        "accounts/confirm-email/<str:token>/",
        views_web.confirm_email,
        name="confirm_email",
    ),
    path(
        "accounts/password-reset/",
        login_throttled(  # each POST sends a mail
            auth.PasswordResetView.as_view(
                template_name=f"{T}password_reset_form.html",
                email_template_name=f"{T}password_reset_email.txt",
                subject_template_name=f"{T}password_reset_subject.txt",
                success_url=reverse_lazy("accounts:password_reset_done"),
            )
        ),
        name="password_reset",
    ),
    path(
        "accounts/password-reset/sent/",
        auth.PasswordResetDoneView.as_view(template_name=f"{T}password_reset_done.html"),
        name="password_reset_done",
    ),
    path(
        "accounts/reset/<uidb64>/<token>/",
        auth.PasswordResetConfirmView.as_view(
            template_name=f"{T}password_reset_confirm.html",
            success_url=reverse_lazy("accounts:password_reset_complete"),
        ),
        name="password_reset_confirm",
    ),
    path(
        "accounts/reset/done/",
        auth.PasswordResetCompleteView.as_view(template_name=f"{T}password_reset_complete.html"),
        name="password_reset_complete",
    ),
]

api = [
    path("api/me/", views.MeView.as_view(), name="me"),
    path("api/users/", views.UserSearchView.as_view(), name="user-search"),
]

app_name = "accounts"
urlpatterns = [*pages, *api]
