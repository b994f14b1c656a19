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
  let progress = null;     // the stage's progress from the last update (stage n of m, clock, ramps, events)
  let driverRows = {};     // driver + op → its last row and when it was seen: a lost driver's rows stay
  let lost = {};           // driver → epoch ms it was lost
  let runActive = true;
  let names = {};          // op id → what the page calls it: its label, with its work's name when two share a label
  let works = {};          // op id → its work's name
  let perDriver = {};      // op id → driver → {tput: [{x, y}], lat: [{x, y}]}
  const U = window.objbenchUnits;

  function fmt(v, digits) { return v == null ? "–" : Number(v).toFixed(digits == null ? 2 : digits); }

  function resetStage(s) {
    // the same stage again (its run ended: the archive's rows replace the live ones): what only the
    // live rows had (per-driver rows and lines, errors by kind, lost drivers, the stage's time origin) stays
    const same = s === stage;
    stage = s; after = 0; charts = {}; driverCharts = {}; names = {}; works = {};
    if (!same) { t0 = null; errors = {}; driverRows = {}; lost = {}; perDriver = {}; }
    progress = null;
    q("[data-testid=short-stage]").hidden = true;
    q("[data-testid=live-charts]").replaceChildren();
    q("[data-testid=live-telemetry]").replaceChildren();
    q("[data-testid=current-metrics] tbody").replaceChildren();
    if (!same) { q("[data-testid=driver-metrics] tbody").replaceChildren(); }
    q("[data-testid=live-stage]").textContent = s || "–";
  }

  // Two works of one type in a stage have operations of the same label: the work's name tells them apart
  function nameOps(ops) {
    ops.forEach(o => {
      works[o.opId] = o.work || "";
      const twin = ops.some(x => x.opId !== o.opId && x.label === o.label);
      names[o.opId] = twin && o.work ? o.label + " (" + o.work + ")" : o.label;
    });
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
      const mk = (metric, title, y, lines) => {
        const c = document.createElement("div");
        c.className = "chart";
        c.setAttribute("data-testid", "live-" + metric + "-" + names[op.opId]);
        box.appendChild(c);
        return objbenchCharts.series(c, names[op.opId] + " " + title, y, lines);
      };
      // an open-loop operation (its points carry a target rate): achieved against target, and
      // the response time (from the intended start) with the service time and schedule lag
      charts[op.opId] = open ? {
        open: true, box: box,
        tput: mk("throughput", "achieved vs target rate", "op/s", ["achieved (started)", "target", "throughput (successes)", FAILED]),
        bw: mk("bandwidth", "bandwidth", "MB/s", ["bandwidth"]),
        lat: latencyAxis(mk("latency", "latency (response from intended start)", "ms", ["p50", "p99", "max", "service p99", "lag p99"]))
      } : {
        box: box,
        tput: mk("throughput", "throughput", "op/s", ["throughput", FAILED]),
        bw: mk("bandwidth", "bandwidth", "MB/s", ["bandwidth"]),
        lat: latencyAxis(mk("latency", "latency", "ms", ["p50", "p99", "max"]))
      };
      marks(charts[op.opId]);
      q("[data-testid=live-charts]").appendChild(box);
    }
    return charts[op.opId];
  }

  const FAILED = { name: "failed %", axis: "failed" };

  // latency axis ticks in µs, ms or s (the values are ms)
  function latencyAxis(c) {
    c.chart.options.scales.y.ticks = { callback: v => v === 0 ? "0" : U.latency(v).text };
    c.chart.options.scales.y.title.text = "latency";
    return c;
  }

  // x origin: the stage's start on the controller when known (so the ramps and the stage clock
  // line up), else the first point
  function origin(p) {
    if (t0 == null) { t0 = progress && progress.startedMillis > 0 ? progress.startedMillis : p.atMillis; }
    return t0;
  }

  // ramps shaded and lost drivers marked on an operation's time charts; the x axis spans the
  // stage's limit when it has one, so a stage shorter than one interval still has a sensible axis
  function marks(c) {
    if (!c) { return; }
    const fromStart = progress && progress.startedMillis > 0 && t0 === progress.startedMillis;
    const bands = fromStart ? progress.ramps.map(r => ({ from: r.fromSeconds, to: r.toSeconds, label: r.kind })) : [];
    const lines = t0 == null ? [] : Object.entries(lost).map(([d, at]) => ({ x: (at - t0) / 1000, label: d + " lost" }));
    // the stage's end by its limits (where the time axis stops)
    if (fromStart && progress.maxSeconds > 0) { lines.push({ x: progress.maxSeconds, label: "stage end", kind: "boundary" }); }
    [c.tput, c.bw, c.lat].forEach(s => {
      s.chart.options.plugins.objbenchMarks = { bands: bands, lines: lines };
      // what is marked, for the browser tests
      s.chart.canvas.closest(".chart").dataset.marks = bands.map(b => b.label).concat(lines.map(l => l.label)).join(",");
      const x = s.chart.options.scales.x;
      // a zoomed chart keeps the range the user chose
      if (fromStart && !(s.chart.isZoomedOrPanned && s.chart.isZoomedOrPanned())) {
        x.min = 0;
        if (progress.maxSeconds > 0) { x.suggestedMax = progress.maxSeconds; }
      }
    });
  }

  // Rows are built as DOM nodes with text content: operation and driver names come from the
  // workload and must never be parsed as markup.
  function showCurrent(ops) {
    const rows = ops.filter(o => o.points.length).map(o => {
      const p = o.points[o.points.length - 1];
      return objbench.row({ "data-testid": "current-row", "data-op": o.label, "data-work": o.work || "" }, [
        names[o.opId] || o.label, o.work || "–", num(p.successes), num(fmt(p.throughput)), num(fmt(p.bandwidth == null ? null : p.bandwidth / 1e6)),
        U.latencyCell(p.avgMs), U.latencyCell(p.p50Ms), U.latencyCell(p.p99Ms), U.latencyCell(p.maxMs),
        num(p.failures == null ? "–" : p.failures)]);
    });
    if (rows.length) { q("[data-testid=current-metrics] tbody").replaceChildren(...rows); }
    // open loop: achieved against target and the three latencies of the latest interval
    const open = ops.filter(o => o.points.length && o.points[o.points.length - 1].targetRate != null).map(o => {
      const p = o.points[o.points.length - 1];
      const low = p.achievedRate != null && p.achievedRate < p.targetRate * 0.99;
      return names[o.opId] + ": target " + fmt(p.targetRate, 1) + " op/s, achieved " + fmt(p.achievedRate, 1) + " op/s"
        + (low ? " (below target)" : "") + "; p99 response " + U.latency(p.p99Ms).text + ", service "
        + U.latency(p.serviceP99Ms).text + ", schedule lag " + U.latency(p.lagP99Ms).text;
    });
    const line = q("[data-testid=live-open-loop]");
    line.hidden = !open.length;
    line.textContent = open.length ? "Open loop (latest interval): " + open.join(" · ") : "";
  }

  // Each driver's latest interval. A driver missing from the latest interval keeps its last row:
  // marked lost (with the time the controller lost it) or silent, never dropped from the table.
  function showDrivers(drivers) {
    const now = Date.now();
    const key = d => d.driver + "\u0000" + (d.opId || d.label);
    (drivers || []).forEach(d => { driverRows[key(d)] = { d: d, seen: now }; });
    const latest = new Set((drivers || []).map(key));
    const rows = Object.entries(driverRows).map(([key, r]) => {
      const d = r.d;
      const gone = !latest.has(key);
      const status = lost[d.driver] ? "lost at " + U.clock(lost[d.driver])
        : !runActive ? "stage over" : gone ? "no data since " + U.clock(r.seen) : "reporting";
      const tr = objbench.row({ "data-testid": "live-driver-row", "data-driver": d.driver, "data-op": d.label,
        "data-status": lost[d.driver] ? "lost" : !runActive ? "ended" : gone ? "silent" : "reporting" }, [
        { text: d.driver, href: "/ui/drivers/" + encodeURIComponent(d.driver) }, names[d.opId] || d.label, works[d.opId] || "–", num(d.successes), num(fmt(d.throughput)),
        num(fmt(d.bandwidth == null ? null : d.bandwidth / 1e6)), U.latencyCell(d.p99Ms), num(d.failures),
        { text: status, className: lost[d.driver] ? "error" : "" }]);
      if (lost[d.driver]) { tr.className = "driver-lost"; } else if (gone && runActive) { tr.className = "driver-silent"; }
      return tr;
    });
    if (rows.length) { q("[data-testid=driver-metrics] tbody").replaceChildren(...rows); }
  }

  // "per driver": the throughput and p99 charts draw one line per driver instead of the total
  function driverLines(opId, c) {
    const on = q("[data-testid=per-driver]").checked;
    const byDriver = Object.entries(perDriver[opId] || {}).sort(([a], [b]) => a.localeCompare(b));
    c.tput.show(on ? byDriver.map(([d, l]) => ({ name: d, data: l.tput })) : null);
    c.lat.show(on ? byDriver.map(([d, l]) => ({ name: d + " p99", data: l.lat })) : null);
  }

  q("[data-testid=per-driver]").addEventListener("change", () => {
    Object.entries(charts).forEach(([opId, c]) => { driverLines(opId, c); c.tput.draw(); c.lat.draw(); });
  });

  function num(v) { return { text: v, className: "num" }; }

  function apply(series) {
    if (!series) { return; }
    if (series.stage !== stage) { resetStage(series.stage); }
    nameOps(series.ops);
    (series.driverHistory || []).forEach(d => {
      if (!d.atMillis) { return; }
      const byDriver = perDriver[d.opId] || (perDriver[d.opId] = {});
      const lines = byDriver[d.driver] || (byDriver[d.driver] = { tput: [], lat: [] });
      const x = (d.atMillis - origin(d)) / 1000;
      lines.tput.push({ x: x, y: d.throughput });
      lines.lat.push({ x: x, y: d.p99Ms });
      if (lines.tput.length > KEEP) { lines.tput.shift(); lines.lat.shift(); }
    });
    series.ops.forEach(op => {
      const c = chartsFor(op);
      op.points.forEach(p => {
        const x = (p.atMillis - origin(p)) / 1000;
        c.tput.push(x, c.open ? [p.achievedRate, p.targetRate, p.throughput, p.failedPercent] : [p.throughput, p.failedPercent], KEEP);
        c.bw.push(x, [p.bandwidth == null ? null : p.bandwidth / 1e6], KEEP);
        c.lat.push(x, c.open ? [p.p50Ms, p.p99Ms, p.maxMs, p.serviceP99Ms, p.lagP99Ms] : [p.p50Ms, p.p99Ms, p.maxMs], KEEP);
        Object.entries(p.errors || {}).forEach(([k, n]) => { errors[k] = (errors[k] || 0) + n; });
      });
      marks(c);
      driverLines(op.opId, c);
      c.tput.draw(); c.bw.draw(); c.lat.draw();
    });
    after = series.lastVersion;
    showCurrent(series.ops);
    // an ended run's archive has no per-driver rows: the live ones stay, marked
    if ((series.drivers && series.drivers.length) || Object.keys(driverRows).length) { showDrivers(series.drivers); }
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

  // stage n of m, the stage's clock against its limits, the run's ETA, the stage strip, and the
  // lost drivers the update reports
  function showProgress(u) {
    const p = u.progress;
    if (!p) { return; }
    progress = p;
    q("[data-testid=stage-position]").textContent = p.index > 0 ? `(stage ${p.index} of ${p.count})` : "";
    const clock = q("[data-testid=stage-clock]");
    clock.hidden = !(u.active && p.startedMillis > 0);
    if (!clock.hidden) {
      const elapsed = Math.max(0, (Date.now() - p.startedMillis) / 1000);
      q("[data-testid=stage-elapsed]").textContent = U.duration(elapsed);
      const min = Math.max(0, p.minSeconds - elapsed);
      const max = p.maxSeconds < 0 ? -1 : Math.max(0, p.maxSeconds - elapsed);
      q("[data-testid=stage-remaining]").textContent = max < 0 ? (min > 0 ? "at least " + U.duration(min) : "unknown (it ends on operations or bytes)")
        : min === max ? U.duration(max) : "at most " + U.duration(max);
    }
    const eta = q("[data-testid=run-eta]");
    if (eta) {
      const now = Date.now();
      eta.textContent = !u.active || p.leftMinSeconds < 0 ? "–"
        : p.leftMaxSeconds < 0 ? "not before " + U.clock(now + p.leftMinSeconds * 1000) + " (a stage has no time limit)"
        : p.leftMinSeconds === p.leftMaxSeconds ? U.clock(now + p.leftMaxSeconds * 1000)
        : "by " + U.clock(now + p.leftMaxSeconds * 1000);
    }
    p.events.filter(e => e.kind === "LOST").forEach(e => { if (!lost[e.driver]) { lost[e.driver] = e.atMillis; } });
  }

  function header(u) {
    const state = q("[data-testid=run-state]");
    state.textContent = u.state; state.className = "state-" + u.state;
    runActive = u.active;
    // why it failed or terminated, as soon as the controller says so (no reload)
    const message = q("[data-testid=run-message]");
    message.textContent = u.message || "";
    message.hidden = !u.message;
    const end = u.stoppedMillis || Date.now();
    q("[data-testid=run-elapsed]").textContent = u.startedMillis ? Math.round((end - u.startedMillis) / 1000) + " s" : "–";
    const left = q("[data-testid=run-left]");
    if (left) { left.textContent = u.active && u.timeLeft ? u.timeLeft : "–"; }
    u.stages.forEach(s => {
      const cell = q(`[data-testid=stage-row][data-stage="${CSS.escape(s.id)}"] [data-testid=stage-state]`);
      if (cell) { cell.textContent = s.state; cell.className = "state-" + s.state; }
      const strip = q(`[data-testid=stage-strip] [data-stage="${CSS.escape(s.id)}"]`);
      if (strip) { strip.className = "stage-cell state-" + s.state; strip.title = s.id + ": " + s.state; }
    });
  }

  // a stage that ended within one interval has at most one point: say so instead of an empty chart
  function shortStage(u) {
    const st = u.stages.find(s => s.id === stage);
    const ended = st && !["WAITING", "BOOTING", "AUTHING", "RUNNING", "CLOSING"].includes(st.state);
    const ops = Object.values(charts);
    const most = ops.length ? Math.max(...ops.map(c => c.tput.chart.data.datasets[0].data.length)) : 0;
    const note = q("[data-testid=short-stage]");
    note.hidden = !(ended && most < 2);
    if (!note.hidden) {
      note.textContent = most === 1
        ? "This stage was shorter than one interval: it has a single point, so the charts show no line; the table holds its numbers, the report its totals."
        : "This stage was shorter than one interval: no interval was recorded; the report holds its totals.";
    }
    q("[data-testid=live-charts]").hidden = !note.hidden && most === 0;
  }

  async function tick() {
    const u = await objbench.getJson(`/ui/data/workloads/${encodeURIComponent(id)}/timeline?stage=${encodeURIComponent(stage)}&after=${after}`);
    header(u);
    if (u.series && u.series.stage !== stage) { resetStage(u.series.stage); }
    showProgress(u);
    apply(u.series);
    shortStage(u);
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
