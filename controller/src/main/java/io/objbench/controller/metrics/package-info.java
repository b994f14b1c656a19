/**
 * The controller's Prometheus metrics ({@code GET /metrics}, docs/metrics.md "Prometheus"): the
 * running totals of each run, added up from the merged timeline rows as they arrive (never on a
 * driver's per-operation path), and a collector that turns them, the drivers' liveness and clock
 * skew and the queue into OpenMetrics snapshots at scrape time.
 */
package io.objbench.controller.metrics;
