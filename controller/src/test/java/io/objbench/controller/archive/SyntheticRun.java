package io.objbench.controller.archive;

import static io.objbench.controller.Fixtures.op;
import static io.objbench.controller.Fixtures.specialOp;

import io.objbench.api.ErrorKind;
import io.objbench.controller.run.MissionLog;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.StageState;
import io.objbench.controller.run.StateChange;
import io.objbench.controller.run.TimelineRow;
import io.objbench.controller.run.WorkResult;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadState;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStats;
import io.objbench.core.workload.AdaptorSpec;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkType;
import io.objbench.core.workload.Workload;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * A fully deterministic finished run for the golden files: init (completed), main with read 80 /
 * write 20 (completed, two timeline rows), a delay stage, and a dispose stage that never ran.
 */
final class SyntheticRun {

    static final Instant T0 = Instant.parse("2024-03-01T10:00:00Z");
    static final long T0_MICROS = T0.toEpochMilli() * 1000;

    private SyntheticRun() {
    }

    static Instant at(int seconds) {
        return T0.plusSeconds(seconds);
    }

    /** Response times of successes in µs. */
    static Histogram histogram(long... micros) {
        Histogram h = HistogramCodec.newHistogram();
        for (long m : micros) {
            h.recordValue(m);
        }
        return h;
    }

    static OpStats stats(Operation op, long ok, long failed, long bytes, long resNanos, long procNanos,
                         Histogram h, int startSec, int endSec) {
        return new OpStats(op.id(), op.name(), op.type(), op.sampleType(), ok, failed, bytes, resNanos, procNanos,
                failed == 0 ? Map.of() : Map.of(ErrorKind.NOT_FOUND, failed), h,
                T0_MICROS + startSec * 1_000_000L, T0_MICROS + endSec * 1_000_000L);
    }

