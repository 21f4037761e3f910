/* Dice drawn as dice: one SVG per die face (energy symbols; a character's level, fielding
 * cost, A and D; bursts; action faces), and the words a screen reader says for it.
 * Only numbers and our own shapes go into the SVG; names go in as textContent. */
(function () {
  "use strict";

  const NS = "http://www.w3.org/2000/svg";
  // Energy type colours (dark enough for white marks and for a 3:1 outline on light dice).
  const ENERGY = {
    fist: {color: "#a4161a", word: "fist"},
    bolt: {color: "#8a5a00", word: "bolt"},
    mask: {color: "#5b2a86", word: "mask"},
    shield: {color: "#1e6b34", word: "shield"},
    wild: {color: "#1b1f24", word: "Wild"},
    generic: {color: "#4f5863", word: "generic"},
  };
  // 24 x 24 shapes of our own for each symbol.
  const SHAPES = {
    fist: "M6 9a2 2 0 0 1 4 0v-1a2 2 0 0 1 4 0a2 2 0 0 1 4 0v7c0 4-3 6-6 6h-1c-3 0-5-2-5-5z",
    bolt: "M14 2L5 14h6l-2 8 10-13h-6l2-7z",
    mask: "M2 8c3-2 6-2 10 0c4-2 7-2 10 0c0 6-3 9-6 9c-2 0-3-2-4-3c-1 1-2 3-4 3c-3 0-6-3-6-9z" +
      "M6 10.5a2 1.5 0 1 0 4 0a2 1.5 0 1 0-4 0zM14 10.5a2 1.5 0 1 0 4 0a2 1.5 0 1 0-4 0z",
    shield: "M12 2l8 3v6c0 6-4 9-8 11c-4-2-8-5-8-11V5z",
    generic: "M12 3l2.6 6 6.4.5-4.9 4.2 1.5 6.3L12 16.7 6.4 20l1.5-6.3L3 9.5l6.4-.5z",
  };

  function node(tag, attrs, text) {
    const el = document.createElementNS(NS, tag);
    for (const [key, value] of Object.entries(attrs || {})) el.setAttribute(key, String(value));
    if (text !== undefined) el.textContent = String(text);
    return el;
  }

  // A light body colour per card (sidekicks white), so dice of one card look alike.
  function bodyColor(cardId, kind) {
    if (kind === "sidekick") return "#ffffff";
    let hash = 0;
    for (const ch of String(cardId)) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
    return "hsl(" + (hash % 360) + ", 70%, 90%)";
  }

  function initials(name) {
    const words = String(name || "?").split(/\s+/).filter(Boolean);
    return (words.length > 1 ? words[0][0] + words[1][0] : String(name).slice(0, 2)).toUpperCase();
  }

  function symbol(svg, name, x, y, size) {
    const group = node("g", {transform: "translate(" + x + " " + y + ") scale(" + size / 24 + ")"});
    const color = (ENERGY[name] || ENERGY.generic).color;
    if (name === "wild") {
      group.appendChild(node("circle", {cx: 12, cy: 12, r: 10, fill: color}));
      group.appendChild(node("text", {x: 12, y: 17, "text-anchor": "middle", "font-size": 15,
        "font-weight": 700, fill: "#ffffff"}, "?"));
    } else {
      group.appendChild(node("path", {d: SHAPES[name] || SHAPES.generic, fill: color,
        "fill-rule": "evenodd"}));
    }
    svg.appendChild(group);
  }

  function bursts(svg, count) {
    for (let i = 0; i < (count || 0); i++) {
      svg.appendChild(node("path", {
        d: "M0-5l1.4 3.1 3.4.3-2.6 2.3.8 3.3L0 2.3-3 4l.8-3.3-2.6-2.3 3.4-.3z",
        transform: "translate(" + (9 + i * 10) + " 51)", fill: "#1b1f24",
      }));
    }
  }

  /* The SVG of a die (view JSON: card, face_kind, level, cost, attack, defense, symbols,
   * bursts, damage); `card` is its card info (name, kind). */
  function svg(die, card) {
    const kind = card ? card.kind : "";
    const el = node("svg", {viewBox: "0 0 60 60", width: 52, height: 52, "aria-hidden": "true",
      focusable: "false", class: "die-svg"});
    el.appendChild(node("rect", {x: 2, y: 2, width: 56, height: 56, rx: 10,
      fill: bodyColor(die.card, kind), stroke: "#1b1f24", "stroke-width": 2}));
    const name = card ? card.name : die.card;
    if (die.face_kind === "energy") {
      const symbols = die.symbols || [];
      if (symbols.length === 1) symbol(el, symbols[0], 14, 12, 32);
      else symbols.forEach(function (s, i) { symbol(el, s, 6 + i * 25, 16, 24); });
      bursts(el, die.bursts);
    } else if (die.face_kind === "character") {
      el.appendChild(node("circle", {cx: 13, cy: 13, r: 9, fill: "#1b1f24"}));
      el.appendChild(node("text", {x: 13, y: 17.5, "text-anchor": "middle", "font-size": 13,
        "font-weight": 700, fill: "#ffffff"}, die.cost));
      el.appendChild(node("text", {x: 50, y: 18, "text-anchor": "middle", "font-size": 14,
        "font-weight": 700, fill: "#a4161a"}, die.attack));
      el.appendChild(node("text", {x: 50, y: 53, "text-anchor": "middle", "font-size": 14,
        "font-weight": 700, fill: "#0b3d91"}, die.defense));
      el.appendChild(node("text", {x: 30, y: 36, "text-anchor": "middle", "font-size": 13,
        "font-weight": 700, fill: "#1b1f24"}, initials(name)));
      for (let i = 0; i < (die.level || 0); i++) {
        el.appendChild(node("circle", {cx: 24 + i * 6, cy: 44, r: 2.2, fill: "#1b1f24"}));
      }
      bursts(el, die.bursts);
    } else if (die.face_kind === "action") {
      el.appendChild(node("path", {d: "M30 9l5 13 14 1-11 9 4 14-12-8-12 8 4-14-11-9 14-1z",
        fill: "#ffffff", stroke: "#1b1f24", "stroke-width": 2}));
      el.appendChild(node("text", {x: 30, y: 35, "text-anchor": "middle", "font-size": 10,
        "font-weight": 700, fill: "#1b1f24"}, initials(name)));
      bursts(el, die.bursts);
    } else {
      el.appendChild(node("text", {x: 30, y: 36, "text-anchor": "middle", "font-size": 15,
        "font-weight": 700, fill: "#1b1f24"}, initials(name)));
    }
    if (die.damage) {
      el.appendChild(node("rect", {x: 34, y: 24, width: 24, height: 14, rx: 4, fill: "#a4161a"}));
      el.appendChild(node("text", {x: 46, y: 35, "text-anchor": "middle", "font-size": 11,
        "font-weight": 700, fill: "#ffffff"}, "-" + die.damage));
    }
    return el;
  }

  // A die's number: the last part of "p<seat>:<card>:<n>" (a token's card has colons).
  function number(id) {
    const parts = String(id).split(":");
    return parts.length >= 3 ? parts[parts.length - 1] : "";
  }

  function energyWords(symbols) {
    return (symbols || []).map(function (s) { return (ENERGY[s] || {word: s}).word; }).join(" + ");
  }

  /* What a die is, in words: "Jubilee #2: level 2 character, field cost 1, 3 A, 2 D". */
  function words(die, card) {
    const name = (card ? card.name : die.card) + " #" + number(die.id);
    let text = name;
    if (die.face_kind === "energy") text += ": energy " + energyWords(die.symbols);
    else if (die.face_kind === "character") {
      text += ": level " + die.level + " character, field cost " + die.cost + ", " +
        die.attack + " A, " + die.defense + " D";
    } else if (die.face_kind === "action") text += ": action";
    if (die.bursts) text += ", " + die.bursts + (die.bursts > 1 ? " bursts" : " burst");
    if (die.damage) text += ", " + die.damage + " damage";
    if (die.partially_spent) text += ", partly spent";
    return text;
  }

  /* The SVG of a card's face (card info faces), for the card details. */
  function faceSvg(face, cardId, card) {
    const die = {card: cardId, face_kind: face.kind, level: face.level, cost: face.cost,
      attack: face.attack, defense: face.defense, symbols: face.symbols, bursts: face.bursts, id: ""};
    return svg(die, card);
  }

  window.OvercrushDice = {
    svg: svg, words: words, faceSvg: faceSvg, number: number, energyWords: energyWords,
    ENERGY: ENERGY,
  };
})();
