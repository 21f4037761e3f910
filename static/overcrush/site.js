// Behaviour every page may use, in a static file: the Content-Security-Policy (config/csp.py)
// refuses inline event handlers. A [data-print] button or link prints the page.
(function () {
  "use strict";
  document.addEventListener("click", function (event) {
    var target = event.target.closest ? event.target.closest("[data-print]") : null;
    if (!target) return;
    event.preventDefault();
    window.print();
  });
})();
