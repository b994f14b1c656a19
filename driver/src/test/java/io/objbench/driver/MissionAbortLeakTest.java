package io.objbench.driver;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionState;
import io.objbench.driver.support.FakeClock;
import io.objbench.driver.support.Missions;
import io.objbench.driver.support.Runs;
import io.objbench.driver.support.ScriptedStorage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 17's abort leak: a driver that starts and aborts many missions, in every state an abort
 * can meet, must end up holding none of them (the registry forgets them once the retry grace is
 * over) and none of their threads.
 */
class MissionAbortLeakTest {

    private static final String OBJ = "containers=c(1);objects=c(1)";
    private static final int ROUNDS = 20;

    private final FakeClock clock = new FakeClock();
    /** A millisecond of real time per call, so workers never spin; windows run on the fake clock. */
    private final ScriptedStorage storage = ScriptedStorage.sleepingOneMillisecond();
    private final MissionManager manager = new Runs(clock, storage).manager;

    private Mission mission(String id) {
        return Missions.work().workers(2).interval(5).runtime(0, 3600, 0).op("read", 100, OBJ).mission(id);
    }

    @Test
    void abortedMissionsInEveryStateAreForgottenAndLeaveNoThreads() throws Exception {
        List<String> ids = new ArrayList<>();
        for (int r = 0; r < ROUNDS; r++) {
            String submitted = "s" + r;
            String authed = "a" + r;
            String launched = "l" + r;
            String ended = "e" + r;
            manager.submit(mission(submitted));
            manager.submit(mission(authed));
            manager.login(authed);
            manager.submit(mission(launched));
            manager.login(launched);
            manager.launch(launched);
            manager.submit(Missions.work().workers(1).totalOps(2).op("read", 100, OBJ).mission(ended));
            manager.login(ended);
            manager.launch(ended);
            manager.awaitFinal(ended, Duration.ofSeconds(10));
            for (String id : List.of(submitted, authed, launched, ended)) {
                MissionState end = manager.abort(id).state();
                assertThat(end).as(id).isIn(MissionState.ABORTED, MissionState.ACCOMPLISHED);
                ids.add(id);
            }
        }
        // a retried abort still answers for the most recently read ones; no more are held than the
        // cap, which bounds the heap a burst of ended missions takes (MissionManager.READ_KEPT_MAX)
        manager.sweep();
        assertThat(manager.list()).as("held right after the aborts, up to the cap")
                .hasSize(Math.min(ids.size(), MissionManager.READ_KEPT_MAX));

        clock.advanceNanos(MissionManager.READ_KEPT.plusSeconds(1).toNanos());
        manager.sweep();

        assertThat(manager.list()).as("missions still held once the retry grace is over").isEmpty();
        List<String> threads = Thread.getAllStackTraces().keySet().stream().map(Thread::getName)
                .filter(n -> ids.stream().anyMatch(id -> n.startsWith("objbench-" + id + "-"))).toList();
        assertThat(threads).as("threads of aborted missions still alive").isEmpty();
    }
}
