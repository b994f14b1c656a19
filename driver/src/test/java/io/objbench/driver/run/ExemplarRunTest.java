package io.objbench.driver.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.ErrorKind;
import io.objbench.api.OpResult;
import io.objbench.core.stats.Exemplar;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.Snapshot;
import io.objbench.driver.measure.Clock;
import io.objbench.driver.support.Missions;
import io.objbench.driver.support.Runs;
import io.objbench.driver.support.ScriptedStorage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The slowest requests a mission keeps describe the call that was slow, end to end through the
 * workers: its operation, container, object, latency, status and the request id the adaptor gave
 * that very call (the scripted storage's id names the call).
 */
class ExemplarRunTest {

    private static final long SLOW_MILLIS = 30;

    @Test
    void keptSamplesCarryTheSlowCallsNamesLatencyStatusAndRequestId() throws Exception {
        // reads of object 7 and writes of object 8 are slow; reads of object 9 fail slowly with a 503
        ScriptedStorage storage = new ScriptedStorage(call -> {
            boolean slowRead = call.op().equals("get") && call.object().equals("myobjects7");
            boolean failingRead = call.op().equals("get") && call.object().equals("myobjects9");
            boolean slowWrite = call.op().equals("put") && call.object().equals("myobjects8");
            sleep(slowRead || failingRead || slowWrite ? SLOW_MILLIS : 1);
            return failingRead ? OpResult.failure(ErrorKind.SERVER_ERROR, 503, "scripted") : OpResult.OK;
        }, false);
        Runs runs = new Runs(Clock.system(), storage);
        var mission = Missions.work().workers(2).interval(1).runtime(0, 2, 0)
                .op("read", 50, "containers=c(1);objects=u(1,10)")
                .op("write", 50, "containers=c(1);objects=u(1,10);sizes=c(1)KB")
                .mission("s");
        runs.manager.submit(mission);
        runs.manager.login("s");
        runs.manager.launch("s");
        runs.manager.awaitFinal("s", Duration.ofSeconds(15));
        List<Snapshot> snapshots = runs.manager.status("s", 0).snapshots();
        Map<String, String> opNames = snapshots.getFirst().ops().stream()
                .collect(Collectors.toMap(OpStats::opId, OpStats::opType));
        List<Exemplar> kept = new ArrayList<>();
        snapshots.stream().filter(s -> s.exemplars() != null).forEach(s -> kept.addAll(s.exemplars()));
        runs.manager.close("s");

        assertThat(kept).isNotEmpty();
        for (Exemplar e : kept) {
            String call = opNames.get(e.opId()).equals("read") ? "get" : "put";
            assertThat(e.container()).isEqualTo("mycontainers1");
            assertThat(e.object()).matches("myobjects([1-9]|10)");
            assertThat(e.requestId()).as("the id of the call the sample describes")
                    .isEqualTo("rid " + call + " " + e.container() + "/" + e.object());
        }
        List<Exemplar> slow = kept.stream().filter(e -> e.latencyMicros() >= SLOW_MILLIS * 1_000).toList();
        assertThat(slow).extracting(e -> opNames.get(e.opId()) + " " + e.object() + " " + e.status())
                .contains("read myobjects7 ok", "write myobjects8 ok", "read myobjects9 SERVER_ERROR 503");
        // and a scripted-slow call is kept with at least its scripted latency
        assertThat(kept.stream().filter(e -> isScriptedSlow(opNames.get(e.opId()), e.object())))
                .isNotEmpty()
                .allMatch(e -> e.latencyMicros() >= SLOW_MILLIS * 1_000);
    }

    private static boolean isScriptedSlow(String op, String object) {
        return op.equals("read") && (object.equals("myobjects7") || object.equals("myobjects9"))
                || op.equals("write") && object.equals("myobjects8");
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
