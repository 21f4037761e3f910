/* Small helpers of the server-rendered pages: round clocks, the find-my-name box, and
   pausing a live refresh while someone reads an opened "why". No user text is ever
   inserted as HTML here: the server renders (and escapes) every fragment. */
(function () {
  "use strict";

  function pad(n) { return String(n).padStart(2, "0"); }

  function tickClocks() {
    document.querySelectorAll("[data-clock]").forEach(function (box) {
      var face = box.querySelector(".clock");
      if (!face || box.dataset.called) { return; }
      var left = Math.round((Date.parse(box.dataset.deadline) - Date.now()) / 1000);
      if (isNaN(left)) { return; }
      if (left <= 0) {
        face.textContent = "Time!";
        face.classList.add("over");
        return;
      }
      var h = Math.floor(left / 3600), m = Math.floor((left % 3600) / 60), s = left % 60;
      face.textContent = (h ? h + ":" + pad(m) : m) + ":" + pad(s);
    });
  }

  function applyFind() {
    var input = document.getElementById("find");
    if (!input) { return; }
    var query = input.value.trim().toLowerCase();
    var shown = 0, total = 0;
    document.querySelectorAll(".pairing[data-names]").forEach(function (card) {
      total += 1;
      var hit = !query || card.dataset.names.indexOf(query) !== -1;
      card.hidden = !hit;
      if (hit) { shown += 1; }
    });
    var status = document.getElementById("find-status");
    if (status) { status.textContent = query ? shown + " of " + total + " tables match" : ""; }
  }

  document.addEventListener("input", function (event) {
    if (event.target && event.target.id === "find") { applyFind(); }
  });

  document.body.addEventListener("htmx:beforeRequest", function (event) {
    // A polling refresh would close the "why" someone opened or steal their focus.
    var target = event.detail.elt;
    if (target && target.id === "live" &&
        (target.querySelector("details[open]") || target.contains(document.activeElement))) {
      event.preventDefault();
    }
  });
  document.body.addEventListener("htmx:afterSettle", function (event) {
    applyFind();
    tickClocks();
    if (event.detail.elt && event.detail.elt.id === "live") {
      var updated = document.getElementById("updated");
      if (updated) { updated.textContent = "Updated " + new Date().toLocaleTimeString(); }
    }
  });

  tickClocks();
  setInterval(tickClocks, 1000);
})();
