"""Game, GameEvent and IdempotencyRecord: what the schema itself guarantees."""

import pytest
from django.contrib.auth import get_user_model
from django.db import IntegrityError, transaction
from django.db.models import ProtectedError

from games.event_store import append, create_game, end_game
from games.models import Game, GameEvent, IdempotencyRecord

pytestmark = pytest.mark.django_db


def new_game(**players: object) -> Game:
    return create_game("online", {}, {"seq": 0, "type": "GameCreated"}, **players)


def test_game_str_names_mode_id_status_and_head() -> None:
    """A game reads as its mode, id, status and head seq in the admin and in logs."""
    game = new_game()
    assert str(game) == f"Online game {game.pk} (active, seq 0)"
    assert str(game.events.get()) == f"{game.pk} #0 GameCreated"


def test_deleting_a_game_is_refused_because_its_history_is_kept() -> None:
    """Events PROTECT their game: Django refuses before the append-only trigger would."""
    game = new_game()
    with pytest.raises(ProtectedError):
        game.delete()
    assert GameEvent.objects.filter(game=game).count() == 1


def test_deleting_a_user_who_acted_is_refused() -> None:
    """The actor of a stored event stays; nulling it would be an UPDATE of history."""
    user = get_user_model().objects.create_user("actor")
    game = new_game()
    append(game.pk, [{"seq": 1, "type": "TurnPassed"}], 0, actor=user)
    with pytest.raises(ProtectedError):
        user.delete()


def test_deleting_a_player_keeps_the_game() -> None:
    """A player who leaves the site leaves the game without a name, not without a log."""
    user = get_user_model().objects.create_user("player")
    game = new_game(player_one=user)
    user.delete()
    game.refresh_from_db()
    assert game.player_one is None
    assert game.head_seq == 0


def test_the_seed_is_hidden_until_the_game_ends() -> None:
    """revealed_seed is None while the game runs and the seed once it has ended."""
    game = new_game()
    assert game.revealed_seed is None
    assert end_game(game.pk, {"winner": 2}).revealed_seed == game.seed


def test_an_idempotency_key_is_unique_per_game() -> None:
    """A repeated request key maps to one stored first answer per game."""
    game, other = new_game(), new_game()
    IdempotencyRecord.objects.create(game=game, key="k1", response={"seq": 1})
    IdempotencyRecord.objects.create(game=other, key="k1", response={"seq": 4})
    with pytest.raises(IntegrityError), transaction.atomic():
        IdempotencyRecord.objects.create(game=game, key="k1", response={"seq": 2})
    assert IdempotencyRecord.objects.get(game=game, key="k1").response == {"seq": 1}
