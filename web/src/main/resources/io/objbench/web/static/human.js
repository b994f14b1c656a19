// Numbers for people, shared by the pages' scripts: object sizes in the unit that states them
// exactly (as SweepView.bytes does on the server) and figures with thousands separators.
"use strict";
window.objbenchHuman = (() => {
  const UNITS = [["GiB", "GB"], ["MiB", "MB"], ["KiB", "KB"]];

  // n bytes: binary unit when a multiple of 1024, decimal (objbench's KB = 1000) when a multiple of 1000
  function bytes(n) {
    if (n == null || !isFinite(n)) { return "–"; }
    for (let i = 0; i < UNITS.length; i++) {
      const binary = 2 ** (10 * (UNITS.length - i));
      const decimal = 1000 ** (UNITS.length - i);
      if (n >= binary && n % binary === 0) { return n / binary + " " + UNITS[i][0]; }
      if (n >= decimal && n % decimal === 0) { return n / decimal + " " + UNITS[i][1]; }
    }
    for (let i = 0; i < UNITS.length; i++) {
      const decimal = 1000 ** (UNITS.length - i);
      if (n >= decimal) { return (n / decimal).toPrecision(3) + " " + UNITS[i][1]; }
    }
    return n + " B";
  }

  // 13906461.773 -> "13,906,461.77"
  function number(v, digits) {
    if (v == null || !isFinite(v)) { return "–"; }
    return v.toLocaleString("en-US", { maximumFractionDigits: digits == null ? 2 : digits });
  }

  return { bytes, number };
})();
