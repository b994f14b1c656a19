package io.objbench.controller.archive;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.run.WorkloadResult;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ArchiveTest {

    @TempDir
    Path dir;

    @Test
    void idsContinueFromMetaAcrossInstances() throws Exception {
        Archive a = new Archive(dir.resolve("archive"), ZoneOffset.UTC);
        assertThat(a.nextId()).isEqualTo("w1");
        assertThat(a.nextId()).isEqualTo("w2");
        Files.writeString(dir.resolve("archive/.meta"), "41\n");
        assertThat(new Archive(dir.resolve("archive"), ZoneOffset.UTC).nextId()).isEqualTo("w42");
        assertThat(Files.readString(dir.resolve("archive/.meta"))).isEqualTo("42\n");
    }

    @Test
    void writesEveryFileAndAppendsIndexesWithOneHeader() throws Exception {
        Archive a = new Archive(dir, ZoneOffset.UTC);
        WorkloadResult run = SyntheticRun.run();
        Path runDir = a.write(run);
        a.write(run); // a retried write (after a full disk) adds no second row
        assertThat(runDir).isEqualTo(dir.resolve("w1-demo"));
        try (var files = Files.list(runDir)) {
            assertThat(files.map(p -> p.getFileName().toString()).sorted().toList()).containsExactly(
                    "s1-init-init-write.hlog", "s1-init.csv", "s2-main-read.hlog", "s2-main-write.hlog",
                    "s2-main.csv", "s3-delay-delay.hlog", "s3-delay.csv", "s4-dispose-dispose-delete.hlog",
                    "s4-dispose.csv", "scripts.log", "w1-demo-rt-histogram.csv", "w1-demo.csv", "w1-demo.json",
                    "workload-config.xml", "workload.log");
        }
        // always there, as in COSBench; without triggers it says so
        assertThat(Files.readString(runDir.resolve("scripts.log")))
                .isEqualTo("trigger scripts of workload w1 demo: 0 runs on drivers\n");
        assertThat(Files.readString(runDir.resolve("workload-config.xml"))).isEqualTo(run.workload().source());
        assertThat(Files.readAllLines(dir.resolve("run-history.csv"))).hasSize(2)
                .first().isEqualTo(RunHistoryCsv.HEADER.strip());
        assertThat(Files.readAllLines(dir.resolve("workloads.csv"))).hasSize(1 + 3);
        try (var files = Files.list(dir)) {
            assertThat(files.filter(p -> p.getFileName().toString().endsWith(".tmp"))).isEmpty();
        }
    }

    @Test
    void hdrLogHasOneReadableIntervalPerTimelineRow() {
        WorkloadResult run = SyntheticRun.run();
        Map<String, byte[]> logs = HdrLogs.render("w1", run.stages().get(1));
        HistogramLogReader reader = new HistogramLogReader(new ByteArrayInputStream(logs.get("s2-main-read.hlog")));
        Histogram first = (Histogram) reader.nextIntervalHistogram();
        Histogram second = (Histogram) reader.nextIntervalHistogram();
        assertThat(reader.nextIntervalHistogram()).isNull();
        assertThat(first.getTotalCount()).isEqualTo(6);
        assertThat(second.getTotalCount()).isEqualTo(1);
        assertThat(first.getMaxValue()).isEqualTo(run.stages().get(1).timeline().get(0).ops().get(0)
                .histogram().getMaxValue());
        assertThat(first.getMaxValue()).isEqualTo(14007);
        assertThat(second.getStartTimeStamp()).isEqualTo(SyntheticRun.T0.toEpochMilli() + 8000);
    }

    @Test
    void numbersIgnoreTheDefaultLocale() {
        Locale saved = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMANY);
            CsvFormat f = new CsvFormat(ZoneOffset.UTC);
            assertThat(f.decimal(1234.567)).isEqualTo("1234.57");
            assertThat(f.percent(0.87654)).isEqualTo("87.65%");
            assertThat(f.millis(2.5014)).isEqualTo("2.501");
            assertThat(SummaryCsv.render(SyntheticRun.run(), f)).contains(",25.71,").doesNotContain("25,71");
        } finally {
            Locale.setDefault(saved);
        }
    }

    @Test
    void undefinedValuesAreNa() {
        CsvFormat f = new CsvFormat(ZoneOffset.UTC);
        assertThat(f.decimal(Double.NaN)).isEqualTo("N/A");
        assertThat(f.percent(Double.NaN)).isEqualTo("N/A");
    }

    @Test
    void summaryCellsAreNaExactlyWhereCosbenchWritesNa() {
        // COSBench: Avg-ResTime, Avg-ProcTime and Succ-Ratio N/A unless > 0, percentiles N/A without a
        // successful sample, Throughput and Bandwidth always numbers
        CsvFormat f = new CsvFormat(ZoneOffset.UTC);
        io.objbench.core.workload.Operation op = new io.objbench.core.workload.Operation("op1", "read", 100,
                io.objbench.core.workload.Division.NONE, "", Map.of(), "read", "read");
        io.objbench.core.workload.Work work = new io.objbench.core.workload.Work("w", io.objbench.core.workload.WorkType.NORMAL,
                1, 5, io.objbench.core.workload.Division.NONE, 10, 0, 0, 0, 0, 200_000, null, Map.of(),
                io.objbench.core.workload.AdaptorSpec.NONE, io.objbench.core.workload.AdaptorSpec.NONE, java.util.List.of(op));
        io.objbench.core.stats.OpStats failedOnly = SyntheticRun.stats(op, 0, 3, 0, 0, 0, SyntheticRun.histogram(), 1, 2);
        io.objbench.controller.run.WorkResult wr = new io.objbench.controller.run.WorkResult(1, work,
                java.util.List.of(failedOnly), 0, 0);
        ReportedOp reported = new ReportedOp(1, wr, op, failedOnly, io.objbench.core.stats.OpMetrics.of(failedOnly, 0));

        assertThat(SummaryCsv.metricCells(reported, f)).containsExactly(
                "0", "0", "N/A", "N/A", "N/A", "N/A", "N/A", "N/A", "N/A", "N/A", "0", "0", "N/A");
    }

    @Test
    void timelineCellsAreNaWhereCosbenchWritesNa() {
        // an interval where every read failed: averages N/A, rates numbers, Succ-Ratio 0% (N/A
        // only without any sample, as COSBench's stage CSV)
        CsvFormat f = new CsvFormat(ZoneOffset.UTC);
        io.objbench.controller.run.StageResult main = SyntheticRun.run().stages().get(1);
        io.objbench.core.workload.Operation read = main.stage().works().get(0).operations().get(0);
        io.objbench.core.workload.Operation write = main.stage().works().get(0).operations().get(1);
        io.objbench.core.stats.OpStats failed = SyntheticRun.stats(read, 0, 3, 0, 0, 0, SyntheticRun.histogram(), 3, 4);
        io.objbench.core.stats.OpStats none = io.objbench.core.stats.OpStats.empty("op2", "write", "write", "write");
        io.objbench.controller.run.TimelineRow row = new io.objbench.controller.run.TimelineRow(
                java.time.Instant.parse("2024-03-01T10:00:04Z"), 0, 1_000_000,
                java.util.List.of(io.objbench.controller.run.TimelineRow.RowOp.of(failed, Double.NaN, Double.NaN),
                        io.objbench.controller.run.TimelineRow.RowOp.of(none, 0, 0)), 1, 1, 1);
        io.objbench.controller.run.StageResult one = new io.objbench.controller.run.StageResult(main.stage(),
                main.state(), main.history(), main.works(), java.util.List.of(row), main.missions(), "");

        String[] lines = TimelineCsv.render(one, f).split("\n");
        assertThat(lines[2]).isEqualTo("10:00:04,0,0,0,0,N/A,N/A,N/A,N/A,0,0,0,0,0%,N/A,1,1,1");
        assertThat(read.id()).isEqualTo("op1");
        assertThat(write.id()).isEqualTo("op2");
    }

    @Test
    void configInfoIsTheMergedConfigCosbenchWrites() throws Exception {
        io.objbench.core.workload.Workload w = io.objbench.core.workload.WorkloadReader.read("""
                <workload name="t" config="cprefix=b">
                  <storage type="mock"/>
                  <workflow>
                    <workstage name="prepare">
                      <work type="prepare" workers="2" config="containers=r(1,2);objects=r(1,10);sizes=c(1)KB"/>
                    </workstage>
                    <workstage name="main">
                      <work name="main" workers="2" runtime="5" config="containers=u(1,2);objects=u(1,10)">
                        <operation type="read" ratio="100" config="hashCheck=true"/>
                      </work>
                    </workstage>
                  </workflow>
                </workload>
                """, "t.xml");
        io.objbench.core.workload.Operation prepare = w.stages().get(0).works().get(0).operations().get(0);
        io.objbench.core.workload.Operation read = w.stages().get(1).works().get(0).operations().get(0);

        // a prepare row showed only "100% createContainer=false"
        assertThat(WorkloadsCsv.configInfo(new ReportedOp(1, null, prepare, null, null))).isEqualTo(
                "100% cprefix=b containers=r(1-2) objects=r(1-10) sizes=c(1)KB createContainer=false"
                        + " cprefix=b containers=r(1-2) objects=r(1-10) sizes=c(1)KB");
        assertThat(WorkloadsCsv.configInfo(new ReportedOp(1, null, read, null, null))).isEqualTo(
                "100% cprefix=b containers=u(1-2) objects=u(1-10) hashCheck=true");
    }

    @Test
    void cellsWithCommasAreQuoted() {
        assertThat(CsvFormat.line(java.util.List.of("a,b", "c\"d", "e"))).isEqualTo("\"a,b\",\"c\"\"d\",e\n");
    }

    @Test
    void histogramBucketsCoverZeroToInfinity() {
        assertThat(HistogramCsv.EDGES).hasSize(771);
        assertThat(HistogramCsv.bucketOf(0)).isZero();
        assertThat(HistogramCsv.bucketOf(999)).isZero();
        assertThat(HistogramCsv.bucketOf(1000)).isEqualTo(1);
        assertThat(HistogramCsv.EDGES[HistogramCsv.bucketOf(105_000)]).isEqualTo(100);
        assertThat(HistogramCsv.EDGES[HistogramCsv.bucketOf(2_345_000)]).isEqualTo(2300);
        assertThat(HistogramCsv.EDGES[HistogramCsv.bucketOf(600_000_000)]).isEqualTo(500_000);
    }

    @Test
    void unsafeNamesAreReplacedInFileNames() {
        assertThat(ArchiveNames.part("a/b c")).isEqualTo("a_b_c");
        assertThat(ArchiveNames.part("..")).isEqualTo("_..");
        assertThat(new String("ok-1.x".getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8)).isEqualTo(ArchiveNames.part("ok-1.x"));
    }
}
