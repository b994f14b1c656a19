// Report of a finished run: latency histogram and CDF per operation, throughput and p99 series per stage.
"use strict";
(() => {
  const root = document.querySelector("[data-testid=report]");
  if (!root) { return; }
  const id = encodeURIComponent(root.dataset.workload);

  // a capacity search: one latency–throughput chart per latency objective
  function capacity(search) {
    if (!search || !search.curves) { return; }
    search.curves.forEach((c, i) => {
      const box = root.querySelector(`[data-chart=capacity][data-curve="${i}"]`);
      if (box) { objbenchCharts.capacity(box, `${c.metric} against achieved throughput (SLO ${c.slo})`, c, search.loadUnit); }
    });
  }

  async function distributions() {
    const report = await objbench.getJson(`/ui/data/workloads/${id}/report`);
    capacity(report.search);
    report.stages.forEach(s => s.ops.forEach(o => {
      const sel = `[data-stage="${CSS.escape(s.id)}"][data-op="${CSS.escape(o.opId)}"]`;
      const h = root.querySelector(`[data-chart=histogram]${sel}`);
      if (h) { objbenchCharts.histogram(h, o.label + " response-time histogram", o.distribution.buckets); }
      const c = root.querySelector(`[data-chart=cdf]${sel}`);
      if (c) { objbenchCharts.cdf(c, o.label + " response-time CDF", [{ name: o.label, cdf: o.distribution.cdf }]); }
    }));
  }

  async function series(container) {
    const stage = container.dataset.stage;
    const metric = container.dataset.metric;
    const u = await objbench.getJson(`/ui/data/workloads/${id}/timeline?stage=${encodeURIComponent(stage)}&after=0`);
    if (!u.series || !u.series.ops.some(o => o.points.length)) {
      container.innerHTML = '<p class="muted">No time series for this stage.</p>';
      return;
    }
    const names = u.series.ops.map(o => o.label);
    const title = metric === "throughput" ? "throughput over time" : "p99 response time over time";
    const chart = objbenchCharts.series(container, title, metric === "throughput" ? "op/s" : "ms", names);
    const t0 = Math.min(...u.series.ops.flatMap(o => o.points.map(p => p.atMillis)).filter(t => t > 0), Infinity);
    const rows = u.series.ops.length ? u.series.ops[0].points.length : 0;
    for (let i = 0; i < rows; i++) {
      const p0 = u.series.ops[0].points[i];
      const x = p0.atMillis && isFinite(t0) ? (p0.atMillis - t0) / 1000 : i;
      chart.push(x, u.series.ops.map(o => o.points[i] ? o.points[i][metric] : null));
    }
    chart.draw();
  }

  distributions().catch(e => console.warn(e));
  root.querySelectorAll("[data-chart=series]").forEach(c => series(c).catch(e => console.warn(e)));
})();
