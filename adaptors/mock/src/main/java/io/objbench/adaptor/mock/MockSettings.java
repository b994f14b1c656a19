package io.objbench.adaptor.mock;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import io.objbench.api.DelayDistribution;

/**
 * The config keys of storage {@code mock} (cosbench-format.md §3.2, plus objbench's own).
 *
 * @param readSize         {@code size}: the bytes a read returns when stateless
 *                         ({@code store=false}), whatever the name (default 1000, as COSBench)
 * @param latency          {@code latency=<distribution>}, else {@code delay=<ms>} (default 10, as
 *                         COSBench) as a fixed latency
 * @param errorProbability {@code errors}: probability 0..1 that a call fails with a server error
 * @param store            {@code store}: keep containers and objects with their bytes in this
 *                         driver process (so hashCheck round-trips and reads return what was
 *                         written, missing names are 404); default false, stateless as COSBench
 * @param seed             {@code seed}: hashed, then mixed with the worker index into the
 *                         session's random (distinct seeds give unrelated streams)
 * @param stalls           {@code stall=<at s>:<duration ms>[,…]}: storage pauses from the given
 *                         second of the mission (none by default); read anew for each adaptor,
 *                         so each mission counts its own seconds
 * @param capacity         {@code capacity=<ops/s>}: the mission's server serves at most this many
 *                         calls per second, FIFO ({@link ServiceQueue}); 0 = unlimited (default)
 * @param warmupExtraMs    {@code warmup=<extra ms>:<seconds>}: extra latency at the mission's first
 *                         call, falling linearly to 0 over {@code warmupSeconds}
 * @param warmupSeconds    the warm-up's length in seconds
 * @param driftMsPerMinute {@code drift=<ms per minute>}: extra latency growing with mission time
 */
record MockSettings(long readSize, DelayDistribution latency, double errorProbability, boolean store, long seed,
                    Stalls stalls, double capacity, double warmupExtraMs, double warmupSeconds,
                    double driftMsPerMinute) {

    /** COSBench's mock read size. */
    static final long DEFAULT_SIZE = 1000;
    /** COSBench's mock delay in ms. */
    static final double DEFAULT_DELAY_MS = 10;

    MockSettings {
        if (readSize < 0 || readSize > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("size must be between 0 and 2GiB");
        }
        if (!(errorProbability >= 0 && errorProbability <= 1)) {
            throw new IllegalArgumentException("errors must be a probability between 0 and 1");
        }
    }

    /**
     * Whether no call ever sleeps: no latency ({@code delay=0}), no stall, no capacity, warm-up or
     * drift (the driver then knows the workers are CPU-bound).
     */
    boolean neverPauses() {
        return latency instanceof DelayDistribution.Fixed f && f.ms() == 0 && stalls == Stalls.NONE
                && capacity == 0 && warmupExtraMs == 0 && driftMsPerMinute == 0;
    }

    /** Reads the keys; unknown keys are ignored (workloads pass operation keys through). */
    static MockSettings from(AdaptorConfig config) throws AdaptorException {
        long size = config.getBytes("size", DEFAULT_SIZE);
        if (size < 0 || size > Integer.MAX_VALUE) {
            throw new AdaptorException("config key 'size' has value '" + config.getString("size", "")
                    + "': expected a size between 0 and 2GiB");
        }
        double errors = config.getDouble("errors", 0);
        if (!(errors >= 0 && errors <= 1)) {
            throw new AdaptorException("config key 'errors' has value '" + config.getString("errors", "")
                    + "': expected a probability between 0 and 1, e.g. 0.01");
        }
        DelayDistribution latency;
        if (config.has("latency")) {
            try {
                latency = DelayDistribution.parse("latency", config.getString("latency", ""));
            } catch (IllegalArgumentException e) {
                throw new AdaptorException("config key " + e.getMessage());
            }
        } else {
            double delay = config.getDouble("delay", DEFAULT_DELAY_MS);
            if (!(delay >= 0) || Double.isInfinite(delay)) {
                throw new AdaptorException("config key 'delay' has value '" + config.getString("delay", "")
                        + "': expected milliseconds >= 0");
            }
            latency = new DelayDistribution.Fixed(delay);
        }
        Stalls stalls = config.has("stall") ? Stalls.parse(config.getString("stall", "")) : Stalls.NONE;
        double capacity = config.getDouble("capacity", 0);
        if (!(capacity >= 0) || Double.isInfinite(capacity)) {
            throw new AdaptorException("config key 'capacity' has value '" + config.getString("capacity", "")
                    + "': expected operations per second > 0, e.g. capacity=2000");
        }
        double[] warmup = config.has("warmup") ? warmup(config.getString("warmup", "")) : new double[2];
        double drift = config.getDouble("drift", 0);
        if (!(drift >= 0) || Double.isInfinite(drift)) {
            throw new AdaptorException("config key 'drift' has value '" + config.getString("drift", "")
                    + "': expected milliseconds per minute >= 0, e.g. drift=0.5");
        }
        return new MockSettings(size, latency, errors, config.getBoolean("store", false), config.getLong("seed", 0),
                stalls, capacity, warmup[0], warmup[1], drift);
    }

    /** {@code <extra ms>:<seconds>}, both positive numbers. */
    private static double[] warmup(String text) throws AdaptorException {
        String[] parts = text.split(":", -1);
        try {
            if (parts.length == 2) {
                double extra = Double.parseDouble(parts[0].trim());
                double seconds = Double.parseDouble(parts[1].trim());
                if (extra >= 0 && seconds > 0 && !Double.isInfinite(extra) && !Double.isInfinite(seconds)) {
                    return new double[] {extra, seconds};
                }
            }
        } catch (NumberFormatException e) {
            // reported below with the expected form
        }
        throw new AdaptorException("config key 'warmup' has value '" + text
                + "': expected <extra ms>:<seconds>, e.g. warmup=18:30 (18 ms more at the start, gone after 30 s)");
    }
}
