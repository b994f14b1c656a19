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

    @Test
    void eachStageEndsWithItsThreeSlowestRequestsAndTheirIds() {
        var run = io.objbench.controller.archive.FirstByteRun.run();
        var s = run.stages().getFirst();
        long t0 = io.objbench.controller.archive.FirstByteRun.T0_MICROS;
        var slowest = java.util.List.of(
                new io.objbench.core.stats.Exemplar("op1", t0, 252_934, "c1", "o7", "ok", "tx01 zone", "driver3"),
                new io.objbench.core.stats.Exemplar("op1", t0, 40_000, "c1", "o2", "ok", "tx02", "driver1"),
                new io.objbench.core.stats.Exemplar("op2", t0, 90_000, "c1", "o3", "SERVER_ERROR 503", null, "driver2"),
                new io.objbench.core.stats.Exemplar("op2", t0, 5_000, "c1", "o4", "ok", null, "driver2"));
        var with = new io.objbench.controller.run.StageResult(s.stage(), s.state(), s.history(), s.works(),
                s.timeline(), s.missions(), s.message(), s.recovered(), s.steady(), s.span(), s.window(), s.whole(),
                s.clientNetwork(), slowest);
        String table = SummaryTable.render(new io.objbench.controller.run.WorkloadResult(run.id(), run.workload(),
                run.state(), run.history(), run.submittedAt(), run.startedAt(), run.stoppedAt(), java.util.List.of(with),
                run.triggers()));
        String stage = s.stage().id();
        String pad = " ".repeat(16 - stage.length());
        // slowest of any operation first, three at most
        assertThat(table).contains(stage + pad + " slowest 252.93 ms read c1/o7 (driver3) id tx01 zone\n"
                + stage + pad + " slowest 90.00 ms write c1/o3 (driver2, SERVER_ERROR 503)\n"
                + stage + pad + " slowest 40.00 ms read c1/o2 (driver1) id tx02\n");
        assertThat(table).doesNotContain("o4");
        assertThat(SummaryTable.render(run)).doesNotContain("slowest");
    }
}
