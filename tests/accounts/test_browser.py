"""Accounts in Chromium, through the pages only: sign up, log out, log in, reset a password.
Every page is screenshot at 390 and 1280 px, checked for sideways scrolling and scanned
with axe-core (tests/games/browser.py)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.core import mail

from tests.games.browser import CHROMIUM_ARGS, browser_or_skip, check_page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def browser_page(live_server: Any) -> Any:
    executable, sync_api = browser_or_skip()
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.set_default_timeout(15_000)
            yield page
        finally:
            browser.close()


def test_sign_up_log_out_log_in_and_reset_the_password(
    live_server: Any, browser_page: Any, settings: Any
) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    from playwright.sync_api import expect

    page = browser_page
    url = live_server.url
    page.goto(f"{url}/")
    check_page(page, "home-anonymous")

    # Sign up: a mismatch is shown next to the field, then the account is made.
    page.get_by_role("link", name="Sign up").first.click()
    check_page(page, "signup")
    page.fill("#id_username", "newplayer")
    page.fill("#id_email", "newplayer@example.org")
    page.fill("#id_password1", "first-long-pass-1")
    page.fill("#id_password2", "another-pass-2")
    page.click("main button[type=submit]")
    expect(page.locator(".errorlist")).to_contain_text("match")
    check_page(page, "signup-errors")
    page.fill("#id_password1", "first-long-pass-1")
    page.fill("#id_password2", "first-long-pass-1")
    page.click("main button[type=submit]")
    expect(page.locator("h1")).to_have_text("Hello, newplayer")
    expect(page.locator(".messages")).to_contain_text("Welcome, newplayer.")
    check_page(page, "home")
    # The address counts once confirmed from the mail (accounts/email_address.py).
    assert len(mail.outbox) == 1
    confirm = re.search(r"https?://\S+/accounts/confirm-email/\S+/", mail.outbox[0].body)
    page.goto(confirm.group(0))
    expect(page.locator("h1")).to_have_text("Address confirmed")
    check_page(page, "email-confirmed")
    mail.outbox.clear()

    # Log out from the header (a POST), then a wrong password, then the right one.
    page.get_by_role("button", name="Log out").click()
    nav = page.get_by_role("navigation", name="Main")
    expect(nav.get_by_role("link", name="Log in")).to_be_visible()
    nav.get_by_role("link", name="Log in").click()
    check_page(page, "login")
    page.fill("#id_username", "newplayer")
    page.fill("#id_password", "wrong-password")
    page.click("main button[type=submit]")
    expect(page.get_by_role("alert")).to_have_text("Wrong username or password.")
    page.fill("#id_password", "first-long-pass-1")
    page.click("main button[type=submit]")
    expect(page.locator("h1")).to_have_text("Hello, newplayer")
    page.get_by_role("button", name="Log out").click()

    # Forgot the password: the mail (console backend in development) carries the link.
    page.goto(f"{url}/accounts/login/")
    page.get_by_role("link", name="Forgot your password?").click()
    check_page(page, "password-reset")
    page.fill("#id_email", "newplayer@example.org")
    page.click("main button[type=submit]")
    expect(page.locator("h1")).to_have_text("Check your mail")
    check_page(page, "password-reset-sent")
    assert len(mail.outbox) == 1
    link = re.search(r"https?://\S+/accounts/reset/\S+/", mail.outbox[0].body).group(0)
    page.goto(link)
    expect(page.locator("h1")).to_have_text("Choose a new password")
    check_page(page, "password-reset-confirm")
    page.fill("#id_new_password1", "second-long-pass-2")
    page.fill("#id_new_password2", "second-long-pass-2")
    page.click("main button[type=submit]")
    expect(page.locator("h1")).to_have_text("Your password is set")
    check_page(page, "password-reset-complete")
    page.get_by_role("link", name="Log in").last.click()
    page.fill("#id_username", "newplayer")
    page.fill("#id_password", "second-long-pass-2")
    page.click("main button[type=submit]")
    expect(page.locator("h1")).to_have_text("Hello, newplayer")
