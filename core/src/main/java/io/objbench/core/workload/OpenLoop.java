package io.objbench.core.workload;

/**
 * A work's open-loop load (objbench extension, attributes {@code rate}, {@code arrival} and
 * {@code lagLimit} on {@code <work>}): operations are issued at a target rate whatever the
 * storage answers, and each one's latency is measured from the moment it should have started.
 * The work's {@code workers} become the most operations in flight.
 *
 * @param rate           target operations per second for the whole work, over all drivers; &gt; 0
 * @param arrival        how intended starts are spaced
 * @param lagLimitMicros the schedule lag (actual − intended start) whose p99 above this marks a
 *                       stage "generator saturated", in microseconds; &gt; 0 (default 1 ms)
 */
public record OpenLoop(double rate, Arrival arrival, long lagLimitMicros) {

    /** The saturation threshold when {@code lagLimit} is absent: 1 ms. */
    public static final long DEFAULT_LAG_LIMIT_MICROS = 1_000;

    public OpenLoop {
        if (!(rate > 0) || Double.isInfinite(rate)) {
            throw new IllegalArgumentException("rate must be a finite number > 0, found " + rate);
        }
        if (arrival == null) {
            throw new IllegalArgumentException("arrival must not be null");
        }
        if (lagLimitMicros <= 0) {
            throw new IllegalArgumentException("lagLimitMicros must be > 0, found " + lagLimitMicros);
        }
    }

    /**
     * The part of the rate one mission issues: its share of the work's workers, so the missions'
     * rates add up to the work's (e.g. 1,000 ops/s over missions of 3, 3 and 4 workers: 300, 300
     * and 400 ops/s).
     *
     * @param missionWorkers the mission's workers, 1 … {@code totalWorkers}
     * @param totalWorkers   the work's workers over all drivers
     */
    public double missionRate(int missionWorkers, int totalWorkers) {
        if (missionWorkers < 1 || missionWorkers > totalWorkers) {
            throw new IllegalArgumentException("mission workers " + missionWorkers + " not within 1.." + totalWorkers);
        }
        return rate * missionWorkers / totalWorkers;
    }
}
