package io.objbench.controller.plan;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * The mission one driver would get for one work: its global workers
 * {@code firstWorker … lastWorker} and what each operation addresses.
 *
 * @param driver      the driver's name
 * @param workers     how many workers
 * @param firstWorker the global index of its first worker (1-based)
 * @param lastWorker  the global index of its last worker
 * @param operations  per operation, the containers and objects the mission's workers use
 */
public record MissionPlan(String driver, int workers, int firstWorker, int lastWorker,
                          List<OperationShare> operations) {

    public MissionPlan {
        operations = List.copyOf(operations);
    }

    /** The worker offset as the mission carries it: the global index of the first worker minus 1. */
    @JsonProperty("workerOffset")
    public int workerOffset() {
        return firstWorker - 1;
    }
}
