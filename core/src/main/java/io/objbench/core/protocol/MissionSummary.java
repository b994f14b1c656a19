package io.objbench.core.protocol;

import io.objbench.core.mission.MissionState;

/**
 * One mission a driver holds, as listed by {@code GET} {@link DriverRoutes#MISSIONS}: enough for a
 * controller to tell its own missions from orphans (left by a controller that died or lost the
 * driver) and abort those.
 *
 * @param missionId  the mission's id
 * @param workloadId the workload the mission belongs to
 * @param stageId    the stage within that workload
 * @param state      its state now
 * @param idleMillis time since the driver last received a call for this mission (the lease counts it)
 * @param reportRead true once its final report was returned by close or abort (it is evicted soon)
 */
public record MissionSummary(String missionId, String workloadId, String stageId, MissionState state,
                             long idleMillis, boolean reportRead) {
}
