package io.objbench.controller.run;

import io.objbench.core.driver.DriverClient;
import io.objbench.core.driver.DriverException;
import io.objbench.core.mission.DriverInfo;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.mission.MissionStatus;
import io.objbench.core.protocol.ApiErrorKind;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.Snapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

/**
 * A scripted driver: each mission follows a {@link Script} built from the mission (snapshots it
 * releases one per poll, how it ends). Records every call.
 */
final class FakeDriver implements DriverClient {

    /**
     * What a mission does.
     *
     * @param snapshots released one per status poll
     * @param end       the state after the last snapshot (ACCOMPLISHED, FAILED, TERMINATED), or
     *                  LAUNCHED to run until aborted
     * @param loginFails login leaves the mission TERMINATED
     */
    record Script(List<Snapshot> snapshots, MissionState end, boolean loginFails) {
    }

    private final String name;
    private final Function<Mission, Script> scripts;
    final List<Mission> submitted = new CopyOnWriteArrayList<>();
    final List<String> calls = new CopyOnWriteArrayList<>();
    private final Map<String, Run> runs = new ConcurrentHashMap<>();
    volatile String failSubmit;
    /** When set, the driver dies (every call fails as unreachable) at this many status polls of this stage's missions. */
    volatile String dieInStage;
    volatile int dieAfterPolls;
    volatile java.time.Clock clock = java.time.Clock.systemUTC();
    volatile java.time.Instant diedAt;
    private volatile boolean dead;
    /** When set, every call fails as a refused connection (nothing listens: certain news). */
    volatile boolean refusing;
    /** When set, abort waits for it (a stopped process), whatever timeout the caller gives. */
    volatile java.util.concurrent.CountDownLatch abortHangs;
    /** When set, login waits for it (a stopped process), ignoring interrupts, like a call on the wire. */
    volatile java.util.concurrent.CountDownLatch loginHangs;
    private int stagePolls;

    FakeDriver(String name, Function<Mission, Script> scripts) {
        this.name = name;
        this.scripts = scripts;
    }

    private static final class Run {
        final Mission mission;
        final Script script;
        volatile MissionState state = MissionState.SUBMITTED;
        int released;

        Run(Mission mission, Script script) {
            this.mission = mission;
            this.script = script;
        }
    }

    @Override
    public DriverInfo info() {
        return new DriverInfo(name, "test", List.of("mock"), List.of("none"), 1, 0);
    }

    @Override
    public List<io.objbench.core.protocol.MissionSummary> missions(java.time.Duration timeout) throws DriverException {
        checkAlive("missions");
        List<io.objbench.core.protocol.MissionSummary> list = new ArrayList<>();
        for (Run r : runs.values()) {
            list.add(new io.objbench.core.protocol.MissionSummary(r.mission.id(), r.mission.workloadId(),
                    r.mission.stageId(), r.state, 0, false));
        }
        return list;
    }

    /** The driver restarted: it knows no mission any more. */
    void forgetAll() {
        runs.clear();
    }

    private void checkAlive(String call) throws DriverException {
        if (refusing) {
            calls.add("refused " + call);
            throw new DriverException(name, ApiErrorKind.UNAVAILABLE, "unreachable at http://" + name
                    + " (connection refused)", new java.net.ConnectException("Connection refused"));
        }
        if (dead) {
            calls.add("dead " + call);
            throw new DriverException(name, ApiErrorKind.UNAVAILABLE, "unreachable at http://" + name
                    + " (connection refused)", null);
        }
    }

    @Override
    public String submit(Mission mission) throws DriverException {
        calls.add("submit " + mission.id());
        checkAlive("submit");
        if (failSubmit != null) {
            throw new DriverException(name, ApiErrorKind.BAD_REQUEST, failSubmit, null);
        }
        submitted.add(mission);
        runs.put(mission.id(), new Run(mission, scripts.apply(mission)));
        return mission.id();
    }

    @Override
    public void login(String id) throws DriverException {
        calls.add("login " + id);
        java.util.concurrent.CountDownLatch hang = loginHangs;
        if (hang != null) {
            try {
                hang.await();
            } catch (InterruptedException e) {
                throw new DriverException(name, ApiErrorKind.UNAVAILABLE, "interrupted", e);
            }
        }
        checkAlive("login");
        Run r = run(id);
        r.state = r.script.loginFails() ? MissionState.TERMINATED : MissionState.AUTHED;
    }

    @Override
    public void launch(String id) throws DriverException {
        calls.add("launch " + id);
        checkAlive("launch");
        run(id).state = MissionState.LAUNCHED;
    }

    @Override
    public synchronized MissionStatus status(String id, long afterSequence) throws DriverException {
        checkAlive("status");
        Run r = run(id);
        if (r.mission.stageId().equals(dieInStage) && ++stagePolls >= dieAfterPolls) {
            dead = true;
            diedAt = clock.instant();
            checkAlive("status");
        }
        List<Snapshot> out = new ArrayList<>();
        if (r.state == MissionState.LAUNCHED) {
            if (r.released < r.script.snapshots().size()) {
                r.released++;
            }
            if (r.released == r.script.snapshots().size() && r.script.end() != MissionState.LAUNCHED) {
                r.state = r.script.end();
            }
        }
        for (Snapshot s : r.script.snapshots().subList(0, r.released)) {
            if (s.sequence() > afterSequence) {
                out.add(s);
            }
        }
        return new MissionStatus(id, r.state, out, r.state == MissionState.TERMINATED ? "boom" : "");
    }

    @Override
    public MissionReport close(String id) throws DriverException {
        calls.add("close " + id);
        checkAlive("close");
        Run r = run(id);
        if (!r.state.isFinal()) {
            throw new DriverException(name, ApiErrorKind.CONFLICT, "mission " + id + " is " + r.state, null);
        }
        return report(r);
    }

    @Override
    public MissionReport abort(String id) throws DriverException {
        java.util.concurrent.CountDownLatch hang = abortHangs;
        if (hang != null) {
            calls.add("hung abort " + id);
            try {
                hang.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return abortNow(id);
    }

    private synchronized MissionReport abortNow(String id) throws DriverException {
        calls.add("abort " + id);
        checkAlive("abort");
        Run r = run(id);
        if (!r.state.isFinal()) {
            r.state = MissionState.ABORTED;
        }
        return report(r);
    }

    private static MissionReport report(Run r) {
        List<OpStats> ops = new ArrayList<>();
        long start = Long.MAX_VALUE;
        long end = Long.MIN_VALUE;
        for (Snapshot s : r.script.snapshots().subList(0, r.released)) {
            for (OpStats o : s.ops()) {
                int i = indexOf(ops, o.opId());
                if (i < 0) {
                    ops.add(o);
                } else {
                    ops.set(i, ops.get(i).plus(o));
                }
            }
            start = Math.min(start, s.startMicros());
            end = Math.max(end, s.endMicros());
        }
        return new MissionReport(r.mission.id(), r.state, ops, start == Long.MAX_VALUE ? 0 : start,
                end == Long.MIN_VALUE ? 0 : end, r.state == MissionState.TERMINATED ? "boom" : "",
                List.of("mission " + r.mission.id() + " " + r.state));
    }

    private static int indexOf(List<OpStats> ops, String opId) {
        for (int i = 0; i < ops.size(); i++) {
            if (ops.get(i).opId().equals(opId)) {
                return i;
            }
        }
        return -1;
    }

    private Run run(String id) throws DriverException {
        Run r = runs.get(id);
        if (r == null) {
            throw new DriverException(name, ApiErrorKind.NOT_FOUND, "no mission " + id, null);
        }
        return r;
    }
}
