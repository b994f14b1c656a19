package io.objbench.controller.run;

import io.objbench.core.mission.MissionReport;

/**
 * A mission's end as the stage saw it: which driver ran it and its final report.
 *
 * @param driverName the driver
 * @param workIndex  1-based position of its work in the stage
 * @param report     the final (or partial, or synthetic when the driver failed) report
 * @param partial    true when the report was built by the controller from the snapshots it
 *                   received (the driver gave no final report): its counts end where they stopped
 */
public record MissionLog(String driverName, int workIndex, MissionReport report, boolean partial) {

    /** The log of a mission with its driver's own report. */
    public MissionLog(String driverName, int workIndex, MissionReport report) {
        this(driverName, workIndex, report, false);
    }
}
