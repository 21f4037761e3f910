/* The mat: a seat's zones in the rulebook's words with its dice drawn by dice.js, the team's
 * supply as stacks, life and the Reserve Pool's energy. Shared by the play page's table
 * (table.js: its dice are buttons that compose actions) and the judge stepper (judge.html:
 * its dice are figures), so both pages draw one board. Needs board.js and dice.js. Names
 * go into the page as textContent only. */
(function () {
  "use strict";

  const board = window.OvercrushBoard;
  const Dice = window.OvercrushDice;
  const el = board.el;
  const ZONE_WORDS = {
    prep: "Prep Area", reserve: "Reserve Pool", field: "Field Zone", attack: "Attack Zone",
    oop: "Out of Play", used: "Used Pile", bag: "Bag", removed: "Set aside until end of turn",
    supply: "Supply", captured: "Captured", gone: "Gone (tokens that left the Field Zone)",
  };

  /* A card's info from the page's card table, or a stand-in naming it by id. */
  function cardOf(cards, id) {
    return (cards || {})[id] || {name: String(id), kind: "", cost: 0, energy: [], affiliations: [],
      text: [], globals: [], faces: [], keywords: []};
  }

  /* "Energy 4 (2 fist, 1 bolt, 1 virtual)": what the Reserve Pool's energy dice show. */
  function energyTotal(player) {
    const counts = {};
    let total = player.virtual_energy || 0;
    for (const die of player.zones.reserve || []) {
      if (die.face_kind !== "energy") continue;
      for (const s of die.symbols || []) { counts[s] = (counts[s] || 0) + 1; total += 1; }
    }
    const parts = Object.entries(counts).map(function (e) { return e[1] + " " + Dice.energyWords([e[0]]); });
    if (player.virtual_energy) parts.push(player.virtual_energy + " virtual");
    return "Energy " + total + (parts.length ? " (" + parts.join(", ") + ")" : "");
  }

  /* "5: Sidekick ×4, Jubilee" for a pile; a hidden pile is a count. */
  function summary(dice, cards) {
    if (typeof dice === "number") return dice + (dice === 1 ? " die" : " dice");
    if (!dice || !dice.length) return "empty";
    const counts = {};
    dice.forEach(function (d) { const n = cardOf(cards, d.card).name; counts[n] = (counts[n] || 0) + 1; });
    return dice.length + ": " + Object.entries(counts).map(function (e) {
      return e[0] + (e[1] > 1 ? " ×" + e[1] : "");
    }).join(", ");
  }

  /* Fill `node` (a button or a figure) with a die: its words first (what a screen reader
   * says: the node's name is its content, so it contains the visible number, WCAG 2.5.3),
   * then the SVG and its number (seen), then `notes` shown under it. */
  function dieFace(node, die, info, notes) {
    node.classList.add("die");
    node.dataset.die = die.id;
    node.appendChild(Dice.svg(die, info));
    const caption = el("span", "#" + Dice.number(die.id), "die-id");
    caption.setAttribute("aria-hidden", "true");
    node.appendChild(caption);
    let label = Dice.words(die, info);
    for (const note of notes || []) {
      if (!note || !note.text) continue;
      const shown = el("span", note.text, "die-note" + (note.className ? " " + note.className : ""));
      shown.setAttribute("aria-hidden", "true");
      node.appendChild(shown);
      label += ", " + note.text;
    }
    node.insertBefore(el("span", label, "visually-hidden"), node.firstChild);
    return node;
  }

  /* A die that is only looked at (the judge's board): a list item of its zone's list. */
  function dieFigure(die, info, notes) {
    return dieFace(el("li"), die, info, notes);
  }

  /* Fill `node` with a supply stack: "Jubilee ×4 — cost 2, bolt". */
  function stackFace(node, cardId, count, info) {
    node.classList.add("stack");
    node.dataset.card = cardId;
    node.appendChild(Dice.svg({id: "", card: cardId}, info));
    const text = el("span", null, "stack-text");
    text.appendChild(el("strong", info.name + " ×" + count));
    text.appendChild(el("span", " — cost " + info.cost + (info.energy && info.energy.length ? ", " +
      Dice.energyWords(info.energy) : ""), "muted"));
    node.appendChild(text);
    return node;
  }

  /* A die's node, told its zone (data-zone: for tests and assistive scripts). */
  function inZone(node, zone) {
    node.dataset.zone = zone;
    return node;
  }

  /* Fill `body` with what a player reads on a card (one tap away on the play page and the
   * judge stepper): cost, energy type, affiliation, kind, Max dice, keywords, ability text,
   * Globals, and the die's faces drawn. */
  function cardBody(body, cardId, info) {
    const facts = [];
    facts.push("Cost " + info.cost);
    facts.push(info.energy.length ? "energy " + Dice.energyWords(info.energy) : "no energy type");
    if (info.affiliations.length) facts.push("affiliation " + info.affiliations.join(", "));
    facts.push(String(info.kind).replace(/_/g, " "));
    if (info.max_dice) facts.push("max " + info.max_dice + " dice");
    body.appendChild(el("p", facts.join(" · ")));
    if (info.keywords.length) body.appendChild(el("p", "Keywords: " + info.keywords.join(", ")));
    const Reading = window.OvercrushReading;
    const seen = Reading && info.reading ? Reading.model(info) : null;
    if (seen) readingBody(body, seen);
    else {
      for (const text of info.text) body.appendChild(el("p", text, "ability"));
      for (const g of info.globals) {
        body.appendChild(el("p", "Global (cost " + g.cost + (g.energy.length ? ", " +
          Dice.energyWords(g.energy) : "") + "): " +
          String(g.text || "").replace(/^\s*Global:\s*/i, ""), "ability"));
      }
    }
    if (!info.text.length && !info.globals.length && !(seen && seen.rows.length)) {
      body.appendChild(el("p", "No ability text.", "muted"));
    }
    const faces = el("div", null, "faces");
    faces.setAttribute("role", "list");
    faces.setAttribute("aria-label", "The die's faces");
    info.faces.forEach(function (face, i) {
      const item = el("span", null, "face");
      item.setAttribute("role", "listitem");
      item.appendChild(Dice.faceSvg(face, cardId, info));
      const die = {id: ":" + cardId + ":" + (i + 1), card: cardId, face_kind: face.kind, level: face.level,
        cost: face.cost, attack: face.attack, defense: face.defense, symbols: face.symbols,
        bursts: face.bursts};
      item.appendChild(el("span", Dice.words(die, info).replace(/^.*?#\d+: /, "") || face.kind, "visually-hidden"));
      faces.appendChild(item);
    });
    body.appendChild(faces);
  }

  /* The badge ("executed" / "text only" and why) and each printed line beside the engine's
   * reading of it (reading.js's model). */
  function readingBody(body, seen) {
    const status = el("p", null, "execution");
    status.appendChild(el("span", seen.label, "badge " + seen.badge));
    status.appendChild(document.createTextNode(seen.badge === "executed"
      ? " the engine runs this card as printed." : seen.badge === "text-only"
        ? " the engine plays its dice; what it does not run is declared in play:" : ""));
    body.appendChild(status);
    if (seen.why.length) {
      const list = el("ul", null, "reasons");
      for (const words of seen.why) list.appendChild(el("li", words));
      body.appendChild(list);
    }
    if (!seen.rows.length) return;
    const table = el("table", null, "reading");
    const head = el("tr");
    head.appendChild(el("th", "Printed"));
    head.appendChild(el("th", "The engine reads"));
    head.children[0].setAttribute("scope", "col");
    head.children[1].setAttribute("scope", "col");
    const thead = el("thead");
    thead.appendChild(head);
    table.appendChild(thead);
    const tbody = el("tbody");
    for (const row of seen.rows) {
      const tr = el("tr", null, "line-" + row.kind + (row.reading ? "" : " unread"));
      tr.appendChild(el("td", row.printed));
      tr.appendChild(el("td", row.reading || "not read: text only"));
      tbody.appendChild(tr);
    }
    table.appendChild(tbody);
    body.appendChild(table);
  }

  /* A captured die in words (DM-23.1): who captured it with which die, until when, and
   * where it goes back. view: the game view (its players' names and dice). */
  const ZONE_BACK = {field: "Field Zone", attack: "Field Zone", reserve: "Reserve Pool"};
  function capturedWords(view, die, cards) {
    const capture = die.captured || {};
    const names = view.players.map(function (p) { return p.name; });
    const who = capture.player === null || capture.player === undefined ? "an opponent" : names[capture.player];
    let by = "";
    if (capture.by) {
      const capturer = findDie(view, capture.by);
      by = (capturer ? cardOf(cards, capturer.card).name : "a die") + " #" + Dice.number(capture.by);
    }
    const until = {
      next_turn: "until the start of " + who + "'s next turn",
      while_in_field: "for as long as " + (by || "the capturing die") + " stays in the Field Zone",
    }[capture.until] || "until the end of this turn";
    const level = die.level ? ", level " + die.level : "";
    return cardOf(cards, die.card).name + " #" + Dice.number(die.id) + level + " is captured by " + who +
      (by ? "'s " + by : "") + ": out of the game " + until +
      (by ? ", or sooner if " + by + " leaves the Field Zone" : "") + "; then back to the " +
      (ZONE_BACK[capture.returns_to] || "place it was captured from") + " on the same level (DM-23.1).";
  }
  function findDie(view, id) {
    for (const player of view.players) {
      for (const dice of Object.values(player.zones)) {
        if (!Array.isArray(dice)) continue;
        const found = dice.find(function (d) { return d.id === id; });
        if (found) return found;
      }
    }
    return null;
  }
  /* "captures Ann's Jubilee #3": what a capturing die holds, or "". */
  function capturesOf(view, dieId, cards) {
    const held = [];
    view.players.forEach(function (player) {
      for (const d of player.zones.captured || []) {
        if (d.captured && d.captured.by === dieId) held.push(player.name + "'s " + cardOf(cards, d.card).name + " #" + Dice.number(d.id));
      }
    });
    return held.length ? "captures " + held.join(", ") : "";
  }
  function explainCaptured(zone, view, dice, cards) {
    for (const die of dice) {
      const line = el("p", capturedWords(view, die, cards), "captured-why");
      line.dataset.die = die.id;
      zone.appendChild(line);
    }
  }

  /* One zone: its title and its dice, each made by makeDie(die, owner). */
  function zoneNode(index, zone, dice, makeDie, listed) {
    const box = el("div", null, "zone zone-" + zone);
    box.appendChild(el("h3", ZONE_WORDS[zone] || zone));
    const row = el(listed ? "ul" : "div", null, "dice");
    row.id = "zone-" + index + "-" + zone;
    if (typeof dice === "number") row.appendChild(el(listed ? "li" : "span", summary(dice), "empty"));
    else if (!dice || !dice.length) row.appendChild(el(listed ? "li" : "span", "—", "empty"));
    else for (const die of dice) row.appendChild(inZone(makeDie(die, index), zone));
    box.appendChild(row);
    return box;
  }

  /* Draw seat `index` of `view` into `box`, as on the mat: the seat drawn at the bottom
   * (options.me) shows its Attack Zone nearest the middle, the other seat mirrors it.
   * options: cards (card id -> info), you (the viewer's seat or null), me, titleId,
   * makeDie(die, owner) and makeStack(cardId, count) (the page's own elements), piles: "dice"
   * to draw the Bag and Used Pile die by die (judges see them) instead of summarised. */
  function seat(box, view, index, options) {
    const player = view.players[index];
    const cards = options.cards;
    const me = options.me === undefined ? 0 : options.me;
    const listed = !!options.listed;
    box.replaceChildren();
    box.className = "seat" + (view.waiting_for && view.waiting_for.player === index ? " waiting" : "");
    box.setAttribute("aria-labelledby", options.titleId);
    const head = el("div", null, "seat-head");
    // Doubles (a view's players have a side): the seat's team, whose life both seats show.
    const side = player.side === undefined ? "" : " · team " + "AB"[player.side];
    let name = player.name + side + (options.you === index ? " (you)" : "");
    if (options.active && view.active === index) name += " · active";
    const title = el("h2", name);
    title.id = options.titleId;
    head.appendChild(title);
    const life = el("span", side ? "Team life " : "Life ", "life");
    const lifeValue = el("strong", player.life);
    lifeValue.id = "life-" + index;
    life.appendChild(lifeValue);
    head.appendChild(life);
    const energy = el("span", energyTotal(player), "energy");
    energy.id = "energy-" + index;
    head.appendChild(energy);
    box.appendChild(head);

    const order = index === me ? ["attack", "field", "reserve", "prep"] : ["prep", "reserve", "field", "attack"];
    const zones = el("div", null, "zones");
    for (const zone of order) zones.appendChild(zoneNode(index, zone, player.zones[zone], options.makeDie, listed));
    if (options.piles === "dice") {
      for (const zone of ["bag", "used", "oop", "removed", "captured"]) {
        const dice = player.zones[zone];
        if ((zone === "removed" || zone === "captured") && !(dice && dice.length)) continue;
        const node = zoneNode(index, zone, dice || [], options.makeDie, listed);
        if (zone === "captured") explainCaptured(node, view, dice, cards);
        zones.appendChild(node);
      }
    } else {
      const piles = el("div", null, "zone piles");
      piles.appendChild(el("h3", "Bag, Used Pile, Out of Play"));
      piles.appendChild(el("p", "Bag " + summary(player.zones.bag, cards) + " · Used Pile " +
        summary(player.zones.used, cards)));
      const oop = player.zones.oop || [];
      if (oop.length) {
        const row = el(listed ? "ul" : "div", null, "dice");
        row.id = "zone-" + index + "-oop";
        oop.forEach(function (d) { row.appendChild(inZone(options.makeDie(d, index), "oop")); });
        piles.appendChild(el("p", "Out of Play:"));
        piles.appendChild(row);
      }
      // Dice set aside beside the cards (Intimidate: until end of turn) or captured (under
      // the capturing die, DM-23.1): drawn on their face, with the cards they lie next to.
      for (const name of ["removed", "captured"]) {
        const aside = player.zones[name] || [];
        if (!aside.length) continue;
        const zone = zoneNode(index, name, aside, options.makeDie, listed);
        zone.classList.add("aside");
        if (name === "captured") explainCaptured(zone, view, aside, cards);
        else {
          zone.appendChild(el("p", "Beside " + Array.from(new Set(aside.map(function (d) {
            return cardOf(cards, d.card).name;
          }))).join(", ") + "; back in the Field Zone at end of turn.", "muted"));
        }
        zones.appendChild(zone);
      }
      zones.appendChild(piles);
    }
    if (index === me) box.appendChild(zones);
    const team = el("div", null, "team");
    team.appendChild(el("h3", "Team and supply"));
    const stacks = el(listed ? "ul" : "div", null, "stacks");
    stacks.id = "stacks-" + index;
    for (const cardId of player.team || []) {
      stacks.appendChild(options.makeStack(cardId, (player.zones.supply || []).filter(function (d) {
        return d.card === cardId;
      }).length));
    }
    team.appendChild(stacks);
    box.appendChild(team);
    if (index !== me) box.appendChild(zones);
  }

  /* The Basic Action Dice left, per card: [[cardId, count]] in the supply's order, with the
   * game's other basic actions (none left) after them. */
  function basicStacks(view, cards) {
    const counts = {};
    const order = [];
    for (const die of view.basic_action_supply || []) {
      if (!(die.card in counts)) { counts[die.card] = 0; order.push(die.card); }
      counts[die.card] += 1;
    }
    for (const cardId of Object.keys(cards || {})) {
      if (cards[cardId].kind === "basic_action" && !(cardId in counts)) { counts[cardId] = 0; order.push(cardId); }
    }
    return order.map(function (cardId) { return [cardId, counts[cardId]]; });
  }

  window.OvercrushMat = {
    ZONE_WORDS: ZONE_WORDS, cardOf: cardOf, energyTotal: energyTotal, summary: summary,
    dieFace: dieFace, dieFigure: dieFigure, stackFace: stackFace, zoneNode: zoneNode,
    seat: seat, basicStacks: basicStacks, cardBody: cardBody, capturedWords: capturedWords,
    capturesOf: capturesOf,
  };
})();
