/* What the pages' scripts share: making elements, and talking to the JSON API (the board
 * itself is drawn by dice.js and mat.js). Everything users wrote (names, card ids, texts)
 * goes into the page as textContent only. */
(function () {
  "use strict";

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

  window.OvercrushBoard = {
    el: el, setText: setText, getJSON: getJSON, postJSON: postJSON, errorText: errorText,
  };
})();
