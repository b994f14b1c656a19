package io.objbench.web.data;

import java.util.Map;

/**
 * One operation at one point of a stage's time series; null where undefined (no successes, or
 * not recorded for an archived run).
 *
 * @param version    the timeline row number, 1-based
 * @param atMillis   epoch ms the interval ended
 * @param successes  successful operations in the interval
 * @param failures   failed operations in the interval (null when not archived)
 * @param throughput ops/s
 * @param bandwidth  bytes/s
 * @param avgMs      mean response time
 * @param p50Ms      median response time
 * @param p99Ms      99th percentile
 * @param maxMs      maximum
 * @param errors     failures by kind (empty when none or not archived)
 */
public record SeriesPoint(long version, long atMillis, long successes, Long failures, Double throughput,
                          Double bandwidth, Double avgMs, Double p50Ms, Double p99Ms, Double maxMs,
                          Map<String, Long> errors) {
}
