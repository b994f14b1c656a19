// Helpers shared by the UI's pages (plain JS, no build step).
"use strict";
window.objbench = {
  // GETs JSON from url; throws with the server's message on an error status
  async getJson(url) {
    const r = await fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } });
    if (!r.ok) { throw new Error(r.status + " " + (await r.text())); }
    return r.json();
  },
  // POSTs a form (URLSearchParams or FormData) and returns the parsed JSON reply
  async postForm(url, body) {
    const r = await fetch(url, { method: "POST", credentials: "same-origin", body: body });
    const text = await r.text();
    try { return JSON.parse(text); } catch (e) { throw new Error(r.status + " " + text); }
  },
  // A <tr> with the given attributes; each cell is a value or {text, className, title, href}. Values are set
  // as text, never parsed as HTML, so names from workloads cannot inject markup.
  row(attrs, cells) {
    const tr = document.createElement("tr");
    Object.entries(attrs).forEach(([k, v]) => tr.setAttribute(k, String(v)));
    cells.forEach(c => {
      const td = document.createElement("td");
      const cell = c !== null && typeof c === "object" ? c : { text: c };
      const text = cell.text == null ? "" : String(cell.text);
      if (cell.href) { // a link (e.g. to a driver's page), its text still set as text
        const a = document.createElement("a");
        a.href = cell.href;
        a.textContent = text;
        td.appendChild(a);
      } else {
        td.textContent = text;
      }
      if (cell.className) { td.className = cell.className; }
      if (cell.title) { td.title = cell.title; }
      tr.appendChild(td);
    });
    return tr;
  },
  // calls fn now and every ms milliseconds, never overlapping
  poll(fn, ms) {
    const tick = async () => { try { await fn(); } finally { setTimeout(tick, ms); } };
    tick();
  }
};

// forms with data-confirm (cancel a run) ask first; the CSP forbids inline onsubmit handlers
document.addEventListener("submit", e => {
  const form = e.target;
  if (form instanceof HTMLFormElement && form.dataset.confirm && !window.confirm(form.dataset.confirm)) {
    e.preventDefault();
  }
});
