// Chart helpers shared by the workload, report and compare pages (Chart.js 4, no build step).
// Every chart lives in a container element whose data-points attribute says how many points it shows.
"use strict";
window.objbenchCharts = (() => {
  const COLORS = ["#1f6feb", "#d1242f", "#2e7d32", "#b26a00", "#8250df", "#0f7b8a", "#6e7781", "#bf3989"];
  const color = i => COLORS[i % COLORS.length];
  // log axes label many minor ticks: keep them horizontal and skip the crowded ones
  // over less than a decade Chart.js's log formatter labels only a few leading digits (1, 2, 3,
  // 5 …): label every tick then, so a reader can place 550 between 500 and 600
  const LOG_TICKS = { maxRotation: 0, autoSkip: true, autoSkipPadding: 16,
    callback: function (value, index, ticks) {
      return ticks.length <= 10 ? Number(value).toLocaleString("en-US", { maximumFractionDigits: 3 })
        : Chart.Ticks.formatters.logarithmic.call(this, value, index, ticks);
    } };
  // zoom and pan on the time axis (chartjs-plugin-zoom from its WebJar, when the page loads it)
  const ZOOM = !!(window.Chart && window.ChartZoom);
  if (ZOOM) { Chart.register(window.ChartZoom); }

  // a canvas inside a titled box in container
  function canvasIn(container, title) {
    container.innerHTML = "";
    const h = document.createElement("h4");
    h.textContent = title;
    const box = document.createElement("div");
    box.className = "chart-box";
    box.style.position = "relative";
    box.style.height = "260px";
    const canvas = document.createElement("canvas");
    box.appendChild(canvas);
    container.append(h, box);
    return canvas;
  }

  function countPoints(chart) {
    return chart.data.datasets.reduce((n, d) => n + d.data.length, 0);
  }

  function make(container, title, type, datasets, scales, extra) {
    const chart = new Chart(canvasIn(container, title), {
      type: type,
      data: { labels: extra && extra.labels || [], datasets: datasets },
      options: { animation: false, responsive: true, maintainAspectRatio: false, parsing: type === "bar",
        interaction: { mode: "nearest", intersect: false }, scales: scales }
    });
    container.dataset.points = String(countPoints(chart));
    return chart;
  }

  // Zoom on x: drag a box, or ctrl + wheel (a plain wheel still scrolls the page); shift + drag
  // pans. A "reset zoom" button shows while zoomed; container.dataset.zoomed says so for the tests.
  function zoomable(container, chart) {
    if (!ZOOM) { return; }
    const done = () => {
      const zoomed = chart.isZoomedOrPanned();
      container.dataset.zoomed = String(zoomed);
      reset.hidden = !zoomed;
    };
    chart.options.plugins.zoom = {
      limits: { x: { min: "original", max: "original" } },
      zoom: { mode: "x", wheel: { enabled: true, modifierKey: "ctrl" }, drag: { enabled: true, threshold: 5 },
        onZoomComplete: done },
      pan: { enabled: true, mode: "x", modifierKey: "shift", onPanComplete: done }
    };
    const reset = document.createElement("button");
    reset.type = "button";
    reset.className = "reset-zoom";
    reset.textContent = "reset zoom";
    reset.title = "show the whole time axis again";
    reset.setAttribute("data-testid", "reset-zoom");
    reset.hidden = true;
    reset.addEventListener("click", () => { chart.resetZoom("none"); done(); });
    const h = container.querySelector("h4");
    const hint = document.createElement("span");
    hint.className = "muted zoom-hint";
    hint.textContent = "drag to zoom · shift+drag to pan";
    h.append(" ", hint, " ", reset);
    container.dataset.zoomed = "false";
    chart.update("none");
  }

  // A time series: x = seconds since the first point, one line per name; push(x, values) adds a
  // point to each. A name may be {name, axis: "failed"}: that line is a failure share (percent,
  // right-hand axis), hidden until it has a failure so a clean run's chart stays uncluttered.
  // show(list) swaps in other lines (e.g. one per driver), show(null) restores the pushed ones.
  function series(container, title, yTitle, names) {
    const own = names.map((n, i) => {
      const failed = typeof n === "object" && n.axis === "failed";
      return failed ? { label: n.name, data: [], borderColor: "#c62828", backgroundColor: "#c62828", pointRadius: 0,
        borderWidth: 1.5, borderDash: [2, 2], yAxisID: "failed", hidden: true, failedShare: true }
        : { label: n, data: [], borderColor: color(i), pointRadius: 0, borderWidth: 1.5 };
    });
    const scales = {
      x: { type: "linear", title: { display: true, text: "seconds" } },
      y: { beginAtZero: true, title: { display: true, text: yTitle } }
    };
    if (own.some(d => d.failedShare)) {
      scales.failed = { position: "right", display: "auto", beginAtZero: true, suggestedMax: 1,
        title: { display: true, text: "failed %", color: "#c62828" }, grid: { drawOnChartArea: false } };
    }
    const chart = make(container, title, "line", own.slice(), scales);
    let other = null;
    zoomable(container, chart);
    return {
      chart,
      // values: one number (or null) per name
      push(x, values, keep) {
        values.forEach((v, i) => {
          const d = own[i].data;
          d.push({ x: x, y: v });
          if (keep && d.length > keep) { d.shift(); }
        });
      },
      show(list) {
        other = list;
        chart.data.datasets = list ? list.map((l, i) => ({ label: l.name, data: l.data, borderColor: color(i),
          pointRadius: 0, borderWidth: 1.5 })) : own.slice();
      },
      draw() {
        // a failure line shows once the stage has a failure (the user's legend clicks count after that)
        own.filter(d => d.failedShare && d.hidden && !d.shown && d.data.some(p => p.y > 0))
          .forEach(d => { d.hidden = false; d.shown = true; });
        // dots only while a line is short, so a lone point stays visible
        chart.data.datasets.forEach(d => { d.pointRadius = d.data.length < 30 ? 2 : 0; });
        chart.update("none");
        container.dataset.points = String(countPoints(chart));
        container.dataset.lines = String(chart.data.datasets.filter(d => !d.hidden).length);
        container.dataset.failedLine = String(own.some(d => d.failedShare && !d.hidden));
        container.dataset.view = other ? "per-driver" : "total";
      }
    };
  }

  // overlaid CDFs: list of {name, cdf: [{ms, percentile}]}; x = latency ms (log), y = percentile
  function cdf(container, title, list) {
    const datasets = list.map((s, i) => ({ label: s.name, data: s.cdf.map(p => ({ x: Math.max(p.ms, 0.001), y: p.percentile })),
      borderColor: color(i), pointRadius: 0, borderWidth: 1.5, stepped: true }));
    return make(container, title, "line", datasets, {
      x: { type: "logarithmic", title: { display: true, text: "response time ms" }, ticks: LOG_TICKS },
      y: { min: 0, max: 100, title: { display: true, text: "percentile" } }
    });
  }

  // a latency histogram: buckets [{fromMs, toMs, count}]
  function histogram(container, title, buckets) {
    const labels = buckets.map(b => "< " + b.toMs + " ms");
    const datasets = [{ label: "operations", data: buckets.map(b => b.count), backgroundColor: color(0) }];
    return make(container, title, "bar", datasets, {
      y: { beginAtZero: true, title: { display: true, text: "operations" } }
    }, { labels: labels });
  }

  // a scatter with lines: list of {name, points: [{x, y}]} sorted by x
  function xy(container, title, xTitle, yTitle, list, logX) {
    // a log axis cannot place x <= 0 (e.g. the zero-size objects of an init stage)
    const datasets = list.map((s, i) => ({ label: s.name, data: logX ? s.points.filter(p => p.x > 0) : s.points,
      borderColor: color(i), backgroundColor: color(i),
      showLine: true, pointRadius: 3 }));
    return make(container, title, "scatter", datasets, {
      x: { type: logX ? "logarithmic" : "linear", title: { display: true, text: xTitle }, ticks: logX ? LOG_TICKS : {} },
      y: { beginAtZero: true, title: { display: true, text: yTitle } }
    });
  }

  // a capacity search's latency–throughput curve: curve = {metric, limitMs, points: [{stage, load,
  // throughput, valueMs, pass, chosen}]}; x = achieved throughput, y = the objective's latency, the
  // steps joined in order of load, passing and failing steps drawn apart, the limit as a dashed
  // line and the answer ringed. data-points = the number of steps drawn.
  function capacity(container, title, curve, loadUnit) {
    const pts = curve.points.map(p => ({ x: p.throughput, y: p.valueMs, load: p.load, stage: p.stage, pass: p.pass, chosen: p.chosen }));
    const byLoad = pts.slice().sort((a, b) => (a.load ?? a.x) - (b.load ?? b.x));
    const xs = pts.map(p => p.x);
    const xMax = Math.max(...xs, 0) * 1.05 || 1;
    const ys = pts.map(p => p.y).concat([curve.limitMs]).filter(y => y > 0);
    // a queue past its knee grows by orders of magnitude: a log axis keeps the limit line readable
    const logY = ys.length > 1 && Math.max(...ys) / Math.min(...ys) > 50;
    const ok = "#2e7d32", bad = "#c62828";
    const datasets = [
      { label: "steps by load", data: byLoad, showLine: true, borderColor: "#9aa5b1", borderWidth: 1, pointRadius: 0, order: 3 },
      { label: "passing step", data: pts.filter(p => p.pass), showLine: false, pointStyle: "circle", pointRadius: 5,
        borderColor: ok, backgroundColor: ok, order: 2 },
      { label: "failing step", data: pts.filter(p => !p.pass), showLine: false, pointStyle: "crossRot", pointRadius: 7,
        borderWidth: 2, borderColor: bad, backgroundColor: bad, order: 2 },
      { label: "SLO limit " + curve.limitMs + " ms", data: [{ x: 0, y: curve.limitMs }, { x: xMax, y: curve.limitMs }],
        showLine: true, borderDash: [6, 4], borderColor: "#b26a00", borderWidth: 1.5, pointRadius: 0, order: 1 },
      { label: "answer", data: pts.filter(p => p.chosen), showLine: false, pointStyle: "circle", pointRadius: 11,
        borderWidth: 2.5, borderColor: "#1f6feb", backgroundColor: "rgba(31,111,235,0.15)", order: 0 }
    ];
    const chart = make(container, title, "scatter", datasets, {
      x: { type: "linear", min: 0, max: xMax, title: { display: true, text: "achieved throughput op/s" } },
      y: { type: logY ? "logarithmic" : "linear", beginAtZero: !logY,
        title: { display: true, text: curve.metric + " ms" }, ticks: logY ? LOG_TICKS : {} }
    });
    chart.options.plugins = { tooltip: { callbacks: { label: c => {
      const p = c.raw;
      return p.stage ? `${p.stage}: load ${p.load} ${loadUnit}, ${p.x.toFixed(1)} op/s, ${p.y.toFixed(3)} ms` : c.dataset.label;
    } } } };
    chart.update("none");
    container.dataset.points = String(pts.length);
    container.dataset.limit = String(curve.limitMs);
    container.dataset.chosen = String(pts.filter(p => p.chosen).length);
    return chart;
  }

  // lines over ordered categories (size classes): list of {name, values: [number|null]}, one value
  // per label; a log y axis leaves out what it cannot place (0, missing) and joins over the gaps
  function categories(container, title, yTitle, labels, list, logY) {
    const datasets = list.map((s, i) => ({ label: s.name,
      data: s.values.map(v => v == null || !isFinite(v) || (logY && v <= 0) ? null : v),
      borderColor: color(i), backgroundColor: color(i), pointRadius: 4, borderWidth: 2, spanGaps: true,
      parsing: true }));
    const chart = make(container, title, "line", datasets, {
      x: { type: "category", title: { display: true, text: "object size class" } },
      y: logY ? { type: "logarithmic", title: { display: true, text: yTitle }, ticks: LOG_TICKS }
        : { beginAtZero: true, title: { display: true, text: yTitle } }
    }, { labels: labels });
    container.dataset.points = String(datasets.reduce((n, d) => n + d.data.filter(v => v != null).length, 0));
    return chart;
  }

  return { series, cdf, histogram, xy, capacity, categories, color };
})();
