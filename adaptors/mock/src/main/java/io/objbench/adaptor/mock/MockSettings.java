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
 * @param seed             {@code seed}: mixed with the worker index into the session's random
 * @param stalls           {@code stall=<at s>:<duration ms>[,…]}: storage pauses from the given
 *                         second of the mission (none by default); read anew for each adaptor,
 *                         so each mission counts its own seconds
 */
record MockSettings(long readSize, DelayDistribution latency, double errorProbability, boolean store, long seed,
                    Stalls stalls) {

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
        return new MockSettings(size, latency, errors, config.getBoolean("store", false), config.getLong("seed", 0),
                stalls);
    }
}
