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
public abstract sealed class ArrivalSchedule permits FixedSchedule, PoissonSchedule {

    private final double rate;
    private final long start;

    /** Only through the factories, which check the rate (a constructor that throws is left half built). */
    ArrivalSchedule(double ratePerSecond, long startNanos) {
        this.rate = ratePerSecond;
        this.start = startNanos;
    }

    /**
     * Takes the next intended start: each call returns the next time of the sequence exactly
     * once, whichever thread calls.
     *
     * @return the intended start, in the {@code startNanos} time base ({@link System#nanoTime()})
     */
    public abstract long next();

    /** How many intended starts were taken so far. */
    public abstract long issued();

    /** The target rate of this schedule, in operations per second. */
    public final double rate() {
        return rate;
    }

    /** The time of the sequence's origin (the first intended start is exactly it). */
    public final long startNanos() {
        return start;
    }

    /** Evenly spaced intended starts: the {@code n}th (from 0) at {@code start + n / rate}. */
    public static ArrivalSchedule fixed(double ratePerSecond, long startNanos) {
        return new FixedSchedule(checked(ratePerSecond), startNanos);
    }

    /**
     * Intended starts with exponential gaps of mean {@code 1 / rate}, the same sequence for the
     * same seed (repeatable runs).
     */
    public static ArrivalSchedule poisson(double ratePerSecond, long startNanos, long seed) {
        return new PoissonSchedule(checked(ratePerSecond), startNanos, seed);
    }

    private static double checked(double ratePerSecond) {
        if (!(ratePerSecond > 0) || Double.isInfinite(ratePerSecond)) {
            throw new IllegalArgumentException("rate must be a finite number > 0, found " + ratePerSecond);
        }
        return ratePerSecond;
    }

    /**
     * The schedule of one mission of an open-loop work: its share of the work's rate
     * ({@link Mission#openLoopRate()}), the work's arrival, and for Poisson a seed from the
     * mission's seed and first worker, so the missions of one work draw different gaps.
     *
     * @throws IllegalArgumentException when the mission's work runs closed loop
     */
    public static ArrivalSchedule forMission(Mission mission, long startNanos) {
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
