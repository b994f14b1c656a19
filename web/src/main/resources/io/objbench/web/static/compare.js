// Compare runs: each later run's verdicts against the first, overlaid CDFs per op label, throughput vs
// workers and bandwidth vs object size.
"use strict";
(() => {
  const root = document.querySelector("[data-testid=compare]");
  if (!root || !root.dataset.ids) { return; }

  // groups entries by key(entry) into [{name, points}] sorted by x
  function lines(entries, key, x, y) {
    const groups = new Map();
    entries.forEach(e => {
      const xv = x(e); const yv = y(e);
      if (xv == null || yv == null) { return; }
      const k = key(e);
      if (!groups.has(k)) { groups.set(k, []); }
      groups.get(k).push({ x: xv, y: yv });
    });
    return [...groups].map(([name, points]) => ({ name, points: points.sort((a, b) => a.x - b.x) }));
  }

  async function draw() {
    const c = await objbench.getJson(`/ui/data/compare?ids=${encodeURIComponent(root.dataset.ids)}`);
    c.labels.forEach(label => {
      const box = [...root.querySelectorAll("[data-chart=cdf]")].find(b => b.dataset.label === label);
      if (!box) { return; }
      const list = c.entries.filter(e => e.op.label === label && e.op.distribution.cdf.length)
        .map(e => ({ name: e.runId + " " + e.stage, cdf: e.op.distribution.cdf }));
      objbenchCharts.cdf(box, label + " response-time CDF", list);
    });
    const tw = root.querySelector("[data-chart=throughput-workers]");
    if (tw) {
      objbenchCharts.xy(tw, "throughput vs workers", "workers", "op/s",
        lines(c.entries, e => e.op.label, e => e.stageWorkers || null, e => e.op.throughput), false);
    }
    const bs = root.querySelector("[data-chart=bandwidth-size]");
    if (bs) {
      objbenchCharts.xy(bs, "bandwidth vs object size", "object size bytes", "MB/s",
        lines(c.entries, e => e.op.label, e => e.op.sizeBytes, e => e.op.bandwidth == null ? null : e.op.bandwidth / 1e6), true);
    }
  }

  // a number as the table shows it ("–" for none: the JSON has null, or "NaN" for no value)
  function num(v, digits) {
    return typeof v === "number" && isFinite(v) ? String(Number(v.toFixed(digits))) : "–";
  }

  // a ratio B/A as a signed change in per cent
  function pct(r) {
    if (typeof r !== "number" || !isFinite(r)) { return "–"; }
    const x = (r - 1) * 100;
    return (x < 0 ? "-" : "+") + Math.abs(x).toFixed(1) + " %";
  }

  function element(tag, attrs, text) {
    const e = document.createElement(tag);
    Object.entries(attrs).forEach(([k, v]) => e.setAttribute(k, String(v)));
    if (text != null) { e.textContent = text; }
    return e;
  }

  const VERDICT_CLASS = { "slower": "error", "faster": "ok", "not enough intervals": "warn" };

  // one comparison (RunComparison JSON, or {a, b, error}) as the section the page shows
  function verdictSection(v) {
    const section = element("section", { "data-testid": "compare-verdicts", "data-a": v.a, "data-b": v.b });
    section.appendChild(element("h2", {}, `${v.b} against ${v.a}`));
    if (v.error != null) {
      section.appendChild(element("p", { "class": "error", "data-testid": "compare-verdicts-error" }, "Cannot compare: " + v.error));
      return section;
    }
    section.appendChild(element("p", { "class": "muted" }, `Change of ${v.b} over ${v.a} with its ${Math.round(v.confidence * 100)} % `
      + "interval from batch means of the in-window intervals; a difference is called when significant after "
      + `Holm–Bonferroni and at least ${num(v.minChange * 100, 1)} % (docs/metrics.md, “Comparing runs”).`));
    const table = element("table", { "data-testid": "compare-verdicts-table" });
    const head = element("tr", {});
    ["Stage", "Op", "Metric", v.a, v.b, "Change", "95 % interval", "Batches", "Verdict"]
      .forEach(h => head.appendChild(element("th", {}, h)));
    table.appendChild(element("thead", {})).appendChild(head);
    const body = table.appendChild(element("tbody", {}));
    v.ops.forEach(o => o.metrics.forEach(m => {
      const interval = typeof m.low === "number" && typeof m.high === "number" ? `[${pct(m.low)}, ${pct(m.high)}]` : "–";
      body.appendChild(objbench.row(
        { "data-testid": "compare-verdict", "data-stage": o.stage, "data-op": o.op, "data-metric": m.metric, "data-verdict": m.verdict },
        [o.stage, o.op, `${m.metric} ${m.unit}`,
          { text: num(m.a, 3), className: "num" }, { text: num(m.b, 3), className: "num" },
          { text: pct(m.ratio), className: "num" }, { text: interval, className: "num" },
          { text: `${m.batchesA}/${m.batchesB}`, className: "num" },
          { text: m.verdict, className: VERDICT_CLASS[m.verdict] || "muted" }]));
    }));
    section.appendChild(table);
    v.unmatched.forEach(u => section.appendChild(element("p", { "class": "warn", "data-testid": "compare-unmatched" },
      `Not compared: ${u.op != null ? "operation " + u.op + " of " : ""}stage ${u.stage}, only in ${u.onlyIn}`)));
    return section;
  }

  async function verdicts() {
    const box = root.querySelector("[data-testid=compare-verdicts-box]");
    if (!box) { return; }
    try {
      const list = await objbench.getJson(`/ui/data/compare/verdicts?ids=${encodeURIComponent(root.dataset.ids)}`);
      box.replaceChildren(...list.map(verdictSection));
    } catch (e) {
      box.replaceChildren(element("p", { "class": "error", "data-testid": "compare-verdicts-error" }, "Cannot compare: " + e.message));
    }
  }

  verdicts();
  draw().catch(e => console.warn(e));
})();
