package io.objbench.controller.run;

import java.time.Clock;
import java.time.Duration;
import java.util.Objects;

/**
 * How the runner runs: wall clock, how it sleeps, how often it checks missions.
 *
 * @param clock       wall clock for timestamps (state histories, timeline rows)
 * @param sleeper     how the runner waits (closure delays, polling); tests pass a fast one
 * @param checkPeriod how often mission states are polled between timeline ticks; null = once per
 *                    tick; missions on remote drivers ({@code DriverClient.remote()}) are always
 *                    polled once per tick, i.e. every min(interval) of their stage
 * @param tick        timeline period; null = the stage's minimum work interval (COSBench)
 * @param baseSeed    base of every mission's seed (a run is reproducible for the same value)
 * @param validity    the limits of the stage verdict's rules
 */
public record RunSettings(Clock clock, Sleeper sleeper, Duration checkPeriod, Duration tick, long baseSeed,
                          ValidityThresholds validity) {

    /** Settings with the default verdict limits. */
    public RunSettings(Clock clock, Sleeper sleeper, Duration checkPeriod, Duration tick, long baseSeed) {
        this(clock, sleeper, checkPeriod, tick, baseSeed, ValidityThresholds.DEFAULTS);
    }

    /** Waits for a while; interruptible. */
    @FunctionalInterface
    public interface Sleeper {
        /** Sleeps {@code duration}. */
        void sleep(Duration duration) throws InterruptedException;

        /**
         * Sleeps {@code duration} or until {@code wake} reaches zero (a cancel). This default
         * ignores {@code wake} (tests' sleepers move a clock); {@link #REAL} returns at once.
         */
        default void sleep(Duration duration, java.util.concurrent.CountDownLatch wake) throws InterruptedException {
            sleep(duration);
        }

        /**
         * True when this sleeper waits in real time: the poller may then spend its waits inside
         * the drivers ({@code DriverClient.status} with a wait for the end), which answer as soon
         * as a mission ends. A test's sleeper that moves a clock keeps every wait in its hands.
         */
        default boolean realTime() {
            return false;
        }

        /** Real time: waits on {@code wake}, so a cancel ends a wait at once. */
        Sleeper REAL = new Sleeper() {
            @Override
            public void sleep(Duration duration) throws InterruptedException {
                Thread.sleep(duration.toMillis());
            }

            @Override
            public void sleep(Duration duration, java.util.concurrent.CountDownLatch wake) throws InterruptedException {
                if (wake.await(duration.toNanos(), java.util.concurrent.TimeUnit.NANOSECONDS)) {
                    return; // woken early: the caller checks why
                }
            }

            @Override
            public boolean realTime() {
                return true;
            }
        };
    }

    public RunSettings {
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(sleeper, "sleeper");
        validity = validity == null ? ValidityThresholds.DEFAULTS : validity;
    }

    /** Fallback step of interruptible sleeps when mission checks happen once per tick. */
    private static final Duration SLEEP_STEP = Duration.ofMillis(200);

    /** System clock, real sleeps, 200 ms checks, COSBench ticks, a fixed seed. */
    public static RunSettings defaults() {
        return new RunSettings(Clock.systemDefaultZone(), Sleeper.REAL, Duration.ofMillis(200), null, 0x0b7be9c4L);
    }

    /** System clock, real sleeps, each mission polled once per tick (distributed runs over HTTP). */
    public static RunSettings distributed() {
        return new RunSettings(Clock.systemDefaultZone(), Sleeper.REAL, null, null, 0x0b7be9c4L);
    }

    /** How often missions are polled in a stage whose timeline period is {@code stageTick}. */
    public Duration pollPeriod(Duration stageTick) {
        return checkPeriod != null ? checkPeriod : stageTick;
    }

    /** The step of interruptible sleeps (closure delays), so a cancel ends them promptly. */
    public Duration sleepStep() {
        return checkPeriod != null ? checkPeriod : SLEEP_STEP;
    }

    /** The same settings with another tick. */
    public RunSettings withTick(Duration newTick) {
        return new RunSettings(clock, sleeper, checkPeriod, newTick, baseSeed, validity);
    }

    /** The same settings with other verdict limits. */
    public RunSettings withValidity(ValidityThresholds newValidity) {
        return new RunSettings(clock, sleeper, checkPeriod, tick, baseSeed, newValidity);
    }

    /** The seed of the missions of a work: depends only on the base seed and the work's place. */
    public long seedOf(int stageIndex, int workIndex) {
        long z = baseSeed + 0x9E3779B97F4A7C15L * (stageIndex * 1_000_003L + workIndex);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
