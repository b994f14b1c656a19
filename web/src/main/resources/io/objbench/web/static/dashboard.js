// Dashboard: "Compare selected" opens the compare page with the ticked history rows.
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  const button = document.getElementById("compare-button");
  if (!button) { return; }
  button.addEventListener("click", () => {
    const ids = [...document.querySelectorAll(".compare-pick:checked")].map(c => c.value);
    // nothing ticked: say so rather than do nothing
    document.getElementById("compare-none").hidden = ids.length > 0;
    if (ids.length > 0) { window.location.href = "/ui/compare?ids=" + encodeURIComponent(ids.join(",")); }
  });
});
