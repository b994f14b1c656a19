package io.objbench.controller.driver;

import io.objbench.core.mission.DriverInfo;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionStatus;

/**
 * How the controller talks to one driver, wherever it runs: in this process
 * ({@link LocalDriverClient}) or over HTTP. Every method may fail with a {@link DriverException}
 * that keeps the driver's own message, so a remote error reaches the user unchanged.
 */
public interface DriverClient {

    /** The driver's name, version and adaptor types. */
    DriverInfo info() throws DriverException;

    /** Hands a mission to the driver; returns the mission id the driver knows it by. */
    String submit(Mission mission) throws DriverException;

    /** Logs every worker of the mission in; returns once all did (or the mission terminated). */
    void login(String missionId) throws DriverException;

    /** Starts the workers; returns at once. */
    void launch(String missionId) throws DriverException;

    /** The mission's state and the snapshots after {@code afterSequence}. */
    MissionStatus status(String missionId, long afterSequence) throws DriverException;

    /** The final report of a mission that reached a final state; the driver may forget it then. */
    MissionReport close(String missionId) throws DriverException;

    /** Stops the mission's workers promptly and returns the partial report. */
    MissionReport abort(String missionId) throws DriverException;

    /**
     * True when calls cross the network: the stage then polls each mission once per timeline
     * tick (min interval of the stage) instead of every check period.
     */
    default boolean remote() {
        return false;
    }
}
