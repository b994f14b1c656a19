package io.objbench.driver.run;

import io.objbench.api.StorageAdaptor;
import io.objbench.core.telemetry.DriverTelemetry;
import java.util.List;

/**
 * The retries and connects of a mission's storage adaptors, per snapshot interval: each adaptor
 * counts from its creation ({@link StorageAdaptor#retries()}, {@link StorageAdaptor#connectionsOpened()});
 * this keeps the sums of the previous reading and hands over the differences. A count any of the
 * mission's adaptors cannot know is unknown for the mission (a partial sum would read as a full
 * one). Read only by the snapshot thread.
 */
final class AdaptorCounters {

    private static final long UNKNOWN = -1;

    private final List<StorageAdaptor> adaptors;
    private long lastRetries;
    private long lastConnects;

    /** Counts from now on: the login phase's calls are not the run's. */
    AdaptorCounters(List<StorageAdaptor> adaptors) {
        this.adaptors = List.copyOf(adaptors);
        lastRetries = sum(StorageAdaptor::retries);
        lastConnects = sum(StorageAdaptor::connectionsOpened);
    }

    /** {@code jvm} with the adaptors' counts since the previous call (or the creation). */
    DriverTelemetry addTo(DriverTelemetry jvm) {
        long retries = sum(StorageAdaptor::retries);
        long connects = sum(StorageAdaptor::connectionsOpened);
        Long retriesDelta = delta(retries, lastRetries);
        Long connectsDelta = delta(connects, lastConnects);
        lastRetries = retries;
        lastConnects = connects;
        return retriesDelta == null && connectsDelta == null ? jvm : jvm.withAdaptorCounts(retriesDelta, connectsDelta);
    }

    private static Long delta(long now, long before) {
        return now == UNKNOWN || before == UNKNOWN ? null : now - before;
    }

    private long sum(java.util.function.ToLongFunction<StorageAdaptor> count) {
        long sum = 0;
        for (StorageAdaptor a : adaptors) {
            long c = count.applyAsLong(a);
            if (c < 0) {
                return UNKNOWN;
            }
            sum += c;
        }
        return sum;
    }
}