    static WorkloadResult run() {
        Operation init = specialOp("op1", WorkType.INIT);
        Work initWork = new Work("init", WorkType.INIT, 2, 5, Division.CONTAINER, 0, 0, 0, 2, 0, 0, null, Map.of(),
                AdaptorSpec.NONE, new AdaptorSpec("mock", ""), List.of(init));
        Operation read = new Operation("op1", "read", 80, Division.NONE, "containers=u(1,2);objects=u(1,20)",
                Map.of(), "read", "read");
        Operation write = new Operation("op2", "write", 20, Division.NONE, "containers=u(1,2);objects=u(21,40);sizes=c(64)KB",
                Map.of(), "write", "write");
        Work main = new Work("main", WorkType.NORMAL, 4, 5, Division.NONE, 0, 0, 0, 10, 0, 200_000, null, Map.of(),
                AdaptorSpec.NONE, new AdaptorSpec("mock", ""), List.of(read, write));
        Stage s1 = new Stage(1, "init", 0, null, List.of(initWork));
        Stage s2 = new Stage(2, "main", 0, null, List.of(main));
        Stage s3 = new Stage(3, "delay", 5, null, List.of(new Work("delay", WorkType.DELAY, 1, 5, Division.NONE,
                0, 0, 0, 1, 0, 0, null, Map.of(), AdaptorSpec.NONE, AdaptorSpec.NONE,
                List.of(new Operation("op1", "delay", 100, Division.NONE, "", Map.of(), "delay", "delay")))));
        Stage s4 = new Stage(4, "dispose", 0, null, List.of(new Work("dispose", WorkType.DISPOSE, 2, 5,
                Division.CONTAINER, 0, 0, 0, 2, 0, 0, null, Map.of(), AdaptorSpec.NONE, AdaptorSpec.NONE,
                List.of(specialOp("op1", WorkType.DISPOSE)))));
        Workload w = new Workload("demo", "synthetic", null, List.of(s1, s2, s3, s4), "<workload name=\"demo\"/>\n");

        OpStats initStats = stats(init, 2, 0, 0, 4_000_000, 4_000_000, histogram(1500, 2500), 1, 2);
        StageResult r1 = new StageResult(s1, StageState.COMPLETED, history(StageState.values(), 0, 1, 2), List.of(
                new WorkResult(1, initWork, List.of(initStats), T0_MICROS + 1_000_000, T0_MICROS + 2_000_000)),
                List.of(new TimelineRow(at(2), T0_MICROS + 1_000_000, T0_MICROS + 2_000_000,
                        List.of(TimelineRow.RowOp.of(initStats, 2, 0)), 1, 1, 1)),
                List.of(new MissionLog("driver1", 1, new MissionReport("w1-s1-init-w1-driver1",
                        MissionState.ACCOMPLISHED, List.of(initStats), T0_MICROS + 1_000_000, T0_MICROS + 2_000_000,
                        "", List.of("10:00:01 mission started", "10:00:02 mission accomplished")))), "");

        OpStats read1 = stats(read, 6, 0, 6000, 30_000_000, 12_000_000, histogram(1000, 1000, 2000, 3000, 9000, 14000), 3, 8);
        OpStats write1 = stats(write, 2, 0, 128_000, 50_000_000, 2_000_000, histogram(20000, 30000), 3, 8);
        OpStats read2 = stats(read, 1, 1, 1000, 150_000_000, 100_000_000, histogram(150_000), 8, 10);
        OpStats write2 = OpStats.empty("op2", "write", "write", "write");
        List<TimelineRow> rows = List.of(
                new TimelineRow(at(8), T0_MICROS + 3_000_000, T0_MICROS + 8_000_000,
                        List.of(TimelineRow.RowOp.of(read1, 1.2, 1200), TimelineRow.RowOp.of(write1, 0.4, 25600)), 1, 1, 1),
                new TimelineRow(at(10), T0_MICROS + 8_000_000, T0_MICROS + 10_000_000,
                        List.of(TimelineRow.RowOp.of(read2, 0.5, 500), TimelineRow.RowOp.of(write2, 0, 0)), 2, 2, 2));
        WorkResult mainResult = new WorkResult(1, main, List.of(read1.plus(read2), write1.plus(write2)),
                T0_MICROS + 3_000_000, T0_MICROS + 10_000_000);
        StageResult r2 = new StageResult(s2, StageState.COMPLETED, history(StageState.values(), 2, 3, 10),
                List.of(mainResult), rows, List.of(), "");
        StageResult r3 = new StageResult(s3, StageState.COMPLETED, List.of(new StateChange<>(StageState.WAITING, at(10)),
                new StateChange<>(StageState.SLEEPING, at(10)), new StateChange<>(StageState.COMPLETED, at(15))),
                List.of(), List.of(), List.of(), "");
        StageResult r4 = new StageResult(s4, StageState.ABORTED, List.of(new StateChange<>(StageState.WAITING, at(15)),
                new StateChange<>(StageState.ABORTED, at(15))), List.of(), List.of(), List.of(), "");
        return new WorkloadResult("w1", w, WorkloadState.FINISHED,
                List.of(new StateChange<>(WorkloadState.QUEUING, at(0)), new StateChange<>(WorkloadState.PROCESSING, at(0)),
                        new StateChange<>(WorkloadState.FINISHED, at(15))),
                at(0), at(0), at(15), List.of(r1, r2, r3, r4));
    }

    /** waiting, booting, submitting, authing, launching, running, closing, completed: the first at {@code a}, running at {@code b}, completed at {@code c}. */
    private static List<StateChange<StageState>> history(StageState[] all, int a, int b, int c) {
        return List.of(new StateChange<>(StageState.WAITING, at(a)), new StateChange<>(StageState.BOOTING, at(a)),
                new StateChange<>(StageState.SUBMITTING, at(a)),
                new StateChange<>(StageState.AUTHING, at(a)), new StateChange<>(StageState.LAUNCHING, at(a)),
                new StateChange<>(StageState.RUNNING, at(b)), new StateChange<>(StageState.CLOSING, at(c)),
                new StateChange<>(StageState.COMPLETED, at(c)));
    }
}
