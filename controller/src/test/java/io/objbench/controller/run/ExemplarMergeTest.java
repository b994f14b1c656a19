package io.objbench.controller.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.schedule.Assignment;
import io.objbench.core.mission.Mission;
import io.objbench.core.stats.Exemplar;
import io.objbench.core.stats.Exemplars;
import io.objbench.core.stats.Snapshot;
import io.objbench.core.workload.AdaptorSpec;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The controller's merge of the drivers' slow-request exemplars ({@link MissionHandle#received},
 * {@link StageRunner#slowest}): per operation exactly the k slowest of everything the drivers
 * sent over all intervals (each operation's own {@code exemplars} key), each with the name of the
 * driver that measured it, ties broken the same whatever order the snapshots came in.
 */
class ExemplarMergeTest {

    private static final Operation READ = new Operation("op1", "read", 50, Division.NONE, "exemplars=4",
            Map.of("containers", "c(1)", "objects", "u(1,99)", "exemplars", "4"), "read", "read");
    private static final Operation WRITE = new Operation("op2", "write", 50, Division.NONE, "",
            Map.of("containers", "c(1)", "objects", "u(1,99)", "sizes", "c(1)KB"), "write", "write");
    private static final Work WORK = new Work("w", WorkType.NORMAL, 4, 5, Division.NONE, 10, 0, 0, 0, 0, 0, null,
            Map.of(), AdaptorSpec.NONE, new AdaptorSpec("mock", ""), List.of(READ, WRITE));

    private static MissionHandle handle(int driver) {
        Mission mission = new Mission("m" + driver, "w1", "s1-w", WORK, 4, 0, 1);
        return new MissionHandle(new Assignment(1, WORK, "driver" + driver, 4, 0), mission, null);
    }

    private static Snapshot snapshot(long seq, List<Exemplar> exemplars) {
        return new Snapshot(seq, seq * 1_000_000, (seq + 1) * 1_000_000, 4, List.of(), null, null, null, exemplars);
    }

    /** What a driver sends: per interval at most {@code k} per operation, drawn at random. */
    private static List<Exemplar> interval(SplittableRandom r, int driver, long seq) {
        List<Exemplar> all = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            String op = r.nextBoolean() ? "op1" : "op2";
            // few distinct latencies and starts: many ties, inside a driver and across drivers
            long latency = 1_000 * (1 + r.nextInt(8));
            long start = seq * 1_000_000 + r.nextInt(3);
            all.add(new Exemplar(op, start, latency, "c1", "o" + r.nextInt(100), "ok",
                    r.nextInt(4) == 0 ? null : "tx" + driver + "-" + seq + "-" + i, null));
        }
        return Exemplars.slowest(all, id -> id.equals("op1") ? 4 : Exemplars.DEFAULT_KEEP);
    }

    @Test
    void theStageKeepsExactlyTheKSlowestOfTheUnionPerOperationWithDriverNames() {
        SplittableRandom r = new SplittableRandom(13);
        List<Exemplar> union = new ArrayList<>();
        List<MissionHandle> handles = new ArrayList<>();
        for (int d = 1; d <= 3; d++) {
            MissionHandle h = handle(d);
            for (long seq = 1; seq <= 5; seq++) {
                List<Exemplar> sent = interval(r, d, seq);
                h.received(List.of(snapshot(seq, sent)));
                for (Exemplar e : sent) {
                    union.add(e.withDriver("driver" + d));
                }
            }
            handles.add(h);
        }

        List<Exemplar> stage = StageRunner.slowest(handles);

        // the brute-force answer: sort everything, take each operation's first k
        union.sort(Exemplars.SLOWEST_FIRST);
        List<Exemplar> reads = union.stream().filter(e -> e.opId().equals("op1")).limit(4).toList();
        List<Exemplar> writes = union.stream().filter(e -> e.opId().equals("op2")).limit(Exemplars.DEFAULT_KEEP).toList();
        assertThat(stage.stream().filter(e -> e.opId().equals("op1")).toList()).isEqualTo(reads);
        assertThat(stage.stream().filter(e -> e.opId().equals("op2")).toList()).isEqualTo(writes);
        assertThat(stage).hasSize(4 + Exemplars.DEFAULT_KEEP);
        assertThat(stage).allSatisfy(e -> assertThat(e.driver()).matches("driver[123]"));
        // ties among the kept ones exist, so the order rule was exercised
        assertThat(writes.stream().map(Exemplar::latencyMicros).distinct().count()).isLessThan(writes.size());
    }

    @Test
    void equalLatenciesKeepTheSameOnesWhateverOrderTheDriversArrivedIn() {
        // five equal reads per driver at the same start, k = 4: which four are kept must not depend on arrival
        List<List<Exemplar>> sent = new ArrayList<>();
        for (int d = 1; d <= 3; d++) {
            List<Exemplar> one = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                one.add(new Exemplar("op1", 5_000_000, 7_000, "c1", "o" + i, "ok", null, null));
            }
            sent.add(one);
        }
        List<Exemplar> first = null;
        List<Integer> order = new ArrayList<>(List.of(1, 2, 3));
        for (int round = 0; round < 6; round++) {
            Collections.rotate(order, 1);
            if (round == 3) {
                Collections.reverse(order);
            }
            List<MissionHandle> handles = new ArrayList<>();
            for (int d : order) {
                MissionHandle h = handle(d);
                h.received(List.of(snapshot(1, sent.get(d - 1))));
                handles.add(h);
            }
            List<Exemplar> stage = StageRunner.slowest(handles);
            assertThat(stage).hasSize(4);
            if (first == null) {
                first = stage;
            }
            assertThat(stage).as("arrival order %s", order).isEqualTo(first);
        }
        // the driver named first wins a full tie
        assertThat(first).extracting(Exemplar::driver).containsOnly("driver1");
        assertThat(first).extracting(Exemplar::object).containsExactly("o0", "o1", "o2", "o3");
    }

    @Test
    void aSnapshotWithoutExemplarsLeavesTheKeptOnes() {
        MissionHandle h = handle(1);
        Exemplar slow = new Exemplar("op2", 1_000_000, 90_000, "c1", "o1", "ok", "tx1", null);
        h.received(List.of(snapshot(1, List.of(slow)), snapshot(2, null)));
        assertThat(StageRunner.slowest(List.of(h))).containsExactly(slow.withDriver("driver1"));
        assertThat(StageRunner.slowest(List.of())).isEmpty();
    }
}
