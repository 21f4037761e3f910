/* The team-list builder: search the catalog, pick cards and dice, see every problem the
 * server finds (the same check as a submission), submit. Users' and imported text goes in
 * as textContent only. Needs board.js (OvercrushBoard: el, getJSON, postJSON). */
(function () {
  "use strict";
  const B = window.OvercrushBoard;
  const config = JSON.parse(document.getElementById("team-config").textContent);
  const picked = new Map();  // code -> {card, title, dice, max_dice, executed}
  const bacs = new Map();
  const $ = (id) => document.getElementById(id);

  function badge(card) {
    return B.el("span", card.executed ? "executed" : "text only",
                "badge " + (card.executed ? "executed" : "text-only"));
  }

  function renderPicked() {
    const list = $("picked");
    list.replaceChildren();
    for (const card of picked.values()) {
      const item = B.el("li");
      const dice = document.createElement("input");
      dice.type = "number"; dice.min = "1"; dice.max = String(card.max_dice || 20);
      dice.value = String(card.dice);
      dice.setAttribute("aria-label", "dice on " + card.title);
      dice.addEventListener("change", () => { card.dice = Number(dice.value) || 0; check(); });
      item.append(dice, B.el("span", card.title, "title"), B.el("small", card.card, "muted"),
                  badge(card), removeButton(() => { picked.delete(card.card); update(); }));
      list.appendChild(item);
    }
    const bacList = $("picked-bacs");
    bacList.replaceChildren();
    for (const card of bacs.values()) {
      const item = B.el("li");
      item.append(B.el("span", card.title, "title"), B.el("small", card.card, "muted"), badge(card),
                  removeButton(() => { bacs.delete(card.card); update(); }));
      bacList.appendChild(item);
    }
  }

  function removeButton(onClick) {
    const button = B.el("button", "Remove");
    button.type = "button";
    button.addEventListener("click", onClick);
    return button;
  }

  function add(card) {
    if (card.kind === "basic_action") bacs.set(card.code, {card: card.code, title: card.title,
                                                            executed: card.executed});
    else if (!picked.has(card.code)) picked.set(card.code, {
      card: card.code, title: card.title, dice: 1, max_dice: card.max_dice,
      executed: card.executed,
    });
    update();
  }

  function body() {
    const payload = {
      cards: Array.from(picked.values(), (c) => ({card: c.card, dice: c.dice})),
      basic_actions: Array.from(bacs.keys()),
    };
    const reason = $("builder-reason");
    if (reason && reason.value) payload.reason = reason.value;
    return payload;
  }

  function showProblems(problems) {
    const box = $("problems");
    box.replaceChildren();
    for (const p of problems || []) {
      box.appendChild(B.el("p", p.message.charAt(0).toUpperCase() + p.message.slice(1) +
        (p.rule && p.rule !== "catalog" ? " (rule " + p.rule + ")" : ""),
                           "error"));
    }
  }

  let checking = 0;
  async function check() {
    const mine = ++checking;
    if (!picked.size && !bacs.size) { showProblems([]); $("summary").textContent = ""; return; }
    const result = await B.postJSON(config.urls.check, body());
    if (mine !== checking) return;
    if (!result.ok) { showProblems(result.body.problems || [result.body]); return; }
    $("summary").textContent = result.body.dice + " dice on " + picked.size + " cards, " +
      bacs.size + " Basic Action Cards — " + (result.body.valid ? "valid" : "not valid yet");
    showProblems(result.body.problems);
  }

  function update() { renderPicked(); check(); }

  let timer = null;
  async function search() {
    const words = $("search").value.trim();
    const results = $("results");
    if (!words) { results.replaceChildren(); return; }
    let found;
    try {
      found = await B.getJSON(config.urls.search + "?limit=20&q=" + encodeURIComponent(words));
    } catch (error) {
      results.replaceChildren(B.el("li", B.errorText(error), "error"));
      return;
    }
    results.replaceChildren();
    for (const card of found.results) {
      const item = B.el("li");
      const button = B.el("button", "Add");
      button.type = "button";
      button.setAttribute("aria-label", "Add " + card.title);
      button.addEventListener("click", () => add(card));
      const facts = card.kind_label + " · cost " + card.cost + " · Max " + card.max_dice;
      item.append(button, B.el("span", card.title, "title"), B.el("small", card.code + " · " + facts,
                  "muted"), badge(card));
      results.appendChild(item);
    }
    if (!found.results.length) results.appendChild(B.el("li", "No card matches.", "muted"));
  }

  // A team typed by names: each line's best card preselected, its alternatives offered, and a
  // guess said to be one, so the player confirms every match before it joins the team.
  let typed = [];
  async function findTyped() {
    const list = $("typed-matches");
    const result = await B.postJSON(config.urls.resolve, {text: $("typed").value});
    list.replaceChildren();
    typed = [];
    if (!result.ok) {
      list.appendChild(B.el("li", result.body.message || "refused", "error"));
      $("add-typed").hidden = true;
      return;
    }
    result.body.lines.forEach((line, index) => {
      const item = B.el("li");
      item.appendChild(B.el("span", line.text, "title"));
      if (!line.match) {
        item.appendChild(B.el("span", " — " + line.problem, "error"));
        list.appendChild(item);
        return;
      }
      const select = document.createElement("select");
      select.id = "typed-" + index;
      select.setAttribute("aria-label", "card for " + line.text);
      const cards = [line.match].concat(line.alternatives);
      for (const card of cards) {
        const option = B.el("option", card.title + " (" + card.set_name + ", " + card.code + ")");
        option.value = card.code;
        select.appendChild(option);
      }
      const skip = B.el("option", "leave this line out");
      skip.value = "";
      select.appendChild(skip);
      const note = line.certain ? B.el("span", "exact", "badge executed")
        : B.el("span", "closest match: check it", "badge text-only");
      item.append(select, note);
      list.appendChild(item);
      typed.push({select: select, cards: cards, count: line.count});
    });
    $("add-typed").hidden = !typed.length;
  }

  function addTyped() {
    for (const line of typed) {
      const card = line.cards.find((c) => c.code === line.select.value);
      if (!card) continue;
      add(card);
      const entry = picked.get(card.code);
      if (entry && line.count) entry.dice = Math.min(line.count, card.max_dice || line.count);
    }
    update();
    $("typed-matches").replaceChildren();
    $("add-typed").hidden = true;
  }

  async function submit() {
    $("status").textContent = "Submitting…";
    const result = await B.postJSON(config.urls.submit, body());
    if (result.ok) { window.location.reload(); return; }
    $("status").textContent = result.body.message || "refused";
    showProblems(result.body.problems);
  }

  for (const card of config.cards) {
    picked.set(card.card, {card: card.card, title: card.title, dice: card.dice,
                           max_dice: card.max_dice, executed: card.executed});
  }
  for (const card of config.basicActions) {
    bacs.set(card.card, {card: card.card, title: card.title, executed: card.executed});
  }
  $("builder").hidden = false;
  $("search").addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(search, 250); });
  $("submit-picked").addEventListener("click", submit);
  $("find-typed").addEventListener("click", findTyped);
  $("add-typed").addEventListener("click", addTyped);
  renderPicked();
  if (picked.size || bacs.size) check();
})();
