package io.objbench.controller.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.archive.Archive;
import io.objbench.controller.archive.ArchiveLayout;
import io.objbench.controller.archive.ArchiveReader;
import io.objbench.controller.archive.CsvFormat;
import io.objbench.controller.archive.TimelineCsv;
import io.objbench.controller.archive.TimelineTable;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Workload;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The history and the archive reader read an archive written by an older version (commit
 * bd560c7, see {@code old-archive/README.md}): every number is checked against that version's
 * own CSV files, read here independently of the reader.
 */
class OldArchiveTest {

    private static final DateTimeFormatter CSV_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT);

    @TempDir
    Path dir;
    Path runDir;

    @BeforeEach
    void copyFixture() throws IOException, URISyntaxException {
        Path fixture = Path.of(OldArchiveTest.class.getResource("/old-archive/bd560c7").toURI());
        try (Stream<Path> all = Files.walk(fixture)) {
            for (Path p : all.toList()) {
                Path to = dir.resolve(fixture.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                }
            }
        }
        runDir = dir.resolve("w1-old-format");
    }

    @Test
    void theHistoryListsTheOldRunWithTheNumbersOfItsSummaryCsv() throws IOException {
        History history = History.load(new Archive(dir, ZoneOffset.UTC), ZoneOffset.UTC, Clock.systemUTC());
        PastRun run = history.get("w1").orElseThrow();
        WorkloadView v = run.view();

        List<String> index = csv(dir.resolve("run-history.csv")).get(1);
        assertThat(v.name()).isEqualTo(index.get(1)).isEqualTo("old-format");
        assertThat(v.state()).isEqualTo(index.get(6).toUpperCase(Locale.ROOT)).isEqualTo("FINISHED");
        assertThat(v.submittedMillis() / 1000).isEqualTo(seconds(index.get(2)));
        assertThat(v.startedMillis() / 1000).isEqualTo(seconds(index.get(3)));
        assertThat(v.stoppedMillis() / 1000).isEqualTo(seconds(index.get(4)));
        assertThat(history.queuedAtLastStop()).isEmpty();
        assertThat(history.interruptedAtLastStop()).isEmpty();

        List<List<String>> summary = csv(runDir.resolve("w1-old-format.csv"));
        List<String> header = summary.get(0);
        CsvFormat f = new CsvFormat(ZoneOffset.UTC);
        List<String> stagesInCsv = new ArrayList<>();
        int checked = 0;
        for (List<String> row : summary.subList(1, summary.size())) {
            String stageId = row.get(header.indexOf("Stage"));
            if (!stagesInCsv.contains(stageId)) {
                stagesInCsv.add(stageId);
            }
            WorkloadView.StageView stage = v.stages().stream().filter(s -> s.id().equals(stageId)).findFirst()
                    .orElseThrow();
            assertThat(stage.state()).isEqualTo(row.get(header.indexOf("Status")).toUpperCase(Locale.ROOT));
            WorkloadView.OpView op = stage.ops().stream()
                    .filter(o -> o.label().equals(row.get(header.indexOf("Op-Name")))).findFirst().orElseThrow();
            String where = stageId + " " + op.label();
            assertThat(op.ops()).as(where).isEqualTo(Long.parseLong(row.get(header.indexOf("Op-Count"))));
            assertThat(op.bytes()).as(where).isEqualTo(Long.parseLong(row.get(header.indexOf("Byte-Count"))));
            assertThat(f.decimal(op.avgMs())).as(where).isEqualTo(row.get(header.indexOf("Avg-ResTime")));
            assertThat(f.millis(op.p99Ms())).as(where).isEqualTo(row.get(header.indexOf("99%-ResTime")));
            assertThat(f.millis(op.maxMs())).as(where).isEqualTo(row.get(header.indexOf("100%-ResTime")));
            assertThat(f.decimal(op.throughput())).as(where).isEqualTo(row.get(header.indexOf("Throughput")));
            assertThat(f.decimal(op.bandwidth())).as(where).isEqualTo(row.get(header.indexOf("Bandwidth")));
            assertThat(f.ratio(op.successRatio())).as(where).isEqualTo(row.get(header.indexOf("Succ-Ratio")));
            checked++;
        }
        assertThat(checked).isEqualTo(6); // init, prepare, read, write, cleanup, dispose
        assertThat(v.stages()).extracting(WorkloadView.StageView::id).containsExactlyElementsOf(stagesInCsv)
                .containsExactly("s1-init", "s2-prepare", "s3-main", "s4-cleanup", "s5-dispose");
        assertThat(run.files()).contains("workload-config.xml", "w1-old-format.json", "s3-main-read.hlog");
    }

    @Test
    void theReaderJoinsTheOldTimelineAndHlogsByName() throws IOException {
        Workload workload = ArchiveReader.workload(runDir).orElseThrow();
        Stage main = workload.stages().get(2);
        assertThat(ArchiveLayout.hlogNames(main)).containsExactly("s3-main-read.hlog", "s3-main-write.hlog");

        List<List<String>> raw = csv(runDir.resolve("s3-main.csv"));
        TimelineTable table = ArchiveReader.timeline(runDir, main.id());
        assertThat(table.size()).isEqualTo(raw.size() - 2).isEqualTo(4);
        for (int op = 0; op < 2; op++) {
            List<Histogram> intervals = ArchiveReader.intervals(runDir.resolve(ArchiveLayout.hlogNames(main).get(op)));
            assertThat(intervals).hasSize(table.size());
            for (int row = 0; row < table.size(); row++) {
                // that version's layout: Timestamp, then each metric over read and write
                List<String> cells = raw.get(row + 2);
                assertThat(table.value(row, TimelineCsv.OP_COUNT, op)).isEqualTo(Double.parseDouble(cells.get(1 + op)));
                assertThat(table.value(row, TimelineCsv.THROUGHPUT, op)).isEqualTo(Double.parseDouble(cells.get(9 + op)));
                assertThat(table.value(row, TimelineCsv.SUCC_RATIO, op)).isEqualTo(100.0);
                // two files written apart: the interval histogram holds the row's successes
                assertThat((double) intervals.get(row).getTotalCount()).isEqualTo(table.value(row, TimelineCsv.OP_COUNT, op));
            }
            assertThat(table.value(0, TimelineCsv.OP_COUNT, 2)).as("no third operation").isNull();
        }
        assertThat(table.value(0, "No-Such-Metric", 0)).isNull();
    }

    @Test
    void runIdsContinueAfterTheOldArchive() throws IOException {
        assertThat(new Archive(dir, ZoneOffset.UTC).nextId()).isEqualTo("w2");
    }

    private static List<List<String>> csv(Path file) throws IOException {
        return CsvFormat.records(Files.readString(file, StandardCharsets.UTF_8));
    }

    private static long seconds(String csvTime) {
        return LocalDateTime.parse(csvTime, CSV_TIME).toEpochSecond(ZoneOffset.UTC);
    }
}
