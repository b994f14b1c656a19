package io.objbench.core.protocol;

/**
 * The reply to a mission submission.
 *
 * @param missionId the id the driver knows the mission by
 */
public record MissionCreated(String missionId) {
}
