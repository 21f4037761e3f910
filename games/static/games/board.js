/* The game board, drawn from the API's view JSON; shared by the play and judge pages.
 * Everything users wrote (names, card ids, texts) goes into the page as textContent only. */
(function () {
  "use strict";

  const ZONES = ["supply", "bag", "prep", "reserve", "field", "attack", "oop", "used", "removed"];

  function el(tag, text, className) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (className) node.className = className;
    return node;
  }

  function setText(id, text) {
    const node = document.getElementById(id);
    if (node) node.textContent = text;
  }

  async function getJSON(url) {
    const response = await fetch(url, {
      credentials: "same-origin", headers: {"Accept": "application/json"},
    });
    const body = await response.json();
    if (!response.ok) throw body;
    return body;
  }

  // POST JSON with the page's CSRF token; resolves to {ok, body} (refusals are {code, message}).
  async function postJSON(url, payload, headers) {
    const csrf = document.querySelector("[name=csrfmiddlewaretoken]").value;
    const response = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: Object.assign({
        "Content-Type": "application/json", "Accept": "application/json", "X-CSRFToken": csrf,
      }, headers || {}),
      body: JSON.stringify(payload),
    });
    return {ok: response.ok, body: await response.json()};
  }

  function errorText(error) {
    return error && error.code ? error.code + ": " + error.message : String(error);
  }

  function dieLabel(die) {
    let text = die.card;
    if (die.face_kind === "character") text += " L" + die.level + " " + die.attack + "/" + die.defense;
    else if (die.face_kind === "energy") text += " [" + die.symbols.join(" ") + "]";
    else if (die.face_kind) text += " " + die.face_kind;
    if (die.damage) text += " dmg " + die.damage;
    return text;
  }

  function diceNode(dice) {
    const span = el("span");
    if (typeof dice === "number") { span.textContent = dice + " hidden"; return span; }
    if (!dice.length) { span.textContent = "—"; return span; }
    for (const die of dice) {
      const chip = el("span", dieLabel(die), "die " + (die.face_kind || ""));
      chip.title = die.id;
      chip.dataset.die = die.id;
      span.appendChild(chip);
    }
    return span;
  }

  function combatText(combat) {
    if (!combat) return "";
    const parts = ["Attackers: " + (combat.attackers.length ? combat.attackers.join(", ") : "none")];
    if (combat.blocks.length) {
      parts.push("Blocks: " + combat.blocks.map(function (pair) {
        return pair[0] + " blocks " + pair[1];
      }).join(", "));
    }
    return parts.join(" · ");
  }

  /* Fill the board's elements (by id: seq, turn, step, waiting, outcome, combat, players,
   * center; any may be missing) from a view. options.seq: the seq to show; options.you: the
   * viewer's seat or null. */
  function render(view, options) {
    const names = view.players.map(function (p) { return p.name; });
    const you = options && options.you !== undefined ? options.you : null;
    setText("seq", options && options.seq !== undefined ? options.seq : view.seq - 1);
    setText("turn", view.turn);
    setText("step", view.step);
    const waiting = view.waiting_for;
    setText("waiting", waiting === null ? "Game over"
      : "Waiting for " + (waiting.player === null ? "chance" : names[waiting.player]) +
        ": " + waiting.kind);
    const outcome = view.outcome;
    setText("outcome", outcome === null ? "" : "Winner: " +
      (outcome.winner === null ? "none (draw)" : names[outcome.winner]) +
      " by " + outcome.termination);
    setText("combat", combatText(view.combat));
    const players = document.getElementById("players");
    players.replaceChildren();
    view.players.forEach(function (player, index) {
      const box = el("section", null, "player");
      box.id = "player-" + index;
      if (waiting && waiting.player === index) box.classList.add("waiting");
      let title = player.name + (you === index ? " (you)" : "");
      if (view.active === index) title += " · active";
      box.appendChild(el("h2", title));
      const life = el("p", "Life ");
      const lifeValue = el("strong", player.life);
      lifeValue.id = "life-" + index;
      life.appendChild(lifeValue);
      life.appendChild(document.createTextNode(
        player.virtual_energy ? " · virtual energy " + player.virtual_energy : ""));
      box.appendChild(life);
      for (const zone of ZONES) {
        const row = el("div", null, "zone");
        row.id = "zone-" + index + "-" + zone;
        row.appendChild(el("span", zone, "zone-name"));
        row.appendChild(diceNode(player.zones[zone]));
        box.appendChild(row);
      }
      players.appendChild(box);
    });
    const center = document.getElementById("center");
    if (center) center.replaceChildren(diceNode(view.basic_action_supply));
  }

  window.OvercrushBoard = {
    ZONES: ZONES, el: el, setText: setText, getJSON: getJSON, postJSON: postJSON,
    errorText: errorText,
    dieLabel: dieLabel, diceNode: diceNode, combatText: combatText, render: render,
  };
})();
