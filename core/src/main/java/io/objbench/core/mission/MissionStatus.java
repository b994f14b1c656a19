package io.objbench.core.mission;

import io.objbench.core.stats.Snapshot;
import java.util.List;

/**
 * The answer to a poll: the mission's state and the interval snapshots newer than the sequence
 * number the poller gave.
 *
 * @param missionId the mission
 * @param state     its current state
 * @param snapshots snapshots with sequence &gt; the one asked for, oldest first
 * @param message   why the mission failed or terminated, or empty
 */
public record MissionStatus(String missionId, MissionState state, List<Snapshot> snapshots, String message) {

    public MissionStatus {
        snapshots = List.copyOf(snapshots);
        message = message == null ? "" : message;
    }
}
