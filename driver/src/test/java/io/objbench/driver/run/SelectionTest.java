package io.objbench.driver.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.workload.Division;
import io.objbench.driver.measure.Clock;
import io.objbench.driver.support.Call;
import io.objbench.driver.support.Missions;
import io.objbench.driver.support.Runs;
import io.objbench.driver.support.ScriptedStorage;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Operation choice by ratio, names, and division of ranges among workers. */
class SelectionTest {

    @Test
    void operationsArePickedInProportionToTheirRatios() throws Exception {
        ScriptedStorage storage = new ScriptedStorage(c -> io.objbench.api.OpResult.OK, false);
        var mission = Missions.work().workers(2).totalOps(100_000)
                .op("read", 50, "containers=c(1);objects=c(1)")
                .op("delete", 30, "containers=c(1);objects=c(1)")
                .op("head", 20, "containers=c(1);objects=c(1)").mission("ratio");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        assertThat(result.op("op1").successes() + result.op("op2").successes() + result.op("op3").successes()).isEqualTo(100_000);
        assertThat(result.op("op1").successes()).isBetween(48_500L, 51_500L);
        assertThat(result.op("op2").successes()).isBetween(28_500L, 31_500L);
        assertThat(result.op("op3").successes()).isBetween(18_500L, 21_500L);
    }

    @Test
    void objectDivisionGivesEachWorkerItsSliceAndNamesUsePrefixes() throws Exception {
        ScriptedStorage storage = ScriptedStorage.recording();
        var mission = Missions.work().workers(4).totalOps(400).division(Division.OBJECT)
                .op("read", 100, "containers=u(1,3);objects=r(1,10);cprefix=b-;oprefix=k;osuffix=.dat").mission("div");

        new Runs(Clock.system(), storage).run(mission);

        Map<Integer, Set<String>> objects = storage.calls.stream().collect(Collectors.groupingBy(Call::worker,
                Collectors.mapping(Call::object, Collectors.toCollection(TreeSet::new))));
        assertThat(objects.get(1)).containsExactlyInAnyOrder("k1.dat", "k2.dat", "k3.dat");
        assertThat(objects.get(2)).containsExactlyInAnyOrder("k4.dat", "k5.dat", "k6.dat");
        assertThat(objects.get(3)).containsExactlyInAnyOrder("k7.dat", "k8.dat");
        assertThat(objects.get(4)).containsExactlyInAnyOrder("k9.dat", "k10.dat");
        // the undivided dimension is drawn from the whole range
        assertThat(storage.calls.stream().map(Call::container).collect(Collectors.toSet()))
                .containsExactlyInAnyOrder("b-1", "b-2", "b-3");
    }

    @Test
    void undividedRangeIsOneCursorSharedByTheWorkers() throws Exception {
        ScriptedStorage storage = ScriptedStorage.recording();
        var mission = Missions.work().workers(3).totalOps(30)
                .op("delete", 100, "containers=c(7);objects=r(1,30)").mission("shared");

        new Runs(Clock.system(), storage).run(mission);

        List<String> names = storage.calls.stream().map(Call::object).sorted().toList();
        assertThat(new TreeSet<>(names)).hasSize(30); // each of 1..30 exactly once
        assertThat(storage.calls).extracting(Call::container).containsOnly("mycontainers7");
        assertThat(names).contains("myobjects1", "myobjects30");
    }

    @Test
    void sequentialSelectorIsSharedPerDriverButNeverReplayedAcrossDrivers() throws Exception {
        // one work of 4 workers split over two drivers (two missions): COSBench replays s(1,20)
        // on each driver; objbench gives each mission the share of its workers (1..10, 11..20)
        var work = Missions.work().workers(4).totalOps(20)
                .op("write", 100, "containers=c(1);objects=s(1,20);sizes=c(1)KB").build();
        Set<String> all = new TreeSet<>();
        for (int offset : new int[] {0, 2}) {
            ScriptedStorage storage = ScriptedStorage.recording();
            var mission = new io.objbench.core.mission.Mission("d" + offset, "w1", "s1-main", work, 2, offset, 42L);
            new Runs(Clock.system(), storage).run(mission);
            Set<String> names = storage.calls.stream().map(Call::object).collect(Collectors.toCollection(TreeSet::new));
            assertThat(names).hasSize(10);
            assertThat(all).doesNotContainAnyElementsOf(names);
            all.addAll(names);
        }
        assertThat(all).hasSize(20).contains("myobjects1", "myobjects20");
    }

    @Test
    void listWithoutKeysListsTheAccountAndWithContainersTheContainer() throws Exception {
        ScriptedStorage storage = ScriptedStorage.recording();
        var mission = Missions.work().totalOps(4)
                .op("list", 50, "")
                .op("list", 50, "containers=c(2)").mission("list");

        new Runs(Clock.system(), storage).run(mission);

        assertThat(storage.calls).extracting(Call::op).containsOnly("list");
        assertThat(storage.calls).extracting(Call::container).containsAnyOf(null, "mycontainers2");
        assertThat(storage.calls.stream().map(Call::container).filter(c -> c != null)).allMatch("mycontainers2"::equals);
    }

    @Test
    void unknownOperationKeysReachTheStorageAdaptorOneAdaptorPerKeySet() throws Exception {
        ScriptedStorage storage = ScriptedStorage.recording();
        var mission = Missions.work().storage("scripted", "endpoint=http://x;region=a").totalOps(10)
                .op("read", 50, "containers=c(1);objects=c(1);region=b")
                .op("delete", 50, "containers=c(1);objects=c(1)").mission("keys");

        new Runs(Clock.system(), storage).run(mission);

        assertThat(storage.configs).hasSize(2);
        assertThat(storage.configs.get(0).asMap()).containsEntry("region", "b").containsEntry("endpoint", "http://x")
                .doesNotContainKeys("containers", "objects");
        assertThat(storage.configs.get(1).asMap()).containsEntry("region", "a");
    }

    @Test
    void writesStreamTheDrawnSizeWithTheContentAndChunkedFlagAsked() throws Exception {
        java.util.Set<Long> lengths = java.util.concurrent.ConcurrentHashMap.newKeySet();
        java.util.concurrent.atomic.AtomicBoolean allZeroAndChunked = new java.util.concurrent.atomic.AtomicBoolean(true);
        ScriptedStorage storage = new ScriptedStorage(c -> {
            lengths.add(c.source().length());
            try (var in = c.source().stream()) {
                byte[] body = in.readAllBytes();
                boolean zero = body.length == c.source().length();
                for (byte b : body) {
                    zero &= b == 0;
                }
                if (!zero || !c.source().chunked()) {
                    allZeroAndChunked.set(false);
                }
            } catch (java.io.IOException e) {
                throw new AssertionError(e);
            }
            return io.objbench.api.OpResult.OK;
        }, false);
        var mission = Missions.work().totalOps(200)
                .op("write", 100, "containers=c(1);objects=c(1);sizes=u(1,3)KB;content=zero;chunked=true").mission("w");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        assertThat(lengths).containsExactlyInAnyOrder(1000L, 2000L, 3000L);
        assertThat(allZeroAndChunked).isTrue();
        assertThat(result.op("op1").bytes()).isBetween(200_000L, 600_000L);
    }
}
