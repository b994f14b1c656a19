// Sweep view: curves with one series per value of the parameters off the x axis (throughput
// against workers, one line per object size; bandwidth against size, one line per worker count;
// latency against throughput, one line per size joined in order of load), and the table's
// column picker. The points are the page's data-sweep (SweepView), one per main stage and operation.
"use strict";
(() => {
  const root = document.querySelector("[data-testid=sweep]");
  if (!root) { return; }
  const sweep = JSON.parse(root.dataset.sweep);
  const run = root.dataset.run;
  const H = objbenchHuman;
  const VALUE = { size: p => p.sizeBytes, workers: p => p.workers, mix: p => p.mix, rate: p => p.rate };
  const TEXT = { size: p => p.size || "size ?", workers: p => p.workers + (p.workers === 1 ? " worker" : " workers"), mix: p => p.mix,
    rate: p => p.rate == null ? "closed loop" : H.number(p.rate) + " op/s" };

  // the series name of p: the values of the varied parameters not in off
  function seriesName(p, off) {
    const parts = sweep.varies.filter(v => !off.includes(v)).map(v => TEXT[v](p));
    return parts.length ? parts.join(", ") : "all stages";
  }

  // [{name, points}] with points {x, y, p} sorted by order(p) (x when absent)
  function group(points, off, x, y, order) {
    const groups = new Map();
    points.forEach(p => {
      const xv = x(p); const yv = y(p);
      if (xv == null || yv == null || !isFinite(xv) || !isFinite(yv)) { return; }
      const k = seriesName(p, off);
      if (!groups.has(k)) { groups.set(k, []); }
      groups.get(k).push({ x: xv, y: yv, p: p });
    });
    const by = order || (q => q.x);
    return [...groups].map(([name, pts]) => ({ name, points: pts.sort((a, b) => by(a) - by(b)) }));
  }

  function tooltip(chart, xText, yText) {
    chart.options.plugins = { tooltip: { callbacks: {
      title: items => items.length ? `${opKey(items[0].raw.p)} · ${items[0].raw.p.stage}` : "",
      label: c => {
        const p = c.raw.p;
        return [`size ${p.size || "?"}, ${p.workers} workers` + (p.mix ? `, ${p.mix}` : "")
          + (p.rate != null ? `, rate ${H.number(p.rate)} op/s` : ""), `${xText(c.raw.x)}, ${yText(c.raw.y)}`, `run ${run}`];
      } } } };
  }

  // the x axis' ticks at the sweep's own values (sizes, worker counts), labelled by text(v); a log
  // axis when they span 8× or more; crowded labels are skipped, never overlapped
  function atValues(chart, list, text) {
    const xs = [...new Set(list.flatMap(l => l.points.map(q => q.x)))].filter(v => v > 0).sort((a, b) => a - b);
    if (!xs.length) { return; }
    const x = chart.options.scales.x;
    const log = x.type === "logarithmic" || xs[xs.length - 1] / xs[0] >= 8;
    x.type = log ? "logarithmic" : "linear";
    const pad = log ? 1.5 : 1;
    x.min = log ? xs[0] / pad : Math.max(0, xs[0] - (xs[xs.length - 1] - xs[0]) * 0.05 - 0.5);
    x.max = log ? xs[xs.length - 1] * pad : xs[xs.length - 1] + (xs[xs.length - 1] - xs[0]) * 0.05 + 0.5;
    x.afterBuildTicks = axis => { axis.ticks = xs.map(v => ({ value: v })); };
    x.ticks = { maxRotation: 0, autoSkip: true, autoSkipPadding: 12, callback: v => text(v) };
  }

  const drawn = new Map(); // container -> its chart, destroyed before a redraw
  function done(container, chart, list) {
    if (drawn.has(container)) { drawn.get(container).destroy(); }
    drawn.set(container, chart);
    chart.update("none");
    container.dataset.series = String(list.filter(s => s.points.length).length);
  }

  // an operation's key: its label, with its work's name when works of one stage share a label
  const seen = new Set(); const shared = new Set();
  sweep.points.forEach(p => {
    const k = p.stage + "\n" + p.op;
    if (seen.has(k)) { shared.add(p.op); }
    seen.add(k);
  });
  const opKey = p => shared.has(p.op) ? `${p.op} (work ${p.work})` : p.op;

  function draw() {
    const op = document.getElementById("sweep-op").value;
    const latency = document.getElementById("sweep-latency").value;
    const points = sweep.points.filter(p => opKey(p) === op);
    const lat = p => latency === "avg" ? p.avgMs : (p.percentilesMs || {})[latency];
    // closed loop: load is workers; open loop with a varied rate: the target rate
    const byRate = sweep.varies.includes("rate") && !sweep.varies.includes("workers");
    const load = byRate ? "rate" : "workers";

    const tw = root.querySelector("[data-chart=throughput-workers]");
    const twList = group(points, [load], VALUE[load], p => p.throughput);
    const twChart = objbenchCharts.xy(tw, `${op}: throughput vs ${byRate ? "target rate" : "workers"}`,
      byRate ? "target rate op/s" : "workers", "op/s", twList, false);
    atValues(twChart, twList, v => H.number(v));
    tooltip(twChart, x => byRate ? `rate ${H.number(x)} op/s` : `${x} workers`, y => `${H.number(y)} op/s`);
    done(tw, twChart, twList);

    const bs = root.querySelector("[data-chart=bandwidth-size]");
    const bsList = group(points, ["size"], p => p.sizeBytes, p => p.bandwidthMBps);
    const bsChart = objbenchCharts.xy(bs, `${op}: bandwidth vs object size`, "object size (log scale)", "MB/s", bsList, true);
    // ticks at the sizes of the sweep only, in KiB/MiB
    atValues(bsChart, bsList, v => H.bytes(v));
    tooltip(bsChart, x => H.bytes(x), y => `${H.number(y)} MB/s`);
    done(bs, bsChart, bsList);

    const lt = root.querySelector("[data-chart=latency-throughput]");
    const ltList = group(points, ["workers", "rate"], p => p.throughput, lat, q => VALUE[load](q.p) || 0);
    const ltChart = objbenchCharts.xy(lt, `${op}: ${latency} latency vs throughput (joined by ${load})`, "throughput op/s",
      `${latency} ms`, ltList, false);
    tooltip(ltChart, x => `${H.number(x)} op/s`, y => `${latency} ${H.number(y, 3)} ms`);
    done(lt, ltChart, ltList);
  }

  const select = document.getElementById("sweep-op");
  [...new Set(sweep.points.map(opKey))].forEach(label => {
    const o = document.createElement("option");
    o.value = label;
    o.textContent = label;
    select.appendChild(o);
  });
  select.addEventListener("change", draw);
  document.getElementById("sweep-latency").addEventListener("change", draw);
  draw();

  // the metric columns the user unticks are hidden
  const table = root.querySelector("[data-testid=sweep-table]");
  root.querySelectorAll("[data-testid=sweep-columns] input[data-col]").forEach(box => {
    const apply = () => table.querySelectorAll(`[data-col="${CSS.escape(box.dataset.col)}"]`)
      .forEach(cell => { cell.hidden = !box.checked; });
    box.addEventListener("change", apply);
    apply();
  });
})();
