package io.objbench.driver.run;

import io.objbench.core.protocol.ApiErrorKind;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthAdaptor;
import io.objbench.api.AuthAdaptorFactory;
import io.objbench.api.AuthToken;
import io.objbench.api.ErrorKind;
import io.objbench.api.LoginResult;
import io.objbench.api.OpResult;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.workload.Division;
import io.objbench.driver.MissionException;
import io.objbench.driver.measure.Clock;
import io.objbench.driver.support.Missions;
import io.objbench.driver.support.Runs;
import io.objbench.driver.support.ScriptedStorage;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Mission states: login failure, FAILED, TERMINATED, abort, refusals at submit, re-login. */
class LifecycleTest {

    private static final String OBJ = "containers=c(1);objects=c(1)";

    /** Auth type {@code test}: worker {@code failing} is refused; tokens count the logins. */
    private static AuthAdaptorFactory auth(int failing, AtomicInteger logins) {
        return new AuthAdaptorFactory() {
            public String type() {
                return "test";
            }

            public AuthAdaptor create(AdaptorConfig config) {
                return worker -> {
                    int n = logins.incrementAndGet();
                    return worker == failing ? LoginResult.failure(OpResult.failure(ErrorKind.AUTH, 401, "bad password"))
                            : LoginResult.success(new AuthToken(Map.of("token", "t" + n)));
                };
            }
        };
    }

    @Test
    void aFailedLoginTerminatesTheMissionWithItsMessage() throws Exception {
        ScriptedStorage storage = ScriptedStorage.recording();
        Runs runs = new Runs(Clock.system(), storage, auth(3, new AtomicInteger()));
        var mission = Missions.work().workers(4).totalOps(8).auth("test", "").op("read", 100, OBJ).mission("l");

        runs.manager.submit(mission);
        runs.manager.login("l");

        assertThat(runs.manager.status("l", 0).state()).isEqualTo(MissionState.TERMINATED);
        MissionReport report = runs.manager.close("l");
        assertThat(report.message()).contains("worker 3").contains("bad password");
        assertThatThrownBy(() -> runs.manager.launch("l")).isInstanceOf(MissionException.class)
                .extracting(e -> ((MissionException) e).kind()).isEqualTo(ApiErrorKind.CONFLICT);
        assertThat(storage.calls).isEmpty();
        assertThat(storage.closes).hasValue(1);
    }

    @Test
    void workersAreVirtualThreadsUnlessTheStorageBlocksInNativeCodeOrNeverBlocks() throws Exception {
        for (boolean nativeBlocking : new boolean[] {false, true}) {
            for (boolean neverBlocking : new boolean[] {false, true}) {
                java.util.Set<Boolean> virtual = java.util.concurrent.ConcurrentHashMap.newKeySet();
                ScriptedStorage storage = new ScriptedStorage(c -> {
                    virtual.add(Thread.currentThread().isVirtual());
                    return OpResult.OK;
                }, false);
                storage.blocksInNativeCode = nativeBlocking;
                storage.neverBlocks = neverBlocking;
                var mission = Missions.work().workers(3).totalOps(30).op("read", 100, OBJ)
                        .mission("threads-" + nativeBlocking + "-" + neverBlocking);

                Runs.Result result = new Runs(Clock.system(), storage).run(mission);

                assertThat(result.op("op1").successes()).isEqualTo(30);
                assertThat(virtual).as("workers on virtual threads, native blocking=%s, never blocking=%s",
                        nativeBlocking, neverBlocking).containsExactly(!nativeBlocking && !neverBlocking);
            }
        }
    }

