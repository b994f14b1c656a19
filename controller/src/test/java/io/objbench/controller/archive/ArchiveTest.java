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
                    "s4-dispose.csv", "w1-demo-rt-histogram.csv", "w1-demo.csv", "w1-demo.json",
                    "workload-config.xml", "workload.log");
        }
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
