/**
 * {@code objbench report RUN}: an archived run in another tool's report layout, today ssbench
 * 0.3.9's text report and CSV (docs/ssbench.md, "Reports in ssbench's layout").
 */
package io.objbench.app.report;