    @Test
    void workersOfAStorageThatNeverBlocksTakeTurnsOnTheCpus() throws Exception {
        int cpus = Runtime.getRuntime().availableProcessors();
        int workers = 8 * cpus;
        java.util.concurrent.atomic.AtomicInteger inCall = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.atomic.AtomicInteger mostInCall = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.atomic.AtomicLongArray calls = new java.util.concurrent.atomic.AtomicLongArray(workers + 1);
        ScriptedStorage storage = new ScriptedStorage(c -> {
            int now = inCall.incrementAndGet();
            mostInCall.accumulateAndGet(now, Math::max);
            calls.incrementAndGet(c.worker());
            inCall.decrementAndGet();
            return OpResult.OK;
        }, false);
        storage.neverBlocks = true;
        var mission = Missions.work().workers(workers).runtime(0, 3, 0).op("read", 100, OBJ).mission("turns");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        assertThat(result.report().state()).isEqualTo(MissionState.ACCOMPLISHED);
        assertThat(mostInCall.get()).as("workers in a call at once, with one CPU token each of %d", cpus)
                .isLessThanOrEqualTo(cpus);
        long total = 0;
        long fewest = Long.MAX_VALUE;
        for (int w = 1; w <= workers; w++) {
            total += calls.get(w);
            fewest = Math.min(fewest, calls.get(w));
        }
        // 1 ms turns over 3 s: each of the 8 workers per CPU has had many turns
        assertThat(fewest).as("calls of the least served worker, of %d in all", total)
                .isGreaterThan(total / workers / 5);
    }

    @Test
    void thinkingWorkersOfAStorageThatNeverBlocksKeepVirtualThreads() throws Exception {
        java.util.Set<Boolean> virtual = java.util.concurrent.ConcurrentHashMap.newKeySet();
        ScriptedStorage storage = new ScriptedStorage(c -> {
            virtual.add(Thread.currentThread().isVirtual());
            return OpResult.OK;
        }, false);
        storage.neverBlocks = true;
        // a token held through a think time would idle a CPU: 16 workers would do the work of 2
        var mission = Missions.work().workers(16).totalOps(64).thinkTime("fixed(1)").op("read", 100, OBJ)
                .mission("thinking");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        assertThat(result.op("op1").successes()).isEqualTo(64);
        assertThat(virtual).containsExactly(true);
    }

    @Test
    void anAuthFailureLogsTheWorkerInAgainAndUpdatesItsToken() throws Exception {
        AtomicInteger logins = new AtomicInteger();
        AtomicInteger calls = new AtomicInteger();
        ScriptedStorage storage = new ScriptedStorage(c -> calls.incrementAndGet() == 2
                ? OpResult.failure(ErrorKind.AUTH, 401, "expired") : OpResult.OK, false);
        var mission = Missions.work().totalOps(5).auth("test", "").op("read", 100, OBJ).mission("relogin");

        Runs.Result result = new Runs(Clock.system(), storage, auth(99, logins)).run(mission);

        assertThat(logins).hasValue(2);
        assertThat(storage.tokens).extracting(t -> t.get("token")).containsExactly("t1", "t2");
        assertThat(result.op("op1").successes()).isEqualTo(4);
        assertThat(result.op("op1").errors()).containsEntry(ErrorKind.AUTH, 1L);
    }

    @Test
    void anOperationWithAttemptsAndNoSuccessFailsTheMission() throws Exception {
        ScriptedStorage storage = new ScriptedStorage(c -> c.op().equals("get")
                ? OpResult.failure(ErrorKind.NOT_FOUND, 404, "nope") : OpResult.OK, false);
        var mission = Missions.work().totalOps(200).op("read", 50, OBJ).op("head", 50, OBJ).mission("f");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        assertThat(result.report().state()).isEqualTo(MissionState.FAILED);
        assertThat(result.report().message()).contains("op1");
        assertThat(result.op("op2").successes()).isPositive();
    }

    @Test
    void anUnexpectedWorkerExceptionTerminatesTheMission() throws Exception {
        ScriptedStorage storage = new ScriptedStorage(c -> {
            throw new IllegalStateException("adaptor bug");
        }, false);
        var mission = Missions.work().workers(2).runtime(0, 30, 0).op("read", 100, OBJ).mission("t");
        long t0 = System.nanoTime();

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        assertThat(result.report().state()).isEqualTo(MissionState.TERMINATED);
        assertThat(result.report().message()).contains("adaptor bug");
        assertThat((System.nanoTime() - t0) / 1e9).isLessThan(10);
    }

