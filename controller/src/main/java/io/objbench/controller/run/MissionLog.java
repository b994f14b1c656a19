package io.objbench.controller.run;

import io.objbench.core.mission.MissionReport;

/**
 * A mission's end as the stage saw it: which driver ran it and its final report.
 *
 * @param driverName the driver
 * @param workIndex  1-based position of its work in the stage
 * @param report     the final (or partial, or synthetic when the driver failed) report
 */
public record MissionLog(String driverName, int workIndex, MissionReport report) {
}
