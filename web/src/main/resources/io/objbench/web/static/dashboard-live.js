// Dashboard refresh: every few seconds while the tab is visible, the dashboard is fetched again
// and its drivers, active and history tables replaced, so a run's stage and end show without a
// reload. Ticked "compare" boxes stay ticked; polling stops while the tab is hidden.
"use strict";
(() => {
  const EVERY_MS = 2500;
  const TABLES = ["drivers-table", "active-table", "history-table"];
  let timer = null;
  let busy = false;

  const table = (doc, id) => doc.querySelector(`[data-testid="${id}"]`);

  async function refresh() {
    if (busy) { return; }
    busy = true;
    try {
      const r = await fetch("/ui/", { credentials: "same-origin", headers: { Accept: "text/html" } });
      if (!r.ok || r.redirected) { return; } // a lost session: leave the page as it is
      const doc = new DOMParser().parseFromString(await r.text(), "text/html");
      const ticked = new Set([...document.querySelectorAll(".compare-pick:checked")].map(c => c.value));
      TABLES.forEach(id => {
        const now = table(document, id);
        const next = table(doc, id);
        // same markup: nothing to do (keeps focus and open <details> as they are)
        if (!now || !next || now.innerHTML === next.innerHTML) { return; }
        now.replaceWith(document.importNode(next, true));
      });
      document.querySelectorAll(".compare-pick").forEach(c => { c.checked = ticked.has(c.value); });
      document.body.dataset.refreshed = String(Number(document.body.dataset.refreshed || 0) + 1);
    } catch (e) {
      console.warn(e);
    } finally {
      busy = false;
    }
  }

  function start() {
    if (timer == null) { timer = setInterval(refresh, EVERY_MS); }
  }

  function stop() {
    if (timer != null) { clearInterval(timer); timer = null; }
  }

  document.addEventListener("DOMContentLoaded", () => {
    if (!table(document, "active-table")) { return; }
    document.addEventListener("visibilitychange", () => {
      if (document.hidden) { stop(); } else { refresh(); start(); }
    });
    if (!document.hidden) { start(); }
  });
})();