    @Test
    void abortStopsEveryWorkerPromptlyAndKeepsPartialResults() throws Exception {
        ScriptedStorage storage = new ScriptedStorage(c -> {
            try {
                Thread.sleep(5);
                return OpResult.OK;
            } catch (InterruptedException e) {
                return OpResult.failure(ErrorKind.CLIENT_ERROR, 0, "interrupted");
            }
        }, false);
        Runs runs = new Runs(Clock.system(), storage);
        var mission = Missions.work().workers(8).runtime(0, 600, 0).op("read", 100, OBJ).mission("a");
        runs.manager.submit(mission);
        runs.manager.login("a");
        runs.manager.launch("a");
        Thread.sleep(300);

        long t0 = System.nanoTime();
        MissionReport report = runs.manager.abort("a");

        assertThat((System.nanoTime() - t0) / 1e9).isLessThan(5);
        assertThat(report.state()).isEqualTo(MissionState.ABORTED);
        assertThat(report.ops().getFirst().successes()).isPositive();
        assertThat(report.ops().getFirst().failures()).isZero(); // calls cut by the abort are not failures
        assertThat(storage.aborts).hasValue(8);
        assertThat(runs.manager.abort("a")).isEqualTo(report);
        assertThat(runs.manager.close("a").state()).isEqualTo(MissionState.ABORTED);
    }

    @Test
    void closeBeforeTheEndIsAConflictAndUnknownIdsAreNotFound() throws Exception {
        Runs runs = new Runs(Clock.system(), ScriptedStorage.recording());
        runs.manager.submit(Missions.work().totalOps(1).op("read", 100, OBJ).mission("c"));
        assertThatThrownBy(() -> runs.manager.close("c")).extracting(e -> ((MissionException) e).kind())
                .isEqualTo(ApiErrorKind.CONFLICT);
        assertThatThrownBy(() -> runs.manager.status("zz", 0)).extracting(e -> ((MissionException) e).kind())
                .isEqualTo(ApiErrorKind.NOT_FOUND);
        assertThatThrownBy(() -> runs.manager.submit(Missions.work().totalOps(1).op("read", 100, OBJ).mission("c")))
                .extracting(e -> ((MissionException) e).kind()).isEqualTo(ApiErrorKind.CONFLICT);
        assertThat(runs.manager.abort("c").state()).isEqualTo(MissionState.ABORTED);
        runs.manager.awaitFinal("c", Duration.ofSeconds(1));
    }

    @Test
    void unworkableMissionsAreRefusedAtSubmit() {
        Runs runs = new Runs(Clock.system(), ScriptedStorage.recording());
        assertThatThrownBy(() -> runs.manager.submit(Missions.work().storage("s3", "").totalOps(1).op("read", 100, OBJ).mission("x1")))
                .hasMessageContaining("storage type 's3'").extracting(e -> ((MissionException) e).kind())
                .isEqualTo(ApiErrorKind.BAD_REQUEST);
        assertThatThrownBy(() -> runs.manager.submit(Missions.work().auth("keystone", "").totalOps(1).op("read", 100, OBJ).mission("x2")))
                .hasMessageContaining("auth type 'keystone'");
        assertThatThrownBy(() -> runs.manager.submit(Missions.work().workers(5).division(Division.OBJECT).totalOps(1)
                .op("read", 100, "containers=c(1);objects=r(1,3)").mission("x3"))).hasMessageContaining("empty");
        assertThatThrownBy(() -> runs.manager.submit(Missions.work().division(Division.OBJECT).totalOps(1)
                .op("read", 100, "containers=c(1);objects=h(1|10|1)").mission("x4"))).hasMessageContaining("divided");
        assertThatThrownBy(() -> runs.manager.submit(Missions.work().totalOps(1)
                .op("write", 100, "containers=c(1);objects=c(1)").mission("x5"))).hasMessageContaining("sizes");
        assertThatThrownBy(() -> runs.manager.submit(Missions.work().totalOps(1)
                .op("filewrite", 100, "containers=c(1)").mission("x6"))).hasMessageContaining("filewrite");
    }
}
