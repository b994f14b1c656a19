// Adaptive units for the live and report pages: a latency in ms shown in µs, ms or s with three
// significant digits (a 37 µs mean must not read "0.00 ms"), the exact value in the title.
"use strict";
window.objbenchUnits = (() => {
  const three = v => String(Number(v.toPrecision(3)));

  // ms → {text, title}; null/undefined/NaN → "–"
  function latency(ms) {
    if (ms == null || !isFinite(ms)) { return { text: "–", title: "" }; }
    const exact = Number(ms) + " ms";
    const a = Math.abs(ms);
    // the histograms count whole µs: 0 is a time below their resolution, not no time
    if (a === 0) { return { text: "< 1 µs", title: "0 ms (below the 1 µs resolution)" }; }
    if (a < 1) { return { text: three(ms * 1000) + " µs", title: exact }; }
    if (a < 1000) { return { text: three(ms) + " ms", title: exact }; }
    return { text: three(ms / 1000) + " s", title: exact };
  }

  // a table cell (objbench.row) for a latency in ms
  function latencyCell(ms) {
    const l = latency(ms);
    return { text: l.text, title: l.title, className: "num" };
  }

  // seconds → "45 s", "3 min 05 s", "1 h 02 min"
  function duration(seconds) {
    if (seconds == null || !isFinite(seconds) || seconds < 0) { return "–"; }
    const s = Math.round(seconds);
    if (s < 60) { return s + " s"; }
    if (s < 3600) { return Math.floor(s / 60) + " min " + String(s % 60).padStart(2, "0") + " s"; }
    return Math.floor(s / 3600) + " h " + String(Math.floor(s % 3600 / 60)).padStart(2, "0") + " min";
  }

  // epoch ms → local wall-clock time "14:05:09"
  function clock(millis) {
    return new Date(millis).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: false });
  }

  return { latency, latencyCell, duration, clock };
})();
