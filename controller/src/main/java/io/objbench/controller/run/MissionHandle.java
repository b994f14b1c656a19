package io.objbench.controller.run;

import io.objbench.controller.driver.DriverClient;
import io.objbench.controller.schedule.Assignment;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import java.util.List;

/**
 * A stage's view of one mission it sent: where it runs, the last snapshot sequence seen, its
 * last known state and, at the end, its report. Touched by the runner thread; {@link #report}
 * may also be set by a cancelling thread, hence the synchronization.
 */
final class MissionHandle {

    final Assignment assignment;
    final Mission mission;
    final DriverClient client;
    volatile String id;
    long lastSequence;
    MissionState state = MissionState.SUBMITTED;
    /** Set when the mission's driver was lost: it gets no more calls. */
    volatile boolean lost;
    private MissionReport report;

    MissionHandle(Assignment assignment, Mission mission, DriverClient client) {
        this.assignment = assignment;
        this.mission = mission;
        this.client = client;
    }

    synchronized MissionReport report() {
        return report;
    }

    /** Keeps the first report set; later ones are ignored. */
    synchronized void reportIfAbsent(MissionReport r) {
        if (report == null && r != null) {
            report = r;
        }
    }

    /** A report for a mission whose driver gave none (unreachable, never submitted). */
    MissionReport syntheticReport(MissionState finalState, String message) {
        return new MissionReport(id == null ? mission.id() : id, finalState, List.of(), 0, 0, message, List.of());
    }

    boolean submitted() {
        return id != null;
    }
}
