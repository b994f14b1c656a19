package io.objbench.core.driver;

import io.objbench.core.mission.DriverInfo;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionStatus;
import io.objbench.core.protocol.ApiErrorKind;
import io.objbench.core.protocol.MissionSummary;
import io.objbench.core.protocol.TriggerReport;
import io.objbench.core.protocol.TriggerStart;
import io.objbench.core.protocol.TriggerStarted;
import java.time.Duration;
import java.util.List;

/**
 * How the controller talks to one driver, wherever it runs: in this process
 * (the driver module's {@code LocalDriverClient}) or over HTTP. Every method may fail with a {@link DriverException}
 * that keeps the driver's own message, so a remote error reaches the user unchanged.
 */
public interface DriverClient {

    /** The driver's name, version and adaptor types. */
    DriverInfo info() throws DriverException;

    /** {@link #info()}, failing UNAVAILABLE when no reply came within {@code timeout} (liveness polls). */
    default DriverInfo info(Duration timeout) throws DriverException {
        return info();
    }

    /** Every mission the driver holds, ended or not. */
    List<MissionSummary> missions(Duration timeout) throws DriverException;

    /** Hands a mission to the driver; returns the mission id the driver knows it by. */
    String submit(Mission mission) throws DriverException;

    /** Logs every worker of the mission in; returns once all did (or the mission terminated). */
    void login(String missionId) throws DriverException;

    /**
     * {@link #login} and the mission's state after it (AUTHED, or TERMINATED with the reason) in
     * one call where the driver answers both at once (HTTP: the login's reply), saving the stage
     * a round trip.
     */
    default MissionStatus loginStatus(String missionId) throws DriverException {
        login(missionId);
        return status(missionId, 0);
    }

    /** Starts the workers; returns at once. */
    void launch(String missionId) throws DriverException;

    /** The mission's state and the snapshots after {@code afterSequence}. */
    MissionStatus status(String missionId, long afterSequence) throws DriverException;

    /**
     * {@link #status(String, long)}, after waiting up to {@code waitForEnd} for the mission to
     * reach a final state (answering as soon as it does): the poller sees an end when it happens.
     * This default does not wait (a driver that cannot): the caller then waits itself.
     */
    default MissionStatus status(String missionId, long afterSequence, Duration waitForEnd) throws DriverException {
        return status(missionId, afterSequence);
    }

    /** The final report of a mission that reached a final state; the driver may forget it then. */
    MissionReport close(String missionId) throws DriverException;

    /**
     * Ends a launched mission's measured window now, as if its runtime ended here (objbench's
     * {@code until="stable"}); returns at once, the mission then ending normally (poll, then
     * {@link #close}). A driver that cannot refuses.
     */
    default MissionStatus finish(String missionId) throws DriverException {
        throw new DriverException(info().name(), ApiErrorKind.BAD_REQUEST, "this driver cannot end a mission early",
                null);
    }

    /** Stops the mission's workers promptly and returns the partial report. */
    MissionReport abort(String missionId) throws DriverException;

    /** {@link #abort(String)}, failing UNAVAILABLE when no reply came within {@code timeout}. */
    default MissionReport abort(String missionId, Duration timeout) throws DriverException {
        return abort(missionId);
    }

    /**
     * Starts a trigger script on the driver; returns at once, the script running. A driver that
     * does not run triggers refuses.
     */
    default TriggerStarted startTrigger(TriggerStart start) throws DriverException {
        throw new DriverException(info().name(), ApiErrorKind.BAD_REQUEST, "this driver does not run triggers",
                null);
    }

    /** Stops a trigger ({@code -k}, then a kill of what is left) and returns its report and output. */
    default TriggerReport stopTrigger(String triggerId) throws DriverException {
        throw new DriverException(info().name(), ApiErrorKind.NOT_FOUND, "this driver does not run triggers",
                null);
    }

    /**
     * True when calls cross the network: the stage then polls each mission once per timeline
     * tick (min interval of the stage) instead of every check period.
     */
    default boolean remote() {
        return false;
    }
}
