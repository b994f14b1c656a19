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

  // each driver's own CPU (process and host, %), GC pause time and scheduling lag (ms) per interval
  function telemetry(stage) {
    (stage.telemetry || []).map(r => r.driver).filter((d, i, all) => all.indexOf(d) === i).forEach(driver => {
      const box = root.querySelector(`[data-chart=telemetry][data-stage="${CSS.escape(stage.id)}"][data-driver="${CSS.escape(driver)}"]`);
      if (!box) { return; }
      const rows = stage.telemetry.filter(r => r.driver === driver);
      const chart = objbenchCharts.series(box, `driver ${driver}: CPU, GC and scheduling lag`, "% (CPU) · ms (GC, lag)",
        ["process CPU %", "host CPU %", "GC pauses ms", "scheduling lag ms"]);
      const t0 = rows.length ? rows[0].startMicros : 0;
      const pct = v => v == null ? null : v * 100;
      rows.forEach(r => chart.push((r.endMicros - t0) / 1e6, [pct(r.telemetry.processCpu), pct(r.telemetry.hostCpu),
        r.telemetry.gcPauseMicros / 1000, r.telemetry.lagMaxMicros / 1000]));
      chart.draw();
    });
  }

  async function distributions() {
    // a long run's report page shows one page of stages (the pager says which): fetch only theirs
    const pager = root.querySelector("[data-testid=stage-pager]");
    const report = await objbench.getJson(`/ui/data/workloads/${id}/report`
      + (pager ? "?page=" + encodeURIComponent(pager.dataset.page) : ""));
    capacity(report.search);
    report.stages.forEach(s => { try { telemetry(s); } catch (e) { console.warn(e); } });
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
    // two works of one type share a label: the work's name tells their lines apart
    const names = u.series.ops.map(o => u.series.ops.some(x => x.opId !== o.opId && x.label === o.label) && o.work
      ? o.label + " (" + o.work + ")" : o.label);
    const tput = metric === "throughput";
    const title = tput ? "throughput over time" : "p99 response time over time";
    // the throughput chart adds each operation's failure share (right-hand axis, shown once there is a failure)
    const lines = tput ? names.concat(names.map(n => ({ name: n + " failed %", axis: "failed" }))) : names;
    const chart = objbenchCharts.series(container, title, tput ? "op/s" : "ms", lines);
    const t0 = Math.min(...u.series.ops.flatMap(o => o.points.map(p => p.atMillis)).filter(t => t > 0), Infinity);
    const rows = u.series.ops.length ? u.series.ops[0].points.length : 0;
    for (let i = 0; i < rows; i++) {
      const p0 = u.series.ops[0].points[i];
      const x = p0.atMillis && isFinite(t0) ? (p0.atMillis - t0) / 1000 : i;
      const values = u.series.ops.map(o => o.points[i] ? o.points[i][metric] : null);
      chart.push(x, tput ? values.concat(u.series.ops.map(o => o.points[i] ? o.points[i].failedPercent : null)) : values);
    }
    marks(chart.chart, container, Number(container.dataset.warmupIntervals || 0), u.progress, t0);
    chart.draw();
  }

  // The same marks as the live page (chart-marks.js): a dashed grey line where the steady window
  // begins (the end of the last warm-up interval's row) and a red one where a driver was lost
  // (the archive's driver events, to the second).
  function marks(chart, container, warmupIntervals, progress, t0) {
    const first = chart.data.datasets[0] ? chart.data.datasets[0].data : [];
    const lines = [];
    if (warmupIntervals > 0 && first.length > warmupIntervals) {
      lines.push({ x: first[warmupIntervals - 1].x, label: "steady window begins", kind: "boundary" });
    }
    if (progress && isFinite(t0)) {
      (progress.events || []).filter(e => e.kind === "LOST")
        .forEach(e => lines.push({ x: (e.atMillis - t0) / 1000, label: e.driver + " lost" }));
    }
    chart.options.plugins.objbenchMarks = { bands: [], lines: lines };
    container.dataset.marks = lines.map(l => l.label).join(",");
  }

  // a stage with size classes: ops/s (log) and MB/s per class, one line per operation kind
  function sizeClasses(container) {
    const sc = JSON.parse(container.dataset.classes);
    const ops = container.dataset.chart === "class-ops";
    const list = sc.series.filter(s => ops || s.kind !== "delete")
      .map(s => ({ name: s.kind, values: ops ? s.opsPerSecond : s.mbPerSecond }));
    objbenchCharts.categories(container, ops ? "operations per second by object size (log scale)"
      : "bandwidth by object size", ops ? "op/s" : "MB/s", sc.labels, list, ops);
  }

  root.querySelectorAll("[data-chart=class-ops], [data-chart=class-mbps]").forEach(c => {
    try { sizeClasses(c); } catch (e) { console.warn(e); }
  });
  distributions().catch(e => console.warn(e));
  root.querySelectorAll("[data-chart=series]").forEach(c => series(c).catch(e => console.warn(e)));
})();
