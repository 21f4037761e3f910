/* The play page's game table: the mat drawn from the game API's view, every legal play made
 * by tapping dice (the server decides what is legal: this script only composes actions and
 * shows the engine's refusal, with its rule), the log in words, live updates pushed by the
 * server (games/live.py) with polling as the fallback. Hand-written, no build step. Text
 * from users (names) goes into the page as textContent only. */
(function () {
  "use strict";

  const config = JSON.parse(document.getElementById("play-config").textContent);
  const board = window.OvercrushBoard;
  const Dice = window.OvercrushDice;
  const Mat = window.OvercrushMat;
  const el = board.el;
  const cards = config.cards || {};
  const words = config.words || {rules: {}, reasons: {}, events: {}};
  const you = config.you;
  const me = you === null || you === undefined ? 0 : you;  // the seat drawn at the bottom
  const KIND_WORDS = {
    choose_order: "choose who goes first", reroll: "choose dice to reroll",
    priority: "act or pass priority", declare_attackers: "declare attackers",
    declare_blockers: "declare blockers", assign_damage: "assign combat damage",
    choose_target: "choose a target", order_triggers: "order triggered abilities",
    declare: "declare what an ability does", review_declaration: "accept or dispute a declaration",
    react: "use or let pass a Reactive Global", draft_pick: "draft a card",
  };

  let data = null;        // the game API's detail answer: {game, view}
  let actions = [];       // my legal actions (representatives), from the server
  let choice = null;      // the engine's description of my decision (games/engine/flow/choices)
  let shownSeq = null;
  let mode = null;        // what the tapped dice are composing: see startMode()
  let busy = false;
  let records = [];       // the log, in order
  let lastLogSeq = -1;
  let say = null;
  let wasMine = false;

  function card(id) {
    return cards[id] || {name: String(id), kind: "", cost: 0, energy: [], affiliations: [],
      text: [], globals: [], faces: [], keywords: []};
  }
  function dieName(id) {
    // The log's words name dice (tokens and Basic Action Dice too); before they exist, the
    // card's name and the die's number.
    if (say) return say.die(id);
    const parts = String(id).split(":");
    if (parts.length === 3) return card(parts[1]).name + " #" + parts[2];
    return String(id);
  }
  function ruleText(rule) {
    if (!rule) return "";
    return rule + ": " + (words.rules[rule] || "see the rulebook digest");
  }
  function stepWords(step) {
    const name = window.OvercrushWords.steps[step] || String(step).replace(/_/g, " ");
    return name.indexOf("(") >= 0 || step === "game_over" ? name : name + " Step";
  }
  function names() { return data ? data.view.players.map(function (p) { return p.name; }) : []; }

  function allDice(view) {
    const found = {};
    view.players.forEach(function (player) {
      for (const dice of Object.values(player.zones)) {
        if (Array.isArray(dice)) dice.forEach(function (d) { found[d.id] = d; });
      }
    });
    view.basic_action_supply.forEach(function (d) { found[d.id] = d; });
    return found;
  }

  // --- talking to the server ------------------------------------------------------------

  function showRefusal(body) {
    const box = document.getElementById("refusal");
    box.replaceChildren();
    if (!body) return;
    if (body.code === "turn/stale_seq") {
      // Not a refusal of the move itself: someone moved first. The board is read again.
      box.appendChild(el("strong", "The board changed: "));
      box.appendChild(document.createTextNode("a move came in before yours, so yours was not " +
        "made. The table now shows the game as it is: decide again."));
      return;
    }
    box.appendChild(el("strong", "Refused: "));
    box.appendChild(document.createTextNode(body.message || String(body)));
    if (body.rule) box.appendChild(el("p", "Rule " + ruleText(body.rule), "why"));
    else if (body.code) box.appendChild(el("p", "(" + body.code + ")", "why"));
  }

  /* One refresh at a time: moves pushed together (two messages within one round trip)
   * used to start two refreshes whose answers could land in either order, the older one
   * last, so the page stayed on a board the game had left. A refresh asked for while one
   * runs is run once after it; show() never goes back to an older head. */
  let refreshing = null;
  let refreshAgain = false;
  function refresh() {
    if (refreshing) { refreshAgain = true; return refreshing; }
    refreshing = (async function () {
      do { refreshAgain = false; await refreshOnce(); } while (refreshAgain);
    })().finally(function () { refreshing = null; });
    return refreshing;
  }

  async function refreshOnce() {
    try {
      // Both at once: a pushed move shows after one round trip, not two.
      const legalAsked = you === null ? Promise.resolve({actions: []})
        : board.getJSON(config.urls["legal-actions"]).catch(function () { return {actions: []}; });
      const detail = await board.getJSON(config.urls.detail);
      const legal = detail.game.status === "active" ? (await legalAsked).actions : [];
      show(detail, legal, detail.choices);
    } catch (error) {
      board.setText("status", board.errorText(error));
    }
  }

  function show(detail, legal, described) {
    if (shownSeq !== null && detail.game.head_seq < shownSeq) return;  // an answer overtaken
    const moved = shownSeq !== detail.game.head_seq;
    data = detail;
    actions = legal;
    choice = described || null;
    shownSeq = detail.game.head_seq;
    if (moved) mode = null;
    say = makeSay();
    render();
  }

  /* The log's and the buttons' words: dice named with whose they are, "your" for mine. */
  function makeSay() {
    return window.OvercrushWords.make({players: names(), cards: cardNames(), you: you, seatOf: seatOf,
      cardInfo: cards});
  }

  function cardNames() {
    const found = {};
    for (const [id, info] of Object.entries(cards)) found[id] = info.name;
    return found;
  }

  async function act(action) {
    if (busy) return;
    busy = true;
    document.querySelectorAll("#actionbar button").forEach(function (b) { b.disabled = true; });
    showRefusal(null);
    board.setText("status", "Sending…");
    try {
      const result = await board.postJSON(
        config.urls.actions,
        {action: action, expected_seq: shownSeq},
        {"Idempotency-Key": Date.now() + "-" + Math.random().toString(16).slice(2)},
      );
      board.setText("status", "");
      if (result.ok && result.body.view) {
        data.view = result.body.view;
        data.game = result.body.game;
        actions = result.body.actions || [];
        choice = result.body.choices || null;
        shownSeq = result.body.game.head_seq;
        mode = null;
        takeRecords(result.body.events || []);
        render();
      } else {
        if (!result.ok) showRefusal(result.body);
        await refresh();
      }
    } catch (error) {
      board.setText("status", String(error));
    } finally {
      busy = false;
      renderActionBar();
      // A move pushed while this one was sent was not refreshed then (busy): now.
      if (lastLogSeq > shownSeq || pushedSeq > shownSeq) refresh();
    }
  }

  // --- live updates: server-sent events, polling when they fail --------------------------

  let polling = null;
  let pushedSeq = -1;  // the newest head a pushed message named
  function startPolling() {
    if (polling === null) polling = window.setInterval(pollOnce, config.pollMs || 2000);
  }
  async function pollOnce() {
    if (busy) return;
    try {
      const detail = await board.getJSON(config.urls.detail);
      if (detail.game.head_seq !== shownSeq) {
        takeRecords(await board.getJSON(config.urls.log));
        await refresh();
      }
    } catch (error) { /* the next poll tries again */ }
  }

  function listen() {
    if (!window.EventSource) { startPolling(); return; }
    let failures = 0;
    const source = new EventSource(config.urls.stream + "?after=" + lastLogSeq);
    source.addEventListener("moved", function (message) {
      failures = 0;
      const update = JSON.parse(message.data);
      takeRecords(update.records || []);
      pushedSeq = Math.max(pushedSeq, update.seq);
      if (update.seq !== shownSeq && !busy) refresh();
    });
    source.addEventListener("open", function () { failures = 0; });
    source.addEventListener("error", function () {
      // EventSource reconnects by itself (the server ends each stream after a while); a
      // stream that keeps failing gives way to polling.
      failures += 1;
      if (source.readyState === EventSource.CLOSED || failures > 3) {
        source.close();
        startPolling();
      }
    });
  }

  // --- the log in words -----------------------------------------------------------------

  function takeRecords(list) {
    const fresh = list.filter(function (r) { return typeof r.seq === "number" && r.seq > lastLogSeq; });
    if (!fresh.length) return;
    fresh.sort(function (a, b) { return a.seq - b.seq; });
    records = records.concat(fresh);
    lastLogSeq = fresh[fresh.length - 1].seq;
    renderLog(fresh);
  }

  function whyOf(record) {
    if (record.reason && words.reasons[record.reason]) return words.reasons[record.reason];
    if (record.type === "PlayerDamaged" && !record.combat) return "";  // an ability's damage
    return words.events[record.type] || "";
  }

  /* A judge's rewind keeps the events after its point in the log, but they no longer count:
   * each is marked void (struck through, and said in words) on the players' and the
   * spectators' pages, as on the judge's. */
  const voids = [];  // [first, last, the rewind's seq]
  function voidedBy(seq) {
    const hit = voids.find(function (v) { return seq >= v[0] && seq <= v[1]; });
    return hit ? hit[2] : null;
  }
  function markVoid(item) {
    const by = voidedBy(Number(item.dataset.seq));
    if (by === null || item.classList.contains("void")) return;
    item.classList.add("void");
    const note = el("span", "Void: undone by the judge's rewind at event " + by + ".", "void-note");
    const line = item.querySelector(".log-line");
    if (line) line.after(note); else item.appendChild(note);
  }

  function renderLog(fresh) {
    const list = document.getElementById("log");
    if (!say) say = makeSay();
    for (const record of fresh) {
      if (record.type === "RulingRewound" && typeof record.to_seq === "number") {
        voids.push([record.to_seq + 1, record.seq - 1, record.seq]);
        list.querySelectorAll("li[data-seq]").forEach(markVoid);
      }
      if (record.type === "PriorityGiven" || record.type === "ChanceRequested") continue;
      const item = el("li");
      item.dataset.seq = record.seq;
      const line = el("span", null, "log-line");
      line.appendChild(el("span", record.seq + ".", "seq"));
      line.appendChild(document.createTextNode(" " + say.describe(record)));
      item.appendChild(line);
      if (String(record.type).startsWith("Ruling")) {
        // A judge's ruling is shown above the table too, not only in the log.
        const ruling = document.getElementById("ruling");
        if (ruling) ruling.textContent = "Judge's ruling (event " + record.seq + "): " + say.describe(record);
        item.classList.add("ruling");
      }
      const rule = whyOf(record);
      if (rule) item.appendChild(el("span", "Why: " + ruleText(rule), "why"));
      if (you !== null && document.getElementById("dispute")) {
        const flag = el("button", "Dispute", "linklike small");
        flag.type = "button";
        flag.setAttribute("aria-label", "Dispute event " + record.seq);
        flag.addEventListener("click", function () {
          const form = document.getElementById("dispute");
          form.seq.value = record.seq;
          form.reason.focus();
        });
        item.appendChild(flag);
      }
      list.insertBefore(item, list.firstChild);
      markVoid(item);
    }
    while (list.children.length > 150) list.removeChild(list.lastChild);
  }

  // --- the mat --------------------------------------------------------------------------

  let contextEnded = false;
  function render() {
    if (!data) return;
    const view = data.view;
    if (Boolean(view.outcome) !== contextEnded) {  // the game just ended: the header's score
      contextEnded = Boolean(view.outcome);
      renderContext();
    }
    board.setText("seq", data.game.head_seq);
    board.setText("turn", view.turn);
    board.setText("step", stepWords(view.step));
    board.setText("active", view.outcome || view.active === null || view.active === undefined ? "" :
      names()[view.active] + "'s turn");
    renderBanner();
    renderSeat((me + 1) % view.players.length, "seat-top");  // Doubles: the next opponent
    renderSupply();
    renderSeat(me, "seat-bottom");
    if (view.players.length > 2) renderDoubles(view);
    renderActionBar();
    showTappable();
  }

  /* When a decision asks for dice to be tapped and none of them is on screen (a phone shows
   * a screenful of the mat), scroll the first one into the part of the screen the pinned
   * action bar leaves free: once per decision and mode, so a player's own scrolling wins. */
  let shownFor = "";
  function showTappable() {
    const m = pending() ? currentMode() : null;
    const key = m ? shownSeq + ":" + m.kind : "";
    if (!m || key === shownFor) return;
    shownFor = key;
    const dice = Array.from(document.querySelectorAll(".mat button.die.selectable"));
    if (!dice.length || m.kind === "priority") return;
    const bar = document.getElementById("actionbar").getBoundingClientRect();
    const barOnTop = bar.top < window.innerHeight / 2;
    const top = barOnTop ? Math.max(0, bar.bottom) : 0;
    const bottom = barOnTop ? window.innerHeight : Math.min(window.innerHeight, bar.top);
    const seen = dice.some(function (d) {
      const r = d.getBoundingClientRect();
      return r.top >= top && r.bottom <= bottom;
    });
    if (!seen) window.scrollBy(0, dice[0].getBoundingClientRect().top - top - 48);
  }

  function renderBanner() {
    const view = data.view;
    const banner = document.getElementById("banner");
    const waiting = view.waiting_for;
    banner.className = "banner";
    let text;
    if (view.outcome) {
      const o = view.outcome;
      text = "Game over: " + (o.winner === null ? "a draw" : names()[o.winner] + " wins") +
        " (" + String(o.termination).replace(/_/g, " ") + ").";
    } else if (waiting && you !== null && waiting.player === you) {
      text = "Your decision: " + (KIND_WORDS[waiting.kind] || waiting.kind) + ".";
      banner.className = "banner yours";
    } else if (waiting) {
      text = "Waiting for " + (waiting.player === null ? "chance" : names()[waiting.player]) +
        " to " + (KIND_WORDS[waiting.kind] || waiting.kind) + ".";
    } else text = "";
    if (view.time_called_turn !== null && view.time_called_turn !== undefined && !view.outcome) {
      const left = Math.max(0, view.time_called_turn + 5 - view.turn);
      text += " Time is called: " + left + (left === 1 ? " turn" : " turns") + " left.";
    }
    banner.textContent = text;
    const mine = banner.classList.contains("yours");
    // The optional notification (asked for with the "Notify me" button), when the tab is
    // in the background and the decision has just become mine.
    if (mine && !wasMine && document.hidden && window.Notification &&
        Notification.permission === "granted") {
      new Notification("Overcrush: your turn", {body: text});
    }
    if (mine && !wasMine) focusActions();
    wasMine = mine;
    document.title = (mine ? "● Your turn · " : "") + document.title.replace(/^● Your turn · /, "");
  }

  /* When the decision becomes this seat's, focus goes to the action bar (its first
   * button), so a keyboard or screen-reader player is there at once instead of 60 Tabs
   * away; never while they are typing somewhere (the dispute form). */
  function focusActions() {
    const active = document.activeElement;
    if (active && active.matches && active.matches("input, textarea, select, dialog *")) return;
    window.setTimeout(function () {
      const first = document.querySelector("#choices button:not([disabled])");
      const target = first || document.getElementById("actionbar");
      if (target) target.focus({preventScroll: false});
    }, 0);
  }

  // The seats are drawn by mat.js (shared with the judge stepper); their dice are this
  // page's buttons and stacks. `bottom`: the seat drawn the way up of the viewer's own.
  function renderSeat(index, slot, bottom) {
    const doubles = data.view.players.length > 2;
    Mat.seat(document.getElementById(slot), data.view, index, {
      cards: cards, me: bottom === undefined ? me : bottom, you: you, titleId: slot + "-title",
      active: doubles, makeDie: dieButton, makeStack: stackButton,
    });
  }

  /* A Doubles game (four seats, seat s plays for team s % 2): the viewer's teammate below
   * the viewer's seat, the other opponent beside the next one at the top (as the judge
   * stepper draws them), and the server-rendered list of seats kept up to date. */
  function renderDoubles(view) {
    const count = view.players.length;
    [["seat-top-2", "seat-top", (me + 3) % count, -1], ["seat-bottom-2", "seat-bottom", (me + 2) % count]]
      .forEach(function (slot) {
        if (!document.getElementById(slot[0])) {
          const box = el("section", null, "seat");
          box.id = slot[0];
          document.getElementById(slot[1]).after(box);
        }
        renderSeat(slot[2], slot[0], slot[3] === undefined ? slot[2] : slot[3]);
      });
    document.querySelectorAll("#seats li[data-seat]").forEach(function (item) {
      const seat = Number(item.dataset.seat);
      const player = view.players[seat];
      if (!player) return;
      item.textContent = "Seat " + seat + ": " + player.name + " · team " + "AB"[seat % 2] + " · " +
        player.life + " life" + (you === seat ? " (you)" : "") + (view.active === seat ? " · active" : "");
    });
  }

  function blocksOf(dieId) {
    const combat = data.view.combat;
    if (!combat) return "";
    const notes = [];
    for (const [blocker, attacker] of combat.blocks) {
      if (blocker === dieId) notes.push("blocks " + dieName(attacker));
      if (attacker === dieId) notes.push("blocked by " + dieName(blocker));
    }
    return notes.join("; ");
  }

  function dieButton(die, owner) {
    const info = card(die.card);
    const button = el("button");
    button.type = "button";
    button.dataset.owner = owner;
    const state = dieState(die);
    Mat.dieFace(button, die, info, [
      {text: blocksOf(die.id)}, {text: Mat.capturesOf(data.view, die.id, cards), className: "captures"},
      {text: die.captured ? "captured" : "", className: "captured"},
      {text: state.note, className: "choice"},
    ]);
    if (state.selectable) button.classList.add("selectable");
    if (state.selected) button.classList.add("selected");
    if (state.pressed !== undefined) button.setAttribute("aria-pressed", state.pressed ? "true" : "false");
    // What is drawn, as data too (for tests and assistive scripts): face, A and D, and what
    // the die pays in the payment being composed (mat.js adds its zone).
    if (die.face_kind) button.dataset.face = die.face_kind;
    if (die.face_kind === "character") { button.dataset.attack = die.attack; button.dataset.defense = die.defense; }
    if (state.pays !== undefined) button.dataset.pays = state.pays;
    button.addEventListener("click", function () { onDie(die); });
    return button;
  }

  function stackButton(cardId, count) {
    const button = el("button");
    button.type = "button";
    Mat.stackFace(button, cardId, count, card(cardId));
    if (purchaseOf(cardId) || fabricateOf(cardId)) {
      button.classList.add("can-buy");
      button.appendChild(el("span", "Buy", "badge ok"));
    }
    button.addEventListener("click", function () { openCard(cardId); });
    return button;
  }

  function renderSupply() {
    const box = document.getElementById("center-stacks");
    box.replaceChildren();
    for (const [cardId, count] of Mat.basicStacks(data.view, cards)) {
      box.appendChild(stackButton(cardId, count));
    }
  }

  // --- card details, one tap away --------------------------------------------------------

  function openCard(cardId) {
    const info = card(cardId);
    const dialog = document.getElementById("card-dialog");
    const body = document.getElementById("card-body");
    body.replaceChildren();
    board.setText("card-title", info.name + (info.subtitle ? ": " + info.subtitle : ""));
    Mat.cardBody(body, cardId, info);
    const buy = purchaseOf(cardId);
    if (buy) {
      const button = el("button", "Buy " + info.name + "…", "primary");
      button.type = "button";
      button.addEventListener("click", function () { dialog.close(); startPay(buy); });
      body.appendChild(button);
    }
    const ko = fabricateOf(cardId);
    if (ko) {
      const button = el("button", "Fabricate " + info.name + "…", buy ? "" : "primary");
      button.type = "button";
      button.addEventListener("click", function () { dialog.close(); startFabricate(ko); });
      body.appendChild(button);
    }
    if (dialog.showModal) dialog.showModal(); else dialog.setAttribute("open", "");
  }

  // --- composing a play by tapping dice ---------------------------------------------------

  function mine(type) { return actions.filter(function (a) { return a.type === type; }); }
  function described(kind) { return choice && choice.kind === kind ? choice : null; }

  /* What I may do with priority: from the engine's choice description when the server sends
   * one (every payment it admits), else from the legal actions (one payment each). Each
   * offer carries the action to send, its Payment description (or null) and the payment
   * the engine's suggestion makes (pre-filled; the player changes it by tapping dice). */
  function offers() {
    const found = {purchases: [], fields: [], uses: [], globals: [], abilities: [], fabricate: []};
    const c = described("priority");
    const same = function (a, keys, o) { return keys.every(function (k) { return a[k] === o[k]; }); };
    const hint = function (type, keys, o) {
      return mine(type).find(function (a) { return same(a, keys, o) && !(a.fabricated || []).length; }) || null;
    };
    if (c) {
      c.purchases.forEach(function (o) {
        found.purchases.push({action: {type: "purchase", player: you, card: o.card}, payment: o.payment,
          hint: hint("purchase", ["card"], o)});
      });
      c.fields.forEach(function (o) {
        found.fields.push({action: {type: "field", player: you, die: o.die}, payment: o.payment,
          hint: hint("field", ["die"], o)});
      });
      // the other price a card prints for fielding its die (life, or every other die of
      // yours in the Field Zone KO'd): the same action with `instead`, energy only for an increase
      (c.fields_instead || []).forEach(function (o) {
        found.fields.push({action: {type: "field", player: you, die: o.die, instead: o.instead},
          payment: o.payment, amount: o.amount,
          hint: mine("field").find(function (a) { return a.die === o.die && a.instead === o.instead; }) || null});
      });
      c.action_dice.forEach(function (d) { found.uses.push({type: "use_action_die", player: you, die: d}); });
      c.globals.forEach(function (o) {
        // A copy's Global (DM-23.3) is used through the copying die (`via`): its "this die"
        // is that die, and a Limited one counts apart from the card's own use.
        const action = {type: "use_global", player: you, card: o.card, ability: o.ability};
        if (o.via) action.via = o.via;
        found.globals.push({action: action, payment: o.payment,
          hint: mine("use_global").find(function (a) {
            return a.card === o.card && a.ability === o.ability && (a.via || "") === (o.via || "");
          }) || null});
      });
      c.abilities.forEach(function (o) {
        const use = {type: "use_ability", player: you, die: o.die, ability: o.ability};
        if (o.card) use.card = o.card;  // a card giving the die the keyword (Infiltrate given)
        found.abilities.push(use);
      });
      found.fabricate = c.fabricate || [];
      return found;
    }
    // (a purchase paid by KOing dice, Fabricate: the legal actions' one choice that pays)
    mine("purchase").forEach(function (a) {
      if ((a.fabricated || []).length) {
        found.fabricate.push({card: a.card, count: a.fabricated.length, total: null,
          dice: a.fabricated, example: a.fabricated});
      } else found.purchases.push({action: a, payment: null, hint: a});
    });
    mine("field").forEach(function (a) { found.fields.push({action: a, payment: null, hint: a}); });
    mine("use_action_die").forEach(function (a) { found.uses.push(a); });
    mine("use_global").forEach(function (a) { found.globals.push({action: a, payment: null, hint: a}); });
    mine("use_ability").forEach(function (a) { found.abilities.push(a); });
    return found;
  }
  function purchaseOf(cardId) {
    if (!pending()) return null;
    return offers().purchases.find(function (o) { return o.action.card === cardId; }) || null;
  }
  function fabricateOf(cardId) {
    if (!pending()) return null;
    return offers().fabricate.find(function (o) { return o.card === cardId; }) || null;
  }
  /* Fabricate (docs/rulings.md): buy the die by KOing some of my character dice instead of
   * paying energy; the engine's example is pre-chosen, a tap changes it. */
  function startFabricate(option) {
    mode = {kind: "fabricate", option: option, sel: new Set(option.example)};
    render();
  }
  function pending() {
    const w = data && data.view.waiting_for;
    return w && you !== null && w.player === you ? w : null;
  }

  /* The mode that the current decision starts with, from the legal actions. */
  function currentMode() {
    if (mode) return mode;
    const w = pending();
    if (!w) return null;
    const c = described(w.kind);
    const largest = function (type) {
      return mine(type).reduce(function (a, b) { return b.dice.length > a.length ? b.dice : a; }, []);
    };
    if (w.kind === "reroll") {
      mode = {kind: "reroll", dice: c ? c.dice : largest("reroll"), most: c ? c.most : 0,
              life: c ? c.life : 0, sel: new Set()};
    } else if (w.kind === "declare_attackers") {
      mode = {kind: "attack", dice: c ? c.dice : largest("declare_attackers"), sel: new Set()};
    } else if (w.kind === "declare_blockers") {
      const pairs = [];
      if (c) {
        c.blockers.forEach(function (o) { o.attackers.forEach(function (a) { pairs.push([o.blocker, a]); }); });
      } else {
        mine("declare_blockers").forEach(function (a) { a.blocks.forEach(function (p) { pairs.push(p); }); });
      }
      // dice whose card lets them block several attackers (their option's grants)
      const several = new Set(c ? c.blockers.filter(function (o) { return o.grants && o.grants.length; })
        .map(function (o) { return o.blocker; }) : []);
      mode = {kind: "block", legal: pairs, pairs: [], pick: null, several: several};
    } else if (w.kind === "assign_damage") {
      const rep = mine("assign_damage")[0];
      const splits = {};
      const attackers = [];
      if (c) {
        c.attackers.forEach(function (o) {
          attackers.push({id: o.attacker, total: o.damage});
          const first = rep && rep.splits.find(function (s) { return s[0] === o.attacker; });
          o.blockers.forEach(function (b, i) {
            const all = first ? first[1] === b : i === 0;
            splits[o.attacker + "|" + b] = all ? o.damage : 0;
          });
        });
      } else if (rep) {
        for (const [attacker, blocker, amount] of rep.splits) {
          attackers.push({id: attacker, total: amount});
          for (const [b, a] of data.view.combat.blocks) {
            if (a === attacker) splits[attacker + "|" + b] = b === blocker ? amount : 0;
          }
        }
      }
      mode = {kind: "damage", attackers: attackers, splits: splits};
    } else if (w.kind === "choose_target") {
      mode = {kind: "target", targets: c ? c.options : mine("choose_target").map(function (a) { return a.target; })};
    } else if (w.kind === "declare") {
      mode = {kind: "declare", effects: [], draft: {}};
    } else mode = {kind: w.kind};
    return mode;
  }

  function startPay(offer) {
    const action = offer.action;
    const paid = new Map();
    const hint = offer.hint || {};
    for (const [dieId, symbols] of hint.paid || []) paid.set(dieId, symbols.slice());
    let cost = 0;
    let energy = [];
    let what = "";
    if (action.type === "purchase") {
      const info = card(action.card);
      cost = info.cost; energy = info.energy; what = "Buy " + info.name;
    } else if (action.type === "field") {
      const die = allDice(data.view)[action.die];
      cost = die && !action.instead ? die.cost : 0; what = actionWords(action);
      if (action.instead === "life" && offer.amount) what += " (you lose " + offer.amount + " life)";
    } else if (action.type === "purchase_several") {
      what = "Buy " + action.cards.length + " dice at once (" + countWords(action.cards.map(function (c) {
        return card(c).name;
      })) + ")";
    } else if (action.type === "field_several") {
      what = "Field " + action.dice.map(dieName).join(", ") + " at once";
    } else if (action.type === "use_global_several") {
      what = card(action.card).name + "'s Global " + action.times + " times";
    } else if (action.type === "use_global" || action.type === "react") {
      const g = card(action.card).globals[action.ability] || {cost: 0, energy: []};
      cost = g.cost; energy = g.energy;
      what = card(action.card).name + (action.type === "react" ? "'s Reactive Global" : "'s Global") +
        (action.via ? " through " + dieName(action.via) + "'s copy" : "") +
        (action.target ? " (" + String(reactingOp()).replace(/_/g, " ") + " to " + targetWords(action.target) + ")" : "");
    }
    const payment = offer.payment;
    if (payment) { cost = payment.cost; energy = payment.energy_types; }
    mode = {kind: "pay", action: action, paid: paid, virtual: hint.virtual || 0, cost: cost,
      energy: energy, what: what, payment: payment,
      maxVirtual: payment ? payment.virtual : (data.view.players[you].virtual_energy || 0)};
    render();
    const bar = document.getElementById("actionbar");
    if (bar) bar.focus();
  }

  function paidTotal(m) {
    let total = m.virtual;
    m.paid.forEach(function (symbols) { total += symbols.length; });
    return total;
  }

  // The symbols a die may give, in the order a tap cycles through them: the sets the
  // engine's Payment says may be spent from it, else the die's symbols.
  function payCycle(symbols, source) {
    if (source) return [[]].concat(source.spendable.map(function (set) { return set.slice(); }));
    if (symbols.length < 2) return [[], symbols.slice()];
    const options = [[]];
    const seen = new Set();
    for (const s of symbols) if (!seen.has(s)) { seen.add(s); options.push([s]); }
    options.push(symbols.slice());
    return options;
  }

  function wildNote(m) {
    const spent = [];
    m.paid.forEach(function (symbols) { symbols.forEach(function (s) { spent.push(s); }); });
    // One spent symbol per type needed (a batch needs one per card or use, 001:L292-293).
    const left = spent.slice();
    const missing = m.energy.filter(function (t) {
      const at = left.indexOf(t);
      if (at < 0) return true;
      left.splice(at, 1);
      return false;
    });
    const wilds = spent.filter(function (s) { return s === "wild"; }).length;
    if (!wilds) return missing.length ? "Still needs " + Dice.energyWords(missing) + " (DM-8.6)." : "";
    const covered = missing.slice(0, wilds);
    let text = covered.length ? "Wild stands for " + Dice.energyWords(covered) + "." : "Wild pays as generic energy.";
    if (missing.length > wilds) text += " Still needs " + Dice.energyWords(missing.slice(wilds)) + " (DM-8.6).";
    return text;
  }

  function sourceOf(m, dieId) {
    if (!m.payment) return null;
    return m.payment.sources.find(function (s) { return s.die === dieId; }) || null;
  }

  function dieState(die) {
    const m = currentMode();
    if (!m || m.kind === "priority") {  // with priority, a tap fields a die or uses one
      if (!pending()) return {};
      const o = offers();
      const field = o.fields.some(function (f) { return f.action.die === die.id; });
      const use = o.uses.some(function (a) { return a.die === die.id; });
      if (field) return {selectable: true, note: "tap to field"};
      if (use) return {selectable: true, note: "tap to use"};
      return {};
    }
    if (m.kind === "reroll" && m.dice.indexOf(die.id) >= 0) {
      const on = m.sel.has(die.id);
      return {selectable: true, selected: on, pressed: on, note: on ? "reroll" : ""};
    }
    if (m.kind === "attack" && m.dice.indexOf(die.id) >= 0) {
      const on = m.sel.has(die.id);
      return {selectable: true, selected: on, pressed: on, note: on ? "attacks" : ""};
    }
    if (m.kind === "block") {
      const asBlocker = m.legal.some(function (p) { return p[0] === die.id; });
      const asAttacker = m.legal.some(function (p) { return p[1] === die.id; });
      const pair = m.pairs.find(function (p) { return p[0] === die.id; });
      if (asBlocker) {
        return {selectable: true, selected: m.pick === die.id || !!pair, pressed: m.pick === die.id || !!pair,
          note: pair ? "will block " + dieName(pair[1]) : (m.pick === die.id ? "now tap an attacker" : "")};
      }
      if (asAttacker) return {selectable: m.pick !== null, note: m.pick !== null ? "tap to block" : ""};
      return {};
    }
    if (m.kind === "target" && m.targets.indexOf(die.id) >= 0) return {selectable: true, note: "target"};
    if (m.kind === "fabricate" && m.option.dice.indexOf(die.id) >= 0) {
      const on = m.sel.has(die.id);
      return {selectable: true, selected: on, pressed: on, note: on ? "KO'd to pay" : ""};
    }
    // (an opponent's die pays only where the engine lists it: energy borrowed by card text)
    if (m.kind === "pay" && die.face_kind === "energy" &&
        (m.payment ? sourceOf(m, die.id) : isIn(die.id, "reserve"))) {
      const symbols = m.paid.get(die.id) || [];
      return {selectable: true, selected: symbols.length > 0, pressed: symbols.length > 0,
        note: symbols.length ? "pays " + Dice.energyWords(symbols) : "", pays: symbols.join(" ")};
    }
    return {};
  }

  function isIn(dieId, zone) {
    const dice = data.view.players[you].zones[zone];
    return Array.isArray(dice) && dice.some(function (d) { return d.id === dieId; });
  }

  function onDie(die) {
    const m = currentMode();
    if (busy) return;
    if ((!m || m.kind === "priority") && pending()) {
      const o = offers();
      const field = o.fields.find(function (f) { return f.action.die === die.id; });
      if (field) return startPay(field);
      const use = o.uses.find(function (a) { return a.die === die.id; });
      if (use) return act(use);
    }
    if (m && m.kind === "fabricate" && m.option.dice.indexOf(die.id) >= 0) {
      if (m.sel.has(die.id)) m.sel.delete(die.id); else m.sel.add(die.id);
      return rerender(die.id);
    }
    if (m && (m.kind === "reroll" || m.kind === "attack") && m.dice.indexOf(die.id) >= 0) {
      if (m.sel.has(die.id)) m.sel.delete(die.id); else m.sel.add(die.id);
      return rerender(die.id);
    }
    if (m && m.kind === "block") {
      const asBlocker = m.legal.some(function (p) { return p[0] === die.id; });
      if (asBlocker) {
        const at = m.pairs.findIndex(function (p) { return p[0] === die.id; });
        if (at >= 0 && !m.several.has(die.id)) { m.pairs.splice(at, 1); m.pick = null; }
        else m.pick = m.pick === die.id ? null : die.id;
        return rerender(die.id);
      }
      if (m.pick !== null && m.legal.some(function (p) { return p[0] === m.pick && p[1] === die.id; })) {
        const had = m.pairs.findIndex(function (p) { return p[0] === m.pick && p[1] === die.id; });
        if (had >= 0) m.pairs.splice(had, 1); else m.pairs.push([m.pick, die.id]);
        m.pick = null;
        return rerender(die.id);
      }
    }
    if (m && m.kind === "target" && m.targets.indexOf(die.id) >= 0) {
      return act({type: "choose_target", player: you, target: die.id});
    }
    if (m && m.kind === "pay" && dieState(die).selectable) {
      const options = payCycle(die.symbols || [], sourceOf(m, die.id));
      const now = JSON.stringify(m.paid.get(die.id) || []);
      const at = options.findIndex(function (o) { return JSON.stringify(o) === now; });
      const next = options[(at + 1) % options.length];
      if (next.length) m.paid.set(die.id, next); else m.paid.delete(die.id);
      return rerender(die.id);
    }
    openCard(die.card);
  }

  function renderFabricate(m, prompt, box) {
    const f = m.option;
    const chosen = Array.from(m.sel);
    // what the chosen dice's cards cost to purchase, as printed (the engine checks it)
    const costs = chosen.reduce(function (sum, d) {
      const die = allDice(data.view)[d];
      return sum + (die ? card(die.card).cost || 0 : 0);
    }, 0);
    prompt.textContent = "Fabricate " + card(f.card).name + ": tap " + f.count + " of your character dice " +
      "to KO instead of paying energy" + (f.total !== null ? ", their cards' purchase costs " + f.total +
      " or more" : "") + ". " + chosen.length + " chosen" + (chosen.length ? " (costs " + costs + ")" : "") + ".";
    box.appendChild(button("KO " + chosen.length + " and buy " + card(f.card).name, function () {
      act({type: "purchase", player: you, card: f.card, fabricated: chosen});
    }, "primary")).disabled = busy || chosen.length !== f.count || (f.total !== null && costs < f.total);
    box.appendChild(button("Cancel", function () { mode = null; render(); }));
  }

  function rerender(dieId) {
    render();
    const again = document.querySelector('button.die[data-die="' + CSS.escape(dieId) + '"]');
    if (again) again.focus();
  }

  function button(text, onClick, className) {
    const b = el("button", text, className || "");
    b.type = "button";
    b.disabled = busy;
    b.addEventListener("click", onClick);
    return b;
  }

  function actionWords(a) {
    switch (a.type) {
      case "choose_first_player": return a.go_first ? "Go first" : "Go second";
      case "pass_priority": return "Pass priority";
      case "purchase": return "Buy " + card(a.card).name + " (cost " + card(a.card).cost + ")";
      case "field":
        if (a.instead === "life") return "Field " + dieName(a.die) + " by paying life instead of energy";
        if (a.instead === "ko_all") return "Field " + dieName(a.die) + " by KOing all your other fielded dice";
        return "Field " + dieName(a.die);
      case "use_action_die": return "Use " + dieName(a.die);
      case "use_global": return "Global: " + card(a.card).name + (a.via ? " (through " + dieName(a.via) + "'s copy)" : "");
      case "purchase_several": return "Buy several dice at once";
      case "field_several": return "Field several characters at once";
      case "use_global_several": return "Global: " + card(a.card).name + " " + a.times + " times";
      case "use_ability": return "Ability of " + dieName(a.die);
      case "choose_target": return "Target " + (a.target.startsWith("player:") ?
        names()[Number(a.target.split(":")[1])] : dieName(a.target));
      case "choose_trigger": {
        const c = described("order_triggers");
        const t = c && c.triggers.find(function (x) { return x.index === a.index; });
        return t ? "Resolve " + card(t.card).name + "'s " + String(t.ability_kind).replace(/_/g, " ") +
          (t.source_die ? " (" + dieName(t.source_die) + ")" : "") + " first" :
          "Resolve trigger " + (a.index + 1) + " first";
      }
      case "concede": return "Concede";
      case "react": return "Pay for " + card(a.card).name + "'s Reactive Global" +
        (a.target ? " (" + String(reactingOp()).replace(/_/g, " ") + " to " + targetWords(a.target) + ")" : "");
      case "decline_reaction": return "Let it pass";
      case "accept_declaration": return "Accept the declaration";
      case "dispute_declaration": return "Dispute the declaration";
      case "draft_pick": return "Draft " + card(a.card).name + " with " + a.dice + (a.dice === 1 ? " die" : " dice");
      default: return a.type.replace(/_/g, " ");
    }
  }

  function renderActionBar() {
    const bar = document.getElementById("actionbar");
    if (!bar || !data) return;
    const prompt = document.getElementById("prompt");
    const box = document.getElementById("choices");
    box.replaceChildren();
    const concedeRow = document.getElementById("concede-row");
    if (concedeRow) concedeRow.replaceChildren();
    const w = pending();
    // The decision in front of this seat and what the taps compose (empty when none).
    bar.dataset.decision = w ? w.kind : "";
    bar.dataset.mode = w ? currentMode().kind : "";
    bar.dataset.step = data.view.step;
    if (you === null) { prompt.textContent = "You are watching: only what is public is shown."; return; }
    if (!w) {
      const waiting = data.view.waiting_for;
      prompt.textContent = data.view.outcome ? "The game is over." : waiting && waiting.player !== null
        ? "Waiting for " + names()[waiting.player] + " to " + (KIND_WORDS[waiting.kind] || waiting.kind) + "."
        : "Nothing to decide now.";
      return;
    }
    const m = currentMode();
    const step = stepWords(data.view.step);
    if (m.kind === "reroll") {
      prompt.textContent = "Roll and Reroll: tap the dice to reroll (" +
        (m.most ? "up to " + m.most + (m.most === 1 ? " die" : " dice") : "a reroll, DM-7.2") +
        (m.life ? "; rerolling costs " + m.life + " life" : "") + "). " + m.sel.size + " of " + m.dice.length + " chosen.";
      box.appendChild(button("Reroll " + m.sel.size + (m.sel.size === 1 ? " die" : " dice"), function () {
        act({type: "reroll", player: you, dice: Array.from(m.sel)});
      }, "primary")).disabled = busy || !m.sel.size || (m.most > 0 && m.sel.size > m.most);
      box.appendChild(button("Keep all", function () { act({type: "reroll", player: you, dice: []}); }));
    } else if (m.kind === "attack") {
      prompt.textContent = "Attack: tap your dice in the Field Zone that attack (DM-9.1). " +
        m.sel.size + " chosen.";
      box.appendChild(button("Attack with " + m.sel.size, function () {
        act({type: "declare_attackers", player: you, dice: Array.from(m.sel)});
      }, "primary")).disabled = busy || !m.sel.size;
      box.appendChild(button("Do not attack", function () {
        act({type: "declare_attackers", player: you, dice: []});
      }));
    } else if (m.kind === "block") {
      prompt.textContent = "Block: tap one of your dice, then the attacker it blocks; several may " +
        "block one attacker (DM-9.3)" + (m.several.size ? "; a die whose card lets it block several " +
        "attackers: tap it again, then another attacker (the same one again takes that block back)" : "") +
        ". " + (m.pairs.length ? m.pairs.map(function (p) {
          return dieName(p[0]) + " blocks " + dieName(p[1]);
        }).join("; ") + "." : "No blocks chosen.");
      box.appendChild(button("Declare " + m.pairs.length + (m.pairs.length === 1 ? " block" : " blocks"), function () {
        act({type: "declare_blockers", player: you, blocks: m.pairs});
      }, "primary")).disabled = busy || !m.pairs.length;
      box.appendChild(button("No blocks", function () {
        act({type: "declare_blockers", player: you, blocks: []});
      }));
    } else if (m.kind === "fabricate") {
      renderFabricate(m, prompt, box);
    } else if (m.kind === "damage") {
      renderDamage(m, prompt, box);
    } else if (m.kind === "batch") {
      renderBatch(m, prompt, box);
    } else if (m.kind === "pay") {
      renderPay(m, prompt, box);
    } else if (m.kind === "declare") {
      renderDeclare(m, prompt, box);
    } else if (m.kind === "review_declaration") {
      renderReview(m, prompt, box);
    } else if (m.kind === "target") {
      const c = described("choose_target");
      const whose = c && c.card ? " for " + card(c.card).name + "'s " +
        String(c.ability_kind || "ability").replace(/_/g, " ") : "";
      prompt.textContent = "Choose a target" + whose + ": tap a highlighted die, or a button (DM-13.4).";
      mine("choose_target").forEach(function (a) { box.appendChild(button(actionWords(a), function () { act(a); })); });
    } else if (m.kind === "priority") {
      prompt.textContent = step + (data.view.step === "main"
        ? ": buy, field or use dice, use a Global, or pass priority."
        : ": use an action die or a Global, or pass priority (DM-9.6).");
      const o = offers();
      const payButton = function (offer) {
        box.appendChild(button(actionWords(offer.action) + "…", function () { startPay(offer); }));
      };
      o.purchases.forEach(payButton);
      o.fabricate.forEach(function (f) {
        box.appendChild(button("Fabricate " + card(f.card).name + "…", function () { startFabricate(f); }));
      });
      o.fields.forEach(payButton);
      o.uses.forEach(function (a) { box.appendChild(button(actionWords(a), function () { act(a); })); });
      o.globals.forEach(payButton);
      o.abilities.forEach(function (a) { box.appendChild(button(actionWords(a), function () { act(a); })); });
      batchButtons(box);
      box.appendChild(button("Pass priority", function () {
        act({type: "pass_priority", player: you});
      }, "primary"));
    } else {
      prompt.textContent = "Your decision: " + (KIND_WORDS[m.kind] || m.kind) + ".";
      const reacting = described("react");
      if (reacting) {
        prompt.textContent = card(reacting.card).name + "'s Reactive Global may answer what just " +
          "happened: pay for it (tap the energy dice that pay) or let it pass (DM-8.19).";
      }
      // A Reactive Global whose effect says "target ..." (a redirection's new target,
      // DM-19.2): one offer per target the description lists, each paid like any other.
      const targeted = reacting && reacting.targets && reacting.targets.length ? reacting.targets : null;
      let listed = actions.filter(function (a) { return !(targeted && a.type === "react"); });
      if (targeted) {
        const rep = actions.find(function (a) { return a.type === "react"; }) || {};
        listed = targeted.map(function (t) {
          return {type: "react", player: you, card: reacting.card, ability: reacting.ability,
            paid: rep.paid || [], virtual: rep.virtual || 0, target: t};
        }).concat(listed);
        prompt.textContent = card(reacting.card).name + "'s Reactive Global may answer what just " +
          "happened: choose where it goes, then tap the energy dice that pay, or let it pass " +
          "(DM-8.19, DM-19.2).";
      }
      listed.forEach(function (a) {
        if (a.type === "concede") return;
        const pay = ["purchase", "field", "use_global", "react"].indexOf(a.type) >= 0;
        box.appendChild(button(actionWords(a) + (pay ? "…" : ""), function () {
          // A Reactive Global's payment is the player's to choose, as any other (DM-8.19).
          const payment = a.type === "react" && reacting ? reacting.payment : null;
          if (pay) startPay({action: a, payment: payment, hint: a}); else act(a);
        }, a.type === "pass_priority" || a.go_first === true ? "primary" : ""));
      });
    }
    // Concede has a row of its own, apart from Pay and every other button: on a phone a
    // slip of the thumb must not end the game.
    const concede = mine("concede")[0];
    if (concede) {
      (concedeRow || box).appendChild(button("Concede", function () {
        if (window.confirm("Concede this game?")) act(concede);
      }, "danger"));
    }
  }

  /* A text-only ability (issue 7): its controller says what it does in the engine's effect
     primitives, from the choice description (ops, the target kinds each may take, the dice or
     players a chosen kind may name); the server checks the declaration, the opponent accepts
     or disputes it. */
  function reactingOp() {
    const r = described("react");
    return r && r.op ? r.op : "target";
  }
  /* The seat whose zones hold die `id` now (-1: none): words.js names a die's owner from
     this when its id does not say it (a Basic Action Die). */
  function seatOf(id) {
    return data ? data.view.players.findIndex(function (p) {
      return Object.values(p.zones).some(function (dice) {
        return Array.isArray(dice) && dice.some(function (d) { return d.id === id; });
      });
    }) : -1;
  }
  function targetWords(id) {
    if (String(id).startsWith("player:")) return names()[Number(id.split(":")[1])];
    // Whose die, as the log says it: both players' dice of one card have the same name and
    // number, and a redirection may name either side's Sidekick #5.
    if (!say) say = makeSay();
    return say.owned(id);
  }
  function labelled(text, control, id) {
    const wrap = el("span", "", "field");
    const label = el("label", text);
    label.htmlFor = id;
    control.id = id;
    wrap.appendChild(label);
    wrap.appendChild(control);
    return wrap;
  }
  function selectOf(options, value, onChange) {
    const select = document.createElement("select");
    options.forEach(function (o) {
      const option = el("option", o[1]);
      option.value = o[0];
      option.selected = o[0] === value;
      select.appendChild(option);
    });
    select.addEventListener("change", function () { onChange(select.value); render(); });
    return select;
  }
  function renderDeclare(m, prompt, box) {
    const c = described("declare");
    const decline = button("Decline", function () {
      act({type: "declare", player: you, effects: [], costs: []});
    });
    if (!c) { prompt.textContent = "Declare what the ability does, or decline."; box.appendChild(decline); return; }
    prompt.textContent = card(c.card).name + ": \u201c" + c.text + "\u201d The engine cannot run this " +
      "text: say what it does in its terms, or decline. Your opponent may accept or dispute it.";
    const d = m.draft;
    const op = c.ops.find(function (o) { return o.op === d.op; }) || c.ops[0];
    if (!op) { box.appendChild(decline); return; }
    d.op = op.op;
    const uses = op.uses.map(function (u) { return u.join("|"); });
    if (uses.indexOf(d.use) < 0) d.use = uses[0];
    const [kind, zone] = d.use.split("|");
    const target = c.targets.find(function (t) { return t.kind === kind; });
    const options = target && target.chosen ? target.options : [];
    if (options.indexOf(d.chosen) < 0) d.chosen = options[0] || "";
    d.amount = Math.min(Math.max(1, Number(d.amount) || 1), Math.max(1, c.max_amount));
    if (c.durations.indexOf(d.duration) < 0) {
      d.duration = c.durations.indexOf("turn") >= 0 ? "turn" : c.durations[0] || "turn";
    }
    const form = el("div", "", "declare-form");
    form.appendChild(labelled("Effect", selectOf(c.ops.map(function (o) {
      return [o.op, o.op.replace(/_/g, " ")];
    }), d.op, function (v) { d.op = v; }), "declare-op"));
    form.appendChild(labelled("On", selectOf(op.uses.map(function (u) {
      return [u.join("|"), u[0].replace(/_/g, " ") + (u[1] ? " (" + u[1].replace(/_/g, " ") + ")" : "")];
    }), d.use, function (v) { d.use = v; }), "declare-use"));
    if (options.length) {
      form.appendChild(labelled("Which", selectOf(options.map(function (o) {
        return [o, targetWords(o)];
      }), d.chosen, function (v) { d.chosen = v; }), "declare-chosen"));
    }
    const amount = document.createElement("input");
    amount.type = "number";
    amount.min = "1";
    amount.max = String(Math.max(1, c.max_amount));
    amount.value = String(d.amount);
    amount.addEventListener("change", function () { d.amount = amount.value; render(); });
    form.appendChild(labelled("Amount", amount, "declare-amount"));
    const makes = (c.makes || []).indexOf(d.op) >= 0;  // tokens (DM-24.1): their A and D
    if (makes) {
      ["attack", "defense"].forEach(function (stat) {
        const input = document.createElement("input");
        input.type = "number";
        input.min = "0";
        input.max = String(c.max_amount);
        d[stat] = Math.min(Math.max(0, Number(d[stat]) || 0), c.max_amount);
        input.value = String(d[stat]);
        input.addEventListener("change", function () { d[stat] = input.value; render(); });
        form.appendChild(labelled(stat === "attack" ? "Token A" : "Token D", input, "declare-" + stat));
      });
    }
    if (c.durations.length > 1) {
      form.appendChild(labelled("Until", selectOf(c.durations.map(function (x) {
        return [x, x === "next_turn" ? "your next turn" : "end of turn"];
      }), d.duration, function (v) { d.duration = v; }), "declare-duration"));
    }
    box.appendChild(form);
    const full = m.effects.length >= c.max_effects;
    box.appendChild(button("Add this effect", function () {
      const effect = {op: d.op, amount: d.amount, target: kind, chosen: d.chosen, zone: zone,
        duration: d.duration, filters: []};
      if (makes) { effect.attack = Number(d.attack) || 0; effect.defense = Number(d.defense) || 0; }
      m.effects.push(effect);
      render();
    })).disabled = busy || full;
    m.effects.forEach(function (e, i) {
      box.appendChild(button("Remove: " + e.op.replace(/_/g, " ") + " " + e.amount + " on " +
        (e.chosen ? targetWords(e.chosen) : e.target.replace(/_/g, " ")), function () {
        m.effects.splice(i, 1);
        render();
      }));
    });
    box.appendChild(button("Declare " + m.effects.length + (m.effects.length === 1 ? " effect" : " effects"),
      function () { act({type: "declare", player: you, effects: m.effects, costs: []}); },
      "primary")).disabled = busy || !m.effects.length;
    box.appendChild(decline);
  }

  /* The opponent's declaration of a text-only ability: accept it, or dispute it with a
     reason of the player's own (a judge rules on it). */
  function renderReview(m, prompt, box) {
    const c = described("review_declaration");
    const about = c ? records.find(function (r) { return r.seq === c.about_seq; }) : null;
    prompt.textContent = "Your opponent declared what a text-only ability does" +
      (about ? " (event " + about.seq + "): " + say.describe(about) : ".") +
      " Accept it, or dispute it with a reason: a judge then rules.";
    box.appendChild(button("Accept the declaration", function () {
      act({type: "accept_declaration", player: you});
    }, "primary"));
    const reason = document.createElement("input");
    reason.type = "text";
    reason.maxLength = c && c.max_reason ? c.max_reason : 500;
    reason.value = m.reason || "";
    const form = el("div", "", "declare-form");
    form.appendChild(labelled("Why you dispute it", reason, "review-reason"));
    box.appendChild(form);
    const dispute = button("Dispute the declaration", function () {
      act({type: "dispute_declaration", player: you, reason: (m.reason || "").trim()});
    });
    dispute.disabled = busy || !(m.reason || "").trim();
    reason.addEventListener("input", function () {
      m.reason = reason.value;
      dispute.disabled = busy || !m.reason.trim();
    });
    box.appendChild(dispute);
  }

  function renderPay(m, prompt, box) {
    const total = paidTotal(m);
    const bar = document.getElementById("actionbar");
    bar.dataset.cost = m.cost;
    bar.dataset.energy = m.energy.join(" ");
    const spent = [];
    m.paid.forEach(function (symbols) { symbols.forEach(function (s) { spent.push(s); }); });
    prompt.textContent = m.what + ": cost " + m.cost + (m.energy.length ? ", needs " +
      Dice.energyWords(m.energy) : "") + ". Tap energy dice in your Reserve Pool to choose what pays. " +
      "Paying " + (spent.length ? Dice.energyWords(spent) : "nothing") +
      (m.virtual ? " + " + m.virtual + " virtual" : "") + " (" + total + " of " + m.cost + "). " + wildNote(m);
    if (m.action.instead && !m.cost) prompt.textContent = m.what + ". No energy to pay.";
    const virtual = m.maxVirtual || 0;
    if (virtual) {
      box.appendChild(button("− virtual", function () { m.virtual = Math.max(0, m.virtual - 1); render(); }));
      box.appendChild(button("+ virtual", function () { m.virtual = Math.min(virtual, m.virtual + 1); render(); }));
    }
    // (a field paid another way owes no energy unless its cost went up: nothing to pay)
    const label = m.action.instead && !m.cost ? "Field it" : "Pay " + total;
    box.appendChild(button(label, function () {
      const action = Object.assign({}, m.action, {paid: Array.from(m.paid.entries())});
      if (!BATCHES[m.action.type]) action.virtual = m.virtual;  // a batch spends dice only
      act(action);
    }, "primary")).disabled = busy || total !== m.cost;
    box.appendChild(button("Cancel", function () { mode = null; render(); }));
  }

  /* The 2014 rules' batches (001:L309-311, L341-342, L824-827), from the priority choice's
   * `several`: choose the dice (or the uses), then pay them all with one payment. */
  const BATCHES = {purchase_several: "purchases", field_several: "fields", use_global_several: "globals"};
  function several() {
    const c = described("priority");
    return c && c.several ? c.several : null;
  }
  function countWords(list) {
    const counts = {};
    list.forEach(function (x) { counts[x] = (counts[x] || 0) + 1; });
    return Object.entries(counts).map(function (e) { return e[0] + (e[1] > 1 ? " ×" + e[1] : ""); }).join(", ");
  }
  function batchButtons(box) {
    const s = several();
    if (!s) return;
    const allowed = described("priority").actions;
    if (allowed.indexOf("purchase_several") >= 0 && s.purchase_example) {
      box.appendChild(button("Buy several at once…", function () {
        const counts = {};
        s.purchase_example.names.forEach(function (c) { counts[c] = (counts[c] || 0) + 1; });
        mode = {kind: "batch", type: "purchase_several", counts: counts};
        render();
      }));
    }
    if (allowed.indexOf("field_several") >= 0 && s.field_example) {
      box.appendChild(button("Field several at once…", function () {
        mode = {kind: "batch", type: "field_several", dice: new Set(s.field_example.names)};
        render();
      }));
    }
    if (allowed.indexOf("use_global_several") >= 0) {
      s.globals.forEach(function (g) {
        if (!g.example_times) return;
        box.appendChild(button("Global: " + card(g.card).name + " several times…", function () {
          mode = {kind: "batch", type: "use_global_several", global: g, times: g.example_times};
          render();
        }));
      });
    }
  }
  /* What the batch being composed costs: {action, cost, energy (one entry per card or use),
   * count (dice or uses), example (the description's payment when it is the example)}. */
  function batchOffer(m, s) {
    const same = function (a, b) { return JSON.stringify(a.slice().sort()) === JSON.stringify(b.slice().sort()); };
    if (m.type === "purchase_several") {
      const cards = [];
      let cost = 0;
      const energy = [];
      s.purchases.forEach(function (part) {
        for (let n = 0; n < (m.counts[part.card] || 0); n++) {
          cards.push(part.card); cost += part.costs[n]; energy.push.apply(energy, part.energy_types);
        }
      });
      const example = s.purchase_example && same(cards, s.purchase_example.names) ? s.purchase_example.paid : null;
      return {action: {type: m.type, player: you, cards: cards}, cost: cost, energy: energy, count: cards.length, example: example};
    }
    if (m.type === "field_several") {
      const dice = s.fields.filter(function (d) { return m.dice.has(d.die); });
      const names = dice.map(function (d) { return d.die; });
      const example = s.field_example && same(names, s.field_example.names) ? s.field_example.paid : null;
      return {action: {type: m.type, player: you, dice: names}, count: names.length, energy: [], example: example,
        cost: dice.reduce(function (t, d) { return t + d.cost; }, 0)};
    }
    const g = m.global;
    const energy = [];
    for (let n = 0; n < m.times; n++) energy.push.apply(energy, g.energy_types);
    return {action: {type: m.type, player: you, card: g.card, ability: g.ability, times: m.times},
      cost: g.cost * m.times, energy: energy, count: m.times,
      example: m.times === g.example_times ? g.example_paid : null};
  }
  function stepper(box, label, value, less, more, canLess, canMore) {
    const row = el("div", null, "row batch-row");
    row.appendChild(el("span", label + ": ", "split-name"));
    const minus = button("−", less);
    minus.setAttribute("aria-label", "One less: " + label);
    minus.disabled = busy || !canLess;
    const shown = el("output", value, "split-value");
    shown.setAttribute("aria-label", label);
    const plus = button("+", more);
    plus.setAttribute("aria-label", "One more: " + label);
    plus.disabled = busy || !canMore;
    row.appendChild(minus); row.appendChild(shown); row.appendChild(plus);
    box.appendChild(row);
  }
  function renderBatch(m, prompt, box) {
    const s = several();
    if (!s) { mode = null; return render(); }
    const offer = batchOffer(m, s);
    const group = el("fieldset", null, "split batch");
    const rule = {purchase_several: "001:L309-311", field_several: "001:L341-342",
      use_global_several: "001:L824-827"}[m.type];
    if (m.type === "purchase_several") {
      prompt.textContent = "2014 rules: buy several dice at once with one payment, to spend a generic die " +
        "completely (" + rule + "). Each card still needs a symbol of its own energy type.";
      group.appendChild(el("legend", "Dice to buy: " + offer.count + ", cost " + offer.cost));
      s.purchases.forEach(function (part) {
        const n = m.counts[part.card] || 0;
        stepper(group, card(part.card).name + " (cost " + (part.costs[n] === undefined ? part.costs[n - 1] : part.costs[n]) +
          (part.energy_types.length ? ", " + Dice.energyWords(part.energy_types) : "") + ")", n,
        function () { m.counts[part.card] = n - 1; render(); },
        function () { m.counts[part.card] = n + 1; render(); },
        n > 0, n < part.costs.length && offer.count < s.most);
      });
    } else if (m.type === "field_several") {
      prompt.textContent = "2014 rules: field several characters at once with one payment of their " +
        "fielding costs, to spend a generic die completely (" + rule + ").";
      group.appendChild(el("legend", "Characters to field: " + offer.count + ", cost " + offer.cost));
      s.fields.forEach(function (d) {
        const on = m.dice.has(d.die);
        const toggle = button(dieName(d.die) + " (cost " + d.cost + ")", function () {
          if (on) m.dice.delete(d.die); else m.dice.add(d.die);
          render();
        });
        toggle.setAttribute("aria-pressed", on ? "true" : "false");
        toggle.dataset.die = d.die;
        group.appendChild(toggle);
      });
    } else {
      const g = m.global;
      prompt.textContent = "2014 rules: use " + card(g.card).name + "'s Global several times with one payment; " +
        "the uses resolve one after the other as a single effect (" + rule + ").";
      group.appendChild(el("legend", "Uses: " + m.times + ", cost " + offer.cost));
      stepper(group, "Uses of " + card(g.card).name + "'s Global", m.times,
        function () { m.times -= 1; render(); }, function () { m.times += 1; render(); },
        m.times > 2, m.times < s.most);
    }
    box.appendChild(group);
    box.appendChild(button("Pay for " + offer.count + (m.type === "use_global_several" ? " uses" : " dice") + "…", function () {
      const hint = {paid: offer.example || []};
      startPay({action: offer.action, hint: hint,
        payment: {cost: offer.cost, energy_types: offer.energy, sources: s.sources, virtual: 0}});
    }, "primary")).disabled = busy || offer.count < 2;
    box.appendChild(button("Cancel", function () { mode = null; render(); }));
  }

  function renderDamage(m, prompt, box) {
    const dice = allDice(data.view);
    let ok = true;
    prompt.textContent = data.view.active === you
      ? "Assign damage: split each blocked attacker's A among its blockers (DM-9.9)."
      : "Assign damage: split the A of each blocker of several attackers among them (001:L401-402).";
    for (const attacker of m.attackers) {
      const keys = Object.keys(m.splits).filter(function (k) { return k.split("|")[0] === attacker.id; });
      const sum = keys.reduce(function (s, k) { return s + m.splits[k]; }, 0);
      if (sum !== attacker.total) ok = false;
      const group = el("fieldset", null, "split");
      group.appendChild(el("legend", dieName(attacker.id) + ": " + sum + " of " + attacker.total + " A assigned"));
      for (const key of keys) {
        const blocker = key.split("|")[1];
        const row = el("div", null, "row");
        const d = dice[blocker];
        row.appendChild(el("span", dieName(blocker) + (d ? " (" + d.defense + " D)" : "") + ": ", "split-name"));
        const less = button("−", function () { m.splits[key] = Math.max(0, m.splits[key] - 1); render(); });
        less.setAttribute("aria-label", "One less damage to " + dieName(blocker));
        less.disabled = busy || m.splits[key] === 0;
        less.dataset.split = key; less.dataset.step = "-1";
        const value = el("output", m.splits[key], "split-value");
        value.dataset.split = key;
        value.setAttribute("aria-label", "Damage to " + dieName(blocker));
        const more = button("+", function () { m.splits[key] += 1; render(); });
        more.setAttribute("aria-label", "One more damage to " + dieName(blocker));
        more.disabled = busy || sum >= attacker.total;
        more.dataset.split = key; more.dataset.step = "1";
        row.appendChild(less); row.appendChild(value); row.appendChild(more);
        group.appendChild(row);
      }
      box.appendChild(group);
    }
    box.appendChild(button("Assign damage", function () {
      const splits = Object.entries(m.splits).filter(function (e) { return e[1] > 0; }).map(function (e) {
        const parts = e[0].split("|");
        return [parts[0], parts[1], e[1]];
      });
      act({type: "assign_damage", player: you, splits: splits});
    }, "primary")).disabled = busy || !ok;
  }

  // --- match context and the dispute form --------------------------------------------------

  function renderContext() {
    const match = config.match;
    const box = document.getElementById("match");
    if (!box || !match || !match.event) return;
    box.replaceChildren();
    const link = el("a", match.event);
    link.href = match.event_url;
    box.appendChild(link);
    // The score counts this game once it has ended, also when it ended while the page was
    // open (the score the page was served with was taken before).
    const score = match.score.slice();
    const outcome = data && data.view.outcome;
    if (outcome && !match.game_ended) {
      if (outcome.winner === null || outcome.winner === undefined) score[2] += 1;
      else score[outcome.winner % 2] += 1;
    }
    const parts = [match.round_name || ((match.top_cut ? "Top cut round " : "Round ") + match.round),
      "table " + match.table, "game " + match.game_number + " of " + match.games,
      "score " + score[0] + "–" + score[1] + (score[2] ? " (" + score[2] + " drawn)" : "")];
    box.appendChild(document.createTextNode(" · " + parts.join(" · ")));
    if (match.time_called_at) box.appendChild(document.createTextNode(" · time called"));
    else if (match.deadline) {
      box.appendChild(document.createTextNode(" · round ends " +
        new Date(match.deadline).toLocaleTimeString([], {hour: "2-digit", minute: "2-digit"})));
    }
    const matchLink = el("a", "match page");
    matchLink.href = match.match_url;
    box.appendChild(document.createTextNode(" · "));
    box.appendChild(matchLink);
    if (match.next_game_url) {
      const next = el("a", "next game");
      next.href = match.next_game_url;
      box.appendChild(document.createTextNode(" · "));
      box.appendChild(next);
    }
  }

  const disputeForm = document.getElementById("dispute");
  if (disputeForm) {
    disputeForm.addEventListener("submit", async function (event) {
      event.preventDefault();
      const result = await board.postJSON(config.urls.disputes, {
        seq: Number(disputeForm.seq.value), reason: disputeForm.reason.value,
      });
      board.setText("dispute-status", result.ok
        ? "Dispute " + result.body.id + " on event " + result.body.seq + " sent to the judges."
        : board.errorText(result.body));
    });
  }
  const notify = document.getElementById("notify");
  if (notify && window.Notification && Notification.permission !== "denied") {
    notify.hidden = false;
    notify.addEventListener("click", async function () {
      const answer = await Notification.requestPermission();
      notify.textContent = answer === "granted" ? "Notifications on" : "Notifications off";
      notify.disabled = true;
    });
  }
  document.getElementById("card-close").addEventListener("click", function () {
    document.getElementById("card-dialog").close();
  });

  async function start() {
    renderContext();
    await refresh();  // first: the log names the players the view knows
    try {
      takeRecords(await board.getJSON(config.urls.log));
    } catch (error) {
      board.setText("status", board.errorText(error));
    }
    if (disputeForm && lastLogSeq >= 0 && !disputeForm.seq.value) disputeForm.seq.value = lastLogSeq;
    listen();
  }
  start();
})();
