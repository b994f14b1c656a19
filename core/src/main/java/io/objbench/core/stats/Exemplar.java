package io.objbench.core.stats;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Objects;

/**
 * One slow request kept as an example of an operation's tail (objbench extension,
 * docs/metrics.md, "Slowest requests"): what the storage team needs to find it in its own logs.
 *
 * @param opId          the operation's id in the workload
 * @param startMicros   epoch µs when the call began (open loop: when the schedule meant it to)
 * @param latencyMicros its response time, µs, as it went into the histogram
 * @param container     the container (bucket) named in the call; empty when none
 * @param object        the object named in the call; empty when none (a container call or a listing)
 * @param status        {@code ok}, or the failure's kind and the protocol's code, e.g. {@code NOT_FOUND 404}
 * @param requestId     the server's id of the request when the adaptor reports one
 *                      ({@code StorageSession.lastRequestId()}), else {@code null} and absent from the JSON
 * @param driver        the driver that measured it; set by the controller, {@code null} (absent) on the wire
 *                      from a driver
 */
public record Exemplar(String opId, long startMicros, long latencyMicros, String container, String object,
                       String status,
                       @JsonInclude(JsonInclude.Include.NON_NULL) String requestId,
                       @JsonInclude(JsonInclude.Include.NON_NULL) String driver) {

    public Exemplar {
        Objects.requireNonNull(opId, "opId");
        container = container == null ? "" : container;
        object = object == null ? "" : object;
        Objects.requireNonNull(status, "status");
    }

    /** This exemplar as measured by {@code driverName}. */
    public Exemplar withDriver(String driverName) {
        return new Exemplar(opId, startMicros, latencyMicros, container, object, status, requestId, driverName);
    }
}
