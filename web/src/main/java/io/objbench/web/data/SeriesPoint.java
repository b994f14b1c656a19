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
 * @param targetRate   open loop: the operation's target, ops/s; null for closed loop
 * @param achievedRate open loop: operations started per second of the interval; null for closed loop
 * @param serviceP99Ms open loop: the interval's service time p99 (p50Ms … maxMs being the
 *                     response time from the intended start); null for closed loop or no successes
 * @param lagP99Ms     open loop: the interval's schedule lag p99; likewise
 * @param failedPercent failures as a share of the interval's operations (successes and failures),
 *                      percent; null when the interval had no operation or the share is unknown
 */
public record SeriesPoint(long version, long atMillis, long successes, Long failures, Double throughput,
                          Double bandwidth, Double avgMs, Double p50Ms, Double p99Ms, Double maxMs,
                          Map<String, Long> errors, Double targetRate, Double achievedRate, Double serviceP99Ms,
                          Double lagP99Ms, Double failedPercent) {

    /** A point without a failure share given: it is worked out from successes and failures. */
    public SeriesPoint(long version, long atMillis, long successes, Long failures, Double throughput,
                       Double bandwidth, Double avgMs, Double p50Ms, Double p99Ms, Double maxMs,
                       Map<String, Long> errors, Double targetRate, Double achievedRate, Double serviceP99Ms,
                       Double lagP99Ms) {
        this(version, atMillis, successes, failures, throughput, bandwidth, avgMs, p50Ms, p99Ms, maxMs, errors,
                targetRate, achievedRate, serviceP99Ms, lagP99Ms, failedPercent(successes, failures));
    }

    /** Failures as percent of all operations; null without any operation or an unknown failure count. */
    static Double failedPercent(long successes, Long failures) {
        if (failures == null || successes + failures <= 0) {
            return null;
        }
        return 100.0 * failures / (successes + failures);
    }

    /** A closed-loop point (no open-loop numbers). */
    public SeriesPoint(long version, long atMillis, long successes, Long failures, Double throughput,
                       Double bandwidth, Double avgMs, Double p50Ms, Double p99Ms, Double maxMs,
                       Map<String, Long> errors) {
        this(version, atMillis, successes, failures, throughput, bandwidth, avgMs, p50Ms, p99Ms, maxMs, errors,
                null, null, null, null);
    }
}
