package io.objbench.web.data;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.archive.Archive;
import io.objbench.controller.archive.ArchiveReader;
import io.objbench.controller.archive.CsvFormat;
import io.objbench.controller.history.History;
import io.objbench.controller.history.PastRun;
import io.objbench.core.workload.Stage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report and the archived series of a run an older version archived (the controller's
 * {@code old-archive/bd560c7} fixture, see its README): numbers checked against that version's
 * summary and timeline CSVs.
 */
class OldArchiveReportTest {

    /** The fixture lives with the controller's tests (the history reads it too); tests run in the module's folder. */
    private static final Path FIXTURE = Path.of("../controller/src/test/resources/old-archive/bd560c7");

    @TempDir
    Path dir;
    PastRun run;

    @BeforeEach
    void load() throws IOException {
        assertThat(FIXTURE).as("old archive fixture").isDirectory();
        try (Stream<Path> all = Files.walk(FIXTURE)) {
            for (Path p : all.toList()) {
                Path to = dir.resolve(FIXTURE.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                }
            }
        }
        History history = History.load(new Archive(dir, ZoneOffset.UTC), ZoneOffset.UTC, Clock.systemUTC());
        run = history.get("w1").orElseThrow();
    }

    @Test
    void theReportHasTheNumbersOfTheOldSummaryCsv() throws IOException {
        RunReport report = ReportReader.read(run).orElseThrow();
        assertThat(report.name()).isEqualTo("old-format");
        assertThat(report.state()).isEqualTo("finished");
        List<List<String>> summary = csv(run.dir().resolve("w1-old-format.csv"));
        List<String> h = summary.get(0);
        CsvFormat f = new CsvFormat(ZoneOffset.UTC);
        for (List<String> row : summary.subList(1, summary.size())) {
            RunReport.StageReport stage = report.stages().stream()
                    .filter(s -> s.id().equals(row.get(h.indexOf("Stage")))).findFirst().orElseThrow();
            assertThat(stage.missions()).as("no per-mission parts in that version").isEmpty();
            OpReport op = stage.ops().stream().filter(o -> o.label().equals(row.get(h.indexOf("Op-Name"))))
                    .findFirst().orElseThrow();
            String where = stage.id() + " " + op.label();
            assertThat(op.opCount()).as(where).isEqualTo(Long.parseLong(row.get(h.indexOf("Op-Count"))));
            assertThat(op.byteCount()).as(where).isEqualTo(Long.parseLong(row.get(h.indexOf("Byte-Count"))));
            assertThat(f.millis(op.percentilesMs().get("p99"))).as(where).isEqualTo(row.get(h.indexOf("99%-ResTime")));
            assertThat(f.decimal(op.throughput())).as(where).isEqualTo(row.get(h.indexOf("Throughput")));
            assertThat(op.drivers()).isEmpty();
            // the encoded histogram of that version decodes to the operation's successes
            assertThat(op.distribution().count()).as(where).isEqualTo(op.opCount());
        }
        OpReport write = report.stages().get(2).ops().get(1);
        assertThat(write.label()).isEqualTo("write");
        assertThat(write.sizes()).as("from the archived workload").isEqualTo("c(2)KB");
        assertThat(report.stages().get(2).workers()).isEqualTo(4);
    }

    @Test
    void theSeriesJoinsTheOldTimelineAndHlogs() throws IOException {
        Stage main = ArchiveReader.workload(run.dir()).orElseThrow().stages().get(2);
        StageSeries series = ArchivedSeries.read("w1", "FINISHED", run.dir(), main);
        List<List<String>> timeline = csv(run.dir().resolve("s3-main.csv"));
        assertThat(series.ops()).extracting(StageSeries.OpSeries::label).containsExactly("read", "write");
        for (int op = 0; op < 2; op++) {
            List<SeriesPoint> points = series.ops().get(op).points();
            assertThat(points).hasSize(timeline.size() - 2);
            for (int i = 0; i < points.size(); i++) {
                List<String> cells = timeline.get(i + 2); // Timestamp, Op-Count read, write, ...
                assertThat(points.get(i).successes()).isEqualTo(Long.parseLong(cells.get(1 + op)));
                assertThat(points.get(i).throughput()).isEqualTo(Double.parseDouble(cells.get(9 + op)));
                assertThat(points.get(i).failures()).as("every operation succeeded").isZero();
                assertThat(points.get(i).p99Ms()).as("from the hlog").isNotNull().isPositive();
            }
        }
    }

    private static List<List<String>> csv(Path file) throws IOException {
        return CsvFormat.records(Files.readString(file, StandardCharsets.UTF_8));
    }
}
