/* The engine's reading of a card beside its printed text (issue 16 item 2), as the table's
 * card dialog and the judge board show it: what to draw, without the DOM, so Node tests it
 * (tests/games/test_reading_js.py). `info` is a card of the page's card table
 * (games/table.py card_info): `reading` [{kind, printed, reading}] and `execution`
 * {executed, reasons: [{code, words}]}. */
(function () {
  "use strict";

  /* {badge, label, why: [words], rows: [{printed, reading, kind}]} */
  function model(info) {
    const execution = (info && info.execution) || null;
    const rows = [];
    for (const line of (info && info.reading) || []) {
      rows.push({
        kind: line.kind,
        printed: line.printed || (line.kind === "keyword" ? "(keyword)" : "(no printed line)"),
        reading: line.reading,
      });
    }
    // each reason in words, with the card-text reader's category of an unread line
    const why = execution ? (execution.reasons || []).map(function (r) {
      return r.words + (r.why ? " (why: " + r.why + ")" : "");
    }) : [];
    let badge = "unknown";
    let label = "not checked";
    if (execution && execution.executed) { badge = "executed"; label = "executed"; }
    else if (execution) {
      badge = "text-only";
      label = "text only" + (why.length ? " (" + why.length + (why.length === 1 ? " reason)" : " reasons)") : "");
    }
    const readLines = rows.map(function (r) { return r.printed; });
    // a printed line the engine made nothing from (the reasons name it) is shown as not read
    for (const r of (execution && execution.reasons) || []) {
      if (r.code !== "line_not_read") continue;
      const m = /\u201c([\s\S]*)\u201d$/.exec(r.words);
      if (m && readLines.indexOf(m[1]) < 0) rows.push({kind: "ability", printed: m[1], reading: ""});
    }
    return {badge: badge, label: label, why: why, rows: rows};
  }

  const api = {model: model};
  if (typeof window !== "undefined") window.OvercrushReading = api;
  if (typeof module !== "undefined") module.exports = api;
})();
