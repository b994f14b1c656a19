// A small Chart.js plugin for the time charts: shaded x ranges (ramp-up, ramp-down) behind the
// lines and labelled vertical lines over them: a lost driver (red), a boundary such as the
// stage's end or the start of the steady window (grey, kind "boundary"). The live and report
// pages both mark their time charts through it. A chart asks for them with
// options.plugins.objbenchMarks = {bands: [{from, to, label}], lines: [{x, label, kind}]}.
// Marks are drawn in axis units, so they follow a zoom.
"use strict";
(() => {
  if (!window.Chart) { return; }
  const BAND = "rgba(178, 106, 0, 0.10)";
  const LINE = "#c62828";
  const BOUNDARY = "#57606a";
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
      opts.lines.forEach((l, i) => {
        const px = x.getPixelForValue(l.x);
        if (px < area.left || px > area.right) { return; }
        const color = l.kind === "boundary" ? BOUNDARY : LINE;
        ctx.strokeStyle = color;
        ctx.setLineDash([5, 3]);
        ctx.lineWidth = 1.5;
        ctx.beginPath(); ctx.moveTo(px, area.top); ctx.lineTo(px, area.bottom); ctx.stroke();
        ctx.setLineDash([]);
        ctx.fillStyle = color;
        ctx.font = "bold 11px sans-serif";
        // labels of lines close together go one under the other
        ctx.fillText(l.label, Math.max(area.left, Math.min(px + 3, area.right - ctx.measureText(l.label).width - 2)),
          area.top + 26 + 13 * (i % 3));
      });
      ctx.restore();
    }
  });
})();
