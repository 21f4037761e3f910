"""Forced redirections while the card is active (abilities/static_redirect.py; DM-19.2: the
source is unchanged; DM-15.4: it happens as the damage is dealt, so the first target is
never damaged): to the card's own die (`redirect_to_self`), and the first damage each turn
to the card's dice sent to the opponent (`redirect_first_to_opponent`). Our own wording;
near misses: the card not active, the damaged die being the card's own, a die the filters
leave out, a second damage the same turn."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import ACTION0, bac, m, make_card, of_type

BACKFIRE = action_card(
    "backfire",
    {"text": "Deal 2 damage to you.", "effects": [effect("deal_damage", "you", amount=2)]},
)  # fmt: skip
SINGE = action_card(
    "singe",
    {"text": "Deal 1 damage to target character die.",
     "effects": [effect("deal_damage", "target_die", amount=1)]},
)  # fmt: skip


def _guard(card_id: str, target: str, **filters: object) -> dict:
    spec = effect("redirect_to_self", target)
    if filters:
        spec["filters"] = dict(filters)
    return make_card(
        card_id,
        abilities=[{"trigger": "static", "text": f"While {card_id} is active, ...",
                    "effects": [spec]}],
    )  # fmt: skip


WARDEN = _guard("warden", "you")
MARSHAL = _guard("marshal", "all_your_characters", sidekick=True)


def test_damage_to_the_player_goes_to_the_card_s_die_instead() -> None:
    g = with_action(BACKFIRE, WARDEN)
    g.give(0, "p1:warden:1", to="field", face=1)  # level 2: 2D
    life = g.life(0)
    events = use(g, "backfire")
    assert g.life(0) == life and not of_type(events, ev.PlayerDamaged)
    (hit,) = of_type(events, ev.DieDamaged)
    assert (hit.die, hit.amount) == ("p1:warden:1", 2)  # the same source's 2 damage
    assert "p1:warden:1" in g.zone(0, "prep")  # KO'd by it (DM-16.3)


def test_no_redirection_while_the_card_is_not_active() -> None:
    g = with_action(BACKFIRE, WARDEN)
    g.give(0, "p1:warden:1", to="used")
    life = g.life(0)
    use(g, "backfire")
    assert g.life(0) == life - 2


def test_damage_to_one_of_the_dice_it_names_goes_to_its_die() -> None:
    g = with_action(SINGE, MARSHAL)
    g.give(0, "p1:marshal:1", to="field", face=1)  # level 2: 2D
    events = use(g, "singe", m(1))
    (hit,) = of_type(events, ev.DieDamaged)
    assert hit.die == "p1:marshal:1" and g.state.dice[m(1)].damage == 0
    assert m(1) in g.zone(0, "field")  # the Sidekick was never damaged, so never KO'd


def test_the_card_s_own_die_keeps_its_damage() -> None:
    g = with_action(SINGE, _guard("keeper", "all_your_characters"))
    g.give(0, "p1:keeper:1", to="field", face=1)
    events = use(g, "singe", "p1:keeper:1")
    (hit,) = of_type(events, ev.DieDamaged)
    assert hit.die == "p1:keeper:1"


def test_a_die_the_filters_leave_out_is_damaged() -> None:
    g = with_action(SINGE, _guard("picky", "all_your_characters", sidekick=False))
    g.give(0, "p1:picky:1", to="field", face=1)
    events = use(g, "singe", m(1))
    (hit,) = of_type(events, ev.DieDamaged)
    assert hit.die == m(1)


MIRROR = _guard("mirror", "this_card")
MIRROR["abilities"][0]["effects"][0]["op"] = "redirect_first_to_opponent"


def test_the_first_damage_each_turn_goes_to_the_opponent_instead() -> None:
    g = with_action(SINGE, MIRROR)
    g.give(0, "p1:mirror:1", to="field", face=1)
    g.give(0, bac("singe", 2), to="reserve", face=ACTION0)
    life = g.life(1)
    events = use(g, "singe", "p1:mirror:1")
    assert not of_type(events, ev.DieDamaged) and g.life(1) == life - 1
    events = g.do(A.UseActionDie(player=0, die=bac("singe", 2))) + g.target("p1:mirror:1")
    (hit,) = of_type(events, ev.DieDamaged)  # the second time this turn: it stays
    assert hit.die == "p1:mirror:1" and g.life(1) == life - 1
