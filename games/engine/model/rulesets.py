"""The rulesets the engine plays, as data: where the 2014 rules (the Uncanny X-Men book, 001)
differ from the 2018 books (000, DIGEST §2), read at the few points of the flow where the
rules differ. A game's ruleset is `GameCreated.options.rules`; nothing else chooses it, so a
log written under one ruleset replays only under it.

Each field names the difference it encodes (DIGEST §2 row numbers, book lines).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Ruleset:
    id: str
    # §2.4 #28-29, #71, #85: the Out of Play zone exists. Without it, energy spent, action
    # dice used and dice an effect sends to the Used Pile go to the Used Pile at once
    # (001:L226-227, L299-300, L331-332).
    out_of_play: bool
    # §2.7 #67: the first player's first turn draws 3 to the Prep Area and 1 Out of Play
    # (000:L323-325); in 2014 the first player draws four (001:L434).
    reduced_first_draw: bool
    # §2.5 #49, #52, §2.7 #78: virtual energy, kept from a generic double's unspent part and
    # lost when its player passes priority (000:L301, L341). 2014: the unspent part of a
    # generic die "is lost" (001:L309-311); the generic energy gained for dice not drawn
    # (001:L258-261) lasts until spent or until Cleanup ends all effects (001:L419-420;
    # docs/rulings.md "Formats (fmt)").
    virtual_energy: bool
    # §2.5 #52, §2.7 #76: "you can purchase multiple dice simultaneously to spend a generic
    # die completely" (001:L309-311), "pay several costs at once" to field (001:L341-342),
    # Globals "paid for in a batch" (001:L824-827): PurchaseSeveral, FieldSeveral and
    # UseGlobalSeveral. The 2018 books keep a generic die's rest as virtual energy instead.
    batch_purchases: bool
    # §2.8 #105: a chosen new target of a redirected effect must be of its kind (a player's
    # damage to a player, a die's to a character die: DM-19.2); 2014: the new target is the text's,
    # "even if that target was not a legal one for the original effect" (001:L718-721).
    redirect_keeps_kind: bool
    # §2.7 #85-86: unblocked attackers go Out of Play when damage is assigned (000:L407);
    # 2014: they go to the Used Pile in Cleanup, "even if the defending player managed to
    # prevent or redirect all the damage" (001:L416-417, L999).
    unblocked_leave_at_damage: bool
    # §2.7 #90: one effect taking both players to 0 is a tie (000:L439); 2014 has no tie:
    # "the player whose turn it is wins the tie" (001:L325-326, L728).
    simultaneous_zero_is_tie: bool
    # DM-23.2 gives no such limit; 2014: "Your controlling die cannot attack, but can send the
    # controlled die to attack" (001:L782-783).
    controlling_die_attacks: bool
    # The book the rule citations of this ruleset point to.
    book: str


DM_2018 = Ruleset(
    "dm-2018",
    out_of_play=True,
    reduced_first_draw=True,
    virtual_energy=True,
    batch_purchases=False,
    redirect_keeps_kind=True,
    unblocked_leave_at_damage=True,
    simultaneous_zero_is_tie=True,
    controlling_die_attacks=True,
    book="000",
)
DM_2014 = Ruleset(
    "dm-2014",
    out_of_play=False,
    reduced_first_draw=False,
    virtual_energy=False,
    batch_purchases=True,
    redirect_keeps_kind=False,
    unblocked_leave_at_damage=False,
    simultaneous_zero_is_tie=False,
    controlling_die_attacks=False,
    book="001",
)
RULESETS = {r.id: r for r in (DM_2018, DM_2014)}


def ruleset(rules: str) -> Ruleset:
    """The ruleset of a game's `options.rules` (the options check refuses unknown ones)."""
    return RULESETS.get(rules, DM_2018)
