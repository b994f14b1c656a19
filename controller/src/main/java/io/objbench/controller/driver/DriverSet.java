package io.objbench.controller.driver;

import io.objbench.core.driver.DriverClient;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The drivers a stage may use, taken when it starts: the live ones (which get work), every
 * configured name (so a {@code driver=} pin on a driver that is down is told apart from an
 * unknown name), each live driver's clock skew, and after how many missed polls a driver is lost.
 *
 * @param live              live drivers by name, in configuration order
 * @param configured        every configured driver name, in order
 * @param clockSkewMillis   driver clock minus controller clock per live driver, when measured
 * @param missedPollsToLose consecutive failed mission polls after which a driver is lost
 * @param link              where the stage reports the missions it owns and drivers found down
 */
public record DriverSet(Map<String, DriverClient> live, List<String> configured, Map<String, Long> clockSkewMillis,
                        int missedPollsToLose, PoolLink link) {

    /** COSBench-like default: a driver silent three polls in a row is lost. */
    public static final int DEFAULT_MISSED_POLLS = 3;

    public DriverSet {
        live = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(live));
        configured = List.copyOf(configured);
        clockSkewMillis = Map.copyOf(clockSkewMillis);
        Objects.requireNonNull(link, "link");
        if (missedPollsToLose < 1) {
            throw new IllegalArgumentException("missedPollsToLose must be at least 1, got " + missedPollsToLose);
        }
        for (String name : live.keySet()) {
            if (!configured.contains(name)) {
                throw new IllegalArgumentException("live driver " + name + " is not configured");
            }
        }
    }

    /** A set outside any pool: nobody is told of owned missions or drivers found down. */
    public DriverSet(Map<String, DriverClient> live, List<String> configured, Map<String, Long> clockSkewMillis,
                     int missedPollsToLose) {
        this(live, configured, clockSkewMillis, missedPollsToLose, PoolLink.NONE);
    }

    /** The same drivers without {@code dead}, found down while the stage started. */
    public DriverSet without(java.util.Collection<String> dead) {
        Map<String, DriverClient> rest = new LinkedHashMap<>(live);
        rest.keySet().removeAll(dead);
        return new DriverSet(rest, configured, clockSkewMillis, missedPollsToLose, link);
    }

    /** A fixed set where every driver is live and no skew is known (the embedded run, tests). */
    public static DriverSet allLive(Map<String, ? extends DriverClient> drivers) {
        Objects.requireNonNull(drivers, "drivers");
        return new DriverSet(new LinkedHashMap<>(drivers), List.copyOf(drivers.keySet()), Map.of(), DEFAULT_MISSED_POLLS);
    }
}
