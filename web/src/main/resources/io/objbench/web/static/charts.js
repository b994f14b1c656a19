// Chart helpers shared by the workload, report and compare pages (Chart.js 4, no build step).
// Every chart lives in a container element whose data-points attribute says how many points it shows.
"use strict";
window.objbenchCharts = (() => {
  const COLORS = ["#1f6feb", "#d1242f", "#2e7d32", "#b26a00", "#8250df", "#0f7b8a", "#6e7781", "#bf3989"];
  const color = i => COLORS[i % COLORS.length];
  // log axes label many minor ticks: keep them horizontal and skip the crowded ones
  const LOG_TICKS = { maxRotation: 0, autoSkip: true, autoSkipPadding: 16 };

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

  // a time series: x = seconds since the first point, one line per name; push(points) adds {x, y...}
  function series(container, title, yTitle, names) {
    const datasets = names.map((n, i) => ({ label: n, data: [], borderColor: color(i), pointRadius: 0, borderWidth: 1.5 }));
    const chart = make(container, title, "line", datasets, {
      x: { type: "linear", title: { display: true, text: "seconds" } },
      y: { beginAtZero: true, title: { display: true, text: yTitle } }
    });
    return {
      chart,
      // values: one number (or null) per name
      push(x, values, keep) {
        values.forEach((v, i) => {
          const d = chart.data.datasets[i].data;
          d.push({ x: x, y: v });
          if (keep && d.length > keep) { d.shift(); }
        });
      },
      draw() {
        // dots only while a line is short, so a lone point stays visible
        chart.data.datasets.forEach(d => { d.pointRadius = d.data.length < 30 ? 2 : 0; });
        chart.update("none");
        container.dataset.points = String(countPoints(chart));
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

  return { series, cdf, histogram, xy, color };
})();
