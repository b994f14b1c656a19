package io.objbench.driver.load;

import io.objbench.core.mission.Mission;
import io.objbench.core.workload.OpenLoop;

/**
 * The intended start times of one mission's open-loop operations, one sequence for the whole
 * mission (never per worker), so a slow operation never delays the schedule. A free worker takes
 * the next intended start with {@link #next()} (lock-free, from any thread) and waits for it; when
 * every worker is busy the starts come late and the lateness is measured, but no intended start is
 * ever skipped, thinned or moved: the sequence depends only on the rate, the start and the seed.
 */
public sealed interface ArrivalSchedule permits FixedSchedule, PoissonSchedule {

    /**
     * Takes the next intended start: each call returns the next time of the sequence exactly
     * once, whichever thread calls.
     *
     * @return the intended start, in the {@code startNanos} time base ({@link System#nanoTime()})
     */
    long next();

    /** How many intended starts were taken so far. */
    long issued();

    /** The target rate of this schedule, in operations per second. */
    double rate();

    /** The time of the sequence's origin (its first intended start is at or after it). */
    long startNanos();

    /** Evenly spaced intended starts: the {@code n}th (from 0) at {@code start + n / rate}. */
    static ArrivalSchedule fixed(double ratePerSecond, long startNanos) {
        return new FixedSchedule(ratePerSecond, startNanos);
    }

    /**
     * Intended starts with exponential gaps of mean {@code 1 / rate}, the same sequence for the
     * same seed (repeatable runs).
     */
    static ArrivalSchedule poisson(double ratePerSecond, long startNanos, long seed) {
        return new PoissonSchedule(ratePerSecond, startNanos, seed);
    }

    /**
     * The schedule of one mission of an open-loop work: its share of the work's rate
     * ({@link Mission#openLoopRate()}), the work's arrival, and for Poisson a seed from the
     * mission's seed and first worker, so the missions of one work draw different gaps.
     *
     * @throws IllegalArgumentException when the mission's work runs closed loop
     */
    static ArrivalSchedule forMission(Mission mission, long startNanos) {
        OpenLoop load = mission.work().openLoop();
        if (load == null) {
            throw new IllegalArgumentException("mission " + mission.id() + " runs closed loop: it has no schedule");
        }
        double rate = mission.openLoopRate();
        return switch (load.arrival()) {
            case FIXED -> fixed(rate, startNanos);
            case POISSON -> poisson(rate, startNanos, mission.seed() * 0x9E3779B97F4A7C15L + mission.workerOffset());
        };
    }
}
