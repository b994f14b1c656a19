package io.objbench.controller.schedule;

import io.objbench.core.workload.Work;
import java.util.Objects;

/**
 * The share of one work a driver runs: the work's global workers
 * {@code workerOffset+1 … workerOffset+workers}.
 *
 * @param workIndex    1-based position of the work in its stage
 * @param work         the work
 * @param driverName   the driver that runs this share
 * @param workers      how many workers, ≥ 1
 * @param workerOffset global index of the first worker minus 1
 */
public record Assignment(int workIndex, Work work, String driverName, int workers, int workerOffset) {

    public Assignment {
        Objects.requireNonNull(work, "work");
        Objects.requireNonNull(driverName, "driverName");
        if (workers < 1 || workerOffset < 0 || workerOffset + workers > work.workers()) {
            throw new IllegalArgumentException("bad share " + workerOffset + "+" + workers + " of " + work.workers());
        }
    }
}
