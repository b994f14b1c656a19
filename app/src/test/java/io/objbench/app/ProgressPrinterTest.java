package io.objbench.app;

import static io.objbench.controller.Fixtures.op;
import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.Fixtures;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.StageState;
import io.objbench.controller.run.TimelineRow;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStats;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class ProgressPrinterTest {

    private static final Operation READ = op("op1", "read", 100, "");
    private final Stage stage = Fixtures.stage(3, "main", Fixtures.work("main", 2, null, READ));

    private static TimelineRow row(long ok, long failed) {
        Histogram h = HistogramCodec.newHistogram();
        h.recordValueWithCount(2000, ok);
        OpStats s = new OpStats("op1", "read", "read", "read", ok, failed, ok * 1_000_000, 0, 0,
                failed == 0 ? Map.of() : Map.of(io.objbench.api.ErrorKind.SERVER_ERROR, failed), h, 0, 1);
        return new TimelineRow(Instant.EPOCH, 0, 1_000_000, List.of(TimelineRow.RowOp.of(s, ok, ok * 1e6)), 1, 1, 1);
    }

    private String print(boolean tty) {
        StringWriter out = new StringWriter();
        ProgressPrinter p = new ProgressPrinter(new PrintWriter(out), tty, Clock.fixed(Instant.EPOCH, ZoneOffset.UTC));
        p.stageStarted("w1", stage);
        p.timelineRow("w1", stage, row(50, 1));
        p.timelineRow("w1", stage, row(40, 2));
        p.stageEnded("w1", new StageResult(stage, StageState.COMPLETED, List.of(), List.of(), List.of(), List.of(), ""));
        return out.toString();
    }

    @Test
    void terminalGetsOneRefreshingLine() {
        String out = print(true);
        // totalOps 100: 51 attempted after the first row, 93 after the second
        assertThat(out).startsWith("\rs3-main  0s elapsed, 49 ops left  50.0 ops/s  50.00 MB/s  p99 2.00 ms  errors 1"
                + "\rs3-main  0s elapsed, 7 ops left  40.0 ops/s  40.00 MB/s  p99 2.00 ms  errors 3 \n");
        assertThat(out.chars().filter(c -> c == '\n').count()).isEqualTo(2);
        assertThat(out).endsWith("\ns3-main: completed (0 s)\n");
    }

    @Test
    void pipeGetsOneLinePerInterval() {
        String out = print(false);
        assertThat(out).doesNotContain("\r");
        assertThat(out.lines().toList()).containsExactly(
                "s3-main  0s elapsed, 49 ops left  50.0 ops/s  50.00 MB/s  p99 2.00 ms  errors 1",
                "s3-main  0s elapsed, 7 ops left  40.0 ops/s  40.00 MB/s  p99 2.00 ms  errors 3",
                "s3-main: completed (0 s)");
    }

    @Test
    void theRunsTimeLeftIsRecomputedWhenAStageEndsEarly() throws Exception {
        io.objbench.core.workload.Workload w = io.objbench.core.workload.WorkloadReader.read("""
                <workload name="left">
                  <storage type="mock"/>
                  <workflow>
                    <workstage name="counted">
                      <work name="a" workers="1" runtime="600" totalOps="100">
                        <operation type="read" ratio="100" config="containers=c(1);objects=c(1)"/>
                      </work>
                    </workstage>
                    <workstage name="timed">
                      <work name="b" workers="1" runtime="30">
                        <operation type="read" ratio="100" config="containers=c(1);objects=c(1)"/>
                      </work>
                    </workstage>
                  </workflow>
                </workload>
                """, "left.xml");
        StringWriter out = new StringWriter();
        java.util.concurrent.atomic.AtomicReference<Instant> now = new java.util.concurrent.atomic.AtomicReference<>(Instant.EPOCH);
        Clock clock = new Clock() {
            @Override
            public java.time.ZoneId getZone() {
                return ZoneOffset.UTC;
            }

            @Override
            public Clock withZone(java.time.ZoneId zone) {
                return this;
            }

            @Override
            public Instant instant() {
                return now.get();
            }
        };
        ProgressPrinter p = new ProgressPrinter(new PrintWriter(out), false, clock);
        Stage first = w.stages().get(0);
        Stage second = w.stages().get(1);
        p.workloadStarted("w1", w);
        p.stageStarted("w1", first);
        now.set(Instant.EPOCH.plusSeconds(5));
        p.timelineRow("w1", first, row(50, 0));
        // the first stage ends on its 100 operations after 5 s of its 600 s limit
        p.stageEnded("w1", new StageResult(first, StageState.COMPLETED, List.of(), List.of(), List.of(), List.of(), ""));
        p.stageStarted("w1", second);
        now.set(Instant.EPOCH.plusSeconds(15));
        p.timelineRow("w1", second, row(50, 0));
        assertThat(out.toString().lines().toList()).containsExactly(
                "s1-counted  5s elapsed, 595s left (run <= 10 min 25 s)  50.0 ops/s  50.00 MB/s  p99 2.00 ms  errors 0",
                "s1-counted: completed (5 s); run left: 30 s",
                "s2-timed  10s elapsed, 20s left (run 20 s)  50.0 ops/s  50.00 MB/s  p99 2.00 ms  errors 0");
    }

    @Test
    void exitCodesFollowTheFinalState() {
        assertThat(ExitCodes.of(io.objbench.controller.run.WorkloadState.FINISHED)).isZero();
        assertThat(ExitCodes.of(io.objbench.controller.run.WorkloadState.FAILED)).isEqualTo(1);
        assertThat(ExitCodes.of(io.objbench.controller.run.WorkloadState.TERMINATED)).isEqualTo(3);
        assertThat(ExitCodes.of(io.objbench.controller.run.WorkloadState.CANCELLED)).isEqualTo(3);
    }
}
