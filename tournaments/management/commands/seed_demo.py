"""The demo `make run` starts with: an admin, players you can log in as, and a Swiss event
of bot players a few rounds in, with online games whose logs judges can step through."""

from __future__ import annotations

import random
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand

from games import services as game_services
from games.bots import make_bots
from games.engine import FORMATS
from games.systems.ocr_teams import team_for
from tournaments.game_systems import format_name
from tournaments.models import Tournament
from tournaments.registration import entries
from tournaments.simulation import create_event, play_round
from tournaments.tasks import generate_round
from tournaments.teamlists import lists as teamlists

DEMO_NAME = "Overcrush Demo Open"


class Command(BaseCommand):
    help = "Create the demo tournament (idempotent): admin/admin, demo1..demo2/demo."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--players", type=int, default=8)
        parser.add_argument("--rounds-played", type=int, default=2)

    def handle(self, *args: Any, **options: Any) -> None:
        User = get_user_model()
        if not User.objects.filter(username="admin").exists():
            User.objects.create_superuser("admin", "admin@example.com", "admin")
        demo_users = []
        for name in ("demo1", "demo2"):
            user, created = User.objects.get_or_create(username=name)
            if created:
                user.set_password("demo")
                user.save()
            demo_users.append(user)
        if Tournament.objects.filter(name=DEMO_NAME).exists():
            self.stdout.write("demo already seeded")
            return
        tournament = create_event(
            DEMO_NAME, options["players"] - 2, "overcrush-demo", rounds=3, prefix="demo-bot"
        )
        rules = FORMATS[format_name(tournament)]
        for index, user in enumerate(demo_users):
            registration = entries.register(tournament, user)
            # Each demo player's list, from our set, submitted as they would (the team page).
            cards, bacs = team_for(index + 1, rules)
            team = {"cards": [list(c) for c in cards], "basic_actions": list(bacs)}
            teamlists.submit(registration, user, team)

        rng = random.Random(tournament.seed)
        for number in range(1, options["rounds_played"] + 1):
            generate_round.delay(tournament.pk, number).get()
            play_round(tournament, tournament.rounds.get(number=number), rng)
        # From here on the demo's bots take their turns on their own (games/bots.py): round
        # 3's bot games play out as they start, and demo1's bot opponent answers each move.
        make_bots(User.objects.filter(username__startswith="demo-bot-"))
        generate_round.delay(tournament.pk, options["rounds_played"] + 1).get()
        game = demo_game(demo_users, rules)
        self.stdout.write(f"demo1 v demo2: /games/{game.pk}/play/")
        self.stdout.write(
            f"seeded {DEMO_NAME}: {tournament.registrations.count()} players, "
            f"round {options['rounds_played'] + 1} in progress. "
            "Log in as admin/admin or demo1/demo."
        )


def demo_game(users: list, rules: Any) -> Any:
    """A friendly online game between demo1 and demo2 with their own team lists, so two
    people (or two browser windows) can play each other at once."""
    teams = [team_for(index + 1, rules) for index in range(2)]
    return game_services.start_game(
        users[0],
        users[1],
        teams=tuple(cards for cards, _ in teams),
        basic_actions=tuple(bacs for _, bacs in teams),
        options={"team_format": "standard"},
    )
