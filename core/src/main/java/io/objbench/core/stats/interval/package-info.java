/**
 * Statistics over a stage's per-interval series (throughput per interval, a percentile per batch
 * of intervals): the one implementation behind run comparison, {@code --repeat}, warm-up
 * detection and stages that end when they are stable (docs/metrics.md, "Interval statistics").
 * <p>
 * Successive intervals of a benchmark are autocorrelated (a slow compaction spans several), so
 * they are never treated as independent samples: confidence intervals come from non-overlapping
 * batch means ({@link io.objbench.core.stats.interval.BatchMeans}), whose batch averages are close
 * to independent once a batch spans the correlation, and the initial transient is cut with MSER-5
 * ({@link io.objbench.core.stats.interval.Mser}).
 */
package io.objbench.core.stats.interval;
