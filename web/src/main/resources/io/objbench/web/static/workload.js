// Live view of one run: polls /ui/data/workloads/{id}/timeline every second for the new rows only.
"use strict";
(() => {
  const root = document.querySelector("[data-testid=live]");
  if (!root) { return; }
  const id = root.dataset.workload;
  const KEEP = 3600; // points per line, as many as the controller keeps
  const q = s => document.querySelector(s);
  let stage = "";
  let after = 0;
  let t0 = null;
  let charts = {};
  let driverCharts = {};
  let errors = {};
  let showedLast = false;

  function fmt(v, digits) { return v == null ? "–" : Number(v).toFixed(digits == null ? 2 : digits); }

  function resetStage(s) {
    stage = s; after = 0; t0 = null; charts = {}; errors = {}; driverCharts = {};
    q("[data-testid=live-charts]").replaceChildren();
    q("[data-testid=live-telemetry]").replaceChildren();
    q("[data-testid=current-metrics] tbody").replaceChildren();
    q("[data-testid=driver-metrics] tbody").replaceChildren();
    q("[data-testid=live-stage]").textContent = s || "–";
  }

  function chartsFor(op) {
    const open = op.points.some(p => p.targetRate != null);
    if (charts[op.opId] && open && !charts[op.opId].open) {
      // the first rows came without open-loop figures: rebuild this operation's charts with them
      charts[op.opId].box.remove();
      delete charts[op.opId];
    }
    if (!charts[op.opId]) {
      const box = document.createElement("div");
      box.className = "chart-row";
      const mk = (metric, title, y, names) => {
        const c = document.createElement("div");
        c.className = "chart";
        c.setAttribute("data-testid", "live-" + metric + "-" + op.label);
        box.appendChild(c);
        return objbenchCharts.series(c, op.label + " " + title, y, names);
      };
      // an open-loop operation (its points carry a target rate): achieved against target, and
      // the response time (from the intended start) with the service time and schedule lag
      charts[op.opId] = open ? {
        open: true, box: box,
        tput: mk("throughput", "achieved vs target rate", "op/s", ["achieved (started)", "target", "throughput (successes)"]),
        bw: mk("bandwidth", "bandwidth", "MB/s", ["bandwidth"]),
        lat: mk("latency", "latency (response from intended start)", "ms", ["p50", "p99", "max", "service p99", "lag p99"])
      } : {
        box: box,
        tput: mk("throughput", "throughput", "op/s", ["throughput"]),
        bw: mk("bandwidth", "bandwidth", "MB/s", ["bandwidth"]),
        lat: mk("latency", "latency", "ms", ["p50", "p99", "max"])
      };
      q("[data-testid=live-charts]").appendChild(box);
    }
    return charts[op.opId];
  }

  // Rows are built as DOM nodes with text content: operation and driver names come from the
  // workload and must never be parsed as markup.
  function showCurrent(ops) {
    const rows = ops.filter(o => o.points.length).map(o => {
      const p = o.points[o.points.length - 1];
      return objbench.row({ "data-testid": "current-row", "data-op": o.label }, [
        o.label, num(p.successes), num(fmt(p.throughput)), num(fmt(p.bandwidth == null ? null : p.bandwidth / 1e6)),
        num(fmt(p.avgMs)), num(fmt(p.p50Ms, 3)), num(fmt(p.p99Ms, 3)), num(fmt(p.maxMs, 3)),
        num(p.failures == null ? "–" : p.failures)]);
    });
    if (rows.length) { q("[data-testid=current-metrics] tbody").replaceChildren(...rows); }
    // open loop: achieved against target and the three latencies of the latest interval
    const open = ops.filter(o => o.points.length && o.points[o.points.length - 1].targetRate != null).map(o => {
      const p = o.points[o.points.length - 1];
      const low = p.achievedRate != null && p.achievedRate < p.targetRate * 0.99;
      return o.label + ": target " + fmt(p.targetRate, 1) + " op/s, achieved " + fmt(p.achievedRate, 1) + " op/s"
        + (low ? " (below target)" : "") + "; p99 response " + fmt(p.p99Ms, 3) + " ms, service "
        + fmt(p.serviceP99Ms, 3) + " ms, schedule lag " + fmt(p.lagP99Ms, 3) + " ms";
    });
    const line = q("[data-testid=live-open-loop]");
    line.hidden = !open.length;
    line.textContent = open.length ? "Open loop (latest interval): " + open.join(" · ") : "";
  }

  function showDrivers(drivers) {
    if (!drivers || !drivers.length) { return; }
    q("[data-testid=driver-metrics] tbody").replaceChildren(...drivers.map(d =>
      objbench.row({ "data-testid": "live-driver-row", "data-driver": d.driver, "data-op": d.label }, [
        d.driver, d.label, num(d.successes), num(fmt(d.throughput)),
        num(fmt(d.bandwidth == null ? null : d.bandwidth / 1e6)), num(fmt(d.p99Ms, 3)), num(d.failures)])));
  }

  function num(v) { return { text: v, className: "num" }; }

  function apply(series) {
    if (!series) { return; }
    if (series.stage !== stage) { resetStage(series.stage); }
    series.ops.forEach(op => {
      const c = chartsFor(op);
      op.points.forEach(p => {
        if (t0 == null) { t0 = p.atMillis; }
        const x = (p.atMillis - t0) / 1000;
        c.tput.push(x, c.open ? [p.achievedRate, p.targetRate, p.throughput] : [p.throughput], KEEP);
        c.bw.push(x, [p.bandwidth == null ? null : p.bandwidth / 1e6], KEEP);
        c.lat.push(x, c.open ? [p.p50Ms, p.p99Ms, p.maxMs, p.serviceP99Ms, p.lagP99Ms] : [p.p50Ms, p.p99Ms, p.maxMs], KEEP);
        Object.entries(p.errors || {}).forEach(([k, n]) => { errors[k] = (errors[k] || 0) + n; });
      });
      c.tput.draw(); c.bw.draw(); c.lat.draw();
    });
    after = series.lastVersion;
    showCurrent(series.ops);
    showDrivers(series.drivers);
    const kinds = Object.entries(errors);
    q("[data-testid=errors]").textContent = kinds.length ? kinds.map(([k, n]) => k + " " + n).join(", ") : "none";
  }

  // each driver's own CPU (process and host, %), GC pause time and scheduling lag (ms) per
  // interval: the server sends the stage's last rows whole, so each chart is redrawn from them
  function telemetry(rows) {
    const drivers = (rows || []).map(r => r.driver).filter((d, i, all) => all.indexOf(d) === i);
    drivers.forEach(driver => {
      if (!driverCharts[driver]) {
        const c = document.createElement("div");
        c.className = "chart";
        c.setAttribute("data-testid", "live-telemetry-" + driver);
        q("[data-testid=live-telemetry]").appendChild(c);
        driverCharts[driver] = objbenchCharts.series(c, `driver ${driver}: CPU, GC and scheduling lag`,
          "% (CPU) · ms (GC, lag)", ["process CPU %", "host CPU %", "GC pauses ms", "scheduling lag ms"]);
      }
      const chart = driverCharts[driver];
      chart.chart.data.datasets.forEach(d => { d.data = []; });
      const own = rows.filter(r => r.driver === driver);
      const start = own[0].startMicros;
      const pct = v => v == null ? null : v * 100;
      own.forEach(r => chart.push((r.endMicros - start) / 1e6, [pct(r.telemetry.processCpu), pct(r.telemetry.hostCpu),
        r.telemetry.gcPauseMicros / 1000, r.telemetry.lagMaxMicros / 1000]));
      chart.draw();
    });
  }

  function header(u) {
    const state = q("[data-testid=run-state]");
    state.textContent = u.state; state.className = "state-" + u.state;
    const end = u.stoppedMillis || Date.now();
    q("[data-testid=run-elapsed]").textContent = u.startedMillis ? Math.round((end - u.startedMillis) / 1000) + " s" : "–";
    const left = q("[data-testid=run-left]");
    if (left) { left.textContent = u.active && u.timeLeft ? u.timeLeft : "–"; }
    u.stages.forEach(s => {
      const cell = q(`[data-testid=stage-row][data-stage="${CSS.escape(s.id)}"] [data-testid=stage-state]`);
      if (cell) { cell.textContent = s.state; cell.className = "state-" + s.state; }
    });
  }

  async function tick() {
    const u = await objbench.getJson(`/ui/data/workloads/${encodeURIComponent(id)}/timeline?stage=${encodeURIComponent(stage)}&after=${after}`);
    header(u);
    apply(u.series);
    try { telemetry(u.telemetry); } catch (e) { console.warn(e); }
    if (u.active && u.currentStage && u.currentStage !== stage) { resetStage(u.currentStage); }
    if (!u.active && !u.series && !showedLast) {
      // an ended run: show its last stage that ran (from the archive), then stop
      showedLast = true;
      const last = [...u.stages].reverse().find(s => s.state !== "WAITING");
      if (last) { resetStage(last.id); return true; }
    }
    if (!u.active) {
      const cancel = q("[data-testid=cancel-form]");
      if (cancel) { cancel.remove(); }
      q("[data-testid=report-link]").hidden = false;
      root.dataset.active = "false";
      return false;
    }
    return true;
  }

  async function loop() {
    let again = true;
    try { again = await tick(); } catch (e) { console.warn(e); }
    if (again) { setTimeout(loop, 1000); }
  }
  loop();
})();
