"""What the Battle Dice table page shows and sends: labels for the legal actions, the
choices its forms offer, and the action a submitted form stands for. The page calls the
same services as the API (games/services.py), so it can do nothing the API would refuse."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from battledice.engine import STATS
from battledice.engine.records import EFFECTS, WHOM

STAT_NAMES = {s: s.replace("_", " ").title() for s in STATS}
FORM_KINDS = ("load", "pick", "matchup", "declare", "roll", "reveal", "rolloff")


def stat_name(stat: str | None) -> str:
    return STAT_NAMES.get(stat or "", stat or "")


def label(action: Mapping[str, Any]) -> str:
    """A button's words for a legal action."""
    kind = action["type"]
    if kind == "concede":
        return "Concede the game"
    if kind == "pass":
        return "Pass"
    if kind == "accept":
        return "Accept the declaration"
    if kind == "dispute":
        return "Dispute it (call a judge)"
    if kind == "choose_stat":
        return f"Battle stat: {stat_name(action['stat'])}"
    if kind == "choose_matchup":
        return f"Match-up: my {_die(action['mine'])} against their {_die(action['theirs'])}"
    if kind == "pick":
        return "Roll " + ", ".join(_die(d) for d in action["dice"])
    if kind == "use_power":
        copy = f" (copying {action['copy']})" if action.get("copy") else ""
        return f"Use {action['power']}{copy}"
    if kind == "declare":
        return f"Declare {action['source'].split(':')[-1]}: {effect_text(action)}"
    if kind == "choose_side":
        return "Swap teams" if action["swap"] else "Keep my team"
    if kind == "load":
        return "Load my figures (as listed)"
    return kind.replace("_", " ")


def effect_text(action: Mapping[str, Any]) -> str:
    effect = action.get("effect", "none")
    whom = "your" if action.get("whom", "self") == "self" else "the opponent's"
    amount = action.get("amount", 0)
    if effect == "battle_total":
        return f"{amount:+d} to {whom} battle total"
    if effect == "strike_total":
        return f"{amount:+d} to {whom} strike total"
    if effect == "release":
        return f"release {action.get('target', '')}"
    return "no change to the game (noted)"


def _die(die_id: str) -> str:
    return die_id.split(":")[-1]


def buttons(legal: list[dict[str, Any]]) -> list[dict[str, str]]:
    """One button per representative action (loads and declarations have their forms too)."""
    return [{"label": label(a), "action": json.dumps(a)} for a in legal]


def action_from_form(form: Mapping[str, Any], getlist: Any) -> dict[str, Any]:
    """The action a submitted form stands for; ValueError when it stands for none."""
    if form.get("action"):
        data = json.loads(str(form["action"]))
        if not isinstance(data, dict):
            raise ValueError("not an action")
        return data
    kind = form.get("form")
    if kind not in FORM_KINDS:
        raise ValueError("no action in this form")
    if kind == "load":
        if form.get("paper"):
            return {"type": "load", "dice": [str(d) for d in getlist("die")]}
        loads = [
            [str(form[key]), key.removeprefix("figure:")]
            for key in form
            if key.startswith("figure:") and form[key]
        ]
        return {"type": "load", "loads": loads}
    if kind == "pick":
        return {"type": "pick", "dice": [str(d) for d in getlist("die")]}
    if kind == "matchup":
        return {"type": "choose_matchup", "mine": str(form["mine"]), "theirs": str(form["theirs"])}
    if kind == "declare":
        return {
            "type": "declare",
            "source": str(form.get("source", "")),
            "text": str(form.get("text", ""))[:300],
            "effect": str(form.get("effect", "none")),
            "amount": int(form.get("amount") or 0),
            "whom": str(form.get("whom", "self")),
            "target": str(form.get("target", "")),
        }
    if kind == "roll":
        faces = [
            [key.removeprefix("face:"), int(form[key])] for key in form if key.startswith("face:")
        ]
        return {"type": "report_roll", "faces": faces}
    if kind == "reveal":
        reveals = [
            [key.removeprefix("open:"), str(form[key])] for key in form if key.startswith("open:")
        ]
        return {"type": "report_reveal", "reveals": reveals}
    return {"type": "report_rolloff", "faces": [int(form["first"]), int(form["second"])]}


def choices(view: Mapping[str, Any], you: int | None) -> dict[str, Any]:
    """What the forms of the decision at hand offer."""
    waiting = view.get("waiting_for") or {}
    found: dict[str, Any] = {"stats": STAT_NAMES, "effects": EFFECTS, "whom": WHOM}
    if you is None:
        return found
    mine = view["players"][you]["zones"]
    found["staging_figures"] = mine["staging"]["figures"]
    found["empty_dice"] = [d for d in mine["staging"]["dice"] + mine["dice"] if not d.get("loaded")]
    found["ready"] = [d for d in mine["ready"] if d.get("loaded")]
    found["my_battle"] = mine["battle"]
    found["their_battle"] = view["players"][1 - you]["zones"]["battle"]
    found["dice_zone"] = mine["dice"]
    found["captured_mine"] = view["players"][1 - you]["zones"]["holding"]
    found["kind"] = waiting.get("kind")
    found["pending_dice"] = waiting.get("dice", [])
    sources = [
        {"value": f"die:{d['id']}", "label": f"{d['name']}: {d['rule']}"} for d in mine["dice"]
    ]
    battle = view.get("battle") or {}
    piece = (battle.get("pieces") or [None, None])[you]
    if piece:
        figure = view["figures"][view["players"][you]["pieces"][piece]]
        sources += [
            {"value": f"power:{piece}:{p['name']}", "label": f"{figure['name']}: {p['name']}"}
            for p in figure.get("powers", [])
        ]
    found["sources"] = sources
    owners = {
        d["id"]: index
        for index, player in enumerate(view["players"])
        for d in player["zones"]["battle"]
    }
    found["reveal"] = [
        {"die": die, "options": view["players"][owners[die]]["in_dice"]}
        for die in found["pending_dice"]
        if found["kind"] == "reveal" and die in owners
    ]
    return found
