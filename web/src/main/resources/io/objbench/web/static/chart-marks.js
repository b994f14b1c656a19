// A small Chart.js plugin for the time charts: shaded x ranges (ramp-up, ramp-down) behind the
// lines and labelled vertical lines (a lost driver) over them. A chart asks for them with
// options.plugins.objbenchMarks = {bands: [{from, to, label}], lines: [{x, label}]}.
"use strict";
(() => {
  if (!window.Chart) { return; }
  const BAND = "rgba(178, 106, 0, 0.10)";
  const LINE = "#c62828";
  Chart.register({
    id: "objbenchMarks",
    beforeDatasetsDraw(chart, args, opts) {
      const x = chart.scales.x;
      const area = chart.chartArea;
      if (!x || !opts || !opts.bands) { return; }
      const ctx = chart.ctx;
      ctx.save();
      opts.bands.forEach(b => {
        const from = Math.max(x.getPixelForValue(b.from), area.left);
        const to = Math.min(x.getPixelForValue(b.to), area.right);
        if (to <= from) { return; }
        ctx.fillStyle = BAND;
        ctx.fillRect(from, area.top, to - from, area.bottom - area.top);
        ctx.fillStyle = "#8a5a00";
        ctx.font = "11px sans-serif";
        ctx.fillText(b.label, from + 3, area.top + 12);
      });
      ctx.restore();
    },
    afterDatasetsDraw(chart, args, opts) {
      const x = chart.scales.x;
      const area = chart.chartArea;
      if (!x || !opts || !opts.lines) { return; }
      const ctx = chart.ctx;
      ctx.save();
      opts.lines.forEach(l => {
        const px = x.getPixelForValue(l.x);
        if (px < area.left || px > area.right) { return; }
        ctx.strokeStyle = LINE;
        ctx.setLineDash([5, 3]);
        ctx.lineWidth = 1.5;
        ctx.beginPath(); ctx.moveTo(px, area.top); ctx.lineTo(px, area.bottom); ctx.stroke();
        ctx.setLineDash([]);
        ctx.fillStyle = LINE;
        ctx.font = "bold 11px sans-serif";
        ctx.fillText(l.label, Math.min(px + 3, area.right - ctx.measureText(l.label).width), area.top + 26);
      });
      ctx.restore();
    }
  });
})();
