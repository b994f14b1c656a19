package io.objbench.driver.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.selector.RangePermutation;
import io.objbench.driver.measure.Clock;
import io.objbench.driver.support.Call;
import io.objbench.driver.support.Missions;
import io.objbench.driver.support.Runs;
import io.objbench.driver.support.ScriptedStorage;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The objbench selectors z, zs, hot and latest in running works. */
class SkewedSelectionTest {

    @Test
    void scrambledZipfianReadsHitTheSameHottestObjectInEveryWorker() throws Exception {
        ScriptedStorage storage = ScriptedStorage.recording();
        var mission = Missions.work().workers(4).totalOps(40_000)
                .op("read", 100, "containers=hot(1,10,0.2,0.9);objects=zs(1,1000,0.99)").mission("zs");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        assertThat(result.op("op1").successes()).isEqualTo(40_000);
        long hottest = RangePermutation.forRange(1, 1000).apply(0) + 1;
        for (int worker = 1; worker <= 4; worker++) {
            int w = worker;
            Map<String, Long> perObject = storage.calls.stream().filter(c -> c.worker() == w)
                    .collect(Collectors.groupingBy(Call::object, Collectors.counting()));
            String top = perObject.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
            assertThat(top).as("worker %d", w).isEqualTo("myobjects" + hottest);
            // P(rank 1) = 1 / Σ k^-0.99 over 1000 ranks = 0.1294 (sd 0.0034 over 10,000 draws)
            assertThat(perObject.get(top) / 10_000.0).isBetween(0.12, 0.145);
        }
        long hotContainers = storage.calls.stream()
                .filter(c -> c.container().equals("mycontainers1") || c.container().equals("mycontainers2")).count();
        assertThat(hotContainers / 40_000.0).as("90 % of the operations on the hot 20 % of containers").isBetween(0.89, 0.91);
    }

    @Test
    void zipfianSizesAndContainersRunInAWrite() throws Exception {
        ScriptedStorage storage = new ScriptedStorage(c -> {
            assertThat(c.source().length()).isBetween(1L, 64L);
            return io.objbench.api.OpResult.OK;
        }, true);
        var mission = Missions.work().workers(2).totalOps(2000)
                .op("write", 100, "containers=z(1,5,1.5);objects=s(1,2000);sizes=z(1,64,1.1)B").mission("zsizes");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        assertThat(result.op("op1").successes()).isEqualTo(2000);
        long first = storage.calls.stream().filter(c -> c.container().equals("mycontainers1")).count();
        // P(1) = 1 / (1 + 2^-1.5 + 3^-1.5 + 4^-1.5 + 5^-1.5) = 0.568 (sd 0.011 over 2000 draws)
        assertThat(first / 2000.0).isBetween(0.52, 0.62);
    }

    @Test
    void latestReadsFollowTheWorksWriterAndNeverReadWhatIsNotWrittenYet() throws Exception {
        // one worker, so a write completes before the next read: every read must find its object
        java.util.Set<String> present = java.util.concurrent.ConcurrentHashMap.newKeySet();
        for (int i = 1; i <= 100; i++) {
            present.add("myobjects" + i);
        }
        Function<Call, io.objbench.api.OpResult> store = c -> {
            if (c.op().equals("put")) {
                present.add(c.object());
                return io.objbench.api.OpResult.OK;
            }
            return present.contains(c.object()) ? io.objbench.api.OpResult.OK
                    : io.objbench.api.OpResult.failure(io.objbench.api.ErrorKind.NOT_FOUND, 404, "no " + c.object());
        };
        ScriptedStorage storage = new ScriptedStorage(store, true);
        var mission = Missions.work().workers(1).totalOps(6000)
                .op("write", 30, "containers=c(1);objects=s(101,100000);sizes=c(1)B")
                .op("read", 70, "containers=c(1);objects=latest(1,100,0.9)").mission("latest");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        assertThat(result.op("op2").failures()).as("reads of objects not written").isZero();
        List<Call> calls = storage.calls;
        long newest = 100;
        long readsOfTheNewest = 0;
        long readsOfNew = 0;
        long reads = 0;
        for (Call c : calls) {
            long n = Long.parseLong(c.object().substring("myobjects".length()));
            if (c.op().equals("put")) {
                assertThat(n).isEqualTo(newest + 1); // s() walks in order
                newest = n;
            } else {
                reads++;
                readsOfTheNewest += n == newest ? 1 : 0;
                readsOfNew += n > 100 ? 1 : 0;
            }
        }
        assertThat(newest).isGreaterThan(1500);
        // the newest object takes P(1) of the reads: 1 / Σ k^-0.9 over the (growing) objects, about 0.11-0.2
        assertThat(readsOfTheNewest / (double) reads).isBetween(0.08, 0.25);
        assertThat(readsOfNew / (double) reads).as("reads follow the writes").isGreaterThan(0.7);
    }
}
