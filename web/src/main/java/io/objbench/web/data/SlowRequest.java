package io.objbench.web.data;

import io.objbench.core.stats.Exemplar;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * One of a stage's slowest requests as the report page lists it (docs/metrics.md, "Slowest
 * requests"): read from the JSON summary's stage field {@code slowest}.
 *
 * @param opId      the operation's id in the workload
 * @param op        the operation's label in the report (its id when the stage lists no such operation)
 * @param start     when the call began, ISO-8601 UTC to the microsecond
 * @param latencyMs its response time, ms
 * @param driver    the driver that measured it; empty when not archived
 * @param container the container (bucket); empty when none
 * @param object    the object; empty when none
 * @param status    {@code ok}, or the failure's kind and protocol code
 * @param requestId the server's request id; empty when the adaptor reports none
 */
public record SlowRequest(String opId, String op, String start, double latencyMs, String driver, String container,
                          String object, String status, String requestId) {

    /** The row of {@code e}, labelled {@code op}. */
    public static SlowRequest of(Exemplar e, String op) {
        Instant start = Instant.EPOCH.plus(e.startMicros(), ChronoUnit.MICROS);
        return new SlowRequest(e.opId(), op, start.toString(), e.latencyMicros() / 1_000.0,
                e.driver() == null ? "" : e.driver(), e.container(), e.object(), e.status(),
                e.requestId() == null ? "" : e.requestId());
    }

    /** {@code container/object}, the container alone for a container call, empty for neither. */
    public String target() {
        if (object.isEmpty()) {
            return container;
        }
        return container.isEmpty() ? object : container + "/" + object;
    }

    /** True when the request did not succeed. */
    public boolean failed() {
        return !"ok".equals(status);
    }
}
