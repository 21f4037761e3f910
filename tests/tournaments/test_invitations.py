"""Invitations by e-mail: the organizer invites, the invited address joins with one button
(through `register` or `add_role`); another account cannot use the link."""

from __future__ import annotations

import datetime
import re
from typing import Any

import pytest
from django.core import mail
from django.test import Client

from tournaments import events
from tournaments.models import Invitation, Role

pytestmark = pytest.mark.django_db


@pytest.fixture
def event(django_user_model: Any) -> Any:
    olga = django_user_model.objects.create_user("olga", "olga@example.org")
    return events.create_tournament(olga, name="Cup", date=datetime.date(2026, 3, 1))


def invite(event: Any, email: str, kind: str) -> str:
    client = Client()
    client.force_login(event.created_by)
    url = f"/tournaments/{event.pk}/console/people/invite/"
    response = client.post(url, {"email": email, "kind": kind}, follow=True)
    assert f"Invitation sent to {email}." in response.content.decode()
    link = re.search(r"http://testserver(/invitations/\S+/)", mail.outbox[-1].body).group(1)
    return link


def test_the_invited_address_joins_as_a_player_and_the_link_is_used_up(
    event: Any, django_user_model: Any
) -> None:
    link = invite(event, "ann@example.org", "player")
    assert Client().get(link).status_code == 200  # anonymous: log in or sign up
    ann = django_user_model.objects.create_user("ann", "ANN@example.org")
    client = Client()
    client.force_login(ann)
    response = client.post(link)
    assert response["Location"] == f"/tournaments/{event.pk}/"
    assert event.registrations.filter(user=ann).exists()
    again = client.post(link, follow=True)
    assert "already been used" in again.content.decode()


def test_a_judge_invitation_gives_the_role(event: Any, django_user_model: Any) -> None:
    link = invite(event, "jude@example.org", "judge")
    jude = django_user_model.objects.create_user("jude", "jude@example.org")
    client = Client()
    client.force_login(jude)
    client.post(link)
    assert event.roles.filter(user=jude, kind=Role.Kind.JUDGE).exists()


def test_another_account_cannot_use_a_forwarded_link(event: Any, django_user_model: Any) -> None:
    link = invite(event, "ann@example.org", "player")
    eve = django_user_model.objects.create_user("eve", "eve@example.org")
    client = Client()
    client.force_login(eve)
    response = client.post(link, follow=True)
    assert "this invitation is for ann@example.org" in response.content.decode().lower()
    assert not event.registrations.exists()
    assert Invitation.objects.get().accepted_at is None


def test_only_organizers_invite(event: Any, django_user_model: Any) -> None:
    client = Client()
    client.force_login(django_user_model.objects.create_user("p"))
    url = f"/tournaments/{event.pk}/console/people/invite/"
    assert client.post(url, {"email": "x@example.org"}).status_code == 403
    assert mail.outbox == [] and not Invitation.objects.exists()
