"""Damage and KO: the only two doors. All damage goes through `deal_damage` and all KOs
through `knock_out`, so every trigger and every keyword sees every case (DM-16)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from games.engine.abilities import (
    hooks,
    ko_instead,
    ko_marks,
    kod_return,
    kod_to,
    last_stats,
    left_field,
    redirect_offers,
    static_redirect,
)
from games.engine.abilities.ability_damage import lessened
from games.engine.abilities.damage_doubled import doubled
from games.engine.abilities.damage_sources import Dealer
from games.engine.abilities.damage_taken import taken
from games.engine.abilities.first_point import first_point
from games.engine.abilities.immunity import immune, silenced
from games.engine.abilities.ko_credit import kod_by
from games.engine.abilities.occasions import Occasion, announce, triggered
from games.engine.abilities.queue import queue_triggers
from games.engine.abilities.targets import untargetable
from games.engine.abilities.turn_caps import combat_capped
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.evolve_effects import SHIELD_NEXT, shield_of
from games.engine.model.rulesets import ruleset
from games.engine.model.state import FIELD_ZONES, GameState, Step


def deal_damage(
    b: Batch,
    source: str,
    target: str,
    amount: int,
    combat: bool,
    by: Dealer | None = None,
    moved: bool = False,
) -> int:
    """All damage, to players and dice (the caller announces the occasions for what it
    returns: the damage dealt to `target`, after persistent redirection and prevention,
    DM-19). Damage a persistent effect redirects goes to its new target from the same source
    (DM-19.2), whose occasions are announced here; nothing is dealt to `target` then.
    `by`: the ability dealing ability damage (abilities/damage_sources.py). A static may
    send it to its card's own die instead (abilities/static_redirect.py; `moved`: a static
    has already redirected it once)."""
    if amount > 0 and silenced(b.state, source, combat):  # "deals no damage" (silence.py)
        return 0  # (persistent, or a static's: abilities/immunity.py)
    if amount > 0 and not moved:
        sent = static_redirect.sent(b, target, may_redirect)
        if sent:
            if deal_damage(b, source, sent, amount, combat, by, moved=True):
                announce(b, *occasions_of(source, sent, combat))
            return 0
        part, new = static_redirect.part_sent(b, source, target, amount, combat, by, may_redirect)
        if part:  # "redirect the first 1 damage from her to your opponent"
            if deal_damage(b, source, new, part, combat, by, moved=True):
                announce(b, *occasions_of(source, new, combat))
            amount -= part
            if amount <= 0:
                return 0
    if amount > 0 and b.state.lasting:
        sent = redirected(b, target)
        if sent:
            if deal_damage(b, source, sent, amount, combat, by):
                announce(b, *occasions_of(source, sent, combat))
            return 0
    amount = doubled(b.state, target, amount, source, combat, by)  # (damage_doubled.py)
    if amount > 0 and b.state.lasting:
        amount = shielded(b, target, amount, source, combat)
    amount = lessened(b.state, target, source, amount, combat)  # (abilities/ability_damage.py)
    amount = taken(b.state, target, source, amount, combat, by)  # (abilities/damage_taken.py)
    amount = combat_capped(b.state, target, amount, combat)  # (abilities/turn_caps.py)
    if amount <= 0 or immune(b.state, target, source, combat, by):
        return 0
    amount = first_point(b, target, source, amount, combat)  # (abilities/first_point.py)
    if amount <= 0:
        return 0
    if target.startswith("player:"):
        b.emit(ev.PlayerDamaged(int(target[7:]), amount, source, combat))
        redirect_offers.offer(b, target)  # "you may redirect up to N ..." (its offer)
    else:
        b.emit(ev.DieDamaged(target, amount, source, combat))
        redirect_offers.offer(b, target)
    return amount


REDIRECT = "redirect"  # "the next time ... would be dealt damage, redirect it" (DM-19.2)


def redirected(b: Batch, target: str) -> str:
    """The new target of damage about to be dealt to `target` under a persistent
    redirection, or "". The redirection is used up (every part of it: "the next time" is
    one time); one whose new target is no longer valid (DM-19.2) waits for the next damage."""
    state = b.state
    for x in state.lasting:
        if x.effect != REDIRECT or x.target != target:
            continue
        if not may_redirect(state, target, x.to, controller=x.controller):
            continue
        for y in state.lasting:
            if (y.effect, y.source, y.controller, y.to) == (REDIRECT, x.source, x.controller, x.to):
                b.emit(ev.EffectEnded(y.effect, y.target, y.source))
        return x.to
    return ""


def may_redirect(
    state: GameState, old: str, new: str, chosen: bool = False, controller: int | None = None
) -> bool:
    """DM-19.2: a new target is a player or a character die in a Field Zone, never where
    the damage was, and "a die that isn't untargetable": not one the redirection's
    `controller` may not target (targets.py `untargetable`, named or chosen alike).
    "Unless stated otherwise" a chosen new target ("redirect it to target
    ...") keeps the effect's kind of target: damage to a player goes to a player, damage to
    a die to a die; a new target the card names ("to your opponent instead") is as stated
    (DM-12.1). No other restriction of the first targeting applies. 2014: the new target is
    the one the text names "even if that target was not a legal one for the original
    effect" (001:L718-721), chosen or not."""
    if new == old or not new:
        return False
    keeps_kind = chosen and ruleset(state.options.rules).redirect_keeps_kind
    if keeps_kind and old.startswith("player:") != new.startswith("player:"):
        return False
    if new.startswith("player:"):
        return True
    die = state.dice.get(new)
    if die is None or die.zone not in FIELD_ZONES or not state.is_character(die):
        return False
    return controller is None or not untargetable(state, new, controller)


def occasions_of(source: str, target: str, combat: bool) -> list[Occasion]:
    """The occasions of one hit, as its kind of damage announces them: a player's "when you
    are damaged"; a die's "when damaged" and its source's "when deals damage" (combat
    damage to a player is dealt by its attacker too)."""
    if target.startswith("player:"):
        if combat:
            return damage_occasions([(source, target)])
        return [Occasion("player_damaged", player=int(target[7:])), *struck([(source, target)])]
    return damage_occasions([(source, target)])


def shielded(b: Batch, target: str, amount: int, source: str = "", combat: bool = False) -> int:
    """What is left of `amount` (from `source`) after the target's prevention shields in
    force, in the order they started (DM-19.1). "Prevent the next N damage"
    (`prevent_next`, effects/shields.py) is one effect used up over the next damage events:
    `DamageShielded` says what it stopped and what is left (0: it ends). The older `shield`
    ("prevent all damage", amount 0; amount N as `EffectEnded` and a new `EffectStarted` with
    what is left) is read as it always was, so its logs replay. A shield of one kind of
    damage (effects/kind_shields.py) is read as its shield for that kind only."""
    for x in b.state.lasting:
        if amount <= 0 or x.target != target:
            continue
        shield = shield_of(x.effect, combat)
        if shield == SHIELD_NEXT and x.amount > 0:
            stopped = min(x.amount, amount)
            amount -= stopped
            b.emit(ev.DamageShielded(target, stopped, x.source, source, x.amount - stopped, combat))
            continue
        if shield != "shield":
            continue
        if x.amount == 0:
            return 0
        stopped = min(x.amount, amount)
        amount -= stopped
        b.emit(ev.EffectEnded(x.effect, x.target, x.source))
        if x.amount > stopped:
            b.emit(
                ev.EffectStarted(
                    x.effect, x.target, x.source, x.controller, x.until, x.amount - stopped
                )
            )
    return amount


def damage_occasions(hits: Iterable[tuple[str, str]]) -> list[Occasion]:
    """The occasions of (source, target) hits: each damaged die once ("when damaged", DM-15.6
    per die), then each die that dealt damage once ("when deals damage")."""
    hits = list(hits)
    damaged = sorted({target for _, target in hits if not target.startswith("player:")})
    players = sorted({int(target[7:]) for _, target in hits if target.startswith("player:")})
    sources = sorted({source for source, _ in hits if _is_die(source)})
    return (
        [Occasion("damaged", die=d) for d in damaged]
        + [Occasion("player_damaged", player=p) for p in players]
        + [Occasion("deals_damage", die=s) for s in sources]
        + struck(hits)
    )


def struck(hits: Iterable[tuple[str, str]]) -> list[Occasion]:
    """ "damages_player": a die dealt damage to a player, once per die and player (combat
    or ability damage alike; abilities/combat_occasions.py tells them apart)."""
    pairs = {(s, int(t[7:])) for s, t in hits if t.startswith("player:") and _is_die(s)}
    return [Occasion("damages_player", die=s, player=p) for s, p in sorted(pairs)]


def _is_die(source: str) -> bool:
    return ":" in source and "player" not in source


def knock_out(b: Batch, dice: Sequence[str], by: int | None = None, offer: bool = True) -> None:
    """All KOs: to the owner's Prep Area, then "when KO'd" abilities (DM-9.11, DM-16.4).
    The die's own card text (abilities/ko_instead.py) or a keyword (Regenerate) may replace
    a die's KO: then it is not KO'd and nothing that waits for a KO triggers. Card text
    may send a KO'd die on from the Prep Area to another zone (abilities/kod_to.py) or back
    to the Field Zone (kod_return.py). `by`: the player whose effect KOs them (effects/ko.py;
    otherwise abilities/ko_credit.py finds who did). A KO its controller may replace
    (abilities/ko_offers.py, asked after the card's own mandatory text) waits for the
    answer; `offer` False: the answer was no, the KO happens now."""
    dice = [
        d for d in dice if b.state.dice[d].zone in FIELD_ZONES and hooks.may_be_kod(b.state, d)
    ]  # (a die that can't be KO'd now, Iron Will, stays where it is)
    instead = ko_instead.replacements(b.state, dice)  # the die's own card text first
    if instead:
        ko_instead.replace_them(b, instead)
        dice = [d for d in dice if d not in instead]
    if offer and ko_marks.OFFERS and dice:
        asked = ko_marks.offered(b, dice, by)  # its controller's choice, as it resolves
        dice = [d for d in dice if d not in asked]
    dice = [d for d in dice if d not in hooks.replace_ko(b, dice)]
    if not dice:
        return
    hooks.ko_seen(b, dice, lambda d: kod_by(b.state, d, by))  # (abilities/ko_credit.py)
    kos = _kos(b.state, dice)
    left = left_field.kod(b.state, dice, by)  # (Aftershock: who KO'd it)
    dead = [Occasion("kod", die=d, player=kod_by(b.state, d, by)) for d in dice]  # (who KO'd it)
    found = triggered(b.state, *dead, *left, *kos)
    coming_back = kod_return.attacking_faces(b.state, dice)
    sent = kod_to.destinations(b.state, dice, _killers(kos))
    b.emit(ev.DiceKnockedOut(tuple(dice), stats=last_stats.kept(b.state, dice)))
    queue_triggers(b, found)
    if coming_back:
        kod_return.return_them(b, coming_back)
    if sent:
        kod_to.send_on(b, sent)


def _killers(kos: Sequence[Occasion]) -> dict[str, list[str]]:
    """Each die KO'd by combat damage: the dice that KO'd it (the "kos" occasions)."""
    found: dict[str, list[str]] = {}
    for occasion in kos:
        for victim in occasion.other.split(","):
            found.setdefault(victim, []).append(occasion.die)
    return found


_COMBAT_KO = (
    Step.ASSIGN_DAMAGE,
    Step.FAST_KNOCK_OUT,
    Step.REGULAR_DAMAGE,
    Step.KNOCK_OUT,
)  # KOs by combat damage (DM-9.11)


def _kos(state: GameState, dice: Sequence[str]) -> list[Occasion]:
    """ "kos": a die KO'd character dice with combat damage: the dice engaged with them
    (a blocker's attacker, an attacker's blockers), once per die (`other`: one of those it
    KO'd, comma-joined). Only combat KOs, in Assign Damage (Fast) and Knock Out (DM-9.11)."""
    combat = state.combat
    if combat is None or state.step not in _COMBAT_KO:
        return []
    sources: dict[str, list[str]] = {}
    for die in sorted(dice):
        for attacker in combat.blocked_by(die):  # (a blocker of several: each it blocks)
            sources.setdefault(attacker, []).append(die)
        for blocker, attacker in sorted(combat.pairs()):
            if attacker == die:
                sources.setdefault(blocker, []).append(die)
    return [
        Occasion("kos", die=source, other=",".join(victims))
        for source, victims in sorted(sources.items())
    ]


__all__ = ["announce", "damage_occasions", "deal_damage", "knock_out", "occasions_of", "struck"]
