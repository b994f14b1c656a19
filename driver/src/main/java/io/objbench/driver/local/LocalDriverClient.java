package io.objbench.driver.local;

import io.objbench.core.driver.DriverClient;
import io.objbench.core.driver.DriverException;
import io.objbench.core.mission.DriverInfo;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionStatus;
import io.objbench.core.protocol.ApiErrorKind;
import io.objbench.core.protocol.MissionSummary;
import java.time.Duration;
import java.util.List;
import io.objbench.core.protocol.TriggerReport;
import io.objbench.core.protocol.TriggerStart;
import io.objbench.core.protocol.TriggerStarted;
import io.objbench.driver.MissionException;
import io.objbench.driver.MissionManager;
import java.util.Objects;

/**
 * A driver in this process: every call goes straight to a {@link MissionManager}; its refusals
 * become {@link DriverException}s with the same kind and message, and an unexpected runtime
 * failure becomes UNAVAILABLE, as a remote driver's 500 would.
 */
public final class LocalDriverClient implements DriverClient {

    private final String name;
    private final MissionManager manager;

    /** A client of {@code manager}, reporting errors under the driver's name. */
    public LocalDriverClient(MissionManager manager) {
        this.manager = Objects.requireNonNull(manager, "manager");
        this.name = manager.info().name();
    }

    /** The manager behind this client. */
    public MissionManager manager() {
        return manager;
    }

    @Override
    public DriverInfo info() throws DriverException {
        return call(manager::info);
    }

    @Override
    public List<MissionSummary> missions(Duration timeout) throws DriverException {
        return call(manager::list);
    }

    @Override
    public String submit(Mission mission) throws DriverException {
        return call(() -> manager.submit(mission));
    }

    @Override
    public void login(String missionId) throws DriverException {
        call(() -> {
            manager.login(missionId);
            return null;
        });
    }

    @Override
    public void launch(String missionId) throws DriverException {
        call(() -> {
            manager.launch(missionId);
            return null;
        });
    }

    @Override
    public MissionStatus status(String missionId, long afterSequence) throws DriverException {
        return call(() -> manager.poll(missionId, afterSequence));
    }

    @Override
    public MissionStatus status(String missionId, long afterSequence, java.time.Duration waitForEnd)
            throws DriverException {
        return call(() -> manager.poll(missionId, afterSequence, waitForEnd));
    }

    @Override
    public MissionReport close(String missionId) throws DriverException {
        return call(() -> manager.close(missionId));
    }

    @Override
    public MissionStatus finish(String missionId) throws DriverException {
        return call(() -> manager.finish(missionId));
    }

    @Override
    public MissionReport abort(String missionId) throws DriverException {
        return call(() -> manager.abort(missionId));
    }

    @Override
    public TriggerStarted startTrigger(TriggerStart start) throws DriverException {
        return call(() -> manager.triggers().start(start));
    }

    @Override
    public TriggerReport stopTrigger(String triggerId) throws DriverException {
        return call(() -> manager.triggers().stop(triggerId));
    }

    @FunctionalInterface
    private interface ManagerCall<T> {
        T call() throws MissionException;
    }

    private <T> T call(ManagerCall<T> call) throws DriverException {
        try {
            return call.call();
        } catch (MissionException e) {
            throw new DriverException(name, e.kind(), e.getMessage(), e);
        } catch (RuntimeException e) {
            throw new DriverException(name, ApiErrorKind.UNAVAILABLE, String.valueOf(e), e);
        }
    }
}
