package io.objbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.archive.OpenLoopRun;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.SteadyWindow;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The end-of-run table and the stage-end line of an open-loop run: three latencies and the generator verdict. */
class SummaryTableTest {

    @Test
    void anOpenLoopOperationShowsServiceAndLagRowsAndTheSaturationMark() {
        String table = SummaryTable.render(OpenLoopRun.run(2, 2, 2));
        List<String> lines = table.lines().toList();
        assertThat(lines.get(1)).startsWith("s1-ol            read                   3000");
        assertThat(lines.get(2)).startsWith("                   service").contains("1.11"); // service max 1.112 ms
        assertThat(lines.get(3)).startsWith("                   lag").contains("401.15"); // the late operations
        assertThat(lines.get(4)).isEqualTo("s1-ol            work 'ol' generator saturated (all workers busy): "
                + "schedule lag p99 401.151 ms above the limit 1.000 ms");
    }

    @Test
    void aReadShowsItsFirstByteRowAndAWriteNone() {
        var run = io.objbench.controller.archive.FirstByteRun.run();
        List<String> lines = SummaryTable.render(run).lines().toList();
        assertThat(lines.get(1)).startsWith("s1-fb            read                   1000");
        org.HdrHistogram.Histogram union = io.objbench.controller.archive.FirstByteRun.union();
        // mean (Avg-ProcTime), p50, p99, max of the merged first bytes
        double avg = io.objbench.controller.archive.FirstByteRun.processingNanosSum() / 1e6 / 1000;
        assertThat(lines.get(2)).isEqualTo(String.format(java.util.Locale.ROOT,
                "%-16s %-16s %10s %14s %9.2f %9.2f %9.2f %9.2f %10s %9s %8s", "", "  first byte", "", "", avg,
                union.getValueAtPercentile(50) / 1000.0, union.getValueAtPercentile(99) / 1000.0,
                union.getMaxValue() / 1000.0, "", "", ""));
        assertThat(lines.get(3)).startsWith("s1-fb            write");
        assertThat(lines).filteredOn(l -> l.contains("first byte")).hasSize(1);
    }

    @Test
    void aTableWithoutFirstBytesHasNoFirstByteRow() {
        // an older driver's reads, or histogram=false: no row
        assertThat(SummaryTable.render(OpenLoopRun.closedLoopRun())).doesNotContain("first byte");
    }

    @Test
    void aClosedLoopTableHasNoOpenLoopLines() {
        String table = SummaryTable.render(OpenLoopRun.closedLoopRun());
        assertThat(table).doesNotContain("service", "lag", "generator", "open loop");
    }

    @Test
    void aStageCutAfterItsWarmupSaysWhereItsFiguresBegin() {
        StageResult s = OpenLoopRun.closedLoopRun().stages().getFirst();
        StageResult cut = new StageResult(s.stage(), s.state(), s.history(), s.works(), s.timeline(), s.missions(),
                s.message(), null, new SteadyWindow(10.0, 10, SteadyWindow.MSER5, ""), new java.util.ArrayList<>(s.whole()));
        assertThat(SummaryTable.steadyNote(cut)).startsWith("steady window from 10 s: MSER-5 found 10 warm-up"
                + " intervals (");
        assertThat(SummaryTable.steadyNote(s)).as("no cut: nothing to say").isNull();
        StageResult none = new StageResult(s.stage(), s.state(), s.history(), s.works(), s.timeline(), s.missions(),
                s.message(), null, new SteadyWindow(0.0, 0, SteadyWindow.NONE, "gaps; the window is COSBench's"), null);
        assertThat(SummaryTable.steadyNote(none)).isEqualTo("warm-up not detected: gaps; the window is COSBench's");
    }

    @Test
    void theStageEndLineSaysGeneratorSaturated() {
        StringWriter text = new StringWriter();
        ProgressPrinter printer = new ProgressPrinter(new PrintWriter(text), false,
                Clock.fixed(Instant.EPOCH, ZoneOffset.UTC));
        StageResult stage = OpenLoopRun.run(1, 1, 1).stages().getFirst();
        printer.stageStarted("w7", stage.stage());
        printer.timelineRow("w7", stage.stage(), stage.timeline().get(1));
        printer.stageEnded("w7", stage);
        assertThat(text.toString()).contains("open loop 300.0/300.0 ops/s lag p99 401.15 ms")
                .contains("s1-ol: work 'ol' generator saturated (driver CPU): schedule lag p99 401.151 ms");
    }

    @Test
    void eachDriversShareOfItsLinkAndTheNetworkBoundMark() {
        var run = io.objbench.controller.archive.NetworkBoundRun.of(OpenLoopRun.closedLoopRun());
        String table = SummaryTable.render(run);
        String stage = run.stages().getFirst().stage().id();
        assertThat(table).contains(stage + "            client network d1: sent 60.0 MB, received 250000 B, link 40.0 Mbit/s,"
                        + " peak 96.0 % of it in an interval",
                stage + "            client network d2: sent 0 B, received 0 B, loopback 7.0 MB (no link: no share)",
                stage + "            client network-bound: d1 at 96 % of its link");
        StringWriter text = new StringWriter();
        ProgressPrinter printer = new ProgressPrinter(new PrintWriter(text), false,
                Clock.fixed(Instant.EPOCH, ZoneOffset.UTC));
        printer.stageEnded("w7", run.stages().getFirst());
        assertThat(text.toString()).contains(stage + ": client network-bound: d1 at 96 % of its link");
        assertThat(SummaryTable.render(OpenLoopRun.closedLoopRun())).doesNotContain("client network");
    }
}
