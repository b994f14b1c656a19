// Driver page: every 5 s, while the tab is shown, fetches the page again and swaps in its live
// part (missions, intervals, telemetry), so a running mission's state and numbers move.
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  setInterval(async () => {
    if (document.hidden) { return; }
    const reply = await fetch(location.pathname, { credentials: "same-origin" });
    if (!reply.ok) { return; }
    const fresh = new DOMParser().parseFromString(await reply.text(), "text/html").getElementById("driver-live");
    const now = document.getElementById("driver-live");
    if (fresh && now) { now.replaceWith(fresh); }
  }, 5000);
});
