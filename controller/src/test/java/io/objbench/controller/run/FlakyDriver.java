package io.objbench.controller.run;

import io.objbench.core.driver.DriverClient;
import io.objbench.core.driver.DriverException;
import io.objbench.core.mission.DriverInfo;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionStatus;
import io.objbench.core.protocol.ApiErrorKind;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntPredicate;

/** Wraps a driver whose n-th status poll (1-based, counted over the whole run) fails when {@code fails} says so. */
final class FlakyDriver implements DriverClient {

    private final DriverClient inner;
    private final IntPredicate fails;
    private final AtomicInteger polls;
    volatile boolean remote;
    /** From this poll on (1-based), status hangs until interrupted, like a stopped process. */
    volatile int hangFrom = Integer.MAX_VALUE;

    FlakyDriver(DriverClient inner, IntPredicate fails, AtomicInteger polls) {
        this.inner = inner;
        this.fails = fails;
        this.polls = polls;
    }

    @Override
    public boolean remote() {
        return remote;
    }

    @Override
    public DriverInfo info() throws DriverException {
        return inner.info();
    }

    @Override
    public java.util.List<io.objbench.core.protocol.MissionSummary> missions(java.time.Duration timeout) throws DriverException {
        return inner.missions(timeout);
    }

    @Override
    public String submit(Mission mission) throws DriverException {
        return inner.submit(mission);
    }

    @Override
    public void login(String missionId) throws DriverException {
        inner.login(missionId);
    }

    @Override
    public void launch(String missionId) throws DriverException {
        inner.launch(missionId);
    }

    @Override
    public MissionStatus status(String missionId, long afterSequence) throws DriverException {
        int n = polls.incrementAndGet();
        if (n >= hangFrom) {
            try {
                Thread.sleep(Duration.ofHours(1));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new DriverException("d2", ApiErrorKind.UNAVAILABLE, "interrupted", e);
            }
        }
        if (fails.test(n)) {
            throw new DriverException("d2", ApiErrorKind.UNAVAILABLE, "flaky", null);
        }
        return inner.status(missionId, afterSequence);
    }

    @Override
    public MissionReport close(String missionId) throws DriverException {
        return inner.close(missionId);
    }

    @Override
    public MissionReport abort(String missionId) throws DriverException {
        return inner.abort(missionId);
    }
}
