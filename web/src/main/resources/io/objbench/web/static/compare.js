// Compare runs: overlaid CDFs per op label, throughput vs workers and bandwidth vs object size.
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

  draw().catch(e => console.warn(e));
})();
